//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The alert's own animators, driven through a transition context as the presentation machinery
/// drives them: mid-animation frames and pixels, the end state, the completion.
@MainActor @Suite(.serialized) struct AlertControllerTransitionTests {
    struct Setup {
        let host: UIKitTestHost
        let presenter: UIViewController
        let alert: UIAlertController
        let container: UIView
    }

    static func setup(_ style: UIAlertController.Style) -> Setup {
        let presenter = UIViewController()
        presenter.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: presenter, size: CGSize(width: 320, height: 568))
        let container = UIView(frame: host.window.bounds)
        host.window.addSubview(container)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return Setup(host: host, presenter: presenter, alert: alert, container: container)
    }

    static func context(_ s: Setup, presenting: Bool, completed: @escaping (Bool) -> Void) -> _UIViewControllerTransitionContext {
        let ctx = _UIViewControllerTransitionContext(containerView: s.container, animated: true)
        ctx.controllers = presenting ? [.from: s.presenter, .to: s.alert] : [.from: s.alert, .to: s.presenter]
        ctx.views = presenting ? [.to: s.alert.view] : [.from: s.alert.view]
        ctx.finalFrames[ObjectIdentifier(s.alert)] = s.container.bounds
        ctx.presentationStyle = .overFullScreen
        ctx.onComplete = completed
        return ctx
    }

    /// The red channel of the pixel at (2, 2): white (255) darkened by the dimming.
    static func cornerLevel(_ host: UIKitTestHost) -> Int { Int(host.render().rgbaPixels()[(2 * 320 + 2) * 4]) }

    @Test func alertFadesInWhileShrinkingFromLarger() throws {
        let s = Self.setup(.alert)
        let delegate = try #require(s.alert.transitioningDelegate)
        let animator = try #require(delegate.animationController(forPresented: s.alert, presenting: s.presenter, source: s.presenter))
        var completed: Bool?
        let ctx = Self.context(s, presenting: true) { completed = $0 }
        let duration = animator.transitionDuration(using: ctx)
        #expect(duration == 0.3)
        animator.animateTransition(using: ctx)
        #expect(s.alert.view.superview === s.container)
        let card = try #require((s.alert.view as? _UIAlertControllerView)?.contentView)

        s.host.advance(by: duration / 2)
        let midScale = try #require(card.layer.presentation()).affineTransform().a
        #expect(midScale > 1.0 && midScale < 1.2)
        let midLevel = Self.cornerLevel(s.host)
        #expect(midLevel > 205 && midLevel < 254)
        #expect(completed == nil)

        s.host.advance(by: duration / 2 + 0.05)
        #expect(completed == true)
        #expect(card.transform == .identity)
        #expect(abs(Self.cornerLevel(s.host) - 204) <= 2)
    }

    @Test func actionSheetSlidesUpFromBelowTheScreen() throws {
        let s = Self.setup(.actionSheet)
        let animator = try #require(s.alert.transitioningDelegate?.animationController(forPresented: s.alert, presenting: s.presenter, source: s.presenter))
        var completed: Bool?
        let ctx = Self.context(s, presenting: true) { completed = $0 }
        animator.animateTransition(using: ctx)
        let cards = try #require((s.alert.view as? _UIAlertControllerView)?.contentView)
        let restingTop = cards.frame.minY
        s.host.advance(by: animator.transitionDuration(using: ctx) / 2)
        let midTop = try #require(cards.layer.presentation()).frame.minY
        #expect(midTop > restingTop + 1 && midTop < 568)
        s.host.advance(by: 1)
        #expect(completed == true)
        #expect(cards.frame.minY == restingTop)
    }

    @Test func dismissalFadesTheAlertOutAndRemovesItsView() throws {
        let s = Self.setup(.alert)
        var presented: Bool?
        let delegate = try #require(s.alert.transitioningDelegate)
        delegate.animationController(forPresented: s.alert, presenting: s.presenter, source: s.presenter)?
            .animateTransition(using: Self.context(s, presenting: true) { presented = $0 })
        s.host.advance(by: 1)
        #expect(presented == true)

        let animator = try #require(delegate.animationController(forDismissed: s.alert))
        var dismissed: Bool?
        let ctx = Self.context(s, presenting: false) { dismissed = $0 }
        #expect(animator.transitionDuration(using: ctx) == 0.2)
        animator.animateTransition(using: ctx)
        s.host.advance(by: 0.1)
        let mid = Self.cornerLevel(s.host)
        #expect(mid > 206 && mid < 254)
        s.host.advance(by: 0.2)
        #expect(dismissed == true)
        #expect(s.alert.view.superview == nil)
        #expect(Self.cornerLevel(s.host) == 255)
    }

    @Test func otherControllersGetNoAnimator() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let other = UIViewController()
        #expect(alert.transitioningDelegate?.animationController(forPresented: other, presenting: alert, source: alert) == nil)
        #expect(alert.transitioningDelegate?.animationController(forDismissed: other) == nil)
    }
}
