//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A rectangle of visual content, positioned and composited by `CARenderer`.
///
/// Geometry: `bounds` is the layer's own coordinate space (top-left, y-down, points);
/// `position` is where `anchorPoint` (unit coordinates of the bounds) lies in the superlayer;
/// `transform` applies about the anchor point. `frame` is derived: the bounding box of the
/// transformed bounds. Setting `frame` sets `position` and `bounds.size` so that the transformed
/// bounds fill it: under a scale the bounds get the frame's size divided by the scale; under a
/// rotation (undefined on iOS) the bounds size is kept and the layer is centred in the frame.
///
/// A `CALayer` is an `NSObject`: equality and hashing are by identity, and `value(forKey:)` /
/// `setValue(_:forKey:)` reach the animatable properties (Swift values, see `value(forKeyPath:)`).
///
/// Rendering is 2-D: only the affine part of `transform` is used (perspective, `m34`, is
/// ignored); `zPosition` only orders siblings (stable: equal values keep sublayer order).
///
/// Invalid input (NaN or infinite geometry, transforms or opacity; negative bounds sizes) logs
/// `UIKitLog.warning(category: "CALayer")` and leaves the property unchanged. A `frame` with a
/// negative size is standardised first, as `CGRect` frames are.
///
/// Subclasses initialise as on iOS: `override init()`, `override init(layer:)` (called for
/// presentation copies: copy your stored properties there) and `required init?(coder:)`. The
/// engine makes layers of a subclass it only knows at run time (presentation copies, a view's
/// `layerClass`) through an initialiser that a subclass inherits when it overrides all three
/// designated initialisers or none; one that adds its own designated initialiser (say
/// `init(color:)`) must therefore also override `init()`, which iOS does not ask for.
///
/// Custom keys: `value(forKey:)`/`setValue(_:forKey:)` keep any key that is not a built-in
/// property (iOS's `@NSManaged` properties, written here in that key-value form); such keys
/// animate, reach presentation copies, and redraw the layer when `needsDisplay(forKey:)` says so
/// (every frame while animated).
@preconcurrency @MainActor open class CALayer: NSObject {
    // MARK: Storage
    // Properties most layers leave at their defaults live in `_x` (allocated on the first
    // non-default write): a view's layer is ~450 bytes instead of ~1 KB.
    @exclusivity(unchecked) nonisolated(unsafe) var _x: _CALayerExtras?
    /// Actions by key, searched after the delegate and before `defaultAction(forKey:)`; an `NSNull`
    /// value disables the action for that key. Default nil.
    open var actions: [String: any CAAction]? {
        get { _x?.actions }
        set { if _x != nil || newValue != nil { _ext.actions = newValue } }
    }
    /// Whether the layer's edges are antialiased when its transform is not axis-aligned. Default false.
    open var allowsEdgeAntialiasing: Bool {
        get { _x?.allowsEdgeAntialiasing ?? false }
        set { _set("allowsEdgeAntialiasing", allowsEdgeAntialiasing, newValue, .own) { $0._ext.allowsEdgeAntialiasing = $1 } }
    }
    /// Whether an `opacity` below 1 applies to the layer and its sublayers as one flattened group
    /// (rather than to each separately). Default true.
    open var allowsGroupOpacity: Bool {
        get { _x?.allowsGroupOpacity ?? _CALayerDefaults.allowsGroupOpacity }
        set { _set("allowsGroupOpacity", allowsGroupOpacity, newValue, .subtree) { $0._ext.allowsGroupOpacity = $1 } }
    }
    /// The filter used when `contents` is drawn smaller than its pixel size. Default `.linear`.
    /// On Linux: `.trilinear` samples as `.linear` (there are no mipmaps).
    open var minificationFilter: CALayerContentsFilter {
        get { _x?.minificationFilter ?? _CALayerDefaults.filter }
        set { _set("minificationFilter", minificationFilter, newValue, .own) { $0._ext.minificationFilter = $1 } }
    }
    /// The filter used when `contents` is drawn larger than its pixel size. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter {
        get { _x?.magnificationFilter ?? _CALayerDefaults.filter }
        set { _set("magnificationFilter", magnificationFilter, newValue, .own) { $0._ext.magnificationFilter = $1 } }
    }
    /// Asks for drawing commands to be queued and run in the background. Default false.
    /// On Linux: stored only; drawing stays synchronous on the main thread (a warning is logged once).
    open var drawsAsynchronously: Bool {
        get { _x?.drawsAsynchronously ?? false }
        set {
            if newValue { CALayer._warnUnsupportedOnce("drawsAsynchronously", "drawing is synchronous here (the layer draws the same, on the main thread)") }
            if _x != nil || newValue { _ext.drawsAsynchronously = newValue }
        }
    }
    /// Whether the layer and its sublayers are rendered once into a bitmap that is reused while the
    /// subtree is unchanged (at `rasterizationScale`). Default false.
    open var shouldRasterize: Bool {
        get { _x?.shouldRasterize ?? false }
        set { _set("shouldRasterize", shouldRasterize, newValue, .subtree) { $0._ext.shouldRasterize = $1 } }
    }
    /// Pixels per point of the bitmap kept for `shouldRasterize`. Default 1; non-positive or
    /// non-finite values are rejected with a warning.
    open var rasterizationScale: CGFloat {
        get { _x?.rasterizationScale ?? _CALayerDefaults.rasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return _reject("rasterizationScale", newValue) }
            _set("rasterizationScale", rasterizationScale, newValue, .subtree) { $0._ext.rasterizationScale = $1 }
        }
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
    /// The delegate that owns this layer (a view and its layer): not a weak reference, for the
    /// reason given at `_superlayer`; the owner clears it in its deinit.
    nonisolated(unsafe) unowned(unsafe) var _owningDelegate: (any CALayerDelegate)?

    // Display
    @exclusivity(unchecked) nonisolated(unsafe) var _backingStore: OpaquePointer?

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
    @exclusivity(unchecked) package var _layoutIsTrivial = false
    /// Set by the delegate owner (UIView) when the delegate's `draw(_:in:)` really draws (the view
    /// subclass overrides `draw(_:)`). With it the layer draws straight into its backing store;
    /// without it, `display()` first records `draw(in:)` on a cairo recording surface and keeps a
    /// backing store only if something was drawn (or a subclass override of `draw(in:)` that does
    /// not call super was detected, which is remembered).
    @exclusivity(unchecked) package var _delegateDraws: Bool = false {
        didSet { if _delegateDraws != oldValue { _knownToDraw = false } }
    }
    /// Whether a change of the bounds size marks the layer for redisplay. Default false.
    @exclusivity(unchecked) open var needsDisplayOnBoundsChange = false
    /// Set by a delegate (UIView, for its own layer) whose `action(for:forKey:)` returns `NSNull`
    /// for every key while `CALayer._delegateAnimationBlockOpen` is false; cleared when the
    /// delegate changes. Lets property changes skip the action search.
    @exclusivity(unchecked) nonisolated(unsafe) package var _delegateActionsOnlyInBlocks = false

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

    /// The designated initialiser of model layers (not `required`, as on iOS).
    public override init() { super.init() }

    /// There are no archives on Linux: this exists so that subclasses written for iOS compile
    /// (`required init?(coder:)`, calling `super.init(coder:)`); it makes a layer with default
    /// properties, never nil.
    public required init?(coder: NSCoder) { super.init() }

    /// How the engine makes a layer of a class it only knows at run time (`_make(_:copying:)`):
    /// a presentation copy through the class's `init(layer:)`, or a model layer through `init()`.
    /// Inherited by subclasses that override every designated initialiser or none.
    @_spi(QuartzCoreEngine) public required convenience init(_engineCopyOf source: CALayer?) {
        if let source { self.init(layer: source) } else { self.init() }
    }

    /// Identifies the layer's class (equality and hashing are by identity, as `NSObject`'s).
    open override var description: String { "<\(String(describing: type(of: self)))>" }

    /// What the layer draws outside its bounds (a shape layer's path and stroke); nil for none.
    var _drawingExtentBeyondBounds: CGRect? { nil }

    /// Makes a copy of `layer`'s properties (not its sublayers, superlayer or animations), custom
    /// keys included: the initializer behind `presentation()`. Subclasses with stored properties
    /// override it (calling super) to copy them, as on iOS.
    public init(layer: Any) {
        super.init()
        if CALayer._makingPresentationCopy { _isPresentation = true }
        if let l = layer as? CALayer { _copyLayerProperties(from: l) }
    }

    deinit {
        if let s = _backingStore { _CGLayerStore.release(s) }
        for l in _sublayers { l._superlayer = nil }
        _x?.mask?._x?.maskOwnerRef = nil
    }

    // MARK: Geometry

    /// The layer's own coordinate space, in points: the origin is what its top-left corner shows, the
    /// size its extent. Animatable. A negative or non-finite value is rejected with a warning.
    open var bounds: CGRect {
        get { _bounds }
        set { _setBounds(newValue) }
    }

    /// Where the `anchorPoint` lies in the superlayer's coordinates, in points. Animatable.
    open var position: CGPoint {
        get { _position }
        set {
            guard CALayer.finite(newValue) else { return _reject("position", newValue) }
            _set("position", _position, newValue, .geometry) { $0._position = $1 }
        }
    }
    /// The point, in unit coordinates of the bounds, that `position` places and the transform pivots
    /// about. Default (0.5, 0.5), the centre. Animatable.
    open var anchorPoint: CGPoint {
        get { _anchorPoint }
        set {
            guard CALayer.finite(newValue) else { return _reject("anchorPoint", newValue) }
            _set("anchorPoint", _anchorPoint, newValue, .geometry) { $0._anchorPoint = $1 }
        }
    }
    /// The anchor point's z component. Default 0. On Linux: stored only (rendering is 2-D).
    open var anchorPointZ: CGFloat {
        get { _anchorPointZ }
        set { guard newValue.isFinite else { return _reject("anchorPointZ", newValue) }; _anchorPointZ = newValue }
    }
    /// Orders siblings when compositing (stable); no 3-D effect.
    open var zPosition: CGFloat {
        get { _zPosition }
        set { _setZPosition(newValue) }
    }
    /// Applied about the anchor point. Only the affine part is rendered (see `CATransform3D`).
    open var transform: CATransform3D {
        get { _transform }
        set { _setTransform(newValue) }
    }
    /// Stored; applied to sublayers when rendering and converting (affine part).
    open var sublayerTransform: CATransform3D {
        get { _sublayerTransform }
        set { _setSublayerTransform(newValue) }
    }
    /// The affine part of `transform`.
    open func affineTransform() -> CGAffineTransform { _affine }
    /// Sets `transform` to the 3-D equivalent of the affine transform `m`.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The bounding box of the bounds, transformed about the anchor point, in the superlayer's
    /// coordinates. Setting it sets `position` and `bounds.size` so that the transformed bounds
    /// fill it (see `_setFrame`).
    open var frame: CGRect {
        get { _frame }
        set { _setFrame(newValue) }
    }

    // MARK: Appearance

    /// The layer's opacity, 0 (transparent) to 1 (opaque); values outside are clamped. Default 1.
    /// Animatable.
    open var opacity: Float {
        get { _opacity }
        set {
            guard newValue.isFinite else { return _reject("opacity", newValue) }
            _set("opacity", _opacity, min(1, max(0, newValue)), .subtree) { $0._opacity = $1 }
        }
    }
    /// Whether the layer and its sublayers are not drawn (and not hit-tested). Default false.
    open var isHidden: Bool {
        get { _isHidden }
        set { _set("hidden", _isHidden, newValue, [.subtree, .extent]) { $0._isHidden = $1 } }
    }
    /// Whether sublayers (and contents) are clipped to the bounds, rounded by `cornerRadius`.
    /// Default false.
    open var masksToBounds: Bool {
        get { _masksToBounds }
        set { _set("masksToBounds", _masksToBounds, newValue, [.subtree, .extent]) { $0._masksToBounds = $1 } }
    }
    /// The colour filling the bounds (rounded by `cornerRadius`) behind the contents. Default nil.
    /// Animatable.
    open var backgroundColor: CGColor? {
        get { _backgroundColor }
        set { _set("backgroundColor", _backgroundColor, newValue, .own) { $0._backgroundColor = $1 } }
    }
    /// The radius, in points, of the rounded corners of the background and border (and of the clip
    /// when `masksToBounds`). Negative values count as 0. Default 0. Animatable.
    open var cornerRadius: CGFloat {
        get { _cornerRadius }
        set {
            guard newValue.isFinite else { return _reject("cornerRadius", newValue) }
            _set("cornerRadius", _cornerRadius, max(0, newValue), _masksToBounds ? .subtree : .own) { $0._cornerRadius = $1 }
        }
    }
    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask {
        get { _maskedCorners }
        set { _set("maskedCorners", _maskedCorners, newValue, .subtree) { $0._maskedCorners = $1 } }
    }
    /// Drawn inside the bounds, above the contents and sublayers.
    open var borderWidth: CGFloat {
        get { _borderWidth }
        set {
            guard newValue.isFinite else { return _reject("borderWidth", newValue) }
            _set("borderWidth", _borderWidth, max(0, newValue), .own) { $0._borderWidth = $1 }
        }
    }
    /// The colour of the border. Default opaque black. Animatable.
    open var borderColor: CGColor? {
        get { _borderColor }
        set { _set("borderColor", _borderColor, newValue, .own) { $0._borderColor = $1 } }
    }
    /// The colour of the layer's shadow. Default opaque black. Animatable.
    open var shadowColor: CGColor? {
        get { _shadowColor }
        set { _set("shadowColor", _shadowColor, newValue, .own) { $0._shadowColor = $1 } }
    }
    /// The shadow's opacity, 0…1 (clamped). Default 0, so no shadow is drawn. Animatable.
    open var shadowOpacity: Float {
        get { _shadowOpacity }
        set {
            guard newValue.isFinite else { return _reject("shadowOpacity", newValue) }
            _set("shadowOpacity", _shadowOpacity, min(1, max(0, newValue)), [.own, .extent]) { $0._shadowOpacity = $1 }
        }
    }
    /// Default (0, −3) as on iOS; in this y-down space a negative height moves the shadow up.
    open var shadowOffset: CGSize {
        get { _shadowOffset }
        set {
            guard CALayer.finite(newValue) else { return _reject("shadowOffset", newValue) }
            _set("shadowOffset", _shadowOffset, newValue, [.own, .extent]) { $0._shadowOffset = $1 }
        }
    }
    /// The blur radius of the shadow, in points. Default 3. Animatable.
    open var shadowRadius: CGFloat {
        get { _shadowRadius }
        set {
            guard newValue.isFinite else { return _reject("shadowRadius", newValue) }
            _set("shadowRadius", _shadowRadius, max(0, newValue), [.own, .extent]) { $0._shadowRadius = $1 }
        }
    }
    /// Always noted as a change (paths compare by identity here, and a caller may have rebuilt one).
    open var shadowPath: CGPath? {
        get { _shadowPath }
        set { _setAlways("shadowPath", _shadowPath, newValue, [.own, .extent]) { $0._shadowPath = $1 } }
    }
    /// A `CGImage` shown in the bounds per `contentsGravity`, `contentsRect`, `contentsCenter`.
    open var contents: Any? {
        get { _contents }
        set { _setContents(newValue) }
    }
    /// Pixels per point of the backing store (UIKit sets the screen scale).
    open var contentsScale: CGFloat {
        get { _contentsScale }
        set { _setContentsScale(newValue) }
    }
    /// How `contents` is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity {
        get { _contentsGravity }
        set { _set("contentsGravity", _contentsGravity, newValue, .own) { $0._contentsGravity = $1 } }
    }
    /// The part of the contents image to show, in unit coordinates (0…1), top-left origin.
    open var contentsRect: CGRect {
        get { _contentsRect }
        set { _setContentsRect(newValue) }
    }
    /// The stretchable middle of the contents in unit coordinates: the corners outside it keep
    /// their size, the edges stretch in one direction, the centre in both (nine-part images).
    open var contentsCenter: CGRect {
        get { _contentsCenter }
        set { _setContentsCenter(newValue) }
    }
    /// A hint that the layer's content is opaque (used for the backing store format).
    open var isOpaque: Bool {
        get { _isOpaque }
        set { guard newValue != _isOpaque else { return }; _isOpaque = newValue; if _backingStore != nil { setNeedsDisplay() } }
    }
    /// A layer whose alpha masks this layer's content (rendered in this layer's coordinates).
    open var mask: CALayer? {
        get { _mask }
        set { _setMask(newValue) }
    }

    // MARK: Layer tree

    /// The layer this one is a sublayer of, or nil.
    open var superlayer: CALayer? { _superlayer }
    /// The sublayers, back to front (nil when there are none). Setting it removes the current ones
    /// and adds the new ones in order.
    open var sublayers: [CALayer]? {
        get { _sublayers.isEmpty ? nil : _sublayers }
        set {
            for l in _sublayers { l.removeFromSuperlayer() }
            for l in newValue ?? [] { addSublayer(l) }
        }
    }

    /// Appends `layer` as the frontmost sublayer, removing it from its previous superlayer first.
    open func addSublayer(_ layer: CALayer) { _insert(layer, at: _sublayers.count) }
    /// Inserts `layer` at index `idx` of `sublayers` (clamped to the valid range).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) { _insert(layer, at: Int(idx)) }
    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil).
    /// On Linux: a `sibling` that is not a sublayer appends `layer` at the front, with a warning.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { _insertBase(layer, below: sibling) }
    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil).
    /// On Linux: a `sibling` that is not a sublayer appends `layer` at the front, with a warning.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { _insertBase(layer, above: sibling) }
    /// Puts `newLayer` where the sublayer `oldLayer` was and removes `oldLayer`. Logs an error and
    /// does nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { _replaceBase(oldLayer, with: newLayer) }
    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { _removeFromSuperlayerBase() }

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
    /// The value a property (or custom key) has when it was never set; subclasses override it. The
    /// base returns nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a change of `key` marks the layer for redisplay; subclasses return true for the custom
    /// keys their drawing reads (redrawn every frame while animated). The base returns false.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    // MARK: Display

    /// Marks the whole layer for redisplay; `display()` runs in the next `CATransaction.flush()`.
    open func setNeedsDisplay() {
        _setDirty(all: true)
        _markNeedsDisplay()
    }
    /// Marks the rectangle `r` (in the layer's coordinates) for redisplay; empty rectangles are ignored.
    open func setNeedsDisplay(_ r: CGRect) {
        guard CALayer.finite(r) else { return _reject("setNeedsDisplay(_:)", r) }
        if r.isEmpty { return }
        if !_dirtyAll { _ext.dirtyRect = (_x?.dirtyRect ?? .null).union(r) }
        _markNeedsDisplay()
    }
    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { _needsDisplayFlag }
    /// Runs `display()` now if the layer is marked for redisplay, and clears the mark.
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
    /// Whether the layer has drawing of its own (its delegate draws, or a display found something
    /// drawn). An addition of this implementation; not part of Apple's API.
    open func drawsContent() -> Bool { _delegateDraws || _knownToDraw }

    // MARK: Layout

    /// Marks the layer for layout: `layoutSublayers()` runs in the next `CATransaction.flush()` (or
    /// `layoutIfNeeded()`).
    open func setNeedsLayout() {
        guard !_isPresentation, !_layoutIsTrivial else { return }
        if !_needsLayoutFlag {
            _needsLayoutFlag = true
            _CALayerEngine.pendingLayoutCount += 1
            _CALayerEngine.layoutQueue.append(self)
        }
        CARenderer._requestFrame()
    }
    /// Whether the layer is marked for layout.
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
    /// The base implementation asks the delegate (`layoutSublayers(of:)`).
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }
    /// The size the layer would like in its superlayer's coordinates. The base returns the bounds size.
    open func preferredFrameSize() -> CGSize { _bounds.size }

    // MARK: Geometry conversion

    /// Converts `p` from the coordinates of layer `l` (the root's when nil) to this layer's.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { _convertBase(p, from: l) }
    /// Converts `p` from this layer's coordinates to those of layer `l` (the root's when nil).
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint { _convertBase(p, to: l) }
    /// Converts `r` from the coordinates of layer `l` (the root's when nil) to this layer's: the
    /// bounding box of the converted rectangle.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect { _convertBase(r, from: l) }
    /// Converts `r` from this layer's coordinates to those of layer `l` (the root's when nil): the
    /// bounding box of the converted rectangle.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect { _convertBase(r, to: l) }
    /// Converts a time from layer `l`'s time space to this layer's.
    /// On Linux: layers have no timing of their own, so `t` is returned unchanged.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval { t }
    /// Converts a time from this layer's time space to layer `l`'s.
    /// On Linux: layers have no timing of their own, so `t` is returned unchanged.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval { t }

    /// True when `p` (in this layer's coordinates) is inside the bounds.
    open func contains(_ p: CGPoint) -> Bool { _bounds.contains(p) }

    /// The deepest, frontmost visible layer containing `p` (in the superlayer's coordinates).
    /// Hidden layers are skipped; a `masksToBounds` layer only hits inside its bounds.
    /// Iterative: deep trees do not recurse.
    open func hitTest(_ p: CGPoint) -> CALayer? { _hitTestBase(p) }

    // MARK: Animation

    /// Adds a copy of `anim` (replacing, with `finished: false`, one under the same key).
    /// `CAPropertyAnimation`s need a key path; non-finite values are rejected.
    open func add(_ anim: CAAnimation, forKey key: String?) { _addBase(anim, forKey: key) }
    /// The animation added under `key` (the layer's copy), or nil.
    open func animation(forKey key: String) -> CAAnimation? { _animations.first { $0.key == key }?.anim }
    /// Removes the animation under `key`; its delegate hears `animationDidStop(_:finished: false)`.
    open func removeAnimation(forKey key: String) { _removeAnimationBase(forKey: key) }
    /// Removes every animation; each delegate hears `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() { _removeAllAnimationsBase() }
    /// Keys of the animations added with a key, in the order added.
    open func animationKeys() -> [String]? { _animationKeysBase() }

    /// A copy of the layer with its animations applied at the current media time: what is on screen.
    /// Returns the layer itself when called on a presentation copy.
    /// On Linux: the copy has no sublayers (see `model()`).
    open func presentation() -> Self? { _isPresentation ? self : _presentationCopy(at: CACurrentMediaTime()) as? Self }
    /// The model layer behind a presentation copy (self for a model layer).
    open func model() -> Self { _isPresentation ? (_modelLayer as? Self ?? self) : self }

    // MARK: Key-value access for animations

    /// Reads an animatable property by key path (`"position.x"`, `"bounds.size"`,
    /// `"transform.rotation.z"`, `"transform.scale"`, …), or a custom key's value (else the
    /// class's `defaultValue(forKey:)`; nil when it has none).
    ///
    /// Values come as Swift values (`CGPoint`, `CGRect`, `CGSize`, `CGFloat`, `Float`, `Bool`,
    /// `CATransform3D`, `CGColor`), not boxed in `NSValue`/`NSNumber`: Linux Foundation does not
    /// bridge those to the geometry types, and `as? CGPoint`, as iOS code writes it, works this way.
    open func value(forKeyPath keyPath: String) -> Any? { _baseValue(forKeyPath: keyPath) }
    /// Sets an animatable property by key path through its public setter (actions run), or a
    /// custom key (see the class comment). Accepts Swift values, `NSValue` boxes
    /// (`NSValue(cgPoint:)` … `NSValue(caTransform3D:)`) and `NSNumber`s.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { _baseSetValue(value, forKeyPath: keyPath) }
    /// The property named `key` (`"position"`, `"opacity"`, `"hidden"`, …; see `value(forKeyPath:)`).
    open func value(forKey key: String) -> Any? { value(forKeyPath: key) }
    /// Sets the property named `key` through its public setter (see `setValue(_:forKeyPath:)`).
    open func setValue(_ value: Any?, forKey key: String) { setValue(value, forKeyPath: key) }
    /// Writes storage directly (presentation copies; no actions, no damage). Bad values are ignored.
    func _setPresentationValue(_ value: Any?, forKeyPath keyPath: String) { _setBasePresentationValue(value, forKeyPath: keyPath) }

    // MARK: Rendering into a context

    /// Draws this layer and its sublayers into `ctx` (in the layer's own coordinate space, as
    /// Apple's `render(in:)`: the bounds' origin maps to the context's current origin; the layer's
    /// own position and transform are not applied). Uses model values (not animations).
    open func render(in ctx: CGContext) { _renderBase(in: ctx) }
}
