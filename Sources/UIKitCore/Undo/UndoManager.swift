//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Foundation's undo manager, which swift-corelibs-foundation lacks: UIKit provides it (a
// documented addition; `import UIKit` shows it). Groups nest; the undo and redo stacks hold
// closed top-level groups; by default a group opens at the first registration of an event and
// closes when the event has been handled (`groupsByEvent`).

/// A general-purpose recorder of operations that enables undo and redo, as Foundation's
/// `UndoManager` on Apple's platforms (Linux's Foundation has none, so UIKit provides it).
///
/// Register an undo operation with `registerUndo(withTarget:handler:)` (or a selector) while
/// making a change; `undo()` runs the operations of the last group in reverse order, recording
/// what they register as the redo group, and `redo()` runs that. With `groupsByEvent` (the
/// default) every registration made while one event is handled, or in one turn of the main loop,
/// lands in one group: a tap that changes three things is undone as one step.
///
/// Every window has one (`UIResponder.undoManager` finds it up the responder chain); text fields
/// and text views register their edits with it while they edit.
///
/// Linux note: `prepare(withInvocationTarget:)` (Objective-C message forwarding) is missing;
/// register a closure instead. Where Foundation raises an exception (unbalanced groups, undo
/// with nested groups open) this one logs Foundation's message and ignores the call. Targets are
/// held weakly (Foundation holds them unowned): an operation whose target is gone is skipped.
@MainActor open class UndoManager: NSObject {
    /// One registered operation.
    struct Operation {
        weak var target: AnyObject?
        let perform: (AnyObject) -> Void
    }

    /// An operation or a nested group.
    enum Item {
        case operation(Operation)
        case group(Group)
    }

    /// A group of operations, undone (or redone) as one.
    struct Group {
        var items: [Item] = []
        var actionName = ""
        var isDiscardable = false
        var userInfo: [UserInfoKey: Any] = [:]

        /// Operations and nested groups whose targets are all gone don't count.
        var isEmpty: Bool { items.isEmpty }
    }

    var undoStack: [Group] = []
    var redoStack: [Group] = []
    /// Open groups, outermost first: the one registrations go to is the last.
    var openGroups: [Group] = []
    /// How many `disableUndoRegistration()` calls are in effect.
    var disabledCount = 0
    /// True while the open top-level group was opened by a registration, to be closed at the
    /// end of the event (`groupsByEvent`).
    var hasEventGroup = false

    /// A new undo manager with empty stacks, grouping by event.
    public override init() { super.init() }

    // MARK: Registering

    /// Registers `handler`, called with `target`, as an undo operation of the open group (opening
    /// one for the current event when `groupsByEvent` and none is open). Undoing it runs
    /// `handler`; what the handler registers becomes the redo operation. Ignored while
    /// registration is disabled; clears the redo stack unless called while undoing or redoing.
    /// The target is held weakly.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        _register(Operation(target: target) { t in
            if let t = t as? TargetType { handler(t) }
        })
    }

    /// Registers `selector`, sent to `target` with `object` as its argument (the action's sender
    /// position in this toolkit's selector dispatch), as an undo operation. `target` must handle
    /// the selector: a responder that registered it, or an `_ActionTarget`.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object: Any?) {
        _register(Operation(target: target) { t in
            if !selector._send(to: t, sender: object, event: nil) {
                UIKitLog.warning("UndoManager: \(type(of: t)) does not handle \(selector); the undo operation was skipped", category: "UndoManager")
            }
        })
    }

    func _register(_ op: Operation) {
        guard disabledCount == 0 else { return }
        if openGroups.isEmpty {
            guard groupsByEvent else {
                return _raise("registerUndoWithTarget:handler: must begin a group before registering undo (groupsByEvent is false)")
            }
            beginUndoGrouping()
            hasEventGroup = true
            _UndoEventGrouping.add(self)
        }
        if !isUndoing && !isRedoing { redoStack.removeAll() }
        openGroups[openGroups.count - 1].items.append(.operation(op))
    }

    // MARK: Checking

    /// True when there is something to undo: a closed group, or operations in the open group.
    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.first.map { !$0.isEmpty } ?? false
    }

    /// True when there is something to redo. Posts a checkpoint first, so observers can register
    /// pending operations (which would clear the redo stack).
    open var canRedo: Bool {
        post(.NSUndoManagerCheckpoint)
        return !redoStack.isEmpty
    }

    /// The number of groups that can be undone (the open group with operations counts).
    open var undoCount: Int { undoStack.count + (openGroups.first.map { $0.isEmpty ? 0 : 1 } ?? 0) }
    /// The number of groups that can be redone.
    open var redoCount: Int { redoStack.count }

    /// True while `undo()` or `undoNestedGroup()` runs operations.
    public private(set) var isUndoing = false
    /// True while `redo()` runs operations.
    public private(set) var isRedoing = false

    // MARK: Undo and redo

    /// Closes the top-level group if it is open (when it is the only one open) and undoes it:
    /// its operations run last first, and those they register form one redo group. Logs and
    /// does nothing when nested groups are open.
    open func undo() {
        if openGroups.count > 1 {
            return _raise("undo was called with too many nested undo groups")
        }
        if openGroups.count == 1 { endUndoGrouping() }
        undoNestedGroup()
    }

    /// Undoes the last closed group on the undo stack, recording its redo as one group. Logs
    /// and does nothing while a group is open (close it with `endUndoGrouping()` first).
    open func undoNestedGroup() {
        guard openGroups.isEmpty else {
            return _raise("undoNestedGroup is only valid with no open undo group (call endUndoGrouping first)")
        }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        isUndoing = true
        if let redo = run(group) { redoStack.append(redo) }
        isUndoing = false
        trim()
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last group on the redo stack: its operations run last first, and those they
    /// register form one undo group. Logs and does nothing while a group is open.
    open func redo() {
        if openGroups.count == 1, hasEventGroup { _closeEventGroup() }
        guard openGroups.isEmpty else {
            return _raise("redo was called with an open undo group")
        }
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        isRedoing = true
        if let undo = run(group) { undoStack.append(undo) }
        isRedoing = false
        trim()
        post(.NSUndoManagerDidRedoChange)
    }

    /// Runs `group`'s operations last first inside a new group, returned (with the undone
    /// group's name) when they registered anything.
    private func run(_ group: Group) -> Group? {
        openGroups.append(Group(actionName: group.actionName))
        Self.perform(group.items)
        let made = openGroups.removeLast()
        return made.isEmpty ? nil : made
    }

    private static func perform(_ items: [Item]) {
        for item in items.reversed() {
            switch item {
            case .operation(let op):
                if let t = op.target { op.perform(t) }
            case .group(let g):
                perform(g.items)
            }
        }
    }

    // MARK: Grouping

    /// Opens a group: operations registered until the matching `endUndoGrouping()` are undone
    /// together. Groups nest.
    open func beginUndoGrouping() {
        if !openGroups.isEmpty { post(.NSUndoManagerCheckpoint) }
        openGroups.append(Group())
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the innermost open group. A closed top-level group with operations goes onto the
    /// undo stack (the redo stack while undoing); an empty one is dropped. Logs and does
    /// nothing when no group is open.
    open func endUndoGrouping() {
        guard let last = openGroups.last else {
            return _raise("endUndoGrouping called with no matching beginUndoGrouping")
        }
        post(.NSUndoManagerCheckpoint)
        var info: [AnyHashable: Any]?
        if last.isDiscardable { info = [NSUndoManagerGroupIsDiscardableKey: true] }
        post(.NSUndoManagerWillCloseUndoGroup, userInfo: info)
        let group = openGroups.removeLast()
        if openGroups.isEmpty {
            hasEventGroup = false
            if !group.isEmpty {
                if isUndoing { redoStack.append(group) } else { undoStack.append(group) }
                trim()
            }
        } else if !group.isEmpty {
            openGroups[openGroups.count - 1].items.append(.group(group))
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// The depth of open groups (0: none).
    open var groupingLevel: Int { openGroups.count }

    /// Whether a group opens by itself at the first registration of an event and closes once the
    /// event (the main loop's turn) is handled. Default true; when false, open and close groups
    /// yourself.
    open var groupsByEvent = true

    /// The most top-level groups kept; the oldest are dropped beyond it. 0 (the default): no limit.
    open var levelsOfUndo = 0 {
        didSet {
            if levelsOfUndo < 0 { levelsOfUndo = 0 }
            trim()
        }
    }

    /// The run loop modes in which groups are closed by event. Kept for API compatibility: this
    /// toolkit's main loop has one mode.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    private func trim() {
        guard levelsOfUndo > 0 else { return }
        if undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        if redoStack.count > levelsOfUndo { redoStack.removeFirst(redoStack.count - levelsOfUndo) }
    }

    /// Closes the group opened by a registration (end of the event).
    func _closeEventGroup() {
        guard hasEventGroup else { return }
        while openGroups.count > 1 {
            UIKitLog.warning("UndoManager: a nested undo group was left open at the end of the event; closing it", category: "UndoManager")
            endUndoGrouping()
        }
        if !openGroups.isEmpty { endUndoGrouping() }
        hasEventGroup = false
    }

    // MARK: Enabling

    /// Stops recording: registrations are ignored until a matching `enableUndoRegistration()`.
    /// Calls nest.
    open func disableUndoRegistration() { disabledCount += 1 }

    /// Undoes one `disableUndoRegistration()`. Logs and does nothing when registration is not
    /// disabled.
    open func enableUndoRegistration() {
        guard disabledCount > 0 else {
            return _raise("enableUndoRegistration may only be invoked with matching call to disableUndoRegistration")
        }
        disabledCount -= 1
    }

    /// True unless `disableUndoRegistration()` is in effect.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }

    // MARK: Clearing

    /// Empties both stacks and any open group, and enables registration again.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        hasEventGroup = false
        disabledCount = 0
    }

    /// Removes every operation registered with `target` from both stacks and the open groups;
    /// groups left empty go.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ g: inout Group) {
            g.items = g.items.compactMap { item in
                switch item {
                case .operation(let op):
                    return op.target === object || op.target == nil ? nil : item
                case .group(var inner):
                    strip(&inner)
                    return inner.isEmpty ? nil : .group(inner)
                }
            }
        }
        for i in undoStack.indices { strip(&undoStack[i]) }
        for i in redoStack.indices { strip(&redoStack[i]) }
        for i in openGroups.indices { strip(&openGroups[i]) }
        undoStack.removeAll { $0.isEmpty }
        redoStack.removeAll { $0.isEmpty }
    }

    // MARK: Names

    /// Names the group being recorded (the open top-level group, or the redo group while
    /// undoing): "Typing" makes the menu title "Undo Typing".
    open func setActionName(_ actionName: String) {
        _withCurrentGroup { $0.actionName = actionName }
    }

    /// The name of the group `undo()` would undo ("" when unnamed or none).
    open var undoActionName: String { _undoGroup?.actionName ?? "" }
    /// The name of the group `redo()` would redo ("" when unnamed or none).
    open var redoActionName: String { redoStack.last?.actionName ?? "" }
    /// "Undo" followed by the undo action's name, for a menu item.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action's name, for a menu item.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" and the name ("Undo Typing"), or "Undo" for an empty name. Override to localise.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" and the name ("Redo Typing"), or "Redo" for an empty name. Override to localise.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Discardable actions and user info

    /// Marks the group being recorded as discardable (it changes no document: a selection, say).
    open func setActionIsDiscardable(_ discardable: Bool) {
        _withCurrentGroup { $0.isDiscardable = discardable }
    }

    /// True when the group `undo()` would undo is discardable.
    open var undoActionIsDiscardable: Bool { _undoGroup?.isDiscardable ?? false }
    /// True when the group `redo()` would redo is discardable.
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }

    /// Attaches a value to the group being recorded.
    open func setActionUserInfoValue(_ info: Any?, forKey key: UserInfoKey) {
        _withCurrentGroup { $0.userInfo[key] = info }
    }

    /// A value attached to the group `undo()` would undo.
    open func undoActionUserInfoValue(forKey key: UserInfoKey) -> Any? { _undoGroup?.userInfo[key] }
    /// A value attached to the group `redo()` would redo.
    open func redoActionUserInfoValue(forKey key: UserInfoKey) -> Any? { redoStack.last?.userInfo[key] }

    /// The group `undo()` would undo: the open top-level group when it has operations, else the
    /// top of the undo stack.
    private var _undoGroup: Group? {
        if let open = openGroups.first, !open.isEmpty { return open }
        return undoStack.last
    }

    /// Changes the group being recorded: the outermost open one, else the top of the stack the
    /// last group went to.
    private func _withCurrentGroup(_ change: (inout Group) -> Void) {
        if !openGroups.isEmpty { return change(&openGroups[0]) }
        if isUndoing, !redoStack.isEmpty { return change(&redoStack[redoStack.count - 1]) }
        if !undoStack.isEmpty { change(&undoStack[undoStack.count - 1]) }
    }

    // MARK: Notifications

    private func post(_ name: Notification.Name, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: self, userInfo: userInfo)
    }

    /// Where Foundation raises: the message, and the call is ignored.
    private func _raise(_ message: String) {
        UIKitLog.error("*** -[NSUndoManager]: \(message)", category: "UndoManager")
    }
}

/// The undo managers with a group opened for the current event; the main loop and the test
/// host close them when the event's turn ends.
@MainActor package enum _UndoEventGrouping {
    private static var managers: [UndoManager] = []

    static func add(_ manager: UndoManager) {
        if !managers.contains(where: { $0 === manager }) { managers.append(manager) }
    }

    /// Closes every group opened by a registration since the last call: called before each
    /// event is delivered and once per turn of the main loop.
    package static func endEvent() {
        guard !managers.isEmpty else { return }
        let open = managers
        managers.removeAll()
        for m in open { m._closeEventGroup() }
    }
}
