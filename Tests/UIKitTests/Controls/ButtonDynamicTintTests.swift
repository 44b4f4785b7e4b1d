//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting

/// A system button's symbol tinted with a dynamic colour follows the interface style when it
/// changes on screen, as on iOS (the glyph was rendered once, in the style it first had).
@MainActor @Suite struct ButtonDynamicTintTests {
    /// How many pixels of the button's frame are bright (every channel above 200).
    func brightPixels(_ host: UIKitTestHost, in frame: CGRect) -> Int {
        let image = host.render()
        var n = 0
        for y in Int(frame.minY)..<Int(frame.maxY) {
            for x in Int(frame.minX)..<Int(frame.maxX) {
                let p = ControlTestSupport.pixel(image, CGPoint(x: x, y: y))
                if p.r > 200 && p.g > 200 && p.b > 200 { n += 1 }
            }
        }
        return n
    }

    @Test func aSymbolTintedWithLabelTurnsLightInDarkMode() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        root.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "square.fill"), for: .normal)
        button.tintColor = .label
        button.frame = CGRect(x: 20, y: 20, width: 80, height: 40)
        root.addSubview(button)
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advance(by: 0.1)
        let frame = host.frame(of: button)
        let area = Int(frame.width * frame.height)
        // Light: a black square on white (most pixels bright, the glyph's are not).
        let light = brightPixels(host, in: frame)
        #expect(light < area - 40, "the glyph should darken part of the button: \(light) of \(area) bright")
        // Dark: the background goes black and the glyph white.
        host.window.overrideUserInterfaceStyle = .dark
        host.advance(by: 0.1)
        let dark = brightPixels(host, in: frame)
        #expect(dark > 40, "the glyph should be drawn in dark mode's label colour: \(dark) bright pixels")
        // And back.
        host.window.overrideUserInterfaceStyle = .light
        host.advance(by: 0.1)
        #expect(brightPixels(host, in: frame) == light)
    }
}
