//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Flipping a constrained layout to right to left, as an app's language switch does: the layout
/// mirrors and nothing is logged (on iOS a well-formed layout flips without a conflict).
@MainActor @Suite struct AutoLayoutRightToLeftTests {
    /// A settings-like page: a scroll view filling the root, a vertical stack as its content
    /// (as wide as the scroll view, inset by directional margins), and a row of two equal buttons.
    func page() -> (UIKitTestHost, root: UIView, stack: UIStackView, cancel: UIView, save: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 20
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 24, leading: 20, bottom: 24, trailing: 20)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        let title = UILabel()
        title.text = "Settings"
        stack.addArrangedSubview(title)
        let cancel = UIButton(type: .system), save = UIButton(type: .system)
        cancel.setTitle("Cancel", for: .normal)
        save.setTitle("Save", for: .normal)
        for b in [cancel, save] { b.heightAnchor.constraint(equalToConstant: 48).isActive = true }
        let row = UIStackView(arrangedSubviews: [cancel, save])
        row.distribution = .fillEqually
        row.spacing = 12
        stack.addArrangedSubview(row)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        return (host, root, stack, cancel, save)
    }

    /// `frame` in the root's coordinates.
    func inRoot(_ v: UIView, _ root: UIView) -> CGRect { v.convert(v.bounds, to: root) }

    @Test func aStackPageFlipsToRightToLeftWithoutConflicts() {
        let (host, root, stack, cancel, save) = page()
        defer { host.invalidate() }
        let cancelLTR = inRoot(cancel, root), saveLTR = inRoot(save, root)
        #expect(cancelLTR == CGRect(x: 20, y: cancelLTR.minY, width: 174, height: 48), "\(cancelLTR)")
        #expect(saveLTR.minX == 206 && saveLTR.width == 174, "\(saveLTR)")
        UIKitLog.clearRecentMessages()
        root.semanticContentAttribute = .forceRightToLeft
        host.advanceFrames(1)
        #expect(!UIKitLog.didLog("Unable to simultaneously satisfy"), "flipping a well-formed layout logs no conflict")
        #expect(inRoot(cancel, root) == CGRect(x: 206, y: cancelLTR.minY, width: 174, height: 48), "Cancel moves to the right (leading) side")
        #expect(inRoot(save, root) == CGRect(x: 20, y: saveLTR.minY, width: 174, height: 48), "Save moves to the left (trailing) side")
        #expect(stack.frame.width == 400)
        UIKitLog.clearRecentMessages()
        root.semanticContentAttribute = .unspecified
        host.advanceFrames(1)
        #expect(!UIKitLog.didLog("Unable to simultaneously satisfy"), "and back")
        #expect(inRoot(cancel, root) == cancelLTR && inRoot(save, root) == saveLTR)
    }
}
