//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// Looks of navigation bars and a toolbar (__Snapshots__/NavigationBarSnapshotTests): a back
/// chevron with the previous title, a centred title and right items; a large title; a prompt;
/// system glyphs in a toolbar; a push half-way.
@MainActor @Suite(.serialized) struct NavigationBarSnapshotTests {
    /// 1.5 % of pixels may differ by more than 24 per channel (anti-aliased text edges).
    static let tolerance = SnapshotTolerance(channelDelta: 24, pixelFraction: 0.015)

    private func pageRoot() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 420))
        root.backgroundColor = .white
        // Stripes behind the bars show their translucency.
        for i in 0..<20 {
            let s = UIView(frame: CGRect(x: CGFloat(i) * 40, y: 0, width: 20, height: 420))
            s.backgroundColor = UIColor.systemTeal.withAlphaComponent(0.25)
            root.addSubview(s)
        }
        return root
    }

    @Test func barsAndToolbar() {
        let root = pageRoot()
        // A pushed item: back chevron "Albums", title, Add and Edit on the right.
        let bar1 = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let beach = UINavigationItem(title: "Beach")
        beach.rightBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add), UIBarButtonItem(barButtonSystemItem: .edit)]
        bar1.items = [UINavigationItem(title: "Albums"), beach]
        root.addSubview(bar1)
        // A large title with a compose button, opaque.
        let bar2 = UINavigationBar(frame: CGRect(x: 0, y: 70, width: 390, height: 96))
        bar2.prefersLargeTitles = true
        let photos = UINavigationItem(title: "Photos")
        photos.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose)
        photos.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        bar2.items = [photos]
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        bar2.standardAppearance = opaque
        root.addSubview(bar2)
        // A prompt, a done button and a tinted bar.
        let bar3 = UINavigationBar(frame: CGRect(x: 0, y: 190, width: 390, height: 74))
        let join = UINavigationItem(title: "Join Network")
        join.prompt = "Enter the password"
        join.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done)
        join.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        bar3.items = [join]
        bar3.tintColor = .systemOrange
        root.addSubview(bar3)
        // A toolbar of glyphs.
        let tb = UIToolbar(frame: CGRect(x: 0, y: 300, width: 390, height: 44))
        tb.items = [UIBarButtonItem(barButtonSystemItem: .reply), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .action),
                    .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .search), .flexibleSpace(),
                    UIBarButtonItem(barButtonSystemItem: .trash), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .close)]
        root.addSubview(tb)
        let tb2 = UIToolbar(frame: CGRect(x: 0, y: 360, width: 390, height: 44))
        tb2.items = [UIBarButtonItem(barButtonSystemItem: .rewind), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .play),
                     .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .pause), .flexibleSpace(),
                     UIBarButtonItem(barButtonSystemItem: .fastForward), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .refresh),
                     .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .camera), .flexibleSpace(),
                     UIBarButtonItem(barButtonSystemItem: .bookmarks), .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .organize),
                     .flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .stop)]
        root.addSubview(tb2)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "bars", tolerance: Self.tolerance)
    }

    /// A top-attached large-title bar under a 47-pt status area: the background reaches the top.
    @Test func topAttachedLargeTitle() {
        let root = pageRoot()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 96))
        let d = BarDelegateLog()
        d.position = .topAttached
        bar.delegate = d
        bar.prefersLargeTitles = true
        let settings = UINavigationItem(title: "Settings")
        settings.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .search)
        bar.items = [settings]
        root.addSubview(bar)
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host.render().cropping(to: CGRect(x: 0, y: 0, width: 780, height: 320))!, named: "top-attached-large-title", tolerance: Self.tolerance)
    }

    @Test func pushHalfWay() {
        let root = pageRoot()
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let albums = UINavigationItem(title: "Albums")
        albums.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add)
        bar.items = [albums]
        root.addSubview(bar)
        let host = UIKitTestHost(view: root, scale: 2)
        let beach = UINavigationItem(title: "Beach")
        beach.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit)
        bar.pushItem(beach, animated: true)
        host.advance(by: UINavigationBar._transitionDuration / 2)
        assertSnapshot(of: host.render().cropping(to: CGRect(x: 0, y: 0, width: 780, height: 100))!, named: "push-half-way", tolerance: Self.tolerance)
    }
}
