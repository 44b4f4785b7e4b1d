//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Objects that have a trait collection (views, view controllers, screens).
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    /// The traits the object has now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed; `previousTraitCollection` holds the traits before.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
