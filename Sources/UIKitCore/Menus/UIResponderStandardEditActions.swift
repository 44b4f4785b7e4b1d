//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The standard editing commands an edit menu and the keyboard shortcuts send along the
/// responder chain. `UIResponder` adopts it with methods that do nothing, so a subclass writes
/// `override func copy(_ sender: Any?)` as on iOS and says which ones apply now in
/// `canPerformAction(_:withSender:)` (selectors `"cut:"`, `"copy:"`, `"paste:"`, `"select:"`,
/// `"selectAll:"`, `"delete:"`). Text fields and text views implement them all.
@preconcurrency @MainActor public protocol UIResponderStandardEditActions: AnyObject {
    /// Removes the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Puts the pasteboard's contents in place of the selection.
    func paste(_ sender: Any?)
    /// Selects the word at the caret.
    func select(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
}

/// The standard edit actions as the edit menu lists them: title, selector, and how to send it.
enum _UIStandardEditAction: CaseIterable {
    case cut, copy, paste, select, selectAll, delete

    var selector: Selector {
        switch self {
        case .cut: return "cut:"
        case .copy: return "copy:"
        case .paste: return "paste:"
        case .select: return "select:"
        case .selectAll: return "selectAll:"
        case .delete: return "delete:"
        }
    }

    var title: String {
        switch self {
        case .cut: return "Cut"
        case .copy: return "Copy"
        case .paste: return "Paste"
        case .select: return "Select"
        case .selectAll: return "Select All"
        case .delete: return "Delete"
        }
    }

    /// Sends the action to `responder`.
    @MainActor func send(to responder: UIResponder, sender: Any?) {
        switch self {
        case .cut: responder.cut(sender)
        case .copy: responder.copy(sender)
        case .paste: responder.paste(sender)
        case .select: responder.select(sender)
        case .selectAll: responder.selectAll(sender)
        case .delete: responder.delete(sender)
        }
    }

    /// The action a selector names, if it is a standard one.
    init?(_ selector: Selector) {
        guard let a = Self.allCases.first(where: { $0.selector == selector }) else { return nil }
        self = a
    }
}
