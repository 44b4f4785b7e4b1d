//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A drag preview placed in the app: the lifted picture where a drag begins, where a cancelled
/// drag returns and where a drop lands.
@preconcurrency @MainActor open class UITargetedDragPreview: UITargetedPreview {
    /// The same preview at another target.
    open override func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: parameters, target: newTarget)
    }
}
