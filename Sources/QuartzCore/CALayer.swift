import Foundation
import CoreGraphics
import CCairo

/// How `contents` is placed in the bounds. The names are Apple's; note that on Linux the layer
/// space is top-left/y-down, so `.top` means the edge at `bounds.minY` (the top of the screen)
/// and `.bottom` the edge at `bounds.maxY`, which matches what a UIKit programmer sees.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
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

/// Which corners `cornerRadius` rounds. As with gravity, "Min Y" is the top edge here.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
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

/// A rectangle of visual content, positioned and composited by `CARenderer`.
///
/// Geometry: `bounds` is the layer's own coordinate space (top-left, y-down, points);
/// `position` is where `anchorPoint` (unit coordinates of the bounds) lies in the superlayer;
/// `transform` applies about the anchor point. `frame` is derived: the bounding box of the
/// transformed bounds. Setting `frame` sets `position` and `bounds.size` (with a non-identity
/// transform the result is undefined on iOS; here the frame's size becomes the bounds size).
///
/// Rendering is 2-D: only the affine part of `transform` is used (perspective, `m34`, is
/// ignored); `zPosition` only orders siblings (stable: equal values keep sublayer order).
///
/// Invalid input (NaN or infinite geometry, transforms or opacity; negative bounds sizes) logs
/// `UIKitLog.warning(category: "CALayer")` and leaves the property unchanged. A `frame` with a
/// negative size is standardised first, as `CGRect` frames are.
///
/// Subclasses that add a designated initializer must also implement `init(layer:)` (it is
/// `required`: `presentation()` builds copies with it) and copy their own state there.
@MainActor open class CALayer {
    // MARK: Storage
    // Properties most layers leave at their defaults live in `_x` (allocated on the first
    // non-default write): a view's layer is ~450 bytes instead of ~1 KB.
    @exclusivity(unchecked) nonisolated(unsafe) var _x: _CALayerExtras?
    var _ext: _CALayerExtras {
        if let x = _x { return x }
        let x = _CALayerExtras()
        _x = x
        return x
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
        get { _x?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { if _x != nil || newValue != CGSize(width: 0, height: -3) { _ext.shadowOffset = newValue } }
    }
    var _shadowRadius: CGFloat {
        get { _x?.shadowRadius ?? 3 }
        set { if _x != nil || newValue != 3 { _ext.shadowRadius = newValue } }
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
        get { _x?.contentsGravity ?? .resize }
        set { if _x != nil || newValue != .resize { _ext.contentsGravity = newValue } }
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
    public var name: String? {
        get { _x?.name }
        set { if _x != nil || newValue != nil { _ext.name = newValue } }
    }
    public var style: [AnyHashable: Any]? {
        get { _x?.style }
        set { if _x != nil || newValue != nil { _ext.style = newValue } }
    }
    open var actions: [String: any CAAction]? {
        get { _x?.actions }
        set { if _x != nil || newValue != nil { _ext.actions = newValue } }
    }
    open var allowsEdgeAntialiasing: Bool {
        get { _x?.allowsEdgeAntialiasing ?? false }
        set { if _x != nil || newValue { _ext.allowsEdgeAntialiasing = newValue } }
    }
    open var allowsGroupOpacity: Bool {
        get { _x?.allowsGroupOpacity ?? true }
        set { if _x != nil || !newValue { _ext.allowsGroupOpacity = newValue } }
    }
    open var minificationFilter: String {
        get { _x?.minificationFilter ?? "linear" }
        set { if _x != nil || newValue != "linear" { _ext.minificationFilter = newValue } }
    }
    open var magnificationFilter: String {
        get { _x?.magnificationFilter ?? "linear" }
        set { if _x != nil || newValue != "linear" { _ext.magnificationFilter = newValue } }
    }
    open var drawsAsynchronously: Bool {
        get { _x?.drawsAsynchronously ?? false }
        set { if _x != nil || newValue { _ext.drawsAsynchronously = newValue } }
    }
    open var shouldRasterize: Bool {
        get { _x?.shouldRasterize ?? false }
        set { if _x != nil || newValue { _ext.shouldRasterize = newValue } }
    }
    open var rasterizationScale: CGFloat {
        get { _x?.rasterizationScale ?? 1 }
        set { if _x != nil || newValue != 1 { _ext.rasterizationScale = newValue } }
    }
    // Stored properties are ordered so that the small ones share words: the class's fields are
    // laid out in declaration order, and a Bool between two 8-byte fields costs 8 bytes.
    @exclusivity(unchecked) var _bounds: CGRect = .zero
    @exclusivity(unchecked) var _position: CGPoint = .zero
    @exclusivity(unchecked) var _anchorPoint = CGPoint(x: 0.5, y: 0.5)
    @exclusivity(unchecked) var _backgroundColor: CGColor?
    @exclusivity(unchecked) var _cornerRadius: CGFloat = 0
    @exclusivity(unchecked) var _borderWidth: CGFloat = 0
    @exclusivity(unchecked) var _borderColor: CGColor? = .black
    @exclusivity(unchecked) var _contentsScale: CGFloat = 1
    // Back pointers up the tree are unowned(unsafe), not weak: a weak reference gives its target
    // a side table, which costs ~48 bytes per layer and makes every retain/release of it take the
    // slow path. They cannot dangle: a layer holds its sublayers and mask strongly, and its
    // deinit clears their back pointers (a presentation copy also keeps its superlayer alive).
    // They are stored as `Unmanaged` so that walks up the tree (`_parentRef`) read them without
    // a retain and release per step; `_superlayer` and `_maskOwner` are the strong views.
    // Unchecked: mutated only by this file's insert/remove, which run no outside code meanwhile.
    @exclusivity(unchecked) nonisolated(unsafe) var _sublayers: [CALayer] = []
    @exclusivity(unchecked) nonisolated(unsafe) var _superlayerRef: Unmanaged<CALayer>?
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
    /// The delegate that owns this layer (a view and its layer): not a weak reference, for the
    /// reason given at `_superlayer`; the owner clears it in its deinit.
    nonisolated(unsafe) unowned(unsafe) var _owningDelegate: (any CALayerDelegate)?

    // Display
    @exclusivity(unchecked) nonisolated(unsafe) var _backingStore: OpaquePointer?
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

    // Renderer caches
    @exclusivity(unchecked) var _childrenExtentCache: CGRect?
    var _paintOrderCache: [CALayer]?
    @exclusivity(unchecked) var _index: _CASpatialIndex?
    /// Sublayers whose extent changed since the spatial index was brought up to date.
    var _staleChildren: [ObjectIdentifier: CALayer] = [:]

    // The small fields, packed together.
    @exclusivity(unchecked) var _opacity: Float = 1
    @exclusivity(unchecked) var _displayCount32: UInt32 = 0
    @exclusivity(unchecked) var _animatedInSubtree32: Int32 = 0
    /// The flush count when created (truncated): see `_isNewThisFlush`.
    let _createdAtFlush32 = UInt32(truncatingIfNeeded: _CALayerEngine.flushCount)
    @exclusivity(unchecked) var _backingStoreSize32: (w: Int32, h: Int32) = (0, 0)
    @exclusivity(unchecked) var _maskedCorners8: UInt8 = UInt8(CACornerMask.all.rawValue)
    @exclusivity(unchecked) var _isHidden = false
    @exclusivity(unchecked) var _masksToBounds = false
    @exclusivity(unchecked) var _isOpaque = false
    @exclusivity(unchecked) var _isPresentation = false
    @exclusivity(unchecked) var _needsDisplayFlag = false
    /// Whether the layer has an entry in `_CALayerEngine.displayQueue`.
    @exclusivity(unchecked) var _inDisplayQueue = false
    @exclusivity(unchecked) var _baseDrawCalled = false
    @exclusivity(unchecked) var _knownToDraw = false
    @exclusivity(unchecked) var _needsLayoutFlag = false
    @exclusivity(unchecked) var _indexDirty = true
    @exclusivity(unchecked) var _dirtyAll = false
    /// Set by an owner that knows laying this layer out does nothing (UIKit's control parts: a
    /// plain layer whose delegate places nothing): `setNeedsLayout()` then queues nothing.
    @exclusivity(unchecked) public var _layoutIsTrivial = false
    /// Set by the delegate owner (UIView) when the delegate's `draw(_:in:)` really draws (the view
    /// subclass overrides `draw(_:)`). With it the layer draws straight into its backing store;
    /// without it, `display()` first records `draw(in:)` on a cairo recording surface and keeps a
    /// backing store only if something was drawn (or a subclass override of `draw(in:)` that does
    /// not call super was detected, which is remembered).
    @exclusivity(unchecked) public var _delegateDraws: Bool = false {
        didSet { if _delegateDraws != oldValue { _knownToDraw = false } }
    }
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    /// Set by a delegate (UIView, for its own layer) whose `action(for:forKey:)` returns `NSNull`
    /// for every key while `CALayer._delegateAnimationBlockOpen` is false; cleared when the
    /// delegate changes. Lets property changes skip the action search.
    @exclusivity(unchecked) nonisolated(unsafe) public var _delegateActionsOnlyInBlocks = false

    /// Times the backing store was (re)drawn. For tests.
    public var _displayCount: Int {
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

    /// The layer's delegate (a weak reference, as on iOS).
    open var delegate: (any CALayerDelegate)? {
        get { _owningDelegate ?? _x?.weakDelegate }
        set {
            _owningDelegate = nil
            if _x != nil || newValue != nil { _ext.weakDelegate = newValue }
            _delegateActionsOnlyInBlocks = false
            _layoutIsTrivial = false
        }
    }
    /// Makes `owner`, which keeps this layer alive and calls `_releaseOwningDelegate()` from its
    /// deinit, the delegate.
    public func _setOwningDelegate(_ owner: any CALayerDelegate) {
        delegate = nil
        _owningDelegate = owner
    }
    /// Called by the owning delegate's deinit (the layer may outlive it).
    nonisolated public func _releaseOwningDelegate() { _owningDelegate = nil; _delegateActionsOnlyInBlocks = false }

    public required init() {}

    /// What the layer draws outside its bounds (a shape layer's path and stroke); nil for none.
    var _drawingExtentBeyondBounds: CGRect? { nil }

    /// Makes a copy of `layer`'s properties (not its sublayers, superlayer or animations): the
    /// initializer behind `presentation()`. Subclasses override it to copy their own state.
    public required init(layer: Any) {
        guard let l = layer as? CALayer else { return }
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
    }

    deinit {
        if let s = _backingStore { cairo_surface_destroy(s) }
        for l in _sublayers { l._superlayer = nil }
        _x?.mask?._x?.maskOwnerRef = nil
    }

    // MARK: Diagnostics helpers

    func _reject(_ property: String, _ value: Any) {
        UIKitLog.warning("CALayer.\(property): invalid value \(value) ignored", category: "CALayer")
    }
    static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }
    static func finite(_ s: CGSize) -> Bool { s.width.isFinite && s.height.isFinite }
    static func finite(_ r: CGRect) -> Bool { finite(r.origin) && finite(r.size) }

    // MARK: Geometry

    open var bounds: CGRect {
        get { _bounds }
        set {
            guard CALayer.finite(newValue) else { return _reject("bounds", newValue) }
            guard newValue.size.width >= 0, newValue.size.height >= 0 else { return _reject("bounds (negative size)", newValue) }
            guard newValue != _bounds else { return }
            let old = _bounds
            let sizeChanged = old.size != newValue.size
            var change: _CAChange = []
            if sizeChanged { change.formUnion([.geometry, .subtree]) }
            if old.origin != newValue.origin { change.insert(.boundsOrigin) }
            _willChange(change, oldBoundsOrigin: old.origin)
            _bounds = newValue
            _didChange("bounds", old: old, change)
            if sizeChanged {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
            }
        }
    }
    /// Sets the geometry of a plain layer nothing observes yet (no tree, no renderer, no
    /// animations: a view's layer in the view's initializer) without noting changes. Returns
    /// false, changing nothing, for any other layer (use the property setters then).
    public func _setInitialGeometry(bounds b: CGRect, position p: CGPoint, contentsScale sc: CGFloat) -> Bool {
        guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(CALayer.self), _superlayer == nil, _sublayers.isEmpty,
              _hostRenderer == nil, !_hasAnimations, CALayer.finite(b), b.width >= 0, b.height >= 0,
              CALayer.finite(p), sc.isFinite, sc > 0 else { return false }
        _bounds = b; _position = p; _contentsScale = sc
        return true
    }

    open var position: CGPoint {
        get { _position }
        set {
            guard CALayer.finite(newValue) else { return _reject("position", newValue) }
            guard newValue != _position else { return }
            let old = _position
            _willChange(.geometry)
            _position = newValue
            _didChange("position", old: old, .geometry)
        }
    }
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            guard CALayer.finite(newValue) else { return _reject("anchorPoint", newValue) }
            guard newValue != _anchorPoint else { return }
            let old = _anchorPoint
            _willChange(.geometry)
            _anchorPoint = newValue
            _didChange("anchorPoint", old: old, .geometry)
        }
    }
    open var anchorPointZ: CGFloat {
        get { _anchorPointZ }
        set { guard newValue.isFinite else { return _reject("anchorPointZ", newValue) }; _anchorPointZ = newValue }
    }
    /// Orders siblings when compositing (stable); no 3-D effect.
    open var zPosition: CGFloat {
        get { _zPosition }
        set {
            guard newValue.isFinite else { return _reject("zPosition", newValue) }
            guard newValue != _zPosition else { return }
            let old = _zPosition
            _willChange(.subtree)
            _zPosition = newValue
            _superlayer?._paintOrderCache = nil
            _didChange("zPosition", old: old, .order)
        }
    }
    /// Applied about the anchor point. Only the affine part is rendered (see `CATransform3D`).
    open var transform: CATransform3D {
        get { _transform }
        set {
            guard newValue._isFinite else { return _reject("transform", newValue) }
            guard newValue != _transform else { return }
            let old = _transform
            _willChange(.geometry)
            _transform = newValue
            _affine = CATransform3DGetAffineTransform(newValue)
            _didChange("transform", old: old, .geometry)
        }
    }
    /// Stored; applied to sublayers when rendering and converting (affine part).
    open var sublayerTransform: CATransform3D {
        get { _sublayerTransform }
        set {
            guard newValue._isFinite else { return _reject("sublayerTransform", newValue) }
            guard newValue != _sublayerTransform else { return }
            let old = _sublayerTransform
            _willChange([.subtree, .geometry])
            _sublayerTransform = newValue
            _childrenExtentCache = nil; _indexDirty = true
            _didChange("sublayerTransform", old: old, [.geometry, .extent])
        }
    }
    open func affineTransform() -> CGAffineTransform { _affine }
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The bounding box of the bounds in the superlayer's coordinates.
    open var frame: CGRect {
        get {
            let r = CGRect(x: -_anchorPoint.x * _bounds.width, y: -_anchorPoint.y * _bounds.height,
                           width: _bounds.width, height: _bounds.height)
            if _affine.isIdentity { return r.offsetBy(dx: _position.x, dy: _position.y) }
            return r.applying(_affine).offsetBy(dx: _position.x, dy: _position.y)
        }
        set {
            guard CALayer.finite(newValue) else { return _reject("frame", newValue) }
            let f = newValue.standardized
            var b = _bounds
            b.size = f.size
            position = CGPoint(x: f.minX + _anchorPoint.x * f.width, y: f.minY + _anchorPoint.y * f.height)
            bounds = b
        }
    }

    // MARK: Appearance

    open var opacity: Float {
        get { _opacity }
        set {
            guard newValue.isFinite else { return _reject("opacity", newValue) }
            let v = min(1, max(0, newValue))
            guard v != _opacity else { return }
            let old = _opacity
            _willChange(.subtree)
            _opacity = v
            _didChange("opacity", old: old, .subtree)
        }
    }
    open var isHidden: Bool {
        get { _isHidden }
        set {
            guard newValue != _isHidden else { return }
            let old = _isHidden
            _willChange([.subtree, .extent])
            _isHidden = newValue
            _didChange("hidden", old: old, [.subtree, .extent])
        }
    }
    open var masksToBounds: Bool {
        get { _masksToBounds }
        set {
            guard newValue != _masksToBounds else { return }
            let old = _masksToBounds
            _willChange([.subtree, .extent])
            _masksToBounds = newValue
            _didChange("masksToBounds", old: old, [.subtree, .extent])
        }
    }
    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set {
            guard newValue != _backgroundColor else { return }
            let old = _backgroundColor
            _willChange(.own)
            _backgroundColor = newValue
            _didChange("backgroundColor", old: old as Any, .own)
        }
    }
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            guard newValue.isFinite else { return _reject("cornerRadius", newValue) }
            let v = max(0, newValue)
            guard v != _cornerRadius else { return }
            let old = _cornerRadius
            let c: _CAChange = _masksToBounds ? .subtree : .own
            _willChange(c)
            _cornerRadius = v
            _didChange("cornerRadius", old: old, c)
        }
    }
    open var maskedCorners: CACornerMask {
        get { _maskedCorners }
        set {
            guard newValue != _maskedCorners else { return }
            _willChange(.subtree)
            _maskedCorners = newValue
            _didChange("maskedCorners", old: newValue, .subtree)
        }
    }
    /// Drawn inside the bounds, above the contents and sublayers.
    open var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            guard newValue.isFinite else { return _reject("borderWidth", newValue) }
            let v = max(0, newValue)
            guard v != _borderWidth else { return }
            let old = _borderWidth
            _willChange(.own)
            _borderWidth = v
            _didChange("borderWidth", old: old, .own)
        }
    }
    open var borderColor: CGColor? {
        get { _borderColor }
        set {
            guard newValue != _borderColor else { return }
            let old = _borderColor
            _willChange(.own)
            _borderColor = newValue
            _didChange("borderColor", old: old as Any, .own)
        }
    }
    open var shadowColor: CGColor? {
        get { _shadowColor }
        set {
            guard newValue != _shadowColor else { return }
            let old = _shadowColor
            _willChange(.own)
            _shadowColor = newValue
            _didChange("shadowColor", old: old as Any, .own)
        }
    }
    open var shadowOpacity: Float {
        get { _shadowOpacity }
        set {
            guard newValue.isFinite else { return _reject("shadowOpacity", newValue) }
            let v = min(1, max(0, newValue))
            guard v != _shadowOpacity else { return }
            let old = _shadowOpacity
            _willChange([.own, .extent])
            _shadowOpacity = v
            _didChange("shadowOpacity", old: old, [.own, .extent])
        }
    }
    /// Default (0, −3) as on iOS; in this y-down space a negative height moves the shadow up.
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            guard CALayer.finite(newValue) else { return _reject("shadowOffset", newValue) }
            guard newValue != _shadowOffset else { return }
            let old = _shadowOffset
            _willChange([.own, .extent])
            _shadowOffset = newValue
            _didChange("shadowOffset", old: old, [.own, .extent])
        }
    }
    open var shadowRadius: CGFloat {
        get { _shadowRadius }
        set {
            guard newValue.isFinite else { return _reject("shadowRadius", newValue) }
            let v = max(0, newValue)
            guard v != _shadowRadius else { return }
            let old = _shadowRadius
            _willChange([.own, .extent])
            _shadowRadius = v
            _didChange("shadowRadius", old: old, [.own, .extent])
        }
    }
    open var shadowPath: CGPath? {
        get { _shadowPath }
        set {
            let old = _shadowPath
            _willChange([.own, .extent])
            _shadowPath = newValue
            _didChange("shadowPath", old: old as Any, [.own, .extent])
        }
    }
    /// A `CGImage` shown in the bounds per `contentsGravity`, `contentsRect`, `contentsCenter`.
    open var contents: Any? {
        get { _contents }
        set {
            if newValue == nil && _contents == nil { return }   // (controls clear their parts' images)
            if let v = newValue, !(v is CGImage) {
                return UIKitLog.warning("CALayer.contents: only CGImage contents are supported (got \(type(of: v)))", category: "CALayer")
            }
            _willChange(.own)
            _contents = newValue
            _didChange("contents", old: 0, .own)
        }
    }
    /// Pixels per point of the backing store (UIKit sets the screen scale).
    open var contentsScale: CGFloat {
        get { _contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return _reject("contentsScale", newValue) }
            guard newValue != _contentsScale else { return }
            _contentsScale = newValue
            if _backingStore != nil || _knownToDraw { setNeedsDisplay() }
            _willChange(.own); _didChange("contentsScale", old: 0, .own)
        }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { _contentsGravity }
        set { guard newValue != _contentsGravity else { return }; _willChange(.own); _contentsGravity = newValue; _didChange("contentsGravity", old: 0, .own) }
    }
    /// The part of the contents image to show, in unit coordinates (0…1), top-left origin.
    open var contentsRect: CGRect {
        get { _contentsRect }
        set {
            guard CALayer.finite(newValue) else { return _reject("contentsRect", newValue) }
            guard newValue != _contentsRect else { return }
            let old = _contentsRect
            _willChange(.own); _contentsRect = newValue; _didChange("contentsRect", old: old, .own)
        }
    }
    /// The stretchable middle of the contents in unit coordinates: the corners outside it keep
    /// their size, the edges stretch in one direction, the centre in both (nine-part images).
    open var contentsCenter: CGRect {
        get { _contentsCenter }
        set {
            guard CALayer.finite(newValue) else { return _reject("contentsCenter", newValue) }
            guard newValue != _contentsCenter else { return }
            let old = _contentsCenter
            _willChange(.own); _contentsCenter = newValue; _didChange("contentsCenter", old: old, .own)
        }
    }
    /// A hint that the layer's content is opaque (used for the backing store format).
    open var isOpaque: Bool {
        get { _isOpaque }
        set { guard newValue != _isOpaque else { return }; _isOpaque = newValue; if _backingStore != nil { setNeedsDisplay() } }
    }
    /// A layer whose alpha masks this layer's content (rendered in this layer's coordinates).
    open var mask: CALayer? {
        get { _mask }
        set {
            if let m = newValue, m === self || m._superlayer != nil {
                return UIKitLog.error("CALayer.mask: the mask must not be the layer itself or have a superlayer", category: "CALayer")
            }
            _willChange(.subtree)
            _mask?._maskOwner = nil
            _mask = newValue
            newValue?._maskOwner = self
            _didChange("mask", old: 0, .subtree)
        }
    }

    // MARK: Layer tree

    open var superlayer: CALayer? { _superlayer }
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    open func addSublayer(_ layer: CALayer) { _insert(layer, at: _sublayers.count) }
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insert(layer, at: Int(idx)) }
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let s = sibling else { return _insert(layer, at: 0) }
        guard s._superlayer === self, s !== layer, let i = _sublayers.firstIndex(where: { $0 === s }) else {
            if s === layer { return }
            UIKitLog.warning("CALayer.insertSublayer(_:below:): sibling is not a sublayer; appending", category: "CALayer")
            return _insert(layer, at: _sublayers.count)
        }
        var idx = i
        if layer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === layer }), j < i { idx -= 1 }
        _insert(layer, at: idx)
    }
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let s = sibling else { return _insert(layer, at: _sublayers.count) }
        guard s._superlayer === self, s !== layer, let i = _sublayers.firstIndex(where: { $0 === s }) else {
            if s === layer { return }
            UIKitLog.warning("CALayer.insertSublayer(_:above:): sibling is not a sublayer; appending", category: "CALayer")
            return _insert(layer, at: _sublayers.count)
        }
        var idx = i + 1
        if layer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === layer }), j < i { idx -= 1 }
        _insert(layer, at: idx)
    }
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer._superlayer === self, let i = _sublayers.firstIndex(where: { $0 === oldLayer }) else {
            return UIKitLog.error("CALayer.replaceSublayer(_:with:): the old layer is not a sublayer", category: "CALayer")
        }
        if oldLayer === newLayer { return }
        guard _canAdopt(newLayer) else { return }
        var idx = i
        if newLayer._superlayer === self, let j = _sublayers.firstIndex(where: { $0 === newLayer }), j < i { idx -= 1 }
        newLayer.removeFromSuperlayer()
        oldLayer.removeFromSuperlayer()
        _insert(newLayer, at: idx)
    }
    open func removeFromSuperlayer() {
        guard let parent = _superlayer else {
            if let owner = _maskOwner, owner._mask === self { owner.mask = nil }
            return
        }
        // Damage where the subtree was, then detach.
        if let r = _attachedRenderer() { r._noteRemoval(of: self) }
        if let i = parent._sublayers.firstIndex(where: { $0 === self }) { parent._sublayers.remove(at: i) }
        _superlayer = nil
        parent._sublayerSetChanged(removed: self)
        parent.setNeedsLayout()
    }

    func _canAdopt(_ layer: CALayer) -> Bool {
        if layer === self {
            UIKitLog.error("CALayer: cannot add a layer as its own sublayer; ignored", category: "CALayer")
            return false
        }
        var p: CALayer? = self
        while let q = p {
            if q === layer {
                UIKitLog.error("CALayer: cannot add an ancestor as a sublayer (cycle); ignored", category: "CALayer")
                return false
            }
            p = q._superlayer ?? q._maskOwner
        }
        if layer._isPresentation || _isPresentation {
            UIKitLog.error("CALayer: presentation layers cannot be added to a layer tree; ignored", category: "CALayer")
            return false
        }
        return true
    }

    func _insert(_ layer: CALayer, at requested: Int) {
        guard _canAdopt(layer) else { return }
        if let owner = layer._maskOwner { owner.mask = nil }
        if layer._superlayer != nil { layer.removeFromSuperlayer() }
        let idx = min(max(0, requested), _sublayers.count)
        // Room for a few at once: growing 1 → 2 → 4 copies the array each time.
        if _sublayers.isEmpty { _sublayers.reserveCapacity(4) }
        if idx == _sublayers.count { _sublayers.append(layer) } else { _sublayers.insert(layer, at: idx) }
        layer._superlayer = self
        // A display deferred while off-screen in another tree is due again here.
        if layer._needsDisplayFlag { _CALayerEngine.enqueueDisplay(layer) }
        _sublayerSetChanged(added: layer)
        if let r = _attachedRenderer() { r._noteInsertion(of: layer) }
        setNeedsLayout()
    }

    func _sublayerSetChanged(added: CALayer? = nil, removed: CALayer? = nil) {
        _paintOrderCache = nil
        _indexDirty = true
        _invalidateChildrenExtent()
        if let a = added, a._animatedInSubtree > 0 {
            _animatedChildren[ObjectIdentifier(a)] = a
            _adjustAnimatedCount(by: a._animatedInSubtree)
        }
        if let r = removed, r._animatedInSubtree > 0 {
            _animatedChildren[ObjectIdentifier(r)] = nil
            _adjustAnimatedCount(by: -r._animatedInSubtree)
        }
    }

    /// Sublayers in compositing order: by `zPosition`, stable.
    var _paintOrder: [CALayer] {
        if let c = _paintOrderCache { return c }
        var order = _sublayers
        if let z = order.first?._zPosition, order.contains(where: { $0._zPosition != z }) {
            order = order.enumerated().sorted { a, b in
                a.element._zPosition != b.element._zPosition ? a.element._zPosition < b.element._zPosition : a.offset < b.offset
            }.map { $0.element }
        }
        _paintOrderCache = order
        return order
    }

    // MARK: Change tracking

    /// Called before a visible property changes: lets the renderer record the old on-screen rect.
    func _willChange(_ change: _CAChange, oldBoundsOrigin: CGPoint? = nil) {
        guard !_isPresentation else { return }
        if let r = _attachedRenderer() { r._noteChange(of: self, change, oldBoundsOrigin: oldBoundsOrigin) }
    }

    /// Called after a property changed: cache invalidation, implicit action, frame request.
    /// `old` is only evaluated when an implicit action runs: boxing a rectangle in an `Any` on
    /// every property change would allocate.
    func _didChange(_ key: String, old: @autoclosure () -> Any, _ change: _CAChange) {
        guard !_isPresentation else { return }
        if !change.isDisjoint(with: [.geometry, .extent]) || change.contains(.boundsOrigin) && !_masksToBounds {
            _superlayer?._childExtentChanged(self)
        }
        if change.contains(.order) { _superlayer?._indexDirty = true }
        if let owner = _maskOwner, let r = owner._attachedRenderer() { r._noteChange(of: owner, .subtree, oldBoundsOrigin: nil) }
        if _delegateActionsOnlyInBlocks && !CALayer._delegateAnimationBlockOpen {
            // The delegate (a view) answers "no action" outside animation blocks, which ends the
            // search: skip the search (it runs for every property set of every view's layer).
            CATransaction.ensureImplicit()
            return
        }
        if _CALayerEngine.animatableKeys.contains(key) { _runImplicitAction(forKey: key, old: old()) }
    }

    /// True for the classes known not to override `action(forKey:)` (a subclass that does must see
    /// every change).
    public var _usesBaseActionSearch: Bool {
        let t = ObjectIdentifier(type(of: self))
        return t == ObjectIdentifier(CALayer.self) || t == ObjectIdentifier(CAShapeLayer.self)
            || t == ObjectIdentifier(CAGradientLayer.self)
    }
    /// Kept by UIKit: true while an animation block is open (its delegates may return actions).
    @exclusivity(unchecked) public static var _delegateAnimationBlockOpen = false

    /// The extent of `child` (a sublayer) changed: forget the cached union, note the child for the
    /// spatial index, and go on up while the extent of this layer changes with it (it does not
    /// clip). Stops at a layer whose cache is already invalid (its ancestors were told then).
    func _childExtentChanged(_ child: CALayer) {
        var c = child
        var p: CALayer? = self
        while let q = p {
            if q._index != nil && !q._indexDirty { q._staleChildren[ObjectIdentifier(c)] = c }
            if q._childrenExtentCache == nil { break }
            q._childrenExtentCache = nil
            if q._masksToBounds { break }
            c = q
            p = q._superlayer
        }
    }
    func _invalidateChildrenExtent() {
        _indexDirty = true
        _childrenExtentCache = nil
        if !_masksToBounds { _superlayer?._childExtentChanged(self) }
    }

    /// The renderer whose tree contains this layer (walks up: O(depth)).
    func _attachedRenderer() -> CARenderer? {
        CALayer._root(of: Unmanaged.passUnretained(self)).takeUnretainedValue()._hostRenderer
    }

    func _runImplicitAction(forKey key: String, old: Any) {
        guard !CATransaction.disableActions() else { return }
        CATransaction.ensureImplicit()
        guard let action = action(forKey: key) else { return }
        var from: Any = old
        if _CAValue.isNilOptional(old) {
            // Colours animate from a transparent version of the new colour; other nils don't animate.
            guard let c = value(forKeyPath: key) as? CGColor else { return }
            from = CGColor(red: c.red, green: c.green, blue: c.blue, alpha: 0)
        }
        if _animations.contains(where: { ($0.anim as? CAPropertyAnimation)?.keyPath == key }),
           let p = _presentationCopy(at: CACurrentMediaTime()), let v = p.value(forKeyPath: key) {
            // Animate from what is on screen now: a second change mid-animation continues smoothly.
            // (The copy has the new model value where no animation overrides it.)
            from = v
        }
        _actionOldValue = from
        action.run(forKey: key, object: self, arguments: nil)
        _actionOldValue = nil
    }

    // MARK: Actions

    /// Apple's search: the delegate's `action(for:forKey:)` (an `NSNull` result stops the search and
    /// gives nil), then `actions`, then `defaultAction(forKey:)` — the last only once the layer has
    /// been through a `CATransaction.flush()` (a brand-new layer's setup does not animate).
    open func action(forKey event: String) -> (any CAAction)? {
        if let d = delegate, let a = d.action(for: self, forKey: event) { return a is NSNull ? nil : a }
        if let a = actions?[event] { return a is NSNull ? nil : a }
        if _isNewThisFlush { return nil }
        return type(of: self).defaultAction(forKey: event)
    }
    /// For an animatable property: a `CABasicAnimation` with the current transaction's duration
    /// (default 0.25 s) and timing function (default `.default`).
    open class func defaultAction(forKey event: String) -> (any CAAction)? {
        guard _CALayerEngine.animatableKeys.contains(event) else { return nil }
        let a = CABasicAnimation(keyPath: event)
        a.duration = CATransaction.animationDuration()
        a.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return a
    }
    open class func defaultValue(forKey key: String) -> Any? { nil }
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Display

    open func setNeedsDisplay() {
        _setDirty(all: true)
        _markNeedsDisplay()
    }
    open func setNeedsDisplay(_ r: CGRect) {
        guard CALayer.finite(r) else { return _reject("setNeedsDisplay(_:)", r) }
        if r.isEmpty { return }
        if !_dirtyAll { _ext.dirtyRect = (_x?.dirtyRect ?? .null).union(r) }
        _markNeedsDisplay()
    }
    func _markNeedsDisplay() {
        guard !_isPresentation else { return }
        if !_needsDisplayFlag {
            _needsDisplayFlag = true
            _CALayerEngine.enqueueDisplay(self)
        }
        CARenderer._requestFrame()
    }
    open func needsDisplay() -> Bool { _needsDisplayFlag }
    open func displayIfNeeded() {
        guard _needsDisplayFlag else { return }
        _needsDisplayFlag = false   // (its queue entry, if any, is skipped as stale)
        display()
        _setDirty(all: false)
    }
    /// Redraws the content: the delegate's `display(_:)` when there is a delegate (its default
    /// draws the backing store), otherwise the backing store via `draw(in:)`.
    open func display() {
        if let d = delegate { d.display(self) } else { _displayBackingStore() }
    }
    /// Draws the layer's content. The base implementation calls the delegate's `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        _baseDrawCalled = true
        delegate?.draw(self, in: ctx)
    }
    open func drawsContent() -> Bool { _delegateDraws || _knownToDraw }

    /// Redraws the backing store (the dirty part of it when the store is already the right size).
    public func _displayBackingStore() {
        let scale = _contentsScale
        let pw = Int((_bounds.width * scale).rounded(.up)), ph = Int((_bounds.height * scale).rounded(.up))
        guard pw > 0, ph > 0, pw <= 16384, ph <= 16384 else {
            if pw > 16384 || ph > 16384 { UIKitLog.warning("CALayer: backing store \(pw)x\(ph) too large; not drawn", category: "CALayer") }
            _releaseBackingStore()
            return
        }
        delegate?.layerWillDraw(self)
        let fullRect = CGRect(origin: _bounds.origin, size: _bounds.size)
        if _delegateDraws || _knownToDraw {
            let partial = _backingStore != nil && _backingStoreSize == (pw, ph) && !_dirtyRect.isNull && !_dirtyRect.contains(fullRect)
            let rect = partial ? _dirtyRect.intersection(fullRect) : fullRect
            if rect.isEmpty { return }
            let store = _ensureBackingStore(pw, ph, keep: partial)
            _drawIntoStore(store, clip: rect, clear: true) { ctx in self._baseDrawCalled = false; self.draw(in: ctx) }
            _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
            _contentChanged(rect)
            return
        }
        // Probe: record the drawing, keep a store only if anything was drawn.
        var ext = cairo_rectangle_t(x: Double(fullRect.minX), y: Double(fullRect.minY), width: Double(fullRect.width), height: Double(fullRect.height))
        let rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &ext)!
        defer { cairo_surface_destroy(rec) }
        do {
            let cr = cairo_create(rec)!
            let ctx = CGContext(_cairo: cr, deviceHeight: fullRect.height)
            cairo_destroy(cr)
            _baseDrawCalled = false
            draw(in: ctx)
        }
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(rec, &x, &y, &w, &h)
        if w <= 0 || h <= 0 {
            if !_baseDrawCalled { _knownToDraw = true } else {
                if _backingStore != nil { _releaseBackingStore(); _contentChanged(fullRect) }
                return
            }
        } else {
            _knownToDraw = true
        }
        let store = _ensureBackingStore(pw, ph, keep: false)
        _drawIntoStore(store, clip: fullRect, clear: true) { ctx in
            cairo_set_source_surface(ctx._cr, rec, 0, 0)
            cairo_paint(ctx._cr)
        }
        _displayCount += 1; _CALayerEngine.displaysSinceFrame += 1
        _contentChanged(fullRect)
    }

    func _ensureBackingStore(_ pw: Int, _ ph: Int, keep: Bool) -> OpaquePointer {
        if let s = _backingStore, _backingStoreSize == (pw, ph) { return s }
        _releaseBackingStore()
        let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))!
        _backingStore = s
        _backingStoreSize = (pw, ph)
        _CALayerEngine.backedLayers[ObjectIdentifier(self)] = _CAWeakLayer(self)
        return s
    }
    func _releaseBackingStore() {
        if let s = _backingStore { cairo_surface_destroy(s) }
        _backingStore = nil
        _backingStoreSize = (0, 0)
    }
    func _drawIntoStore(_ store: OpaquePointer, clip: CGRect, clear: Bool, _ body: (CGContext) -> Void) {
        let cr = cairo_create(store)!
        cairo_scale(cr, Double(_contentsScale), Double(_contentsScale))
        cairo_translate(cr, Double(-_bounds.minX), Double(-_bounds.minY))
        cairo_rectangle(cr, Double(clip.minX), Double(clip.minY), Double(clip.width), Double(clip.height))
        cairo_clip(cr)
        if clear {
            cairo_save(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        let ctx = CGContext(_cairo: cr, deviceHeight: CGFloat(_backingStoreSize.h))
        cairo_destroy(cr)
        body(ctx)
        cairo_surface_flush(store)
    }
    func _contentChanged(_ rect: CGRect) {
        if let r = _attachedRenderer() { r._noteContentChange(of: self, rect: rect) }
    }

    // MARK: Layout

    open func setNeedsLayout() {
        guard !_isPresentation, !_layoutIsTrivial else { return }
        if !_needsLayoutFlag {
            _needsLayoutFlag = true
            _CALayerEngine.pendingLayoutCount += 1
            _CALayerEngine.layoutQueue.append(self)
        }
        CARenderer._requestFrame()
    }
    open func needsLayout() -> Bool { _needsLayoutFlag }
    /// Lays out the topmost ancestor that needs it down to this layer, then this layer and any of
    /// its descendants that are marked (only marked layers are visited).
    open func layoutIfNeeded() {
        var chain: [CALayer] = []
        var p = _superlayer
        while let q = p { if q._needsLayoutFlag { chain.append(q) }; p = q._superlayer }
        for a in chain.reversed() where a._needsLayoutFlag { a._layoutNow() }
        if _needsLayoutFlag { _layoutNow() }
        _CALayerEngine.layoutPass(within: self)
    }
    func _layoutNow() {
        if _needsLayoutFlag {
            _needsLayoutFlag = false
            _CALayerEngine.pendingLayoutCount -= 1
        }
        layoutSublayers()
    }
    /// The base implementation asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
    open func preferredFrameSize() -> CGSize { _bounds.size }

    // MARK: Geometry conversion

    /// Maps a point of this layer's bounds space into the superlayer's space.
    var _toParent: CGAffineTransform {
        let ox = -_bounds.minX - _anchorPoint.x * _bounds.width
        let oy = -_bounds.minY - _anchorPoint.y * _bounds.height
        var t: CGAffineTransform
        // (Transforms live in the extras: most layers have none to look at.)
        if _transforms == nil || _affine.isIdentity {
            t = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: ox + _position.x, ty: oy + _position.y)
        } else {
            t = CGAffineTransform(translationX: ox, y: oy).concatenating(_affine)
            t.tx += _position.x; t.ty += _position.y
        }
        if let p = _superlayer, p._transforms != nil, !CATransform3DIsIdentity(p._sublayerTransform) {
            t = t.concatenating(p._sublayerTransformAboutCenter)
        }
        return t
    }
    /// `sublayerTransform` applies about the anchor point of the bounds (as on iOS).
    var _sublayerTransformAboutCenter: CGAffineTransform {
        let cx = _bounds.minX + _anchorPoint.x * _bounds.width, cy = _bounds.minY + _anchorPoint.y * _bounds.height
        return CGAffineTransform(translationX: -cx, y: -cy)
            .concatenating(CATransform3DGetAffineTransform(_sublayerTransform))
            .concatenating(CGAffineTransform(translationX: cx, y: cy))
    }
    /// Maps this layer's space to the root layer's space (nil `layer` in `convert`).
    var _toRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var l = self
        while let p = l._superlayer {
            t = t.concatenating(l._toParent)
            l = p
        }
        return t
    }

    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        let fromRoot = l?._toRoot ?? .identity
        return p.applying(fromRoot).applying(_toRoot.inverted())
    }
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        let toRoot = _toRoot
        return p.applying(toRoot).applying((l?._toRoot ?? .identity).inverted())
    }
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        let t = (l?._toRoot ?? .identity).concatenating(_toRoot.inverted())
        return r.applying(t)
    }
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        let t = _toRoot.concatenating((l?._toRoot ?? .identity).inverted())
        return r.applying(t)
    }
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }

    /// True when `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

    /// The deepest, frontmost visible layer containing `p` (in the superlayer's coordinates).
    /// Hidden layers are skipped; a `masksToBounds` layer only hits inside its bounds.
    /// Iterative: deep trees do not recurse.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        if _isHidden { return nil }
        let local = p.applying(_toParent.inverted())
        if _masksToBounds && !contains(local) { return nil }
        struct Frame { let layer: CALayer; let point: CGPoint; let order: [CALayer]; var next: Int }
        let order0 = _paintOrder
        var stack = [Frame(layer: self, point: local, order: order0, next: order0.count - 1)]
        while !stack.isEmpty {
            let top = stack.count - 1
            if stack[top].next >= 0 {
                let child = stack[top].order[stack[top].next]
                stack[top].next -= 1
                if child._isHidden { continue }
                let t = child._toParent
                if t.a * t.d - t.b * t.c == 0 { continue }      // collapsed: nothing to hit
                let cp = stack[top].point.applying(t.inverted())
                if child._masksToBounds && !child.contains(cp) { continue }
                let o = child._paintOrder
                stack.append(Frame(layer: child, point: cp, order: o, next: o.count - 1))
            } else {
                let f = stack.removeLast()
                if f.layer.contains(f.point) { return f.layer }
            }
        }
        return nil
    }

    // MARK: Animation

    /// Adds a copy of `anim` (replacing, with `finished: false`, one under the same key).
    /// `CAPropertyAnimation`s need a key path; non-finite values are rejected.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        guard !_isPresentation else { return UIKitLog.error("CALayer.add(_:forKey:): presentation layers cannot animate", category: "CALayer") }
        if let pa = anim as? CAPropertyAnimation, pa.keyPath == nil {
            return UIKitLog.error("CALayer.add(_:forKey:): a property animation needs a keyPath; ignored", category: "CALayer")
        }
        if let b = anim as? CABasicAnimation {
            for v in [b.fromValue, b.toValue, b.byValue].compactMap({ $0 }) where !_CAValue.isFinite(v) {
                return UIKitLog.warning("CALayer.add(_:forKey:): non-finite animation value ignored", category: "CALayer")
            }
        }
        guard anim.duration.isFinite, anim.speed.isFinite, anim.beginTime.isFinite, anim.timeOffset.isFinite else {
            return UIKitLog.warning("CALayer.add(_:forKey:): non-finite timing ignored", category: "CALayer")
        }
        let now = CACurrentMediaTime()
        let copy = anim.copy() as! CAAnimation
        copy._startTime = anim.beginTime > 0 ? anim.beginTime : now
        if let b = copy as? CABasicAnimation, let kp = b.keyPath {
            b._capturedValue = (_animations.isEmpty ? self : _presentationCopy(at: now))?.value(forKeyPath: kp)
        }
        copy._transactionGroups = CATransaction.openGroups
        for g in copy._transactionGroups { g.pending += 1 }
        CATransaction.ensureImplicit()
        let k = key ?? "_anonymous.\(_CALayerEngine.nextAnonymousKey())"
        var replaced: CAAnimation?
        if let i = _animations.firstIndex(where: { $0.key == k }) {
            replaced = _animations[i].anim
            _animations.remove(at: i)
        }
        let wasAnimated = !_animations.isEmpty
        _animations.append((k, copy))
        if !wasAnimated { _becameAnimated(true) }
        if let r = replaced { _CALayerEngine.stopped(r, finished: false) }
        CARenderer._requestFrame()
    }
    open func animation(forKey key: String) -> CAAnimation? {
        _animations.first { $0.key == key }?.anim
    }
    open func removeAnimation(forKey key: String) {
        guard let i = _animations.firstIndex(where: { $0.key == key }) else { return }
        let a = _animations.remove(at: i).anim
        if _animations.isEmpty { _becameAnimated(false) }
        _CALayerEngine.stopped(a, finished: false)
    }
    open func removeAllAnimations() {
        let all = _animations
        guard !all.isEmpty else { return }
        _animations.removeAll()
        _becameAnimated(false)
        for a in all { _CALayerEngine.stopped(a.anim, finished: false) }
    }
    /// Keys of the animations added with a key, in the order added.
    open func animationKeys() -> [String]? {
        let keys = _animations.map { $0.key }.filter { !$0.hasPrefix("_anonymous.") }
        return keys.isEmpty ? nil : keys
    }

    func _becameAnimated(_ animated: Bool) {
        if animated {
            _CALayerEngine.animatedLayers[ObjectIdentifier(self)] = self
            _adjustAnimatedCount(by: 1)
        } else {
            _CALayerEngine.animatedLayers[ObjectIdentifier(self)] = nil
            _adjustAnimatedCount(by: -1)
            // One last damage: where it was presented and where the model is.
            if let r = _attachedRenderer() { r._noteAnimationEnded(self) }
        }
    }
    func _adjustAnimatedCount(by d: Int) {
        var l = self
        while true {
            let before = l._animatedInSubtree
            l._animatedInSubtree += d
            guard let p = l._superlayer else { break }
            if before == 0 && l._animatedInSubtree > 0 { p._animatedChildren[ObjectIdentifier(l)] = l }
            if before > 0 && l._animatedInSubtree <= 0 { p._animatedChildren[ObjectIdentifier(l)] = nil }
            l = p
        }
    }

    /// A copy of this layer with every active animation applied at the current media time.
    /// (Its sublayers are not copied: `sublayers` of a presentation layer is nil.)
    open func presentation() -> Self? {
        if _isPresentation { return self }
        return _presentationCopy(at: CACurrentMediaTime()) as? Self
    }
    /// The model layer behind a presentation copy (self for a model layer).
    open func model() -> Self {
        if _isPresentation, let m = _modelLayer as? Self { return m }
        return self
    }

    func _presentationCopy(at now: CFTimeInterval) -> CALayer? {
        let p = type(of: self).init(layer: self)
        p._isPresentation = true
        p._modelLayer = self
        p._superlayer = _superlayer
        p._ext.presentationSuperlayer = _superlayer   // keeps the back pointer valid
        for (_, a) in _animations { a._apply(to: p, model: self, now: now) }
        return p
    }

    // MARK: Key-value access for animations

    /// Reads an animatable property by key path (`"position.x"`, `"bounds.size"`,
    /// `"transform.rotation.z"`, `"transform.scale"`, …). Nil for unknown keys.
    open func value(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "bounds": return _bounds
        case "bounds.origin": return _bounds.origin
        case "bounds.origin.x": return _bounds.origin.x
        case "bounds.origin.y": return _bounds.origin.y
        case "bounds.size": return _bounds.size
        case "bounds.size.width": return _bounds.size.width
        case "bounds.size.height": return _bounds.size.height
        case "position": return _position
        case "position.x": return _position.x
        case "position.y": return _position.y
        case "anchorPoint": return _anchorPoint
        case "zPosition": return _zPosition
        case "frame": return frame
        case "transform": return _transform
        case "sublayerTransform": return _sublayerTransform
        case "transform.scale": let d = _AffineParts(_affine); return (d.sx + d.sy) / 2
        case "transform.scale.x": return _AffineParts(_affine).sx
        case "transform.scale.y": return _AffineParts(_affine).sy
        case "transform.rotation", "transform.rotation.z": return _AffineParts(_affine).rotation
        case "transform.translation": return CGSize(width: _affine.tx, height: _affine.ty)
        case "transform.translation.x": return _affine.tx
        case "transform.translation.y": return _affine.ty
        case "opacity": return _opacity
        case "hidden", "isHidden": return _isHidden
        case "masksToBounds": return _masksToBounds
        case "backgroundColor": return _backgroundColor
        case "cornerRadius": return _cornerRadius
        case "borderWidth": return _borderWidth
        case "borderColor": return _borderColor
        case "shadowColor": return _shadowColor
        case "shadowOpacity": return _shadowOpacity
        case "shadowOffset": return _shadowOffset
        case "shadowRadius": return _shadowRadius
        case "contentsRect": return _contentsRect
        case "contentsCenter": return _contentsCenter
        case "contents": return _contents
        default: return nil
        }
    }
    /// Sets an animatable property by key path through its public setter (actions run).
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        let l = CALayer()
        l._copyState(from: self)
        l._setPresentationValue(value, forKeyPath: keyPath)
        switch keyPath {
        case "bounds", "bounds.origin", "bounds.origin.x", "bounds.origin.y", "bounds.size", "bounds.size.width", "bounds.size.height": bounds = l._bounds
        case "position", "position.x", "position.y": position = l._position
        case "anchorPoint": anchorPoint = l._anchorPoint
        case "zPosition": zPosition = l._zPosition
        case "frame": if let r = value as? CGRect { frame = r }
        case "sublayerTransform": sublayerTransform = l._sublayerTransform
        case let k where k.hasPrefix("transform"): transform = l._transform
        case "opacity": opacity = l._opacity
        case "hidden", "isHidden": isHidden = l._isHidden
        case "masksToBounds": masksToBounds = l._masksToBounds
        case "backgroundColor": backgroundColor = l._backgroundColor
        case "cornerRadius": cornerRadius = l._cornerRadius
        case "borderWidth": borderWidth = l._borderWidth
        case "borderColor": borderColor = l._borderColor
        case "shadowColor": shadowColor = l._shadowColor
        case "shadowOpacity": shadowOpacity = l._shadowOpacity
        case "shadowOffset": shadowOffset = l._shadowOffset
        case "shadowRadius": shadowRadius = l._shadowRadius
        case "contentsRect": contentsRect = l._contentsRect
        case "contentsCenter": contentsCenter = l._contentsCenter
        case "contents": contents = value
        default: UIKitLog.warning("CALayer.setValue(_:forKeyPath:): unknown key path \(keyPath)", category: "CALayer")
        }
    }
    func _copyState(from l: CALayer) {
        _bounds = l._bounds; _position = l._position; _anchorPoint = l._anchorPoint; _zPosition = l._zPosition
        _transform = l._transform; _affine = l._affine; _sublayerTransform = l._sublayerTransform; _opacity = l._opacity
        _isHidden = l._isHidden; _masksToBounds = l._masksToBounds; _backgroundColor = l._backgroundColor
        _cornerRadius = l._cornerRadius; _borderWidth = l._borderWidth; _borderColor = l._borderColor
        _shadowColor = l._shadowColor; _shadowOpacity = l._shadowOpacity; _shadowOffset = l._shadowOffset
        _shadowRadius = l._shadowRadius; _contentsRect = l._contentsRect; _contentsCenter = l._contentsCenter
    }

    /// Writes storage directly (presentation copies; no actions, no damage). Bad values are ignored.
    func _setPresentationValue(_ value: Any?, forKeyPath keyPath: String) {
        func cg(_ v: Any?) -> CGFloat? { _CAValue.double(v).flatMap { $0.isFinite ? CGFloat($0) : nil } }
        func setParts(_ body: (inout _AffineParts) -> Void) {
            var d = _AffineParts(_affine)
            body(&d)
            let a = d.transform
            guard a.isFinite else { return }
            var t = _transform
            t.m11 = a.a; t.m12 = a.b; t.m21 = a.c; t.m22 = a.d; t.m41 = a.tx; t.m42 = a.ty
            _transform = t; _affine = a
        }
        switch keyPath {
        case "bounds": if let r = value as? CGRect, CALayer.finite(r) { _bounds = r }
        case "bounds.origin": if let p = value as? CGPoint, CALayer.finite(p) { _bounds.origin = p }
        case "bounds.origin.x": if let v = cg(value) { _bounds.origin.x = v }
        case "bounds.origin.y": if let v = cg(value) { _bounds.origin.y = v }
        case "bounds.size": if let s = value as? CGSize, CALayer.finite(s) { _bounds.size = CGSize(width: max(0, s.width), height: max(0, s.height)) }
        case "bounds.size.width": if let v = cg(value) { _bounds.size.width = max(0, v) }
        case "bounds.size.height": if let v = cg(value) { _bounds.size.height = max(0, v) }
        case "position": if let p = value as? CGPoint, CALayer.finite(p) { _position = p }
        case "position.x": if let v = cg(value) { _position.x = v }
        case "position.y": if let v = cg(value) { _position.y = v }
        case "anchorPoint": if let p = value as? CGPoint, CALayer.finite(p) { _anchorPoint = p }
        case "zPosition": if let v = cg(value) { _zPosition = v }
        case "transform":
            if let t = value as? CATransform3D, t._isFinite { _transform = t; _affine = CATransform3DGetAffineTransform(t) }
            else if let a = value as? CGAffineTransform, a.isFinite { _transform = CATransform3DMakeAffineTransform(a); _affine = a }
        case "sublayerTransform": if let t = value as? CATransform3D, t._isFinite { _sublayerTransform = t }
        case "transform.scale": if let v = cg(value) { setParts { $0.sx = v; $0.sy = v } }
        case "transform.scale.x": if let v = cg(value) { setParts { $0.sx = v } }
        case "transform.scale.y": if let v = cg(value) { setParts { $0.sy = v } }
        case "transform.rotation", "transform.rotation.z": if let v = cg(value) { setParts { $0.rotation = v } }
        case "transform.translation": if let s = value as? CGSize, CALayer.finite(s) { setParts { $0.tx = s.width; $0.ty = s.height } }
        case "transform.translation.x": if let v = cg(value) { setParts { $0.tx = v } }
        case "transform.translation.y": if let v = cg(value) { setParts { $0.ty = v } }
        case "opacity": if let v = cg(value) { _opacity = Float(min(1, max(0, v))) }
        case "hidden", "isHidden": if let b = value as? Bool { _isHidden = b }
        case "masksToBounds": if let b = value as? Bool { _masksToBounds = b }
        case "backgroundColor": _backgroundColor = value as? CGColor
        case "cornerRadius": if let v = cg(value) { _cornerRadius = max(0, v) }
        case "borderWidth": if let v = cg(value) { _borderWidth = max(0, v) }
        case "borderColor": _borderColor = value as? CGColor
        case "shadowColor": _shadowColor = value as? CGColor
        case "shadowOpacity": if let v = cg(value) { _shadowOpacity = Float(min(1, max(0, v))) }
        case "shadowOffset": if let s = value as? CGSize, CALayer.finite(s) { _shadowOffset = s }
        case "shadowRadius": if let v = cg(value) { _shadowRadius = max(0, v) }
        case "contentsRect": if let r = value as? CGRect, CALayer.finite(r) { _contentsRect = r }
        case "contentsCenter": if let r = value as? CGRect, CALayer.finite(r) { _contentsCenter = r }
        case "contents": _contents = value
        default: break
        }
    }

    // MARK: Rendering into a context

    /// Draws this layer and its sublayers into `ctx` (in the layer's own coordinate space, as
    /// Apple's `render(in:)`: the bounds' origin maps to the context's current origin; the layer's
    /// own position and transform are not applied). Uses model values (not animations).
    open func render(in ctx: CGContext) {
        let cr = ctx._cr
        cairo_save(cr)
        _CAPainter.paintTree(self, cr: cr, rootTransformApplied: false, damage: nil, frameTime: nil, stats: nil)
        cairo_restore(cr)
        ctx.flush()   // the pixels reach a bitmap context's memory in its own layout (RGBA…) now
    }
}

extension CALayer: CustomStringConvertible {
    nonisolated public var description: String {
        "<\(String(describing: type(of: self)))>"
    }
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
    @exclusivity(unchecked) var shadowOffset = CGSize(width: 0, height: -3)
    @exclusivity(unchecked) var shadowRadius: CGFloat = 3
    @exclusivity(unchecked) var shadowPath: CGPath?
    @exclusivity(unchecked) var shadowCache: _CAShadowMask?
    @exclusivity(unchecked) var contentsGravity: CALayerContentsGravity = .resize
    @exclusivity(unchecked) var contentsRect = _CALayerExtras.unitRect
    @exclusivity(unchecked) var contentsCenter = _CALayerExtras.unitRect
    @exclusivity(unchecked) var modelLayer: CALayer?
    @exclusivity(unchecked) var presentationSuperlayer: CALayer?
    weak var weakDelegate: (any CALayerDelegate)?
    var actionOldValue: Any?
    var name: String?
    var style: [AnyHashable: Any]?
    var actions: [String: any CAAction]?
    @exclusivity(unchecked) var allowsEdgeAntialiasing = false
    @exclusivity(unchecked) var allowsGroupOpacity = true
    var minificationFilter = "linear"
    var magnificationFilter = "linear"
    @exclusivity(unchecked) var drawsAsynchronously = false
    @exclusivity(unchecked) var shouldRasterize = false
    @exclusivity(unchecked) var rasterizationScale: CGFloat = 1
    var contents: Any?
    @exclusivity(unchecked) nonisolated(unsafe) var mask: CALayer?
    @exclusivity(unchecked) nonisolated(unsafe) var maskOwnerRef: Unmanaged<CALayer>?
    var animations: [(key: String, anim: CAAnimation)] = []
    var animatedChildren: [ObjectIdentifier: CALayer] = [:]
    /// The renderer whose root this layer is. Not `weak`: a weak reference would give the renderer
    /// a side table, and every retain of it (every property change asks for it) the slow path.
    /// The renderer holds its root strongly and clears this when it lets go of it or goes away.
    @exclusivity(unchecked) nonisolated(unsafe) var hostRendererRef: Unmanaged<CARenderer>?
}
