//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The presentation controller of `.popover`: in a regular-width window, a rounded bubble
/// with an arrow pointing at its source, sized from the presented controller's
/// `preferredContentSize` and placed on the side of the source with room for it. A tap outside
/// dismisses it (not on a `passthroughViews` view; `isModalInPresentation` refuses) with the
/// delegate's messages. In a compact-width window it adapts to a sheet
/// (`adaptiveSheetPresentationController`) unless the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` returns `.none`.
///
/// Set `sourceView` (with `sourceRect`), `barButtonItem` or `sourceItem` before presenting (or in
/// the delegate's `prepareForPopoverPresentation(_:)`); without one, iOS's message is logged
/// and the presentation ignored.
@preconcurrency @MainActor open class UIPopoverPresentationController: UIPresentationController {
    // ⚠ Unsourced constants (close to iPadOS 15–17 screenshots, not measured).
    /// The arrow's length from its base to its tip.
    static let arrowHeight: CGFloat = 13
    /// The arrow's base width.
    static let arrowBase: CGFloat = 26
    /// The bubble's corner radius.
    static let cornerRadius: CGFloat = 13
    /// The content size when the presented controller's `preferredContentSize` is zero.
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// Creates the popover controller for presenting `presentedViewController` (UIKit makes it
    /// for the `.popover` style; read it from `popoverPresentationController`).
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    // MARK: Source

    /// The view the popover points at (with `sourceRect`).
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at (`.zero`, the default: its bounds).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (deprecated in iOS 16 for `sourceItem`).
    open var barButtonItem: UIBarButtonItem?
    /// The view or bar button item the popover points at (iOS 16).
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?

    // MARK: Appearance

    /// The sides the arrow may point from (`.any` by default).
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The side the arrow points from while shown (`.unknown` before, or when adapted to a sheet).
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that still receive touches while the popover is up (a tap on them doesn't dismiss it).
    open var passthroughViews: [UIView]?
    /// The colour of the bubble and its arrow (nil, the default: the system background).
    open var backgroundColor: UIColor? {
        didSet { _popoverView?.fillColor = _fillColor }
    }
    /// Whether the popover may cover its source when there isn't room beside it (false).
    open var canOverlapSourceViewRect = false
    /// The popover keeps this far inside the safe area (10 pt on each side by default).
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)

    /// The sheet the popover becomes in a compact-width window (iOS 15): configure its detents.
    open private(set) lazy var adaptiveSheetPresentationController: UISheetPresentationController = {
        let s = UISheetPresentationController(presentedViewController: presentedViewController, presenting: presentingViewController)
        s.presentationStyle = .popover
        return s
    }()

    var _fillColor: UIColor { backgroundColor ?? .systemBackground }

    // MARK: Views

    var _popoverView: _UIPopoverView?
    /// The clear view under the popover that catches taps outside it.
    var _outsideView: UIView?
    private var _lastContainerSize: CGSize?

    /// The bubble (the presented controller's view inside it).
    open override var presentedView: UIView? {
        let bubble: _UIPopoverView
        if let b = _popoverView { bubble = b } else {
            bubble = _UIPopoverView(frame: .zero)
            bubble.fillColor = _fillColor
            _popoverView = bubble
        }
        let content = presentedViewController.view!
        if content.superview !== bubble.contentClip {
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            content.frame = bubble.contentClip.bounds
            bubble.contentClip.addSubview(content)
        }
        return bubble
    }

    /// False: the presenter shows around the popover.
    open override var shouldPresentInFullscreen: Bool { false }

    /// The bubble's frame with its arrow, beside the source.
    /// A popover is elevated content.
    override var _elevatesPresentedContent: Bool { true }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView, let layout = _layout(in: c) else { return .zero }
        return layout.frame
    }

    // MARK: Chrome

    /// Adds the view that catches taps outside the popover.
    open override func presentationTransitionWillBegin() {
        guard let c = containerView else { return }
        let outside = UIView(frame: c.bounds)
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        outside.backgroundColor = .clear
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] _ in self?._userTappedOutside() }
        outside.addGestureRecognizer(tap)
        c.insertSubview(outside, at: 0)
        _outsideView = outside
        c.accessibilityViewIsModal = true
        _applyLayout()
        _lastContainerSize = c.bounds.size
    }

    /// Removes the chrome of a cancelled presentation.
    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { _removeChrome() }
    }

    /// Removes the chrome once dismissed.
    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { _removeChrome() }
    }

    /// The window changed size: the delegate may move the source first.
    open override func containerViewWillLayoutSubviews() {
        guard let c = containerView, !_inTransition else { return }
        if let last = _lastContainerSize, last != c.bounds.size {
            _lastContainerSize = c.bounds.size
            if let d = delegate as? UIPopoverPresentationControllerDelegate, let src = _sourceViewAndRect {
                var rect = src.rect, view = src.view
                d.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &view)
                if view !== src.view || rect != src.rect {
                    sourceItem = nil
                    barButtonItem = nil
                    sourceView = view
                    sourceRect = rect
                }
            }
        }
    }

    /// Keeps the arrow pointing at the source.
    open override func containerViewDidLayoutSubviews() {
        guard !_inTransition else { return }
        _applyLayout()
    }

    /// Touches on a passthrough view go through to it.
    override func _containerPassesTouch(at point: CGPoint) -> Bool {
        guard let c = containerView, let views = passthroughViews else { return false }
        return views.contains { v in
            guard v.window != nil, v.window === c.window, !v.isHidden else { return false }
            return v.point(inside: c.convert(point, to: v), with: nil)
        }
    }

    private func _removeChrome() {
        _outsideView?.removeFromSuperview()
        _outsideView = nil
        arrowDirection = .unknown
    }

    // MARK: Tap outside

    func _userTappedOutside() {
        let vc = presentedViewController
        guard containerView != nil, !_inTransition, vc._modal?.presented == nil, !vc._inModalTransition,
              let presenter = vc._modal?.presenting else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        if vc._refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(self) == false
            || popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return
        }
        delegate?.presentationControllerWillDismiss(self)
        // An action sheet's hidden cancel action runs.
        let cancel = (vc as? UIAlertController)?._cancelAction
        presenter._dismissPresented(animated: true) { [weak self] in
            if let cancel, cancel.isEnabled { cancel._handler?(cancel) }
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
            (self.delegate as? UIPopoverPresentationControllerDelegate)?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}
