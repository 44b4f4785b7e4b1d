//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// The scripts of the text and Views pages: `securealert` (the Alert Controller page's secure
// text entry, three characters typed: OK still off), `sheetpopover` (its action sheet, a
// popover in a wide window), `typing` (the Text Fields page: a name, a password, an email) and
// `dragdrop` (the Drag and Drop page: the picture lifted and held between the frames).
extension CatalogScript {
    /// The scripts this file plays, and their pages.
    nonisolated static let viewsScripts: [String: CatalogPage] = ["securealert": .alertController, "sheetpopover": .alertController, "typing": .textFields, "dragdrop": .dragDrop]

    /// Plays the text or Views page script `name` (one of `viewsScripts`).
    func viewsScript(_ name: String) {
        switch name {
        case "securealert", "sheetpopover":
            let id = name == "securealert" ? "alert.secure" : "alert.actionSheet"
            if let v = find(id) { tap(center(v)) }
            host.advance(by: 0.6)
            if name == "securealert" { typeText("abc") }
            print("UICatalog: script tapped \(id)")
        case "dragdrop":
            dragDropScript()
        default:   // "typing"
            for (id, text) in [("text.name", "Ada Lovelace"), ("text.password", "secret"), ("text.email", "ada@example.org")] {
                if let v = find(id) { tap(center(v)) }
                typeText(text)
            }
            let page = (window.rootViewController as? CatalogSplitViewController)?.shownController as? TextFieldsViewController
            print("UICatalog: script typed into three fields; the echo reads \"\(page?.echo.text ?? "")\"")
        }
    }

    /// Holds the left frame's picture until it lifts, then moves it most of the way to the right
    /// frame and stops there, still held: the shot shows the lifted preview above the page.
    private func dragDropScript() {
        guard let from = find("dragdrop.frame0"), let to = find("dragdrop.frame1") else { return }
        let a = center(from), b = center(to)
        RawInput.send([RawInput.Touch(id: 1, phase: .began, location: a, timestamp: CACurrentMediaTime())], in: window)
        for _ in 0..<40 { host.advance(by: 1.0 / 60) }
        for i in 1...20 {
            let k = 0.8 * CGFloat(i) / 20
            let p = CGPoint(x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k + 12 * k)
            RawInput.send([RawInput.Touch(id: 1, phase: .moved, location: p, timestamp: CACurrentMediaTime())], in: window)
            host.advance(by: 1.0 / 60)
        }
        host.advance(by: 0.3)
        print("UICatalog: script lifted the picture and holds it between the frames")
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
