//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Something a layer runs when one of its properties changes (an implicit animation) or on an
/// event. `CAAnimation` conforms (running it adds a copy to the layer for the key), and so does
/// `NSNull`: a delegate returning `NSNull()` from `action(for:forKey:)` stops the action search,
/// so the change is not animated.
@preconcurrency @MainActor public protocol CAAction {
    /// Runs the action for `event` on `anObject` (the layer); `dict` carries optional parameters.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
