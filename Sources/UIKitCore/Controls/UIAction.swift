//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIAction, a menu element and control-event handler that runs a closure, and its handler type.

/// The closure a `UIAction` runs; it receives the action (whose `sender` is the control).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element (and control event handler) that runs a closure.
///
/// ```swift
/// let action = UIAction(title: "Save", image: nil) { action in save(action.sender) }
/// control.addAction(action, for: .touchUpInside)
/// let button = UIButton(type: .system, primaryAction: action)
/// ```
/// Controls unique actions by `identifier`: adding an action whose identifier is already
/// registered for an event replaces the earlier one for that event.
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// A unique identifier for an action (default: a fresh UUID string).
    public struct Identifier: Hashable, RawRepresentable, Sendable, ExpressibleByStringLiteral {
        /// The raw value (Apple's, where it defines one).
        public let rawValue: String
        /// The `Identifier` with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with the given string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// A `Identifier` from a string literal, as from `init(rawValue:)`.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The system's "Paste and Match Style" command.
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
        /// The system's "Paste and Go" command.
        public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
        /// The system's "Paste and Search" command.
        public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
    }

    /// The action's identifier: the one given, else a unique UUID string. That one is made on
    /// first read (a UUID string costs ~6 µs, and most actions are never asked for theirs;
    /// uniqueness checks compare objects until one is).
    open var identifier: Identifier {
        get {
            if let i = _identifier { return i }
            let i = Identifier(UUID().uuidString)
            _identifier = i
            return i
        }
        set { _identifier = newValue }
    }
    private var _identifier: Identifier?
    /// Two actions are the same action when they are one object or share an identifier (an
    /// identifier not made yet is a fresh UUID, equal to no other).
    func _isSameAction(as other: UIAction) -> Bool {
        self === other || (_identifier != nil && _identifier == other._identifier)
    }
    /// What dispatch de-duplicates actions by.
    var _dedupKey: AnyHashable { _identifier.map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(self)) }
    /// A longer description of the action, shown by iOS in discoverability UI (the keyboard-shortcut
    /// overlay, tooltips). Kept but not displayed on Linux.
    open var discoverabilityTitle: String?
    /// How the action appears and behaves in a menu (disabled, destructive, hidden…).
    open var attributes: UIMenuElement.Attributes
    /// The action's check state in a menu: off, on or mixed.
    open var state: UIMenuElement.State
    /// The closure run when the action is performed.
    public let handler: UIActionHandler
    /// The object that performed the action: the control while a control runs the handler
    /// (nil outside a handler call).
    open internal(set) var sender: Any?

    /// Creates an action. A nil `identifier` gets a unique one (a UUID string).
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        _identifier = identifier
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) {
        attributes = []
        state = .off
        handler = { _ in }
        super.init(coder: coder)
    }

    /// Runs the handler with `sender` set for the duration of the call.
    func _perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        handler(self)
        self.sender = previous
    }
}
