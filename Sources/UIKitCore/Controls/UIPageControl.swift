//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control that shows a horizontal row of dots, one per page, the current one highlighted.
///
/// Dots are 7 pt wide with 9 pt between them (⚠ the classic iOS metrics; iOS 14 varies them),
/// centred in the bounds; `size(forNumberOfPages:)` is `n·7 + (n−1)·9` by 37 (the classic
/// height). Colours: `pageIndicatorTintColor` (default white at 30 % ⚠) and
/// `currentPageIndicatorTintColor` (default white) — made for dark backgrounds, as on iOS.
/// Dots are laid out leading to trailing (page 0 on the right in right-to-left layouts).
///
/// A tap (touch-up inside) on the leading half goes one page back, on the trailing half one page
/// forward, sending `.valueChanged` when the page changed. Setting `currentPage` sends nothing.
/// With `hidesForSinglePage` and at most one page nothing is drawn and touches are ignored.
@preconcurrency @MainActor open class UIPageControl: UIControl {

    /// iOS 14 background styles (`.prominent` draws a translucent platter here; others nothing).
    public enum BackgroundStyle: Int, Sendable { case automatic = 0, prominent = 1, minimal = 2 }
    /// iOS 16 direction (stored; dots always run leading to trailing here).
    public enum Direction: Int, Sendable { case natural = 0, leftToRight = 1, rightToLeft = 2, topToBottom = 3, bottomToTop = 4 }

    // MARK: Metrics (⚠)

    package static let _dotDiameter: CGFloat = 7
    package static let _dotSpacing: CGFloat = 9
    package static let _height: CGFloat = 37

    // MARK: Pages

    private var _numberOfPages = 0
    private var _currentPage = 0
    /// The page drawn as current (differs from `currentPage` while `defersCurrentPageDisplay`).
    private var _displayedPage = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    /// Archives are not supported on Linux: builds a default page control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        contentMode = .redraw
        _decodeInterfaceBuilderPageControl(coder)
    }

    /// Number of dots (default 0). Negative values are ignored with a warning; `currentPage` is
    /// clamped into the new range.
    open var numberOfPages: Int {
        get { _numberOfPages }
        set {
            guard newValue >= 0 else {
                return UIKitLog.warning("UIPageControl.numberOfPages: negative value \(newValue) ignored", category: "UIPageControl")
            }
            _numberOfPages = newValue
            _currentPage = Swift.min(_currentPage, Swift.max(0, newValue - 1))
            _displayedPage = Swift.min(_displayedPage, Swift.max(0, newValue - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, clamped to 0…numberOfPages−1. Setting it sends no action.
    open var currentPage: Int {
        get { _currentPage }
        set {
            _currentPage = Swift.min(Swift.max(newValue, 0), Swift.max(0, _numberOfPages - 1))
            _displayedPage = _currentPage
            setNeedsDisplay()
        }
    }

    /// True: with one page (or none) the control draws nothing and ignores touches.
    open var hidesForSinglePage: Bool = false { didSet { setNeedsDisplay() } }

    /// True: a tap changes `currentPage` but the dots keep showing the old page until
    /// `updateCurrentPageDisplay()`.
    open var defersCurrentPageDisplay: Bool = false

    /// Makes the dots show `currentPage` (used with `defersCurrentPageDisplay`).
    open func updateCurrentPageDisplay() {
        _displayedPage = _currentPage
        setNeedsDisplay()
    }

    /// Dots other than the current one; nil (default) is white at 30 % opacity (⚠).
    open var pageIndicatorTintColor: UIColor? {
        get { _pageIndicatorTintColor }
        set { _setAppearanceProperty("pageIndicatorTintColor", \.pageIndicatorTintColor, \._pageIndicatorTintColor, newValue) { $0.setNeedsDisplay() } }
    }
    private var _pageIndicatorTintColor: UIColor?
    /// The current page's dot; nil (default) is white.
    open var currentPageIndicatorTintColor: UIColor? {
        get { _currentPageIndicatorTintColor }
        set { _setAppearanceProperty("currentPageIndicatorTintColor", \.currentPageIndicatorTintColor, \._currentPageIndicatorTintColor, newValue) { $0.setNeedsDisplay() } }
    }
    private var _currentPageIndicatorTintColor: UIColor?

    /// The platter behind the dots (iOS 14); `.automatic` by default. Here `.prominent` draws a
    /// translucent platter and the other styles none.
    open var backgroundStyle: BackgroundStyle = .automatic { didSet { setNeedsDisplay() } }
    /// The direction the dots run in (iOS 16); `.natural` by default. Stored only on Linux: dots
    /// always run leading to trailing.
    open var direction: Direction = .natural
    /// Whether dragging across the dots scrubs through pages (iOS 14); true by default. Once the
    /// finger has moved `_scrubThreshold` points sideways, the current page is the dot nearest
    /// to it (`.valueChanged` at each change) and lifting moves no further; false: only taps.
    open var allowsContinuousInteraction: Bool = true
    /// Sideways movement (points) after which a touch scrubs rather than taps (⚠ unsourced).
    static let _scrubThreshold: CGFloat = 10
    /// Where the tracked touch went down, and whether it is scrubbing.
    private var _touchStart: CGPoint = .zero
    private var _isScrubbing = false

    private var _indicatorImages: [Int: UIImage] = [:]
    /// An image drawn (tinted) instead of every dot (iOS 14).
    open var preferredIndicatorImage: UIImage? { didSet { setNeedsDisplay() } }
    /// Sets the image drawn (tinted) for the dot of `page`, overriding `preferredIndicatorImage`;
    /// nil goes back to it.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { _indicatorImages[page] = image; setNeedsDisplay() }
    /// The image set for the dot of `page` with `setIndicatorImage(_:forPage:)`, if any.
    open func indicatorImage(forPage page: Int) -> UIImage? { _indicatorImages[page] }

    static var _defaultPageColor: UIColor { UIColor(white: 1, alpha: 0.3) }

    // MARK: Size

    /// The size the dots of `pageCount` pages need: `n·7 + (n−1)·9` by 37.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let n = CGFloat(Swift.max(0, pageCount))
        let w = n > 0 ? n * UIPageControl._dotDiameter + (n - 1) * UIPageControl._dotSpacing : 0
        return CGSize(width: w, height: UIPageControl._height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: _numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: _numberOfPages) }

    var _isHiddenForSinglePage: Bool { hidesForSinglePage && _numberOfPages <= 1 }

    /// The frame of page `i`'s dot in bounds coordinates.
    func _dotRect(_ i: Int) -> CGRect {
        let total = size(forNumberOfPages: _numberOfPages).width
        let d = UIPageControl._dotDiameter, step = d + UIPageControl._dotSpacing
        let b = bounds
        let start = b.midX - total / 2
        let k = effectiveUserInterfaceLayoutDirection == .rightToLeft ? _numberOfPages - 1 - i : i
        return CGRect(x: start + CGFloat(k) * step, y: b.midY - d / 2, width: d, height: d)
    }

    // MARK: Interaction

    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if _isHiddenForSinglePage { return false }
        return super.point(inside: point, with: event)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchStart = touch.location(in: self)
        _isScrubbing = false
        return !_isHiddenForSinglePage && _numberOfPages > 0
    }

    /// Scrubbing: the page of the dot nearest the finger, once it has moved far enough sideways.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if !_isScrubbing, allowsContinuousInteraction, abs(p.x - _touchStart.x) >= UIPageControl._scrubThreshold { _isScrubbing = true }
        guard _isScrubbing, _numberOfPages > 0 else { return true }
        let nearest = (0..<_numberOfPages).min { abs(_dotRect($0).midX - p.x) < abs(_dotRect($1).midX - p.x) } ?? _currentPage
        _moveTo(nearest, with: event)
        return true
    }

    /// With `allowsContinuousInteraction`, a sideways pan or swipe of an ancestor that starts on
    /// the dots is the page control's scrub (a list around it scrolls for vertical drags only).
    override func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if super._defaultActionPrevents(gestureRecognizer) { return true }
        return allowsContinuousInteraction && UIControl._isAlongTrack(gestureRecognizer, in: self)
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if _isScrubbing { _isScrubbing = false; return }
        guard let touch, isTouchInside, _numberOfPages > 0 else { return }
        let p = touch.location(in: self)
        let leftHalf = p.x < bounds.midX
        let back = leftHalf != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        _moveTo(Swift.min(Swift.max(_currentPage + (back ? -1 : 1), 0), _numberOfPages - 1), with: event)
    }

    /// The user moved to page `target`: shown (unless deferred) and `.valueChanged` sent, if it changed.
    private func _moveTo(_ target: Int, with event: UIEvent?) {
        guard target != _currentPage else { return }
        _currentPage = target
        if !defersCurrentPageDisplay { _displayedPage = target }
        setNeedsDisplay()
        _sendActions(for: .valueChanged, with: event)
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard !_isHiddenForSinglePage, _numberOfPages > 0 else { return }
        if backgroundStyle == .prominent {
            let total = size(forNumberOfPages: _numberOfPages).width
            let platter = CGRect(x: bounds.midX - total / 2 - 10, y: bounds.midY - 13, width: total + 20, height: 26)
            UIColor(white: 0, alpha: 0.2).setFill()
            UIBezierPath(roundedRect: platter, cornerRadius: 13).fill()
        }
        let other = pageIndicatorTintColor ?? UIPageControl._defaultPageColor
        let current = currentPageIndicatorTintColor ?? .white
        let dim: CGFloat = isEnabled ? 1 : 0.5
        for i in 0..<_numberOfPages {
            let color = (i == _displayedPage ? current : other)
            let r = _dotRect(i)
            if let img = _indicatorImages[i] ?? preferredIndicatorImage {
                let s = img.size
                img.withTintColor(color).draw(in: CGRect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height),
                                              blendMode: .normal, alpha: dim)
            } else {
                var a: CGFloat = 1
                _ = color.getRed(nil, green: nil, blue: nil, alpha: &a)
                color.withAlphaComponent(a * dim).setFill()
                UIBezierPath(ovalIn: r).fill()
            }
        }
    }

    // MARK: Accessibility

    /// `.adjustable`, value "page 2 of 5" (as VoiceOver reads a page control).
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var _defaultAccessibilityValue: String? {
        _numberOfPages > 0 ? "page \(_currentPage + 1) of \(_numberOfPages)" : nil
    }
    open override func accessibilityIncrement() { _accessibilityMove(1) }
    open override func accessibilityDecrement() { _accessibilityMove(-1) }

    private func _accessibilityMove(_ delta: Int) {
        guard isEnabled, _numberOfPages > 0 else { return }
        let target = Swift.min(Swift.max(_currentPage + delta, 0), _numberOfPages - 1)
        guard target != _currentPage else { return }
        _currentPage = target
        if !defersCurrentPageDisplay { _displayedPage = target }
        setNeedsDisplay()
        _sendActions(for: .valueChanged, with: nil)
    }
}
