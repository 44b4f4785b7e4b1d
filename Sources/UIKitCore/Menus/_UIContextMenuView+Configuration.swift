//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Showing a context menu configuration: its preview (the provider's view controller, else a
// snapshot of the pressed view) above its menu, and the animators its owner's delegate receives.
extension _UIContextMenuView {
    /// Shows `configuration` for the area `anchor` (window coordinates) of `window`: the preview
    /// provider's view controller at its preferred size, else a snapshot of `pressed`, lifted
    /// above the dimming with the menu beside it. `willDisplay` gets the appearance animator,
    /// `willCommit` the commit animator of a tap on the preview, `willEnd` the animator of the
    /// menu closing (after a commit too).
    static func present(_ configuration: UIContextMenuConfiguration, anchor: CGRect, in window: UIWindow, snapshotOf pressed: UIView?,
                        willDisplay: (UIContextMenuInteractionAnimating) -> Void,
                        willCommit: @escaping (UIContextMenuInteractionCommitAnimating) -> Void,
                        willEnd: @escaping (UIContextMenuInteractionAnimating) -> Void) {
        let previewController = configuration._previewProvider?()
        var preview: UIView?
        if let vc = previewController {
            let wanted = vc.preferredContentSize
            let size = CGSize(width: wanted.width > 0 ? min(wanted.width, window.bounds.width - 16) : min(window.bounds.width - 32, 400),
                              height: wanted.height > 0 ? min(wanted.height, window.bounds.height * 0.6) : min(window.bounds.height * 0.5, 400))
            vc.view.frame = CGRect(x: (window.bounds.width - size.width) / 2, y: anchor.minY, width: size.width, height: size.height)
            vc.view.layoutIfNeeded()
            preview = vc.view
        } else if let pressed, let snapshot = pressed.snapshotView(afterScreenUpdates: false) {
            snapshot.frame = anchor
            preview = snapshot
        }
        func end() {
            let a = _UIContextMenuAnimator(previewViewController: previewController)
            willEnd(a)
            a.run()
        }
        let appear = _UIContextMenuAnimator(previewViewController: previewController)
        present(configuration._actionProvider?([]), anchor: anchor, in: window, preview: preview,
                previewTapped: {
                    let commit = _UIContextMenuAnimator(previewViewController: previewController)
                    willCommit(commit)
                    end()
                    commit.run()
                },
                willShow: { willDisplay(appear) },
                closed: { end() })
        appear.run()
    }
}
