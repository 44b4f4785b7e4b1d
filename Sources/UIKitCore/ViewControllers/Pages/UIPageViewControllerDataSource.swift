//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Supplies a page view controller's neighbouring pages, and optionally the page indicator's
/// count and position.
///
/// The page view controller asks for a neighbour only when the user starts turning towards it
/// (and again after each turn). `presentationCount(for:)` and `presentationIndex(for:)` have
/// default implementations returning 0: a data source that returns a count above 0 gets iOS's
/// page control at the bottom (scroll style, horizontal orientation only), where iOS looks
/// for both optional methods being implemented.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page indicator shows (0, the default: no indicator).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot is selected when the page view controller shows its first pages (default 0);
    /// afterwards the indicator follows the user's turns.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

public extension UIPageViewControllerDataSource {
    func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
