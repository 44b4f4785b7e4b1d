//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A log of appearance callbacks and data source and delegate messages.
@MainActor final class ContainerLog {
    var lines: [String] = []
    func take() -> [String] { defer { lines = [] }; return lines }
}

/// A coloured controller that logs its appearance callbacks.
@MainActor final class ContainerLoggingController: UIViewController {
    let name: String
    let log: ContainerLog
    let color: UIColor
    init(_ name: String, _ log: ContainerLog, color: UIColor = .systemBlue) {
        self.name = name
        self.log = log
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { return nil }
    override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = color }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name).didDisappear") }
}

/// Pages p0…p(n−1), with optional presentation count and index; logs what it is asked and the
/// delegate messages.
@MainActor final class PagesSource: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [ContainerLoggingController]
    let log: ContainerLog
    var count = 0
    init(_ n: Int, _ log: ContainerLog) {
        self.log = log
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue, .systemOrange]
        pages = (0..<n).map { ContainerLoggingController("p\($0)", log, color: colors[$0 % colors.count]) }
    }
    func index(_ vc: UIViewController) -> Int { pages.firstIndex { $0 === vc }! }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let i = index(viewController)
        log.lines.append("before p\(i)")
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let i = index(viewController)
        log.lines.append("after p\(i)")
        return i + 1 < pages.count ? pages[i + 1] : nil
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.map { index($0) } ?? 0
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.lines.append("willTransitionTo " + pendingViewControllers.map { ($0 as! ContainerLoggingController).name }.joined())
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.lines.append("didFinish previous " + previousViewControllers.map { ($0 as! ContainerLoggingController).name }.joined() + " completed \(completed)")
    }
}

@MainActor @Suite struct PageViewControllerTests {
    func hosted(_ n: Int = 3, style: UIPageViewController.TransitionStyle = .scroll,
                orientation: UIPageViewController.NavigationOrientation = .horizontal,
                options: [UIPageViewController.OptionsKey: Any]? = nil, count: Int = 0, start: Int = 0)
        -> (UIKitTestHost, UIPageViewController, PagesSource, ContainerLog) {
        let log = ContainerLog()
        let source = PagesSource(n, log)
        source.count = count
        let pvc = UIPageViewController(transitionStyle: style, navigationOrientation: orientation, options: options)
        pvc.dataSource = source
        pvc.delegate = source
        pvc.setViewControllers([source.pages[start]], direction: .forward, animated: false)
        let host = UIKitTestHost(viewController: pvc)
        _ = log.take()
        return (host, pvc, source, log)
    }

    @Test func theRawValuesAndDefaultsAreIOSs() {
        #expect(UIPageViewController.TransitionStyle.pageCurl.rawValue == 0 && UIPageViewController.TransitionStyle.scroll.rawValue == 1)
        #expect(UIPageViewController.NavigationOrientation.vertical.rawValue == 1)
        #expect(UIPageViewController.SpineLocation.mid.rawValue == 2 && UIPageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(curl.spineLocation == .min && !curl.isDoubleSided && curl.gestureRecognizers.count == 2)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.max.rawValue])
        #expect(scroll.spineLocation == .none && scroll.gestureRecognizers.isEmpty && scroll.viewControllers == nil)
        let maxSpine = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                            options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
        #expect(maxSpine.spineLocation == .max)
    }

    @Test func aSwipeTurnsToTheNextPageAskingOnlyForIt() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        host.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        #expect(pvc.children.count == 1 && pvc.children.first === s.pages[1])
        #expect(log.take() == ["after p0", "willTransitionTo p1", "p1.willAppear", "p0.willDisappear",
                               "p0.didDisappear", "p1.didAppear", "didFinish previous p0 completed true"])
        #expect(host.frame(of: s.pages[1].view) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(s.pages[0].viewIfLoaded?.window == nil)
        // And back.
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[0])
        #expect(log.take().prefix(2) == ["before p1", "willTransitionTo p0"])
    }

    @Test func aShortSwipeGoesBack() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        // 80 pt and a pause before lifting: not far enough, no flick.
        let f = host.touchDown(at: CGPoint(x: 300, y: 400))
        for x in stride(from: 290, through: 220, by: -10) { host.move(f, to: CGPoint(x: CGFloat(x), y: 400)); host.advance(by: 1.0 / 60) }
        host.advance(by: 0.3)
        host.lift(f, at: CGPoint(x: 220, y: 400))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[0])
        #expect(pvc.children.count == 1)
        #expect(log.take() == ["after p0", "willTransitionTo p1", "p1.willAppear", "p0.willDisappear",
                               "p1.willDisappear", "p0.willAppear", "p1.didDisappear", "p0.didAppear",
                               "didFinish previous p0 completed false"])
        #expect(host.frame(of: s.pages[0].view).minX == 0)
    }

    @Test func theFirstPageOnlyBounces() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        host.drag(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 330, y: 400), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[0])
        #expect(log.take() == ["before p0"])
        #expect(host.frame(of: s.pages[0].view).minX == 0)
    }

    @Test func aFlickTurnsAndTheLastPageStops() {
        let (host, pvc, s, log) = hosted(2)
        defer { host.invalidate() }
        host.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        _ = log.take()
        host.fling(from: CGPoint(x: 300, y: 400), velocity: CGPoint(x: -1500, y: 0))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        #expect(log.take() == ["after p1"])
    }

    @Test func setViewControllersSendsNoDelegateMessages() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        var finished: Bool?
        pvc.setViewControllers([s.pages[2]], direction: .forward, animated: true) { finished = $0 }
        #expect(finished == nil)
        host.advance(by: 0.5)
        _ = host.runUntilIdle()
        #expect(finished == true)
        #expect(pvc.viewControllers?.first === s.pages[2])
        #expect(log.take() == ["p2.willAppear", "p0.willDisappear", "p0.didDisappear", "p2.didAppear"])
        #expect(host.frame(of: s.pages[2].view).minX == 0)
        // Wrong counts are refused.
        pvc.setViewControllers([], direction: .forward, animated: false)
        pvc.setViewControllers([s.pages[0], s.pages[1]], direction: .forward, animated: false)
        #expect(pvc.viewControllers?.first === s.pages[2])
    }

    @Test func thePageControlShowsTheCountAndFollowsTurns() {
        let (host, pvc, s, log) = hosted(count: 3)
        defer { host.invalidate() }
        let control = try! #require(host.views(where: { $0 is UIPageControl }).first as? UIPageControl)
        #expect(!control.isHidden && control.numberOfPages == 3 && control.currentPage == 0)
        let frame = host.frame(of: control)
        #expect(frame.maxY == 844 && frame.height > 0)
        #expect(host.frame(of: s.pages[0].view).maxY == frame.minY)
        host.drag(from: CGPoint(x: 330, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1] && control.currentPage == 1)
        // A tap right of the current dot turns forward, as the user's turn.
        _ = log.take()
        host.tap(at: CGPoint(x: frame.midX + 40, y: frame.midY))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[2] && control.currentPage == 2)
        #expect(log.take().last == "didFinish previous p1 completed true")
        // At the last page it stays.
        host.tap(at: CGPoint(x: frame.midX + 40, y: frame.midY))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[2] && control.currentPage == 2)
    }

    @Test func noPageControlWithoutACount() {
        let (host, _, _, _) = hosted()
        defer { host.invalidate() }
        #expect(host.views(where: { $0 is UIPageControl && !$0.isHidden }).isEmpty)
    }

    @Test func theWheelTurnsOnePage() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        host.scrollWheel(at: CGPoint(x: 200, y: 400), delta: CGPoint(x: 40, y: 0))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        #expect(log.take().last == "didFinish previous p0 completed true")
        #expect(host.frame(of: s.pages[1].view).minX == 0)
    }

    @Test func theArrowKeysTurnPages() {
        let (host, pvc, s, log) = hosted()
        defer { host.invalidate() }
        host.pressKey(.keyboardRightArrow)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        host.pressKey(.keyboardLeftArrow)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[0])
        #expect(log.take().filter { $0.hasPrefix("didFinish") }.count == 2)
        host.pressKey(.keyboardLeftArrow)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[0] && host.frame(of: s.pages[0].view).minX == 0)
    }

    @Test func verticalPagesTurnUpwards() {
        let (host, pvc, s, _) = hosted(orientation: .vertical)
        defer { host.invalidate() }
        host.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.3)
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        #expect(host.frame(of: s.pages[1].view) == CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func interPageSpacingSeparatesThePages() {
        let (host, pvc, s, _) = hosted(options: [.interPageSpacing: 12])
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 300, y: 400))
        for x in stride(from: 290, through: 200, by: -10) { host.move(f, to: CGPoint(x: CGFloat(x), y: 400)); host.advance(by: 1.0 / 60) }
        let gap = host.frame(of: s.pages[1].view).minX - host.frame(of: s.pages[0].view).maxX
        #expect(abs(gap - 12) < 0.01)
        #expect(pvc.children.count == 2)
        host.lift(f, at: CGPoint(x: 200, y: 400))
        _ = host.runUntilIdle()
    }

    /// Answers the spine location for landscape windows with `.max`.
    @MainActor final class SpineDelegate: UIPageViewControllerDelegate {
        var asked: [UIInterfaceOrientation] = []
        func pageViewController(_ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
            asked.append(orientation)
            return orientation.isLandscape ? .max : .min
        }
    }

    @Test func theDelegateChoosesTheSpineWhenTheWindowTurns() {
        let (host, pvc, _, _) = hosted(style: .pageCurl)
        defer { host.invalidate() }
        let spine = SpineDelegate()
        pvc.delegate = spine
        host.headless.resize(host.window, to: CGSize(width: 844, height: 390))
        host.advance(by: 0.3)
        #expect(pvc.spineLocation == .max && spine.asked.count == 1)
        host.headless.resize(host.window, to: CGSize(width: 390, height: 844))
        host.advance(by: 0.3)
        #expect(pvc.spineLocation == .min)
    }

    @Test func pageCurlTurnsOnATapAtTheEdge() {
        let (host, pvc, s, log) = hosted(style: .pageCurl)
        defer { host.invalidate() }
        host.tap(at: CGPoint(x: 370, y: 400))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
        #expect(log.take().last == "didFinish previous p0 completed true")
        host.tap(at: CGPoint(x: 195, y: 400))
        _ = host.runUntilIdle()
        #expect(pvc.viewControllers?.first === s.pages[1])
    }
}
