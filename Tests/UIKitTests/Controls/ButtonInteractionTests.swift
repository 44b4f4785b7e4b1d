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

/// Receives button actions in the three documented signatures.
@MainActor final class ButtonActionTarget {
    var log: [String] = []
    func doSomething() { log.append("()") }
    func doSomething(sender: UIButton) { log.append("(sender:\(sender.currentTitle ?? ""))") }
    func doSomething(sender: UIButton, forEvent event: UIEvent?) { log.append("(sender,event:\(event == nil ? "nil" : "event"))") }
}

/// An appearance subclass per test, so proxies don't leak into other tests.
@MainActor final class ButtonAppearanceA: UIButton {}
@MainActor final class ButtonAppearanceB: UIButton {}
@MainActor final class ButtonAppearanceContainer: UIView {}

/// Buttons driven through UIKitTestHost: taps, drags, cancels; configuration updates;
/// appearance proxies; accessibility.
@MainActor @Suite(.serialized) struct ButtonInteractionTests {
    /// A 300×200 white root with a system button "Tap" at (100, 80, 100, 40).
    func scene(_ type: UIButton.ButtonType = .system) -> (UIView, UIButton) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        let b = UIButton(type: type)
        b.setTitle("Tap", for: .normal)
        b.frame = CGRect(x: 100, y: 80, width: 100, height: 40)
        root.addSubview(b)
        return (root, b)
    }

    func record(_ b: UIButton) -> () -> [String] {
        var log: [String] = []
        let names: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"),
                                                  (.touchCancel, "cancel"), (.primaryActionTriggered, "primary"),
                                                  (.touchDragExit, "exit"), (.touchDragEnter, "enter")]
        for (e, n) in names { b.addAction(UIAction { _ in log.append(n) }, for: e) }
        return { log }
    }

    @Test func tapSendsTouchUpInsideThenPrimaryAction() {
        let (root, b) = scene()
        let log = record(b)
        var primary = 0
        b.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        let host = UIKitTestHost(view: root)
        host.tap(b)
        #expect(log() == ["down", "upInside", "primary"])
        #expect(primary == 1)
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func theThreeActionSignatures() {
        let (root, b) = scene()
        let t = ButtonActionTarget()
        b.addTarget(t, action: ButtonActionTarget.doSomething as @MainActor (ButtonActionTarget) -> () -> Void, for: .touchUpInside)
        b.addTarget(t, action: ButtonActionTarget.doSomething(sender:), for: .touchUpInside)
        b.addTarget(t, action: ButtonActionTarget.doSomething(sender:forEvent:), for: .touchUpInside)
        let host = UIKitTestHost(view: root)
        host.tap(b)
        #expect(t.log == ["()", "(sender:Tap)", "(sender,event:event)"])
    }

    @Test func currentValuesWhileHighlightedDuringATouch() {
        let (root, b) = scene()
        b.setTitle("Pressed", for: .highlighted)
        b.setTitleColor(.systemRed, for: .highlighted)
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: host.center(of: b))
        host.advanceFrames(1)
        #expect(b.isHighlighted)
        #expect(b.state == .highlighted)
        #expect(b.currentTitle == "Pressed")
        #expect(b.currentTitleColor == .systemRed)
        #expect(b.titleLabel?.text == "Pressed")
        #expect(abs(b.titleLabel!.alpha - 0.2) < 0.01)  // system content fades
        host.lift(f, at: host.center(of: b))
        #expect(!b.isHighlighted)
        #expect(b.currentTitle == "Tap")
        #expect(b.titleLabel?.text == "Tap")
        #expect(b.titleLabel!.alpha == 1)
    }

    @Test func highlightFollowsTheFingerWithTheTrackingSlop() {
        let (root, b) = scene()
        let log = record(b)
        let host = UIKitTestHost(view: root)
        let start = host.center(of: b)
        let f = host.touchDown(at: start)
        host.move(f, to: CGPoint(x: 150, y: 80 + 40 + 50))  // 50 pt below: still inside
        #expect(b.isHighlighted && b.currentTitle == "Tap")
        host.move(f, to: CGPoint(x: 150, y: 80 + 40 + 100))  // beyond the 70-pt slop
        #expect(!b.isHighlighted)
        host.move(f, to: start)
        #expect(b.isHighlighted)
        host.move(f, to: CGPoint(x: 150, y: 199))
        host.lift(f, at: CGPoint(x: 150, y: 199))  // 79 pt below the button
        #expect(log() == ["down", "exit", "enter", "exit", "upOutside"])
        #expect(!b.isHighlighted)
    }

    @Test func cancelledTouchSendsCancelAndNoAction() {
        let (root, b) = scene()
        let log = record(b)
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: host.center(of: b))
        #expect(b.isHighlighted)
        host.cancel(f, at: host.center(of: b))
        #expect(log() == ["down", "cancel"])
        #expect(!b.isHighlighted && !b.isTracking)
    }

    @Test func disabledButtonIgnoresTaps() {
        let (root, b) = scene()
        let log = record(b)
        b.isEnabled = false
        let host = UIKitTestHost(view: root)
        let f = host.touchDown(at: host.center(of: b))
        #expect(!b.isHighlighted)
        host.lift(f, at: host.center(of: b))
        #expect(log().isEmpty)
        #expect(b.state == .disabled)
    }

    @Test func changesSelectionAsPrimaryActionTogglesOnTap() {
        let (root, b) = scene()
        b.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        b.addAction(UIAction { a in seen.append((a.sender as! UIButton).isSelected) }, for: .primaryActionTriggered)
        let host = UIKitTestHost(view: root)
        host.tap(b)
        host.advance(by: 0.5)
        host.tap(b)
        #expect(seen == [true, false])  // toggled before the action runs
    }

    @Test func highlightedRenderingFadesSystemTitle() {
        let (root, b) = scene()
        b.titleLabel?.font = .boldSystemFont(ofSize: 30)
        b.setTitle("████", for: .normal)
        let host = UIKitTestHost(view: root)
        func darkest(_ img: CGImage) -> Int {
            var m = 255
            let s = Int(host.headless.scale)
            let px = img.rgbaPixels()
            for y in stride(from: 85 * s, to: 115 * s, by: 2) {
                for x in stride(from: 105 * s, to: 195 * s, by: 2) { m = min(m, Int(px[(y * img.width + x) * 4])) }
            }
            return m
        }
        let normal = darkest(host.render())
        #expect(normal < 30)  // systemBlue's red channel is 0
        let f = host.touchDown(at: host.center(of: b))
        host.advanceFrames(1)
        let pressed = darkest(host.render())
        #expect(pressed > 150)  // alpha 0.2 over white
        host.lift(f, at: host.center(of: b))
        host.advanceFrames(1)
        #expect(darkest(host.render()) < 30)
    }

    // MARK: Configuration updates

    @Test func configurationUpdateHandlerRunsOnHighlight() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var c = UIButton.Configuration.filled()
        c.title = "Config"
        let b = UIButton(configuration: c)
        b.frame = CGRect(x: 50, y: 50, width: 200, height: 50)
        root.addSubview(b)
        var seen: [Bool] = []
        b.configurationUpdateHandler = { button in
            seen.append(button.isHighlighted)
            var conf = button.configuration!
            conf.title = button.isHighlighted ? "Down" : "Up"
            button.configuration = conf
        }
        let host = UIKitTestHost(view: root)
        #expect(seen == [false])  // runs once before the first layout
        #expect(b.currentTitle == "Up")
        let f = host.touchDown(at: host.center(of: b))
        host.advanceFrames(1)
        #expect(seen == [false, true])
        #expect(b.currentTitle == "Down")
        #expect(b.titleLabel?.text == "Down")
        host.lift(f, at: host.center(of: b))
        host.advanceFrames(1)
        #expect(seen == [false, true, false])
        #expect(b.titleLabel?.text == "Up")
        // Without automatic updates state changes don't ask; setNeedsUpdateConfiguration() does.
        b.automaticallyUpdatesConfiguration = false
        b.isSelected = true
        host.advanceFrames(1)
        #expect(seen.count == 3)
        b.setNeedsUpdateConfiguration()
        host.advanceFrames(1)
        #expect(seen.count == 4)
    }

    @Test func updateConfigurationCanBeOverridden() {
        final class Toggle: UIButton {
            var updates = 0
            override func updateConfiguration() {
                updates += 1
                var c = configuration ?? .plain()
                c.title = isSelected ? "On" : "Off"
                configuration = c
            }
        }
        let b = Toggle(configuration: .tinted())
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        b.layoutIfNeeded()
        #expect(b.currentTitle == "Off")
        b.isSelected = true
        b.layoutIfNeeded()
        #expect(b.currentTitle == "On")
        let n = b.updates
        b.isSelected = false; b.isSelected = true; b.isSelected = false  // coalesced
        b.layoutIfNeeded()
        #expect(b.updates == n + 1)
    }

    @Test func configurationDefaultsAndStyles() {
        let styles: [UIButton.Configuration] = [.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(), .borderedTinted(), .borderedProminent()]
        for c in styles {
            #expect(c.imagePlacement == .leading)
            #expect(c.cornerStyle == .dynamic)
            #expect(c.buttonSize == .medium)
            #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
            #expect(c.title == nil && c.image == nil && !c.showsActivityIndicator)
        }
        var c = UIButton.Configuration.filled()
        c.buttonSize = .large
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        c.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        c.buttonSize = .small  // explicit insets stay
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        c.setDefaultContentInsets()
        #expect(c.contentInsets == NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
        c.showsActivityIndicator = true
        #expect(c.showsActivityIndicator)
    }

    @Test func configuredLooksByStyle() {
        func bg(_ c: UIButton.Configuration, state: UIControl.State = []) -> UIColor? {
            c._look(tint: .systemBlue, state: state, role: .normal, automatic: true).background
        }
        func fg(_ c: UIButton.Configuration) -> UIColor { c._look(tint: .systemBlue, state: [], role: .normal, automatic: true).foreground }
        #expect(bg(.plain()) == nil && fg(.plain()) == .systemBlue)
        #expect(bg(.filled()) == .systemBlue && fg(.filled()) == .white)
        #expect(bg(.borderedProminent()) == .systemBlue)
        #expect(bg(.tinted()) == UIColor.systemBlue.withAlphaComponent(0.15) && fg(.tinted()) == .systemBlue)
        #expect(bg(.gray()) != nil && fg(.gray()) == .systemBlue)
        var custom = UIButton.Configuration.filled()
        custom.baseBackgroundColor = .systemGreen
        custom.baseForegroundColor = .black
        #expect(bg(custom) == .systemGreen && fg(custom) == .black)
        // Highlighted filled buttons get darker.
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = bg(.filled(), state: .highlighted)!.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(b < 0.95)
        var c = UIButton.Configuration.filled()
        c.background.backgroundColor = .systemOrange
        #expect(bg(c) == .systemOrange)
    }

    @Test func configuredButtonRendersItsBackground() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.backgroundColor = .white
        var c = UIButton.Configuration.filled()
        c.title = "Filled"
        c.cornerStyle = .capsule
        let b = UIButton(configuration: c)
        b.sizeToFit()
        b.frame.origin = CGPoint(x: 20, y: 20)
        root.addSubview(b)
        let host = UIKitTestHost(view: root)
        let s = Int(host.headless.scale)
        let img = host.render()
        let mid = buttonPixel(img, (20 + 4 + Int(b.bounds.width / 2) / 10) * s, (20 + Int(b.bounds.height / 2)) * s)
        #expect(mid.b > 200 && mid.r < 60)  // the tint
        let corner = buttonPixel(img, 21 * s, 21 * s)
        #expect(corner.r > 240)  // capsule: the corner is outside
        #expect(b.titleLabel?.textColor == .white)
    }

    @Test func configuredSizeAndLegacyInsetsIgnored() {
        var c = UIButton.Configuration.plain()
        c.title = "Title"
        let b = UIButton(configuration: c)
        let t = buttonTitleSize(b)
        #expect(b.titleLabel?.font.pointSize == 17)
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 24, height: t.height + 14))
        b.contentEdgeInsets = UIEdgeInsets(top: 50, left: 50, bottom: 50, right: 50)
        #expect(b.intrinsicContentSize == CGSize(width: t.width + 24, height: t.height + 14))
        b.configuration = nil  // the legacy insets apply again (to an empty button: the title was the configuration's)
        #expect(b.intrinsicContentSize == CGSize(width: 130, height: 134))
        b.setTitle("Title", for: .normal)
        #expect(b.intrinsicContentSize == CGSize(width: buttonTitleSize(b).width + 100, height: buttonTitleSize(b).height + 112))
    }

    @Test func configuredImagePlacementAndPadding() {
        var c = UIButton.Configuration.plain()
        c.title = "Title"
        c.image = buttonTestImage(CGSize(width: 20, height: 20))
        c.imagePadding = 8
        c.contentInsets = .zero
        let b = UIButton(configuration: c)
        let t = buttonTitleSize(b)
        #expect(b.intrinsicContentSize == CGSize(width: 20 + 8 + t.width, height: max(20, t.height)))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.imageView!.frame.minX == 0)
        #expect(b.titleLabel!.frame.minX == 28)
        // Trailing.
        c.imagePlacement = .trailing
        b.configuration = c
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.minX == 0)
        #expect(b.imageView!.frame.minX == t.width + 8)
        // Leading in RTL: the image is on the right.
        c.imagePlacement = .leading
        b.configuration = c
        b.semanticContentAttribute = .forceRightToLeft
        b.layoutIfNeeded()
        #expect(b.imageView!.frame.maxX == b.bounds.maxX)
        #expect(b.titleLabel!.frame.minX == 0)
        // Top: stacked.
        b.semanticContentAttribute = .unspecified
        c.imagePlacement = .top
        b.configuration = c
        #expect(b.intrinsicContentSize == CGSize(width: max(20, t.width), height: 20 + 8 + t.height))
        b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
        b.layoutIfNeeded()
        #expect(b.imageView!.frame.minY == 0)
        #expect(b.titleLabel!.frame.minY == 28)
        c.imagePlacement = .bottom
        b.configuration = c
        b.layoutIfNeeded()
        #expect(b.titleLabel!.frame.minY == 0)
        #expect(b.imageView!.frame.minY == t.height + 8)
    }

    @Test func configuredSubtitle() {
        var c = UIButton.Configuration.tinted()
        c.title = "Title"
        c.subtitle = "Sub"
        c.titlePadding = 3
        let b = UIButton(configuration: c)
        #expect(b.subtitleLabel?.text == "Sub")
        let t = buttonTitleSize(b)
        let sub = b.subtitleLabel!.intrinsicContentSize
        b.sizeToFit()
        #expect(b.bounds.height >= t.height + 3 + sub.height.rounded(.down) + 14)
        b.layoutIfNeeded()
        #expect(b.subtitleLabel!.frame.minY == b.titleLabel!.frame.maxY + 3)
        c.subtitle = nil
        b.configuration = c
        #expect(b.subtitleLabel == nil)
    }

    @Test func configuredAttributedTitleAndTextTransformer() {
        var c = UIButton.Configuration.filled()
        var title = AttributedString("Bold")
        title.font = UIFont.boldSystemFont(ofSize: 24)
        title.append(AttributedString(" text"))
        c.attributedTitle = title
        let b = UIButton(configuration: c)
        #expect(b.currentTitle == "Bold text")
        let shown = b.titleLabel!.attributedText!
        #expect(shown.string == "Bold text")
        // (One run on Linux: the first font found applies to the whole title.)
        #expect((shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 24)
        #expect((shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .white)  // the style's
        #expect(b.intrinsicContentSize.height > 24 + 14)

        var t = UIButton.Configuration.plain()
        t.title = "Small"
        t.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = UIFont.systemFont(ofSize: 11)
            return outgoing
        }
        let small = UIButton(configuration: t)
        #expect((small.titleLabel!.attributedText!.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 11)
        let plain = UIButton(configuration: { var p = UIButton.Configuration.plain(); p.title = "Small"; return p }())
        #expect(small.intrinsicContentSize.height < plain.intrinsicContentSize.height)
        small.isHighlighted = true  // state changes keep the transformed font
        #expect((small.titleLabel!.attributedText!.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 11)
        let container = AttributeContainer().font(UIFont.systemFont(ofSize: 9))
        #expect(container.font?.pointSize == 9)
    }

    @Test func configuredButtonFallsBackToPerStateTitleAndImage() {
        let b = UIButton(configuration: .gray())
        #expect(b.currentTitle == nil)
        b.setTitle("Legacy", for: .normal)
        b.setTitle("Held", for: .highlighted)
        let img = buttonTestImage(CGSize(width: 12, height: 12))
        b.setImage(img, for: .normal)
        #expect(b.currentTitle == "Legacy")
        #expect(b.currentImage === img)
        b.isHighlighted = true
        #expect(b.currentTitle == "Held")
        #expect(b.titleLabel?.text == "Held")
        var c = b.configuration!
        c.title = "Configured"  // the configuration's own title wins
        b.configuration = c
        #expect(b.currentTitle == "Configured")
    }

    @Test func activityIndicatorReplacesTheImage() {
        var c = UIButton.Configuration.filled()
        c.title = "Loading"
        c.showsActivityIndicator = true
        let b = UIButton(configuration: c)
        b.sizeToFit()
        b.layoutIfNeeded()
        #expect(b.imageView?.image != nil)
        #expect(b.imageView!.frame.size == CGSize(width: 20, height: 20))
    }

    // MARK: Appearance

    @Test func appearanceProxyAppliesWhenTheButtonEntersAWindow() {
        ButtonAppearanceA.appearance().setTitleColor(.systemRed, for: .normal)
        ButtonAppearanceA.appearance().setTitleColor(.systemGreen, for: .highlighted)
        ButtonAppearanceA.appearance().contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let b = ButtonAppearanceA(type: .system)
        b.setTitle("Styled", for: .normal)
        #expect(b.titleColor(for: .normal) == .systemBlue)  // not yet in a window
        let explicit = ButtonAppearanceA(type: .system)
        explicit.setTitleColor(.systemPurple, for: .normal)  // explicit values win
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(b)
        root.addSubview(explicit)
        let host = UIKitTestHost(view: root)
        _ = host
        #expect(b.titleColor(for: .normal) == .systemRed)
        #expect(b.titleColor(for: .highlighted) == .systemGreen)
        #expect(b.contentEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(b.titleLabel?.textColor == .systemRed)
        #expect(explicit.titleColor(for: .normal) == .systemPurple)
        #expect(explicit.titleColor(for: .highlighted) == .systemGreen)
        // Plain UIButtons are not affected by a subclass's proxy.
        let plain = UIButton(type: .system)
        root.addSubview(plain)
        #expect(plain.titleColor(for: .normal) == .systemBlue)
    }

    @Test func appearanceWhenContainedIn() {
        ButtonAppearanceB.appearance(whenContainedInInstancesOf: [ButtonAppearanceContainer.self]).setTitleColor(.systemOrange, for: .normal)
        ButtonAppearanceB.appearance(whenContainedInInstancesOf: [ButtonAppearanceContainer.self]).tintColor = .systemPink
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let container = ButtonAppearanceContainer(frame: root.bounds)
        let inside = ButtonAppearanceB(type: .system)
        let outside = ButtonAppearanceB(type: .system)
        container.addSubview(inside)
        root.addSubview(container)
        root.addSubview(outside)
        let host = UIKitTestHost(view: root)
        _ = host
        #expect(inside.titleColor(for: .normal) == .systemOrange)
        #expect(inside.tintColor == .systemPink)
        #expect(outside.titleColor(for: .normal) == .systemBlue)
    }

    // MARK: Accessibility

    @Test func accessibilityDefaults() {
        let (root, b) = scene()
        #expect(b.isAccessibilityElement)
        #expect(b.accessibilityLabel == "Tap")
        #expect(b.accessibilityTraits == .button)
        #expect(UIAccessibilityTraits.button.rawValue == 0x1)
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        b.isEnabled = true
        b.isSelected = true
        #expect(b.accessibilityTraits == [.button, .selected])
        // The label follows the current title.
        b.setTitle("Chosen", for: .selected)
        #expect(b.accessibilityLabel == "Chosen")
        let host = UIKitTestHost(view: root)
        #expect(host.view(withAccessibilityLabel: "Chosen") === b)
        // A custom label is used when set (Apple's text says the title wins; VoiceOver reads the
        // custom label on iOS, and so does this implementation).
        b.accessibilityLabel = "Options"
        #expect(b.accessibilityLabel == "Options")
        b.accessibilityLabel = nil
        #expect(b.accessibilityLabel == "Chosen")
        // Image-only buttons have no title to offer.
        let img = UIButton(type: .custom)
        img.setImage(buttonTestImage(CGSize(width: 10, height: 10)), for: .normal)
        #expect(img.accessibilityLabel == nil)
        #expect(img.isAccessibilityElement)
    }

    @Test func accessibilityActivateTaps() {
        let (_, b) = scene()
        let log = record(b)
        #expect(b.accessibilityActivate())
        #expect(log() == ["down", "upInside", "primary"])
        b.isEnabled = false
        #expect(!b.accessibilityActivate())
    }

    @Test func voiceOverReadsTheButton() {
        let (root, b) = scene()
        b.accessibilityHint = "Shows additional options."
        let host = UIKitTestHost(view: root)
        let spoken = UIAccessibility.spokenDescription(of: b)
        _ = host
        #expect(spoken.contains("Tap"))
        #expect(spoken.lowercased().contains("button"))
        #expect(spoken.contains("Shows additional options."))
    }

    // MARK: Keyboard focus

    @Test func focusedButtonActivatesWithSpaceAndReturn() {
        let (root, b) = scene()
        let log = record(b)
        b.setTitle("Focused", for: .focused)
        let host = UIKitTestHost(view: root)
        #expect(b.becomeFirstResponder())
        #expect(b.state.contains(.focused))
        #expect(b.currentTitle == "Focused")
        host.pressKey(.keyboardSpacebar)
        #expect(log() == ["upInside", "primary"])
        #expect(!b.isHighlighted)
        host.pressKey(.keyboardReturnOrEnter)
        #expect(log().count == 4)
        host.pressKey(.keyboardA)  // other keys go up the responder chain
        #expect(log().count == 4)
        b.isEnabled = false  // a disabled button resigns
        #expect(!b.isFirstResponder)
        #expect(b.currentTitle == "Tap")
    }

    @Test func removingTheConfigurationRestoresTheClassicTitleFont() {
        var c = UIButton.Configuration.gray()
        c.title = "x"
        let b = UIButton(configuration: c)
        #expect(b.titleLabel?.font.pointSize == 17)
        b.configuration = nil
        b.setTitle("Classic", for: .normal)
        #expect(b.titleLabel?.font.pointSize == 15)
        #expect(b.titleLabel?.lineBreakMode == .byTruncatingMiddle)
        #expect(b.intrinsicContentSize.height == buttonTitleSize(b).height + 12)
    }

    // MARK: Misc

    @Test func tintIsInheritedFromTheSuperview() {
        let (root, b) = scene()
        root.tintColor = .systemPurple
        #expect(b.tintColor == .systemPurple)
        #expect(b.titleLabel?.textColor == .systemPurple)
        b.tintColor = .systemGreen
        #expect(b.titleLabel?.textColor == .systemGreen)
        root.tintAdjustmentMode = .dimmed
        #expect(b.titleLabel?.textColor != .systemGreen)  // dimmed tint
    }

    @Test func gestureRecognizersCanBeAddedToSystemButtons() {
        let (root, b) = scene()
        var taps = 0
        let tap = UITapGestureRecognizer()
        tap.addAction { _ in taps += 1 }
        b.addGestureRecognizer(tap)  // (an exception only on Mac Catalyst/macOS 11 idiom)
        let host = UIKitTestHost(view: root)
        host.tap(b)
        #expect(taps == 1)
    }
}
