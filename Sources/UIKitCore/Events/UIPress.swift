//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A press of a physical button: a keyboard key (`key`) or a remote/game button.
@preconcurrency @MainActor open class UIPress: NSObject {
    /// The phase of a press (Apple's raw values).
    public enum Phase: Int, Sendable {
        case began = 0
        case changed = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
    }

    /// The kind of button (Apple's raw values). Keyboard keys other than the arrows, Return,
    /// Enter and Space (`.select`), Escape (`.menu`) and page up/down have no press type of their own.
    public enum PressType: Int, Sendable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// Creates an empty press. The event system makes the presses it delivers; apps don't need to.
    public override init() { super.init() }

    /// When the press last changed (seconds, `CACurrentMediaTime()` clock).
    open internal(set) var timestamp: TimeInterval = 0
    /// Where the press is in its life: began, changed, stationary, ended or cancelled.
    open internal(set) var phase: Phase = .began
    /// The kind of button pressed. On Linux a keyboard key without a press type of its own reports
    /// `.select`; read `key` for such presses.
    open internal(set) var type: PressType = .select
    /// How hard the button is pressed: always 0 here (no pressure-sensitive buttons).
    open internal(set) var force: CGFloat = 0
    /// The keyboard key, for key presses.
    open internal(set) var key: UIKey?
    /// The window the press was delivered in.
    open var window: UIWindow? { _window }
    weak var _window: UIWindow?
    /// The responder the press was first sent to.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers receiving the press.
    open var gestureRecognizers: [UIGestureRecognizer]? { _recognizers }
    var _recognizers: [UIGestureRecognizer] = []
    /// The press reached `UIResponder.pressesBegan` of its first responder, a `UIKeyInput` object
    /// (no override or recognizer kept it): its key may type (`_UITextInputRouter`).
    var _reachedTextInput = false
    /// The text object consumed the press as typing (its later phases stay there).
    var _typed = false

    /// The press type a keyboard key maps to (`nil`: none; reported as `.select` with no meaning).
    static func _pressType(for code: UIKeyboardHIDUsage) -> PressType? {
        switch code {
        case .keyboardUpArrow: return .upArrow
        case .keyboardDownArrow: return .downArrow
        case .keyboardLeftArrow: return .leftArrow
        case .keyboardRightArrow: return .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter, .keyboardSpacebar: return .select
        case .keyboardEscape: return .menu
        case .keyboardPageUp: return .pageUp
        case .keyboardPageDown: return .pageDown
        default: return nil
        }
    }
}
