//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A rectangle in a view's coordinate system that constraints can place and refer to without a
/// view of its own (spacers, groups, the safe area, the margins).
///
/// Add one with `UIView.addLayoutGuide(_:)`; its `layoutFrame` is valid after layout. A view's
/// built-in guides (`safeAreaLayoutGuide`, `layoutMarginsGuide`, a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide`) follow their view.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    /// What a built-in guide follows.
    enum _Role: Hashable { case plain, margins, safeArea, readable, keyboard, content, frame }

    /// The view whose coordinate system the guide lives in.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    let _role: _Role
    /// The guide's variables in the layout engine (made when a constraint first refers to it).
    @exclusivity(unchecked) var _node: _UILayoutNode?
    /// Where a built-in guide gets its frame while no constraint refers to it.
    var _frameProvider: (@MainActor (UIView) -> CGRect)?

    public override init() {
        _role = .plain
        super.init()
    }

    init(owningView: UIView, role: _Role, identifier: String, frame: @escaping @MainActor (UIView) -> CGRect) {
        _role = role
        super.init()
        self.owningView = owningView
        self.identifier = identifier
        _frameProvider = frame
    }

    isolated deinit {
        if let n = _node { _UILayoutEngine.main.removeNode(n) }
    }

    /// The guide's rectangle in its owning view's coordinates (zero without an owning view).
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        if let n = _node { return n.rect(in: _UILayoutEngine.main.solver) }
        if let p = _frameProvider { return p(v) }
        return .zero
    }

    // MARK: Anchors (a guide has all of a view's except the baselines)

    /// The leading edge of the guide's layout frame (left in left-to-right layouts, right in right-to-left ones).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge of the guide's layout frame (right in left-to-right layouts, left in right-to-left ones).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge of the guide's layout frame.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge of the guide's layout frame.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge of the guide's layout frame.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge of the guide's layout frame.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width of the guide's layout frame.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height of the guide's layout frame.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre of the guide's layout frame.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre of the guide's layout frame.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// Whether the guide's rectangle is not fixed by its constraints.
    open var hasAmbiguousLayout: Bool {
        guard let n = _node else { return false }
        let s = _UILayoutEngine.main.solver
        return s.isAmbiguous(n.x) || s.isAmbiguous(n.y) || s.isAmbiguous(n.w) || s.isAmbiguous(n.h)
    }

    /// The active constraints that refer to the guide along `axis`.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        _UILayoutEngine.constraintsAffecting(self, axis: axis)
    }

    open override var description: String {
        guard _UIMainQueue.isCurrent else { return "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())>" }
        return MainActor.assumeIsolated { _description }
    }
    private var _description: String {
        "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque()) - \"\(identifier)\", layoutFrame = \(layoutFrame), owningView = \(owningView.map { NSLayoutConstraint._itemName($0) } ?? "nil")>"
    }
}

/// The part of a view the keyboard covers (iOS 15). There is no on-screen keyboard here: the
/// guide is the strip below the safe area, as on iOS while the keyboard is hidden.
@preconcurrency @MainActor open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (stored; default false).
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide stops at the bottom safe area (stored; default true).
    open var usesBottomSafeArea = true
    /// Extra space the keyboard's dismissal gesture leaves (stored; default 0).
    open var keyboardDismissPadding: CGFloat = 0
}
