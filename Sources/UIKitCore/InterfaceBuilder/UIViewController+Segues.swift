//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Storyboard controllers' segues (reference §15.4): finding a segue by identifier, the order
// (`shouldPerformSegue` for triggered ones, destination made, `prepare`, perform), each kind's
// transition, and unwind segues (the search for the destination, its action, pop and dismiss).

extension UIViewController {
    /// The storyboard the controller was instantiated from (nil for controllers made in code).
    public var storyboard: UIStoryboard? { _storyboardInfo?.storyboard }

    /// Loads the view unit of a storyboard controller; false when the controller has none.
    func _loadViewFromStoryboard() -> Bool {
        guard let info = _storyboardInfo else { return false }
        return info.storyboard._loadView(of: self, info)
    }

    /// `performSegue(withIdentifier:sender:)`: the scene's segue with that identifier, else
    /// iOS's message.
    func _performSegue(withIdentifier identifier: String, sender: Any?) {
        if let info = _storyboardInfo {
            var d: [IBDiagnostic] = []
            for element in info.element.descendants(named: "segue") where element.attribute("identifier") == identifier {
                guard case .segue(let s)? = IBConnection(element, diagnostics: &d) else { continue }
                if s.kind == .relationship || s.kind == .embed { continue }
                return _performSegueTemplate(s, sender: sender, triggered: false)
            }
        }
        var name = String(reflecting: type(of: self))
        if name.hasPrefix("UIKitCore.") { name.removeFirst("UIKitCore.".count) }
        UIKitLog.error("Receiver (<\(name): \(_UIKeyValueCoding.address(of: self))>) has no segue with identifier '\(identifier)'",
                       category: "UIStoryboardSegue")
    }

    /// Runs a segue of this controller's scene: `shouldPerformSegue` (triggered segues only),
    /// the destination made, `prepare(for:sender:)`, then the kind's transition.
    func _performSegueTemplate(_ s: IBSegueConnection, sender: Any?, triggered: Bool) {
        guard let info = _storyboardInfo else { return }
        if triggered, !shouldPerformSegue(withIdentifier: s.identifier ?? "", sender: sender) { return }
        if s.kind == .unwind { return _performUnwind(s, sender: sender) }
        let storyboard = info.storyboard
        guard let id = s.destination, let element = storyboard._document?.element(id: id),
              let destination = storyboard._instantiateController(element) else {
            return UIKitLog.error("\(storyboard._name).storyboard (object \(s.id ?? "?")): the segue \(s.identifier ?? s.id ?? "?")'s destination \(s.destination ?? "?") can't be made; not performed", category: "UIStoryboardSegue")
        }
        var customClass: UIStoryboardSegue.Type?
        if s.kind == .custom {
            customClass = UIStoryboardSegue.self
            if let name = s.customClass {
                var modules = _UINibLoadingContext.defaultModules
                if let m = s.customModule { modules.insert(m, at: 0) }
                if let m = _UISceneManifest.current?.moduleName { modules.append(m) }
                if let cls = _UIIBClassMap.lookUp(name, modules: modules), let segueClass = cls as? UIStoryboardSegue.Type {
                    customClass = segueClass
                } else {
                    UIKitLog.error("Unknown class \(s.customModule.map { "\($0)." } ?? "")\(name) in Interface Builder file.", category: "InterfaceBuilder")
                }
            }
        }
        let segue = UIStoryboardSegue._make(customClass, identifier: s.identifier, source: self, destination: destination,
                                             handler: customClass == nil ? _handler(for: s, destination, sender) : nil)
        segue._animates = s.animates
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The transition of a built-in segue kind.
    private func _handler(for s: IBSegueConnection, _ destination: UIViewController, _ sender: Any?) -> () -> Void {
        let animated = s.animates
        let styles = _UIIBControllerValues.presentationStyles
        let transitions = _UIIBControllerValues.transitionStyles
        return { [unowned self] in
            switch s.kind {
            case .show?:
                self.show(destination, sender: sender)
            case .showDetail?:
                self.showDetailViewController(destination, sender: sender)
            case .push?:
                if let nav = self.navigationController { nav.pushViewController(destination, animated: animated) } else { self.present(destination, animated: animated) }
            case .presentation?, .modal?, .popoverPresentation?:
                if let name = s.modalPresentationStyle, let style = styles[name] { destination.modalPresentationStyle = style }
                if let name = s.modalTransitionStyle, let style = transitions[name] { destination.modalTransitionStyle = style }
                if s.kind == .popoverPresentation, destination.modalPresentationStyle == .popover {
                    destination.modalPresentationStyle = .automatic   // Linux: shown as a sheet
                }
                self.present(destination, animated: animated)
            default:
                UIKitLog.error("segue kind \(String(describing: s.kind)) can't be performed", category: "UIStoryboardSegue")
            }
        }
    }

    // MARK: Unwind segues

    /// The default `allowedChildrenForUnwinding(from:)`: the children except the one holding
    /// the source, nearest (last) first; a navigation controller's are those below it.
    func _allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        let holder = childContaining(source)
        if let nav = self as? UINavigationController, let holder, let i = nav.viewControllers.firstIndex(where: { $0 === holder }) {
            return Array(nav.viewControllers[..<i].reversed())
        }
        return children.filter { $0 !== holder }.reversed()
    }

    /// The controllers an unwind from `source` considers, in order: each ancestor's allowed
    /// children (and their descendants), then the ancestor; then the presenter's hierarchy.
    private func _unwindCandidates(_ source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        func flatten(_ c: UIViewController) -> [UIViewController] {
            c.allowedChildrenForUnwinding(from: source).flatMap(flatten) + [c]
        }
        var result: [UIViewController] = []
        var node: UIViewController = self
        var seen = Set<ObjectIdentifier>()
        while seen.insert(ObjectIdentifier(node)).inserted {
            if let parent = node._parent {
                for child in parent.allowedChildrenForUnwinding(from: source) where child !== node { result += flatten(child) }
                result.append(parent)
                node = parent
            } else if let presenter = node.presentingViewController {
                var top = presenter
                while let p = top._parent { top = p }
                result += flatten(top).filter { c in !result.contains { $0 === c } }
                node = top
            } else {
                break
            }
        }
        return result
    }

    /// An unwind segue: the destination found, `prepare`, its unwind action, then the
    /// presented controllers dismissed and the containers unwound towards it.
    private func _performUnwind(_ s: IBSegueConnection, sender: Any?) {
        guard let name = s.unwindAction else { return }
        let action = Selector(name)
        let source = UIStoryboardUnwindSegueSource(source: self, action: action, sender: sender)
        guard let destination = _unwindCandidates(source).first(where: { $0.canPerformUnwindSegueAction(action, from: self, sender: sender) }) else {
            return UIKitLog.error("Could not find a view controller to execute unwinding for \(String(reflecting: type(of: self))) (the unwind action \(name))", category: "UIStoryboardSegue")
        }
        let segue = UIStoryboardSegue._make(nil, identifier: s.identifier, source: self, destination: destination, handler: nil)
        segue._animates = s.animates
        prepare(for: segue, sender: sender)
        destination._actionHandler(for: action)?(segue, nil)
        let unwinding = UIStoryboardSegue._make(nil, identifier: s.identifier, source: self, destination: destination) { [weak destination] in
            guard let destination else { return }
            var top = destination
            while let p = top._parent { top = p }
            if top.presentedViewController != nil { top.dismiss(animated: s.animates) }
            var child = destination
            while let parent = child._parent {
                parent.unwind(for: segue, towards: child)
                child = parent
            }
        }
        unwinding._animates = s.animates
        unwinding.perform()
    }
}
