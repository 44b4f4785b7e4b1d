//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A behaviour added to a view (`UIView.addInteraction(_:)`): pointer effects, context menus.
///
/// The view keeps its interactions (strongly) in `interactions`; an interaction's `view` is the
/// view it is attached to, told before and after it moves with `willMove(to:)` and
/// `didMove(to:)`.
@preconcurrency @MainActor public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is attached to (nil when it is not attached).
    var view: UIView? { get }
    /// Called before the interaction is added to `view` (or removed, with nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view` (or removed, with nil).
    func didMove(to view: UIView?)
}
