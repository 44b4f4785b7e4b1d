//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIApplicationDelegate: `window` read through the protocol as iOS types it (`UIWindow??`, an
// optional requirement), for `delegate?.window??.rootViewController`.

/// What `UIApplicationDelegate` inherits so that its `window` also reads as iOS types it through
/// the protocol (`UIWindow??`). No requirements: don't conform to it yourself.
@preconcurrency @MainActor public protocol _UIApplicationDelegateOptionalWindow: AnyObject {}

extension _UIApplicationDelegateOptionalWindow {
    /// The delegate's `window` as iOS code reads it through the protocol, where `window` is an
    /// `@objc optional` requirement and so one optional level deeper: `UIWindow??`.
    ///
    /// `UIApplication.shared.delegate?.window??.rootViewController` and `delegate!.window!!`
    /// compile and read the delegate's window. Wherever `UIWindow?` fits
    /// (`delegate?.window?.rootViewController`, `let w = delegate?.window`) the requirement itself
    /// is used, so code written against this UIKit is unchanged. A delegate without a stored
    /// `window` reads `.some(nil)` here (iOS: nil).
    @_disfavoredOverload
    public var window: UIWindow?? {
        get {
            let window: UIWindow? = (self as? any UIApplicationDelegate)?.window
            return .some(window)
        }
        set {
            let window: UIWindow? = newValue ?? nil
            (self as? any UIApplicationDelegate)?.window = window
        }
    }
}
