//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Pages demo: a `UIPageViewController` (scroll style) of four coloured pages with iOS's
/// page control at the bottom; swipe, flick, use the wheel, or the Next button (an animated
/// `setViewControllers`).
final class PagesViewController: UIViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                     options: [.interPageSpacing: 16])
    let pages: [UIViewController] = zip(["Red", "Green", "Blue", "Orange"], [UIColor.systemRed, .systemGreen, .systemBlue, .systemOrange]).map { name, color in
        let vc = UIViewController()
        vc.title = name
        vc.view.backgroundColor = color
        let label = UILabel()
        label.text = name
        label.font = .systemFont(ofSize: 34, weight: .bold)
        label.textColor = .white
        label.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(label)
        label.centerXAnchor.constraint(equalTo: vc.view.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: vc.view.centerYAnchor).isActive = true
        return vc
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        pager.dataSource = self
        pager.delegate = self
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        // (the page control's white dots are made for a dark strip, as on iOS)
        pager.view.backgroundColor = .black
        addChild(pager)
        pager.view.frame = view.bounds
        pager.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(pager.view)
        pager.didMove(toParent: self)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Next", primaryAction: UIAction { [weak self] _ in
            guard let self, let shown = self.pager.viewControllers?.first, let i = self.pages.firstIndex(of: shown) else { return }
            self.pager.setViewControllers([self.pages[(i + 1) % self.pages.count]], direction: i + 1 < self.pages.count ? .forward : .reverse, animated: true)
        })
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { pages.firstIndex(of: $0) } ?? 0
    }
}
