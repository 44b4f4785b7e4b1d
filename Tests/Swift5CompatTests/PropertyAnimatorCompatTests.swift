//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import UIKitTesting
import Testing

// iOS-style code in Swift 5 mode, nothing annotated @MainActor: a card that a pan drags open
// through a property animator, a view from a nib that lays out a layer, a dismissable form.

final class CardView: UIView {
    let stripe = CALayer()
    var awokeFromNib = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeFromNib = true
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        backgroundColor = .lightGray
    }

    override func layoutSublayers(of layer: CALayer) {
        super.layoutSublayers(of: layer)
        if stripe.superlayer == nil { layer.addSublayer(stripe) }
        stripe.frame = CGRect(x: 0, y: 0, width: layer.bounds.width, height: 4)
    }
}

final class CardController {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let card = CardView(frame: CGRect(x: 0, y: 300, width: 300, height: 400))
    var animator: UIViewPropertyAnimator?
    var ended: UIViewAnimatingPosition?
    let travel: CGFloat = 200

    init() {
        container.backgroundColor = .white
        card.backgroundColor = .blue
        container.addSubview(card)
        let pan = UIPanGestureRecognizer(target: self, action: CardController.handlePan)
        card.addGestureRecognizer(pan)
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let animator = UIViewPropertyAnimator(duration: 0.4, dampingRatio: 1) {
                self.card.frame.origin.y = 100
            }
            animator.addCompletion { position in self.ended = position }
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            let dy = -pan.translation(in: container).y
            animator?.fractionComplete = max(0, min(1, dy / travel))
        case .ended, .cancelled:
            guard let animator = animator else { return }
            if animator.fractionComplete < 0.5 { animator.isReversed = true }
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}

@MainActor struct PropertyAnimatorCompatTests {
    @Test func panScrubsTheAnimatorAndReleaseFinishesIt() {
        let controller = CardController()
        let host = UIKitTestHost(view: controller.container)
        let finger = host.touchDown(at: CGPoint(x: 150, y: 350))
        for step in 1...10 { host.move(finger, to: CGPoint(x: 150, y: 350 - CGFloat(step) * 15)) }
        // Dragged 150 of 200 points (less the pan's start slop): the card follows the finger.
        let shown = controller.card.layer.presentation()!.frame.minY
        #expect(shown < 200 && shown > 140)
        #expect(controller.animator?.state == .active)
        host.lift(finger, at: CGPoint(x: 150, y: 200))
        host.advance(by: 1)
        #expect(controller.ended == .end)
        #expect(controller.card.frame.minY == 100)
        #expect(controller.card.stripe.frame.width == 300)
    }

    @Test func aShortPanSnapsBack() {
        let controller = CardController()
        let host = UIKitTestHost(view: controller.container)
        host.drag(from: CGPoint(x: 150, y: 350), to: CGPoint(x: 150, y: 300))
        host.advance(by: 1)
        #expect(controller.ended == .start)
        #expect(controller.card.frame.minY == 300)
    }

    @Test func nibHooksAndEndEditingCompile() {
        let card = CardView()
        card.awakeFromNib()
        card.prepareForInterfaceBuilder()
        #expect(card.awokeFromNib)
        #expect(card.endEditing(true) == false)
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: [.curveEaseOut], animations: {
            card.alpha = 0
        })
        #expect(running.isRunning)
        running.stopAnimation(true)
    }
}
