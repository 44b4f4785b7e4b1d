//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Where a popover goes: its source in the container, the side with room, the bubble's frame
// and the arrow's place on it.

/// One placement of a popover in its container.
struct _UIPopoverLayout {
    /// The bubble with its arrow.
    var frame: CGRect
    /// The side the arrow points from.
    var direction: UIPopoverArrowDirection
    /// The arrow tip's position along the arrow's edge, from the frame's left or top.
    var arrowOffset: CGFloat
}

extension UIPopoverPresentationController {
    /// Whether a source is set (a view, a bar button item or a source item).
    var _hasSource: Bool { sourceItem != nil || barButtonItem != nil || sourceView != nil }

    /// The view and rectangle the popover points at (a bar button item's view and its bounds).
    var _sourceViewAndRect: (view: UIView, rect: CGRect)? {
        if let item = sourceItem {
            if let v = item as? UIView { return (v, v.bounds) }
            if let b = item as? UIBarButtonItem { return Self._view(of: b).map { ($0, $0.bounds) } }
        }
        if let b = barButtonItem, let v = Self._view(of: b) { return (v, v.bounds) }
        if let v = sourceView { return (v, sourceRect == .zero ? v.bounds : sourceRect) }
        return nil
    }

    private static func _view(of item: UIBarButtonItem) -> UIView? {
        if let v = item.customView, v.window != nil { return v }
        return item._views.lazy.compactMap(\.view).first { $0.window != nil }
    }

    /// The source's rectangle in `container` (nil when there is none on screen).
    func _sourceRect(in container: UIView) -> CGRect? {
        if let item = sourceItem, !(item is UIView), !(item is UIBarButtonItem) { return item.frame(in: container) }
        guard let s = _sourceViewAndRect, s.view.window != nil, s.view.window === container.window else { return nil }
        return s.view.convert(s.rect, to: container)
    }

    /// The popover's place: on the first permitted side (up, down, left, right: the arrow's
    /// direction) where the content fits, else on the roomiest one with the content shrunk (or,
    /// with `canOverlapSourceViewRect` or no room at all, over the source without an arrow); the
    /// bubble is slid along the source to stay inside the margins.
    func _layout(in c: UIView) -> _UIPopoverLayout? {
        guard let src = _sourceRect(in: c) else { return nil }
        let area = c.bounds.inset(by: c.safeAreaInsets).inset(by: popoverLayoutMargins)
        guard area.width > 0, area.height > 0 else { return nil }
        let vc = presentedViewController
        var content = vc.preferredContentSize
        if content == .zero, let alert = vc as? UIAlertController { content = alert._alertView?.popoverContentSize() ?? .zero }
        if content.width <= 0 { content.width = Self.defaultContentSize.width }
        if content.height <= 0 { content.height = Self.defaultContentSize.height }
        let a = Self.arrowHeight
        let sides: [(UIPopoverArrowDirection, CGSize)] = [
            (.up, CGSize(width: area.width, height: area.maxY - src.maxY - a)),
            (.down, CGSize(width: area.width, height: src.minY - area.minY - a)),
            (.left, CGSize(width: area.maxX - src.maxX - a, height: area.height)),
            (.right, CGSize(width: src.minX - area.minX - a, height: area.height)),
        ]
        let permitted = permittedArrowDirections == .unknown ? .any : permittedArrowDirections
        let allowed = sides.filter { permitted.contains($0.0) }
        let fits = allowed.first { $0.1.width >= content.width && $0.1.height >= content.height }
        let roomiest = allowed.max { max(0, $0.1.width) * max(0, $0.1.height) < max(0, $1.1.width) * max(0, $1.1.height) }
        let usable = fits ?? roomiest.flatMap { $0.1.width >= 44 && $0.1.height >= 44 ? $0 : nil }
        guard let side = usable, fits != nil || !canOverlapSourceViewRect else {
            // No room beside the source (or it may be covered): over it, inside the margins,
            // without an arrow.
            let w = min(content.width, area.width), h = min(content.height, area.height)
            let x = max(area.minX, min((src.midX - w / 2).rounded(), area.maxX - w))
            let y = max(area.minY, min((src.midY - h / 2).rounded(), area.maxY - h))
            return _UIPopoverLayout(frame: CGRect(x: x, y: y, width: w, height: h), direction: .unknown, arrowOffset: 0)
        }
        let w = min(content.width, side.1.width), h = min(content.height, side.1.height)
        func clamp(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat) -> CGFloat { max(lo, min(v, hi)) }
        let r = Self.cornerRadius + Self.arrowBase / 2
        switch side.0 {
        case .up, .down:
            let x = clamp((src.midX - w / 2).rounded(), area.minX, area.maxX - w)
            let y = side.0 == .up ? src.maxY : src.minY - a - h
            let tip = clamp(src.midX, x + r, x + w - r) - x
            return _UIPopoverLayout(frame: CGRect(x: x, y: y, width: w, height: h + a), direction: side.0, arrowOffset: tip)
        default:
            let y = clamp((src.midY - h / 2).rounded(), area.minY, area.maxY - h)
            let x = side.0 == .left ? src.maxX : src.minX - a - w
            let tip = clamp(src.midY, y + r, y + h - r) - y
            return _UIPopoverLayout(frame: CGRect(x: x, y: y, width: w + a, height: h), direction: side.0, arrowOffset: tip)
        }
    }

    /// Places the bubble and its arrow.
    func _applyLayout() {
        guard let c = containerView, let bubble = presentedView as? _UIPopoverView, let layout = _layout(in: c) else { return }
        arrowDirection = layout.direction
        bubble.arrowDirection = layout.direction
        bubble.arrowOffset = layout.arrowOffset
        if !_inTransition {
            bubble.bounds.size = layout.frame.size
            bubble.center = CGPoint(x: layout.frame.midX, y: layout.frame.midY)
        }
        bubble.setNeedsLayout()
        bubble.layoutIfNeeded()
        bubble.setNeedsDisplay()
    }
}
