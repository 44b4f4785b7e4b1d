//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Prototype cells (`<prototypes>` of a table view, `<cells>` of a collection view): each is
// registered under its reuse identifier as a nib over its element, so every cell the view
// dequeues is a fresh copy decoded from the prototype, with its subviews, constraints, outlets
// and actions. Connections that leave the cell (an action to the controller) reach the objects
// of the load that made the view, held weakly.

/// A nib whose one object is a prototype cell element of a document.
final class _UIIBPrototypeNib: UINib {
    private let element: IBElement
    private let document: IBDocument
    private let documentName: String
    private let documentBundle: Bundle
    private let strings: IBStringsFile?
    private let modules: [String]
    /// The objects of the load that made the view, by id (weakly; given when that load finishes).
    private var outer: [String: _UIIBWeakObject] = [:]
    private var outerNilTargets: Set<String> = []
    /// The controller of the storyboard scene whose view holds the table or collection view:
    /// the cells' segues (selection, accessory, controls inside them) are its segues.
    weak var sceneController: UIViewController?

    init(element: IBElement, context: _UINibLoadingContext) {
        self.element = element
        self.document = context.document
        self.documentName = context.documentName
        self.documentBundle = context.bundle
        self.strings = context.strings
        self.modules = context.modules
        super.init(data: Data(), bundle: context.bundle)
        context.prototypes.append(self)
    }

    /// Called when the load that made the view finishes: its objects, for connections out of a cell.
    func _adoptOuterObjects(_ objects: [String: AnyObject], nilTargets: Set<String>) {
        outer = objects.mapValues { _UIIBWeakObject($0) }
        outerNilTargets = nilTargets
    }

    /// A fresh cell decoded from the prototype element (the only object returned).
    override func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        let context = _UINibLoadingContext(document: document, name: documentName, bundle: documentBundle,
                                           strings: strings, reportsDocumentDiagnostics: false)
        context.modules = modules
        context.outer = outer
        context.outerNilTargets = outerNilTargets
        var segues: [(IBSegueConnection, AnyObject)] = []
        context.segueHandler = { segue, source, _ in
            switch segue.kind {
            case .relationship?, .embed?: break
            default: segues.append((segue, source))
            }
        }
        guard let cell = context.object(for: element) else { return [] }
        context.finish()
        for p in context.prototypes { p.sceneController = sceneController }
        if let controller = sceneController, let cellView = cell as? UIView {
            for (segue, source) in segues {
                if let target = _UIStoryboardSegueTrigger.install(segue, on: source, for: controller, context) {
                    _UIIBCellSegues.of(cellView, controller: controller).triggers.append(target)
                }
            }
        } else if !segues.isEmpty {
            context.report("segues in a prototype outside a storyboard scene have no controller to perform them; ignored",
                           objectID: element.id, line: element.line)
        }
        return [cell]
    }
}

extension _UINibDecoder {
    /// The prototype cells (`cellElement` children of the `container` child) as nibs by reuse
    /// identifier, in document order; a prototype without an identifier is reported and skipped.
    @MainActor func prototypes(in container: String, cellElement: String) -> [(identifier: String, nib: UINib)] {
        var result: [(identifier: String, nib: UINib)] = []
        for cell in element.child(named: container)?.children ?? [] where cell.isNamed(cellElement) {
            guard let identifier = cell.attribute("reuseIdentifier"), !identifier.isEmpty else {
                context.report("a prototype cell without a reuseIdentifier can't be dequeued; skipped", objectID: cell.id, line: cell.line)
                continue
            }
            result.append((identifier, _UIIBPrototypeNib(element: cell, context: context)))
        }
        return result
    }
}

/// A weak reference to an object of a finished load.
struct _UIIBWeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
