//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Chooses a bar's position (`.topAttached` makes a navigation bar's background extend up
/// behind the status bar).
@preconcurrency @MainActor public protocol UIBarPositioningDelegate: AnyObject {
    /// The position `bar` should take (`.any`: the bar's own default).
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// Returns `.any`.
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}
