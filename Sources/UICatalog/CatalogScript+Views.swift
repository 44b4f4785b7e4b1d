//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// The scripts of the text and Views pages: `securealert` (the Alert Controller page's secure
// text entry, three characters typed: OK still off), `sheetpopover` (its action sheet, a
// popover in a wide window) and `typing` (the Text Fields page: a name, a password, an email).
extension CatalogScript {
    /// The scripts this file plays, and their pages.
    nonisolated static let viewsScripts: [String: CatalogPage] = ["securealert": .alertController, "sheetpopover": .alertController, "typing": .textFields]

    /// Plays the text or Views page script `name` (one of `viewsScripts`).
    func viewsScript(_ name: String) {
        switch name {
        case "securealert", "sheetpopover":
            let id = name == "securealert" ? "alert.secure" : "alert.actionSheet"
            if let v = find(id) { tap(center(v)) }
            host.advance(by: 0.6)
            if name == "securealert" { typeText("abc") }
            print("UICatalog: script tapped \(id)")
        default:   // "typing"
            for (id, text) in [("text.name", "Ada Lovelace"), ("text.password", "secret"), ("text.email", "ada@example.org")] {
                if let v = find(id) { tap(center(v)) }
                typeText(text)
            }
            let page = (window.rootViewController as? CatalogSplitViewController)?.shownController as? TextFieldsViewController
            print("UICatalog: script typed into three fields; the echo reads \"\(page?.echo.text ?? "")\"")
        }
    }

    /// Types `text` as the desktop's text input does, a character a frame.
    private func typeText(_ text: String) {
        for ch in text {
            RawInput.sendText(String(ch), in: window)
            host.advance(by: 1.0 / 60)
        }
        host.advance(by: 0.2)
    }
}
