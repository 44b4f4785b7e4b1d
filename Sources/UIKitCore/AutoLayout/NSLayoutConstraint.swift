//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A relation between two items' layout attributes that Auto Layout keeps true:
/// `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// A new constraint is inactive. Activating it installs it on the closest common ancestor of its
/// items and hands it to the layout engine; changing `constant` or an optional `priority` later
/// edits the engine in place (the cheap way to move or animate something), while items,
/// attributes, relation and multiplier are fixed: replace the constraint to change them.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    // The equation.
    weak var _firstItem: AnyObject?
    weak var _secondItem: AnyObject?
    let _firstAttribute: Attribute
    let _secondAttribute: Attribute
    let _relation: Relation
    let _multiplier: CGFloat
    @exclusivity(unchecked) var _constant: CGFloat
    @exclusivity(unchecked) var _priority: UILayoutPriority = .required
    /// `anchorWithOffset(to:)` dimensions: the side measures the distance between two anchors.
    var _firstOffset: _UIAnchorSpan?
    var _secondOffset: _UIAnchorSpan?
    /// Why the constraint can't be used (iOS's exception text, logged when it was made); nil when valid.
    var _invalidReason: String?
    /// Made by UIKit (autoresizing, content size, stack views): named in logs by class.
    var _kind: _UIConstraintKind = .plain

    // Engine state.
    @exclusivity(unchecked) var _isActive = false
    /// The view the constraint is installed on (its items' closest common ancestor).
    @exclusivity(unchecked) weak var _container: UIView?
    @exclusivity(unchecked) var _engineRecord: _UIEngineConstraint?

    /// A name shown in logs and descriptions.
    open var identifier: String?
    /// Archiving is not supported on Linux; stored for source compatibility.
    open var shouldBeArchived: Bool = false

    init(first: AnyObject?, _ a1: Attribute, _ relation: Relation, second: AnyObject?, _ a2: Attribute,
         multiplier: CGFloat, constant: CGFloat, firstOffset: _UIAnchorSpan? = nil, secondOffset: _UIAnchorSpan? = nil) {
        _firstItem = first
        _secondItem = second
        _firstAttribute = a1
        _secondAttribute = a2
        _relation = relation
        _multiplier = multiplier
        _constant = constant
        _firstOffset = firstOffset
        _secondOffset = secondOffset
        super.init()
        _invalidReason = _validate()
        if let r = _invalidReason { UIKitLog.error(r, category: "LayoutConstraints") }
    }

    /// The classic form: `view1.attr1 (relation) multiplier × view2.attr2 + c`. Size attributes
    /// may relate to nothing (`toItem: nil`, `.notAnAttribute`) to give a constant size.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    // MARK: The equation

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { _firstItem }
    /// The attribute of the first item the constraint relates.
    open var firstAttribute: Attribute { _firstAttribute }
    /// How the two sides relate: equal, less than or equal, or greater than or equal.
    open var relation: Relation { _relation }
    /// The second item; nil for a constant size.
    open var secondItem: AnyObject? { _secondItem }
    /// The attribute of the second item (`.notAnAttribute` for a constant size).
    open var secondAttribute: Attribute { _secondAttribute }
    /// The factor applied to the second attribute (fixed when the constraint is made).
    open var multiplier: CGFloat { _multiplier }

    /// The first item's anchor for `firstAttribute`.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: _firstItem, attribute: _firstAttribute, span: _firstOffset)
    }
    /// The second item's anchor, nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard _secondItem != nil || _secondOffset != nil else { return nil }
        return NSLayoutAnchor<AnyObject>(item: _secondItem, attribute: _secondAttribute, span: _secondOffset)
    }

    /// The added constant. Changing it on an active constraint edits the engine in place.
    open var constant: CGFloat {
        get { _constant }
        set {
            guard newValue.isFinite else {
                return UIKitLog.error("NSLayoutConstraint.constant: a non-finite constant (\(newValue)) is invalid; ignored", category: "LayoutConstraints")
            }
            guard newValue != _constant else { return }
            _constant = newValue
            _UILayoutEngine.constantDidChange(self)
        }
    }

    /// 1…1000; 1000 (the default) is required. An active constraint can't change between
    /// required and optional (iOS's exception, logged here, and the change ignored).
    open var priority: UILayoutPriority {
        get { _priority }
        set {
            guard newValue.rawValue.isFinite, newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                return UIKitLog.error("NSLayoutConstraint.priority: \(newValue.rawValue) is outside 1...1000; ignored", category: "LayoutConstraints")
            }
            guard newValue != _priority else { return }
            if _isActive, (newValue == .required) != (_priority == .required) {
                return UIKitLog.error("*** Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(NSLayoutConstraint._format(newValue.rawValue)) and the existing priority was \(NSLayoutConstraint._format(_priority.rawValue)).", category: "LayoutConstraints")
            }
            _priority = newValue
            _UILayoutEngine.priorityDidChange(self)
        }
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on (or
    /// removes it from) the closest common ancestor of its items.
    open var isActive: Bool {
        get { _isActive }
        set { newValue ? _UILayoutEngine.activate([self]) : _UILayoutEngine.deactivate([self]) }
    }

    /// Activates each constraint (one engine update for all of them).
    open class func activate(_ constraints: [NSLayoutConstraint]) { _UILayoutEngine.activate(constraints) }
    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) { _UILayoutEngine.deactivate(constraints) }

    // MARK: Visual Format Language

    /// The constraints a visual format string describes (`"H:|-[label]-[field(>=100)]-|"`), all
    /// inactive. Metrics may be any Swift number or NSNumber. A malformed format logs iOS's
    /// "Unable to parse constraint format" text and returns no constraints. Declared here rather
    /// than in an extension so that subclasses can override it.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        _UIVisualFormat.constraints(format, options: opts, metrics: metrics, views: views)
    }

    // MARK: Description

    open override var description: String {
        let addr = "\(Unmanaged.passUnretained(self).toOpaque())"
        guard _UIMainQueue.isCurrent else { return "<\(type(of: self)):\(addr)>" }
        return MainActor.assumeIsolated { _description(addr) }
    }

    private func _description(_ addr: String) -> String {
        let cls = _kind == .plain ? "\(type(of: self))" : _kind.className
        var s = "<\(cls):0x\(addr.hasPrefix("0x") ? String(addr.dropFirst(2)) : addr)"
        if let id = identifier { s += " '\(id)'" }
        s += " " + _equationDescription
        if _isActive { s += "   (active)" }
        return s + ">"
    }

    /// `UILabel:0x….leading == UIView:0x….leading + 20` (what iOS prints between the brackets).
    var _equationDescription: String {
        var s = NSLayoutConstraint._side(_firstItem, _firstAttribute, _firstOffset) + " " + _relation._symbol
        let hasSecond = _secondItem != nil || _secondOffset != nil
        if hasSecond {
            s += " "
            if _multiplier != 1 { s += NSLayoutConstraint._format(Float(_multiplier)) + "*" }
            s += NSLayoutConstraint._side(_secondItem, _secondAttribute, _secondOffset)
            if _constant != 0 { s += (_constant < 0 ? " - " : " + ") + NSLayoutConstraint._format(Float(abs(_constant))) }
        } else {
            s += " " + NSLayoutConstraint._format(Float(_constant))
        }
        if _priority != .required { s += "   (priority \(NSLayoutConstraint._format(_priority.rawValue)))" }
        return s
    }

    static func _side(_ item: AnyObject?, _ attribute: Attribute, _ span: _UIAnchorSpan?) -> String {
        if let span { return "\(_itemName(span.to)).\(span.toAttribute._name) - \(_itemName(span.from)).\(span.fromAttribute._name)" }
        return "\(_itemName(item)).\(attribute._name)"
    }

    static func _itemName(_ item: AnyObject?) -> String {
        guard let item else { return "(nil)" }
        let addr = "\(Unmanaged.passUnretained(item).toOpaque())"
        let hex = addr.hasPrefix("0x") ? addr : "0x" + addr
        if let g = item as? UILayoutGuide {
            return "\(type(of: g)):\(hex)'\(g.identifier)'"
        }
        return "\(type(of: item)):\(hex)"
    }

    static func _format(_ v: Float) -> String {
        v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : String(v)
    }

    /// Whether leading or trailing appears anywhere in it (also in an `anchorWithOffset(to:)` span).
    var _isDirectional: Bool {
        _firstAttribute._isDirectional || _secondAttribute._isDirectional
            || [_firstOffset, _secondOffset].contains { s in s.map { $0.fromAttribute._isDirectional || $0.toAttribute._isDirectional } ?? false }
    }

    // MARK: Validation (iOS raises these from the factory; here they are logged and the constraint is inert)

    func _validate() -> String? {
        let a1 = _firstAttribute, a2 = _secondAttribute
        let m = _multiplier, c = _constant
        guard m.isFinite, c.isFinite else {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier or constant that is NaN or infinite is invalid (multiplier \(m), constant \(c))"
        }
        if _firstItem == nil && _firstOffset == nil {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide."
        }
        if a1 == .notAnAttribute {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid first attribute NSLayoutAttributeNotAnAttribute"
        }
        let hasSecond = _secondItem != nil || _secondOffset != nil
        if a1._isLocation && _firstOffset == nil && (m == 0 || !hasSecond || a2 == .notAnAttribute) {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."
        }
        if hasSecond && a2 == .notAnAttribute && _secondOffset == nil {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes (a second item needs an attribute)."
        }
        if hasSecond && _firstOffset == nil && _secondOffset == nil {
            let bad = (a1._isDirectional && a2._isAbsoluteHorizontal) || (a1._isAbsoluteHorizontal && a2._isDirectional)
            if bad {
                return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
            }
            let pairOK = (a1._isSize && a2._isSize) || (a1._isHorizontalLocation && a2._isHorizontalLocation)
                || (a1._isVerticalLocation && a2._isVerticalLocation)
            if !pairOK {
                return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes (\(a1._name) and \(a2._name))."
            }
        }
        if let f = _firstItem, !(f is UIView) && !(f is UILayoutGuide) {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide."
        }
        if let s = _secondItem, !(s is UIView) && !(s is UILayoutGuide) {
            return "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Constraint items must each be a view or layout guide."
        }
        return nil
    }
}

/// Who made a constraint: iOS names UIKit's own by class in logs.
enum _UIConstraintKind {
    case plain, autoresizing, contentSize, system
    var className: String {
        switch self {
        case .plain, .system: return "NSLayoutConstraint"
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        }
    }
}

/// The distance from one anchor to another (`anchorWithOffset(to:)`): `to − from`.
struct _UIAnchorSpan {
    weak var from: AnyObject?
    var fromAttribute: NSLayoutConstraint.Attribute
    weak var to: AnyObject?
    var toAttribute: NSLayoutConstraint.Attribute
}
