//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Sideways scrolling of a compositional layout's orthogonal sections: a pan on the collection
/// view that begins only for a sideways drag inside an orthogonal section, and moves that
/// section's scroll position alone (the collection view's own offset and delegate are untouched);
/// on release the section glides to the target its behaviour asks for (a page, a group boundary,
/// a centred group).
@MainActor final class _UIOrthogonalScroller: NSObject, UIGestureRecognizerDelegate {
    weak var layout: UICollectionViewCompositionalLayout?
    weak var collectionView: UICollectionView?
    let pan = UIPanGestureRecognizer()
    private var section = -1
    private var start: CGFloat = 0
    private var link: CADisplayLink?

    init(layout: UICollectionViewCompositionalLayout, collectionView: UICollectionView) {
        self.layout = layout; self.collectionView = collectionView
        super.init()
        pan.delegate = self
        pan.addAction { [weak self] _ in self?.panned() }
        collectionView.addGestureRecognizer(pan)
        // The collection view scrolls only once this pan has failed (a drag along its own axis).
        collectionView.panGestureRecognizer.require(toFail: pan)
    }

    func detach() {
        link?.invalidate(); link = nil
        pan.view?.removeGestureRecognizer(pan)
    }

    private var vertical: Bool { layout?.configuration.scrollDirection != .horizontal }
    private func along(_ p: CGPoint) -> CGFloat { vertical ? p.x : p.y }
    private func across(_ p: CGPoint) -> CGFloat { vertical ? p.y : p.x }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let cv = collectionView, let layout else { return false }
        let t = pan.translation(in: cv)
        guard abs(along(t)) > abs(across(t)) else { return false }
        let p = pan.location(in: cv)
        let range = layout.geometry.sections(in: CGRect(origin: p, size: CGSize(width: 1, height: 1)), vertical: vertical)
        guard let s = range.first(where: { layout.geometry.sections[$0].orthogonal && layout.geometry.sections[$0].frame.contains(p) }) else { return false }
        section = s
        return true
    }

    /// The scroll position range of the section: 0 to its row's end less its width.
    private func limits(_ s: Int) -> ClosedRange<CGFloat> {
        guard let layout, s < layout.geometry.sections.count else { return 0...0 }
        let sec = layout.geometry.sections[s]
        guard let last = sec.groups.last else { return 0...0 }
        let width = vertical ? sec.frame.width : sec.frame.height
        let trailing = vertical ? sec.frame.maxX - sec.contentFrame.maxX : sec.frame.maxY - sec.contentFrame.maxY
        let end = (vertical ? last.maxX : last.maxY) + trailing
        return 0...max(0, end - width)
    }

    private func offset(_ s: Int) -> CGFloat { layout?._orthogonalOffsets[s] ?? 0 }

    private func setOffset(_ value: CGFloat, _ s: Int) {
        guard let layout else { return }
        layout._orthogonalOffsets[s] = value
        layout.invalidateLayout(with: _CompositionalScrollContext())
    }

    private func panned() {
        guard let cv = collectionView, section >= 0 else { return }
        let s = section
        switch pan.state {
        case .began:
            link?.invalidate(); link = nil
            start = offset(s)
        case .changed:
            var o = start - along(pan.translation(in: cv))
            let r = limits(s)
            if o < r.lowerBound { o = r.lowerBound - (r.lowerBound - o) / 3 } else if o > r.upperBound { o = r.upperBound + (o - r.upperBound) / 3 }
            setOffset(o, s)
        case .ended, .cancelled:
            let v = pan.state == .ended ? along(pan.velocity(in: cv)) : 0
            glide(s, to: target(s, velocity: v))
        default: break
        }
    }

    /// Where the section comes to rest after a release at `velocity` (points per second, finger direction).
    private func target(_ s: Int, velocity v: CGFloat) -> CGFloat {
        guard let layout, s < layout.geometry.sections.count, s < layout.sectionBehaviors.count else { return offset(s) }
        let sec = layout.geometry.sections[s]
        let r = limits(s)
        let now = offset(s)
        let projected = now - v * 0.5
        let width = vertical ? sec.frame.width : sec.frame.height
        let lead = vertical ? sec.contentFrame.minX : sec.contentFrame.minY
        let leadings = sec.groups.map { (vertical ? $0.minX : $0.minY) - lead }
        let direction: Int = v < -200 || (abs(v) <= 200 && now > start + 0.5) ? 1 : v > 200 || (abs(v) <= 200 && now < start - 0.5) ? -1 : 0
        func clamp(_ x: CGFloat) -> CGFloat { min(max(x, r.lowerBound), r.upperBound) }
        func nearest(_ values: [CGFloat], to x: CGFloat) -> Int {
            values.indices.min { abs(values[$0] - x) < abs(values[$1] - x) } ?? 0
        }
        switch layout.sectionBehaviors[s] {
        case .none, .continuous:
            return clamp(projected)
        case .continuousGroupLeadingBoundary:
            return clamp(leadings.isEmpty ? projected : leadings[nearest(leadings, to: projected)])
        case .paging:
            guard width > 0 else { return clamp(now) }
            let page = (start / width).rounded() + CGFloat(direction)
            return clamp(page * width)
        case .groupPaging, .groupPagingCentered:
            guard !leadings.isEmpty else { return clamp(now) }
            let centered = layout.sectionBehaviors[s] == .groupPagingCentered
            let positions = centered
                ? sec.groups.map { (vertical ? $0.midX : $0.midY) - (vertical ? sec.frame.minX : sec.frame.minY) - width / 2 }
                : leadings
            let i = min(max(nearest(positions, to: start) + direction, 0), positions.count - 1)
            return centered ? positions[i] : clamp(positions[i])
        }
    }

    /// Moves the section to `target` over a quarter second, easing out, one layout pass per frame.
    private func glide(_ s: Int, to target: CGFloat) {
        link?.invalidate()
        let from = offset(s)
        guard abs(target - from) > 0.5 else { setOffset(target, s); return }
        let began = CACurrentMediaTime()
        let duration = 0.25
        let link = CADisplayLink { [weak self] link in
            guard let self else { link.invalidate(); return }
            let t = min(1, (link.timestamp - began) / duration)
            let eased = 1 - pow(1 - t, 3)
            self.setOffset(from + (target - from) * CGFloat(eased), s)
            if t >= 1 { link.invalidate(); self.link = nil }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }
}
