//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// The compositor: renders a layer tree into a `CARenderTarget`, repainting only what changed.
///
/// Per frame (the platform main loop, once per vsync while something changes):
///
///     CADisplayLink._fireAll(timestamp: t, duration: 1/60)
///     CATransaction.flush()                // layout + display passes (beginFrame also does it)
///     renderer.beginFrame(atTime: t)       // retires animations, collects damage
///     renderer.render()                    // repaints the damage (or blits a scroll)
///     present(renderer.damagedPixelRects)  // e.g. SDL_UpdateWindowSurfaceRects
///     renderer.endFrame()
///
/// and sleeps until the `CAFrameScheduling` seam (`CARenderer.frameScheduler`) is told that a frame
/// is needed (when `isAnimating` is false), or until `nextFrameTime`.
///
/// Damage: a property change of a layer in this renderer's tree records the layer's old on-screen
/// rectangle (its visual extent: bounds, shadow and, unless it clips, its sublayers; clipped by
/// clipping ancestors); at the next frame its new rectangle is added too. Animated layers damage
/// their previous and current presentation rectangles each frame. Rendering clips to the damage
/// (as few integral pixel rectangles as sensible), paints opaque white, then the tree from cached
/// backing stores, skipping subtrees whose extent misses the damage without visiting them, and
/// querying the spatial index of layers with many sublayers.
///
/// Scrolling: when exactly one layer's `bounds.origin` changed in a frame, and that layer clips,
/// draws at most a background colour (no contents, drawing, mask or animation), sits under
/// ancestors with full opacity (no masks, no animations), is drawn axis-aligned on whole pixels
/// and moves by whole pixels, the renderer moves the pixels already in the target (row memmove)
/// and repaints only the newly exposed strip, plus, where they are and where the move put them,
/// the pixels that do not scroll: borders and rounded corners of the layer and its ancestors,
/// layers painted above it, and, unless its background is opaque, whatever shows through it that
/// is not one uniform colour (a plain colour fill covering it is uniform: a clear scroll view over
/// its superview's background moves; see `scrollBlitPlan`). Its sublayers may be anything
/// (rounded, shadowed, clipping, drawn, animated). When those fixups would cost about as much,
/// the layer's rectangle is repainted instead. Other changes of the same frame (its sublayers,
/// scroll indicators, animations, anything elsewhere) are repainted as usual; their damage
/// recorded before the move is repainted both where it was and where the move put it.
@preconcurrency @MainActor public final class CARenderer {
    // MARK: Frame requests (static: one main loop)

    /// Told (at most once until the next frame ends) when something needs a new frame: a change
    /// in a layer tree attached to a renderer, `setNeedsDisplay`/`setNeedsLayout`, an added
    /// animation, an unpaused display link. The platform's main loop installs itself here: the
    /// `CAFrameScheduling` seam.
    @exclusivity(unchecked) package static var frameScheduler: (any CAFrameScheduling)?
    /// An observer called after `frameScheduler` whenever a new frame is requested (at most once
    /// until the next frame ends). Nothing in the package sets it; it stays for code written
    /// against an earlier release, where the main loop set it. Not part of Apple's `CARenderer`.
    public static var needsFrameHandler: (@MainActor () -> Void)?
    @exclusivity(unchecked) static var frameRequested = false
    package static var _frameRequested: Bool { frameRequested }
    static func _requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        frameScheduler?.setNeedsFrame()
        needsFrameHandler?()
    }
    /// True while animations run or display links are active: keep producing frames.
    public static var isAnimating: Bool {
        _CALayerEngine.hasRunningAnimations || CADisplayLink._hasActiveLinks
    }
    /// When the next frame is needed without further changes: now while animating, the start of
    /// the earliest pending animation, or nil (sleep until the next frame request).
    public static var nextFrameTime: CFTimeInterval? {
        let now = CACurrentMediaTime()
        if CADisplayLink._hasActiveLinks { return now }
        return _CALayerEngine.nextAnimationTime(now: now)
    }

    /// True when an animation that has not stopped (running or delayed) is attached to `root`
    /// or a layer below it. Lets a host (a test, a window) ask about its own tree only.
    public static func hasAnimations(inTreeOf root: CALayer) -> Bool {
        _CALayerEngine.animatedLayers.values.contains { l in
            l._animations.contains { !$0.anim._didStop } && _CALayerEngine.isInTree(l, of: root)
        }
    }
    /// Removes every animation in `root`'s tree (delegates get `finished: false`), e.g. when the
    /// window showing it goes away, so a repeating animation cannot outlive its window.
    public static func removeAnimations(inTreeOf root: CALayer) {
        for l in Array(_CALayerEngine.animatedLayers.values) where _CALayerEngine.isInTree(l, of: root) {
            l.removeAllAnimations()
        }
    }

    // MARK: Configuration

    /// The root of the rendered tree (its superlayer space is the renderer's space).
    public var layer: CALayer? {
        didSet {
            if oldValue !== layer { oldValue?._hostRenderer = nil; layer?._hostRenderer = self }
            setNeedsFullRepaint()
        }
    }
    /// The visible area in points (default: the target's size / scale at the origin).
    public var bounds: CGRect {
        get { _bounds ?? CGRect(x: 0, y: 0, width: CGFloat(target.width) / target.scale, height: CGFloat(target.height) / target.scale) }
        set {
            guard CALayer.finite(newValue) else { return UIKitLog.warning("CARenderer.bounds: invalid \(newValue)", category: "CARenderer") }
            _bounds = newValue; setNeedsFullRepaint()
        }
    }
    @exclusivity(unchecked) var _bounds: CGRect?
    /// Where frames are drawn (a window surface or a bitmap); changing it repaints everything at the next frame.
    /// Not part of Apple's `CARenderer`, which renders into an OpenGL or Metal context.
    public var target: CARenderTarget { didSet { setNeedsFullRepaint() } }

    isolated deinit {
        // The root's back reference is unowned (see `_CALayerExtras.hostRendererRef`).
        if let root = layer, root._x?.hostRendererRef?.toOpaque() == Unmanaged.passUnretained(self).toOpaque() {
            root._x?.hostRendererRef = nil
        }
    }

    /// Makes a renderer compositing `layer`'s tree into `target` (a layer has one renderer: an older one lets go).
    public init(layer: CALayer, target: CARenderTarget) {
        self.target = target
        self.layer = layer
        if let old = layer._hostRenderer, old !== self { old.layer = nil }
        layer._hostRenderer = self
        CARenderer._requestFrame()
    }

    // MARK: Per-frame results

    /// After `render()`: the pixel rectangles that changed (integral, merged, few).
    public internal(set) var damagedPixelRects: [CGRect] = []
    /// Layers painted in the last frame.
    @exclusivity(unchecked) public internal(set) var layersComposited = 0
    /// Backing stores redrawn since the previous frame ended.
    @exclusivity(unchecked) public internal(set) var layersDrawn = 0
    /// Layers the last frame's traversal looked at (painted or culled).
    @exclusivity(unchecked) public internal(set) var layersVisited = 0
    /// Backgrounds the last frame did not paint because an opaque sublayer covered them.
    @exclusivity(unchecked) var coveredBackgrounds = 0
    /// Scaled images the last frame sampled nearest, in part, under a backdrop blur
    /// (`paintSplitUnderBackdrops`).
    @exclusivity(unchecked) var imagesSampledUnderBackdrops = 0
    /// True when the last frame moved pixels for a scroll instead of repainting.
    @exclusivity(unchecked) public internal(set) var lastFrameUsedScrollBlit = false
    /// Pixels repainted in the last frame (sum of the painted rectangles' areas).
    @exclusivity(unchecked) public internal(set) var pixelsPainted = 0
    /// Set to false to disable the scroll blit (tests compare against full repaints).
    @exclusivity(unchecked) public var allowsScrollBlit = true

    /// Moves the shown pixels of a device rectangle by (dx, dy) where they are displayed, e.g. in
    /// the X server (`XCopyArea`), instead of in the target; true when it did. A scroll then
    /// costs no pass over the target's pixels and no upload of the moved ones: only the exposed
    /// strip is painted and presented. The target's other pixels are stale until a full repaint
    /// (`_targetMatchesScreen`); a host that re-presents the target as is (an expose) must ask for
    /// one first (`_repaintAll`).
    package var _presenterScroll: ((CGRect, Int, Int) -> Bool)?
    /// False after `_presenterScroll` moved pixels on the display but not in the target; true
    /// again after a full repaint.
    @exclusivity(unchecked) package internal(set) var _targetMatchesScreen = true
    /// Repaints the whole target at the next frame.
    package func _repaintAll() {
        fullRepaint = true
        CARenderer._requestFrame()
    }
    /// Repaints the device-pixel rectangle `r` at the next frame (e.g. what a display-side scroll
    /// could not copy because another window hid it).
    package func _setNeedsRepaint(pixels r: CGRect) {
        guard !r.isNull, !r.isEmpty else { return }
        pendingDamage.append(r.applying(rootDeviceTransform.inverted()))
        CARenderer._requestFrame()
    }

    // MARK: Damage bookkeeping

    struct Dirty {
        let layer: CALayer
        var change: _CAChange
        var oldRect: CGRect
        var subtree: Bool
        var oldBoundsOrigin: CGPoint?
        /// Noted after a scroll change in the same frame: `oldRect` is in the scrolled coordinates.
        var afterScroll = false
    }
    var dirty: [ObjectIdentifier: Dirty] = [:]
    /// Damage in renderer points collected outside dirty entries.
    var pendingDamage: [CGRect] = []
    /// The `pendingDamage` counts at the frame's first and last scroll (`bounds.origin`) change.
    var pendingAtScroll: (first: Int, last: Int)?
    @exclusivity(unchecked) var fullRepaint = true
    @exclusivity(unchecked) var renderedGeneration = -1
    @exclusivity(unchecked) var frameBegun = false
    @exclusivity(unchecked) var frameTime: CFTimeInterval = 0
    var states: [ObjectIdentifier: CALayer] = [:]
    var paintRects: [CGRect] = []
    var presentRects: [CGRect] = []
    @exclusivity(unchecked) var blitDone = false
    @exclusivity(unchecked) var isPainting = false

    /// True when `l`'s own drawing is entirely outside the visible area (display can wait).
    func _isOffscreen(_ l: CALayer, subtree: Bool = false) -> Bool {
        let r = screenRect(l, subtree: subtree)
        return r.isNull || r.width <= 0 || r.height <= 0
    }

    /// Repaint everything at the next frame.
    public func setNeedsFullRepaint() {
        fullRepaint = true
        CARenderer._requestFrame()
    }

    /// Adds a rectangle (points, renderer space) to repaint.
    public func addUpdateRect(_ r: CGRect) {
        guard CALayer.finite(r) else { return UIKitLog.warning("CARenderer.addUpdateRect: invalid \(r)", category: "CARenderer") }
        pendingDamage.append(r)
        CARenderer._requestFrame()
    }

    // MARK: Geometry

    func state(_ l: CALayer) -> CALayer { l._presented(in: states) }

    /// The on-screen rectangle (renderer points) of `l`'s subtree, own drawing, or `local` rect
    /// (bounds space), clipped by clipping ancestors and the renderer bounds. Null when not visible
    /// or not in this renderer's tree. O(depth).
    func screenRect(_ l: CALayer, subtree: Bool = true, local: CGRect? = nil) -> CGRect {
        let s = state(l)
        if s._isHidden { return .null }
        var r = local ?? (subtree ? s._localExtent(model: l) : s._ownExtent())
        if r.isNull || r.isEmpty && r.width < 0 { return .null }
        var cur = l
        var curState = s
        while true {
            r = r.applying(curState._toParent)
            if let p = cur._superlayer {
                let ps = state(p)
                if ps._isHidden { return .null }
                if ps._masksToBounds { r = r.intersection(ps._bounds); if r.isNull { return .null } }
                cur = p; curState = ps
            } else if let owner = cur._maskOwner {
                // A mask's space is its owner's bounds space.
                let os = state(owner)
                if os._isHidden { return .null }
                r = r.intersection(os._bounds)
                if r.isNull { return .null }
                r = r.applying(os._toParent)
                guard let op = owner._superlayer else { return owner === layer ? r.intersection(bounds) : .null }
                cur = op; curState = state(op)
                if curState._isHidden { return .null }
                if curState._masksToBounds { r = r.intersection(curState._bounds) }
                continue
            } else {
                break
            }
        }
        guard cur === layer else { return .null }
        return r.intersection(bounds)
    }

    /// The full transform of `l`'s bounds space to device pixels.
    func deviceTransform(_ l: CALayer) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var cur: CALayer? = l
        while let c = cur { t = t.concatenating(state(c)._toParent); cur = c._superlayer }
        return t.concatenating(rootDeviceTransform)
    }
    var rootDeviceTransform: CGAffineTransform {
        let b = bounds, s = target.scale
        return CGAffineTransform(a: s, b: 0, c: 0, d: s, tx: -b.minX * s, ty: -b.minY * s)
    }
    func toPixels(_ r: CGRect) -> CGRect {
        if r.isNull || r.isEmpty { return .null }
        let p = r.applying(rootDeviceTransform)
        let x0 = max(0, floor(p.minX)), y0 = max(0, floor(p.minY))
        let x1 = min(CGFloat(target.width), ceil(p.maxX)), y1 = min(CGFloat(target.height), ceil(p.maxY))
        if x1 <= x0 || y1 <= y0 { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    // MARK: Frame

    /// Starts a frame at media time `t`: runs a pending layout/display flush, retires finished
    /// animations, evaluates running ones and collects the frame's damage.
    public func beginFrame(atTime t: CFTimeInterval) {
        CATransaction.flush()
        frameBegun = true
        frameTime = t.isFinite ? t : CACurrentMediaTime()
        layersDrawn = _CALayerEngine.displaysSinceFrame
        collectDamage()
    }
    /// Apple's form of ``beginFrame(atTime:)``: `timeStamp` (a `CVTimeStamp` on macOS) is ignored.
    public func beginFrame(atTime t: CFTimeInterval, timeStamp: UnsafeMutableRawPointer?) { beginFrame(atTime: t) }

    /// The union of this frame's damage in points (after `beginFrame`).
    public func updateBounds() -> CGRect {
        if !frameBegun { beginFrame(atTime: CACurrentMediaTime()) }
        var u = CGRect.null
        for r in paintRects + presentRects { u = u.union(r) }
        if u.isNull { return .null }
        let inv = rootDeviceTransform.inverted()
        return u.applying(inv)
    }

    // MARK: Far-away backing stores

    /// Backing stores of layers farther than this many visible-area sizes outside the visible
    /// area are released (every `backingStoreSweepInterval` frames, once more than
    /// `backingStoreSweepMinimum` layers have stores); the layer is marked for display and redrawn
    /// when it comes back into view (as iOS purges off-screen content under memory pressure).
    /// Memory then stays proportional to what is near the screen, not to what was ever shown.
    @exclusivity(unchecked) public static var backingStoreReleaseDistance: CGFloat = 2
    /// How many frames pass between two sweeps of far-away backing stores (32).
    @exclusivity(unchecked) public static var backingStoreSweepInterval = 32
    /// Sweeps run only once more than this many layers have backing stores (64).
    @exclusivity(unchecked) public static var backingStoreSweepMinimum = 64
    @exclusivity(unchecked) var framesSinceSweep = 0
    /// Backing stores released by sweeps (statistics, tests).
    @exclusivity(unchecked) public internal(set) var backingStoresReleased = 0

    /// Releases the backing stores of this renderer's layers that are far outside the visible
    /// area (their unclipped position: content scrolled just out of a clipping view is kept).
    package func _releaseFarBackingStores() {
        let b = bounds
        let d = CARenderer.backingStoreReleaseDistance
        let near = b.insetBy(dx: -b.width * d, dy: -b.height * d)
        for (id, w) in _CALayerEngine.backedLayers {
            guard let l = w.layer, l._backingStore != nil else { _CALayerEngine.backedLayers[id] = nil; continue }
            guard let r = unclippedRect(l), !r.isNull, !r.intersects(near) else { continue }
            l._releaseBackingStore()
            l.setNeedsDisplay()
            _CALayerEngine.backedLayers[id] = nil
            backingStoresReleased += 1
        }
    }

    /// `l`'s own extent in renderer points ignoring clipping; nil when `l` is not in this
    /// renderer's tree (or is inside a mask).
    func unclippedRect(_ l: CALayer) -> CGRect? {
        var r = l._ownExtent()
        var cur = l
        while true {
            r = r.applying(cur._toParent)
            guard let p = cur._superlayer else { break }
            cur = p
        }
        return cur === layer ? r : nil
    }

    /// Ends the frame: clears the per-frame state and re-arms the frame request (`frameScheduler`).
    public func endFrame() {
        framesSinceSweep += 1
        if framesSinceSweep >= CARenderer.backingStoreSweepInterval {
            framesSinceSweep = 0
            if _CALayerEngine.backedLayers.count > CARenderer.backingStoreSweepMinimum { _releaseFarBackingStores() }
        }
        frameBegun = false
        states = [:]
        paintRects = []
        presentRects = []
        _CALayerEngine.displaysSinceFrame = 0
        CARenderer.frameRequested = false
        // Changes made while rendering (or still animating) ask for another frame.
        if !dirty.isEmpty || !pendingDamage.isEmpty || fullRepaint || _CALayerEngine.hasPendingLayout || _CALayerEngine.hasPendingDisplay {
            CARenderer._requestFrame()
        }
    }
}
