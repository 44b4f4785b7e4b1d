//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// How a presented controller covers the screen (Apple's raw values).
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the window; the presenter's view leaves it once the transition ends and the
    /// presenter gets disappearance callbacks.
    case fullScreen = 0
    /// The iOS 13+ card: on a compact-width window, from just under the top safe area to the
    /// bottom with the presenter pushed back behind it; a centred column on a wide one.
    case pageSheet = 1
    /// A centred 540×620 card on a wide window; like a page sheet on a compact one.
    case formSheet = 2
    /// Covers only the view of the nearest ancestor that `definesPresentationContext` (else
    /// the root); that controller's view leaves once the transition ends.
    case currentContext = 3
    /// Placed by the presentation controller the `transitioningDelegate` supplies.
    case custom = 4
    /// Covers the window; the presenter stays underneath, without appearance callbacks.
    case overFullScreen = 5
    /// Like `.currentContext`, but the context's view stays underneath.
    case overCurrentContext = 6
    /// A bubble with an arrow pointing at its source in a regular-width window; a sheet in a
    /// compact one (see `UIPopoverPresentationController`).
    case popover = 7
    /// Not a presentation style: what an adaptive delegate returns to keep the style.
    case none = -1
    /// The system's choice: `.pageSheet` (as before iOS 18).
    case automatic = -2
}

/// The transition a system presentation uses (Apple's raw values).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented view slides up from the bottom (and back down on dismissal).
    case coverVertical = 0
    /// Animates as `.coverVertical` here (no 3-D flip).
    case flipHorizontal = 1
    /// The presented view fades in (and out).
    case crossDissolve = 2
    /// Animates as `.coverVertical` here (no page curl).
    case partialCurl = 3
}
