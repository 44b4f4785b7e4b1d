//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Registration, dequeueing and the reuse queues.
extension UITableView {
    func _register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]'; ignored", category: "UITableView")
        }
        guard let cellClass else {
            _registeredCells[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a class of kind UITableViewCell'; \(cellClass) ignored", category: "UITableView")
        }
        _registeredCells[identifier] = type
        _registeredCellNibs[identifier] = nil
    }

    func _register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard !identifier.isEmpty else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a valid reuse identifier to -[UITableView registerClass:forHeaderFooterViewReuseIdentifier:]'; ignored", category: "UITableView")
        }
        guard let aClass else {
            _registeredHeaderFooters[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'must pass a class of kind UITableViewHeaderFooterView'; \(aClass) ignored", category: "UITableView")
        }
        _registeredHeaderFooters[identifier] = type
    }

    /// A queued cell (after `prepareForReuse`), a new cell of the registered class, or nil.
    func _dequeue(_ identifier: String, for indexPath: IndexPath?) -> UITableViewCell? {
        let cell: UITableViewCell
        if var queue = _reuseQueues[identifier], let queued = queue.popLast() {
            _reuseQueues[identifier] = queue
            queued.isHidden = false
            queued.prepareForReuse()
            cell = queued
        } else if let type = _registeredCells[identifier] {
            cell = type.init(_tableRegisteredStyle: .default, reuseIdentifier: identifier)
        } else if let nib = _registeredCellNibs[identifier] {
            guard let made = _cell(fromNib: nib, identifier: identifier) else { return nil }
            cell = made
        } else {
            return nil
        }
        _sizeDequeuedCell(cell, for: indexPath)
        return cell
    }

    func _dequeueOrLog(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = _dequeue(identifier, for: indexPath) { return cell }
        UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard'; a plain cell is returned", category: "UITableView")
        let cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
        _sizeDequeuedCell(cell, for: indexPath)
        return cell
    }

    /// Inside `cellForRowAt` the cell is as wide as the table and as tall as the row (or its
    /// estimate); elsewhere 320×44, as iOS measures.
    func _sizeDequeuedCell(_ cell: UITableViewCell, for indexPath: IndexPath?) {
        if let path = indexPath ?? _rowBeingMade, path == _rowBeingMade,
           _geometry.isValid(path.section, path.row) {
            let h = _geometry.rowHeight(path.section, path.row)
            cell.frame = CGRect(x: 0, y: cell.frame.minY, width: bounds.width, height: h)
        } else {
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: UITableView._standardRowHeight)
        }
    }

    func _dequeueHeaderFooter(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var queue = _headerFooterQueues[identifier], let queued = queue.popLast() {
            _headerFooterQueues[identifier] = queue
            queued.isHidden = false
            queued.prepareForReuse()
            return queued
        }
        guard let type = _registeredHeaderFooters[identifier] else { return nil }
        return type.init(_tableRegisteredReuseIdentifier: identifier)
    }

    /// A cell leaving the screen: hidden, kept as a subview, and queued under its identifier
    /// (cells without one are removed).
    func _enqueue(_ cell: UITableViewCell) {
        cell.setHighlighted(false, animated: false)
        guard let id = cell.reuseIdentifier else {
            cell.removeFromSuperview()
            return
        }
        cell.isHidden = true
        _reuseQueues[id, default: []].append(cell)
    }

    func _enqueue(headerFooter view: UIView) {
        if let hf = view as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier {
            hf.isHidden = true
            _headerFooterQueues[id, default: []].append(hf)
        } else {
            view.removeFromSuperview()
        }
    }
}
