//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Backdrop blur: a layer that shows, inside its (rounded) bounds, what was composited behind it,
// blurred, under its own background colour (the tint) and sublayers. UIKit's
// `UIVisualEffectView` sets it. The compositor reads the pixels already painted under the layer
// (`_CAPainter.drawBackdrop`), and the renderer keeps damage correct: a change anywhere under
// the layer or within the blur's reach repaints the whole blurred area
// (`CARenderer.addBackdropDamage`). A scroll done by moving pixels treats a backdrop layer above
// or behind the scrolled one as a fixup (repainted, as any layer that does not move), and is not
// done when the scrolled content holds one.

/// How a layer blurs what is behind it.
package struct _CABackdropBlur: Equatable, Sendable {
    /// The radius of each of the three box-blur passes, in points (the blur's sigma, roughly).
    package var radius: CGFloat
    /// How much the blurred colours are saturated (1: unchanged; iOS's materials use about 1.8).
    package var saturation: CGFloat

    /// A blur of `radius` points, saturated by `saturation`.
    package init(radius: CGFloat, saturation: CGFloat = 1) {
        self.radius = radius.isFinite ? max(0, radius) : 0
        self.saturation = saturation.isFinite ? max(0, saturation) : 1
    }
}

/// The layers with a backdrop blur (weakly held), so that the renderer can widen damage near them.
@MainActor enum _CABackdropLayers {
    @exclusivity(unchecked) static var all: [ObjectIdentifier: _CAWeakLayer] = [:]

    /// The live backdrop layers in `renderer`'s tree (forgets released ones).
    static func layers(in renderer: CARenderer) -> [CALayer] {
        guard !all.isEmpty else { return [] }
        var out: [CALayer] = []
        for (id, w) in all {
            guard let l = w.layer else { all[id] = nil; continue }
            if l._attachedRenderer() === renderer { out.append(l) }
        }
        return out
    }
}

extension CALayer {
    /// Whether `ancestor` is this layer or one of its superlayers.
    func _isInSubtree(of ancestor: CALayer) -> Bool {
        var l: CALayer? = self
        while let c = l { if c === ancestor { return true }; l = c._superlayer }
        return false
    }

    /// The blur of what is behind the layer, or nil (the default) for none. Not part of Apple's
    /// `CALayer` (iOS does this with a private backdrop layer class).
    package var _backdropBlur: _CABackdropBlur? {
        get { _x?.backdropBlur }
        set {
            guard newValue != _backdropBlur else { return }
            _willChange(.own)
            _ext.backdropBlur = newValue
            let id = ObjectIdentifier(self)
            if newValue != nil { _CABackdropLayers.all[id] = _CAWeakLayer(self) } else { _CABackdropLayers.all[id] = nil }
            _didChange("backdropBlur", old: (), .own)
        }
    }
}

extension CARenderer {
    /// How far (in pixels) a backdrop blur of `blur` reads around the layer at `scale`.
    static func backdropReach(_ blur: _CABackdropBlur, scale: CGFloat) -> CGFloat {
        3 * (blur.radius * scale).rounded(.up)
    }

    /// Widens the frame's damage for backdrop layers: where damage touches a backdrop layer or
    /// the area its blur reads, the whole layer and that area are repainted (the blur of every
    /// pixel depends on its neighbours).
    func addBackdropDamage(_ damage: inout _DamageList, backdrops: [CALayer]) {
        guard !backdrops.isEmpty else { return }
        var changed = true, rounds = 0
        var done = Set<ObjectIdentifier>()
        // A repainted backdrop can reach another one: repeat until nothing more is added.
        while changed && rounds < 4 {
            changed = false; rounds += 1
            for l in backdrops where !done.contains(ObjectIdentifier(l)) {
                guard let blur = l._x?.backdropBlur else { continue }
                let r = toPixels(screenRect(l))
                if r.isNull { continue }
                let reach = CARenderer.backdropReach(blur, scale: target.scale)
                let area = r.insetBy(dx: -reach, dy: -reach)
                    .intersection(CGRect(x: 0, y: 0, width: target.width, height: target.height))
                guard damage.rects.contains(where: { $0.intersects(area) }) else { continue }
                damage.add(area)
                done.insert(ObjectIdentifier(l))
                changed = true
            }
        }
    }
}
