//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A container that shows one of several child controllers, chosen with a tab bar.
///
/// Every controller in `viewControllers` is a child; only the selected one's view is in the
/// hierarchy (loaded the first time its tab is selected). Switching is synchronous:
/// `new.viewWillAppear`, `old.viewWillDisappear`, `old.viewDidDisappear`, `new.viewDidAppear`
/// happen before the assignment returns. The delegate hears only the user's taps. A child's
/// bottom safe area includes the bar (49 pt) while its view extends under it.
///
/// At most five tabs are shown: iOS's "More" tab for the rest is not implemented (a warning is
/// logged and the extra controllers are children without a tab).
@preconcurrency @MainActor open class UITabBarController: UIViewController, UITabBarDelegate {
    /// How many tabs the bar shows (iOS shows four and "More" past five).
    static let _maxVisibleTabs = 5
    /// How long the bar takes to slide away or back for `hidesBottomBarWhenPushed` (about a
    /// navigation push; iOS moves it with the push).
    static var _barSlideDuration: TimeInterval { UINavigationController._transitionDuration }

    let _tabBar = UITabBar()
    /// Holds the selected child's view under the bar (and both views during a custom
    /// transition: the animators' container view).
    let _transitionView = UIView()
    /// The custom transition in progress (see UITabBarController+Transitions.swift).
    var _transition: _UIViewControllerTransitionContext?
    var _viewControllers: [UIViewController]?
    weak var _selected: UIViewController?
    /// The bar is hidden because the selected navigation stack has `hidesBottomBarWhenPushed`.
    var _barHiddenForStack = false

    /// Told about the user's tab taps (not selections made in code).
    open weak var delegate: (any UITabBarControllerDelegate)?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _tabBar._managingController = self
    }

    /// Creates a tab bar controller from a storyboard scene; its tabs come from the scene's
    /// `viewControllers` relationship segues (in order).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _tabBar._managingController = self
    }

    /// The bar showing the controllers' `tabBarItem`s. Its items and delegate belong to the
    /// controller; its colours are yours.
    open var tabBar: UITabBar { _tabBar }

    /// The controllers shown by the tabs, in order (nil when none were set).
    open var viewControllers: [UIViewController]? {
        get { _viewControllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. Controllers that stay keep their state; the selected one stays
    /// selected when it is still there, else the same index is selected (or the first tab).
    /// No delegate message is sent. `animated` is accepted for the bar's items, which change at
    /// once here.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        if _transition != nil {
            return UIKitLog.warning("UITabBarController: setViewControllers during a tab transition is ignored", category: "UITabBarController")
        }
        var new: [UIViewController] = []
        for vc in viewControllers ?? [] {
            if new.contains(where: { $0 === vc }) {
                UIKitLog.error("UITabBarController: \(type(of: vc)) appears more than once in viewControllers; the repeats are left out", category: "UITabBarController")
            } else if vc === self {
                UIKitLog.error("UITabBarController: a tab bar controller can't be one of its own tabs; left out", category: "UITabBarController")
            } else {
                new.append(vc)
            }
        }
        if new.count > UITabBarController._maxVisibleTabs {
            UIKitLog.warning("UITabBarController: \(new.count) view controllers, but the More tab is not implemented; only the first \(UITabBarController._maxVisibleTabs) have tabs", category: "UITabBarController")
        }
        let old = _viewControllers ?? []
        let oldSelected = _selected
        let oldIndex = oldSelected.flatMap { s in old.firstIndex { $0 === s } }
        _viewControllers = viewControllers == nil ? nil : new
        customizableViewControllers = _viewControllers

        // The new selection: the same controller, else the same index, else the first.
        var target: UIViewController?
        if let s = oldSelected, new.contains(where: { $0 === s }) {
            target = s
        } else if !new.isEmpty {
            let i = oldIndex ?? 0
            target = i < _visibleCount ? new[i] : new[0]
        }

        for vc in new where vc._parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        _switch(to: target)
        for vc in old where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc._barSafeAreaInsets.bottom = 0
            vc.removeFromParent()
        }
        _reloadBarItems()
    }

    /// The selected tab's controller. Only one of `viewControllers` can be selected; another is
    /// logged and ignored (iOS raises an exception). Setting it sends no delegate message.
    open var selectedViewController: UIViewController? {
        get { _selected }
        set {
            guard let vc = newValue else {
                return UIKitLog.warning("UITabBarController: selectedViewController can't be set to nil; ignored", category: "UITabBarController")
            }
            guard let i = (_viewControllers ?? []).firstIndex(where: { $0 === vc }) else {
                return UIKitLog.error("*** -[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.", category: "UITabBarController")
            }
            selectedIndex = i
        }
    }

    /// The index of the selected tab in `viewControllers` (`NSNotFound` when there are none).
    /// An index out of range is logged and ignored. Setting it sends no delegate message.
    open var selectedIndex: Int {
        get {
            guard let s = _selected else { return NSNotFound }
            return (_viewControllers ?? []).firstIndex { $0 === s } ?? NSNotFound
        }
        set {
            let count = _viewControllers?.count ?? 0
            guard newValue >= 0, newValue < count else {
                return UIKitLog.warning("UITabBarController: selectedIndex \(newValue) is out of range (\(count) view controllers); ignored", category: "UITabBarController")
            }
            guard newValue < UITabBarController._maxVisibleTabs else {
                return UIKitLog.warning("UITabBarController: selectedIndex \(newValue) needs the More tab, which is not implemented; ignored", category: "UITabBarController")
            }
            _switch(to: _viewControllers![newValue])
        }
    }

    /// The controllers the user may rearrange with the More tab's Edit screen (set to all of
    /// `viewControllers` when they are set). Stored: the More tab is not implemented.
    open var customizableViewControllers: [UIViewController]?

    var _moreNavigationController: UINavigationController?
    /// The navigation controller of the "More" tab (made on first use). Not shown: the More tab
    /// is not implemented, so it never appears in the bar.
    open var moreNavigationController: UINavigationController {
        if let m = _moreNavigationController { return m }
        let m = UINavigationController()
        m.title = "More"
        _moreNavigationController = m
        return m
    }

    /// Sent by the bar for the user's taps, after the controller's own handling (override to
    /// react to taps; the selection does not depend on calling super).
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    open override func loadView() {
        let v = _UITabBarControllerView(frame: UIScreen.main.bounds)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        v.backgroundColor = .systemBackground
        view = v
        v.addSubview(_transitionView)
        v.addSubview(_tabBar)
        _barHiddenForStack = _stackHidesBar
        _tabBar.isHidden = _barHiddenForStack
        if let s = _selected { _install(s) }
    }

    // MARK: Hooks from the skeleton

    /// A child's `tabBarItem` was replaced: the bar shows the new one.
    func _tabBarItemDidChange(of child: UIViewController) {
        _reloadBarItems()
    }

    /// A navigation controller in a tab changed its stack (push, pop, set): the bar hides or
    /// shows for `hidesBottomBarWhenPushed`. Called at the start of the change, with its
    /// animation flag; `nav.viewControllers` already holds the new stack.
    func _navigationStackWillChange(_ nav: UINavigationController, animated: Bool) {
        guard nav === _selected else { return }
        _updateBarHidden(animated: animated)
    }

    // MARK: Internals

    var _visibleCount: Int { min(_viewControllers?.count ?? 0, UITabBarController._maxVisibleTabs) }

    /// The user tapped `item`: asks the delegate, selects (or, for the selected tab of a
    /// navigation controller, pops it to its root), then tells the delegate.
    func _userTapped(_ item: UITabBarItem) {
        guard let vcs = _viewControllers,
              let i = vcs.prefix(_visibleCount).firstIndex(where: { $0._tabBarItem === item }) else { return }
        let vc = vcs[i]
        if let d = delegate, !d.tabBarController(self, shouldSelect: vc) { return }
        if vc === _selected {
            (vc as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            _switch(to: vc)
        }
        tabBar(_tabBar, didSelect: item)
        delegate?.tabBarController(self, didSelect: vc)
    }

    /// Makes `target` the selected controller: swaps the views and sends the appearance
    /// callbacks in iOS's order (new will-appear, old will- and did-disappear, new did-appear)
    /// when this controller is on screen.
    func _switch(to target: UIViewController?) {
        let old = _selected
        guard target !== old else { return _tabBar._select(target?.tabBarItem) }
        if _transition != nil {
            return UIKitLog.warning("UITabBarController: a tab transition is in progress; the new selection is ignored", category: "UITabBarController")
        }
        _tabBar._select(target?.tabBarItem)
        _selected = target
        guard let v = viewIfLoaded else { return _updateBarHidden(animated: false) }
        let forwards = shouldAutomaticallyForwardAppearanceMethods
        let parentState = _appearance
        let visible = forwards && (parentState == .appeared || parentState == .appearing)
        if visible, parentState == .appeared, let o = old, let t = target, v.window != nil,
           let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: o, to: t) {
            return _runTransition(from: o, to: t, animator: animator)
        }
        if visible, let t = target { t._beginAppearance(true, animated: false) }
        if let t = target { _install(t) }
        if let o = old {
            if visible { o._beginAppearance(false, animated: false) }
            _removeFromTransitionView(o)
            if visible { o._endAppearance(false) }
        }
        // While this controller is still appearing, its own end finishes the new child.
        if visible, parentState == .appeared, let t = target { t._endAppearance(true) }
        _updateBarHidden(animated: false)
    }

    /// Puts `vc`'s view (loading it) in the transition view under the bar and lays it out.
    func _install(_ vc: UIViewController) {
        guard let v = viewIfLoaded else { return }
        if _transitionView.superview !== v {
            _transitionView.frame = v.bounds
            v.insertSubview(_transitionView, belowSubview: _tabBar)
        }
        let cv: UIView = vc.view
        if cv.superview !== _transitionView { _transitionView.addSubview(cv) }
        _layoutContent()
    }

    /// The bar's items: the first five controllers' `tabBarItem`s.
    func _reloadBarItems() {
        let shown = (_viewControllers ?? []).prefix(_visibleCount)
        _tabBar._setItems(shown.isEmpty && _viewControllers == nil ? nil : shown.map { $0.tabBarItem })
        _tabBar._select(_selected.map { $0.tabBarItem })
    }

    /// Whether the selected tab's navigation stack asks for the bar to be hidden.
    var _stackHidesBar: Bool {
        guard let nav = _selected as? UINavigationController else { return false }
        return nav.viewControllers.contains { $0.hidesBottomBarWhenPushed }
    }

    /// Hides or shows the bar for `hidesBottomBarWhenPushed`; animated, it slides off (or back
    /// from) the leading edge. The child's safe area follows at once.
    func _updateBarHidden(animated: Bool) {
        let hide = _stackHidesBar
        guard hide != _barHiddenForStack else { return }
        _barHiddenForStack = hide
        guard let v = viewIfLoaded else { return }
        let rtl = v.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let away = CGAffineTransform(translationX: (rtl ? 1 : -1) * max(v.bounds.width, _tabBar.bounds.width), y: 0)
        _layoutContent()
        guard animated, v.window != nil else {
            _tabBar.layer.removeAllAnimations()
            _tabBar.transform = .identity
            _tabBar.isHidden = hide
            return
        }
        _tabBar.isHidden = false
        if !hide { _tabBar.transform = away }
        UIView.animate(withDuration: UITabBarController._barSlideDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self._tabBar.transform = hide ? away : .identity
        }, completion: { [weak self] _ in
            guard let self, self._barHiddenForStack == hide else { return }
            self._tabBar.transform = .identity
            self._tabBar.isHidden = hide
        })
    }

    /// Lays out the bar (49 pt above the bottom safe area, its background down to the bottom)
    /// and the selected child's view (`_contentFrame(for:)`).
    func _layoutContent() {
        guard let v = viewIfLoaded else { return }
        let b = v.bounds
        let barHeight = UITabBar._contentHeight + v.safeAreaInsets.bottom
        let barFrame = CGRect(x: b.minX, y: b.maxY - barHeight, width: b.width, height: barHeight)
        if _tabBar.transform == .identity {
            _tabBar.frame = barFrame
        } else {
            _tabBar.bounds.size = barFrame.size
            _tabBar.center = CGPoint(x: barFrame.midX, y: barFrame.midY)
        }
        if _transitionView.superview === v { _transitionView.frame = b }
        guard _transition == nil, let child = _selected, let cv = child.viewIfLoaded, cv.superview === _transitionView else { return }
        cv.frame = _contentFrame(for: child)
    }

    /// Where `child`'s view goes (in the transition view, which fills this controller's view):
    /// under the bar when the bar is translucent (or the child extends under opaque bars),
    /// with the bar in its bottom safe area; above the bar otherwise. Sets the child's inset.
    func _contentFrame(for child: UIViewController) -> CGRect {
        guard let v = viewIfLoaded else { return .zero }
        let b = v.bounds
        let barTop = b.maxY - UITabBar._contentHeight - v.safeAreaInsets.bottom
        let extends = _barHiddenForStack || (child.edgesForExtendedLayout.contains(.bottom)
            && (_tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars))
        child._barSafeAreaInsets.bottom = extends && !_barHiddenForStack ? UITabBar._contentHeight : 0
        return extends ? b : CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, barTop - b.minY))
    }
}

/// A tab bar controller's root view: lays out the bar and the selected child.
@MainActor final class _UITabBarControllerView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        (_viewController as? UITabBarController)?._layoutContent()
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
