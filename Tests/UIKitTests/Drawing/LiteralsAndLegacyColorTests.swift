//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// Image literals, C's `HUGE` and the deprecated colour names iOS code still uses.
@MainActor @Suite(.serialized) struct LiteralsAndLegacyColorTests {
    @Test func hugeIsTheLargestFloat() {
        #expect(CGFloat(HUGE) == CGFloat(Float.greatestFiniteMagnitude))
        let unbounded = CGSize(width: 200, height: CGFloat(HUGE))
        #expect(unbounded.height > 1e38)
    }

    @Test func imageLiteralLoadsANamedImage() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("literal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 3), format: format).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 6, height: 3))
        }.pngData()!
        try png.write(to: dir.appendingPathComponent("LiteralDot.png"))
        let saved = UIImage._additionalSearchDirectories
        UIImage._additionalSearchDirectories.append(dir.path)
        defer { UIImage._additionalSearchDirectories = saved }
        let image: UIImage = #imageLiteral(resourceName: "LiteralDot")
        #expect(image.size == CGSize(width: 6, height: 3))
        UIKitLog.clearRecentMessages()
        let missing: UIImage = #imageLiteral(resourceName: "NoSuchLiteralImage")
        #expect(missing.size == .zero)
        #expect(UIKitLog.didLog("#imageLiteral(resourceName: \"NoSuchLiteralImage\")"))
    }

    @available(*, deprecated)
    @Test func deprecatedColourNames() {
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        for c in [UIColor.viewFlipsideBackground, .scrollViewTexturedBackground, .underPageBackground] {
            var a: CGFloat = 0
            #expect(c.getRed(nil, green: nil, blue: nil, alpha: &a))
            #expect(a == 1, "opaque")
        }
        #expect(UIColor.lightText != UIColor.darkText)
    }
}
