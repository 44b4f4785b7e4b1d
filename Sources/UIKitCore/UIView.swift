// Which views get a backing store: only views whose class overrides `draw(_:)`. Swift on Linux
// has no Objective-C runtime to ask "does this class override draw?", so the answer is learnt
// per class (cached by `ObjectIdentifier(type(of: view))`):
// - UIView itself and UIKit's own classes are registered up front.
// - For any other class the answer starts unknown: its views are marked as needing display like
//   drawing views. At its first display, `draw(_:)` runs for real into the layer's context. The
//   base `UIView.draw(_:)` records that it ran and at what call depth
//   (`Thread.callStackReturnAddresses`). If it ran directly from the display (the class does not
//   override `draw(_:)`), the class is recorded as non-drawing: its later views are never marked
//   for display, and the layer keeps no store (it probes once with a recording surface and finds
//   nothing drawn). If the base did not run, or ran one frame deeper (an override calling
//   `super.draw(_:)`), the class is recorded as drawing and `layer._delegateDraws` is set.
// No draw call is made only to probe, so `draw(_:)` never runs on a half-initialised view.

/// A rectangular area on screen, backed by a `CALayer` whose delegate it is.
///
/// Geometry lives in the layer: `center` is `layer.position`, `bounds` is `layer.bounds`, and
/// `transform` is the layer's affine transform (applied about the anchor point, the centre by
/// default). `frame` is derived: the bounding box of the transformed bounds in the superview.
///
/// Deep hierarchies: tree walks (window moves, tint and trait notifications, conversions) are
/// iterative, so thousands of nested views do not exhaust the stack.
@MainActor open class UIView: UIResponder, CALayerDelegate {

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
    /// The first of `view` and its ancestors for which `stop` is true, or the root when none is;
    /// nothing on the way is retained (nonisolated, so the walk's closure carries no actor check;
    /// `stop` may read only nonisolated state).
    @inline(__always) nonisolated static func _walkUp(from view: Unmanaged<UIView>, until stop: (UIView) -> Bool) -> Unmanaged<UIView> {
        var v = view
        while let s = v._withUnsafeGuaranteedRef({ stop($0) ? nil : $0._superviewRef }) { v = s }
        return v
    }
    // Unchecked: mutated only by the hierarchy methods, which run no outside code meanwhile.
    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []
    /// Set by `UIViewController` when this view is its root view.
    @exclusivity(unchecked) weak var _viewController: UIViewController?

    // (nonisolated(unsafe): read by the tint walk, see `_walkUp`.)
    @exclusivity(unchecked) nonisolated(unsafe) var _tintColor: UIColor?
    @exclusivity(unchecked) nonisolated(unsafe) var _tintAdjustmentMode: TintAdjustmentMode = .automatic
    @exclusivity(unchecked) var _backgroundColor: UIColor?
    // State most views leave at its defaults lives in `_x` (allocated on the first non-default
    // write), which keeps a plain view small: thousands of them are common.
    @exclusivity(unchecked) var _x: _UIViewExtras?
    var _ext: _UIViewExtras {
        if let x = _x { return x }
        let x = _UIViewExtras()
        _x = x
        return x
    }
    var _transform: CGAffineTransform {
        get { _x?.transform ?? .identity }
        set { if _x != nil || !newValue.isIdentity { _ext.transform = newValue } }
    }
    var _layoutMargins: UIEdgeInsets {
        get { _x?.layoutMargins ?? _UIViewExtras.defaultMargins }
        set { if _x != nil || newValue != _UIViewExtras.defaultMargins { _ext.layoutMargins = newValue } }
    }
    var _lastSafeAreaInsets: UIEdgeInsets {
        get { _x?.lastSafeAreaInsets ?? .zero }
        set { if _x != nil || newValue != .zero { _ext.lastSafeAreaInsets = newValue } }
    }
    var _lastLayoutMargins: UIEdgeInsets? {
        get { _x == nil ? _UIViewExtras.defaultMargins : _x!.lastLayoutMargins }
        set { if _x != nil || newValue != _UIViewExtras.defaultMargins { _ext.lastLayoutMargins = newValue } }
    }
    @exclusivity(unchecked) var _alpha: CGFloat = 1
    @exclusivity(unchecked) nonisolated(unsafe) var _semanticContentAttribute: UISemanticContentAttribute = .unspecified
    @exclusivity(unchecked) var _flags = _UIViewFlags()
    @exclusivity(unchecked) var _interactionBlockingAnimations = 0
    @exclusivity(unchecked) var _gestureRecognizers: [UIGestureRecognizer] = []

    // MARK: Init

    public init(frame: CGRect) {
        let cls: AnyClass = type(of: self).layerClass
        if let layerType = cls as? CALayer.Type {
            layer = layerType.init()
        } else {
            UIKitLog.error("\(type(of: self)).layerClass is not a CALayer subclass; using CALayer", category: "UIView")
            layer = CALayer()
        }
        super.init()
        layer._setOwningDelegate(self)
        layer._delegateActionsOnlyInBlocks = layer._usesBaseActionSearch
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
        for v in subviews { v._superview = nil }
        layer._releaseOwningDelegate()
    }

    /// Archives are not supported on Linux: this initializer exists so subclasses written for iOS
    /// compile (`required init?(coder:)`); it builds a zero-sized view.
    public required init?(coder: NSCoder) {
        let cls: AnyClass = type(of: self).layerClass
        layer = (cls as? CALayer.Type)?.init() ?? CALayer()
        super.init()
        layer._setOwningDelegate(self)
        layer._delegateActionsOnlyInBlocks = layer._usesBaseActionSearch
        layer.setNeedsLayout()
        layer.contentsScale = UIScreen.main.scale
        _configureDrawing()
    }

    // MARK: Responder

    open override var next: UIResponder? { _viewController ?? superview }

    // MARK: Geometry

    nonisolated static func _finiteRect(_ r: CGRect) -> Bool {
        r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
    }

    /// The view's frame in its superview's coordinates. With a non-identity transform this is the
    /// bounding box of the transformed bounds (iOS calls it undefined; use `bounds` and `center`).
    open var frame: CGRect {
        get { layer.bounds.applying(_transformToSuperview()) }
        set {
            guard UIView._finiteRect(newValue) else {
                return UIKitLog.warning("UIView.frame: non-finite frame \(newValue) ignored", category: "UIView")
            }
            let f = newValue.standardized
            var size = f.size
            if !_transform.isIdentity {
                if _transform.isRectilinear, _transform.a != 0, _transform.d != 0 {
                    size = CGSize(width: f.width / abs(_transform.a), height: f.height / abs(_transform.d))
                } else {
                    size = layer.bounds.size
                }
            }
            let ap = layer.anchorPoint
            // The anchor point's position inside the frame (the frame's centre for the default anchor).
            let anchorOffset = CGSize(width: (ap.x - 0.5) * size.width, height: (ap.y - 0.5) * size.height)
                .applying(_transform)
            let newCenter = CGPoint(x: f.midX + anchorOffset.width, y: f.midY + anchorOffset.height)
            _setBoundsSize(size)
            if layer.position != newCenter { layer.position = newCenter }
        }
    }

    /// The view's own coordinate system: its origin is the point shown at the top left, and
    /// changing its size keeps `center` fixed.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard UIView._finiteRect(newValue) else {
                return UIKitLog.warning("UIView.bounds: non-finite bounds \(newValue) ignored", category: "UIView")
            }
            let b = newValue.standardized
            let old = layer.bounds
            guard b != old else { return }
            if b.origin != old.origin && b.size == old.size {
                layer.bounds = b
                return
            }
            layer.bounds = b
            _boundsSizeDidChange(from: old.size)
        }
    }

    func _setBoundsSize(_ size: CGSize) {
        let old = layer.bounds
        guard old.size != size else { return }
        layer.bounds = CGRect(origin: old.origin, size: size)
        _boundsSizeDidChange(from: old.size)
    }

    func _boundsSizeDidChange(from oldSize: CGSize) {
        if autoresizesSubviews && !subviews.isEmpty { _resizeSubviews(oldSize: oldSize) }
        setNeedsLayout()
        if contentMode == .redraw { setNeedsDisplay() }
        _boundsDidChangeSize()
    }

    /// Subclass hook (internal): the size of `bounds` changed.
    func _boundsDidChangeSize() {}

    /// The centre of the frame in the superview's coordinates (`layer.position`).
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                return UIKitLog.warning("UIView.center: non-finite point \(newValue) ignored", category: "UIView")
            }
            if layer.position != newValue { layer.position = newValue }
        }
    }

    /// An affine transform applied about the anchor point (the centre by default).
    open var transform: CGAffineTransform {
        get { _transform }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UIView.transform: non-finite transform \(newValue) ignored", category: "UIView")
            }
            _transform = newValue
            layer.setAffineTransform(newValue)
        }
    }

    /// 3-D transform of the layer (`layer.transform`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set {
            layer.transform = newValue
            _transform = CATransform3DIsAffine(newValue) ? CATransform3DGetAffineTransform(newValue) : _transform
        }
    }

    /// Maps a point in this view's bounds coordinates to its superview's coordinates.
    func _transformToSuperview() -> CGAffineTransform {
        let b = layer.bounds, ap = layer.anchorPoint, pos = layer.position
        let ax = b.origin.x + ap.x * b.width, ay = b.origin.y + ap.y * b.height
        if _transform.isIdentity {
            return CGAffineTransform(translationX: pos.x - ax, y: pos.y - ay)
        }
        return CGAffineTransform(translationX: -ax, y: -ay)
            .concatenating(_transform)
            .concatenating(CGAffineTransform(translationX: pos.x, y: pos.y))
    }

    /// The transform from this view's coordinates to its root's superview space (for a window:
    /// screen coordinates), and the root. Iterative.
    func _transformToRoot() -> (CGAffineTransform, UIView) {
        var t = CGAffineTransform.identity
        var v: UIView = self
        while true {
            t = t.concatenating(v._transformToSuperview())
            guard let s = v.superview else { return (t, v) }
            v = s
        }
    }

    /// The transform from this view to `other` (nil: the window, or the root view when not in one).
    func _transform(to other: UIView?) -> CGAffineTransform {
        let (mine, myRoot) = _transformToRoot()
        if let other {
            if other === self { return .identity }
            let (theirs, _) = other._transformToRoot()
            return mine.concatenating(theirs.inverted())
        }
        // To the window (or the root) coordinates: stop below the root's own placement.
        return mine.concatenating(myRoot._transformToSuperview().inverted())
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(_transform(to: view))
    }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        let (mine, root) = _transformToRoot()
        return point.applying(root._transformToSuperview().concatenating(mine.inverted()))
    }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(_transform(to: view))
    }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        if let view { return view.convert(rect, to: self) }
        let (mine, root) = _transformToRoot()
        return rect.applying(root._transformToSuperview().concatenating(mine.inverted()))
    }

    // MARK: Hit testing

    /// True when `point` (in this view's coordinates) is inside `bounds` (half-open).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant (or self) containing `point`, visiting front-most subviews first.
    /// Hidden views, views with user interaction disabled and views with alpha < 0.01 are skipped
    /// with their subtrees.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            let p = point.applying(sub._transformToSuperview().inverted())
            if let hit = sub.hitTest(p, with: event) { return hit }
        }
        return self
    }

    // MARK: Subviews

    /// True when `view` is this view or one of its ancestors.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    open var window: UIWindow? {
        UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }.takeUnretainedValue() as? UIWindow
    }
    /// The window's identity, or nil: for comparing windows without retaining one (a window
    /// that events or the key-window slot have referenced weakly retains on a slow path).
    nonisolated var _windowID: ObjectIdentifier? {
        let top = UIView._walkUp(from: Unmanaged.passUnretained(self)) { _ in false }
        return top._withUnsafeGuaranteedRef { $0 is UIWindow ? ObjectIdentifier($0) : nil }
    }

    open func addSubview(_ view: UIView) {
        _insert(view, at: nil)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        _insert(view, at: index)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i + 1
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx)
        } else {
            _insert(view, at: nil)
        }
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view else { return }
        if siblingSubview.superview === self, let i = subviews.firstIndex(where: { $0 === siblingSubview }) {
            var idx = i
            if view.superview === self, let j = subviews.firstIndex(where: { $0 === view }), j < i { idx -= 1 }
            _insert(view, at: idx)
        } else {
            _insert(view, at: nil)
        }
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            return UIKitLog.error("exchangeSubview(at:withSubviewAt:): index out of range (\(index1), \(index2); \(subviews.count) subviews)", category: "UIView")
        }
        guard index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        _syncSublayerOrder()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        _syncSublayerOrder()
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.insert(view, at: 0)
        _syncSublayerOrder()
    }

    /// Puts the subviews' layers in the order of `subviews`, keeping other sublayers (added to the
    /// layer directly) where they are relative to the view layers' slots.
    func _syncSublayerOrder() {
        let viewLayers = subviews.map { $0.layer }
        let all = layer.sublayers ?? []
        var slots: [Int] = []
        let set = Set(viewLayers.map { ObjectIdentifier($0) })
        for (i, l) in all.enumerated() where set.contains(ObjectIdentifier(l)) { slots.append(i) }
        guard slots.count == viewLayers.count else {
            for l in viewLayers { l.removeFromSuperlayer(); layer.addSublayer(l) }
            return
        }
        var same = true
        for (k, i) in slots.enumerated() where all[i] !== viewLayers[k] { same = false; break }
        if same { return }
        for (k, i) in slots.enumerated() {
            let l = viewLayers[k]
            l.removeFromSuperlayer()
            layer.insertSublayer(l, at: UInt32(min(i, layer.sublayers?.count ?? 0)))
        }
    }

    /// Where in `layer.sublayers` the layer of the subview at `index` (of `subviews`) goes.
    func _sublayerIndex(forSubviewAt index: Int) -> Int {
        let sublayers = layer.sublayers ?? []
        if index < subviews.count - 1 {
            let nextLayer = subviews[index + 1].layer
            if let i = sublayers.firstIndex(where: { $0 === nextLayer }) { return i }
        }
        if index > 0 {
            let prevLayer = subviews[index - 1].layer
            if let i = sublayers.firstIndex(where: { $0 === prevLayer }) { return i + 1 }
        }
        return sublayers.count
    }

    /// Views of a subtree in pre-order (iterative).
    static func _subtree(_ root: UIView) -> [UIView] {
        if root.subviews.isEmpty { return [root] }
        var out: [UIView] = []
        out.reserveCapacity(8)
        out.append(root)
        // Pre-order, iteratively (deep trees must not exhaust the stack).
        var stack: [(view: UIView, next: Int)] = [(root, 0)]
        while let (v, i) = stack.last {
            if i < v.subviews.count {
                stack[stack.count - 1].next = i + 1
                let c = v.subviews[i]
                out.append(c)
                if !c.subviews.isEmpty { stack.append((c, 0)) }
            } else {
                stack.removeLast()
            }
        }
        return out
    }

    func _insert(_ view: UIView, at requestedIndex: Int?) {
        guard view !== self else {
            return UIKitLog.error("Can't add a view as a subview of itself", category: "UIView")
        }
        guard !isDescendant(of: view) else {
            return UIKitLog.error("Can't add \(type(of: view)) as a subview: it is an ancestor of the receiver (a cycle)", category: "UIView")
        }
        if view.superview === self {
            // Reordering only.
            guard let cur = subviews.firstIndex(where: { $0 === view }) else { return }
            subviews.remove(at: cur)
            let idx = min(max(requestedIndex ?? subviews.count, 0), subviews.count)
            subviews.insert(view, at: idx)
            _syncSublayerOrder()
            return
        }
        let oldSuperview = view.superview
        // The windows are only looked up (and retained) when the view changes windows.
        let changesWindow = view._windowID != _windowID
        let oldWindow = changesWindow ? view.window : nil
        let newWindow = changesWindow ? self.window : nil
        let oldTint = view._tintSnapshot()
        let subtree = changesWindow ? UIView._subtree(view) : []

        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        for v in subtree { v.willMove(toWindow: newWindow) }
        if oldWindow != nil, newWindow == nil { view._viewControllerWillLeaveWindow(subtree) }

        if let old = oldSuperview {
            old.subviews.removeAll { $0 === view }
        }
        view.layer.removeFromSuperlayer()
        let idx = min(max(requestedIndex ?? subviews.count, 0), subviews.count)
        if subviews.isEmpty { subviews.reserveCapacity(4) }   // (as CALayer._insert)
        if idx == subviews.count { subviews.append(view) } else { subviews.insert(view, at: idx) }
        view._superview = self
        if idx == subviews.count - 1 {
            layer.addSublayer(view.layer)  // on top, as addSubview does on iOS
        } else {
            layer.insertSublayer(view.layer, at: UInt32(_sublayerIndex(forSubviewAt: idx)))
        }

        for v in subtree {
            v._updateContentsScale(for: newWindow)
            if newWindow != nil { v._applyAppearance() }
            v.didMoveToWindow()
        }
        view.didMoveToSuperview()
        didAddSubview(view)
        oldSuperview?.setNeedsLayout()
        setNeedsLayout()
        view.setNeedsLayout()
        view._notifyTintIfChanged(from: oldTint)
        if !subtree.isEmpty { view._windowDidChange(subtree) }
    }

    /// Removes the view from its superview (and its layer from the superlayer).
    open func removeFromSuperview() {
        guard let sup = superview else { return }
        let oldWindow = window
        let oldTint = _tintSnapshot()
        let subtree = oldWindow != nil ? UIView._subtree(self) : []
        sup.willRemoveSubview(self)
        willMove(toSuperview: nil)
        for v in subtree { v.willMove(toWindow: nil) }
        sup.subviews.removeAll { $0 === self }
        _superview = nil
        layer.removeFromSuperlayer()
        for v in subtree { v.didMoveToWindow() }
        didMoveToSuperview()
        sup.setNeedsLayout()
        _notifyTintIfChanged(from: oldTint)
        if !subtree.isEmpty { _windowDidChange(subtree) }
    }

    /// Called after a subtree entered or left a window: safe areas and margins may change.
    func _windowDidChange(_ subtree: [UIView]) {
        for v in subtree { v._updateSafeAreaIfNeeded() }
        _EventDispatcher._viewsChangedWindow()
    }

    func _viewControllerWillLeaveWindow(_ subtree: [UIView]) {}

    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}

    // MARK: Snapshots and description

    /// Renders the view's layer tree into the current context, scaled into `rect`. Returns false
    /// when there is no current context.
    @discardableResult
    open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), UIView._finiteRect(rect) else { return false }
        if afterUpdates { CATransaction.flush() }
        let b = bounds
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        if b.width > 0, b.height > 0, rect.size != b.size {
            ctx.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        }
        ctx.translateBy(x: -b.minX, y: -b.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }

    /// A view showing a snapshot of this view's current rendering (a `UIImageView` with the
    /// rendered image), or nil for an empty view.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let b = bounds
        guard b.width > 0, b.height > 0 else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = contentScaleFactor
        let image = UIGraphicsImageRenderer(size: b.size, format: format).image { _ in
            drawHierarchy(in: CGRect(origin: .zero, size: b.size), afterScreenUpdates: afterUpdates)
        }
        let v = UIImageView(image: image)
        v.frame = frame
        return v
    }

    /// Stored only: Auto Layout is not implemented, frames and autoresizing position views.
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints: Bool = true

    open override var description: String {
        let addr = "\(Unmanaged.passUnretained(self).toOpaque())"
        guard Thread.isMainThread else { return "<\(type(of: self)): \(addr)>" }
        return MainActor.assumeIsolated { _debugDescription(addr) }
    }

    func _debugDescription(_ addr: String) -> String {
        let f = frame
        var s = "<\(type(of: self)): \(addr); frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))"
        let t = _transform
        if !t.isIdentity { s += "; transform = [\(t.a), \(t.b), \(t.c), \(t.d), \(t.tx), \(t.ty)]" }
        if isHidden { s += "; hidden = YES" }
        if alpha != 1 { s += "; alpha = \(alpha)" }
        if tag != 0 { s += "; tag = \(tag)" }
        return s + ">"
    }

    // MARK: Identification

    @exclusivity(unchecked) open var tag: Int = 0

    /// The view itself or the first descendant (breadth-first) whose `tag` matches.
    open func viewWithTag(_ tag: Int) -> UIView? {
        var queue: [UIView] = [self]
        var i = 0
        while i < queue.count {
            let v = queue[i]; i += 1
            if v.tag == tag { return v }
            queue.append(contentsOf: v.subviews)
        }
        return nil
    }

    // MARK: Interaction (stored for the event system)

    @exclusivity(unchecked) open var isUserInteractionEnabled: Bool = true
    @exclusivity(unchecked) open var isMultipleTouchEnabled: Bool = false
    @exclusivity(unchecked) open var isExclusiveTouch: Bool = false

    // MARK: Gesture recognizers (machinery in UIGestureRecognizer.swift / _EventDispatcher.swift)

    /// The recognizers attached to this view (nil when none).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { _gestureRecognizers.isEmpty ? nil : _gestureRecognizers }
        set {
            for g in _gestureRecognizers { _removeGestureRecognizer(g) }
            for g in newValue ?? [] { _addGestureRecognizer(g) }
        }
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

    /// Values set explicitly (nil: the class's default applies).
    var _ax: _UIAccessibilityStorage {
        get { _x?.ax ?? _UIAccessibilityStorage() }
        set { _ext.ax = newValue }
    }

    @exclusivity(unchecked) open var accessibilityIdentifier: String?
    /// Default false; true for controls, labels (see `_UIAccessibilityDefaults`).
    open var isAccessibilityElement: Bool {
        get { _ax.isElement ?? _defaultIsAccessibilityElement }
        set { _ax.isElement = newValue }
    }
    /// nil: the class's default (a label's text, a button's title); "" for none.
    open var accessibilityLabel: String? {
        get { _ax.label ?? _defaultAccessibilityLabel }
        set { _ax.label = newValue }
    }
    open var accessibilityHint: String? {
        get { _ax.hint }
        set { _ax.hint = newValue }
    }
    /// nil: the class's default (a slider's percentage).
    open var accessibilityValue: String? {
        get { _ax.value ?? _defaultAccessibilityValue }
        set { _ax.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { _ax.traits ?? _defaultAccessibilityTraits }
        set { _ax.traits = newValue }
    }
    /// The element's frame in screen coordinates (default: the view's bounds converted).
    open var accessibilityFrame: CGRect {
        get { _ax.frame ?? _UIAccessibilityDefaults.screenFrame(of: self) }
        set { _ax.frame = newValue }
    }
    open var accessibilityActivationPoint: CGPoint {
        get { _ax.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _ax.activationPoint = newValue }
    }
    open var accessibilityLanguage: String? {
        get { _ax.language }
        set { _ax.language = newValue }
    }
    /// True hides the view's subtree (not the view itself) from assistive technologies.
    open var accessibilityElementsHidden: Bool {
        get { _ax.elementsHidden }
        set { _ax.elementsHidden = newValue }
    }
    /// True makes assistive technologies ignore the view's siblings (and theirs up the tree).
    open var accessibilityViewIsModal: Bool {
        get { _ax.viewIsModal }
        set { _ax.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { _ax.groupsChildren }
        set { _ax.groupsChildren = newValue }
    }
    /// The accessible children in reading order (views or `UIAccessibilityElement`s); nil: the
    /// subviews, ordered by position.
    open var accessibilityElements: [Any]? {
        get { _ax.elements }
        set { _ax.elements = newValue }
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

    open var backgroundColor: UIColor? {
        get { _backgroundColor }
        set {
            // (The proxy check first: the closure is then only made for proxies.)
            if _isAppearanceProxy { _recordAppearance("backgroundColor", { $0.backgroundColor = newValue }); return }
            _noteExplicitAppearance(UIView._backgroundColorKeyBit)
            _backgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// Opacity (`layer.opacity`). Non-finite values are ignored; values are clamped to 0...1.
    open var alpha: CGFloat {
        get { Float(_alpha) == layer.opacity ? _alpha : CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UIView.alpha: non-finite alpha ignored", category: "UIView")
            }
            _alpha = min(1, max(0, newValue))
            layer.opacity = Float(_alpha)
        }
    }

    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Clips subviews to the bounds when drawing (no effect on hit testing).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    @exclusivity(unchecked) open var isOpaque: Bool = true {
        didSet { layer.isOpaque = isOpaque }
    }

    @exclusivity(unchecked) open var clearsContextBeforeDrawing: Bool = true

    /// Pixels per point of the view's backing store (`layer.contentsScale`): the screen's scale
    /// by default, updated when the view moves to a window on another screen.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return UIKitLog.warning("UIView.contentScaleFactor: invalid value \(newValue) ignored", category: "UIView")
            }
            layer.contentsScale = newValue
            setNeedsDisplay()
        }
    }

    /// Follows the window's screen scale (UIImageView keeps its image's scale instead).
    func _updateContentsScale(for window: UIWindow?) {
        guard let w = window else { return }
        let sc = w.screen.scale
        if layer.contentsScale != sc { layer.contentsScale = sc; if _classDraws != false { layer.setNeedsDisplay() } }
    }

    @exclusivity(unchecked) open var contentMode: ContentMode = .scaleToFill {
        didSet { _contentModeDidChange() }
    }

    func _contentModeDidChange() {}

    /// The view's content stretches with `contentStretch`-like behaviour via its layer.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    // MARK: - Drawing

    @exclusivity(unchecked) static var _drawsByClass: [ObjectIdentifier: Bool] = [ObjectIdentifier(UIView.self): false]
    @exclusivity(unchecked) static var _baseDrawDepth: Int?
    @exclusivity(unchecked) static var _probingDraw = false

    /// Registers whether a UIKit class draws (used by UIKit's own subclasses).
    static func _registerDraws(_ cls: UIView.Type, _ draws: Bool) {
        _drawsByClass[ObjectIdentifier(cls)] = draws
        _lastDrawsClass = nil
    }

    /// nil = unknown yet.
    var _classDraws: Bool? {
        // Views come in runs of one class: remember the last answer (forgotten when one is set).
        let id = ObjectIdentifier(type(of: self))
        if id == UIView._lastDrawsClass { return UIView._lastDraws }
        let d = UIView._drawsByClass[id]
        if d != nil { UIView._lastDrawsClass = id; UIView._lastDraws = d }
        return d
    }
    @exclusivity(unchecked) static var _lastDrawsClass: ObjectIdentifier?
    @exclusivity(unchecked) static var _lastDraws: Bool?

    func _configureDrawing() {
        switch _classDraws {
        case true?:
            layer._delegateDraws = true
            layer.setNeedsDisplay()
        case nil:
            layer.setNeedsDisplay()
        case false?:
            break
        }
    }

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`),
    /// top-left origin, in points. The base implementation draws nothing.
    open func draw(_ rect: CGRect) {
        if UIView._probingDraw {
            UIView._baseDrawDepth = Thread.callStackReturnAddresses.count
        }
    }

    /// Marks the whole view for redrawing at the next display pass (views that don't override
    /// `draw(_:)` have nothing to redraw: the layer finds no content).
    open func setNeedsDisplay() {
        if _classDraws == false && layer.contents == nil && !layer._delegateDraws { return }
        layer.setNeedsDisplay()
    }

    open func setNeedsDisplay(_ rect: CGRect) {
        guard UIView._finiteRect(rect) else {
            return UIKitLog.warning("setNeedsDisplay(_:): non-finite rect ignored", category: "UIView")
        }
        if _classDraws == false && !layer._delegateDraws { return }
        layer.setNeedsDisplay(rect)
    }

    // MARK: CALayerDelegate

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        let known = _classDraws
        if known == false && !layer._delegateDraws { return }
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        // The dirty part of the bounds (the context is clipped to it).
        let clip = ctx.boundingBoxOfClipPath
        let rect = clip.isNull || clip.isInfinite ? layer.bounds : clip.intersection(layer.bounds)
        if known == nil {
            UIView._probingDraw = true
            UIView._baseDrawDepth = nil
            let depth = Thread.callStackReturnAddresses.count
            draw(rect)
            UIView._probingDraw = false
            let draws: Bool
            if let d = UIView._baseDrawDepth { draws = d > depth + 1 } else { draws = true }
            UIView._drawsByClass[ObjectIdentifier(type(of: self))] = draws
            UIView._lastDrawsClass = nil
            if draws { layer._delegateDraws = true }
        } else {
            draw(rect)
        }
    }

    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        _layoutPass()
    }

    // MARK: Tint

    /// The first non-nil tint up the superview chain (systemBlue by default), desaturated when the
    /// effective `tintAdjustmentMode` is `.dimmed`.
    open var tintColor: UIColor! {
        get {
            let base = _inheritedTint
            return tintAdjustmentMode == .dimmed ? base._dimmed : base
        }
        set {
            if _isAppearanceProxy { _recordAppearance("tintColor", { $0.tintColor = newValue }); return }
            _noteExplicitAppearance(UIView._tintColorKeyBit)
            let old = _tintSnapshot()
            _tintColor = newValue
            _notifyTintIfChanged(from: old)
        }
    }

    var _inheritedTint: UIColor { _tintSnapshot().color }

    static let _defaultTint: UIColor = .systemBlue

    /// The effective adjustment mode: the first non-automatic value up the chain, `.normal` at the root.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { _tintSnapshot().mode }
        set {
            let old = _tintSnapshot()
            _tintAdjustmentMode = newValue
            _notifyTintIfChanged(from: old)
        }
    }

    /// Called when the effective tint colour or adjustment mode changes (also for changes made on
    /// an ancestor, or by moving to another superview).
    open func tintColorDidChange() {}

    struct _TintState { let color: UIColor; let mode: TintAdjustmentMode }

    /// The inherited colour (the first non-nil `tintColor` up the chain) and adjustment mode (the
    /// first non-automatic one, `.normal` at the root) in one walk; runs twice per `addSubview`.
    func _tintSnapshot() -> _TintState {
        var color: UIColor?
        var mode: TintAdjustmentMode?
        _ = UIView._walkUp(from: Unmanaged.passUnretained(self)) { c in
            if color == nil, let t = c._tintColor { color = t }
            if mode == nil, c._tintAdjustmentMode != .automatic { mode = c._tintAdjustmentMode }
            return color != nil && mode != nil
        }
        return _TintState(color: color ?? UIView._defaultTint, mode: mode ?? .normal)
    }

    func _notifyTintIfChanged(from old: _TintState) {
        let now = _tintSnapshot()
        // (The same colour object, the usual case, needs no `isEqual`.)
        if old.color === now.color && old.mode == now.mode { return }
        let colorChanged = !(old.color == now.color)
        let modeChanged = old.mode != now.mode
        guard colorChanged || modeChanged else { return }
        // (view, its inherited colour changed, its inherited mode changed)
        var stack: [(UIView, Bool, Bool)] = [(self, colorChanged, modeChanged)]
        while let (v, c, m) = stack.popLast() {
            v.tintColorDidChange()
            for s in v.subviews.reversed() {
                let sc = c && s._tintColor == nil
                let sm = m && s._tintAdjustmentMode == .automatic
                if sc || sm { stack.append((s, sc, sm)) }
            }
        }
    }

    // MARK: Layout direction

    open var semanticContentAttribute: UISemanticContentAttribute {
        get { _semanticContentAttribute }
        set {
            let before = effectiveUserInterfaceLayoutDirection
            let previous = traitCollection
            _semanticContentAttribute = newValue
            setNeedsLayout()
            setNeedsDisplay()
            guard effectiveUserInterfaceLayoutDirection != before else { return }
            // The direction changed for this view and the descendants that inherit it.
            var stack: [UIView] = [self]
            while let v = stack.popLast() {
                if v !== self { v.setNeedsLayout(); v.setNeedsDisplay() }
                v.traitCollectionDidChange(previous)
                for s in v.subviews where s._semanticContentAttribute == .unspecified { stack.append(s) }
            }
        }
    }

    /// Tells a subtree its traits changed (the screen's scale changed).
    func _traitsDidChange(previous: UITraitCollection) {
        for v in UIView._subtree(self) { v.traitCollectionDidChange(previous) }
    }

    /// The layout direction the app uses when nothing forces one (left-to-right unless the
    /// platform sets it).
    @exclusivity(unchecked) public static var _appLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight

    /// The direction for a semantic attribute: forced ones win; others follow the app.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return _appLayoutDirection
        }
    }

    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }

    /// Forced attributes win; `.unspecified` inherits from the superview, else the app's direction.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        let v = UIView._walkUp(from: Unmanaged.passUnretained(self)) { $0._semanticContentAttribute != .unspecified }
        switch v.takeUnretainedValue()._semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return UIView._appLayoutDirection
        }
    }

    // MARK: Traits

    open var traitCollection: UITraitCollection {
        let scale = window?.screen.scale ?? UIScreen.main.scale
        let dir: UITraitEnvironmentLayoutDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return UITraitCollection(style: .light, scale: scale, direction: dir)
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: - Layout

    // MARK: Layout pass

    /// Marks the view as needing layout; the layout happens at the next layout pass or
    /// `layoutIfNeeded()`. Several calls before the pass coalesce into one `layoutSubviews()`.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view (and its subtree) now if it is marked as needing layout.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Override to position subviews. The default does nothing: autoresizing already happened when
    /// the bounds size changed (as on iOS).
    open func layoutSubviews() {}

    /// Called by the layer's layout (`CALayerDelegate.layoutSublayers(of:)`).
    func _layoutPass() {
        _updateSafeAreaIfNeeded()
        _updateLayoutMarginsIfNeeded()
        let vc = _viewController
        vc?.viewWillLayoutSubviews()
        layoutSubviews()
        vc?.viewDidLayoutSubviews()
    }

    open var autoresizesSubviews: Bool {
        get { _flags.autoresizesSubviews }
        set { _flags.autoresizesSubviews = newValue }
    }

    open var autoresizingMask: AutoresizingMask {
        get { _flags.autoresizingMask }
        set { _flags.autoresizingMask = newValue }
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    func _resizeSubviews(oldSize: CGSize) {
        let newSize = bounds.size
        let dw = newSize.width - oldSize.width, dh = newSize.height - oldSize.height
        guard dw != 0 || dh != 0 else { return }
        for s in subviews {
            let m = s.autoresizingMask
            guard !m.isEmpty else { continue }
            var f = s.frame
            func distribute(_ delta: CGFloat, _ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat,
                            _ fl: Bool, _ fs: Bool, _ ft: Bool) -> (CGFloat, CGFloat) {
                let n = (fl ? 1 : 0) + (fs ? 1 : 0) + (ft ? 1 : 0)
                guard n > 0, delta != 0 else { return (0, 0) }
                let total = (fl ? max(lead, 0) : 0) + (fs ? max(size, 0) : 0) + (ft ? max(trail, 0) : 0)
                func share(_ part: CGFloat, _ flex: Bool) -> CGFloat {
                    guard flex else { return 0 }
                    return total > 0 ? delta * max(part, 0) / total : delta / CGFloat(n)
                }
                return (share(lead, fl), share(size, fs))
            }
            if dw != 0 {
                let (dl, ds) = distribute(dw, f.minX, f.width, oldSize.width - f.maxX,
                                          m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))
                f.origin.x += dl; f.size.width = max(0, f.size.width + ds)
            }
            if dh != 0 {
                let (dt, ds) = distribute(dh, f.minY, f.height, oldSize.height - f.maxY,
                                          m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin))
                f.origin.y += dt; f.size.height = max(0, f.size.height + ds)
            }
            if f != s.frame { s.frame = f }
        }
    }

    // MARK: Sizing

    /// The natural size of the content; `noIntrinsicMetric` (−1) along axes without one.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsLayout()
    }

    /// The size that best fits `size`; the base returns the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its frame origin.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        guard s.width.isFinite, s.height.isFinite else { return }
        var f = frame
        f.size = CGSize(width: max(0, s.width), height: max(0, s.height))
        frame = f
        superview?.setNeedsLayout()
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let i = intrinsicContentSize
        return CGSize(width: i.width >= 0 ? i.width : targetSize.width, height: i.height >= 0 ? i.height : targetSize.height)
    }

    // MARK: Safe area

    /// The insets of the part of the view not covered by the window's unsafe edges (and the
    /// view controller's `additionalSafeAreaInsets`). Zero outside a window.
    open var safeAreaInsets: UIEdgeInsets { _computeSafeAreaInsets() }

    /// How many windows have non-zero safe-area insets plus how many view controllers have non-zero
    /// `additionalSafeAreaInsets` (a window or controller that goes away while non-zero stays
    /// counted: the count only errs towards computing). While it is zero every view's safe area
    /// is zero, so neither reading `safeAreaInsets` nor checking it at layout or on entering a
    /// window walks the hierarchy: a new view costs nothing here.
    @exclusivity(unchecked) static var _safeAreaSources = 0

    func _computeSafeAreaInsets() -> UIEdgeInsets {
        if UIView._safeAreaSources == 0 { return .zero }
        guard let window else { return .zero }
        // The safe rect of the window in window coordinates, shrunk by VCs' additional insets of
        // this view or an ancestor (applied to the VC's root view's rect).
        // An edge where the window has no inset does not limit the safe area (as on iOS: a view
        // reaching past such an edge gets no inset there), which also keeps this path equal to
        // the `_safeAreaSources == 0` answer.
        let wb = window.bounds, wi = window._windowSafeAreaInsets, far = CGFloat.greatestFiniteMagnitude / 4
        let minX = wi.left > 0 ? wb.minX + wi.left : -far, maxX = wi.right > 0 ? wb.maxX - wi.right : far
        let minY = wi.top > 0 ? wb.minY + wi.top : -far, maxY = wi.bottom > 0 ? wb.maxY - wi.bottom : far
        var safe = CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
        var v: UIView? = self
        var vcs: [UIView] = []
        while let c = v, !(c is UIWindow) {
            if let vc = c._viewController, vc.additionalSafeAreaInsets != .zero { vcs.append(c) }
            v = c.superview
        }
        for root in vcs.reversed() {
            let add = root._viewController!.additionalSafeAreaInsets
            let r = root.convert(root.bounds, to: window)
            let rootSafe = r.intersection(safe)
            safe = rootSafe.isNull ? rootSafe : rootSafe.inset(by: add)
        }
        if self === window { return window._windowSafeAreaInsets }
        let me = convert(bounds, to: window)
        guard !safe.isNull, me.width >= 0 else { return .zero }
        return UIEdgeInsets(top: max(0, min(me.height, safe.minY - me.minY)),
                            left: max(0, min(me.width, safe.minX - me.minX)),
                            bottom: max(0, min(me.height, me.maxY - safe.maxY)),
                            right: max(0, min(me.width, me.maxX - safe.maxX)))
    }

    /// The rectangle of the bounds inside the safe area (what `safeAreaLayoutGuide.layoutFrame`
    /// reports on iOS; layout guides are not implemented here).
    public var _safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    /// Called when `safeAreaInsets` changed (checked at each layout of the view and when it
    /// enters or leaves a window).
    open func safeAreaInsetsDidChange() {}

    func _updateSafeAreaIfNeeded() {
        let now = _computeSafeAreaInsets()
        if now != _lastSafeAreaInsets {
            _lastSafeAreaInsets = now
            safeAreaInsetsDidChange()
            _viewController?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
            _updateLayoutMarginsIfNeeded()
        }
    }

    // MARK: Layout margins

    /// The margins (default 8 on each side). Effective values include the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true, and the superview's margins where this view
    /// reaches into them when `preservesSuperviewLayoutMargins` is true.
    open var layoutMargins: UIEdgeInsets {
        get { _effectiveLayoutMargins() }
        set {
            guard newValue._isFinite else {
                return UIKitLog.warning("UIView.layoutMargins: non-finite insets ignored", category: "UIView")
            }
            _layoutMargins = newValue
            _updateLayoutMarginsIfNeeded()
            setNeedsLayout()
        }
    }

    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? NSDirectionalEdgeInsets(top: m.top, leading: m.right, bottom: m.bottom, trailing: m.left)
                : NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = effectiveUserInterfaceLayoutDirection == .rightToLeft
                ? UIEdgeInsets(top: newValue.top, left: newValue.trailing, bottom: newValue.bottom, right: newValue.leading)
                : UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
        }
    }

    open var preservesSuperviewLayoutMargins: Bool {
        get { _flags.preservesSuperviewLayoutMargins }
        set { _flags.preservesSuperviewLayoutMargins = newValue; _updateLayoutMarginsIfNeeded() }
    }

    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { _flags.insetsLayoutMarginsFromSafeArea }
        set { _flags.insetsLayoutMarginsFromSafeArea = newValue; _updateLayoutMarginsIfNeeded() }
    }

    /// Called when the effective layout margins change.
    open func layoutMarginsDidChange() {}

    func _effectiveLayoutMargins() -> UIEdgeInsets {
        var m = _layoutMargins
        if let vc = _viewController, vc.viewRespectsSystemMinimumLayoutMargins {
            let minimum = vc.systemMinimumLayoutMargins
            m.left = max(m.left, minimum.leading)
            m.right = max(m.right, minimum.trailing)
            m.top = max(m.top, minimum.top)
            m.bottom = max(m.bottom, minimum.bottom)
        }
        // (Skipped while no safe area can be non-zero and the margins are not negative: the
        // maximum with zero insets would change nothing.)
        if insetsLayoutMarginsFromSafeArea,
           UIView._safeAreaSources != 0 || m.top < 0 || m.left < 0 || m.bottom < 0 || m.right < 0,
           window != nil {
            let s = _computeSafeAreaInsets()
            // Margins that reach outside the safe area are moved to its edge.
            m = UIEdgeInsets(top: max(m.top, s.top), left: max(m.left, s.left), bottom: max(m.bottom, s.bottom), right: max(m.right, s.right))
        }
        if preservesSuperviewLayoutMargins, let sup = superview {
            let sm = sup._effectiveLayoutMargins()
            let f = frame, sb = sup.bounds
            m.top = max(m.top, sm.top - (f.minY - sb.minY))
            m.left = max(m.left, sm.left - (f.minX - sb.minX))
            m.bottom = max(m.bottom, sm.bottom - (sb.maxY - f.maxY))
            m.right = max(m.right, sm.right - (sb.maxX - f.maxX))
        }
        return m
    }

    func _updateLayoutMarginsIfNeeded() {
        let now = _effectiveLayoutMargins()
        if let last = _lastLayoutMargins, last == now { return }
        let first = _lastLayoutMargins == nil
        _lastLayoutMargins = now
        if !first {
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
        }
    }

    // MARK: - Animation (see UIView+Animation.swift)

    /// Stack of animation contexts: nil entries are `performWithoutAnimation` scopes.
    static var _animationStack: [_UIViewAnimationContext?] = [] {
        didSet { _syncAnimationBlockOpen() }
    }
    @exclusivity(unchecked) static var _animationsEnabled = true {
        didSet { _syncAnimationBlockOpen() }
    }
    /// Tells QuartzCore whether `action(for:forKey:)` may return an action (see
    /// `CALayer._delegateActionsOnlyInBlocks`).
    static func _syncAnimationBlockOpen() {
        CALayer._delegateAnimationBlockOpen = _animationsEnabled && (_animationStack.last ?? nil) != nil
    }

    /// Keys a view animates inside animation blocks.
    static let _animatableKeys: Set<String> = [
        "position", "bounds", "opacity", "transform", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowColor", "anchorPoint",
        "zPosition", "contentsRect", "contentsCenter", "sublayerTransform",
    ]

    public class var areAnimationsEnabled: Bool { _animationsEnabled }

    public class func setAnimationsEnabled(_ enabled: Bool) { _animationsEnabled = enabled }

    /// Runs `actionsWithoutAnimation` with animations disabled (even inside an animation block).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        _animationStack.append(nil)
        defer { _animationStack.removeLast() }
        actionsWithoutAnimation()
    }

    /// The current animation's duration (0 outside an animation block).
    public class var inheritedAnimationDuration: TimeInterval {
        (_animationStack.last ?? nil)?.duration ?? 0
    }

    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        _animate(duration: duration, delay: 0, options: [], spring: nil, animations: animations, completion: nil)
    }

    /// A spring animation that settles within `duration`. `dampingRatio` 1 is critically damped
    /// (no overshoot); smaller values oscillate. `velocity` is in units of the total distance per
    /// second.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        guard dampingRatio.isFinite, velocity.isFinite else {
            UIKitLog.warning("UIView.animate(usingSpringWithDamping:): non-finite damping or velocity; animating without a spring", category: "UIView")
            return _animate(duration: duration, delay: delay, options: options, spring: nil, animations: animations, completion: completion)
        }
        _animate(duration: duration, delay: delay, options: options, spring: (max(0.01, dampingRatio), velocity),
                 animations: animations, completion: completion)
    }

    /// Runs `animations` with `duration`; the visual transition effects of `options` (flips, curls,
    /// cross-dissolve) are not drawn: the property changes animate as in `animate`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        _animate(duration: duration, delay: 0, options: options, spring: nil, animations: animations ?? {}, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (no transition effect is drawn).
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 completion: ((Bool) -> Void)? = nil) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let sup = fromView.superview {
            sup.insertSubview(toView, aboveSubview: fromView)
            fromView.removeFromSuperview()
        }
        _finishSoon(completion, true)
    }

    static func _finishSoon(_ completion: ((Bool) -> Void)?, _ finished: Bool) {
        guard let completion else { return }
        let box = _CompletionBox(completion)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.call(finished) } }
    }

    static func _animate(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                         spring: (damping: CGFloat, velocity: CGFloat)?,
                         animations: () -> Void, completion: ((Bool) -> Void)?) {
        var duration = duration, delay = delay
        if !duration.isFinite { UIKitLog.warning("UIView.animate: non-finite duration treated as 0", category: "UIView"); duration = 0 }
        if !delay.isFinite || delay < 0 { if !delay.isFinite { UIKitLog.warning("UIView.animate: non-finite delay treated as 0", category: "UIView") }; delay = 0 }
        guard duration > 0, _animationsEnabled else {
            // Applied at once; the completion runs on the next turn of the main queue.
            performWithoutAnimation(animations)
            _finishSoon(completion, true)
            return
        }
        let tracker = _UIViewAnimationTracker()
        tracker.completion = completion
        let ctx = _UIViewAnimationContext(duration: duration, delay: delay, options: options, spring: spring, tracker: tracker)
        _animationStack.append(ctx)
        CATransaction.begin()
        animations()
        CATransaction.commit()
        _animationStack.removeLast()
        tracker.committed = true
        if tracker.pending == 0 {
            // Nothing animated: the completion runs on the next turn, finished.
            tracker.fired = true
            _finishSoon(completion, true)
        }
    }

    /// Number of running animations started without `.allowUserInteraction` (the event system
    /// skips such views).
    public var _isAnimatingWithoutUserInteraction: Bool { _interactionBlockingAnimations > 0 }

    // MARK: CALayerDelegate action

    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        guard layer === self.layer else { return nil }
        return UIView._animationBlockAction(forKey: event, view: self)
    }

    /// The action of a change to `event` made now: inside an animation block, an animation with
    /// the block's timing (its interaction blocking counted on `view`); outside, none.
    static func _animationBlockAction(forKey event: String, view: UIView?) -> (any CAAction)? {
        guard let top = UIView._animationStack.last, let ctx = top, UIView._animationsEnabled,
              UIView._animatableKeys.contains(event) else { return NSNull() }
        if let recording = ctx.keyframeRecording {
            // Inside a keyframe: note the change; the keyframe animation is built afterwards.
            let rec = _UIViewKeyframeRecorder()
            rec.keyPath = event
            rec.recording = recording
            return rec
        }
        let anim: CABasicAnimation
        if let s = ctx.spring {
            let sp = _UIViewSpringAnimation(dampingRatio: s.damping, duration: ctx.duration)
            sp.initialVelocity = s.velocity
            anim = sp
        } else {
            anim = _UIViewBasicAnimation()
            anim.timingFunction = ctx.options._curve._timingFunction
        }
        anim.keyPath = event
        anim.duration = ctx.duration
        if ctx.delay > 0 {
            anim.beginTime = CACurrentMediaTime() + ctx.delay
            anim.fillMode = .backwards
        }
        // The layer fills in the from value (what is on screen: the presented value when an
        // animation is in flight for this key, else the old model value); the action pins the
        // to value to the new model value when it runs.
        if ctx.options.contains(.repeat) { anim.repeatCount = .greatestFiniteMagnitude }
        if ctx.options.contains(.autoreverse) { anim.autoreverses = true }
        anim.delegate = ctx.tracker
        ctx.tracker.pending += 1
        if let view, !ctx.options.contains(.allowUserInteraction) {
            view._interactionBlockingAnimations += 1
            ctx.tracker.blockedViews.append(_WeakView(view: view))
        }
        return anim
    }
}

/// The delegate of the plain layers a control draws its parts with (a switch's track and knob, a
/// slider's tracks and thumb): they animate like views inside animation blocks and not at all
/// outside them. Parts as layers instead of subviews make a control several times cheaper to
/// create and lay out, which matters with thousands of controls.
@MainActor final class _UIPartLayerDelegate: CALayerDelegate {
    static let shared = _UIPartLayerDelegate()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView._animationBlockAction(forKey: event, view: nil)
    }
    /// Makes `part` a part layer (delegated to `shared`) of `parent`: below `sibling`, or on top.
    static func attach(_ part: CALayer, to parent: CALayer, below sibling: CALayer? = nil) {
        part._setOwningDelegate(shared)
        part._delegateActionsOnlyInBlocks = part._usesBaseActionSearch
        // Its delegate places nothing, and a plain layer has no layout of its own.
        part._layoutIsTrivial = type(of: part) == CALayer.self
        if let sibling { parent.insertSublayer(part, below: sibling) } else { parent.addSublayer(part) }
    }
}


/// Where a control last placed its part layers: the bounds and layout direction it placed them
/// for. Every change that moves the parts places them at once, so a layout pass for the same
/// bounds and direction has nothing to do; not for subclasses, whose rect overrides may depend on
/// state that only asks for layout.
struct _UIPartPlacement {
    private var placed: (bounds: CGRect, rtl: Bool)?
    @MainActor mutating func note(_ control: UIView) {
        placed = (control.bounds, control.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
    @MainActor func isCurrent(for control: UIView, of exactClass: UIView.Type) -> Bool {
        guard type(of: control) == exactClass, let p = placed, p.bounds == control.bounds else { return false }
        return p.rtl == (control.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}

/// The rarely changed part of a view's state (see `UIView._x`).
@MainActor final class _UIViewExtras {
    static let defaultMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    @exclusivity(unchecked) var transform: CGAffineTransform = .identity
    @exclusivity(unchecked) var layoutMargins = _UIViewExtras.defaultMargins
    @exclusivity(unchecked) var lastSafeAreaInsets: UIEdgeInsets = .zero
    @exclusivity(unchecked) var lastLayoutMargins: UIEdgeInsets? = _UIViewExtras.defaultMargins
    @exclusivity(unchecked) var ax = _UIAccessibilityStorage()
}
