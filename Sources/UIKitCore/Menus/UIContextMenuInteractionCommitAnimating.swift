//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The animator passed when the user commits a context menu's preview.
@preconcurrency @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed: dismissed, or popped into full view (you then present it). On
    /// Linux: neither is drawn; the menu simply closes.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview is committed (Apple's raw values).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}
