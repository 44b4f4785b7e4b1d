//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitTesting
@testable import UICatalog

/// UICatalog's text and view pages (Search Bars, Text Fields, Text View, Activity Indicators,
/// Alert Controller, Image View, Progress View, Toolbars, Visual Effect) used as a user would:
/// typing into fields, tapping alert actions and toolbar items, flipping the spinners' switch,
/// advancing progress, and reading what the page then shows (labels, pixels).
@MainActor @Suite(.serialized) struct ViewsPagesTests {
    /// A window tall enough to show a whole page at phone width.
    static let tall = CGSize(width: 390, height: 1400)

    /// The pixel on screen at `p` (points) in `image`.
    static func pixel(_ host: UIKitTestHost, _ p: CGPoint, in image: CGImage? = nil) -> (r: Int, g: Int, b: Int) {
        let frame = image ?? host.render()
        let scale = CGFloat(frame.width) / host.window.bounds.width
        let px = frame.pixel(x: Int(p.x * scale), y: Int(p.y * scale)) ?? (0, 0, 0, 0)
        return (Int(px.r), Int(px.g), Int(px.b))
    }

    /// The visible label reading `text` inside `container`.
    static func label(_ host: UIKitTestHost, _ text: String, in container: UIView) throws -> UIView {
        let found = host.views { v in (v as? UILabel)?.text == text && !v.isHidden && v.isDescendant(of: container) }
        return try #require(found.first, "no label \(text) in \(type(of: container))")
    }

    /// Taps the alert action titled `title` and lets the alert go away.
    static func tapAction(_ host: UIKitTestHost, _ title: String) throws {
        host.tap(try #require(host.view(withAccessibilityLabel: title), "no action \(title) on screen"))
        host.advance(by: 0.6)
    }

    // MARK: Search Bars

    @Test func searchBarsReportTextScopesAndTokens() throws {
        let (host, page) = try CatalogTestSupport.open(.searchBars, as: SearchBarsViewController.self, size: Self.tall)
        defer { host.invalidate() }
        #expect(page.cases.map(\.title) == ["Default", "Minimal", "Scope Buttons", "Tokens", "Custom", "What the Delegate Heard"])

        // Typing in the default bar: the status follows, and Cancel shows while editing.
        host.tap(page.defaultBar.searchTextField)
        host.type("kiwi")
        #expect(page.statusLabel.text == "Default: \"kiwi\"")
        #expect(page.defaultBar.showsCancelButton)
        let cancel = host.views { v in
            ((v as? UIButton)?.currentTitle == "Cancel" || v.accessibilityLabel == "Cancel") && v.isDescendant(of: page.defaultBar)
        }
        host.tap(try #require(cancel.first, "no Cancel button"))
        host.advance(by: 0.4)
        #expect(page.statusLabel.text == "Default: Cancel")
        #expect(page.defaultBar.text == "")
        #expect(!page.defaultBar.showsCancelButton)

        // A scope tapped, then text typed in that bar: both in the status.
        let segmented = host.views { $0 is UISegmentedControl && $0.isDescendant(of: page.scopeBar) }
        let scopes = try #require(segmented.first)
        host.tap(at: scopes.convert(CGPoint(x: scopes.bounds.width * 1.5 / 3, y: scopes.bounds.midY), to: host.window))
        #expect(page.scopeBar.selectedScopeButtonIndex == 1)
        #expect(page.statusLabel.text == "Scope Buttons: scope Fruit")
        host.tap(page.scopeBar.searchTextField)
        host.type("fig\n")
        #expect(page.statusLabel.text == "Scope Buttons: Search for \"fig\"")

        // The token bar: typing mentions its two tokens; Backspace at the start selects, then
        // deletes, the last token.
        let tokens = try CatalogTestSupport.find(host, "text.search", as: UISearchBar.self)
        #expect(tokens === page.tokenBar)
        // (a click past the tokens, in the text)
        host.tap(at: tokens.searchTextField.convert(CGPoint(x: tokens.searchTextField.bounds.maxX - 30, y: tokens.searchTextField.bounds.midY), to: host.window))
        host.type("a")
        #expect(page.statusLabel.text == "Tokens: \"a\" in All with 2 tokens")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.pressKey(.keyboardDeleteOrBackspace)
        host.pressKey(.keyboardDeleteOrBackspace)
        #expect(tokens.searchTextField.tokens.count == 1)

        // The custom bar's bookmark button.
        let bookmarks = host.views { $0.accessibilityLabel == "Bookmarks" && $0.isDescendant(of: page.customBar) }
        let bookmark = try #require(bookmarks.first)
        host.tap(bookmark)
        #expect(page.statusLabel.text == "Custom: Bookmark")
    }

    // MARK: Text Fields

    @Test func textFieldsEchoTypingReturnTabAndClear() throws {
        let (host, page) = try CatalogTestSupport.open(.textFields, as: TextFieldsViewController.self, size: Self.tall)
        defer { host.invalidate() }
        let name = try CatalogTestSupport.find(host, "text.name", as: UITextField.self)
        host.tap(name)
        host.type("Ada")
        #expect(name.text == "Ada")
        #expect(page.echo.text == "Name: Ada")
        // Tab: on to the line-border field.
        host.pressKey(.keyboardTab)
        #expect(try CatalogTestSupport.find(host, "text.line", as: UITextField.self).isFirstResponder)

        // Secure entry: the echo tells only the length; Return is reported.
        let password = try CatalogTestSupport.find(host, "text.password", as: UITextField.self)
        host.tap(password)
        host.type("secret")
        #expect(password.text == "secret")
        #expect(page.echo.text == "Password: 6 characters")
        host.pressKey(.keyboardReturnOrEnter)
        #expect(page.echo.text == "Return in Password")

        // The email field's return key is Next: Return moves on to the phone number.
        let email = try CatalogTestSupport.find(host, "text.email", as: UITextField.self)
        #expect(email.keyboardType == .emailAddress && email.returnKeyType == .next)
        host.tap(email)
        host.type("ada@example.org\n")
        #expect(page.numberField.isFirstResponder)
        #expect(page.echo.text == "Return in Email")

        // The custom field's right view shows and hides its text.
        host.tap(page.customField)
        host.type("1234")
        #expect(page.customField.isSecureTextEntry)
        host.tap(try CatalogTestSupport.find(host, "text.custom.reveal"))
        #expect(!page.customField.isSecureTextEntry)
        #expect(page.revealButton.title(for: .normal) == "Hide")

        // Clear buttons: "always" shows one now and clears the field; "never" has none.
        let always = try CatalogTestSupport.find(host, "text.clear.always", as: UITextField.self)
        let clear = always.clearButtonRect(forBounds: always.bounds)
        #expect(clear.width > 0)
        host.tap(at: always.convert(CGPoint(x: clear.midX, y: clear.midY), to: host.window))
        #expect(always.text == "")
        let never = try CatalogTestSupport.find(host, "text.clear.never", as: UITextField.self)
        let before = never.text
        host.tap(at: never.convert(CGPoint(x: never.bounds.maxX - 12, y: never.bounds.midY), to: host.window))
        #expect(never.text == before)
    }

    // MARK: Text View

    @Test func textViewEditsScrollsAndShowsLinks() throws {
        let (host, page) = try CatalogTestSupport.open(.textView, as: TextViewPageViewController.self, size: Self.tall)
        defer { host.invalidate() }
        let view = page.attributedView
        // The attributed text keeps its runs: bold, red, a link; it is taller than the view.
        let text = try #require(view.attributedText)
        let red = (text.string as NSString).range(of: "red")
        #expect((text.attribute(.foregroundColor, at: red.location, effectiveRange: nil) as? UIColor) == .systemRed)
        let link = (text.string as NSString).range(of: "swift.org")
        #expect((text.attribute(.link, at: link.location, effectiveRange: nil) as? URL) == TextViewPageViewController.link)
        #expect(view.contentSize.height > view.bounds.height + 20)

        // The red run is drawn red.
        let start = try #require(view.position(from: view.beginningOfDocument, offset: red.location))
        let end = try #require(view.position(from: start, offset: red.length))
        let rect = view.firstRect(for: try #require(view.textRange(from: start, to: end)))
        let image = host.render()
        var reds = 0
        for x in stride(from: rect.minX, to: rect.maxX, by: 1) {
            for y in stride(from: rect.minY, to: rect.maxY, by: 1) {
                let p = Self.pixel(host, view.convert(CGPoint(x: x, y: y), to: host.window), in: image)
                if p.r > 180 && p.g < 110 && p.b < 110 { reds += 1 }
            }
        }
        #expect(reds > 10, "red ink in the red run: \(reds) pixels")

        // Typing at the end: the text grows and the status counts it.
        let count = view.text.count
        host.tap(view)
        host.pressKey(.keyboardEnd, modifiers: .control)
        host.type(" More.")
        #expect(view.text.count == count + 6)
        #expect(page.statusLabel.text == "Attributed text: \(count + 6) characters")
        // A wheel scroll moves its text.
        host.scrollWheel(at: host.center(of: view), delta: CGPoint(x: 0, y: -60))
        host.advance(by: 0.5)
        #expect(view.contentOffset.y > 0)

        // The read-only view's link: tapping it reports the link (not opened).
        let about = page.about
        let url = (about.text as NSString).range(of: "https://www.swift.org")
        let a = try #require(about.position(from: about.beginningOfDocument, offset: url.location + 4))
        let b = try #require(about.position(from: a, offset: 4))
        let linkRect = about.firstRect(for: try #require(about.textRange(from: a, to: b)))
        host.tap(at: about.convert(CGPoint(x: linkRect.midX, y: linkRect.midY), to: host.window))
        host.advance(by: 0.3)
        #expect(page.statusLabel.text == "Link tapped: https://www.swift.org")

        // The message box grows, then scrolls at five lines; Send empties it.
        host.tap(page.message)
        let one = page.message.bounds.height
        host.type("one\ntwo")
        host.advance(by: 0.4)
        #expect(page.message.bounds.height > one + 10)
        host.type("\nthree\nfour\nfive\nsix\nseven")
        host.advance(by: 0.4)
        #expect(page.message.isScrollEnabled)
        #expect(page.message.bounds.height <= TextViewPageViewController.messageMaxHeight + 0.5)
        host.tap(try CatalogTestSupport.find(host, "text.send"))
        #expect(page.statusLabel.text == "Sent: one ⏎ two ⏎ three ⏎ four ⏎ five ⏎ six ⏎ seven")
        #expect(page.message.text.isEmpty)
    }

    // MARK: Activity Indicators

    @Test func spinnersStartAndStopWithTheSwitch() throws {
        let (host, page) = try CatalogTestSupport.open(.activityIndicators, as: ActivityIndicatorsViewController.self, size: Self.tall)
        defer { host.invalidate() }
        #expect(page.spinners.allSatisfy { $0.isAnimating })
        #expect(page.stateLabel.text == "Animating")
        let tinted = try CatalogTestSupport.find(host, "spinner.coloured", as: UIActivityIndicatorView.self)
        let purple: (UIKitTestHost) -> Int = { host in
            let f = host.frame(of: tinted), image = host.render()
            var n = 0
            for x in stride(from: f.minX, to: f.maxX, by: 1) {
                for y in stride(from: f.minY, to: f.maxY, by: 1) {
                    let p = Self.pixel(host, CGPoint(x: x, y: y), in: image)
                    if p.r > 120 && p.b > 160 && p.g < 120 { n += 1 }
                }
            }
            return n
        }
        #expect(purple(host) > 20, "the tinted spinner draws purple")

        // Off: every indicator stops; those that hide when stopped are hidden, one stays.
        host.tap(try CatalogTestSupport.find(host, "spinners.switch"))
        host.advance(by: 0.4)
        #expect(page.spinners.allSatisfy { !$0.isAnimating })
        #expect(page.stateLabel.text == "Stopped")
        #expect(host.view(withAccessibilityIdentifier: "spinner.medium") == nil)
        #expect(host.view(withAccessibilityIdentifier: "spinner.shown") != nil)
        #expect(purple(host) == 0, "a hidden spinner draws nothing")

        // On again.
        host.tap(page.spinSwitch)
        host.advance(by: 0.4)
        #expect(page.spinners.allSatisfy { $0.isAnimating })
        #expect(host.view(withAccessibilityIdentifier: "spinner.medium") != nil)
    }

    // MARK: Alert Controller

    @Test func alertsReportTheChosenAction() throws {
        let (host, page) = try CatalogTestSupport.open(.alertController, as: AlertControllerViewController.self, size: Self.tall)
        defer { host.invalidate() }
        func show(_ id: String) throws -> UIAlertController {
            host.tap(try CatalogTestSupport.find(host, id))
            host.advance(by: 0.6)
            return try #require(page.presentedViewController as? UIAlertController, "\(id) presented no alert")
        }

        let simple = try show("alert.simple")
        #expect(simple.actions.map(\.title) == ["OK"])
        try Self.tapAction(host, "OK")
        #expect(page.statusLabel.text == "Simple: OK")
        #expect(page.presentedViewController == nil)

        _ = try show("alert.okCancel")
        try Self.tapAction(host, "Cancel")
        #expect(page.statusLabel.text == "OK / Cancel: Cancel")

        let other = try show("alert.other")
        #expect(other.actions.count == 3)
        try Self.tapAction(host, "Choice Two")
        #expect(page.statusLabel.text == "Three Buttons: Choice Two")

        // Text entry: the field has the keyboard focus as the alert appears.
        let entry = try show("alert.textEntry")
        #expect(entry.textFields?.first?.isFirstResponder == true)
        host.type("hello")
        try Self.tapAction(host, "OK")
        #expect(page.statusLabel.text == "Text Entry: OK, \"hello\"")

        // Secure entry: OK is off until five characters are typed; tapping it off does nothing.
        let secure = try show("alert.secure")
        let ok = try #require(page.secureOK)
        #expect(!ok.isEnabled)
        host.type("abc")
        #expect(!ok.isEnabled)
        host.tap(try #require(host.view(withAccessibilityLabel: "OK")))
        host.advance(by: 0.4)
        #expect(page.presentedViewController === secure)
        host.type("de")
        #expect(ok.isEnabled)
        try Self.tapAction(host, "OK")
        #expect(page.statusLabel.text == "Secure Text Entry: OK, 5 characters")

        // An action sheet, then one with a destructive item drawn red.
        let sheet = try show("alert.actionSheet")
        #expect(sheet.preferredStyle == .actionSheet)
        try Self.tapAction(host, "OK")
        #expect(page.statusLabel.text == "Action Sheet: OK")
        _ = try show("alert.destructive")
        let delete = try #require(host.view(withAccessibilityLabel: "Delete Draft"))
        let title = try #require(delete.subviews.compactMap { $0 as? UILabel }.first)
        let f = host.frame(of: title), image = host.render()
        var red = 0
        for x in stride(from: f.minX, to: f.maxX, by: 1) {
            let p = Self.pixel(host, CGPoint(x: x, y: f.midY), in: image)
            if p.r > 200 && p.g < 100 && p.b < 100 { red += 1 }
        }
        #expect(red > 3, "the destructive title is red")
        try Self.tapAction(host, "Delete Draft")
        #expect(page.statusLabel.text == "Destructive: Delete Draft")
    }

    @Test func actionSheetIsAPopoverFromItsButtonWhenWide() throws {
        let (host, page) = try CatalogTestSupport.open(.alertController, as: AlertControllerViewController.self, size: CGSize(width: 1024, height: 768))
        defer { host.invalidate() }
        let button = try CatalogTestSupport.find(host, "alert.actionSheet")
        host.tap(button)
        host.advance(by: 0.6)
        let sheet = try #require(page.presentedViewController as? UIAlertController)
        #expect(sheet.popoverPresentationController?.sourceView === button)
        // The sheet sits by its button, not across the bottom of the window.
        let frame = host.frame(of: sheet.view)
        #expect(frame.width < 500)
        #expect(abs(frame.midY - host.center(of: button).y) < 300)
        try Self.tapAction(host, "OK")
        #expect(page.statusLabel.text == "Action Sheet: OK")
    }

    // MARK: Image View

    @Test func imageViewAnimatesSwitchesModesAndTints() throws {
        let (host, page) = try CatalogTestSupport.open(.imageView, as: ImageViewPageViewController.self, size: Self.tall)
        defer { host.invalidate() }
        // The animation cycles: the same spot differs a few frames apart.
        let animated = page.animatedView
        #expect(animated.isAnimating)
        let top = host.frame(of: animated).origin
        let dot = CGPoint(x: top.x + 48, y: top.y + 18)   // frame 0's large dot, at 12 o'clock
        var seen: Set<String> = []
        for _ in 0..<6 {
            let p = Self.pixel(host, dot)
            seen.insert("\(p.r / 40),\(p.g / 40),\(p.b / 40)")
            host.advance(by: 0.2)
        }
        #expect(seen.count >= 2, "the dot at the top changes as the frames cycle")
        host.tap(try CatalogTestSupport.find(host, "imageview.animate"))
        #expect(!animated.isAnimating)
        #expect(page.animateButton.title(for: .normal) == "Start")
        let still = Self.pixel(host, dot)
        host.advance(by: 0.5)
        #expect(Self.pixel(host, dot) == still)

        // Aspect fit leaves the square view's top grey; aspect fill covers it with sky.
        let modes = page.modesView
        let f = host.frame(of: modes)
        let topEdge = CGPoint(x: f.midX, y: f.minY + 4)
        let fit = Self.pixel(host, topEdge)
        let control = try CatalogTestSupport.find(host, "imageview.contentMode")
        host.tap(at: control.convert(CGPoint(x: control.bounds.width * 2.5 / 4, y: control.bounds.midY), to: host.window))
        host.advance(by: 0.3)
        #expect(modes.contentMode == .scaleAspectFill)
        let fill = Self.pixel(host, topEdge)
        #expect(fill != fit)
        #expect(fill.b > fill.r + 40, "sky (teal) at the top when filled: \(fill)")

        // The template image in three tints.
        let heart = page.tintedViews.map { Self.pixel(host, host.center(of: $0)) }
        #expect(heart[0].r > 200 && heart[0].g < 100, "red heart \(heart[0])")
        #expect(heart[1].g > 150 && heart[1].r < 120, "green heart \(heart[1])")
        #expect(heart[2].b > 200 && heart[2].r < 100, "blue heart \(heart[2])")
    }

    // MARK: Progress View

    @Test func progressFollowsTheStepperAndTheTask() throws {
        let (host, page) = try CatalogTestSupport.open(.progressView, as: ProgressViewsViewController.self, size: Self.tall)
        defer { host.invalidate() }
        // The stepper's + moves the animated bar on to 0.6.
        let stepper = try CatalogTestSupport.find(host, "progress.stepper")
        host.tap(at: stepper.convert(CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), to: host.window))
        host.advance(by: 0.6)
        #expect(abs(page.steppedProgress.progress - 0.6) < 0.001)
        #expect(page.stepLabel.text == "0.6")

        // One unit of work: an eighth of the bar.
        host.tap(try CatalogTestSupport.find(host, "progress.task"))
        host.advance(by: 0.1)
        #expect(page.task.completedUnitCount == 1)
        #expect(page.taskLabel.text == "1 of 8")
        #expect(abs(page.observedProgress.progress - 0.125) < 0.001)

        // Run: four units a second on the media clock, then it stops by itself.
        host.tap(page.runButton)
        #expect(page.runButton.title(for: .normal) == "Stop")
        host.advance(by: 0.75)
        let midway = page.task.completedUnitCount
        #expect(midway > 1 && midway < 8, "part way after 0.75 s: \(midway)")
        host.advance(by: 2)
        #expect(page.task.completedUnitCount == 8)
        #expect(page.taskLabel.text == "8 of 8")
        #expect(page.runButton.title(for: .normal) == "Run")
        host.advance(by: 0.5)
        #expect(page.task.completedUnitCount == 8)

        // The tinted bar is green up to 75 % of its width, its track a pale green after.
        let f = host.frame(of: page.tintedProgress)
        let image = host.render()
        let filled = Self.pixel(host, CGPoint(x: f.minX + f.width * 0.5, y: f.midY), in: image)
        let track = Self.pixel(host, CGPoint(x: f.minX + f.width * 0.9, y: f.midY), in: image)
        #expect(filled.g > 150 && filled.r < 100, "filled part green: \(filled)")
        #expect(track != filled)
    }

    // MARK: Toolbars

    @Test func toolbarItemsReportTaps() throws {
        let (host, page) = try CatalogTestSupport.open(.toolbars, as: ToolbarsViewController.self, size: Self.tall)
        defer { host.invalidate() }
        for (id, expected) in [("toolbar.default.trash", "Default toolbar: Trash"), ("toolbar.default.action", "Default toolbar: Action"),
                               ("toolbar.tinted.share", "Tinted toolbar: Share"), ("toolbar.custom.star", "Custom toolbar: Star")] {
            host.tap(try CatalogTestSupport.find(host, id))
            host.advance(by: 0.3)
            #expect(page.statusLabel.text == expected)
        }
        // The fixed space keeps 20 points between the heart and the star.
        let heart = host.frame(of: try CatalogTestSupport.find(host, "toolbar.custom.like"))
        let star = host.frame(of: try CatalogTestSupport.find(host, "toolbar.custom.star"))
        #expect(star.minX - heart.maxX >= 20)
        // The Add item sits at the trailing end (flexible spaces between).
        let add = host.frame(of: try CatalogTestSupport.find(host, "toolbar.default.add"))
        #expect(add.maxX > host.frame(of: page.defaultToolbar).maxX - 30)

        // Pixels: the custom toolbar's gradient (indigo at the left, pink at the right) and
        // the tinted toolbar's green items.
        let image = host.render()
        let bar = host.frame(of: page.customToolbar)
        let left = Self.pixel(host, CGPoint(x: bar.minX + 60, y: bar.maxY - 3), in: image)
        let right = Self.pixel(host, CGPoint(x: bar.maxX - 4, y: bar.maxY - 3), in: image)
        #expect(left.b > left.r, "indigo at the left: \(left)")
        #expect(right.r > right.b, "pink at the right: \(right)")
        let refresh = host.frame(of: try CatalogTestSupport.find(host, "toolbar.tinted.refresh"))
        var green = 0
        for x in stride(from: refresh.minX, to: refresh.maxX, by: 1) {
            for y in stride(from: refresh.minY, to: refresh.maxY, by: 1) {
                let p = Self.pixel(host, CGPoint(x: x, y: y), in: image)
                if p.g > 150 && p.r < 120 && p.b < 150 { green += 1 }
            }
        }
        #expect(green > 5, "the tinted toolbar's item is green")
    }

    // MARK: Visual Effect

    @Test func blurFollowsItsStyleAndTheFinger() throws {
        let (host, page) = try CatalogTestSupport.open(.visualEffect, as: VisualEffectViewController.self, size: Self.tall)
        defer { host.invalidate() }
        let blur = try CatalogTestSupport.find(host, "blur", as: UIVisualEffectView.self)
        let start = host.center(of: blur)
        // The blur's middle (beside its label) is lighter than the stripes it covers when light…
        let probe = { host.frame(of: blur).origin.applying(CGAffineTransform(translationX: 10, y: 10)) }
        let light = Self.pixel(host, probe())
        host.tap(at: { let c = try! CatalogTestSupport.find(host, "blur.style"); return c.convert(CGPoint(x: c.bounds.width * 3.5 / 4, y: c.bounds.midY), to: host.window) }())
        host.advance(by: 0.3)
        #expect(page.styleControl.selectedSegmentIndex == 3)
        // …and dark with the Dark style.
        let dark = Self.pixel(host, probe())
        #expect(dark.r + dark.g + dark.b < light.r + light.g + light.b - 150, "dark \(dark) vs light \(light)")
        #expect(page.blurLabel.textColor == .white)

        // Dragged: the blur follows the finger.
        host.drag(from: start, to: CGPoint(x: start.x + 60, y: start.y + 20), duration: 0.3)
        host.advance(by: 0.2)
        let moved = host.center(of: blur)
        #expect(abs(moved.x - start.x - 60) < 12 && abs(moved.y - start.y - 20) < 12, "moved to \(moved) from \(start)")

        // The vibrancy case: its labels are on screen inside the blur.
        let vibrancy = try CatalogTestSupport.find(host, "blur.vibrancy", as: UIVisualEffectView.self)
        #expect(try Self.label(host, "Vibrant label", in: vibrancy).isDescendant(of: vibrancy))
    }
}
