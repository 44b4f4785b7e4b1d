//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// `--scene push`: the list becomes the root controller of a `UINavigationController` (a
/// translucent bar over it), and after the scroll, fling and value phases a controller whose
/// view is a full screen of the same rows is pushed and popped, animated, again and again; each
/// frame of the slides is timed. Both screens are composited from cached layers: a push frame
/// should cost about what a scroll frame does.
@MainActor final class PushScene: UINavigationControllerDelegate {
    let nav: UINavigationController
    let detail = UIViewController()
    /// True from a push or pop until the delegate's `didShow`.
    private(set) var busy = false

    init(window: UIWindow, list: UIScrollView, width W: CGFloat, height H: CGFloat, rowHeight rowH: CGFloat) {
        let root = UIViewController()
        root.title = "Rows"
        list.removeFromSuperview()
        root.view = list
        nav = UINavigationController(rootViewController: root)
        detail.title = "Detail"
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: W, height: H))
        screen.backgroundColor = list.backgroundColor
        let font = UIFont.systemFont(ofSize: 13)
        for i in 0..<Int((H / rowH).rounded(.up)) {
            screen.addSubview(ControlsScene.makeRow(i, width: W, rowHeight: rowH, font: font).0)
        }
        detail.view = screen
        nav.delegate = self
        window.rootViewController = nav
    }

    /// Pushes the detail screen, or pops it when it is on top (animated).
    func toggle() {
        busy = true
        if nav.topViewController === detail { nav.popViewController(animated: true) } else { nav.pushViewController(detail, animated: true) }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        busy = false
    }
}
