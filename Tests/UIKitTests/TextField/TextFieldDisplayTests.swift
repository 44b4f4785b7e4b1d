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

/// Records what a text field asks and tells.
@MainActor final class FieldDelegateLog: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var allowClear = true
    func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
}

/// A text field as it shows before editing: defaults, geometry of each border style, overlay
/// views and their modes, the clear button, secure entry, and how each style looks.
@MainActor @Suite struct TextFieldDisplayTests {
    @Test func defaultsAndRawValuesAreApples() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(f.borderStyle == .none && f.clearButtonMode == .never)
        #expect(f.leftViewMode == .never && f.rightViewMode == .never)
        #expect(f.text == "", "reading an unset text gives an empty string")
        #expect(f.placeholder == nil && f.attributedPlaceholder == nil)
        #expect(f.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(f.textColor == .label && f.textAlignment == .natural)
        #expect(!f.isEditing && !f.clearsOnBeginEditing && !f.isSecureTextEntry && !f.adjustsFontSizeToFitWidth)
        #expect(f.minimumFontSize == 0 && f.delegate == nil && f.background == nil)
        #expect(UITextField.BorderStyle.line.rawValue == 1 && UITextField.BorderStyle.bezel.rawValue == 2
                && UITextField.BorderStyle.roundedRect.rawValue == 3)
        #expect(UITextField.ViewMode.whileEditing.rawValue == 1 && UITextField.ViewMode.unlessEditing.rawValue == 2
                && UITextField.ViewMode.always.rawValue == 3)
        #expect(UITextField.DidEndEditingReason.committed.rawValue == 0 && UITextField.DidEndEditingReason.cancelled.rawValue == 1)
        #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        #expect(UITextField.textDidBeginEditingNotification.rawValue == "UITextFieldTextDidBeginEditingNotification")
        #expect(UITextField.textDidEndEditingNotification.rawValue == "UITextFieldTextDidEndEditingNotification")
        f.text = nil
        #expect(f.text == "")
        f.text = "Hello"
        #expect(f.attributedText?.string == "Hello")
        #expect(f.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == f.font)
    }

    @Test func aRoundedFieldIs34PointsTallAndInsetsItsText() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.borderStyle = .roundedRect
        let line = ceil(f.font!.lineHeight)
        #expect(f.intrinsicContentSize.height == line + 14)
        if f.font!.pointSize == 17 { #expect(f.intrinsicContentSize.height == 34) }
        let t = f.textRect(forBounds: f.bounds)
        #expect(t.minX == 7 && t.maxX == 193)
        #expect(f.placeholderRect(forBounds: f.bounds) == t && f.editingRect(forBounds: f.bounds) == t)
        f.borderStyle = .none
        #expect(f.intrinsicContentSize.height == line)
        #expect(f.textRect(forBounds: f.bounds) == f.bounds)
        f.borderStyle = .line
        #expect(f.intrinsicContentSize.height == line + 10)
    }

    @Test func intrinsicWidthFollowsTheTextOrPlaceholder() {
        let f = UITextField(frame: .zero)
        f.borderStyle = .roundedRect
        f.placeholder = "Email"
        let short = f.intrinsicContentSize.width
        f.placeholder = "Email address, as on your account"
        #expect(f.intrinsicContentSize.width > short + 50)
        f.text = "a"
        #expect(f.intrinsicContentSize.width < short, "with text, the text's width counts")
        #expect(f.intrinsicContentSize.width >= 14)
    }

    @Test func overlayViewsFollowTheirModesAndNarrowTheText() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.borderStyle = .roundedRect
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        f.leftView = left
        f.rightView = right
        let host = UIKitTestHost(view: f, size: CGSize(width: 200, height: 34))
        host.advanceFrames(1)
        #expect(left.superview == nil && right.superview == nil, "mode .never: not shown")
        f.leftViewMode = .always
        f.rightViewMode = .unlessEditing
        host.advanceFrames(1)
        #expect(left.superview === f && left.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(right.superview === f && right.frame == CGRect(x: 176, y: 5, width: 24, height: 24))
        let t = f.textRect(forBounds: f.bounds)
        #expect(t.minX == 30 && t.maxX == 176)
        f.rightViewMode = .whileEditing
        host.advanceFrames(1)
        #expect(right.superview == nil, "not editing: a whileEditing view hides")
        #expect(f.textRect(forBounds: f.bounds).maxX == 193)
    }

    @Test func theClearButtonShowsWithTextAndClearsWhenTheDelegateAgrees() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.borderStyle = .roundedRect
        f.clearButtonMode = .always
        let d = FieldDelegateLog()
        f.delegate = d
        var changed = 0
        f.addAction(UIAction { _ in changed += 1 }, for: .editingChanged)
        let host = UIKitTestHost(view: f, size: CGSize(width: 200, height: 34))
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityLabel: "Clear text") == nil, "no text, no clear button")
        f.text = "Hello"
        host.advanceFrames(1)
        let clear = try! #require(host.view(withAccessibilityLabel: "Clear text"))
        #expect(host.frame(of: clear) == CGRect(x: 175, y: 8, width: 19, height: 19))
        #expect(f.textRect(forBounds: f.bounds).maxX == 175)
        d.allowClear = false
        host.tap(clear)
        #expect(f.text == "Hello" && d.log == ["shouldClear"] && changed == 0, "the delegate said no")
        d.allowClear = true
        var notified = 0
        let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: f, queue: nil) { _ in
            MainActor.assumeIsolated { notified += 1 }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        host.tap(clear)
        host.advanceFrames(1)
        #expect(f.text == "" && changed == 1 && notified == 1)
        #expect(host.view(withAccessibilityLabel: "Clear text") == nil)
        withExtendedLifetime(d) {}
    }

    @Test func secureEntryShowsBulletsAndKeepsTheText() {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.text = "pa👍🏽ss"
        f.isSecureTextEntry = true
        #expect(f.text == "pa👍🏽ss")
        #expect(f._displayString(forPlaceholder: false)?.string == "•••••", "one bullet per character, emoji included")
    }

    @Test func borderStylesLookAsOnIOS() {
        for dark in [false, true] {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 260, height: 260))
            root.backgroundColor = .systemGroupedBackground
            root.overrideUserInterfaceStyle = dark ? .dark : .light
            let styles: [(UITextField.BorderStyle, String?, String?)] = [
                (.none, nil, "No border"), (.line, "Line", nil), (.bezel, "Bezel", nil),
                (.roundedRect, nil, "Rounded placeholder"), (.roundedRect, "Rounded text", nil),
            ]
            for (i, (style, text, placeholder)) in styles.enumerated() {
                let f = UITextField(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 40, width: 240, height: 34))
                f.borderStyle = style
                f.text = text
                f.placeholder = placeholder
                if i == 4 { f.clearButtonMode = .always }
                root.addSubview(f)
            }
            let secure = UITextField(frame: CGRect(x: 10, y: 210, width: 240, height: 34))
            secure.borderStyle = .roundedRect
            secure.isSecureTextEntry = true
            secure.text = "secret"
            root.addSubview(secure)
            let host = UIKitTestHost(view: root, scale: 2)
            host.advanceFrames(1)
            assertSnapshot(of: host, named: dark ? "text-fields-dark" : "text-fields-light")
        }
    }
}
