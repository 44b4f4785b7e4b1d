//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The X11 primary selection, as Linux desktop users expect of every text field: selecting text
// offers it (no copy needed), a middle click in an editable text object pastes it at the click.
// The desktop's selection when a display is open; kept in the process otherwise (headless).

/// A text object a middle click pastes the primary selection into.
@MainActor protocol _UIPrimarySelectionPasting: UIView {
    /// Pastes `text` at `point` (the view's coordinates), beginning editing first; false when the
    /// object doesn't take it (not editable, editing refused, the delegate refused the change).
    func _pastePrimarySelection(_ text: String, at point: CGPoint) -> Bool
}

@MainActor package enum _UIPrimarySelection {
    /// The selection when no desktop holds it (headless, tests).
    private static var local: String?

    /// The primary selection's text: the desktop's when a display is open.
    package static var text: String? {
        get { UIPasteboard._systemClipboard.map { $0.primaryText } ?? local }
        set {
            if let c = UIPasteboard._systemClipboard { c.primaryText = newValue } else { local = newValue }
        }
    }

    /// Offers `text` (a user's non-empty selection) as the primary selection.
    static func offer(_ text: String) {
        if !text.isEmpty { self.text = text }
    }

    /// A middle click at `point` of `window`: the editable text object under it pastes the
    /// primary selection there. True when one did.
    @discardableResult
    package static func middleClick(at point: CGPoint, in window: UIWindow) -> Bool {
        guard let text, !text.isEmpty, var v = window.hitTest(point, with: nil) else { return false }
        while true {
            if let target = v as? any _UIPrimarySelectionPasting {
                return target._pastePrimarySelection(text, at: window.convert(point, to: v))
            }
            guard let s = v.superview else { return false }
            v = s
        }
    }
}
