//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// A plain image of `size` filled with `color` (not a template).
@MainActor func buttonTestImage(_ size: CGSize, color: UIColor = .red) -> UIImage {
    let fmt = UIGraphicsImageRendererFormat()
    fmt.scale = 1
    return UIGraphicsImageRenderer(size: size, format: fmt).image { r in
        color.setFill()
        r.fill(CGRect(origin: .zero, size: size))
    }
}

/// The title size a button uses: the label's natural size rounded up to the pixel grid.
@MainActor func buttonTitleSize(_ b: UIButton) -> CGSize {
    let s = b.titleLabel!.intrinsicContentSize
    let scale = b.window?.screen.scale ?? UIScreen.main.scale
    func up(_ v: CGFloat) -> CGFloat { (v * scale - 0.001).rounded(.up) / scale }
    return CGSize(width: up(s.width), height: up(s.height))
}

/// RGBA of one pixel of `image` (pixel coordinates).
func buttonPixel(_ image: CGImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    let p = image.rgbaPixels()
    let i = (y * image.width + x) * 4
    return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
}

/// Direct API of UIButton: types, per-state storage and fallback, defaults, sizing, layout,
/// insets, image adjustments, configuration.
@MainActor @Suite(.serialized) struct ButtonTests {
    let allStates: [UIControl.State] = [.normal, .highlighted, .disabled, .selected, [.selected, .highlighted],
                                         [.selected, .disabled], [.highlighted, .disabled]]

    // MARK: Types and initializers

    @Test func buttonTypeRawValues() {
        #expect(UIButton.ButtonType.custom.rawValue == 0)
        #expect(UIButton.ButtonType.system.rawValue == 1)
        #expect(UIButton.ButtonType.detailDisclosure.rawValue == 2)
        #expect(UIButton.ButtonType.infoLight.rawValue == 3)
        #expect(UIButton.ButtonType.infoDark.rawValue == 4)
        #expect(UIButton.ButtonType.contactAdd.rawValue == 5)
        #expect(UIButton.ButtonType.plain.rawValue == 6)
        #expect(UIButton.ButtonType.close.rawValue == 7)
        #expect(UIButton.ButtonType.roundedRect == .system)
    }

    @Test func initializersChooseTheType() {
        #expect(UIButton().buttonType == .custom)
        #expect(UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType == .custom)
        for t in [UIButton.ButtonType.custom, .system, .detailDisclosure, .infoLight, .infoDark, .contactAdd, .plain, .close] {
            #expect(UIButton(type: t).buttonType == t)
        }
        #expect(UIButton(primaryAction: nil).buttonType == .system)
        #expect(UIButton(type: .custom, primaryAction: nil).buttonType == .custom)
        #expect(UIButton(configuration: .filled()).buttonType == .system)
        // The type never changes afterwards (it is read-only): configuring doesn't change it.
        let b = UIButton(type: .custom)
        b.configuration = .plain()
        #expect(b.buttonType == .custom)
    }

    @Test func primaryActionGivesTitleAndImageAndRunsOnPrimaryActionTriggered() {
        let img = buttonTestImage(CGSize(width: 10, height: 10))
        var runs = 0
        let action = UIAction(title: "Save", image: img) { _ in runs += 1 }
        let b = UIButton(primaryAction: action)
        #expect(b.title(for: .normal) == "Save")
        #expect(b.image(for: .normal) === img)
        b.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        b.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test func configurationInitTakesTheActionsTitleAndImage() {
        let img = buttonTestImage(CGSize(width: 10, height: 10))
        let b = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Go", image: img) { _ in })
        #expect(b.configuration?.title == "Go")
        #expect(b.configuration?.image === img)
        var c = UIButton.Configuration.filled()
        c.title = "Mine"
        let b2 = UIButton(configuration: c, primaryAction: UIAction(title: "Go") { _ in })
        #expect(b2.configuration?.title == "Mine")  // an existing title is kept
        #expect(b2.currentTitle == "Mine")
    }

    // MARK: Per-state fallback

    @Test func titleFallsBackToNormal() {
        let b = UIButton(type: .system)
        #expect(b.title(for: .normal) == nil)
        b.setTitle("N", for: .normal)
        for s in allStates { #expect(b.title(for: s) == "N") }
        b.setTitle("S", for: .selected)
        #expect(b.title(for: .selected) == "S")
        // Combined states fall back to normal, not to .selected.
        #expect(b.title(for: [.selected, .highlighted]) == "N")
        b.setTitle("SH", for: [.selected, .highlighted])
        #expect(b.title(for: [.selected, .highlighted]) == "SH")
        b.setTitle(nil, for: .selected)
        #expect(b.title(for: .selected) == "N")
    }

    @Test func everyPerStatePropertyFallsBackToNormalThenDefault() {
        let b = UIButton(type: .custom)
        let i1 = buttonTestImage(CGSize(width: 5, height: 5)), i2 = buttonTestImage(CGSize(width: 6, height: 6))
        let a1 = NSAttributedString(string: "A1"), a2 = NSAttributedString(string: "A2")
        // Defaults with nothing set.
        #expect(b.image(for: .highlighted) == nil)
        #expect(b.backgroundImage(for: .disabled) == nil)
        #expect(b.attributedTitle(for: .selected) == nil)
        #expect(b.titleColor(for: .normal) == .white)
        b.setTitleColor(.red, for: .normal)
        b.setTitleShadowColor(.green, for: .normal)
        b.setImage(i1, for: .normal)
        b.setBackgroundImage(i1, for: .normal)
        b.setAttributedTitle(a1, for: .normal)
        for s in allStates {
            #expect(b.titleColor(for: s) == .red)
            #expect(b.titleShadowColor(for: s) == .green)
            #expect(b.image(for: s) === i1)
            #expect(b.backgroundImage(for: s) === i1)
            #expect(b.attributedTitle(for: s)?.string == "A1")
        }
        b.setTitleColor(.blue, for: .highlighted)
        b.setTitleShadowColor(.blue, for: .highlighted)
        b.setImage(i2, for: .highlighted)
        b.setBackgroundImage(i2, for: .highlighted)
        b.setAttributedTitle(a2, for: .highlighted)
        #expect(b.titleColor(for: .highlighted) == .blue)
        #expect(b.titleShadowColor(for: .highlighted) == .blue)
        #expect(b.image(for: .highlighted) === i2)
        #expect(b.backgroundImage(for: .highlighted) === i2)
        #expect(b.attributedTitle(for: .highlighted)?.string == "A2")
        // [.selected, .highlighted] was not set: normal, not .highlighted.
        #expect(b.titleColor(for: [.selected, .highlighted]) == .red)
        #expect(b.image(for: [.selected, .highlighted]) === i1)
        #expect(b.backgroundImage(for: [.highlighted, .disabled]) === i1)
        #expect(b.attributedTitle(for: [.selected, .highlighted])?.string == "A1")
        // Removing the normal value brings the default back.
        b.setTitleColor(nil, for: .normal)
        #expect(b.titleColor(for: .selected) == .white)
    }

    @Test func normalTitleAndColourAreUsedWhileSelected() {
        let b = UIButton(type: .custom)
        b.setTitle("Only normal", for: .normal)
        b.setTitleColor(.red, for: .normal)
        b.isSelected = true
        #expect(b.currentTitle == "Only normal")
        #expect(b.currentTitleColor == .red)
        b.layoutIfNeeded()
        #expect(b.titleLabel?.text == "Only normal")
        #expect(b.titleLabel?.textColor == .red)
    }

    @Test func defaultTitleColoursByType() {
        let sys = UIButton(type: .system)
        #expect(sys.titleColor(for: .normal) == UIColor.systemBlue)
        #expect(sys.titleColor(for: .highlighted) == UIColor.systemBlue)
        #expect(sys.titleColor(for: .disabled) != UIColor.systemBlue)  // a gray
        sys.tintColor = .systemRed
        #expect(sys.titleColor(for: .normal) == UIColor.systemRed)
        #expect(sys.currentTitleColor == UIColor.systemRed)
        let custom = UIButton(type: .custom)
        for s in allStates { #expect(custom.titleColor(for: s) == .white) }
        custom.tintColor = .systemRed
        #expect(custom.titleColor(for: .normal) == .white)
    }

    @Test func attributedTitleWinsOverTitle() {
        let b = UIButton(type: .system)
        b.setTitle("Plain", for: .normal)
        b.setAttributedTitle(NSAttributedString(string: "Fancy", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        #expect(b.currentTitle == "Fancy")
        #expect(b.currentAttributedTitle?.string == "Fancy")
        #expect(b.title(for: .normal) == "Plain")  // both are kept
        #expect(b.titleLabel?.attributedText?.string == "Fancy")
        b.setAttributedTitle(nil, for: .normal)
        #expect(b.currentTitle == "Plain")
        #expect(b.titleLabel?.text == "Plain")
    }

    @Test func currentGettersFollowTheState() {
        let b = UIButton(type: .custom)
        let n = buttonTestImage(CGSize(width: 4, height: 4)), s = buttonTestImage(CGSize(width: 8, height: 8))
        b.setTitle("N", for: .normal); b.setTitle("S", for: .selected); b.setTitle("D", for: .disabled)
        b.setImage(n, for: .normal); b.setImage(s, for: .selected)
        b.setBackgroundImage(s, for: .disabled)
        b.setTitleShadowColor(.blue, for: .selected)
        #expect(b.currentTitle == "N" && b.currentImage === n && b.currentBackgroundImage == nil)
        b.isSelected = true
        #expect(b.currentTitle == "S" && b.currentImage === s && b.currentTitleShadowColor == .blue)
        b.isEnabled = false  // [.selected, .disabled]: not set, so normal
        #expect(b.currentTitle == "N" && b.currentImage === n)
        b.isSelected = false  // .disabled
        #expect(b.currentTitle == "D" && b.currentBackgroundImage === s)
    }

    // MARK: Subviews

    @Test func titleLabelAndImageViewAreCreatedOnDemand() {
        let b = UIButton(type: .custom)
        #expect(!b.subviews.contains { $0 is UILabel })
        b.setTitle("Hi", for: .normal)
        let label = b.titleLabel
        #expect(label != nil && b.titleLabel === label)
        #expect(label?.superview === b)
        #expect(label?.text == "Hi")
        #expect(label?.font.pointSize == 15)
        #expect(label?.lineBreakMode == .byTruncatingMiddle)
        #expect(b.imageView?.superview === b)
        #expect(b.imageView?.image == nil)
        let img = buttonTestImage(CGSize(width: 3, height: 3))
        b.setImage(img, for: .normal)
        #expect(b.imageView?.image === img)
        // The image view is below the title label.
        #expect(b.subviews.firstIndex { $0 === b.imageView! }! < b.subviews.firstIndex { $0 === label! }!)
    }

    @Test func titleLabelPropertiesCanBeChangedDirectly() {
        let b = UIButton(type: .system)
        b.setTitle("Big", for: .normal)
        let before = b.intrinsicContentSize
        b.titleLabel?.font = .systemFont(ofSize: 30)
        b.invalidateIntrinsicContentSize()
        #expect(b.intrinsicContentSize.height > before.height)
        #expect(b.intrinsicContentSize.height == buttonTitleSize(b).height + 12)
    }

    @Test func tintColorDrivesSystemTitlesAndTemplateImages() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIButton(type: .system)
        b.setTitle("T", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 4, height: 4)), for: .normal)
        root.addSubview(b)
        #expect(b.titleLabel?.textColor == .systemBlue)
        root.tintColor = .systemGreen  // inherited: tintColorDidChange updates the title
        #expect(b.titleLabel?.textColor == .systemGreen)
        // The image (automatic rendering mode) is drawn as a template in the tint.
        let shown = b.imageView!.image!
        #expect(shown !== b.currentImage)
        let px = buttonPixel(shown._renderedUpright()!, 1, 1)
        #expect(px.g > 150 && px.r < 100)
        // An explicit normal title colour beats the tint.
        b.setTitleColor(.red, for: .normal)
        #expect(b.titleLabel?.textColor == .red)
    }

    @Test func customButtonsKeepImageColours() {
        let b = UIButton(type: .custom)
        let img = buttonTestImage(CGSize(width: 4, height: 4), color: .red)
        b.setImage(img, for: .normal)
        #expect(b.imageView?.image === img)
        let tmpl = img.withRenderingMode(.alwaysTemplate)
        b.setImage(tmpl, for: .normal)
        b.tintColor = .systemGreen
        let px = buttonPixel(b.imageView!.image!._renderedUpright()!, 1, 1)
        #expect(px.g > 150 && px.r < 100)  // always-template images take the tint even in custom buttons
    }

    // MARK: Sizing

    @Test func emptyButtonIs30By34() {
        for t in [UIButton.ButtonType.custom, .system] {
            let b = UIButton(type: t)
            b.sizeToFit()
            #expect(b.bounds.size == CGSize(width: 30, height: 34))
            #expect(b.intrinsicContentSize == CGSize(width: 30, height: 34))
        }
    }

    @Test func titleOnlyAddsSixPointsAboveAndBelow() {
        let b = UIButton(type: .system)
        b.setTitle("Title", for: .normal)
        let t = buttonTitleSize(b)
        #expect(t.width > 0)
        b.sizeToFit()
        #expect(b.bounds.size == CGSize(width: t.width, height: t.height + 12))
        b.titleLabel?.font = .systemFont(ofSize: 18)
        let t18 = buttonTitleSize(b)
        #expect(b.sizeThatFits(.zero) == CGSize(width: t18.width, height: t18.height + 12))
    }

    @Test func imageOnlyIsTheImageSize() {
        let b = UIButton(type: .custom)
        b.setImage(buttonTestImage(CGSize(width: 40, height: 25)), for: .normal)
        b.sizeToFit()
        #expect(b.bounds.size == CGSize(width: 40, height: 25))
    }

    @Test func imageAndTitleAddWidthsAndTakeTheLargerHeight() {
        let b = UIButton(type: .custom)
        b.setTitle("Title", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 40)), for: .normal)
        let t = buttonTitleSize(b)
        #expect(b.intrinsicContentSize == CGSize(width: 20 + t.width, height: max(40, t.height)))
        b.setImage(buttonTestImage(CGSize(width: 10, height: 5)), for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 10 + t.width, height: max(5, t.height)))  // no 6-pt padding with an image
    }

    @Test func contentInsetsAddToSizeButTitleAndImageInsetsDont() {
        let b = UIButton(type: .custom)
        b.setTitle("Title", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 20)), for: .normal)
        let base = b.intrinsicContentSize
        b.titleEdgeInsets = UIEdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
        b.imageEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(b.intrinsicContentSize == base)
        b.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(b.intrinsicContentSize == CGSize(width: base.width + 6, height: base.height + 4))
        b.sizeToFit()
        #expect(b.bounds.size == CGSize(width: base.width + 6, height: base.height + 4))
        // The empty button's 30×34 grows too.
        let e = UIButton(type: .custom)
        e.contentEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        #expect(e.intrinsicContentSize == CGSize(width: 50, height: 54))
    }

    @Test func backgroundImageIsAMinimumSize() {
        let b = UIButton(type: .custom)
        b.setBackgroundImage(buttonTestImage(CGSize(width: 80, height: 44)), for: .normal)
        b.setTitle("A", for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: 80, height: 44))
    }

    @Test func sizeToFitMarksTheSuperviewForLayout() {
        final class Host: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let root = Host(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 10, y: 20, width: 5, height: 5)
        root.addSubview(b)
        root.layoutIfNeeded()
        let before = root.layouts
        b.setTitle("Grow", for: .normal)
        root.layoutIfNeeded()
        b.sizeToFit()
        #expect(b.frame.origin == CGPoint(x: 10, y: 20))  // the origin stays
        root.layoutIfNeeded()
        #expect(root.layouts > before)
    }

    @Test func systemTypeGlyphSizes() {
        for t in [UIButton.ButtonType.detailDisclosure, .infoLight, .infoDark, .contactAdd] {
            let b = UIButton(type: t)
            #expect(b.currentImage?.size == CGSize(width: 22, height: 22))
            b.sizeToFit()
            #expect(b.bounds.size == CGSize(width: 22, height: 22))
        }
        let close = UIButton(type: .close)
        close.sizeToFit()
        #expect(close.bounds.size == CGSize(width: 30, height: 30))
        // An image set by the app replaces the glyph.
        let info = UIButton(type: .infoLight)
        let img = buttonTestImage(CGSize(width: 9, height: 9))
        info.setImage(img, for: .normal)
        #expect(info.currentImage === img)
    }

    // MARK: Layout

    /// A 200×100 button holding a 20×20 image and a title.
    func layoutButton(_ h: UIControl.ContentHorizontalAlignment = .center, _ v: UIControl.ContentVerticalAlignment = .center) -> UIButton {
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        b.setTitle("Title", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 20)), for: .normal)
        b.contentHorizontalAlignment = h
        b.contentVerticalAlignment = v
        b.layoutIfNeeded()
        return b
    }

    @Test func centredByDefaultImageBeforeTitle() {
        let b = layoutButton()
        let t = buttonTitleSize(b)
        let iv = b.imageView!.frame, tl = b.titleLabel!.frame
        #expect(iv.size == CGSize(width: 20, height: 20))
        #expect(tl.size == t)
        #expect(tl.minX == iv.maxX)  // side by side
        #expect(abs((iv.minX + tl.maxX) / 2 - 100) <= 0.5)  // the pair is centred
        #expect(abs(iv.midY - 50) <= 0.5 && abs(tl.midY - 50) <= 0.5)
    }

    @Test func leftTopAndRightBottomAlignment() {
        let a = layoutButton(.left, .top)
        #expect(a.imageView!.frame.origin == .zero)
        #expect(a.titleLabel!.frame.minX == 20)
        #expect(a.titleLabel!.frame.minY == 0)
        let b = layoutButton(.right, .bottom)
        #expect(b.titleLabel!.frame.maxX == 200)
        #expect(b.imageView!.frame.maxX == b.titleLabel!.frame.minX)
        #expect(b.imageView!.frame.maxY == 100 && b.titleLabel!.frame.maxY == 100)
        let f = layoutButton(.fill, .fill)
        #expect(f.imageView!.frame == CGRect(x: 0, y: 0, width: 20, height: 100))
        #expect(f.titleLabel!.frame == CGRect(x: 20, y: 0, width: 180, height: 100))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirection() {
        let ltr = layoutButton(.leading)
        #expect(ltr.effectiveContentHorizontalAlignment == .left)
        #expect(ltr.imageView!.frame.minX == 0)
        let trailing = layoutButton(.trailing)
        #expect(trailing.titleLabel!.frame.maxX == 200)

        let rtl = layoutButton(.leading)
        rtl.semanticContentAttribute = .forceRightToLeft
        rtl.layoutIfNeeded()
        #expect(rtl.effectiveContentHorizontalAlignment == .right)
        // Leading is the right edge, and the image sits on the leading (right) side of the title.
        #expect(rtl.imageView!.frame.maxX == 200)
        #expect(rtl.titleLabel!.frame.maxX == rtl.imageView!.frame.minX)
        // Centred RTL: same group, mirrored.
        let c = layoutButton()
        c.semanticContentAttribute = .forceRightToLeft
        c.layoutIfNeeded()
        #expect(c.imageView!.frame.minX == c.titleLabel!.frame.maxX)
    }

    @Test func contentEdgeInsetsMoveTheContentRect() {
        let b = layoutButton(.left, .top)
        b.contentEdgeInsets = UIEdgeInsets(top: 10, left: 15, bottom: 0, right: 0)
        b.layoutIfNeeded()
        #expect(b.contentRect(forBounds: b.bounds) == CGRect(x: 15, y: 10, width: 185, height: 90))
        #expect(b.imageView!.frame.origin == CGPoint(x: 15, y: 10))
        #expect(b.titleLabel!.frame.minX == 35)
    }

    @Test func titleAndImageInsetsOnlyMoveTheirRects() {
        let b = layoutButton(.left, .top)
        let t0 = b.titleLabel!.frame, i0 = b.imageView!.frame
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: -10)
        b.imageEdgeInsets = UIEdgeInsets(top: 5, left: 0, bottom: -5, right: 0)
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame == t0.offsetBy(dx: 10, dy: 0))
        #expect(b.imageView!.frame == i0.offsetBy(dx: 0, dy: 5))
        // A positive inset on one side shrinks (clips) the title.
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.width == t0.width - 8)
    }

    @Test func longTitlesAreLimitedToTheContentWidth() {
        let b = UIButton(type: .system)
        b.setTitle("A rather long button title that can't fit", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 20)), for: .normal)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.width == 80)
        #expect(b.imageView!.frame.minX == 0)
        #expect(b.titleLabel!.lineBreakMode == .byTruncatingMiddle)
    }

    @Test func overriddenRectMethodsDriveLayout() {
        final class Custom: UIButton {
            override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 5, dy: 5) }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.midX - 10, y: contentRect.minY, width: 20, height: 20)
            }
            override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 2) }
        }
        let b = Custom(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        b.setTitle("Below", for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 20)), for: .normal)
        b.setBackgroundImage(buttonTestImage(CGSize(width: 10, height: 10)), for: .normal)
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame == CGRect(x: 5, y: 55, width: 90, height: 20))
        #expect(b.imageView!.frame == CGRect(x: 40, y: 5, width: 20, height: 20))
        // The background (drawn under image and title) fills the overridden rect.
        #expect(b.subviews.first is _UIButtonBackgroundView)
        #expect(b.subviews.first!.frame == CGRect(x: 2, y: 2, width: 96, height: 76))
    }

    // MARK: Bad input

    @Test func nonFiniteInsetsAreIgnoredWithAWarning() {
        let b = UIButton(type: .custom)
        b.contentEdgeInsets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
        b.contentEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(UIKitLog.didLog("UIButton.contentEdgeInsets: non-finite"))
        #expect(b.contentEdgeInsets == UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        b.titleEdgeInsets = UIEdgeInsets(top: 0, left: .infinity, bottom: 0, right: 0)
        #expect(UIKitLog.didLog("UIButton.titleEdgeInsets: non-finite"))
        #expect(b.titleEdgeInsets == .zero)
        b.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: -.infinity, right: 0)
        #expect(UIKitLog.didLog("UIButton.imageEdgeInsets: non-finite"))
        #expect(b.imageEdgeInsets == .zero)
        var c = UIButton.Configuration.plain()
        c.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
        #expect(UIKitLog.didLog("contentInsets: non-finite"))
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
    }

    // MARK: Looks and adjustments

    @Test func behaviourDefaults() {
        let b = UIButton(type: .custom)
        #expect(b.adjustsImageWhenHighlighted)
        #expect(b.adjustsImageWhenDisabled)
        #expect(!b.showsTouchWhenHighlighted)
        #expect(!b.reversesTitleShadowWhenHighlighted)
        #expect(b.contentEdgeInsets == .zero && b.titleEdgeInsets == .zero && b.imageEdgeInsets == .zero)
        #expect(b.contentHorizontalAlignment == .center && b.contentVerticalAlignment == .center)
        #expect(b.configuration == nil)
        #expect(b.automaticallyUpdatesConfiguration)
    }

    @Test func highlightedCustomImageIsDrawnDarker() {
        let b = UIButton(type: .custom)
        let img = buttonTestImage(CGSize(width: 4, height: 4), color: UIColor(red: 1, green: 0.8, blue: 0.2, alpha: 1))
        b.setImage(img, for: .normal)
        b.isHighlighted = true
        let shown = b.imageView!.image!
        #expect(shown !== img)
        let p = buttonPixel(shown._renderedUpright()!, 1, 1)
        #expect(p.r < 200 && p.g < 170)  // darker than (255, 204, 51)
        b.adjustsImageWhenHighlighted = false
        #expect(b.imageView!.image === img)
        // An image set for .highlighted is shown as is.
        b.adjustsImageWhenHighlighted = true
        let h = buttonTestImage(CGSize(width: 4, height: 4), color: .blue)
        b.setImage(h, for: .highlighted)
        #expect(b.imageView!.image === h)
        b.isHighlighted = false
        #expect(b.imageView!.image === img)
    }

    @Test func disabledImageIsDrawnFaded() {
        let b = UIButton(type: .custom)
        let img = buttonTestImage(CGSize(width: 4, height: 4), color: .red)
        b.setImage(img, for: .normal)
        b.isEnabled = false
        let p = buttonPixel(b.imageView!.image!._renderedUpright()!, 1, 1)
        #expect(p.a < 200)
        b.adjustsImageWhenDisabled = false
        #expect(b.imageView!.image === img)
    }

    @Test func systemButtonsFadeWhileHighlightedCustomOnesDont() {
        let s = UIButton(type: .system)
        s.setTitle("S", for: .normal)
        s.isHighlighted = true
        #expect(abs(s.titleLabel!.alpha - 0.2) < 0.01)
        s.isHighlighted = false
        #expect(s.titleLabel!.alpha == 1)
        let c = UIButton(type: .custom)
        c.setTitle("C", for: .normal)
        c.isHighlighted = true
        #expect(c.titleLabel!.alpha == 1)
        #expect(c.titleLabel!.textColor == .white)
    }

    @Test func disabledSystemTitleIsGray() {
        let b = UIButton(type: .system)
        b.setTitle("Off", for: .normal)
        b.isEnabled = false
        let c = b.titleLabel!.textColor!
        var r: CGFloat = 0, g: CGFloat = 0, bl: CGFloat = 0, a: CGFloat = 0
        _ = c.getRed(&r, green: &g, blue: &bl, alpha: &a)
        #expect(abs(r - g) < 0.1 && abs(g - bl) < 0.1)  // gray, not blue
        #expect(b.currentTitleColor == c)
    }

    @Test func selectedSystemButtonHasWhiteTitleOnTint() {
        let b = UIButton(type: .system)
        b.setTitle("Sel", for: .normal)
        b.isSelected = true
        #expect(b.titleLabel!.textColor == .white)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        b.frame = CGRect(x: 10, y: 5, width: 80, height: 40)
        root.addSubview(b)
        let host = UIKitTestHost(view: root)
        let img = host.render()
        let x = Int((10 + b.titleLabel!.frame.minX - 2) * host.headless.scale)  // inside the background, left of the text
        let p = buttonPixel(img, x, Int(25 * host.headless.scale))
        #expect(p.b > 200 && p.r < 60)  // systemBlue
        b.isSelected = false
        host.advanceFrames(1)
        let q = buttonPixel(host.render(), x, Int(25 * host.headless.scale))
        #expect(q.r > 240 && q.g > 240)  // white again
    }

    @Test func showsTouchWhenHighlightedAddsAGlow() {
        let b = UIButton(type: .custom)
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        b.isHighlighted = true
        #expect(!b.subviews.contains { $0 is _UIButtonGlowView && !$0.isHidden })
        b.showsTouchWhenHighlighted = true
        b.layoutIfNeeded()
        let glow = b.subviews.first { $0 is _UIButtonGlowView }
        #expect(glow != nil && glow?.isHidden == false)
        #expect(glow?.center == CGPoint(x: 50, y: 25))
        #expect(b.subviews.last === glow)  // above the content
        b.isHighlighted = false
        #expect(glow?.isHidden == true)
    }

    @Test func titleShadowAndItsReversalWhenHighlighted() {
        let b = UIButton(type: .custom)
        b.setTitle("Shadow", for: .normal)
        #expect(b.titleLabel!.shadowColor == nil)  // offset zero: no shadow drawn
        b.titleLabel!.shadowOffset = CGSize(width: 1, height: 2)
        b.setTitleShadowColor(.black, for: .normal)
        #expect(b.titleLabel!.shadowColor == .black)
        b.reversesTitleShadowWhenHighlighted = true
        b.isHighlighted = true
        #expect(b.titleLabel!.shadowOffset == CGSize(width: -1, height: -2))
        b.isHighlighted = false
        #expect(b.titleLabel!.shadowOffset == CGSize(width: 1, height: 2))
        // Without the flag the offset stays.
        b.reversesTitleShadowWhenHighlighted = false
        b.isHighlighted = true
        #expect(b.titleLabel!.shadowOffset == CGSize(width: 1, height: 2))
    }

    @Test func titleShadowColourWithoutTitleChangesNothing() {
        let b = UIButton(type: .custom)
        b.setTitleShadowColor(.red, for: .normal)
        #expect(b.currentTitleShadowColor == .red)
        #expect(b.intrinsicContentSize == CGSize(width: 30, height: 34))
        #expect(b.titleLabel!.isHidden)
    }

    @Test func preferredSymbolConfigurationIsStoredPerState() {
        let b = UIButton(type: .system)
        let c = UIImage.SymbolConfiguration(pointSize: 20)
        b.setPreferredSymbolConfiguration(c, forImageIn: .normal)
        #expect(b.preferredSymbolConfigurationForImage(in: .highlighted) === c)
        #expect(b.currentPreferredSymbolConfiguration === c)
    }

    @Test func changesSelectionAsPrimaryActionAndRole() {
        let b = UIButton(type: .system)
        b.changesSelectionAsPrimaryAction = true
        #expect(b.accessibilityActivate())
        #expect(b.isSelected)
        b.role = .destructive
        var c = UIButton.Configuration.plain()
        c.title = "Delete"
        b.configuration = c
        b.isSelected = false
        #expect(b.titleLabel!.textColor == .systemRed)
    }

    // MARK: Intrinsic size on a state change

    /// Counts the intrinsic-size invalidations a button gets.
    final class CountingButton: UIButton {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() {
            invalidations += 1
            super.invalidateIntrinsicContentSize()
        }
    }

    @Test func aStateThatSwapsTheTitleResizesAConstrainedButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let b = CountingButton(type: .system)
        b.setTitle("Follow", for: .normal)
        b.setTitle("Following everyone", for: .selected)
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        NSLayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     b.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)])
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advanceFrames(1)
        let normalWidth = b.frame.width
        #expect(normalWidth == b.intrinsicContentSize.width && normalWidth > 0)

        b.isSelected = true
        host.advanceFrames(1)
        #expect(b.frame.width == b.intrinsicContentSize.width, "the button takes the selected title's width after one layout pass")
        #expect(b.frame.width > normalWidth + 30, "\(b.frame.width) vs \(normalWidth)")
        #expect(b.titleLabel!.frame.width >= buttonTitleSize(b).width, "the longer title is not truncated")
        #expect(b.frame.minX == 10)

        b.isSelected = false
        host.advanceFrames(1)
        #expect(b.frame.width == normalWidth, "back to the normal title's width")

        // A highlight shows the same title: the size is left alone (highlighting stays cheap).
        // (Selected and highlighted together would show the normal title, as on iOS.)
        let before = b.invalidations
        b.isHighlighted = true
        b.isHighlighted = false
        #expect(b.invalidations == before)
    }

    @Test func aStateThatSwapsTheImageResizesAConstrainedButton() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let b = UIButton(type: .custom)
        b.setImage(buttonTestImage(CGSize(width: 20, height: 20)), for: .normal)
        b.setImage(buttonTestImage(CGSize(width: 60, height: 40)), for: .selected)
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        NSLayoutConstraint.activate([b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     b.topAnchor.constraint(equalTo: root.topAnchor)])
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.advanceFrames(1)
        #expect(b.frame.size == CGSize(width: 20, height: 20))
        b.isSelected = true
        host.advanceFrames(1)
        #expect(b.frame.size == CGSize(width: 60, height: 40), "\(b.frame)")
    }
}
