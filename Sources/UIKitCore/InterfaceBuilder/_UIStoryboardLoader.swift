//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// A storyboard scene in its two units (reference §15.1, §15.3): the controller (made with
// `init?(coder:)`, its navigation item, bar items, outlets outside the view and relationship
// children, then `awakeFromNib`), and its view, decoded when the view first loads (outlets and
// actions into the controller, `awakeFromNib` on the views, embed segues), before `viewDidLoad`.

/// What a storyboard controller keeps of its scene: the storyboard, the controller's element,
/// the objects of its controller unit and the segue triggers it installed.
@MainActor final class _UIStoryboardControllerInfo {
    /// The storyboard the controller came from.
    let storyboard: UIStoryboard
    /// The controller's element in the document.
    let element: IBElement
    /// The controller unit's objects by id, the controller itself left out (the view unit's
    /// outlets and actions may use them).
    var objects: [String: AnyObject] = [:]
    /// The targets of controls and bar items that trigger segues (kept alive here).
    var triggers: [_UIStoryboardSegueTrigger] = []

    init(storyboard: UIStoryboard, element: IBElement) {
        self.storyboard = storyboard
        self.element = element
    }

    /// The element of the controller's view (`<view key="view">`, `<tableView key="view">`…).
    var viewElement: IBElement? {
        guard let v = element.child(key: "view"), !v.isNamed("nil") else { return nil }
        return v
    }
}

/// The target of a control or bar button item that triggers a segue: it answers every action
/// with the segue's performance (weakly holding the controller).
@MainActor final class _UIStoryboardSegueTrigger: UIResponder {
    let segue: IBSegueConnection
    weak var controller: UIViewController?

    init(segue: IBSegueConnection, controller: UIViewController) {
        self.segue = segue
        self.controller = controller
        super.init()
    }

    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        { [weak self] sender, _ in
            MainActor.assumeIsolated {
                guard let self, let controller = self.controller else { return }
                controller._performSegueTemplate(self.segue, sender: sender, triggered: true)
            }
        }
    }

    /// The selector controls and items are given (any: `_actionHandler(for:)` answers them all).
    static let action = Selector("_storyboardSegueTriggered:")
}

extension UIStoryboard {
    /// A new loading context over the storyboard's document (nil when it couldn't be read).
    func _makeContext() -> _UINibLoadingContext? {
        guard let document = _document else { return nil }
        return _UINibLoadingContext(document: document, name: _name + ".storyboard", bundle: _bundle, strings: _strings)
    }

    /// Instantiates the controller of `element` (the controller unit): made with
    /// `init?(coder:)` (or `creator`), relationship children made and attached, connections
    /// outside the view made, then `awakeFromNib` with the view not loaded.
    func _instantiateController(_ element: IBElement, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        if element.isNamed("viewControllerPlaceholder") { return _instantiateReference(element) }
        guard let context = _makeContext() else { return nil }
        if let id = element.id {
            guard _instantiating.insert(id).inserted else {
                context.report("a relationship cycle leads back to this controller; not made again", objectID: id, line: element.line)
                return nil
            }
        }
        defer { if let id = element.id { _instantiating.remove(id) } }
        let info = _UIStoryboardControllerInfo(storyboard: self, element: element)
        if let view = info.viewElement {
            context.deferredIDs = Set(([view] + view.descendants).compactMap(\.id))
        }
        if let scene = _document?.scene(containing: element) {
            for p in scene.placeholders where p.attribute("placeholderIdentifier") == "IBFirstResponder" {
                if let id = p.id { context.addNilTarget(id) }
            }
        }
        var controller: UIViewController?
        if let creator {
            let coder = _UINibDecoder(element: element, context: context)
            if let made = creator(coder) {
                if coder._decodedController === made {
                    context.registerMade(element, made)
                    controller = made
                } else {
                    UIKitLog.error("Custom instantiated view controller must call -[super initWithCoder:]", category: "UIStoryboard")
                }
            }
        }
        if controller == nil {
            let made = context.object(for: element)
            controller = made as? UIViewController
            if let made, controller == nil {
                context.report("<\(element.name)> makes a \(type(of: made)), not a view controller: no controller is instantiated from it",
                               objectID: element.id, line: element.line)
            }
        }
        guard let controller else { return nil }
        controller._storyboardInfo = info
        if let id = element.id, let view = info.viewElement?.id { controller.nibName = "\(id)-view-\(view)" }
        // The handler is the context's own: it holds the context weakly (a cycle otherwise, and
        // with it every object the context made).
        context.segueHandler = { [weak controller, weak context] segue, source, _ in
            guard let controller, let context, let item = source as? UIBarButtonItem else { return }
            switch segue.kind {
            case .relationship?, .embed?: return
            default: break
            }
            if let trigger = _UIStoryboardSegueTrigger.install(segue, on: item, for: controller, context) {
                controller._storyboardInfo?.triggers.append(trigger)
            }
        }
        _attachRelationships(of: element, to: controller, context)
        // Not the controller itself: it holds `info` (a cycle, and every object of the scene leaked).
        info.objects = context.allObjects.filter { $0.value !== controller }
        context.finish()
        return controller
    }

    /// Makes the relationship children (`rootViewController`, `viewControllers`, split view
    /// columns) and gives them to `controller`.
    private func _attachRelationships(of element: IBElement, to controller: UIViewController, _ context: _UINibLoadingContext) {
        var d: [IBDiagnostic] = []
        var children: [(String, UIViewController)] = []
        for case .segue(let s) in element.connections(diagnostics: &d) where s.kind == .relationship {
            guard let id = s.destination, let target = _document?.element(id: id) else {
                context.report("the relationship segue's destination \(s.destination ?? "?") is not in the storyboard", objectID: element.id, line: s.line)
                continue
            }
            guard let child = _instantiateController(target) else { continue }
            children.append((s.relationship ?? "", child))
        }
        guard !children.isEmpty else { return }
        if let nav = controller as? UINavigationController {
            nav.setViewControllers(children.filter { $0.0 == "rootViewController" }.map(\.1), animated: false)
        } else if let tabs = controller as? UITabBarController {
            tabs.setViewControllers(children.filter { $0.0 == "viewControllers" }.map(\.1), animated: false)
        } else if let split = controller as? UISplitViewController {
            let columns: [String: UISplitViewController.Column] = [
                "masterViewController": .primary, "primaryViewController": .primary,
                "detailViewController": .secondary, "secondaryViewController": .secondary,
                "supplementaryViewController": .supplementary, "compactViewController": .compact,
            ]
            if split.style == .unspecified {
                split.viewControllers = children.filter { columns[$0.0] != nil && columns[$0.0] != .compact }.map(\.1)
            } else {
                for (name, child) in children { if let c = columns[name] { split.setViewController(child, for: c) } }
            }
        } else {
            context.report("\(type(of: controller)) has no relationship children; ignored", objectID: element.id, line: element.line)
        }
    }

    /// The view unit of `controller`: its view decoded, outlets and actions into the controller
    /// connected, `awakeFromNib` sent to the views, embed segues performed. False when the
    /// controller has no view in its scene.
    func _loadView(of controller: UIViewController, _ info: _UIStoryboardControllerInfo) -> Bool {
        guard let viewElement = info.viewElement, let context = _makeContext() else { return false }
        let controllerID = info.element.id ?? ""
        _loadingViews.insert(controllerID)
        defer { _loadingViews.remove(controllerID) }
        for (id, object) in info.objects { context.register(object, id: id) }
        if let id = info.element.id { context.register(controller, id: id) }
        if let scene = _document?.scene(containing: info.element) {
            for p in scene.placeholders where p.attribute("placeholderIdentifier") == "IBFirstResponder" {
                if let id = p.id { context.addNilTarget(id) }
            }
        }
        let ids = Set(([viewElement] + viewElement.descendants).compactMap(\.id))
        context.adoptConnections(of: info.element, as: controller, to: ids)
        var embeds: [(IBSegueConnection, UIView)] = []
        context.segueHandler = { [weak controller, weak context] segue, source, _ in
            guard let controller, let context else { return }
            switch segue.kind {
            case .embed?:
                if let container = source as? UIView { embeds.append((segue, container)) }
            case .relationship?:
                return
            default:
                if source === controller { return }   // a manual segue (performSegue)
                if let trigger = _UIStoryboardSegueTrigger.install(segue, on: source, for: controller, context) {
                    controller._storyboardInfo?.triggers.append(trigger)
                }
            }
        }
        guard let view = context.object(for: viewElement) as? UIView else { return false }
        controller.view = view
        context.finish()
        for p in context.prototypes { p.sceneController = controller }
        for (segue, container) in embeds { _embed(segue, in: container, of: controller, context) }
        return true
    }

    /// The controller elements of `controller` and its ancestors (an embed of one of them
    /// again would nest without end, also when the views load later, one layout at a time).
    private func _embedChain(of controller: UIViewController) -> Set<String> {
        var ids: Set<String> = []
        var node: UIViewController? = controller
        while let c = node {
            if let info = c._storyboardInfo, info.storyboard === self, let id = info.element.id { ids.insert(id) }
            node = c.parent
        }
        return ids
    }

    /// An embed segue: the destination becomes a child of `controller`, its view filling
    /// `container`, after `prepare(for:sender:)`.
    private func _embed(_ s: IBSegueConnection, in container: UIView, of controller: UIViewController, _ context: _UINibLoadingContext) {
        if let id = s.destination, _loadingViews.contains(id) || _embedChain(of: controller).contains(id) {
            return context.report("an embed cycle leads back to \(id), which already contains this container; not embedded", objectID: s.id, line: s.line)
        }
        guard let id = s.destination, let element = _document?.element(id: id), let child = _instantiateController(element) else {
            return context.report("the embed segue's destination \(s.destination ?? "?") can't be made", objectID: s.id, line: s.line)
        }
        let segue = UIStoryboardSegue._make(nil, identifier: s.identifier, source: controller, destination: child) { [weak controller, weak container] in
            guard let controller, let container else { return }
            controller.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: controller)
        }
        controller.prepare(for: segue, sender: controller)
        segue.perform()
    }
}
