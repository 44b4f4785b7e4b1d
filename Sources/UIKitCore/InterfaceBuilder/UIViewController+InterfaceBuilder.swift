//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// View controllers and Interface Builder: a controller's view from its nib (`nibName`, or the
// nib named after its class), the File's Owner `view` outlet, and a controller element's own
// attributes.

/// The nib names found (or not) for controllers created without one, by class and bundle.
@MainActor private var _defaultNibNames: [String: String?] = [:]

extension UIViewController {
    /// Called by `init?(coder:)`: the controller element's own unit (reference §15.2): title,
    /// identifiers, navigation and tab bar items, toolbar items, layout and presentation
    /// attributes (a navigation controller's bar too). The view is left for `loadView()`.
    func _decodeInterfaceBuilderController(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        coder._decodedController = self
        if let t = coder.string("title") { title = t }
        restorationIdentifier = coder.element.attribute("restorationIdentifier")
        if coder.bool("useStoryboardIdentifierAsRestorationIdentifier") == true {
            restorationIdentifier = coder.element.attribute("storyboardIdentifier")
        }
        if let item = coder.object(key: "navigationItem") as? UINavigationItem {
            if item.title == nil, let title { item.title = title }
            _navigationItem = item
        }
        if let item = coder.object(key: "tabBarItem") as? UITabBarItem {
            if item.title == nil, let title { item.title = title }
            _tabBarItem = item
        }
        if let list = coder.element.child(named: "toolbarItems") {
            _toolbarItems = list.children.compactMap { coder.context.object(for: $0) as? UIBarButtonItem }
        }
        if let edges = coder.element.child(key: "edgesForExtendedLayout") {
            var e: UIRectEdge = []
            for (name, edge) in [("top", UIRectEdge.top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            where edges.attribute(name) == "YES" { e.insert(edge) }
            edgesForExtendedLayout = e
        }
        if let b = coder.bool("extendedLayoutIncludesOpaqueBars") { extendedLayoutIncludesOpaqueBars = b }
        if let b = coder.bool("hidesBottomBarWhenPushed") { hidesBottomBarWhenPushed = b }
        if let b = coder.bool("definesPresentationContext") { definesPresentationContext = b }
        if let b = coder.bool("providesPresentationContextTransitionStyle") { providesPresentationContextTransitionStyle = b }
        if let b = coder.bool("modalInPresentation") { isModalInPresentation = b }
        if let style = coder.enumeration("modalPresentationStyle", _UIIBControllerValues.presentationStyles) { modalPresentationStyle = style }
        if let style = coder.enumeration("modalTransitionStyle", _UIIBControllerValues.transitionStyles) { modalTransitionStyle = style }
        if let size = coder.size("preferredContentSize") ?? _UIIBControllerValues.popoverSize(coder.element) { preferredContentSize = size }
        if let nav = self as? UINavigationController { nav._decodeInterfaceBuilderBars(coder) }
        if let table = self as? UITableViewController, let b = coder.bool("clearsSelectionOnViewWillAppear") {
            table.clearsSelectionOnViewWillAppear = b
        }
    }

    /// UIViewController's keys set by name (the `view` outlet of a nib's File's Owner).
    func _setControllerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
        case "restorationIdentifier": restorationIdentifier = value as? String
        default: return false
        }
        return true
    }

    /// The nib `loadView()` reads: `nibName`, else (for a controller made without one) the nib
    /// named after the class without "Controller" ("MyView"), then the class name
    /// ("MyViewController"), as iOS documents; nil when there is none.
    func _nibNameForLoading() -> String? {
        if let nibName { return nibName }
        let cls = String(describing: type(of: self))
        let bundle = nibBundle ?? .main
        let key = cls + "|" + bundle.bundlePath
        if let known = _defaultNibNames[key] { return known }
        var candidates: [String] = []
        if cls.hasSuffix("Controller") { candidates.append(String(cls.dropLast("Controller".count))) }
        candidates.append(cls)
        let found = candidates.first { UINib._exists(named: $0, bundle: bundle) }
        _defaultNibNames[key] = .some(found)
        return found
    }

    /// Loads the view from the controller's nib with the controller as File's Owner; false
    /// when there is no nib. A nib whose `view` outlet isn't connected logs iOS's message.
    func _loadViewFromNib() -> Bool {
        guard let name = _nibNameForLoading() else { return false }
        _ = UINib(nibName: name, bundle: nibBundle).instantiate(withOwner: self, options: nil)
        if viewIfLoaded == nil {
            UIKitLog.error("-[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set.", category: "UIViewController")
        }
        return true
    }
}
