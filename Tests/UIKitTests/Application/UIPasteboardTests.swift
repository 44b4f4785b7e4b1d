//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKit
import UIKitCore
import UIKitTesting

/// Copy and paste through `UIPasteboard`: in the process when headless, the desktop's clipboard
/// for text once a display is open (a stand-in clipboard here).
@MainActor @Suite(.serialized) struct UIPasteboardTests {
    final class FakeClipboard: _UISystemClipboard {
        var text: String?
    }

    private func clean() {
        UIPasteboard._systemClipboard = nil
        UIPasteboard.general.items = []
    }

    @Test func copiedTextURLsAndImagesComeBack() throws {
        clean()
        defer { clean() }
        let board = UIPasteboard.general
        var changes = 0
        let o = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in
            MainActor.assumeIsolated { changes += 1 }
        }
        defer { NotificationCenter.default.removeObserver(o) }
        let before = board.changeCount
        #expect(!board.hasStrings && board.string == nil && board.numberOfItems == 0)
        board.string = "Hello"
        #expect(board.string == "Hello" && board.hasStrings && !board.hasImages)
        #expect(board.changeCount == before + 1 && changes == 1)
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("Hello".utf8))
        board.url = URL(string: "https://swift.org")
        #expect(board.url?.absoluteString == "https://swift.org" && board.hasURLs)
        #expect(board.string == "https://swift.org")   // a URL pastes as text too
        board.strings = ["a", "b"]
        #expect(board.strings == ["a", "b"] && board.numberOfItems == 2)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        board.image = image
        #expect(board.hasImages && !board.hasStrings)
        #expect(board.image?.size == CGSize(width: 4, height: 3))
        let png = try #require(board.data(forPasteboardType: "public.png"))
        // (PNG data reads back at scale 1: its size is the image's pixels)
        #expect(UIImage(data: png)?.size == CGSize(width: 4 * image.scale, height: 3 * image.scale))
        board.color = .systemBlue
        #expect(board.hasColors && board.color == .systemBlue)
    }

    @Test func namedPasteboardsAreSeparateFromTheGeneralOne() {
        clean()
        defer { clean() }
        let mine = UIPasteboard.withUniqueName()
        mine.string = "private"
        #expect(UIPasteboard.general.string == nil)
        #expect(UIPasteboard.named(mine.name, create: false) === mine)
        UIPasteboard.remove(withName: mine.name)
        #expect(UIPasteboard.named(mine.name, create: false) == nil)
        #expect(UIPasteboard(name: UIPasteboard.Name("never made"), create: false) == nil)
    }

    @Test func itemsExpire() {
        clean()
        defer { clean() }
        UIPasteboard.general.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date().addingTimeInterval(-1)])
        #expect(UIPasteboard.general.string == nil)
    }

    @Test func theGeneralPasteboardIsTheDesktopsClipboardForText() {
        clean()
        defer { clean() }
        let clipboard = FakeClipboard()
        UIPasteboard.general.string = "copied before the display opened"
        UIPasteboard._installSystemClipboard(clipboard)
        #expect(clipboard.text == "copied before the display opened")
        // What the app copies, other programs paste.
        UIPasteboard.general.string = "from the app"
        #expect(clipboard.text == "from the app")
        // What another program copies, the app pastes (and the change count moves).
        let count = UIPasteboard.general.changeCount
        clipboard.text = "from another program"
        #expect(UIPasteboard.general.string == "from another program")
        #expect(UIPasteboard.general.changeCount == count + 1)
        // An image stays in the app; the desktop's stale text is cleared.
        UIPasteboard.general.image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { _ in }
        #expect(clipboard.text == "" || clipboard.text == nil)
        #expect(UIPasteboard.general.hasImages)
    }
}
