//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// Looks of UIActivityIndicatorView (medium, large, coloured, the deprecated white style on a
/// dark card) and UIProgressView (default, bar, tinted, tall), as one labelled picture
/// (__Snapshots__/IndicatorSnapshotTests).
@MainActor @Suite(.serialized) struct IndicatorSnapshotTests {
    typealias S = ControlTestSupport

    @Test func spinnersAndProgressViews() {
        let root = S.root(CGSize(width: 320, height: 200))
        let spinners: [(String, UIActivityIndicatorView)] = [
            ("medium", UIActivityIndicatorView(style: .medium)),
            ("large", UIActivityIndicatorView(style: .large)),
            ("purple", UIActivityIndicatorView(style: .large)),
            ("white", UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 1)!)),
        ]
        spinners[2].1.color = .systemPurple
        let dark = UIView(frame: CGRect(x: 240, y: 20, width: 70, height: 60))
        dark.backgroundColor = UIColor(white: 0.15, alpha: 1)
        dark.layer.cornerRadius = 8
        root.addSubview(dark)
        for (i, (t, s)) in spinners.enumerated() {
            let x = 12 + CGFloat(i) * 76
            root.addSubview(S.caption(t, at: CGPoint(x: x, y: 4), width: 70))
            s.frame = CGRect(x: x, y: 24, width: 50, height: 50)
            root.addSubview(s)
            s.startAnimating()
        }
        let bars: [(String, UIProgressView, CGFloat)] = [
            ("default 0.3", UIProgressView(progressViewStyle: .default), 0.3),
            ("bar 0.6", UIProgressView(progressViewStyle: .bar), 0.6),
            ("tinted 0.75", UIProgressView(progressViewStyle: .default), 0.75),
            ("12 pt tall 0.5", UIProgressView(progressViewStyle: .default), 0.5),
        ]
        bars[2].1.progressTintColor = .systemGreen
        bars[2].1.trackTintColor = UIColor.systemGreen.withAlphaComponent(0.2)
        for (i, (t, p, v)) in bars.enumerated() {
            let y = 96 + CGFloat(i) * 26
            root.addSubview(S.caption(t, at: CGPoint(x: 12, y: y - 4), width: 100))
            p.frame = CGRect(x: 120, y: y, width: 180, height: i == 3 ? 12 : p.intrinsicContentSize.height)
            p.progress = Float(v)
            root.addSubview(p)
        }
        let host = UIKitTestHost(view: root, scale: 2)
        host.advance(by: 0.3)   // two steps into the turn
        assertSnapshot(of: host, named: "indicators")
    }
}
