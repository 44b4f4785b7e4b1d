//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// An object that receives action messages named by a `Selector` (the target of target-action).
/// `UIResponder` conforms; other target objects implement the two methods.
@MainActor package protocol _ActionTarget: AnyObject {
    /// True when the object implements `action`.
    func _responds(to action: Selector) -> Bool
    /// Performs `action` (only called when `_responds(to:)` is true).
    func _perform(_ action: Selector, sender: Any?, event: UIEvent?)
}
