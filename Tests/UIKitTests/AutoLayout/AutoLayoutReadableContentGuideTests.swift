//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `readableContentGuide` as an app uses it: text pinned to it is as wide as the margins on a
/// narrow view, and no wider than a comfortable line (672 pt at the default text size), centred,
/// on a wide one.
@MainActor @Suite struct AutoLayoutReadableContentGuideTests {
    /// A root of `width`, hosted, with a view pinned to all four edges of its readable guide.
    func hosted(width: CGFloat) -> (UIKitTestHost, UIView, UIView) {
        // Only this test's own conflicts count (the log is shared by every test in the run).
        UIKitLog.clearRecentMessages()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 40)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        let g = root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: g.leadingAnchor), text.trailingAnchor.constraint(equalTo: g.trailingAnchor),
            text.topAnchor.constraint(equalTo: g.topAnchor), text.bottomAnchor.constraint(equalTo: g.bottomAnchor),
        ])
        let host = UIKitTestHost(view: root, size: CGSize(width: max(width, 400), height: 300))
        host.advanceFrames(1)
        return (host, root, text)
    }

    @Test func onANarrowViewItIsTheMarginsGuide() {
        let (host, root, text) = hosted(width: 400)
        defer { host.invalidate() }
        #expect(text.frame == CGRect(x: 20, y: 8, width: 340, height: 284))
        #expect(root.readableContentGuide.layoutFrame == root.layoutMarginsGuide.layoutFrame)
        #expect(!UIKitLog.didLog("Unable to simultaneously satisfy"))
    }

    @Test func onAWideViewItIsCappedAndCentredInTheMargins() {
        let (host, root, text) = hosted(width: 1000)
        defer { host.invalidate() }
        // Margins band: x 20 ..< 960 (940 wide), centre 490; the readable band is 672 around it.
        #expect(text.frame == CGRect(x: 154, y: 8, width: 672, height: 284), "\(text.frame)")
        #expect(root.readableContentGuide.layoutFrame == text.frame)
        // Narrowed below the cap, it follows the margins again; widened, it is capped again.
        root.frame.size.width = 600
        host.advanceFrames(1)
        #expect(text.frame == CGRect(x: 20, y: 8, width: 540, height: 284), "\(text.frame)")
        root.frame.size.width = 1000
        host.advanceFrames(1)
        #expect(text.frame.width == 672 && text.frame.midX == 490)
        // New margins move the band.
        root.layoutMargins = UIEdgeInsets(top: 10, left: 100, bottom: 10, right: 100)
        host.advanceFrames(1)
        #expect(text.frame == CGRect(x: 164, y: 10, width: 672, height: 280), "\(text.frame)")
    }

    @Test func withoutConstraintsTheLayoutFrameIsCappedToo() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 40)
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 154, y: 8, width: 672, height: 284))
        root.frame.size.width = 300
        #expect(root.readableContentGuide.layoutFrame == CGRect(x: 20, y: 8, width: 240, height: 284))
    }
}
