//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKit
import UIKitTesting
import UIKitCore

/// What a screen reader reads of text: a label's, a field's (by character, word and line, with
/// its caret) and a secure field's (bullets), and what it hears when the field is edited.
@MainActor @Suite(.serialized) struct ATSPITextTests {
    /// A label with `text`.
    func label(_ text: String, y: CGFloat) -> UILabel {
        let l = UILabel(frame: CGRect(x: 10, y: y, width: 300, height: 30))
        l.text = text
        return l
    }
    /// A text field showing `text`, named `name` for the screen reader.
    func field(_ text: String, _ name: String, y: CGFloat, secure: Bool = false) -> UITextField {
        let f = UITextField(frame: CGRect(x: 10, y: y, width: 300, height: 34))
        f.text = text
        f.accessibilityLabel = name
        f.isSecureTextEntry = secure
        return f
    }

    @Test func labelsAndFieldsReadTheirTextAndEditsAreHeard() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let field = self.field("Hello world", "Greeting", y: 60)
        field.placeholder = "Say hello"
        let served = try ServedViews([label("Shopping list", y: 10), field, self.field("pässword", "Password", y: 110, secure: true)])
        defer { served.stop() }
        let (host, client, path) = (served.host, served.client, served.path)
        let text = "org.a11y.atspi.Text"

        // The label: its text, no caret.
        let l = path("Shopping list")
        #expect(try client.call(l, ATSPI.accessible, "GetInterfaces").first == .array(element: "s", [.string(ATSPI.accessible), .string(ATSPI.component), .string(text)]))
        #expect(try client.property(l, text, "CharacterCount") == .int32(13))
        #expect(try client.property(l, text, "CaretOffset") == .int32(-1))
        #expect(try client.call(l, text, "GetText", [.int32(0), .int32(-1)]) == [.string("Shopping list")])

        // The field, by word and character; its placeholder as GTK's entries give theirs.
        let f = path("Greeting")
        #expect(try client.call(f, ATSPI.accessible, "GetAttributes").first?.description.contains("Say hello") == true)
        #expect(try client.call(f, text, "GetText", [.int32(0), .int32(-1)]) == [.string("Hello world")])
        #expect(try client.call(f, text, "GetStringAtOffset", [.int32(7), .uint32(1)]) == [.string("world"), .int32(6), .int32(11)])
        #expect(try client.call(f, text, "GetTextAtOffset", [.int32(2), .uint32(1)]) == [.string("Hello "), .int32(0), .int32(6)])
        #expect(try client.call(f, text, "GetTextAfterOffset", [.int32(2), .uint32(1)]) == [.string("world"), .int32(6), .int32(11)])
        #expect(try client.call(f, text, "GetStringAtOffset", [.int32(4), .uint32(0)]) == [.string("o"), .int32(4), .int32(5)])
        #expect(try client.call(f, text, "GetCharacterAtOffset", [.int32(1)]) == [.int32(0x65)])

        // The caret: set by the screen reader, then typing at it is heard.
        #expect(try client.call(f, text, "SetCaretOffset", [.int32(5)]) == [.boolean(true)])
        #expect(field.isFirstResponder)
        #expect(try client.property(f, text, "CaretOffset") == .int32(5))
        _ = client.drainSignals()
        host.type("!")
        #expect(field.text == "Hello! world")
        let heard = client.drainSignals { $0.contains { $0.member == "TextCaretMoved" } }
        let inserted = heard.first { $0.member == "TextChanged" }
        #expect(inserted?.path == f)
        #expect(inserted?.body.prefix(3) == [.string("insert"), .int32(5), .int32(1)])
        #expect(inserted?.body.dropFirst(3).first == .variant(.string("!")))
        #expect(heard.first { $0.member == "TextCaretMoved" }?.body.dropFirst().first == .int32(6))

        // The caret moved by a key, without an edit, is heard too; a selection as well.
        host.pressKey(.keyboardLeftArrow)
        let moved = client.drainSignals { $0.contains { $0.member == "TextCaretMoved" } }
        #expect(moved.first { $0.member == "TextCaretMoved" }?.body.dropFirst().first == .int32(5))
        #expect(!moved.contains { $0.member == "TextChanged" })
        host.pressKey(.keyboardLeftArrow, modifiers: .shift)
        let selected = client.drainSignals { $0.contains { $0.member == "TextSelectionChanged" } }
        #expect(selected.contains { $0.member == "TextSelectionChanged" && $0.path == f })
        #expect(try client.call(f, text, "GetSelection", [.int32(0)]) == [.int32(4), .int32(5)])

        // A secure field reads as bullets, one per character.
        #expect(try client.call(path("Password"), text, "GetText", [.int32(0), .int32(-1)]) == [.string("••••••••")])
    }

    /// A screen reader editing a field itself: each edit is a user's (first responder, the
    /// delegate asked, `.editingChanged`, text-changed heard), copy and cut reach the pasteboard
    /// (never from a secure field), and what does not take edits offers no EditableText.
    @Test func aScreenReaderEditsFieldsAsAUserWould() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let field = self.field("Hello world", "Greeting", y: 60)
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        let secret = self.field("hunter2", "Password", y: 110, secure: true)
        let locked = self.field("fixed", "Locked", y: 160)
        locked.isEnabled = false
        let refusing = self.field("digits", "Refusing", y: 210)
        let veto = RefusingDelegate()
        refusing.delegate = veto
        let served = try ServedViews([label("Notes", y: 10), field, secret, locked, refusing])
        defer { served.stop() }
        let (client, path) = (served.client, served.path)
        let editable = "org.a11y.atspi.EditableText"
        func offers(_ p: String) throws -> Bool {
            try client.call(p, ATSPI.accessible, "GetInterfaces").first?.description.contains(editable) == true
        }
        let f = path("Greeting")
        #expect(try offers(f))
        #expect(try !offers(path("Notes")) && !offers(path("Locked")))

        _ = client.drainSignals()
        #expect(try client.call(f, editable, "InsertText", [.int32(5), .string(", dear"), .int32(-1)]) == [.boolean(true)])
        #expect(field.text == "Hello, dear world" && field.isFirstResponder && changes == 1)
        let heard = client.drainSignals { $0.contains { $0.member == "TextChanged" } }
        #expect(heard.first { $0.member == "TextChanged" }?.body.prefix(3) == [.string("insert"), .int32(5), .int32(6)])
        // A length counts characters: two of "é!?" (é is one, as AT-SPI counts).
        #expect(try client.call(f, editable, "InsertText", [.int32(0), .string("é!?"), .int32(2)]) == [.boolean(true)])
        #expect(field.text == "é!Hello, dear world")
        #expect(try client.call(f, editable, "DeleteText", [.int32(0), .int32(2)]) == [.boolean(true)])
        #expect(try client.call(f, editable, "DeleteText", [.int32(5), .int32(11)]) == [.boolean(true)])
        #expect(field.text == "Hello world")

        // Copy, cut and paste through the general pasteboard.
        #expect(try client.call(f, editable, "CopyText", [.int32(0), .int32(5)]).isEmpty)
        #expect(UIPasteboard.general.string == "Hello")
        #expect(try client.call(f, editable, "CutText", [.int32(5), .int32(-1)]) == [.boolean(true)])
        #expect(field.text == "Hello" && UIPasteboard.general.string == " world")
        #expect(try client.call(f, editable, "PasteText", [.int32(0)]) == [.boolean(true)])
        #expect(field.text == " worldHello")
        #expect(try client.call(f, editable, "SetTextContents", [.string("Bye")]) == [.boolean(true)])
        #expect(field.text == "Bye" && changes == 7)

        // A secure field's characters never reach the pasteboard.
        let s = path("Password")
        #expect(try client.call(s, editable, "CopyText", [.int32(0), .int32(-1)]).isEmpty)
        #expect(try client.call(s, editable, "CutText", [.int32(0), .int32(-1)]) == [.boolean(false)])
        #expect(UIPasteboard.general.string == " world" && secret.text == "hunter2")
        // A delegate that refuses the change is obeyed, and the reader told so.
        #expect(try client.call(path("Refusing"), editable, "InsertText", [.int32(0), .string("x"), .int32(1)]) == [.boolean(false)])
        #expect(refusing.text == "digits" && veto.asked == 1)
        // A disabled field is not edited.
        #expect(throws: (any Error).self) { try client.call(path("Locked"), editable, "SetTextContents", [.string("changed")]) }
        #expect(locked.text == "fixed")
    }
}

/// A text field delegate that refuses every change, counting them.
@MainActor private final class RefusingDelegate: NSObject, UITextFieldDelegate {
    var asked = 0
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked += 1
        return false
    }
}
