//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton: Space or Return on a focused button highlights it and, on release, sends what a
// tap sends. (The `presses…` overrides stay in UIButton.swift, as extension members cannot
// override; each hands the other keys on to `super`.)
extension UIButton {
    static func _isActivationKey(_ press: UIPress) -> Bool {
        switch press.key?.keyCode {
        case .keyboardSpacebar?, .keyboardReturnOrEnter?: return true
        default: return false
        }
    }

    /// Highlights for an activation key; returns the other presses.
    func _activationPressesBegan(_ presses: Set<UIPress>) -> Set<UIPress> {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty && isEnabled { isHighlighted = true }
        return presses.subtracting(keys)
    }

    /// An activation key's release sends `.touchUpInside` and `.primaryActionTriggered`
    /// (toggling the selection first when `changesSelectionAsPrimaryAction`); returns the other presses.
    func _activationPressesEnded(_ presses: Set<UIPress>) -> Set<UIPress> {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty && isHighlighted {
            isHighlighted = false
            if isEnabled {
                if changesSelectionAsPrimaryAction && !_isPopUp { isSelected.toggle() }
                _sendActions(for: .touchUpInside, with: nil)
                _sendActions(for: .primaryActionTriggered, with: nil)
            }
        }
        return presses.subtracting(keys)
    }

    /// A cancelled activation key unhighlights; returns the other presses.
    func _activationPressesCancelled(_ presses: Set<UIPress>) -> Set<UIPress> {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty { isHighlighted = false }
        return presses.subtracting(keys)
    }
}
