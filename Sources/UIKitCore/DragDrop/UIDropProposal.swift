//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a drop does with the dragged data (`UIDropProposal.operation`), with iOS's raw values.
public enum UIDropOperation: UInt, Sendable {
    /// No drop: the drag ends without transferring anything.
    case cancel = 0
    /// A drop is normally possible here but not now (the preview shows a forbidden badge).
    case forbidden = 1
    /// The data is copied to the destination.
    case copy = 2
    /// The data is moved (only for drags inside the app whose session allows moves).
    case move = 3
}

/// How a drop session shows its progress while its items load (raw values as on iOS).
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    /// No indicator.
    case none = 0
    /// The system's indicator.
    case `default` = 1
}

/// A drop interaction's answer to `dropInteraction(_:sessionDidUpdate:)`: what dropping here
/// would do.
@preconcurrency @MainActor open class UIDropProposal: NSObject {
    /// The operation a drop here performs.
    public let operation: UIDropOperation
    /// Whether the drop targets a precise point (text insertion): the drop point is offset above
    /// the finger. Default false.
    open var isPrecise: Bool = false
    /// Whether the preview grows to its full size over the destination. Default false.
    open var prefersFullSizePreview: Bool = false

    /// A proposal to perform `operation`.
    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
