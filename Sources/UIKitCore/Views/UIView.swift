//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIView's class declaration: stored state, initialisers and every overridable member (Swift on
// Linux cannot override members declared in extensions, so `open` API stays here; the larger
// bodies live beside their seam: UIView+Geometry, +Hierarchy, +Layout, +Drawing, +Tint,
// +AnimationBlocks, +Animation, +Support, +Types).

/// A rectangular area on screen, backed by a `CALayer` whose delegate it is.
///
/// Geometry lives in the layer: `center` is `layer.position`, `bounds` is `layer.bounds`, and
/// `transform` is the layer's affine transform (applied about the anchor point, the centre by
/// default). `frame` is derived: the bounding box of the transformed bounds in the superview.
///
/// Deep hierarchies: tree walks (window moves, tint and trait notifications, conversions) are
/// iterative, so thousands of nested views do not exhaust the stack.
@preconcurrency @MainActor open class UIView: UIResponder, CALayerDelegate {

    // MARK: Layer

    /// The class of the layer a view creates (override to use a `CALayer` subclass).
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer (created in `init`, the view is its delegate).
    public let layer: CALayer

    // MARK: Hierarchy state

    /// The view this one is a subview of.
    public var superview: UIView? { _superview }
    // Not weak (see `CALayer._superlayer`): a view holds its subviews, and its deinit clears this.
    // Stored unmanaged so walks up the tree (`_walkUp`) read it without retains.
    @exclusivity(unchecked) nonisolated(unsafe) var _superviewRef: Unmanaged<UIView>?
    nonisolated var _superview: UIView? {
        @inline(__always) get { _superviewRef?.takeUnretainedValue() }
        @inline(__always) set { _superviewRef = newValue.map(Unmanaged.passUnretained) }
    }
    // Unchecked: mutated only by the hierarchy methods, which run no outside code meanwhile.
    /// The view's immediate subviews, back to front (the last one is drawn on top and hit first).
    @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []
    /// Set by `UIViewController` when this view is its root view.
    @exclusivity(unchecked) weak var _viewController: UIViewController?

    // (nonisolated(unsafe): read by the tint walk, see `_walkUp`.)
    @exclusivity(unchecked) nonisolated(unsafe) var _tintColor: UIColor?
    @exclusivity(unchecked) nonisolated(unsafe) var _tintAdjustmentMode: TintAdjustmentMode = .automatic
    @exclusivity(unchecked) var _backgroundColor: UIColor?
    // State most views leave at its defaults lives in `_x` (allocated on the first non-default
    // write), which keeps a plain view small: thousands of them are common. Accessors in
    // UIView+Support.swift.
    @exclusivity(unchecked) var _x: _UIViewExtras?
    @exclusivity(unchecked) var _alpha: CGFloat = 1
    @exclusivity(unchecked) nonisolated(unsafe) var _semanticContentAttribute: UISemanticContentAttribute = .unspecified
    @exclusivity(unchecked) var _flags = _UIViewFlags()
    @exclusivity(unchecked) var _interactionBlockingAnimations = 0
    @exclusivity(unchecked) var _gestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Init

    /// Makes a view with `frame` in its superview's coordinates (a non-finite frame becomes `.zero`, with a warning).
    public init(frame: CGRect) {
        let cls: AnyClass = type(of: self).layerClass
        if let layerType = cls as? CALayer.Type {
            layer = CALayer._make(layerType)
        } else {
            UIKitLog.error("\(type(of: self)).layerClass is not a CALayer subclass; using CALayer", category: "UIView")
            layer = CALayer()
        }
        super.init()
        layer._setOwningDelegate(self)
        layer._delegateActionsOnlyInBlocks = layer._usesBaseActionSearch && _classUsesBaseLayerActions
        let f = UIView._finiteRect(frame) ? frame.standardized : .zero
        if !UIView._finiteRect(frame) { UIKitLog.warning("UIView(frame:): non-finite frame \(frame) replaced by .zero", category: "UIView") }
        // A view made inside an animation block starts at its frame (nothing animates from zero).
        let b = CGRect(origin: .zero, size: f.size), p = CGPoint(x: f.midX, y: f.midY), sc = UIScreen.main.scale
        if !layer._setInitialGeometry(bounds: b, position: p, contentsScale: sc) {
            // A custom layer class gets the setters (it may observe them), without animation.
            UIView.performWithoutAnimation { layer.bounds = b; layer.position = p; layer.contentsScale = sc }
        }
        layer.setNeedsLayout()
        _configureDrawing()
    }

    public convenience override init() { self.init(frame: .zero) }

    deinit {
        if let n = _x?.layoutNode { MainActor.assumeIsolated { _UILayoutEngine.main.removeNode(n) } }
        for v in subviews { v._superview = nil }
        layer._releaseOwningDelegate()
    }

    /// Creates a view from an Interface Builder document (its frame, attributes and subviews);
    /// with any other coder, a zero-sized view.
    public required init?(coder: NSCoder) {
        let cls: AnyClass = type(of: self).layerClass
        layer = (cls as? CALayer.Type).map { CALayer._make($0) } ?? CALayer()
        super.init()
        layer._setOwningDelegate(self)
        layer._delegateActionsOnlyInBlocks = layer._usesBaseActionSearch && _classUsesBaseLayerActions
        layer.setNeedsLayout()
        layer.contentsScale = UIScreen.main.scale
        _configureDrawing()
        _decodeInterfaceBuilderView(coder)
    }

    package override func _setInterfaceBuilderValue(_ value: Any?, forKey key: String) -> Bool {
        _setViewValue(value, forKey: key) || super._setInterfaceBuilderValue(value, forKey: key)
    }
    package override func _interfaceBuilderValue(forKey key: String) -> Any? {
        _viewValue(forKey: key) ?? super._interfaceBuilderValue(forKey: key)
    }

    // MARK: Responder

    open override var next: UIResponder? { _viewController ?? superview }

    // MARK: Layer delegate (CALayerDelegate)

    /// The view's layer lays out: the view's layout pass (`layoutSubviews`, its controller's
    /// `viewWillLayoutSubviews`/`viewDidLayoutSubviews`). Override to place sublayers; call super.
    open func layoutSublayers(of layer: CALayer) { _layoutSublayersBase(of: layer) }

    /// Draws the view's layer: pushes `ctx` as the current context and calls `draw(_:)`.
    open func draw(_ layer: CALayer, in ctx: CGContext) { _drawLayerBase(layer, in: ctx) }

    /// Redraws the layer's backing store through `draw(_:in:)`. Override to set
    /// `layer.contents` yourself (then `draw(_:)` is not called).
    open func display(_ layer: CALayer) { layer._displayBackingStore() }

    /// The animation for a change of the layer's `event` property: inside an animation block
    /// one with the block's timing, otherwise `NSNull()` (a view's layer never animates
    /// implicitly). Override to return your own action (say a `CABasicAnimation` for a key);
    /// return `super.action(for:forKey:)` for the others.
    open func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { _actionBase(for: layer, forKey: event) }

    // MARK: Geometry

    /// The view's frame in its superview's coordinates. With a non-identity transform this is the
    /// bounding box of the transformed bounds (iOS calls it undefined; use `bounds` and `center`).
    open var frame: CGRect { get { layer.bounds.applying(_transformToSuperview()) } set { _setFrame(newValue) } }

    /// The view's own coordinate system: its origin is the point shown at the top left, and
    /// changing its size keeps `center` fixed.
    open var bounds: CGRect { get { layer.bounds } set { _setBounds(newValue) } }

    /// Subclass hook (internal): the size of `bounds` changed.
    func _boundsDidChangeSize() {}

    /// The centre of the frame in the superview's coordinates (`layer.position`).
    open var center: CGPoint {
        get { layer.position }
        set { _setCenter(newValue) }
    }

    /// An affine transform applied about the anchor point (the centre by default).
    open var transform: CGAffineTransform {
        get { _transform }
        set { _setTransform(newValue) }
    }

    /// 3-D transform of the layer (`layer.transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { _setTransform3D(newValue) }
    }

    /// Converts `point` from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point.applying(_transform(to: view)) }
    /// Converts `point` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { _convertBase(point, from: view) }
    /// Converts `rect` to `view`'s coordinates (nil: the window's); transformed rectangles become their bounding boxes.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect.applying(_transform(to: view)) }
    /// Converts `rect` from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { _convertBase(rect, from: view) }

    // MARK: Hit testing

    /// True when `point` (in this view's coordinates) is inside `bounds` (half-open).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The farthest descendant (or self) containing `point`, visiting front-most subviews first.
    /// Hidden views, views with user interaction disabled and views with alpha < 0.01 are skipped
    /// with their subtrees.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { _hitTest(point, with: event) }

    // MARK: Subviews

    /// True when `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool { _isDescendantBase(of: view) }

    /// The window at the root of this view's hierarchy, or nil when it is not in one.
    open var window: UIWindow? {
        UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }.takeUnretainedValue() as? UIWindow
    }

    /// Adds `view` on top of the other subviews, removing it from its previous superview first.
    open func addSubview(_ view: UIView) { _insert(view, at: nil) }

    /// Inserts `view` at `index` of `subviews` (clamped), removing it from its previous superview first.
    open func insertSubview(_ view: UIView, at index: Int) { _insert(view, at: index) }

    /// Inserts `view` just above `siblingSubview` (which must be a subview; otherwise it goes on top).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        _insertSubview(view, aboveSubview: siblingSubview)
    }

    /// Inserts `view` just below `siblingSubview` (which must be a subview; otherwise it goes on top).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        _insertSubview(view, belowSubview: siblingSubview)
    }

    /// Swaps the subviews at two indexes of `subviews` (out-of-range indexes are logged and ignored).
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) { _exchangeSubview(at: index1, withSubviewAt: index2) }

    /// Moves a subview to the top of its siblings.
    open func bringSubviewToFront(_ view: UIView) { _bringSubviewToFront(view) }

    /// Moves a subview below all of its siblings.
    open func sendSubviewToBack(_ view: UIView) { _sendSubviewToBack(view) }

    /// Removes the view from its superview (and its layer from the superlayer).
    open func removeFromSuperview() { _removeFromSuperview() }

    /// Called after a subview was added; the default does nothing.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed; the default does nothing.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to `newSuperview` (nil: it is being removed); the default does nothing.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view's superview changed; the default does nothing.
    open func didMoveToSuperview() {}
    /// Called before the view's window changes to `newWindow`; the default does nothing.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view's window changed; the default does nothing.
    open func didMoveToWindow() {}

    // MARK: Snapshots and description

    /// Renders the view's layer tree into the current context, scaled into `rect`. Returns false
    /// when there is no current context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        return _drawHierarchy(in: rect, afterScreenUpdates: afterUpdates)
    }

    /// A view showing a snapshot of this view's current rendering (a `UIImageView` with the
    /// rendered image), or nil for an empty view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { _snapshotView(afterScreenUpdates: afterUpdates) }

    // MARK: State restoration

    /// The name under which the view's state is preserved; nil (the default) opts it out.
    open var restorationIdentifier: String? {
        get { _x?.restorationIdentifier }
        set { if _x != nil || newValue != nil { _ext.restorationIdentifier = newValue } }
    }
    /// Writes the view's restorable state (a scroll view: its offset, insets and zoom).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Reads back what `encodeRestorableState(with:)` wrote.
    open func decodeRestorableState(with coder: NSCoder) {}

    /// True (the default for views made in code): the view's frame and autoresizing mask decide
    /// where it is, and Auto Layout sees them as required constraints. Set it to false for a view
    /// that constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { _flags.translatesAutoresizingMask }
        set {
            guard newValue != _flags.translatesAutoresizingMask else { return }
            _flags.translatesAutoresizingMask = newValue
            if _x?.layoutNode != nil { _UILayoutEngine.main.translatesDidChange(self) }
        }
    }

    open override var description: String {
        let addr = "\(Unmanaged.passUnretained(self).toOpaque())"
        guard _UIMainQueue.isCurrent else { return "<\(type(of: self)): \(addr)>" }
        return MainActor.assumeIsolated { _debugDescription(addr) }
    }

    // MARK: Identification

    /// An integer the app sets to find the view again with `viewWithTag(_:)`; 0 by default.
    @exclusivity(unchecked) open var tag: Int = 0

    /// The view itself or the first descendant (breadth-first) whose `tag` matches.
    open func viewWithTag(_ tag: Int) -> UIView? { _viewWithTag(tag) }

    // MARK: Interaction (stored for the event system)

    /// When false, touches and presses pass the view and its subviews by (hit testing skips them).
    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    /// When false (the default), the view gets only the first of several simultaneous touches.
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    /// When true, a touch in this view keeps other views of the window from getting touches meanwhile.
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    // MARK: Gesture recognizers (machinery in UIGestureRecognizer.swift / _EventDispatcher.swift)

    /// The recognizers attached to this view (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set { _setGestureRecognizers(newValue) }
    }
    /// Attaches a recognizer (moving it from its previous view).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _addGestureRecognizer(gestureRecognizer) }
    /// Detaches a recognizer; if it was tracking touches it is reset without sending actions.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { _removeGestureRecognizer(gestureRecognizer) }
    /// Asked (of the recognizer's view and of each view its touches hit) before a recognizer
    /// leaves `.possible` to begin/recognize; false makes it fail. Controls override this to keep
    /// their default actions from being taken over by an ancestor's recognizer.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Accessibility (defaults and tree reading in UIAccessibility.swift)

    /// A string that identifies the view to UI tests (the test driver finds views by it); not read aloud.
    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// Default false; true for controls, labels (see `_UIAccessibilityDefaults`).
    open var isAccessibilityElement: Bool {
        get { _ax.isElement ?? _defaultIsAccessibilityElement }
        set { _ax.isElement = newValue }
    }
    /// nil: the class's default (a label's text, a button's title); "" for none.
    open var accessibilityLabel: String? { get { _ax.label ?? _defaultAccessibilityLabel } set { _ax.label = newValue } }
    /// A short description of what activating the element does; nil by default.
    open var accessibilityHint: String? { get { _ax.hint } set { _ax.hint = newValue } }
    /// nil: the class's default (a slider's percentage).
    open var accessibilityValue: String? { get { _ax.value ?? _defaultAccessibilityValue } set { _ax.value = newValue } }
    /// The traits that describe the element (button, adjustable...): the class's default unless set.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _ax.traits ?? _defaultAccessibilityTraits }
        set { _ax.traits = newValue }
    }
    /// The element's frame in screen coordinates (default: the view's bounds converted).
    open var accessibilityFrame: CGRect {
        get { _ax.frame ?? _UIAccessibilityDefaults.screenFrame(of: self) }
        set { _ax.frame = newValue }
    }
    /// Where, in screen coordinates, activation taps the element: the centre of `accessibilityFrame` unless set.
    open var accessibilityActivationPoint: CGPoint {
        get { _ax.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _ax.activationPoint = newValue }
    }
    /// The language the element's label, value and hint are spoken in (a BCP 47 code); nil: the app's.
    open var accessibilityLanguage: String? { get { _ax.language } set { _ax.language = newValue } }
    /// True hides the view's subtree (not the view itself) from assistive technologies.
    open var accessibilityElementsHidden: Bool { get { _ax.elementsHidden } set { _ax.elementsHidden = newValue } }
    /// True makes assistive technologies ignore the view's siblings (and theirs up the tree).
    open var accessibilityViewIsModal: Bool { get { _ax.viewIsModal } set { _ax.viewIsModal = newValue } }
    /// When true, assistive technologies read the view's children together before moving on.
    open var shouldGroupAccessibilityChildren: Bool { get { _ax.groupsChildren } set { _ax.groupsChildren = newValue } }
    /// The accessible children in reading order (views or `UIAccessibilityElement`s); nil: the
    /// subviews, ordered by position.
    open var accessibilityElements: [Any]? { get { _ax.elements } set { _ax.elements = newValue } }
    /// Extra actions assistive technologies offer on the element (VoiceOver's actions rotor), in order.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { _ax.customActions } set { _ax.customActions = newValue }
    }
    /// Performs the element's default action (VoiceOver double-tap). Return true if handled;
    /// the base does nothing and returns false. Controls send their actions as a tap would.
    open func accessibilityActivate() -> Bool { false }
    /// Increments the value of an adjustable element (VoiceOver swipe up). The base does nothing.
    open func accessibilityIncrement() {}
    /// Decrements the value of an adjustable element (VoiceOver swipe down). The base does nothing.
    open func accessibilityDecrement() {}

    /// Class defaults (override in subclasses; explicit values win).
    var _defaultIsAccessibilityElement: Bool { _UIAccessibilityDefaults.isElement(self) }
    var _defaultAccessibilityLabel: String? { _UIAccessibilityDefaults.label(self) }
    var _defaultAccessibilityValue: String? { nil }
    var _defaultAccessibilityTraits: UIAccessibilityTraits { _UIAccessibilityDefaults.traits(self) }

    // MARK: Appearance (UIAppearance.swift)

    /// Set on appearance proxies, and on views that had properties set explicitly.
    @exclusivity(unchecked) var _appearanceState: _UIAppearanceViewState?
    /// Appearance keys set explicitly on this view (bits from `_UIAppearanceRegistry.bit(for:)`).
    @exclusivity(unchecked) var _explicitAppearanceBits: UInt64 = 0

    // MARK: Appearance

    /// The colour filling the view's bounds under its content (`layer.backgroundColor`); nil: transparent.
    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set { _setBackgroundColor(newValue) }
    }

    /// Opacity (`layer.opacity`). Non-finite values are ignored; values are clamped to 0...1.
    open var alpha: CGFloat {
        get { Float(_alpha) == layer.opacity ? _alpha : CGFloat(layer.opacity) }
        set { _setAlpha(newValue) }
    }

    /// Hides the view and its subviews: not drawn, not hit-tested (`layer.isHidden`).
    open var isHidden: Bool {
        get { layer.isHidden }
        set { _setHidden(newValue) }
    }

    /// Clips subviews to the bounds when drawing (no effect on hit testing).
    open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }

    /// A drawing hint: true promises that `draw(_:)` fills the bounds with opaque content.
    @exclusivity(unchecked) open var isOpaque: Bool = true {
        didSet { layer.isOpaque = isOpaque }
    }

    /// When false, `draw(_:)` draws over what the view drew before instead of over transparent
    /// pixels (cheaper for views that repaint all of their bounds anyway).
    open var clearsContextBeforeDrawing: Bool { get { layer._clearsBeforeDrawing } set { layer._clearsBeforeDrawing = newValue } }

    /// Pixels per point of the view's backing store (`layer.contentsScale`): the screen's scale
    /// by default, updated when the view moves to a window on another screen.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { _setContentScaleFactor(newValue) }
    }

    /// Follows the window's screen scale (UIImageView keeps its image's scale instead).
    func _updateContentsScale(for window: UIWindow?) {
        guard let w = window else { return }
        let sc = w.screen.scale
        if layer.contentsScale != sc { layer.contentsScale = sc; if _redrawsAtNewScale { layer.setNeedsDisplay() } }
    }

    /// How the content (a drawn or image layer's contents) fits the bounds when they change size.
    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill {
        didSet { _contentModeDidChange() }
    }

    func _contentModeDidChange() {}

    /// The view's content stretches with `contentStretch`-like behaviour via its layer.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    // MARK: - Drawing

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`),
    /// top-left origin, in points. The base implementation draws nothing.
    open func draw(_ rect: CGRect) {
        if UIView._probingDraw { UIView._baseDrawReached = true }
    }

    /// Marks the whole view for redrawing at the next display pass (views that don't override
    /// `draw(_:)` have nothing to redraw: the layer finds no content).
    open func setNeedsDisplay() { _setNeedsDisplayBase() }

    /// Marks `rect` (in the view's coordinates) for redrawing at the next display pass.
    open func setNeedsDisplay(_ rect: CGRect) { _setNeedsDisplayBase(rect) }

    // MARK: Tint

    /// The first non-nil tint up the superview chain (systemBlue by default), desaturated when the
    /// effective `tintAdjustmentMode` is `.dimmed`.
    open var tintColor: UIColor! { get { _effectiveTintColor } set { _setTintColor(newValue) } }

    /// The effective adjustment mode: the first non-automatic value up the chain, `.normal` at the root.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { _tintSnapshot().mode }
        set { _setTintAdjustmentMode(newValue) }
    }

    /// Called when the effective tint colour or adjustment mode changes (also for changes made on
    /// an ancestor, or by moving to another superview).
    open func tintColorDidChange() {}

    // MARK: Layout direction

    /// Whether the view flips in right-to-left layouts (`.unspecified` follows the app and superview).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _semanticContentAttribute }
        set { _setSemanticContentAttribute(newValue) }
    }

    /// The direction for a semantic attribute: forced ones win; others follow the app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        _layoutDirection(for: attribute)
    }

    /// The layout direction for `attribute` relative to `layoutDirection`: forced attributes win.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        _layoutDirection(for: attribute, relativeTo: layoutDirection)
    }

    /// Forced attributes win; `.unspecified` inherits from the superview, else the app's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        _effectiveLayoutDirection
    }

    // MARK: Traits

    /// The view's traits: its screen's (style, scale, idiom, text size), size classes from its
    /// window's size, its layout direction and the style overrides above it.
    open var traitCollection: UITraitCollection { _traitCollectionBase }

    /// Called when the view's traits changed (not when they stay equal), after its controller's
    /// and before its subviews'; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Layout

    // MARK: Layout pass

    /// Marks the view as needing layout; the layout happens at the next layout pass or
    /// `layoutIfNeeded()`. Several calls before the pass coalesce into one `layoutSubviews()`.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view (and its subtree) now if it is marked as needing layout.
    open func layoutIfNeeded() { _layoutIfNeededBase() }

    /// Override to position subviews. The default does nothing: autoresizing already happened when
    /// the bounds size changed (as on iOS).
    open func layoutSubviews() {}

    /// When true (the default), a change of the bounds size resizes subviews by their `autoresizingMask`.
    open var autoresizesSubviews: Bool { get { _flags.autoresizesSubviews } set { _flags.autoresizesSubviews = newValue } }

    /// How the view resizes when its superview's bounds size changes (none by default).
    open var autoresizingMask: AutoresizingMask { get { _flags.autoresizingMask } set { _flags.autoresizingMask = newValue } }

    // MARK: Sizing

    /// The natural size of the content; `noIntrinsicMetric` (−1) along axes without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// Asks Auto Layout to read `intrinsicContentSize` (and the baselines) again at the next
    /// layout pass.
    open func invalidateIntrinsicContentSize() { _invalidateIntrinsicContentSizeBase() }

    /// The size that best fits `size`; the base returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    open func sizeToFit() { _sizeToFit() }

    /// The size the view's constraints give it, as close to `targetSize` as priority
    /// `fittingSizeLevel` pulls (pass `UIView.layoutFittingCompressedSize` for the smallest).
    /// The view is not resized.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it, each axis pulled towards `targetSize` at its
    /// priority (a cell: the table's width at `.required`, the height at `.fittingSizeLevel`).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        _systemLayoutSizeFitting(targetSize, horizontalFittingPriority, verticalFittingPriority)
    }

    // MARK: Auto Layout (UIView+Constraints.swift)

    /// Override to add or change constraints in one batch before layout; call super last.
    /// Called bottom-up for the views marked with `setNeedsUpdateConstraints()`.
    open func updateConstraints() { _didCallSuperUpdateConstraints = true }

    /// Whether UIKit calls `updateConstraints()` for this class even when nothing asked for it
    /// (the view then gets one call when it enters a window).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// How far the alignment rectangle (what constraints place) lies inside the frame.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose first baseline stands for this view's (itself by default; a view without
    /// text has its baseline at its bottom edge).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline stands for this view's.
    open var forLastBaselineLayout: UIView { self }

    // MARK: Safe area

    /// The insets of the part of the view not covered by the window's unsafe edges (and the
    /// view controller's `additionalSafeAreaInsets`). Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { _computeSafeAreaInsets() }

    /// Called when `safeAreaInsets` changed (checked at each layout of the view and when it
    /// enters or leaves a window).
    open func safeAreaInsetsDidChange() {}

    // MARK: Layout margins

    /// The margins (default 8 on each side). Effective values include the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true, and the superview's margins where this view
    /// reaches into them when `preservesSuperviewLayoutMargins` is true.
    open var layoutMargins: UIEdgeInsets { get { _effectiveLayoutMargins() } set { _setLayoutMargins(newValue) } }

    /// The layout margins with leading and trailing edges, which follow the layout direction.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { _directionalLayoutMargins }
        set { _setDirectionalLayoutMargins(newValue) }
    }

    /// When true, the superview's margins apply where this view reaches into them; false by default.
    open var preservesSuperviewLayoutMargins: Bool {
        get { _flags.preservesSuperviewLayoutMargins }
        set { _flags.preservesSuperviewLayoutMargins = newValue; _updateLayoutMarginsIfNeeded() }
    }

    /// When true (the default), the layout margins are at least the safe-area insets.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { _flags.insetsLayoutMarginsFromSafeArea }
        set { _flags.insetsLayoutMarginsFromSafeArea = newValue; _updateLayoutMarginsIfNeeded() }
    }

    /// Called when the effective layout margins change.
    open func layoutMarginsDidChange() {}

}
