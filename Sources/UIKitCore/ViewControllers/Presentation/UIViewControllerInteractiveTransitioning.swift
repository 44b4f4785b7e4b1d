//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// An interaction controller: drives an animated view-controller transition from user input.
///
/// The properties are optional (default implementations give iOS's defaults), as `@objc optional`
/// is on iOS. ``UIPercentDrivenInteractiveTransition`` is the ready-made one.
@preconcurrency @MainActor public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the interactive transition: keep the context to report progress, then finish or cancel.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// How fast the animations run to their end once the interaction ends (1: normal speed).
    var completionSpeed: CGFloat { get }
    /// The timing curve of the animations once the interaction ends.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactively (true) or as a normal animation that a gesture may
    /// take over. On Linux: only navigation controllers read it; presentations and tab switches always
    /// start interactively when given an interaction controller.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// Returns 1.
    public var completionSpeed: CGFloat { 1 }
    /// Returns `.easeInOut`.
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// Returns true.
    public var wantsInteractiveStart: Bool { true }
}
