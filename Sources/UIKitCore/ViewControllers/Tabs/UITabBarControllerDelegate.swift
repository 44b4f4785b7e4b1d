//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The messages a tab bar controller sends when the user taps a tab. Every method is optional
/// (a default implementation allows the selection and does nothing), as on iOS. Selecting a tab
/// in code (`selectedIndex`, `selectedViewController`) sends neither.
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the tab the user tapped may be selected (default true). Asked before anything
    /// changes, also for the tab that is already selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// The user selected `viewController`'s tab (sent even when it was already selected), after
    /// the switch and its appearance callbacks.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// An animator for switching from `fromVC` to `toVC` while the tab bar controller is on
    /// screen (taps and selections in code alike); nil (the default) switches at once.
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// An interaction controller that drives `animationController` (nil, the default: the
    /// animator runs on its own).
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

public extension UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
