//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton as a pop-up button (iOS 15): `changesSelectionAsPrimaryAction` with a `menu` shown as
// the primary action. One menu action is selected (`.on`, the first one when none is); the button
// shows its title, and choosing another item moves the selection and the title to it.
extension UIButton {
    /// Whether the button is a pop-up button (a selection tracked through its menu).
    var _isPopUp: Bool { changesSelectionAsPrimaryAction && showsMenuAsPrimaryAction && menu != nil }

    /// The actions of `menu` and of its submenus, in order.
    static func _actions(in menu: UIMenu) -> [UIAction] {
        menu.children.flatMap { e -> [UIAction] in
            if let m = e as? UIMenu { return _actions(in: m) }
            return (e as? UIAction).map { [$0] } ?? []
        }
    }

    /// Shows `menu` below the button; a pop-up button selects the chosen item first.
    func _presentMenu(_ menu: UIMenu) {
        _UIContextMenuView.present(menu, from: self, chose: _isPopUp ? { [weak self] in self?._popUpSelect($0) } : nil)
    }

    /// A pop-up button's menu, flags or menu changed: one item selected (the first `.on` one,
    /// else the first), its title shown.
    func _popUpDidChange() {
        guard _isPopUp, let menu else { return }
        let actions = UIButton._actions(in: menu)
        guard let selected = actions.first(where: { $0.state == .on }) ?? actions.first else { return }
        _popUpSelect(selected)
    }

    /// Makes `action` the pop-up button's selected item (the others `.off`) and shows its title.
    func _popUpSelect(_ action: UIAction) {
        guard let menu else { return }
        for a in UIButton._actions(in: menu) { a.state = a === action ? .on : .off }
        if var c = configuration {
            c.title = action.title
            configuration = c
        } else {
            setTitle(action.title, for: .normal)
        }
    }
}
