//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Conditions under which the system picks a scene for a URL or activity (predicates on iOS).
/// Stored only on Linux.
@preconcurrency @MainActor public class UISceneActivationConditions: NSObject {
    /// The conditions under which the scene can be chosen (stored only).
    public var canActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: true)
    /// The conditions under which the scene is preferred (stored only).
    public var prefersToActivateForTargetContentIdentifierPredicate: NSPredicate = NSPredicate(value: false)
    /// Makes conditions that accept everything.
    public override init() { super.init() }
}
