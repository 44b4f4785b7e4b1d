//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Bars placed as views in a document: a toolbar's, navigation bar's or tab bar's `<items>`
// (made like any object, so outlets and actions reach them), bar style, translucency and tints.

extension UIView {
    /// The objects of the element's `<items>` that are `T` (others reported and skipped).
    func _decodeInterfaceBuilderBarItems<T: AnyObject>(_ coder: _UINibDecoder, as type: T.Type) -> [T]? {
        guard let list = coder.element.child(named: "items") else { return nil }
        var items: [T] = []
        for child in list.children {
            guard let object = coder.context.object(for: child) else { continue }
            if let item = object as? T { items.append(item) } else {
                coder.context.report("<\(child.name)> is not a \(T.self) and can't be an item of <\(coder.element.name)>; skipped",
                                     objectID: child.id, line: child.line)
            }
        }
        return items
    }

    /// The bar attributes toolbars, navigation and tab bars share: style, translucency, bar tint.
    func _decodeInterfaceBuilderBarLook(_ coder: _UINibDecoder, style: (UIBarStyle) -> Void, translucent: (Bool) -> Void,
                                        barTint: (UIColor) -> Void) {
        let styles: [String: UIBarStyle] = ["default": .default, "black": .black, "blackTranslucent": .black, "blackOpaque": .black]
        if let s = coder.enumeration("barStyle", styles) { style(s) }
        if let t = coder.bool("translucent") { translucent(t) }
        if let c = coder.color("barTintColor") { barTint(c) }
    }
}

extension UIToolbar {
    /// Called by `init?(coder:)` after the toolbar's own set-up.
    func _decodeInterfaceBuilderToolbar(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderBarLook(coder, style: { barStyle = $0 }, translucent: { isTranslucent = $0 }, barTint: { barTintColor = $0 })
        if let items = _decodeInterfaceBuilderBarItems(coder, as: UIBarButtonItem.self) { setItems(items, animated: false) }
    }
}

extension UINavigationBar {
    /// Called by `init?(coder:)` after the bar's own set-up: look, large titles and the items.
    func _decodeInterfaceBuilderNavigationBar(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderBarLook(coder, style: { barStyle = $0 }, translucent: { isTranslucent = $0 }, barTint: { barTintColor = $0 })
        if let l = coder.bool("largeTitles") { prefersLargeTitles = l }
        if let items = _decodeInterfaceBuilderBarItems(coder, as: UINavigationItem.self) { setItems(items, animated: false) }
    }
}

extension UITabBar {
    /// Called by `init?(coder:)` after the bar's own set-up: look, item tints and the items.
    func _decodeInterfaceBuilderTabBar(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderBarLook(coder, style: { _ in coder.report("UITabBar has no barStyle here; ignored") },
                                       translucent: { isTranslucent = $0 }, barTint: { barTintColor = $0 })
        if let c = coder.color("unselectedItemTintColor") { unselectedItemTintColor = c }
        if let items = _decodeInterfaceBuilderBarItems(coder, as: UITabBarItem.self) { setItems(items, animated: false) }
    }
}
