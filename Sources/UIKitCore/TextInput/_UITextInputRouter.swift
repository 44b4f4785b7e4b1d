//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CoreGraphics
import Foundation

/// Brings typed and composed text to the key window's first responder when it adopts
/// `UIKeyInput`, and tells the platform (the SDL backend's input method) when text input starts,
/// stops or moves.
///
/// Text arrives three ways:
/// - **Committed text** (`RawInput.sendText`: SDL_TEXTINPUT, the test host's typing, a committed
///   input-method composition) → `insertText(_:)`. While a `UITextInput` object holds a
///   composition the text replaces it: `setMarkedText(text, selectedRange: caret at its end)`,
///   then `unmarkText()`.
/// - **Compositions** (`RawInput.sendComposition`: SDL_TEXTEDITING) → `setMarkedText(_:selectedRange:)`
///   on a `UITextInput` object (a `UIKeyInput`-only object sees only the commit); an empty
///   composition abandons it (`setMarkedText("", …)`, `unmarkText()`).
/// - **Editing keys**: the press of a key that types reaches the text object's own
///   `UIResponder.pressesBegan` (`pressesReachedTextInput`), which consumes it; Backspace then
///   calls `deleteBackward()`, Return and keypad Enter `insertText("\n")`, Tab `insertText("\t")`
///   (a text object adopting `_UITextInputKeyHandling` may handle or pass them on). Desktop key
///   repeat repeats them (`RawInput.sendKeyRepeat`). Printable keys type through the committed
///   text the platform sends after the key (SDL sends both): a key's press never inserts text,
///   so nothing is inserted twice.
///
/// Committed text is dropped while the key that made it is down and that key ran a key command,
/// carries ⌘ or ⌃, or its press never reached the text object's `UIResponder.pressesBegan` (an
/// override or a press recognizer handled it): the key was not typing.
///
/// The system's `UITextInputDelegate` (`_UISystemTextInputDelegate`) is set on the active
/// `UITextInput` object while it is active; a change the object reports through it (not one the
/// router asked for) abandons a composition and resets the platform's input method.
@MainActor package enum _UITextInputRouter {
    /// The platform's input method (the SDL backend); nil in headless hosts.
    package static var platform: (any _UITextInputPlatform)?

    /// The text object last activated, and its window.
    private static weak var activeResponder: UIResponder?
    private static weak var activeWindow: UIWindow?
    /// The object holding a composition the router gave it.
    private static weak var composingResponder: UIResponder?
    /// Incremented each time the active text object changes (the platform compares it).
    package private(set) static var activationCount = 0
    /// True while the router calls into a text object (its delegate echoes are ignored).
    static var delivering = false
    static let systemDelegate = _UISystemTextInputDelegate()

    // MARK: State

    /// The first responder of `window` (default: the key window) when it adopts `UIKeyInput`.
    package static func textInputResponder(in window: UIWindow? = nil) -> UIResponder? {
        guard let w = window ?? UIWindow._keyWindow, !w.isHidden,
              let r = _UIFirstResponders.responder(of: w), r is any UIKeyInput else { return nil }
        return r
    }

    /// Whether the key window's first responder takes text (the platform's input method is on).
    package static var isActive: Bool { textInputResponder() != nil }

    /// Whether a composition (marked text) given by the router is in progress.
    package static var isComposing: Bool { composingResponder != nil }

    /// Re-reads which object takes text: called when first responders or the key window change
    /// (and by the platform each turn, to notice objects that went away). When it changed, the
    /// previous object's composition is committed as it stands (`unmarkText()`), the system
    /// delegate moves to the new object, and the platform is told.
    package static func firstResponderMayHaveChanged() {
        let r = textInputResponder()
        let w = r == nil ? nil : UIWindow._keyWindow
        guard r !== activeResponder || w !== activeWindow else { return }
        let old = activeResponder
        activeResponder = r
        activeWindow = w
        if let c = composingResponder, c !== r {
            composingResponder = nil
            deliver { (c as? any UITextInput)?.unmarkText() }
        }
        if let t = old as? any UITextInput, t.inputDelegate === systemDelegate { t.inputDelegate = nil }
        if let t = r as? any UITextInput { t.inputDelegate = systemDelegate }
        activationCount &+= 1
        platform?.textInputDidChange()
    }

    /// Forgets the composition in progress without telling its object (the event system's reset
    /// between tests).
    static func resetComposition() { composingResponder = nil }

    /// Calls into a text object with the delegate's echoes ignored.
    static func deliver(_ body: () -> Void) {
        let was = delivering
        delivering = true
        defer { delivering = was }
        body()
    }

    // MARK: Committed text and compositions

    /// Inserts committed `text` into the text object of `window` (nil: the key window): see the
    /// type's documentation. Control characters other than "\n" and "\t" are dropped ("\r\n"
    /// and "\r" become "\n").
    package static func commit(_ text: String, in window: UIWindow?) {
        let clean = sanitized(text)
        guard !clean.isEmpty, let r = textInputResponder(in: window), let input = r as? any UIKeyInput else { return }
        if composingResponder === r, let t = r as? any UITextInput {
            composingResponder = nil
            if t.markedTextRange != nil {
                deliver {
                    t.setMarkedText(clean, selectedRange: NSRange(location: clean.utf16.count, length: 0))
                    t.unmarkText()
                }
                return
            }
        }
        deliver { input.insertText(clean) }
    }

    /// Sets the composition of the text object of `window` (nil: the key window) to `text` with
    /// `selectedRange` (UTF-16 units within `text`, clamped); an empty `text` abandons it.
    /// Objects that don't adopt `UITextInput` see nothing until the commit.
    package static func compose(_ text: String, selectedRange: NSRange, in window: UIWindow?) {
        guard let r = textInputResponder(in: window), let t = r as? any UITextInput else { return }
        let marked = sanitized(text)
        if marked.isEmpty {
            guard composingResponder === r else { return }
            composingResponder = nil
            deliver {
                t.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
                t.unmarkText()
            }
            return
        }
        let n = marked.utf16.count
        var range = selectedRange
        if range.location == NSNotFound || range.location < 0 || range.location > n || range.length < 0 {
            if range.location != NSNotFound {
                UIKitLog.warning("_UITextInputRouter: composition selection \(range) outside \(n) units; caret put at the end", category: "TextInput")
            }
            range = NSRange(location: n, length: 0)
        }
        range.length = min(range.length, n - range.location)
        if let c = composingResponder, c !== r { deliver { (c as? any UITextInput)?.unmarkText() } }
        composingResponder = r
        deliver { t.setMarkedText(marked, selectedRange: range) }
    }

    /// `text` without control characters other than "\n" and "\t" ("\r\n" and "\r" become "\n").
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        var dropped = false
        var previousCR = false
        for s in text.unicodeScalars {
            let cr = s == "\r"
            defer { previousCR = cr }
            if cr {
                out.append("\n")
            } else if s == "\n" {
                if !previousCR { out.append(s) }
            } else if isControl(s) {
                dropped = true
            } else {
                out.append(s)
            }
        }
        if dropped { UIKitLog.warning("_UITextInputRouter: control characters in typed text dropped", category: "TextInput") }
        return String(out)
    }

    /// A control character that is not "\n" or "\t" ("\r" included).
    static func isControl(_ s: Unicode.Scalar) -> Bool { (s.value < 0x20 && s != "\n" && s != "\t") || s.value == 0x7F }

    // MARK: Caret

    /// Where the input method's candidate window should sit, in the key window's coordinates:
    /// the caret at the end of the active `UITextInput` object's selection (or the marked text's
    /// first rectangle start when there is no selection), else the bounds of a `UIKeyInput` view.
    /// Nil when no object takes text or the geometry isn't finite.
    package static func inputRect() -> (window: UIWindow, rect: CGRect)? {
        guard let w = UIWindow._keyWindow, let r = textInputResponder(in: w) else { return nil }
        var rect: CGRect?
        var view: UIView?
        if let t = r as? any UITextInput {
            view = t.textInputView
            if let sel = t.selectedTextRange {
                rect = t.caretRect(for: sel.end)
            } else if let marked = t.markedTextRange {
                rect = t.firstRect(for: marked)
            }
        }
        if rect == nil || view == nil {
            view = (r as? UIView) ?? (r as? UIViewController)?.viewIfLoaded
            rect = view?.bounds
        }
        guard let v = view, v.window === w, let local = rect,
              local.origin.x.isFinite, local.origin.y.isFinite, local.width.isFinite, local.height.isFinite else { return nil }
        return (w, v.convert(local, to: w))
    }
}

/// What a platform does for text input: the SDL backend turns the desktop's input method on
/// and off and resets its composition. Installed as `_UITextInputRouter.platform`.
@MainActor package protocol _UITextInputPlatform: AnyObject {
    /// Text input started, stopped or moved to another object (`_UITextInputRouter.isActive`,
    /// `activationCount`): turn the input method on or off and forget its composition.
    func textInputDidChange()
    /// The active object's text or selection changed underneath (not through the input
    /// method): forget the input method's composition.
    func textInputDidResetComposition()
}

/// The text input system's `UITextInputDelegate`, set on the active `UITextInput` object.
@MainActor final class _UISystemTextInputDelegate: UITextInputDelegate {
    func selectionWillChange(_ textInput: (any UITextInput)?) {}
    func selectionDidChange(_ textInput: (any UITextInput)?) { changedUnderneath(textInput) }
    func textWillChange(_ textInput: (any UITextInput)?) {}
    func textDidChange(_ textInput: (any UITextInput)?) { changedUnderneath(textInput) }

    private func changedUnderneath(_ textInput: (any UITextInput)?) {
        guard !_UITextInputRouter.delivering else { return }
        _UITextInputRouter.compositionChangedUnderneath(textInput as? UIResponder)
    }
}

extension _UITextInputRouter {
    /// The object's text or selection changed by other means than the input method: its
    /// composition (if any) is over, and the platform's input method forgets it.
    static func compositionChangedUnderneath(_ responder: UIResponder?) {
        guard let r = responder, composingResponder === r else { return }
        composingResponder = nil
        platform?.textInputDidResetComposition()
    }
}
