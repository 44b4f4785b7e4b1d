//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// One load of one unit of a document (a xib): objects made with `init?(coder:)` and registered
// by id as they are made, then, in iOS's order, constraints installed, outlets and actions
// connected, user-defined runtime attributes applied and `awakeFromNib` sent.

/// The state of one instantiation of a document: its objects by id and what is left to do
/// once they are all made.
@MainActor package final class _UINibLoadingContext {
    /// The parsed document.
    package let document: IBDocument
    /// The document's name as diagnostics give it (`Card.xib`).
    package let documentName: String
    /// The bundle images, colours and custom classes come from.
    package let bundle: Bundle
    /// The `.strings` table overriding texts by object id, if any.
    let strings: IBStringsFile?
    /// Modules searched for unqualified custom class names (`customModuleProvider="target"`).
    var modules: [String] = []
    /// Every problem reported during the load, as logged.
    package private(set) var diagnostics: [String] = []

    private var objects: [String: AnyObject] = [:]
    /// Objects made from elements, in the order their initializers returned (children first).
    private var made: [(element: IBElement, object: AnyObject)] = []
    /// Elements whose connections and runtime attributes belong to an existing object
    /// (File's Owner, external objects, a cell's own content view).
    private var adopted: [(element: IBElement, object: AnyObject)] = []
    /// Placeholder ids that stand for nil targets (First Responder).
    private var nilTargets: Set<String> = []
    /// Modules every load searches besides the owner's (tests and apps may add theirs).
    package static var defaultModules: [String] = []
    /// Ids this unit leaves to another unit (a storyboard controller's view, loaded later):
    /// outlets and actions pointing to them are skipped without a diagnostic.
    var deferredIDs: Set<String> = []
    /// Elements of objects made by an earlier unit whose connections this unit makes, but only
    /// those pointing to the listed ids (a storyboard controller's outlets into its view).
    private var partial: [(element: IBElement, object: AnyObject, ids: Set<String>)] = []
    /// Called for each segue in a `<connections>` list, with its source object and element.
    var segueHandler: ((IBSegueConnection, AnyObject, IBElement) -> Void)?
    /// Prototype cells' nibs made during this load: given its objects when it finishes.
    var prototypes: [_UIIBPrototypeNib] = []
    /// For a prototype cell's load: the objects of the load that made its table or collection
    /// view, which connections leaving the cell reach.
    var outer: [String: _UIIBWeakObject] = [:]
    /// For a prototype cell's load: the outer load's First Responder ids.
    var outerNilTargets: Set<String> = []

    init(document: IBDocument, name: String, bundle: Bundle, strings: IBStringsFile?, reportsDocumentDiagnostics: Bool = true) {
        self.document = document
        self.documentName = name
        self.bundle = bundle
        self.strings = strings
        if let m = _UISceneManifest.current?.moduleName { modules.append(m) }
        modules += _UINibLoadingContext.defaultModules
        for d in document.diagnostics where reportsDocumentDiagnostics
            && (d.message.hasPrefix("unknown element") || d.message.hasPrefix("duplicate id")) {
            report(d.message, objectID: d.objectID, line: d.line)
        }
    }

    // MARK: Diagnostics

    /// Logs a problem, naming the document, the object id and the line.
    package func report(_ message: String, objectID: String?, line: Int? = nil) {
        var text = documentName
        if let objectID { text += " (object \(objectID))" }
        if let line, line > 0 { text += " line \(line)" }
        text += ": " + message
        diagnostics.append(text)
        UIKitLog.error(text, category: "InterfaceBuilder")
    }

    /// Logs the reader's diagnostics.
    func report(_ list: [IBDiagnostic]) {
        for d in list { report(d.message, objectID: d.objectID, line: d.line) }
    }

    /// `value`, or its translation in the `.strings` table (`"ID.property"`).
    func localized(_ value: String, objectID: String?, property: String) -> String {
        guard let strings, let objectID, let text = strings.value(objectID: objectID, property: property) else { return value }
        return text
    }

    // MARK: Objects

    /// The object registered under `id` (a made object or a placeholder's stand-in).
    package func object(id: String) -> AnyObject? { objects[id] ?? outer[id]?.object }

    /// Registers an object made outside the element tree (a constraint, a layout guide) by id.
    func register(_ object: AnyObject, id: String) { objects[id] = object }

    /// Every object registered so far, by id.
    var allObjects: [String: AnyObject] { objects }

    /// Makes the placeholder `id` stand for a nil target (First Responder).
    func addNilTarget(_ id: String) { nilTargets.insert(id) }

    /// Registers `object`, made from `element` outside `object(for:)` (a creator block's
    /// controller), as one of this unit's objects.
    func registerMade(_ element: IBElement, _ object: AnyObject) {
        if let id = element.id { objects[id] = object }
        made.append((element, object))
    }

    /// Makes this unit connect `element`'s outlets and actions that point to `ids`, from
    /// `object` (made by an earlier unit).
    func adoptConnections(of element: IBElement, as object: AnyObject, to ids: Set<String>) {
        partial.append((element, object, ids))
    }

    /// Makes `object` stand for `element` (its id, connections and runtime attributes).
    package func adopt(_ element: IBElement, as object: AnyObject) {
        if let id = element.id { objects[id] = object }
        adopted.append((element, object))
    }

    /// The object for `element`: made on first request (`init?(coder:)` with a decoder over the
    /// element), registered by id; nil (with a diagnostic) when it can't be made.
    package func object(for element: IBElement) -> AnyObject? {
        if let id = element.id, let existing = objects[id] { return existing }
        guard let base = _UIIBClassMap.baseClass(forElementNamed: element.name) else {
            report("unknown element <\(element.name)>: skipped", objectID: element.id, line: element.line)
            return nil
        }
        let cls = resolveClass(element, base: base)
        let coder = _UINibDecoder(element: element, context: self)
        let object: AnyObject?
        if let view = cls as? UIView.Type {
            object = view.init(coder: coder)
        } else if let controller = cls as? UIViewController.Type {
            object = controller.init(coder: coder)
        } else if let item = cls as? UINavigationItem.Type {
            object = item.init(coder: coder)
        } else if let layout = cls as? UICollectionViewLayout.Type {
            object = layout.init(coder: coder)
        } else if let custom = cls as? _UINibInstantiable.Type {
            object = custom.init()
        } else if let made = _UIIBClassMap.makeBaseObject(cls, coder) {
            object = made
        } else {
            report("\(cls) can't be created from a document on Linux (no required initializer: a custom object's class adopts _UINibInstantiable); skipped",
                   objectID: element.id, line: element.line)
            return nil
        }
        guard let object else {
            report("init?(coder:) of \(cls) returned nil: the object and its connections are skipped",
                   objectID: element.id, line: element.line)
            return nil
        }
        if let id = element.id { objects[id] = object }
        made.append((element, object))
        return object
    }

    /// The class `element` makes: its custom class when it resolves to a subclass of `base`.
    private func resolveClass(_ element: IBElement, base: AnyClass) -> AnyClass {
        guard let name = element.attribute("customClass"), !name.isEmpty else { return base }
        var candidates = modules
        if let module = element.attribute("customModule"), !module.isEmpty { candidates.insert(module, at: 0) }
        guard let found = _UIIBClassMap.lookUp(name, modules: candidates) else {
            let shown = element.customClassName ?? name
            diagnostics.append("\(documentName) (object \(element.id ?? "?")): Unknown class \(shown) in Interface Builder file.")
            UIKitLog.error("Unknown class \(shown) in Interface Builder file.", category: "InterfaceBuilder")
            return base
        }
        guard _UIIBClassMap.isSubclass(found, of: base) else {
            report("custom class \(name) is not a subclass of \(base), which <\(element.name)> makes: \(base) is used",
                   objectID: element.id, line: element.line)
            return base
        }
        return found
    }

    // MARK: A xib

    /// Instantiates a xib's top-level objects with `owner` as File's Owner; connects, applies
    /// runtime attributes and sends `awakeFromNib`. Returns the top-level objects in order.
    func instantiateXib(owner: Any?, externalObjects: [String: Any]) -> [Any] {
        let ownerObject: AnyObject = owner.map { $0 as AnyObject } ?? NSObject()
        let ownerModule = String(reflecting: type(of: ownerObject)).split(separator: ".").first.map(String.init)
        if let m = ownerModule, m != "Foundation", m != "UIKitCore", !modules.contains(m) { modules.insert(m, at: 0) }
        for placeholder in document.placeholders {
            guard let id = placeholder.id else { continue }
            switch placeholder.attribute("placeholderIdentifier") {
            case "IBFilesOwner"?:
                adopt(placeholder, as: ownerObject)
            case "IBFirstResponder"?:
                nilTargets.insert(id)
            case let identifier?:
                if let external = externalObjects[identifier] {
                    adopt(placeholder, as: external as AnyObject)
                } else {
                    report("no external object for the placeholder \(identifier) (UINib.OptionsKey.externalObjects)",
                           objectID: id, line: placeholder.line)
                }
            case nil:
                report("a placeholder without a placeholderIdentifier", objectID: id, line: placeholder.line)
            }
        }
        var top: [Any] = []
        for element in document.topLevelObjects {
            if let object = object(for: element) { top.append(object) }
        }
        finish()
        return top
    }

    // MARK: After the objects are made

    /// Installs constraints, connects outlets and actions, applies runtime attributes, then
    /// sends `awakeFromNib` to every made object.
    func finish() {
        let sources = (made + adopted).sorted { $0.element.index < $1.element.index }
        for (element, object) in made {
            if let view = object as? UIView { _UIIBConstraints.install(element, on: view, self) }
        }
        for (element, object) in adopted {
            if let view = object as? UIView { _UIIBConstraints.install(element, on: view, self) }
        }
        // Reference §15.3: the runtime attributes, then the outlets and actions.
        for (element, object) in sources { applyRuntimeAttributes(element, to: object) }
        connect(sources, only: nil)
        for p in partial { connect([(p.element, p.object)], only: p.ids) }
        for (_, object) in made { (object as? UIResponder)?.awakeFromNib() }
        for p in prototypes { p._adoptOuterObjects(objects, nilTargets: nilTargets.union(outerNilTargets)) }
    }

    private func connect(_ sources: [(element: IBElement, object: AnyObject)], only: Set<String>?) {
        var collections: [(source: AnyObject, property: String, items: [AnyObject])] = []
        for (element, source) in sources {
            var d: [IBDiagnostic] = []
            let list = element.connections(diagnostics: &d)
            report(d)
            for connection in list {
                let target: String?
                switch connection {
                case .outlet(let o): target = o.destination
                case .action(let a): target = a.destination
                case .segue: target = nil
                }
                if let only, !(target.map(only.contains) ?? false) { continue }
                if let target, deferredIDs.contains(target) { continue }
                switch connection {
                case .outlet(let outlet):
                    guard let destination = object(id: outlet.destination) else {
                        report("the outlet \(outlet.property) points to \(outlet.destination), which is not an object of the document; not connected",
                               objectID: element.id, line: outlet.line)
                        continue
                    }
                    if outlet.isCollection {
                        if let i = collections.firstIndex(where: { $0.source === source && $0.property == outlet.property }) {
                            collections[i].items.append(destination)
                        } else {
                            collections.append((source, outlet.property, [destination]))
                        }
                    } else {
                        setValue(destination, forKey: outlet.property, on: source)
                    }
                case .action(let action):
                    connect(action, from: source, element)
                case .segue(let segue):
                    segueHandler?(segue, source, element)
                }
            }
        }
        for c in collections { setValue(c.items, forKey: c.property, on: c.source) }
    }

    private func connect(_ action: IBActionConnection, from source: AnyObject, _ element: IBElement) {
        let target: AnyObject?
        if nilTargets.contains(action.destination) || outerNilTargets.contains(action.destination) {
            target = nil
        } else if let t = object(id: action.destination) {
            target = t
        } else {
            return report("the action \(action.selector) targets \(action.destination), which is not an object of the document; not connected",
                          objectID: element.id, line: action.line)
        }
        let selector = Selector(action.selector)
        if let control = source as? UIControl {
            let events = action.eventType.flatMap { _UIIBValues.controlEvents[$0] } ?? .primaryActionTriggered
            control.addTarget(target, action: selector, for: events)
        } else if let recognizer = source as? UIGestureRecognizer {
            guard let target else {
                return report("a gesture recognizer's action can't target First Responder; not connected", objectID: element.id, line: action.line)
            }
            recognizer.addTarget(target, action: selector)
        } else if let item = source as? UIBarButtonItem {
            item.target = target
            item.action = selector
        } else {
            report("\(type(of: source)) does not send actions; \(action.selector) not connected", objectID: element.id, line: action.line)
        }
    }

    /// `setValue(_:forKey:)` on any object: responders and other key-value codable objects take
    /// it; anything else logs iOS's message.
    private func setValue(_ value: Any?, forKey key: String, on object: AnyObject) {
        if let responder = object as? UIResponder { return responder.setValue(value, forKey: key) }
        if let codable = object as? _UIKeyValueCodable, codable._kvcSet(value, forKey: key) { return }
        UIKitLog.error("[<\(type(of: object)) \(_UIKeyValueCoding.address(of: object))> setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(key).", category: "KeyValueCoding")
    }

    private func applyRuntimeAttributes(_ element: IBElement, to object: AnyObject) {
        guard element.child(named: "userDefinedRuntimeAttributes") != nil else { return }
        var d: [IBDiagnostic] = []
        let attributes = element.userDefinedRuntimeAttributes(diagnostics: &d)
        report(d)
        for attribute in attributes {
            let value: Any?
            switch attribute.value {
            case .string(let s): value = s
            case .localizedString(let s): value = bundle.localizedString(forKey: s, value: s, table: nil)
            case .number(let n): value = NSNumber(value: n)
            case .boolean(let b): value = NSNumber(value: b)
            case .point(let p): value = CGPoint(x: p.x, y: p.y)
            case .size(let s): value = CGSize(width: s.width, height: s.height)
            case .rect(let r): value = CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
            case .range(let location, let length): value = NSRange(location: location, length: length)
            case .color(let c): value = _UIIBValues.color(c, self, objectID: element.id)
            case .image(let name): value = _UIIBValues.image(named: name, self, objectID: element.id)
            case .nil: value = nil
            }
            _UIKeyValueCoding.capturedFailures = []
            _UIKeyValueCoding.setValue(value, forKeyPath: attribute.keyPath, on: object)
            let failures = _UIKeyValueCoding.capturedFailures ?? []
            _UIKeyValueCoding.capturedFailures = nil
            for failure in failures {
                report("Failed to set (\(attribute.keyPath)) user defined inspected property on (<\(type(of: object)): \(_UIKeyValueCoding.address(of: object))>): \(failure)",
                       objectID: element.id, line: element.line)
            }
        }
    }
}
