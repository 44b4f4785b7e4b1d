//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor @Suite struct DynamicTypeTests {
    private func size(_ style: UIFont.TextStyle, _ c: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: c)).pointSize
    }

    @Test func textStylesHaveIOSSizesPerCategory() {
        #expect(size(.body, .large) == 17 && size(.body, .extraLarge) == 19 && size(.body, .accessibilityMedium) == 28)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.caption2, .extraSmall) == 11 && size(.footnote, .extraExtraExtraLarge) == 19)
        #expect(size(.headline, .small) == 15 && size(.title1, .medium) == 27)
        #expect(size(.body, .unspecified) == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)   // the (headless) user's: Large
    }

    @Test func fontMetricsScaleCustomFontsAndValues() {
        let ax1 = UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)
        let font = UIFont.systemFont(ofSize: 20)
        #expect(abs(UIFontMetrics.default.scaledFont(for: font, compatibleWith: ax1).pointSize - 20 * 28 / 17) < 0.001)
        #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 24, compatibleWith: ax1).pointSize == 24)
        #expect(abs(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)) - 10 * 30 / 28) < 1e-9)
        #expect(UIFontMetrics.default.scaledValue(for: 44) == 44)   // at Large
        #expect(UIFontMetrics.default.scaledFont(for: font).pointSize == 20)
    }

    @Test func labelsThatAdjustFollowTheDesktopTextSize() {
        let adjusting = UILabel(), fixed = UILabel(), scaled = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        scaled.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 34))
        scaled.adjustsFontForContentSizeCategory = true
        for l in [adjusting, fixed, scaled] { l.text = "Hello" }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        for l in [adjusting, fixed, scaled] { root.addSubview(l) }
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        final class Posted: @unchecked Sendable { var values: [String] = [] }
        let posted = Posted()
        let token = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { n in
            posted.values.append(n.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String ?? "?")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let before = adjusting.intrinsicContentSize
        host.setPreferredContentSizeCategory(.extraExtraLarge)
        #expect(root.traitCollection.preferredContentSizeCategory == .extraExtraLarge)
        #expect(adjusting.font.pointSize == 21 && fixed.font.pointSize == 17 && scaled.font.pointSize == 42)
        #expect(adjusting.intrinsicContentSize.width > before.width)
        #expect(posted.values == ["UICTContentSizeCategoryXXL"])
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
        host.setPreferredContentSizeCategory(.large)
        #expect(adjusting.font.pointSize == 17 && scaled.font.pointSize == 34)
    }
}
