//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a flow layout's invalidation recomputes: the sizes and spacings asked from the delegate,
/// and the lines built from them. Both are true by default; a scroll with pinned headers sets both
/// false (the headers just move).
@preconcurrency @MainActor open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    /// Whether the delegate is asked again for sizes, insets and spacings; true by default.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the lines are computed again; true by default.
    open var invalidateFlowLayoutAttributes = true
}
