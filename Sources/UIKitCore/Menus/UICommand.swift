//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A menu element that sends an action message (a `Selector`) up the responder chain when chosen:
/// the base of `UIKeyCommand`.
///
/// The action goes to the first responder along the chain whose `canPerformAction(_:withSender:)`
/// accepts it (see `UIResponder.target(forAction:withSender:)`); the command is the sender. Before
/// sending, that responder's `validate(_:)` may change the command's title, state or attributes.
@preconcurrency @MainActor open class UICommand: UIMenuElement {
    /// The action message sent when the command runs.
    public let action: Selector
    /// A value the command carries for its target to read (default nil).
    public let propertyList: Any?
    /// Variants of the command with other actions, chosen by holding modifier keys in a menu.
    /// On Linux: kept, not shown (there is no menu bar).
    public let alternates: [UICommandAlternate]
    /// A longer title, shown where shortcuts are listed (iOS's keyboard-shortcut overlay; the
    /// catalog's shortcut list here).
    open var discoverabilityTitle: String?
    /// How the command appears and behaves (`.disabled` keeps it from running).
    open var attributes: UIMenuElement.Attributes
    /// The command's check state in a menu.
    open var state: UIMenuElement.State

    /// A command sending `action`, with a title, image, property list and alternates.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// Archives are not supported on Linux: always fails (returns nil).
    public required init?(coder: NSCoder) { nil }
}

/// A variant of a `UICommand`: another title and action, chosen with extra modifier keys.
@preconcurrency @MainActor open class UICommandAlternate: NSObject {
    /// The alternate's title.
    public let title: String
    /// The action the alternate sends.
    public let action: Selector
    /// The modifier keys that select the alternate.
    public let modifierFlags: UIKeyModifierFlags

    /// An alternate sending `action` when `modifierFlags` are held.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
