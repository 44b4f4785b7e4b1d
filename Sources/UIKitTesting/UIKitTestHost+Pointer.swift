//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

// The mouse pointer with no button down: hovering, and the cursor pointer interactions ask for.
extension UIKitTestHost {
    /// The desktop cursor the pointer shows (what `UIPointerStyle`s under it ask for).
    public enum Cursor: Sendable, Equatable {
        /// The arrow (the system pointer).
        case arrow
        /// The pointing hand: an effect over a view (a button with `isPointerInteractionEnabled`).
        case pointingHand
        /// The text I-beam: a beam-shaped pointer.
        case iBeam
        /// No cursor: `UIPointerStyle.hidden()`.
        case hidden
    }

    /// The cursor shown now (the SDL backend shows this one on the desktop).
    public var currentCursor: Cursor {
        switch _UIPointerDriver.shared.cursor {
        case .arrow: return .arrow
        case .pointingHand: return .pointingHand
        case .iBeam: return .iBeam
        case .hidden: return .hidden
        }
    }

    /// Moves the mouse pointer, no button down, to `point` (window coordinates), then runs one
    /// frame: hover events reach the views under it and pointer interactions set the cursor.
    public func hover(at point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            return UIKitLog.warning("UIKitTestHost.hover(at:): non-finite point \(point) ignored", category: "UIKitTesting")
        }
        RawInput.sendHover(at: point, in: window, timestamp: hostNow)
        headless.runFrame()
    }

    /// Moves the mouse pointer over the center of `view` (see ``hover(at:)``).
    public func hover(_ view: UIView) { hover(at: center(of: view)) }

    /// Moves the mouse pointer out of the window, then runs one frame.
    public func pointerExit() {
        RawInput.sendHover(at: nil, in: window, timestamp: hostNow)
        headless.runFrame()
    }

    // MARK: The primary selection

    /// The X primary selection as the host's desktop holds it: what the user last selected in a
    /// text field or text view (set it to stand for text selected in another program).
    public var primarySelection: String? {
        get { _UIPrimarySelection.text }
        set { _UIPrimarySelection.text = newValue }
    }

    /// A middle click at `point` (window coordinates), as on a Linux desktop: an editable text
    /// field or text view under it begins editing and pastes the ``primarySelection`` at the
    /// click. Then runs one frame.
    public func middleClick(at point: CGPoint) {
        guard point.x.isFinite, point.y.isFinite else {
            return UIKitLog.warning("UIKitTestHost.middleClick(at:): non-finite point \(point) ignored", category: "UIKitTesting")
        }
        _UIPrimarySelection.middleClick(at: point, in: window)
        headless.runFrame()
    }

    /// A middle click at the center of `view` (see ``middleClick(at:)``).
    public func middleClick(_ view: UIView) { middleClick(at: center(of: view)) }
}
