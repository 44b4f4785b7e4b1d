//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Auto Layout's API on UIView: anchors, installed constraints, layout guides, content priorities,
// alignment rectangles, fitting sizes and debugging. The engine is _UILayoutEngine.

extension UIView {
    // MARK: Anchors

    /// The leading edge of the view's frame (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the view's frame (right in left-to-right layouts, left in right-to-left ones).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the view's frame.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the view's frame.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge of the view's frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the view's frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width of the view's frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the view's frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre of the view's frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre of the view's frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Installed constraints

    var _installedConstraints: [NSLayoutConstraint] {
        get { _x?.installedConstraints ?? [] }
        set { _ext.installedConstraints = newValue }
    }

    /// The active constraints installed on this view (those whose closest common ancestor it is).
    public var constraints: [NSLayoutConstraint] { _installedConstraints }

    /// Installs `constraint` on this view (which must contain its items): prefer `isActive`.
    public func addConstraint(_ constraint: NSLayoutConstraint) { _UILayoutEngine.install(constraint, on: self) }
    /// Installs each of the constraints on this view (see `addConstraint(_:)`); prefer `NSLayoutConstraint.activate(_:)`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { addConstraint(c) } }
    /// Removes a constraint installed on this view (deactivates it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint._isActive, constraint._container === self else { return }
        NSLayoutConstraint.deactivate([constraint])
    }
    /// Removes those of the constraints that are installed on this view (deactivates them).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        NSLayoutConstraint.deactivate(constraints.filter { $0._container === self })
    }

    // MARK: Layout guides

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { _x?.layoutGuides ?? [] }

    /// Makes this view the guide's owning view (taking it from its previous one).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide._role == .plain else {
            return UIKitLog.error("addLayoutGuide(_:): \(layoutGuide.identifier) is a built-in guide of another view; ignored", category: "LayoutConstraints")
        }
        if let old = layoutGuide.owningView {
            if old === self { return }
            old.removeLayoutGuide(layoutGuide)
        }
        layoutGuide.owningView = self
        _ext.layoutGuides.append(layoutGuide)
    }

    /// Removes the guide and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let x = _x else { return }
        x.layoutGuides.removeAll { $0 === layoutGuide }
        if let n = layoutGuide._node {
            NSLayoutConstraint.deactivate(n.constraints)
            _UILayoutEngine.main.removeNode(n)
            layoutGuide._node = nil
        }
        layoutGuide.owningView = nil
    }

    func _builtInGuide(_ role: UILayoutGuide._Role, _ identifier: String, frame: @escaping @MainActor (UIView) -> CGRect) -> UILayoutGuide {
        if let g = _x?.builtInGuides[role] { return g }
        let g = role == .keyboard
            ? UIKeyboardLayoutGuide(owningView: self, role: role, identifier: identifier, frame: frame)
            : UILayoutGuide(owningView: self, role: role, identifier: identifier, frame: frame)
        _ext.builtInGuides[role] = g
        return g
    }

    /// The bounds inset by `layoutMargins`.
    public var layoutMarginsGuide: UILayoutGuide {
        _builtInGuide(.margins, "UIViewLayoutMarginsGuide") { $0.bounds.inset(by: $0.layoutMargins) }
    }
    /// The bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        _builtInGuide(.safeArea, "UIViewSafeAreaLayoutGuide") { $0._safeAreaFrame }
    }
    /// A band of comfortable reading width for text: the layout margins, but no wider than a
    /// line of body text should be (672 pt at the default text size), centred in them.
    public var readableContentGuide: UILayoutGuide {
        _builtInGuide(.readable, "UIViewReadableContentGuide") { v in
            var r = v.bounds.inset(by: v.layoutMargins)
            let cap = UIView._readableContentWidth
            if r.width > cap { r = CGRect(x: r.midX - cap / 2, y: r.minY, width: cap, height: r.height) }
            return r
        }
    }

    /// The widest the readable content guide gets: ⚠ 672 pt at the default (Large) content size,
    /// following the body font's size.
    static var _readableContentWidth: CGFloat {
        672 * UIFont.TextStyle.body._defaults.0 / 17
    }
    /// The space the keyboard takes; with no on-screen keyboard, the strip under the safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        _builtInGuide(.keyboard, "UIViewKeyboardLayoutGuide") { v in
            let s = v.safeAreaInsets
            return CGRect(x: 0, y: v.bounds.height - s.bottom, width: v.bounds.width, height: s.bottom)
        } as! UIKeyboardLayoutGuide
    }

    /// Built-in guides follow the view's margins and safe area (called when they change).
    func _builtInGuidesDidChange() {
        guard let guides = _x?.builtInGuides, !guides.isEmpty else { return }
        for (_, g) in guides where g._node != nil { _UILayoutEngine.main.guideInsetsDidChange(g) }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing past its intrinsic size (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let p = _x?.hugging ?? _defaultContentHugging
        return UILayoutPriority(axis == .horizontal ? p.0 : p.1)
    }
    /// Sets how strongly the view resists growing past its intrinsic size along `axis` (1...1000; other values are ignored with an error).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let p = UIView._validPriority(priority, "setContentHuggingPriority") else { return }
        var h = _x?.hugging ?? _defaultContentHugging
        if axis == .horizontal { h.0 = p } else { h.1 = p }
        _ext.hugging = h
        _intrinsicContentSizeDidChange()
    }
    /// How strongly the view resists shrinking below its intrinsic size (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let p = _x?.compression ?? (750, 750)
        return UILayoutPriority(axis == .horizontal ? p.0 : p.1)
    }
    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis` (1...1000; other values are ignored with an error).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard let p = UIView._validPriority(priority, "setContentCompressionResistancePriority") else { return }
        var c = _x?.compression ?? (750, 750)
        if axis == .horizontal { c.0 = p } else { c.1 = p }
        _ext.compression = c
        _intrinsicContentSizeDidChange()
    }

    static func _validPriority(_ p: UILayoutPriority, _ what: String) -> Float? {
        guard p.rawValue.isFinite, p.rawValue > 0, p.rawValue <= 1000 else {
            UIKitLog.error("\(what)(_:for:): priority \(p.rawValue) is outside 1...1000; ignored", category: "LayoutConstraints")
            return nil
        }
        return p.rawValue
    }

    /// UISwitch, UIStepper and UIActivityIndicatorView hug at 750 on both axes, UIProgressView at
    /// 250 horizontally and 750 vertically (⚠ reported in code); other views at 250.
    var _defaultContentHugging: (Float, Float) {
        if self is UISwitch || self is UIStepper || self is UIActivityIndicatorView { return (750, 750) }
        return self is UIProgressView ? (250, 750) : (250, 250)
    }

    /// Marks the view's content-size constraints (and baselines) to be read again before layout.
    func _intrinsicContentSizeDidChange() {
        guard _x?.layoutNode != nil, !_flags.intrinsicDirty else { return }
        _flags.intrinsicDirty = true
        _UILayoutEngine.main.intrinsicDirty.append(_UIWeakView(view: self))
        setNeedsLayout()
    }
    var _intrinsicDirty: Bool {
        get { _flags.intrinsicDirty }
        set { _flags.intrinsicDirty = newValue }
    }

    /// First and last baselines measured from the vertical centre, for views with text; nil: the
    /// bottom edge (a view without text).
    var _baselineOffsets: (first: CGFloat, last: CGFloat)? {
        if let l = self as? UILabel { return l._labelBaselineOffsets }
        if let b = self as? UIButton, let l = b.titleLabel, !(l.text ?? "").isEmpty {
            // The title is centred in the button: its baselines from the button's centre.
            return l._labelBaselineOffsets
        }
        return nil
    }

    // MARK: Alignment rectangles

    /// The alignment rectangle for a frame (the frame inset by `alignmentRectInsets`).
    public func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top,
                      width: frame.width - i.left - i.right, height: frame.height - i.top - i.bottom)
    }
    /// The frame for an alignment rectangle.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// The frame as the engine sees it: bounds size about the centre, without the transform.
    var _untransformedFrame: CGRect {
        let s = bounds.size, c = center
        return CGRect(x: c.x - s.width / 2, y: c.y - s.height / 2, width: s.width, height: s.height)
    }

    /// `h=-&-` style codes of the autoresizing mask, as iOS logs them.
    var _autoresizingCode: (h: String, v: String) {
        let m = autoresizingMask
        func c(_ flexible: Bool) -> String { flexible ? "&" : "-" }
        return (c(m.contains(.flexibleLeftMargin)) + c(m.contains(.flexibleWidth)) + c(m.contains(.flexibleRightMargin)),
                c(m.contains(.flexibleTopMargin)) + c(m.contains(.flexibleHeight)) + c(m.contains(.flexibleBottomMargin)))
    }

    // MARK: Fitting

    func _systemLayoutSizeFitting(_ target: CGSize, _ h: UILayoutPriority, _ v: UILayoutPriority) -> CGSize {
        guard target.width.isFinite, target.height.isFinite else {
            UIKitLog.error("systemLayoutSizeFitting: a non-finite target size \(target) is invalid; returning the current size", category: "LayoutConstraints")
            return bounds.size
        }
        return _UILayoutEngine.fittingSize(of: self, target: target, horizontal: h, vertical: v)
    }

    // MARK: Debugging

    /// Whether the view's rectangle is not fixed by its constraints (debugging only).
    public var hasAmbiguousLayout: Bool { _UILayoutEngine.viewIsAmbiguous(self) }
    /// On iOS, moves an ambiguous view to another valid place; here it does nothing.
    public func exerciseAmbiguityInLayout() {}
    /// The active constraints that refer to the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _UILayoutEngine.constraintsAffecting(self, axis: axis)
    }

    // MARK: The update-constraints phase

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        guard !_flags.needsUpdateConstraints else { return }
        _flags.needsUpdateConstraints = true
        _UILayoutEngine.main.updateQueue.append(_UIWeakView(view: self))
        setNeedsLayout()
    }
    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { _flags.needsUpdateConstraints }
    /// Runs the pending `updateConstraints()` calls now (bottom-up).
    public func updateConstraintsIfNeeded() {
        guard _UILayoutEngine.mainIsLive else { return }
        _UILayoutEngine.main.prepareForLayout()
    }
    var _didCallSuperUpdateConstraints: Bool {
        get { _flags.didCallSuperUpdateConstraints }
        set { _flags.didCallSuperUpdateConstraints = newValue }
    }
}
