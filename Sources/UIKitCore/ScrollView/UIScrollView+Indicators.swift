//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The scroll indicators: showing, fading, styling and placing the two indicator layers.

/// The scroll indicators of a scroll view (made on first use): two plain layers, not subviews
/// (`subviews` stays the app's, hit-testing and the test driver never see them), kept above the
/// content in the scroll view's bounds coordinates. They move by ordinary damage after the
/// compositor's scroll blit, and fade with an opacity animation on their own layers.
@MainActor final class _ScrollIndicators {
    let vertical = CALayer()
    let horizontal = CALayer()
    /// The pending fade (after scrolling ended or a flash).
    var fadeTimer: _ClockTimers.Token?
    /// Shown (opacity 1) and following the offset; false once the fade started.
    var isShowing = false
    /// The style and pixel size the colours were last set for.
    var appliedStyle: UIScrollView.IndicatorStyle?
    var appliedPixel: CGFloat = 0

    init(in parent: CALayer) {
        for l in [vertical, horizontal] {
            l.opacity = 0
            l.isHidden = true
            _UIPartLayerDelegate.attach(l, to: parent)
        }
    }

    isolated deinit { fadeTimer?.cancel() }
}

// Indicators: shown while the content is dragged, decelerating or animated, fading after;
// flashScrollIndicators, styles and insets; hidden on axes that do not scroll.
extension UIScrollView {
    /// The bar's thickness (⚠ iOS 13+ draws ~3 pt; flowkey 2.5).
    static let _indicatorThickness: CGFloat = 3
    /// Gap between a bar and the edges of the scroll view (⚠ ~3 pt as seen on iOS).
    static let _indicatorEdgeInset: CGFloat = 3
    /// The shortest bar while the content rests inside its range (⚠ ~36 pt as seen on iOS).
    static let _indicatorMinimumLength: CGFloat = 36
    /// The shortest bar while rubber-banding past an edge (it shrinks by the overshoot).
    static let _indicatorMinimumBandedLength: CGFloat = 7
    /// How long the bars stay after scrolling ends, and after a flash, before fading (⚠).
    static let _indicatorHideDelay: TimeInterval = 0.5
    static let _indicatorFlashDuration: TimeInterval = 0.75
    /// The fade's length (⚠ ~0.25 s).
    static let _indicatorFadeDuration: TimeInterval = 0.25

    static let _indicatorDark = CGColor(red: 0, green: 0, blue: 0, alpha: 0.35)
    static let _indicatorLightEdge = CGColor(red: 1, green: 1, blue: 1, alpha: 0.55)
    static let _indicatorBlack = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
    static let _indicatorWhite = CGColor(red: 1, green: 1, blue: 1, alpha: 0.5)

    // MARK: Hooks

    /// A property that affects the indicators changed.
    func _indicatorsNeedUpdate() {
        guard let ind = _indicators, ind.isShowing else { return }
        _placeIndicators(ind)
    }

    func _flashScrollIndicators() {
        let ind = _showIndicators()
        if _drag == nil && _motion == nil { _scheduleIndicatorFade(ind, after: UIScrollView._indicatorFlashDuration) }
    }

    /// The offset changed (called after every scroll). Dragging and motion show the bars; a
    /// programmatic set moves them only while they show (as on iOS, it does not flash them).
    func _indicatorsDidScroll() {
        // Scrolling by the user or an animation shows them: a drag, a glide or offset animation,
        // a wheel or key scroll, a zoom or scroll-to-top animation, a pinch.
        if _drag != nil || _motion != nil || _input.smooth != nil || _zoom.animation != nil || _zoom.isZooming {
            _showIndicators()
        } else if let ind = _indicators, ind.isShowing {
            _placeIndicators(ind)
        }
    }

    /// Dragging, deceleration or an animation ended: the indicators may fade.
    func _indicatorsScrollingEnded() {
        guard let ind = _indicators, ind.isShowing else { return }
        _scheduleIndicatorFade(ind, after: UIScrollView._indicatorHideDelay)
    }

    /// Lays the indicators out (from `layoutSubviews`): on top of subviews added since, placed.
    func _layoutIndicators() {
        guard let ind = _indicators, ind.isShowing else { return }
        _keepIndicatorsOnTop(ind)
        _placeIndicators(ind)
    }

    // MARK: Showing and fading

    @discardableResult
    func _showIndicators() -> _ScrollIndicators {
        let ind: _ScrollIndicators
        if let i = _indicators { ind = i } else { ind = _ScrollIndicators(in: layer); _indicators = ind }
        if let t = ind.fadeTimer { t.cancel(); ind.fadeTimer = nil }
        if !ind.isShowing {
            ind.isShowing = true
            for l in [ind.vertical, ind.horizontal] {
                l.removeAnimation(forKey: "fade")
                l.opacity = 1
            }
            _keepIndicatorsOnTop(ind)
        }
        _placeIndicators(ind)
        return ind
    }

    func _scheduleIndicatorFade(_ ind: _ScrollIndicators, after delay: TimeInterval) {
        ind.fadeTimer?.cancel()
        ind.fadeTimer = _ClockTimers.shared.schedule(after: delay) { [weak self] in
            guard let self, let ind = self._indicators else { return }
            ind.fadeTimer = nil
            // Still moving (a new drag or motion began): its end schedules the fade again.
            guard self._drag == nil, self._motion == nil else { return }
            self._fadeIndicators(ind)
        }
    }

    /// Fades the bars out; the animation ends by itself, so no frame is requested afterwards.
    func _fadeIndicators(_ ind: _ScrollIndicators) {
        guard ind.isShowing else { return }
        ind.isShowing = false
        for l in [ind.vertical, ind.horizontal] {
            l.opacity = 0
            guard !l.isHidden else { continue }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = Float(1)
            fade.toValue = Float(0)
            fade.duration = UIScrollView._indicatorFadeDuration
            l.add(fade, forKey: "fade")
        }
    }

    /// Moves the bars above any sublayer added after them (a subview added since): a check of
    /// the last two sublayers, re-adding only when they are not the bars.
    func _keepIndicatorsOnTop(_ ind: _ScrollIndicators) {
        guard let subs = layer.sublayers else { return }
        let n = subs.count
        func isBar(_ l: CALayer) -> Bool { l === ind.vertical || l === ind.horizontal }
        if n >= 2 && isBar(subs[n - 1]) && isBar(subs[n - 2]) { return }
        layer.addSublayer(ind.horizontal)
        layer.addSublayer(ind.vertical)
    }

    // MARK: Placement

    /// What of `adjustedContentInset` is not `contentInset` (the safe area, a refreshing
    /// control): added to the indicator insets when `automaticallyAdjustsScrollIndicatorInsets`.
    var _indicatorAutomaticInset: UIEdgeInsets {
        guard automaticallyAdjustsScrollIndicatorInsets else { return .zero }
        let a = _adjustedInset, c = _contentInset
        return UIEdgeInsets(top: a.top - c.top, left: a.left - c.left, bottom: a.bottom - c.bottom, right: a.right - c.right)
    }

    /// Where a bar goes along its track of length `track`: its start and length. The length is
    /// the visible fraction of the scrollable extent (at least the minimum); past an edge it
    /// shrinks by the overshoot and sticks to that end.
    static func _indicatorSpan(offset: CGFloat, lo: CGFloat, hi: CGFloat, visible: CGFloat, extent: CGFloat,
                               track: CGFloat) -> (start: CGFloat, length: CGFloat) {
        guard track > 0, extent > 0 else { return (0, 0) }
        var len = min(track, max(_indicatorMinimumLength, track * visible / extent))
        let banded = min(track, _indicatorMinimumBandedLength)
        if offset < lo {
            len = max(banded, len - (lo - offset))
            return (0, len)
        }
        if offset > hi {
            len = max(banded, len - (offset - hi))
            return (track - len, len)
        }
        let range = hi - lo
        return (range > 0 ? (track - len) * (offset - lo) / range : 0, len)
    }

    /// Places, colours and shows or hides both bars for the current offset, size and insets.
    func _placeIndicators(_ ind: _ScrollIndicators) {
        let scrolls = _contentScrolls
        let showV = showsVerticalScrollIndicator && scrolls.vertical
        let showH = showsHorizontalScrollIndicator && scrolls.horizontal
        if ind.vertical.isHidden == showV { ind.vertical.isHidden = !showV }
        if ind.horizontal.isHidden == showH { ind.horizontal.isHidden = !showH }
        guard showV || showH else { return }
        let px = _pixel
        if ind.appliedStyle != indicatorStyle || ind.appliedPixel != px { _styleIndicators(ind, px) }
        if showV { ind.vertical.frame = _indicatorFrame(verticalScrollIndicatorInsets, transposed: false, crossShown: showH, px) }
        if showH { ind.horizontal.frame = _indicatorFrame(horizontalScrollIndicatorInsets, transposed: true, crossShown: showV, px) }
    }

    /// A bar's frame in bounds coordinates, worked out for the vertical bar (along the right
    /// edge, leaving the corner to a horizontal bar when `crossShown`); the horizontal bar is
    /// the same with the axes swapped (`transposed`).
    func _indicatorFrame(_ insets: UIEdgeInsets, transposed: Bool, crossShown: Bool, _ px: CGFloat) -> CGRect {
        func tr(_ r: CGRect) -> CGRect { transposed ? CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r }
        func tr(_ p: CGPoint) -> CGPoint { transposed ? CGPoint(x: p.y, y: p.x) : p }
        func tr(_ i: UIEdgeInsets) -> UIEdgeInsets {
            transposed ? UIEdgeInsets(top: i.left, left: i.top, bottom: i.right, right: i.bottom) : i
        }
        func snap(_ v: CGFloat) -> CGFloat { (v / px).rounded() * px }
        let t = UIScrollView._indicatorThickness, e = UIScrollView._indicatorEdgeInset
        let b = tr(bounds), adj = tr(_adjustedInset), auto = tr(_indicatorAutomaticInset), i = tr(insets)
        let top = b.minY + i.top + auto.top + e
        let bottom = b.maxY - i.bottom - auto.bottom - e - (crossShown ? t + e : 0)
        let content = transposed ? _contentSize.width : _contentSize.height
        let s = UIScrollView._indicatorSpan(offset: b.minY, lo: tr(_minOffset).y, hi: tr(_maxOffset).y, visible: b.height,
                                            extent: content + adj.top + adj.bottom, track: bottom - top)
        let x = b.maxX - i.right - auto.right - e - t
        return tr(CGRect(x: snap(x), y: snap(top + s.start), width: t, height: snap(s.length)))
    }

    /// `.default`: dark with a light edge (seen on light and dark content); `.black`, `.white`.
    func _styleIndicators(_ ind: _ScrollIndicators, _ px: CGFloat) {
        ind.appliedStyle = indicatorStyle
        ind.appliedPixel = px
        for l in [ind.vertical, ind.horizontal] {
            l.cornerRadius = UIScrollView._indicatorThickness / 2
            switch indicatorStyle {
            case .default:
                l.backgroundColor = UIScrollView._indicatorDark
                l.borderColor = UIScrollView._indicatorLightEdge
                l.borderWidth = px
            case .black:
                l.backgroundColor = UIScrollView._indicatorBlack
                l.borderWidth = 0
            case .white:
                l.backgroundColor = UIScrollView._indicatorWhite
                l.borderWidth = 0
            }
        }
    }
}
