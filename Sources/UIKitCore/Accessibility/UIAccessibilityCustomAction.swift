//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The closure form of a custom action: performs it and returns whether it succeeded.
public typealias UIAccessibilityCustomActionHandler = @MainActor (UIAccessibilityCustomAction) -> Bool

/// An extra action an assistive technology offers on an element (VoiceOver's actions rotor:
/// "Delete", "Flag", "Reply"), set in the element's `accessibilityCustomActions`.
///
/// The action runs its `actionHandler`, else sends `selector` to `target` (with the action as
/// the sender). On Linux a selector's method cannot return a value through `Selector`, so the
/// selector form reports success when the target handles the selector.
@preconcurrency @MainActor open class UIAccessibilityCustomAction: NSObject {
    /// The name spoken and listed for the action.
    open var name: String {
        get { attributedName.string }
        set { attributedName = NSAttributedString(string: newValue) }
    }
    /// The name with attributes (a language, a pitch).
    open var attributedName: NSAttributedString
    /// An image shown for the action where actions are listed (Switch Control's menu).
    open var image: UIImage?
    /// The object that receives `selector` (held weakly, as iOS does).
    open weak var target: AnyObject?
    /// The action message sent to `target` when no `actionHandler` is set.
    open var selector: Selector?
    /// The closure run when the action is performed (wins over `target`/`selector`).
    open var actionHandler: UIAccessibilityCustomActionHandler?

    /// An action that sends `selector` to `target`.
    public init(name: String, target: Any?, selector: Selector) {
        attributedName = NSAttributedString(string: name)
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action with an attributed name that sends `selector` to `target`.
    public init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.attributedName = attributedName
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }

    /// An action that runs `actionHandler`.
    public init(name: String, actionHandler: UIAccessibilityCustomActionHandler?) {
        attributedName = NSAttributedString(string: name)
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an attributed name that runs `actionHandler`.
    public init(attributedName: NSAttributedString, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.attributedName = attributedName
        self.actionHandler = actionHandler
        super.init()
    }

    /// An action with an image that sends `selector` to `target`.
    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    /// An action with an image that runs `actionHandler`.
    public convenience init(name: String, image: UIImage?, actionHandler: UIAccessibilityCustomActionHandler?) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    /// Performs the action as an assistive technology does: the handler's result, else whether
    /// the target handled the selector (false without either).
    package func _perform() -> Bool {
        if let actionHandler { return actionHandler(self) }
        guard let target, let selector else { return false }
        return selector._send(to: target, sender: self, event: nil)
    }
}
