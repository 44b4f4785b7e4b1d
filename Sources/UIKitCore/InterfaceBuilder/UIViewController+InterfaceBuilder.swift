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
    /// Called by `init?(coder:)`: the controller element's title and restoration identifier.
    func _decodeInterfaceBuilderController(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        if let t = coder.string("title") { title = t }
    }

    /// UIViewController's keys set by name (the `view` outlet of a nib's File's Owner).
    func _setControllerValue(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "view": view = value as? UIView
        case "title": title = value as? String
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
