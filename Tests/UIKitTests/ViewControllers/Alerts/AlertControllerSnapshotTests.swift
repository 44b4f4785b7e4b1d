//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Looks of alerts and action sheets over a dimmed screen (__Snapshots__/AlertControllerSnapshotTests).
@MainActor @Suite(.serialized) struct AlertControllerSnapshotTests {
    /// Hosts `alert`'s view over a screen of coloured stripes (so the dimming shows), 320×568,
    /// with a 20-pt bottom safe area.
    static func render(_ alert: UIAlertController, named name: String) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        for i in 0..<6 {
            let stripe = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 100, width: 320, height: 50))
            stripe.backgroundColor = [UIColor.systemTeal, .systemOrange, .systemGreen][i % 3]
            root.view.addSubview(stripe)
        }
        let host = UIKitTestHost(viewController: root, size: CGSize(width: 320, height: 568))
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
        alert.view.frame = host.window.bounds
        host.window.addSubview(alert.view)
        host.advanceFrames(1)
        assertSnapshot(of: host, named: name, tolerance: .text)
        alert.view.removeFromSuperview()
    }

    @Test func alertWithTwoActions() {
        let a = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
                                  preferredStyle: .alert)
        a.addAction(UIAlertAction(title: "Delete", style: .destructive))
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        Self.render(a, named: "alert-two-actions")
    }

    @Test func alertWithThreeActions() {
        let a = UIAlertController(title: "Save Changes?", message: "Your edits will be lost if you don't save them.",
                                  preferredStyle: .alert)
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        a.addAction(UIAlertAction(title: "Save", style: .default))
        a.addAction(UIAlertAction(title: "Don't Save", style: .destructive))
        let disabled = UIAlertAction(title: "Save a Copy", style: .default)
        disabled.isEnabled = false
        a.addAction(disabled)
        a.preferredAction = a.actions[1]
        Self.render(a, named: "alert-three-actions-preferred-disabled")
    }

    @Test func actionSheet() {
        let a = UIAlertController(title: "Photo", message: "Choose what to do with this photo.", preferredStyle: .actionSheet)
        a.addAction(UIAlertAction(title: "Share", style: .default))
        a.addAction(UIAlertAction(title: "Duplicate", style: .default))
        a.addAction(UIAlertAction(title: "Delete", style: .destructive))
        a.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        Self.render(a, named: "action-sheet")
    }
}
