//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Segues that table and collection cells trigger (reference §15.2: a segue in a cell fires on
// selection; `trigger="accessoryAction"` on the detail accessory), and the small table that
// keeps what a document gave an object without a stored property on it (a cell's segues, a
// static table's content), held weakly by the object.

/// What a loaded document attached to an object (a cell, a table), kept while the object lives.
@MainActor enum _UIIBAttachments {
    private static var entries: [ObjectIdentifier: (owner: _UIIBWeakObject, value: AnyObject)] = [:]
    private static var pruneAt = 64

    /// Attaches `value` to `owner` (nil removes it).
    static func set(_ value: AnyObject?, on owner: AnyObject) {
        let key = ObjectIdentifier(owner)
        guard let value else { entries[key] = nil; return }
        entries[key] = (_UIIBWeakObject(owner), value)
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.owner.object != nil }
            pruneAt = max(64, entries.count * 2)
        }
    }

    /// The value attached to `owner`, if it is a `T`.
    static func value<T>(on owner: AnyObject, as type: T.Type = T.self) -> T? {
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner.object === owner else { return nil }
        return entry.value as? T
    }
}

/// The segues a cell of a storyboard scene triggers, and the scene's controller that performs them.
@MainActor final class _UIIBCellSegues {
    /// The controller of the scene the cell belongs to.
    weak var controller: UIViewController?
    /// The segue performed when the user selects the cell.
    var selection: IBSegueConnection?
    /// The segue performed when the user taps the cell's detail (accessory) button.
    var accessory: IBSegueConnection?
    /// The targets of controls inside the cell that trigger segues (kept alive with the cell).
    var triggers: [_UIStoryboardSegueTrigger] = []

    init(controller: UIViewController?) { self.controller = controller }

    /// The record of `cell`, made on first use.
    static func of(_ cell: UIView, controller: UIViewController?) -> _UIIBCellSegues {
        if let existing = _UIIBAttachments.value(on: cell, as: _UIIBCellSegues.self) { return existing }
        let record = _UIIBCellSegues(controller: controller)
        _UIIBAttachments.set(record, on: cell)
        return record
    }

    /// Performs `cell`'s selection (or accessory) segue, if it has one, with the cell as the sender:
    /// `shouldPerformSegue`, the destination, `prepare(for:sender:)`, the transition.
    static func perform(from cell: UIView, accessory: Bool) {
        guard let record = _UIIBAttachments.value(on: cell, as: _UIIBCellSegues.self),
              let segue = accessory ? record.accessory : record.selection,
              let controller = record.controller else { return }
        controller._performSegueTemplate(segue, sender: cell, triggered: true)
    }
}

extension _UIStoryboardSegueTrigger {
    /// Makes `source` trigger `segue` for `controller`: a button on touch-up-inside, another
    /// control on its primary action, a bar button item, a gesture recognizer, or a table or
    /// collection cell on selection (`trigger="accessoryAction"`: its detail button); a
    /// `<segue reference=>` installs the segue it names. Returns the target it installed (which
    /// the caller keeps alive), if any.
    static func install(_ segue: IBSegueConnection, on source: AnyObject, for controller: UIViewController,
                        _ context: _UINibLoadingContext) -> _UIStoryboardSegueTrigger? {
        var segue = segue
        if segue.kind == nil {   // `<segue reference="id"/>`: the segue defined elsewhere, triggered from here too
            var d: [IBDiagnostic] = []
            guard let id = segue.reference, let element = context.document.element(id: id),
                  case .segue(let target)? = IBConnection(element, diagnostics: &d), target.kind != nil else {
                context.report("the segue reference \(segue.reference ?? "?") names no segue of the document; ignored",
                               objectID: segue.source?.id, line: segue.line)
                return nil
            }
            segue = target
        }
        if source is UITableViewCell || source is UICollectionViewCell, let cell = source as? UIView {
            let record = _UIIBCellSegues.of(cell, controller: controller)
            let trigger = segue.id.flatMap { context.document.element(id: $0)?.attribute("trigger") }
            if trigger == "accessoryAction" { record.accessory = segue } else { record.selection = segue }
            return nil
        }
        let target = _UIStoryboardSegueTrigger(segue: segue, controller: controller)
        if let button = source as? UIButton {
            button.addTarget(target, action: action, for: .touchUpInside)
        } else if let control = source as? UIControl {
            control.addTarget(target, action: action, for: .primaryActionTriggered)
        } else if let item = source as? UIBarButtonItem {
            item.target = target
            item.action = action
        } else if let recognizer = source as? UIGestureRecognizer {
            recognizer.addTarget(target, action: action)
        } else {
            context.report("a \(type(of: source)) can't trigger a segue; the segue \(segue.identifier ?? segue.id ?? "?") is ignored",
                           objectID: segue.source?.id, line: segue.line)
            return nil
        }
        return target
    }
}

extension UITableView {
    /// The storyboard segue of the cell at `path` (selection, or its detail button), performed
    /// by the scene's controller with the cell as the sender.
    func _performCellSegue(at path: IndexPath, accessory: Bool) {
        guard let cell = _visibleCells[path] else { return }
        _UIIBCellSegues.perform(from: cell, accessory: accessory)
    }
}

extension UICollectionView {
    /// The storyboard segue of the selected cell at `path`, performed by the scene's controller
    /// with the cell as the sender.
    func _performCellSegue(at path: IndexPath) {
        guard let cell = cellForItem(at: path) else { return }
        _UIIBCellSegues.perform(from: cell, accessory: false)
    }
}
