//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A button in a navigation bar or toolbar: a title, an image, a system item (Done, Add,
/// Share…), a custom view, or a space between other items. A tap runs `primaryAction`, else
/// sends `action` to `target` (nil: up the responder chain from the first responder).
///
/// Linux: no `#selector`. Pass an unapplied method reference, as for `UIControl.addTarget`:
/// ```swift
/// UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListViewController.add)
/// UIBarButtonItem(title: "Sort", style: .plain, target: self, action: ListViewController.sort) // func sort(_ sender: UIBarButtonItem)
/// UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in … })
/// UIBarButtonItem(title: "Save", style: .done, target: nil, action: "save:")  // nil-targeted
/// ```
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// The look of a plain bar button (Apple's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        case done = 2
    }

    /// The system buttons (Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }

    /// `.done` draws the title bold.
    open var style: Style = .plain { didSet { if style != oldValue { _barItemDidChange() } } }
    /// The item's width (0: its content's); the width of a fixed space.
    open var width: CGFloat = 0 {
        didSet {
            guard width.isFinite, width >= 0 else {
                UIKitLog.warning("UIBarButtonItem.width: \(width) is not a finite width ≥ 0; ignored", category: "UIBarButtonItem")
                width = oldValue
                return
            }
            if width != oldValue { _barItemDidChange() }
        }
    }
    /// Titles the item may show (stored; the width follows the current title).
    open var possibleTitles: Set<String>?
    /// A view shown in place of the title and image (it handles its own touches).
    open var customView: UIView? { didSet { if customView !== oldValue { _barItemDidChange() } } }
    /// The object `action` is sent to (nil: the responder chain).
    open weak var target: AnyObject?
    /// The action sent on a tap (for a method reference: a name identifying the call site).
    open var action: Selector? { didSet { if action != oldValue, menu != nil { _barItemDidChange() } } }
    /// Run on a tap instead of `target`/`action` (iOS 14).
    open var primaryAction: UIAction? { didSet { _adoptPrimaryAction() } }
    /// The item's menu (iOS 14): a tap shows it when the item has no action of its own
    /// (`primaryAction`, `action`), a long press otherwise, as on iOS.
    open var menu: UIMenu? { didSet { if menu !== oldValue { _barItemDidChange() } } }
    /// The button's tint (nil: the bar's).
    open var tintColor: UIColor? { didSet { _barItemDidChange() } }
    /// Shown selected (iOS 15).
    open var isSelected = false { didSet { if isSelected != oldValue { _barItemDidChange() } } }
    /// Left out of the bar's layout (iOS 16).
    open var isHidden = false { didSet { if isHidden != oldValue { _barItemDidChange() } } }
    /// Tapping toggles `isSelected` before the action runs (iOS 15).
    open var changesSelectionAsPrimaryAction = false

    /// The system item this was made with (nil for a title/image/custom item).
    var _systemItem: SystemItem?
    /// A method-reference action: called with the target and the item.
    var _methodAction: (@MainActor (AnyObject, UIBarButtonItem) -> Void)?
    /// The views showing the item (at most a few: one per bar content showing it).
    var _views: [_UIWeakBarButtonView] = []
    /// The bar (or bar content) laying the item out: told when its size may have changed.
    weak var _container: _UIBarItemContainer?

    public override init() { super.init() }
    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public override init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Initializers with a Selector (nil-targeted or a registered action)

    /// An item showing `title` that sends `action` to `target` on a tap (a nil target: up the
    /// responder chain from the first responder).
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `image` that sends `action` to `target` on a tap.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system item (its standard title or symbol; Done and Save are bold) that sends `action` to
    /// `target` on a tap.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        _systemItem = systemItem
        if systemItem == .done || systemItem == .save { style = .done }
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// An item showing `title`, with no action (give it a `primaryAction`, `menu` or `action` later).
    public convenience init(title: String?, style: Style) { self.init(title: title, style: style, target: nil, action: nil) }
    /// An item showing `image`, with no action.
    public convenience init(image: UIImage?, style: Style) { self.init(image: image, style: style, target: nil, action: nil) }
    /// A system item with no action (a flexible or fixed space, or one given an action later).
    public convenience init(barButtonSystemItem systemItem: SystemItem) { self.init(barButtonSystemItem: systemItem, target: nil, action: nil) }

    /// An item showing `customView`, which handles its own touches.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A system item running `primaryAction`, with `menu` (iOS 14; see `menu`).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
        _adoptPrimaryAction()
    }

    /// An item with a title and/or image running `primaryAction`, with `menu` (iOS 14); a nil
    /// title or image comes from the action.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
        _adoptPrimaryAction()
    }

    /// A plain item with a title and/or image sending `action`, with `menu` (iOS 16).
    public convenience init(title: String?, image: UIImage?, target: Any?, action: Selector?, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.target = target.map { $0 as AnyObject }
        self.action = action
        self.menu = menu
    }

    /// A title/image item without either takes the primary action's.
    func _adoptPrimaryAction() {
        if let a = primaryAction, _systemItem == nil, title == nil, image == nil {
            if !a.title.isEmpty { title = a.title }
            image = a.image
        }
        _barItemDidChange()
    }

    /// A flexible space: toolbars share their free width among these (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace) }
    /// A fixed space of `width` points (iOS 14).
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let i = UIBarButtonItem(barButtonSystemItem: .fixedSpace)
        i.width = width
        return i
    }

    // MARK: Initializers with a method reference (Linux's form of #selector)

    /// `target`'s parameterless method runs on a tap (target held weakly).
    public convenience init<T: AnyObject>(title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> () -> Void,
                                          file: String = #fileID, line: Int = #line) {
        self.init(title: title, style: style, target: nil, action: nil)
        _setMethod(target, file, line) { t, _ in action(t)() }
    }

    /// `target`'s method taking the sender (`UIBarButtonItem`, `Any` or `AnyObject`) runs on a tap.
    public convenience init<T: AnyObject, Sender>(title: String?, style: Style, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                  file: String = #fileID, line: Int = #line) {
        self.init(title: title, style: style, target: nil, action: nil)
        _setMethod(target, file, line, UIBarButtonItem._typed(action))
    }

    /// `target`'s parameterless method runs on a tap (target held weakly). Linux's form of a `#selector` action.
    public convenience init<T: AnyObject>(image: UIImage?, style: Style, target: T, action: @escaping @MainActor (T) -> () -> Void,
                                          file: String = #fileID, line: Int = #line) {
        self.init(image: image, style: style, target: nil, action: nil)
        _setMethod(target, file, line) { t, _ in action(t)() }
    }

    /// `target`'s method taking the sender (`UIBarButtonItem`, `Any` or `AnyObject`) runs on a tap.
    public convenience init<T: AnyObject, Sender>(image: UIImage?, style: Style, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                  file: String = #fileID, line: Int = #line) {
        self.init(image: image, style: style, target: nil, action: nil)
        _setMethod(target, file, line, UIBarButtonItem._typed(action))
    }

    /// `target`'s parameterless method runs on a tap; `menu` shows on a long press (iOS 16).
    public convenience init<T: AnyObject>(title: String?, image: UIImage?, target: T, action: @escaping @MainActor (T) -> () -> Void,
                                          menu: UIMenu? = nil, file: String = #fileID, line: Int = #line) {
        self.init(title: title, image: image, target: nil, action: nil, menu: menu)
        _setMethod(target, file, line) { t, _ in action(t)() }
    }

    /// `target`'s method taking the sender runs on a tap; `menu` shows on a long press (iOS 16).
    public convenience init<T: AnyObject, Sender>(title: String?, image: UIImage?, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                  menu: UIMenu? = nil, file: String = #fileID, line: Int = #line) {
        self.init(title: title, image: image, target: nil, action: nil, menu: menu)
        _setMethod(target, file, line, UIBarButtonItem._typed(action))
    }

    /// A system item whose tap runs `target`'s parameterless method (target held weakly).
    public convenience init<T: AnyObject>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> () -> Void,
                                          file: String = #fileID, line: Int = #line) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        _setMethod(target, file, line) { t, _ in action(t)() }
    }

    /// A system item whose tap runs `target`'s method taking the sender.
    public convenience init<T: AnyObject, Sender>(barButtonSystemItem systemItem: SystemItem, target: T, action: @escaping @MainActor (T) -> (Sender) -> Void,
                                                  file: String = #fileID, line: Int = #line) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        _setMethod(target, file, line, UIBarButtonItem._typed(action))
    }

    /// Wraps a method taking a sender of type `Sender` (the item, or `Any`).
    static func _typed<T, Sender>(_ action: @escaping @MainActor (T) -> (Sender) -> Void) -> @MainActor (T, UIBarButtonItem) -> Void {
        { t, item in
            guard let s = item as? Sender else {
                return UIKitLog.warning("UIBarButtonItem: the action expects a \(Sender.self) sender; not called", category: "UIBarButtonItem")
            }
            action(t)(s)
        }
    }

    func _setMethod<T: AnyObject>(_ target: T, _ file: String, _ line: Int, _ call: @escaping @MainActor (T, UIBarButtonItem) -> Void) {
        self.target = target
        self.action = Selector("action@\(file):\(line)")
        _methodAction = { obj, item in if let t = obj as? T { call(t, item) } }
    }

    // MARK: Performing

    /// Whether the item runs something of its own on a tap (else a tap shows its menu).
    var _hasAction: Bool { primaryAction != nil || action != nil }

    /// What a tap does: shows the menu of an item with nothing else to do; else toggles selection
    /// when asked, then runs `primaryAction`, else the method reference or the selector (to
    /// `target`, or up the responder chain from the first responder of the tapped view's window,
    /// else from the view).
    func _performAction(from view: UIView?) {
        if let menu, !_hasAction, let view {
            // (iOS: an item whose only behaviour is its menu shows it on a tap.)
            return _UIContextMenuView.present(menu, from: view)
        }
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        if let a = primaryAction { return a._perform(sender: self) }
        guard let action else { return }
        if let m = _methodAction {
            if let t = target { m(t, self) }
            return
        }
        if let t = target {
            if !action._send(to: t, sender: self, event: nil) {
                UIKitLog.warning("UIBarButtonItem: \(type(of: t)) does not handle \(action)", category: "UIBarButtonItem")
            }
            return
        }
        var r: UIResponder? = view?.window.flatMap { _UIFirstResponders.responder(of: $0) } ?? view
        var steps = 0
        while let cur = r, steps < 10_000 {
            if cur._responds(to: action) { return cur._perform(action, sender: self, event: nil) }
            r = cur.next
            steps += 1
        }
        UIKitLog.warning("UIBarButtonItem: no responder handles \(action)", category: "UIBarButtonItem")
    }

    // MARK: Edit button (UIViewController.editButtonItem)

    /// The Edit/Done item of `UIViewController.editButtonItem`.
    static func _editButton(for vc: UIViewController) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .edit)
        item.primaryAction = UIAction { [weak vc] _ in
            guard let vc else { return }
            vc.setEditing(!vc.isEditing, animated: true)
        }
        item._editingDidChange(vc.isEditing)
        return item
    }

    /// `editButtonItem` follows its controller's editing state (Edit ↔ bold Done).
    func _editingDidChange(_ editing: Bool) {
        _systemItem = editing ? .done : .edit
        style = editing ? .done : .plain
        _barItemDidChange()
    }

    // MARK: Views

    override func _barItemDidChange() {
        _views.removeAll { $0.view == nil }
        for w in _views { w.view?._refresh() }
        _container?._barButtonItemDidChange(self)
    }

    /// Whether the item is a space (no view).
    var _isSpace: Bool { _systemItem == .flexibleSpace || _systemItem == .fixedSpace }

    /// The title shown: the system item's for text system items, else `title`.
    var _displayTitle: String? {
        if let s = _systemItem, let t = UIBarButtonItem._systemTitles[s] { return t }
        return title
    }

    /// The name read for the item (accessibility), when it shows no title.
    var _displayAccessibilityLabel: String? {
        if let l = accessibilityLabel { return l }
        if let t = _displayTitle, !t.isEmpty { return t }
        if let s = _systemItem { return UIBarButtonItem._systemNames[s] }
        return nil
    }

    static let _systemTitles: [SystemItem: String] = [
        .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo",
    ]
    static let _systemNames: [SystemItem: String] = [
        .add: "Add", .compose: "Compose", .reply: "Reply", .action: "Share", .organize: "Organize",
        .bookmarks: "Bookmarks", .search: "Search", .refresh: "Refresh", .stop: "Stop", .camera: "Camera",
        .trash: "Delete", .play: "Play", .pause: "Pause", .rewind: "Rewind", .fastForward: "Fast Forward",
        .close: "Close",
    ]

    /// The font of plain items (17 pt) and of `.done` items (bold).
    static let _plainFont = UIFont.systemFont(ofSize: 17)
    static let _doneFont = UIFont.boldSystemFont(ofSize: 17)
}

/// A weak reference to a view showing a bar button item.
struct _UIWeakBarButtonView {
    weak var view: _UIBarButtonView?
}
