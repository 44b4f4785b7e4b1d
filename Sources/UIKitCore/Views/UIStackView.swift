//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A non-rendering container that lays out a row or column of views, its `arrangedSubviews`,
/// with Auto Layout.
///
/// As on iOS, the stack view does its work by generating ordinary `NSLayoutConstraint`s among its
/// arranged subviews and itself (identifiers `UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-hiding`, `UISV-alignment`, …), installed on the stack view. When a property or the
/// arrangement changes, only the constraints that differ are replaced (a new constant is set in
/// place), so the engine is never churned. Its own size comes from those constraints: the
/// intrinsic content size stays `noIntrinsicMetric`.
///
/// Hiding an arranged view collapses it along the axis (`UISV-hiding`) and drops the spacing
/// next to it; inside a `UIView.animate` block the collapse animates.
///
/// Bad input never traps: where iOS raises (an index out of range, adding the stack view to
/// itself) the call is logged with iOS's exception and ignored; NaN spacing is logged and ignored.
@preconcurrency @MainActor open class UIStackView: UIView {
    /// How arranged views share the space along the axis.
    public enum Distribution: Int, Sendable {
        /// Views fill the axis; hugging and compression resistance decide who stretches or shrinks.
        case fill = 0
        /// Every view gets the same size along the axis.
        case fillEqually = 1
        /// Sizes along the axis stay proportional to the views' intrinsic sizes.
        case fillProportionally = 2
        /// Gaps between views are equal; `spacing` is their minimum.
        case equalSpacing = 3
        /// Centre-to-centre distances are equal; `spacing` is the minimum gap between edges.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        /// Leading edges (a horizontal stack: top edges) aligned.
        case leading = 1
        /// First baselines aligned (horizontal stacks only).
        case firstBaseline = 2
        case center = 3
        /// Trailing edges (a horizontal stack: bottom edges) aligned.
        case trailing = 4
        /// Last baselines aligned (horizontal stacks only).
        case lastBaseline = 5

        /// A horizontal stack's name for `leading`.
        public static var top: Alignment { .leading }
        /// A horizontal stack's name for `trailing`.
        public static var bottom: Alignment { .trailing }
    }

    /// Passed as a custom spacing: "use `spacing`". As `spacing` itself it means 0.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// Passed as a spacing: use the system spacing between the two views (8 pt between siblings).
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    // MARK: State

    var _arranged: [UIView] = []
    /// `setCustomSpacing(_:after:)` values, by view.
    var _customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints this stack view generated, by what they express.
    var _generated: [_UIStackConstraintKey: _UIStackGenerated] = [:]
    var _generatedSerial = 0
    /// Gap guides for equalSpacing/equalCentering (one per gap between visible views).
    var _gapGuides: [UILayoutGuide] = []
    /// Whether the current constraints were made from intrinsic sizes (fillProportionally and
    /// arrangement-order preferences): an arranged view's change then asks for an update.
    var _usesIntrinsicSizes = false

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _declareNonDrawing()
    }

    /// Makes a stack view managing `views` (each added as a subview, in order).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        // (One constraint update for the whole arrangement, in the next update phase.)
        for v in views { addArrangedSubview(v) }
    }

    /// A stack view from an Interface Builder document (axis, distribution, alignment, spacing, arranged subviews); with another coder, an empty horizontal stack view.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        _declareNonDrawing()
        _decodeInterfaceBuilderStackView(coder)
    }

    /// A stack view is a non-rendering container: `draw(_:)` is never sent, even to a subclass
    /// that overrides it (its `backgroundColor` is drawn by its layer, as since iOS 14).
    private func _declareNonDrawing() {
        let id = ObjectIdentifier(type(of: self))
        if UIView._drawKindByClass[id] != .nothing { UIView._setDrawKind(.nothing, for: id) }
    }

    // MARK: Arranged subviews

    /// The views the stack view lays out, in order; always a subset of `subviews`.
    open var arrangedSubviews: [UIView] { _arranged }

    /// Appends `view` to the arrangement (adding it as a subview if it is not one; an existing
    /// subview keeps its z-order). An arranged view moves to the end.
    open func addArrangedSubview(_ view: UIView) {
        _insertArranged(view, at: nil, "addArrangedSubview:")
    }

    /// Inserts `view` into the arrangement at `stackIndex` (0…count). The index is the stack's
    /// order only, not the z-order. An arranged view moves to the index.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _insertArranged(view, at: stackIndex, "insertArrangedSubview:atIndex:")
    }

    /// Stops managing `view`. It stays a subview (and on screen) where it was last placed; call
    /// `removeFromSuperview()` to take it off screen.
    open func removeArrangedSubview(_ view: UIView) {
        guard let i = _arranged.firstIndex(where: { $0 === view }) else { return }
        _arranged.remove(at: i)
        _customSpacings[ObjectIdentifier(view)] = nil
        _arrangementDidChange()
    }

    func _insertArranged(_ view: UIView, at requested: Int?, _ selector: String) {
        if view === self {
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'Can't add self as subview' (-[UIStackView \(selector)]); ignored", category: "UIStackView")
        }
        if isDescendant(of: view) {
            return UIKitLog.error("-[UIStackView \(selector)]: \(NSLayoutConstraint._itemName(view)) contains the stack view; adding it would make a cycle; ignored", category: "UIStackView")
        }
        let existing = _arranged.firstIndex(where: { $0 === view })
        let count = _arranged.count - (existing == nil ? 0 : 1)
        let index = requested ?? count
        guard index >= 0, index <= count else {
            // iOS raises NSInternalInconsistencyException (documented; its text is not): ignored.
            return UIKitLog.error("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '-[UIStackView \(selector)]: index \(index) is out of bounds [0 .. \(count)]'; ignored", category: "UIStackView")
        }
        if let existing {
            _arranged.remove(at: existing)
        }
        _arranged.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        _arrangementDidChange()
    }

    /// An arranged view leaving the stack view (`removeFromSuperview()` or a move to another
    /// superview) leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if _arranged.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    // MARK: Properties

    /// The direction views are laid out in: `.horizontal` (the default) is a row from leading to
    /// trailing, `.vertical` a column from top to bottom.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { _arrangementDidChange() } }
    }

    /// How views share the space along the axis (`.fill` by default).
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { _arrangementDidChange() } }
    }

    /// How views are placed across the axis (`.fill` by default).
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { _arrangementDidChange() } }
    }

    /// The gap between adjacent views: exact for the fill distributions, a minimum for
    /// equalSpacing and equalCentering. Negative values overlap views. NaN or infinity is
    /// ignored (logged).
    open var spacing: CGFloat {
        get { _spacing }
        set {
            guard newValue.isFinite else {
                return UIKitLog.error("UIStackView.spacing: a non-finite spacing (\(newValue)) is invalid; ignored", category: "UIStackView")
            }
            guard newValue != _spacing else { return }
            _spacing = newValue
            _arrangementDidChange()
        }
    }
    var _spacing: CGFloat = 0

    /// Sets the gap after one arranged view, overriding `spacing` there (`spacingUseDefault`
    /// goes back to `spacing`). Ignored for a view that is not arranged; the value follows the
    /// view when it moves in the arrangement and is forgotten when it leaves.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite else {
            return UIKitLog.error("UIStackView.setCustomSpacing(_:after:): a non-finite spacing (\(spacing)) is invalid; ignored", category: "UIStackView")
        }
        guard _arranged.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        let new: CGFloat? = spacing >= UIStackView.spacingUseDefault ? nil : spacing
        guard _customSpacings[key] != new else { return }
        _customSpacings[key] = new
        _arrangementDidChange()
    }

    /// The custom gap after `arrangedSubview`; `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        _customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// In a vertical stack, measures spacing from one view's last baseline to the next view's
    /// first baseline instead of between their edges.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { _arrangementDidChange() } }
    }

    /// Lays views out inside the stack view's layout margins instead of its bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _arrangementDidChange() } }
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement && distribution == .fillProportionally { _arrangementDidChange() }
    }

    // MARK: Baselines

    /// A horizontal stack: its tallest visible arranged view; a vertical stack: its first.
    open override var forFirstBaselineLayout: UIView { _baselineView(first: true) }
    /// A horizontal stack: its tallest visible arranged view; a vertical stack: its last.
    open override var forLastBaselineLayout: UIView { _baselineView(first: false) }

    func _baselineView(first: Bool) -> UIView {
        let visible = _arranged.filter { !$0.isHidden }
        guard !visible.isEmpty else { return self }
        if axis == .vertical { return (first ? visible.first : visible.last) ?? self }
        func height(_ v: UIView) -> CGFloat {
            // The intrinsic height first: it is current before layout has resized the view.
            let h = v.intrinsicContentSize.height
            return h >= 0 ? h : v.bounds.height
        }
        var tallest = visible[0]
        for v in visible.dropFirst() where height(v) > height(tallest) { tallest = v }
        return tallest
    }

    // MARK: Update hooks

    open override func updateConstraints() {
        _updateArrangementConstraints()
        super.updateConstraints()
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        // Pending intrinsic-size changes first: fitting reads only installed constraints.
        if needsUpdateConstraints() { _updateArrangementConstraints() }
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                             verticalFittingPriority: verticalFittingPriority)
    }

    /// An arranged view's `isHidden` changed (called from `UIView.isHidden`): it collapses or
    /// comes back, and inside an animation block the new layout is made now so that it animates.
    func _arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard _arranged.contains(where: { $0 === view }) else { return }
        _arrangementDidChange()
        if UIView._animationsEnabled, let top = UIView._animationStack.last, top != nil {
            var root: UIView = self
            while let s = root.superview { root = s }
            root.layoutIfNeeded()
        }
    }

    /// An arranged view's intrinsic size changed (called from `invalidateIntrinsicContentSize()`):
    /// constraints made from intrinsic sizes are refreshed in the update-constraints phase.
    func _arrangedSubviewIntrinsicSizeDidChange(_ view: UIView) {
        guard _arranged.contains(where: { $0 === view }) else { return }
        // The tallest view, which stands for the stack's baselines, may be another one now.
        if axis == .horizontal { _intrinsicContentSizeDidChange() }
        guard _usesIntrinsicSizes else { return }
        setNeedsUpdateConstraints()
    }
}
