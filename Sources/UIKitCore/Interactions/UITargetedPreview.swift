//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view to preview (lifted under a pointer, or above a context menu), with how and where it is
/// drawn.
@preconcurrency @MainActor open class UITargetedPreview: NSObject {
    /// Where the preview is placed.
    public let target: UIPreviewTarget
    /// The view previewed.
    public let view: UIView
    /// How the preview is drawn.
    public let parameters: UIPreviewParameters
    /// The preview's size: the view's bounds (or its visible path's bounds).
    public var size: CGSize { parameters.visiblePath?.bounds.size ?? view.bounds.size }

    /// A preview of `view` drawn with `parameters` at `target`.
    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of `view` where it is: its superview is the container. The view must be in a
    /// window (iOS raises; here it is logged and the view is its own container).
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        if view.window == nil {
            UIKitLog.error("UITargetedPreview: the view must be in a window when the preview is made, or a target given",
                           category: "UITargetedPreview")
        }
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` where it is, with default parameters.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIPreviewParameters()) }

    /// The same preview at another target.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
