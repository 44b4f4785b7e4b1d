//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A 20×20 black star-like glyph (template material for button images).
@MainActor func buttonTestGlyph(size: CGFloat = 20, color: UIColor = .black) -> UIImage {
    let fmt = UIGraphicsImageRendererFormat()
    fmt.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: fmt).image { _ in
        color.setFill()
        let c = size / 2
        let p = UIBezierPath()
        for i in 0..<10 {
            let r = i % 2 == 0 ? size * 0.48 : size * 0.2
            let a = CGFloat(i) * .pi / 5 - .pi / 2
            let pt = CGPoint(x: c + cos(a) * r, y: c + sin(a) * r)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.close()
        p.fill()
    }
}

/// One grid image per group: a row per button kind, a column per state (normal, highlighted,
/// selected, disabled).
@MainActor @Suite(.serialized) struct ButtonSnapshotTests {
    static let states = ["normal", "highlighted", "selected", "disabled"]

    /// Lays out `rows` (each a factory) as a grid of cells, applying the four states.
    func grid(cell: CGSize, rows: [(String, () -> UIButton)]) -> UIView {
        let labelW: CGFloat = 0
        let root = UIView(frame: CGRect(x: 0, y: 0, width: labelW + cell.width * 4, height: cell.height * CGFloat(rows.count)))
        root.backgroundColor = .white
        for (r, row) in rows.enumerated() {
            for c in 0..<4 {
                let b = row.1()
                b.accessibilityIdentifier = "\(row.0)-\(Self.states[c])"
                switch c {
                case 1: b.isHighlighted = true
                case 2: b.isSelected = true
                case 3: b.isEnabled = false
                default: break
                }
                b.sizeToFit()
                let f = b.frame
                b.frame = CGRect(x: labelW + CGFloat(c) * cell.width + ((cell.width - f.width) / 2).rounded(),
                                 y: CGFloat(r) * cell.height + ((cell.height - f.height) / 2).rounded(),
                                 width: f.width, height: f.height)
                root.addSubview(b)
            }
        }
        return root
    }

    @Test func buttonTypesGrid() {
        let rows: [(String, () -> UIButton)] = [
            ("system", { let b = UIButton(type: .system); b.setTitle("Button", for: .normal); return b }),
            ("system-image", { let b = UIButton(type: .system); b.setTitle("Favorite", for: .normal); b.setImage(buttonTestGlyph(), for: .normal); return b }),
            ("custom", {
                let b = UIButton(type: .custom)
                b.setTitle("Custom", for: .normal)
                b.setImage(buttonTestGlyph(color: .systemYellow), for: .normal)
                b.backgroundColor = .systemIndigo
                b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
                return b
            }),
            ("detailDisclosure", { UIButton(type: .detailDisclosure) }),
            ("infoDark", { UIButton(type: .infoDark) }),
            ("contactAdd", { UIButton(type: .contactAdd) }),
            ("close", { UIButton(type: .close) }),
        ]
        let root = grid(cell: CGSize(width: 130, height: 50), rows: rows)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "button-types", tolerance: .text)
    }

    @Test func configurationsGrid() {
        func make(_ c: UIButton.Configuration) -> () -> UIButton {
            { var c = c; if c.title == nil { c.title = "Button" }; return UIButton(configuration: c) }
        }
        var capsule = UIButton.Configuration.filled()
        capsule.cornerStyle = .capsule
        capsule.image = buttonTestGlyph(size: 16)
        capsule.imagePadding = 6
        capsule.title = "Capsule"
        var sub = UIButton.Configuration.tinted()
        sub.title = "Title"
        sub.subtitle = "Subtitle"
        sub.titleAlignment = .center
        var top = UIButton.Configuration.gray()
        top.image = buttonTestGlyph()
        top.imagePlacement = .top
        top.imagePadding = 4
        top.title = "Top"
        let rows: [(String, () -> UIButton)] = [
            ("plain", make(.plain())),
            ("tinted", make(.tinted())),
            ("gray", make(.gray())),
            ("filled", make(.filled())),
            ("bordered", make(.bordered())),
            ("borderedTinted", make(.borderedTinted())),
            ("borderedProminent", make(.borderedProminent())),
            ("capsule", make(capsule)),
            ("subtitle", make(sub)),
            ("imageTop", make(top)),
        ]
        let root = grid(cell: CGSize(width: 140, height: 64), rows: rows)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "configurations", tolerance: .text)
    }

    /// Legacy features: background images, insets, alignment, RTL, title shadow, touch glow.
    @Test func legacyFeaturesGrid() {
        func pill(_ color: UIColor) -> UIImage {
            let fmt = UIGraphicsImageRendererFormat()
            fmt.scale = 2
            let img = UIGraphicsImageRenderer(size: CGSize(width: 21, height: 21), format: fmt).image { _ in
                color.setFill()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 21, height: 21), cornerRadius: 8).fill()
            }
            return img.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        }
        let rows: [(String, () -> UIButton)] = [
            ("backgroundImage", {
                let b = UIButton(type: .custom)
                b.setTitle("Background", for: .normal)
                b.setBackgroundImage(pill(.systemGreen), for: .normal)
                b.setBackgroundImage(pill(.systemOrange), for: .selected)
                b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
                return b
            }),
            ("titleColors", {
                let b = UIButton(type: .custom)
                b.setTitle("Colours", for: .normal)
                b.setTitleColor(.label, for: .normal)
                b.setTitleColor(.systemRed, for: .highlighted)
                b.setTitleColor(.systemGreen, for: .selected)
                b.setTitleColor(.systemGray3, for: .disabled)
                return b
            }),
            ("shadow", {
                let b = UIButton(type: .custom)
                b.setTitle("Shadow", for: .normal)
                b.setTitleColor(.systemBlue, for: .normal)
                b.setTitleShadowColor(.systemGray2, for: .normal)
                b.titleLabel?.shadowOffset = CGSize(width: 1.5, height: 1.5)
                b.reversesTitleShadowWhenHighlighted = true
                return b
            }),
            ("glow", {
                let b = UIButton(type: .custom)
                b.setTitle("Glow", for: .normal)
                b.backgroundColor = .darkGray
                b.showsTouchWhenHighlighted = true
                b.contentEdgeInsets = UIEdgeInsets(top: 4, left: 24, bottom: 4, right: 24)
                return b
            }),
            ("rtl", {
                let b = UIButton(type: .system)
                b.setTitle("مرحبا", for: .normal)
                b.setImage(buttonTestGlyph(), for: .normal)
                b.semanticContentAttribute = .forceRightToLeft
                return b
            }),
            ("insets", {
                let b = UIButton(type: .system)
                b.setTitle("Spaced", for: .normal)
                b.setImage(buttonTestGlyph(), for: .normal)
                b.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 8)
                b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: -8)
                return b
            }),
        ]
        let root = grid(cell: CGSize(width: 130, height: 50), rows: rows)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "legacy-features", tolerance: .text)
    }
}
