//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The name of an action message, as Objective-C's `SEL` (Linux has no Objective-C runtime).
///
/// Write it as a string literal in Objective-C form: `"copy:"`, `"buttonTapped:"`. A selector
/// names an action that some object declares it handles: a `UIResponder` registers handlers with
/// `registerAction(_:handler:)` (one instance) or `UIResponder.registerAction(_:for:handler:)`
/// (every instance of a class), or overrides `_responds(to:)`/`_perform(_:sender:event:)`; any
/// other target object conforms to `_ActionTarget`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The selector's name in Objective-C form (`"buttonTapped:"`).
    public let name: String
    /// A selector with the given name.
    public init(_ name: String) { self.name = name }
    /// A `Selector` from a string literal, as from `init(rawValue:)`.
    public init(stringLiteral value: String) { self.name = value }
    /// A textual description of the Selector, for debugging and logging.
    public var description: String { name }
}

/// The selector with the given name.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
/// The name of a selector.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

extension Selector {
    /// True when `target` handles this action: an `_ActionTarget` (every responder) that says so,
    /// or any object whose class registered it with `UIResponder.registerAction(_:for:handler:)`.
    @MainActor package func _isHandled(by target: AnyObject) -> Bool {
        if let t = target as? _ActionTarget { return t._responds(to: self) }
        return _ActionRegistry.entry(for: self, on: target) != nil
    }

    /// Sends this action to `target` if it handles it; returns whether it did. The building block
    /// of target-action (`UIApplication.sendAction`, gesture recognizers, controls).
    @MainActor @discardableResult
    package func _send(to target: AnyObject, sender: Any?, event: UIEvent?) -> Bool {
        if let t = target as? _ActionTarget {
            guard t._responds(to: self) else { return false }
            t._perform(self, sender: sender, event: event)
            return true
        }
        guard let e = _ActionRegistry.entry(for: self, on: target) else { return false }
        e.perform(target, sender, event)
        return true
    }
}
