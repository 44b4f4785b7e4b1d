//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

// Where a layer keeps its properties, and the contents-gravity, contents-filter and corner-mask types.
// Properties most layers leave at their defaults live in side storage, allocated on first write.

/// How `contents` is placed in the bounds. The names are Apple's; note that on Linux the layer
/// space is top-left/y-down, so `.top` means the edge at `bounds.minY` (the top of the screen)
/// and `.bottom` the edge at `bounds.maxY`, which matches what a UIKit programmer sees.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CALayerContentsGravity` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How contents images are sampled when drawn larger (`magnificationFilter`) or smaller
/// (`minificationFilter`) than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public var rawValue: String
    /// The `CALayerContentsFilter` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Drawn like `.linear` here: Cairo has no mipmaps (its filter averages pixels when shrinking).
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// Which corners `cornerRadius` rounds. As with gravity, "Min Y" is the top edge here.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The option bits of the set (Apple's values).
    public let rawValue: UInt
    /// A set with the given option bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four corners (the default of `maskedCorners`). An addition of this implementation.
    public static let all: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}

/// What a property change affects on screen (used for damage and cache invalidation).
struct _CAChange: OptionSet {
    let rawValue: UInt8
    /// The layer's own pixels (background, border, contents, shadow): damage its own rect.
    static let own = _CAChange(rawValue: 1)
    /// The whole subtree's pixels (opacity, hidden, mask, clipping).
    static let subtree = _CAChange(rawValue: 2)
    /// Geometry in the parent: the subtree moves; parent extents and spatial index are stale.
    static let geometry = _CAChange(rawValue: 4)
    /// `bounds.origin`: the sublayers move (scrolling).
    static let boundsOrigin = _CAChange(rawValue: 8)
    /// Stacking order among siblings.
    static let order = _CAChange(rawValue: 16)
    /// The visual extent (shadow, masksToBounds, hidden) changed without moving.
    static let extent = _CAChange(rawValue: 32)
}

// Side storage: the properties most layers leave at their defaults, and derived views of the stored fields.
extension CALayer {
    var _ext: _CALayerExtras {
        if let x = _x { return x }
        let x = _CALayerExtras()
        _x = x
        return x
    }
    /// Gives the extras back when every field in them is at its default again. Animation state
    /// (the attached animations, the animated-children index, an action's old value) is
    /// transient: without this, each layer that once animated, and each of its ancestors, kept
    /// its extras (~0.5 KB) for good — a list whose rows' controls are tapped one after another
    /// grew by that much per row. Called where that state empties (not on a hot path).
    func _releaseExtrasIfUnused() {
        guard let x = _x else { return }
        if x.animations.isEmpty && x.animations.capacity > 0 { x.animations = [] }
        if x.animatedChildren.isEmpty && x.animatedChildren.capacity > 0 { x.animatedChildren = [:] }
        if x.holdsOnlyDefaults { _x = nil }
    }
    var _zPosition: CGFloat {
        get { _x?.zPosition ?? 0 }
        set { if _x != nil || newValue != 0 { _ext.zPosition = newValue } }
    }
    var _anchorPointZ: CGFloat {
        get { _x?.anchorPointZ ?? 0 }
        set { if _x != nil || newValue != 0 { _ext.anchorPointZ = newValue } }
    }
    // Transforms (~300 bytes) have a box of their own inside the extras: the layers that need
    // extras for a shadow or contents (a slider's thumb, an image view) rarely have a transform.
    var _transforms: _CALayerTransforms? { _x?.transforms }
    var _transformsForWriting: _CALayerTransforms {
        let x = _ext
        if let t = x.transforms { return t }
        let t = _CALayerTransforms()
        x.transforms = t
        return t
    }
    var _transform: CATransform3D {
        get { _transforms?.transform ?? CATransform3DIdentity }
        set { if _transforms != nil || !CATransform3DIsIdentity(newValue) { _transformsForWriting.transform = newValue } }
    }
    var _affine: CGAffineTransform {
        get { _transforms?.affine ?? .identity }
        set { if _transforms != nil || !newValue.isIdentity { _transformsForWriting.affine = newValue } }
    }
    var _sublayerTransform: CATransform3D {
        get { _transforms?.sublayerTransform ?? CATransform3DIdentity }
        set { if _transforms != nil || !CATransform3DIsIdentity(newValue) { _transformsForWriting.sublayerTransform = newValue } }
    }
    var _contents: Any? {
        get { _x?.contents }
        set { if _x != nil || newValue != nil { _ext.contents = newValue } }
    }
    var _mask: CALayer? {
        get { _x?.mask }
        set { if _x != nil || newValue != nil { _ext.mask = newValue } }
    }
    var _animations: [(key: String, anim: CAAnimation)] {
        get { _x?.animations ?? [] }
        _modify { yield &_ext.animations }
    }
    /// Whether animations are attached (without copying the list out of the extras).
    var _hasAnimations: Bool { if let x = _x { return !x.animations.isEmpty } else { return false } }
    var _hasAnimatedChildren: Bool { if let x = _x { return !x.animatedChildren.isEmpty } else { return false } }
    var _animatedChildren: [ObjectIdentifier: CALayer] {
        get { _x?.animatedChildren ?? [:] }
        _modify { yield &_ext.animatedChildren }
    }
    var _hostRenderer: CARenderer? {
        get { _x?.hostRendererRef?.takeUnretainedValue() }
        set { if _x != nil || newValue != nil { _ext.hostRendererRef = newValue.map { Unmanaged.passUnretained($0) } } }
    }

    var _shadowColor: CGColor? {
        get { _x == nil ? _CALayerExtras.defaultShadowColor : _x!.shadowColor }
        set { if _x != nil || newValue !== _CALayerExtras.defaultShadowColor { _ext.shadowColor = newValue } }
    }
    var _shadowOpacity: Float {
        get { _x?.shadowOpacity ?? 0 }
        set { if _x != nil || newValue != 0 { _ext.shadowOpacity = newValue } }
    }
    var _shadowOffset: CGSize {
        get { _x?.shadowOffset ?? _CALayerDefaults.shadowOffset }
        set { if _x != nil || newValue != _CALayerDefaults.shadowOffset { _ext.shadowOffset = newValue } }
    }
    var _shadowRadius: CGFloat {
        get { _x?.shadowRadius ?? _CALayerDefaults.shadowRadius }
        set { if _x != nil || newValue != _CALayerDefaults.shadowRadius { _ext.shadowRadius = newValue } }
    }
    var _shadowPath: CGPath? {
        get { _x?.shadowPath }
        set { if _x != nil || newValue != nil { _ext.shadowPath = newValue } }
    }
    var _shadowCache: _CAShadowMask? {
        get { _x?.shadowCache }
        set { if _x != nil || newValue != nil { _ext.shadowCache = newValue } }
    }
    var _contentsGravity: CALayerContentsGravity {
        get { _x?.contentsGravity ?? _CALayerDefaults.contentsGravity }
        set { if _x != nil || newValue != _CALayerDefaults.contentsGravity { _ext.contentsGravity = newValue } }
    }
    var _contentsRect: CGRect {
        get { _x?.contentsRect ?? _CALayerExtras.unitRect }
        set { if _x != nil || newValue != _CALayerExtras.unitRect { _ext.contentsRect = newValue } }
    }
    var _contentsCenter: CGRect {
        get { _x?.contentsCenter ?? _CALayerExtras.unitRect }
        set { if _x != nil || newValue != _CALayerExtras.unitRect { _ext.contentsCenter = newValue } }
    }
    var _modelLayer: CALayer? {
        get { _x?.modelLayer }
        set { if _x != nil || newValue != nil { _ext.modelLayer = newValue } }
    }
    var _actionOldValue: Any? {
        get { _x?.actionOldValue }
        set { if _x != nil || newValue != nil { _ext.actionOldValue = newValue } }
    }
    /// A name for the layer, for your own use (not used by Core Animation). Default nil.
    public var name: String? {
        get { _x?.name }
        set { if _x != nil || newValue != nil { _ext.name = newValue } }
    }
    /// Default values for properties that were not set explicitly. Default nil.
    /// On Linux: stored and copied to presentation layers only; its values are never read as defaults.
    public var style: [AnyHashable: Any]? {
        get { _x?.style }
        set { if _x != nil || newValue != nil { _ext.style = newValue } }
    }

    nonisolated var _superlayer: CALayer? {
        @inline(__always) get { _superlayerRef?.takeUnretainedValue() }
        @inline(__always) set { _superlayerRef = newValue.map(Unmanaged.passUnretained) }
    }
    /// The layer this one is the mask of (rare: kept in the extras).
    var _maskOwner: CALayer? {
        get { _x?.maskOwnerRef?.takeUnretainedValue() }
        set { if _x != nil || newValue != nil { _ext.maskOwnerRef = newValue.map(Unmanaged.passUnretained) } }
    }
    /// The ancestor of `layer` (or `layer` itself) whose superlayer has enough sublayers to keep
    /// a spatial index: the item of a long list it belongs to; nil outside such lists. Walks up
    /// without retains (nonisolated: see `_root(of:)`).
    nonisolated static func _indexedItem(containing layer: Unmanaged<CALayer>) -> Unmanaged<CALayer>? {
        var l = layer
        while let p = l._withUnsafeGuaranteedRef({ $0._superlayerRef }) {
            if p._withUnsafeGuaranteedRef({ $0._sublayers.count > _CASpatialIndex.threshold }) { return l }
            l = p
        }
        return nil
    }
    /// What this layer hangs from, unretained: its superlayer, or the layer it masks.
    @inline(__always) nonisolated var _parentRef: Unmanaged<CALayer>? { _superlayerRef ?? _x?.maskOwnerRef }
    /// The top of `layer`'s tree, found without retaining anything on the way (nonisolated, so
    /// the closure gets no actor check: the walk only reads back pointers).
    @inline(__always) nonisolated static func _root(of layer: Unmanaged<CALayer>) -> Unmanaged<CALayer> {
        var l = layer
        while let p = l._withUnsafeGuaranteedRef({ $0._parentRef }) { l = p }
        return l
    }

    /// The part to redraw at the next display: everything (`_dirtyAll`, what `setNeedsDisplay()`
    /// asks), or a rectangle kept in the extras (`setNeedsDisplay(_:)`, rare).
    var _dirtyRect: CGRect { _dirtyAll ? CALayer._everything : (_x?.dirtyRect ?? .null) }
    /// This layer as a frame shows it: its presentation copy in `states` while it animates.
    final func _presented(in states: [ObjectIdentifier: CALayer]) -> CALayer {
        if states.isEmpty || !_hasAnimations { return self }
        return states[ObjectIdentifier(self)] ?? self
    }
    /// Whether it paints all of its bounds with one opaque colour: shown, fully opaque, square,
    /// unmasked (what covers whatever lies under it).
    final var _paintsOpaqueRectangle: Bool {
        !_isHidden && _opacity >= 1 && (_backgroundColor?.alpha ?? 0) >= 1 && _cornerRadius == 0 && _mask == nil
    }
    /// Marks all of the layer dirty, or none of it.
    final func _setDirty(all: Bool) {
        _dirtyAll = all
        if let x = _x { x.dirtyRect = .null }
    }
    static let _everything = CGRect(x: -CGFloat.greatestFiniteMagnitude / 4, y: -CGFloat.greatestFiniteMagnitude / 4,
                                    width: CGFloat.greatestFiniteMagnitude / 2, height: CGFloat.greatestFiniteMagnitude / 2)
    /// Where an animated layer was last painted (renderer space); null for other layers.
    var _lastPresentedRect: CGRect {
        get { _x?.lastPresentedRect ?? .null }
        set { if _x != nil || !newValue.isNull { _ext.lastPresentedRect = newValue } }
    }

    /// Times the backing store was (re)drawn. For tests.
    package var _displayCount: Int {
        get { Int(_displayCount32) }
        set { _displayCount32 = UInt32(truncatingIfNeeded: newValue) }
    }
    /// Layers in this subtree (including self) that have animations.
    var _animatedInSubtree: Int {
        @inline(__always) get { Int(_animatedInSubtree32) }
        set { _animatedInSubtree32 = Int32(truncatingIfNeeded: newValue) }
    }
    /// True until the layer has been through one `CATransaction.flush()`: the default (implicit)
    /// animations start only after that, so a new layer's initial setup is not animated (as on
    /// iOS, where a layer first committed in this transaction has no prior state).
    var _isNewThisFlush: Bool { UInt32(truncatingIfNeeded: _CALayerEngine.flushCount) == _createdAtFlush32 }
    var _backingStoreSize: (w: Int, h: Int) {
        get { (Int(_backingStoreSize32.w), Int(_backingStoreSize32.h)) }
        set { _backingStoreSize32 = (Int32(clamping: newValue.w), Int32(clamping: newValue.h)) }
    }
    var _maskedCorners: CACornerMask {
        get { CACornerMask(rawValue: UInt(_maskedCorners8)) }
        set { _maskedCorners8 = UInt8(truncatingIfNeeded: newValue.rawValue) }
    }

    /// Makes `owner`, which keeps this layer alive and calls `_releaseOwningDelegate()` from its
    /// deinit, the delegate.
    package func _setOwningDelegate(_ owner: any CALayerDelegate) {
        delegate = nil
        _owningDelegate = owner
    }
    /// Called by the owning delegate's deinit (the layer may outlive it).
    nonisolated package func _releaseOwningDelegate() { _owningDelegate = nil; _delegateActionsOnlyInBlocks = false }

    // MARK: Diagnostics helpers

    /// Whether the backing store is cleared to transparent before `draw(in:)` (UIKit's
    /// `clearsContextBeforeDrawing`); when false, what was drawn before stays under the new drawing.
    package var _clearsBeforeDrawing: Bool {
        get { _x?.clearsBeforeDrawing ?? true }
        set { if _x != nil || !newValue { _ext.clearsBeforeDrawing = newValue } }
    }
    func _reject(_ property: String, _ value: Any) {
        UIKitLog.warning("CALayer.\(property): invalid value \(value) ignored", category: "CALayer")
    }
    @inline(__always) static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    @inline(__always) static func finite(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite }
    @inline(__always) static func finite(_ r: CGRect) -> Bool { finite(r.origin) && finite(r.size) }

    /// Properties already warned about by `_warnUnsupportedOnce`.
    static var _warnedUnsupported: Set<String> = []
    /// Warns, once per process, that `property` was set to a value whose effect is not
    /// implemented here (see the README's porting table).
    static func _warnUnsupportedOnce(_ property: String, _ note: String) {
        guard _warnedUnsupported.insert(property).inserted else { return }
        UIKitLog.warning("CALayer.\(property) is not supported: \(note)", category: "CALayer")
    }

    /// `init(layer:)`'s copy of the base class's properties.
    final func _copyLayerProperties(from l: CALayer) {
        _bounds = l._bounds; _position = l._position; _anchorPoint = l._anchorPoint
        _zPosition = l._zPosition; _anchorPointZ = l._anchorPointZ
        _transform = l._transform; _affine = l._affine; _sublayerTransform = l._sublayerTransform
        _opacity = l._opacity; _isHidden = l._isHidden; _masksToBounds = l._masksToBounds
        _backgroundColor = l._backgroundColor; _cornerRadius = l._cornerRadius; _maskedCorners = l._maskedCorners
        _borderWidth = l._borderWidth; _borderColor = l._borderColor
        _shadowColor = l._shadowColor; _shadowOpacity = l._shadowOpacity; _shadowOffset = l._shadowOffset
        _shadowRadius = l._shadowRadius; _shadowPath = l._shadowPath
        _contents = l._contents; _contentsScale = l._contentsScale; _contentsGravity = l._contentsGravity
        _contentsRect = l._contentsRect; _contentsCenter = l._contentsCenter; _isOpaque = l._isOpaque
        _mask = l._mask
        name = l.name; style = l.style; actions = l.actions; delegate = l.delegate
        needsDisplayOnBoundsChange = l.needsDisplayOnBoundsChange
        _delegateDraws = l._delegateDraws
        if let c = l._x?.customValues { _ext.customValues = c }
    }
}

/// The defaults of the properties kept in the side storage that are not zero, nil or false
/// (written once: the getters, the setters and `_CALayerExtras` all read them here).
enum _CALayerDefaults {
    static let shadowOffset = CGSize(width: 0, height: -3)
    static let shadowRadius: CGFloat = 3
    static let contentsGravity = CALayerContentsGravity.resize
    static let allowsGroupOpacity = true
    static let filter = CALayerContentsFilter.linear
    static let rasterizationScale: CGFloat = 1
}

/// A layer's transforms, when it has any (see `CALayer._transforms`).
@MainActor final class _CALayerTransforms {
    @exclusivity(unchecked) var transform = CATransform3DIdentity
    @exclusivity(unchecked) var affine = CGAffineTransform.identity
    @exclusivity(unchecked) var sublayerTransform = CATransform3DIdentity
}

/// The rarely changed part of a layer's state (see `CALayer._x`).
@MainActor final class _CALayerExtras {
    static let unitRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    static let defaultShadowColor: CGColor? = .black
    @exclusivity(unchecked) var zPosition: CGFloat = 0
    @exclusivity(unchecked) var anchorPointZ: CGFloat = 0
    @exclusivity(unchecked) var dirtyRect: CGRect = .null
    @exclusivity(unchecked) var lastPresentedRect: CGRect = .null
    @exclusivity(unchecked) var transforms: _CALayerTransforms?
    @exclusivity(unchecked) var shadowColor: CGColor? = _CALayerExtras.defaultShadowColor
    @exclusivity(unchecked) var shadowOpacity: Float = 0
    @exclusivity(unchecked) var shadowOffset = _CALayerDefaults.shadowOffset
    @exclusivity(unchecked) var shadowRadius = _CALayerDefaults.shadowRadius
    @exclusivity(unchecked) var shadowPath: CGPath?
    @exclusivity(unchecked) var shadowCache: _CAShadowMask?
    @exclusivity(unchecked) var contentsGravity = _CALayerDefaults.contentsGravity
    @exclusivity(unchecked) var contentsRect = _CALayerExtras.unitRect
    @exclusivity(unchecked) var contentsCenter = _CALayerExtras.unitRect
    @exclusivity(unchecked) var modelLayer: CALayer?
    @exclusivity(unchecked) var presentationSuperlayer: CALayer?
    weak var weakDelegate: (any CALayerDelegate)?
    var actionOldValue: Any?
    /// Values of custom keys (`setValue(_:forKey:)` with a key that is no built-in property).
    var customValues: [String: Any]?
    /// The media time at which an animation of a display key last marked the layer for display.
    @exclusivity(unchecked) var displayKeyRedrawTime: CFTimeInterval = -1
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: any CAAction]?
    @exclusivity(unchecked) var allowsEdgeAntialiasing = false
    @exclusivity(unchecked) var allowsGroupOpacity = _CALayerDefaults.allowsGroupOpacity
    var minificationFilter = _CALayerDefaults.filter
    var magnificationFilter = _CALayerDefaults.filter
    @exclusivity(unchecked) var drawsAsynchronously = false
    @exclusivity(unchecked) var shouldRasterize = false
    /// See `CALayer._transitionRasterScale`.
    @exclusivity(unchecked) var transitionRasterScale: CGFloat = 0
    /// See `CALayer._transitionClip`.
    @exclusivity(unchecked) var transitionClip: CGRect = .null
    /// See `CALayer._backdropBlur`.
    @exclusivity(unchecked) var backdropBlur: _CABackdropBlur?
    @exclusivity(unchecked) var rasterizationScale = _CALayerDefaults.rasterizationScale
    @exclusivity(unchecked) var clearsBeforeDrawing = true
    var contents: Any?
    @exclusivity(unchecked) nonisolated(unsafe) var mask: CALayer?
    @exclusivity(unchecked) nonisolated(unsafe) var maskOwnerRef: Unmanaged<CALayer>?
    var animations: [(key: String, anim: CAAnimation)] = []
    var animatedChildren: [ObjectIdentifier: CALayer] = [:]
    /// The renderer whose root this layer is. Not `weak`: a weak reference would give the renderer
    /// a side table, and every retain of it (every property change asks for it) the slow path.
    /// The renderer holds its root strongly and clears this when it lets go of it or goes away.
    @exclusivity(unchecked) nonisolated(unsafe) var hostRendererRef: Unmanaged<CARenderer>?

    /// True when every field above holds its default: the layer reads the same without the
    /// extras (`CALayer._releaseExtrasIfUnused`). A field added above must be checked here.
    var holdsOnlyDefaults: Bool {
        zPosition == 0 && anchorPointZ == 0 && dirtyRect.isNull && lastPresentedRect.isNull && transforms == nil
            && shadowColor === _CALayerExtras.defaultShadowColor && shadowOpacity == 0
            && shadowOffset == _CALayerDefaults.shadowOffset && shadowRadius == _CALayerDefaults.shadowRadius
            && shadowPath == nil && shadowCache == nil && contentsGravity == _CALayerDefaults.contentsGravity
            && contentsRect == _CALayerExtras.unitRect && contentsCenter == _CALayerExtras.unitRect
            && modelLayer == nil && presentationSuperlayer == nil && weakDelegate == nil && actionOldValue == nil
            && customValues == nil && displayKeyRedrawTime == -1 && name == nil && style == nil && actions == nil
            && !allowsEdgeAntialiasing && allowsGroupOpacity == _CALayerDefaults.allowsGroupOpacity
            && minificationFilter == _CALayerDefaults.filter && magnificationFilter == _CALayerDefaults.filter
            && !drawsAsynchronously && !shouldRasterize && transitionRasterScale == 0 && transitionClip.isNull && backdropBlur == nil
            && rasterizationScale == _CALayerDefaults.rasterizationScale && clearsBeforeDrawing
            && contents == nil && mask == nil && maskOwnerRef == nil && animations.isEmpty
            && animatedChildren.isEmpty && hostRendererRef == nil
    }
}
