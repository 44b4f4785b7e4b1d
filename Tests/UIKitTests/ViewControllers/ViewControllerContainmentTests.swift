//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Appends every appearance and move callback (with the `animated` flag and moving flags) to a
/// shared log, prefixed by the controller's name.
@MainActor private final class Logger {
    var lines: [String] = []
}

@MainActor private class LoggingController: UIViewController {
    let name: String
    let logger: Logger
    var forwards = true
    init(_ name: String, _ logger: Logger) {
        self.name = name
        self.logger = logger
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    private func log(_ s: String) { logger.lines.append("\(name).\(s)") }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("willAppear(\(animated))\(isMovingToParent ? " moving" : "")")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("didAppear(\(animated))\(isMovingToParent ? " moving" : "")")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("willDisappear(\(animated))\(isMovingFromParent ? " moving" : "")")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("didDisappear(\(animated))\(isMovingFromParent ? " moving" : "")")
    }
}

/// A container that puts one child's view in its own in `viewDidLoad`.
@MainActor private final class ContainerController: LoggingController {
    var child: UIViewController?
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let child else { return }
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}

@MainActor @Suite struct ViewControllerContainmentTests {
    @Test func appearanceIsForwardedToChildrenParentFirst() {
        let log = Logger()
        let parent = ContainerController("P", log)
        let child = ContainerController("C", log)
        let grandchild = LoggingController("G", log)
        child.child = grandchild
        parent.child = child
        let host = UIKitTestHost(viewController: parent)
        #expect(log.lines == [
            "P.willAppear(false)", "C.willAppear(false)", "G.willAppear(false)",
            "P.didAppear(false)", "C.didAppear(false)", "G.didAppear(false)",
        ])
        log.lines = []
        host.window.isHidden = true
        #expect(log.lines == [
            "P.willDisappear(false)", "C.willDisappear(false)", "G.willDisappear(false)",
            "P.didDisappear(false)", "C.didDisappear(false)", "G.didDisappear(false)",
        ])
        host.invalidate()
    }

    @Test func childrenWhoseViewsAreNotInTheParentsHierarchyGetNoCallbacks() {
        let log = Logger()
        let parent = LoggingController("P", log)
        let offscreen = LoggingController("X", log)
        parent.addChild(offscreen)                  // view never added
        offscreen.didMove(toParent: parent)
        let host = UIKitTestHost(viewController: parent)
        #expect(log.lines == ["P.willAppear(false)", "P.didAppear(false)"])
        #expect(!offscreen.isViewLoaded)
        host.invalidate()
    }

    /// A parent hosted in a visible window, with the log emptied after its appearance.
    private func hostedParent(_ log: Logger) -> (LoggingController, UIKitTestHost) {
        let parent = LoggingController("P", log)
        let host = UIKitTestHost(viewController: parent)
        log.lines = []
        return (parent, host)
    }

    @Test func childAddedToAVisibleParentAppearsWhenItsViewEntersTheWindowAndDisappearsWhenRemoved() {
        let log = Logger()
        let (parent, host) = hostedParent(log)
        let child = LoggingController("C", log)
        parent.addChild(child)
        #expect(log.lines.isEmpty)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.lines == ["C.willAppear(false) moving", "C.didAppear(false) moving"])
        log.lines = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.lines == ["C.willDisappear(false) moving", "C.didDisappear(false) moving"])
        #expect(log.lines.allSatisfy { !$0.hasPrefix("P.") })
        host.invalidate()
    }

    @Test func aChildInsideADetachedViewAppearsWhenThatViewEntersTheWindow() {
        let log = Logger()
        let (parent, host) = hostedParent(log)
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingController("C", log)
        parent.addChild(child)
        holder.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.lines.isEmpty)                  // not in a window yet
        parent.view.addSubview(holder)
        #expect(log.lines == ["C.willAppear(false)", "C.didAppear(false)"])
        log.lines = []
        holder.removeFromSuperview()                // leaving with the holder, still a child
        #expect(log.lines == ["C.willDisappear(false)", "C.didDisappear(false)"])
        host.invalidate()
    }

    @Test func aNestedContainerAddedToAVisibleParentForwardsToItsOwnChild() {
        let log = Logger()
        let (parent, host) = hostedParent(log)
        let child = ContainerController("C", log)
        child.child = LoggingController("G", log)
        parent.addChild(child)
        parent.view.addSubview(child.view)          // loads C's view, which embeds G
        child.didMove(toParent: parent)
        #expect(log.lines == ["C.willAppear(false) moving", "G.willAppear(false)", "C.didAppear(false) moving", "G.didAppear(false)"])
        log.lines = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.lines == ["C.willDisappear(false) moving", "G.willDisappear(false)", "C.didDisappear(false) moving", "G.didDisappear(false)"])
        host.invalidate()
    }

    @Test func aContainerThatForwardsByHandDrivesItsChildrenWithTheAnimatedFlag() {
        let log = Logger()
        let parent = ContainerController("P", log)
        parent.forwards = false
        let child = LoggingController("C", log)
        parent.child = child
        let host = UIKitTestHost(viewController: parent)
        #expect(log.lines == ["P.willAppear(false)", "P.didAppear(false)"])
        log.lines = []
        child.beginAppearanceTransition(true, animated: true)
        #expect(log.lines == ["C.willAppear(true)"])
        child.endAppearanceTransition()
        #expect(log.lines == ["C.willAppear(true)", "C.didAppear(true)"])
        log.lines = []
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(log.lines == ["C.willDisappear(true)", "C.didDisappear(true)"])
        // Removing the view while the parent forwards by hand gives no automatic calls.
        log.lines = []
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        log.lines = []
        child.view.removeFromSuperview()
        #expect(log.lines.isEmpty)
        host.invalidate()
    }

    @Test func aCancelledTransitionRunsWillAppearWillDisappearDidDisappear() {
        let log = Logger()
        let vc = LoggingController("A", log)
        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        #expect(log.lines == ["A.willAppear(true)", "A.willDisappear(true)", "A.didDisappear(true)"])
    }

    @Test func unbalancedAndRedundantCallsAreLoggedAndIgnored() {
        let log = Logger()
        let vc = LoggingController("A", log)
        UIKitLog.clearRecentMessages()
        vc.endAppearanceTransition()                // nothing in progress
        #expect(UIKitLog.didLog("Unbalanced calls to begin/end appearance transitions"))
        #expect(log.lines.isEmpty)
        UIKitLog.clearRecentMessages()
        vc.beginAppearanceTransition(false, animated: false)    // already disappeared
        #expect(UIKitLog.didLog("Unbalanced calls"))
        #expect(log.lines.isEmpty)
        vc.beginAppearanceTransition(true, animated: false)
        UIKitLog.clearRecentMessages()
        vc.beginAppearanceTransition(true, animated: true)      // already appearing
        #expect(UIKitLog.didLog("Unbalanced calls"))
        vc.endAppearanceTransition()
        vc.endAppearanceTransition()                            // already appeared
        #expect(log.lines == ["A.willAppear(false)", "A.didAppear(false)"])
    }

    @Test func aRemovedChildIsFreed() {
        let log = Logger()
        let parent = LoggingController("P", log)
        let host = UIKitTestHost(viewController: parent)
        weak var weakChild: UIViewController?
        weak var weakView: UIView?
        do {
            let child = LoggingController("C", log)
            weakChild = child
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            weakView = child.view
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
        }
        #expect(weakChild == nil)
        #expect(weakView == nil)
        host.invalidate()
    }

    @Test func showWalksToTheContainerThatHandlesItAndWarnsWhenNoneDoes() {
        let container = ShowingContainer()
        let middle = UIViewController(), leaf = UIViewController()
        container.addChild(middle)
        middle.addChild(leaf)
        let shown = UIViewController()
        #expect(leaf.targetViewController(forAction: UIViewController._showAction, sender: nil) === container)
        #expect(leaf.targetViewController(forAction: UIViewController._showDetailAction, sender: nil) == nil)
        leaf.show(shown, sender: nil)
        #expect(container.shown.count == 1 && container.shown[0] === shown)
        UIKitLog.clearRecentMessages()
        leaf.showDetailViewController(shown, sender: nil)
        #expect(UIKitLog.didLog("whose view is not in the window hierarchy"))   // presented modally: refused off-screen
        UIKitLog.clearRecentMessages()
        UIViewController().show(shown, sender: nil)             // no container at all
        #expect(UIKitLog.didLog("whose view is not in the window hierarchy"))
        #expect(container.shown.count == 1)
    }

    @Test func childViewsGetTheParentsAdditionalSafeAreaInsets() {
        let parent = UIViewController()
        let host = UIKitTestHost(viewController: parent)
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let child = UIViewController()
        parent.addChild(child)
        child.view.frame = parent.view.bounds
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        parent.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 101, left: 5, bottom: 83, right: 0))
        parent.additionalSafeAreaInsets = .zero
        child.additionalSafeAreaInsets = .zero
        host.window._setSafeAreaInsets(.zero)
        host.invalidate()
    }

    @Test func traitChangesReachTheParentThenItsChildren() {
        let parent = TraitController("P"), child = TraitController("C"), detached = TraitController("X")
        let host = UIKitTestHost(viewController: parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.addChild(detached)                   // its view is not in the parent's
        detached.didMove(toParent: parent)
        _ = detached.view
        TraitController.log = []
        parent.view.semanticContentAttribute = .forceRightToLeft
        #expect(TraitController.log == ["P leftToRight", "C leftToRight"])
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        host.invalidate()
    }

    @Test func beingPresentedAndDismissedAreFalseWithoutPresentation() {
        let vc = UIViewController()
        #expect(!vc.isBeingPresented && !vc.isBeingDismissed)
    }
}

/// A container that handles `show` (as a navigation controller would).
@MainActor private final class ShowingContainer: UIViewController {
    var shown: [UIViewController] = []
    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        action == UIViewController._showAction ? self : super.targetViewController(forAction: action, sender: sender)
    }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

/// Logs `traitCollectionDidChange` with the previous layout direction.
@MainActor private final class TraitController: UIViewController {
    static var log: [String] = []
    let name: String
    init(_ name: String) { self.name = name; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { return nil }
    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
        super.traitCollectionDidChange(previous)
        TraitController.log.append("\(name) \(previous?.layoutDirection == .rightToLeft ? "rightToLeft" : "leftToRight")")
    }
}
