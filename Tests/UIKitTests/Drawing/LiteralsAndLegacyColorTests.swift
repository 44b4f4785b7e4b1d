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
    @Test func colorLiteralMakesTheColourXcodesPickerWrote() {
        let c: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(c.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(r == 1 && g == 0.5 && b == 0 && a == 0.25)
        // A view coloured by a literal draws that colour.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        v.backgroundColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(v.backgroundColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

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
