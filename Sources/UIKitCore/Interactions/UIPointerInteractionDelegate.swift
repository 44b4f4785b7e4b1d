//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Animations run alongside the pointer entering or leaving a region.
@preconcurrency @MainActor public protocol UIPointerInteractionAnimating: NSObjectProtocol {
    /// Adds animations that run with the pointer's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion, called (with true when the animations finished) after them.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// What a pointer interaction asks about its view: the region under the pointer and its style,
/// and when the pointer enters or leaves a region. Every method is optional.
@preconcurrency @MainActor public protocol UIPointerInteractionDelegate: AnyObject {
    /// The region at `request.location` (default: `defaultRegion`, the view's bounds); nil: no
    /// region here (the pointer is the system's).
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The pointer's style in `region` (default: an automatic effect on the view); nil: the
    /// system pointer.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer is entering `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
    /// The pointer is leaving `region`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    /// Default: `defaultRegion`.
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    /// Default: an automatic effect on the interaction's view.
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        interaction._defaultStyle
    }
    /// Default: nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
    /// Default: nothing.
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: UIPointerInteractionAnimating) {}
}
