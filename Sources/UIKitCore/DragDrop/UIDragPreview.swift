//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The picture shown under the finger while an item is dragged: a view and how to draw it.
@preconcurrency @MainActor open class UIDragPreview: NSObject {
    /// The view shown.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview showing `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview showing `view` with default parameters.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}
