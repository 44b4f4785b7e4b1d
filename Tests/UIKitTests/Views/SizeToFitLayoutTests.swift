//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A container that sizes its label in `layoutSubviews`, as iOS code often does.
@MainActor final class SizingContainer: UIView {
    let label = UILabel()
    var layouts = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Hello"
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 10, y: 10)
    }
}

/// A controller that sizes a label in `viewDidLayoutSubviews`.
@MainActor final class SizingController: UIViewController {
    let label = UILabel()
    var didLayouts = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Title"
        view.addSubview(label)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        didLayouts += 1
        label.sizeToFit()
        label.center = CGPoint(x: view.bounds.midX, y: 40)
    }
}

/// `sizeToFit()` invalidates layout only when the size really changes (iOS), so calling it
/// from `layoutSubviews`/`viewDidLayoutSubviews` settles instead of looping.
@MainActor @Suite struct SizeToFitLayoutTests {
    @Test func sizeToFitInLayoutSubviewsSettles() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let c = SizingContainer(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        root.addSubview(c)
        let host = UIKitTestHost(view: root); defer { host.invalidate() }
        host.advanceFrames(2)
        let settled = c.layouts
        #expect(settled >= 1 && settled <= 3, "a couple of passes at most, got \(settled)")
        #expect(c.label.frame.width > 0 && c.label.frame.origin == CGPoint(x: 10, y: 10))
        host.advanceFrames(5)
        #expect(c.layouts == settled, "no new layout pass when nothing changed")
        // A real change still lays out again, once.
        c.label.text = "Hello, a much longer text"
        c.setNeedsLayout()
        host.advanceFrames(3)
        #expect(c.layouts > settled && c.layouts <= settled + 2)
        #expect(c.label.frame.width > 100)
    }

    @Test func sizeToFitInViewDidLayoutSubviewsSettles() {
        let vc = SizingController()
        let host = UIKitTestHost(viewController: vc); defer { host.invalidate() }
        host.advanceFrames(2)
        let settled = vc.didLayouts
        #expect(settled >= 1 && settled <= 3)
        host.advanceFrames(5)
        #expect(vc.didLayouts == settled)
        #expect(vc.label.frame.width > 0)
    }

    @Test func sizeToFitWithTheSameSizeDoesNotMarkTheSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let label = UILabel()
        label.text = "Same"
        root.addSubview(label)
        let host = UIKitTestHost(view: root); defer { host.invalidate() }
        label.sizeToFit()
        host.advanceFrames(1)
        #expect(!root.layer.needsLayout())
        label.sizeToFit()
        #expect(!root.layer.needsLayout(), "same size: nothing to lay out")
        label.frame = label.frame
        #expect(!root.layer.needsLayout() && !label.layer.needsLayout(), "a frame set to itself invalidates nothing")
        label.text = "Now longer"
        label.sizeToFit()
        #expect(root.layer.needsLayout(), "a real size change marks the superview, as on iOS")
    }
}
