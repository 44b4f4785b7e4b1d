//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The Visual Format Language (reference §8.11): `NSLayoutConstraint.constraints(withVisualFormat:…)`
// forwards here. Written from the grammar in the Auto Layout Guide's appendix:
//
//   visualFormatString  ::= (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
//   orientation         ::= 'H' | 'V'
//   superview           ::= '|'
//   view                ::= '[' viewName predicateListWithParens? ']'
//   connection          ::= (empty) | '-' predicateList '-' | '-'
//   predicateList       ::= simplePredicate | predicateListWithParens
//   simplePredicate     ::= metricName | positiveNumber
//   predicateListWithParens ::= '(' predicate (',' predicate)* ')'
//   predicate           ::= relation? objectOfPredicate ('@' priority)?
//   relation            ::= '==' | '<=' | '>='
//   objectOfPredicate   ::= constant | viewName      (a view only inside a view's brackets)
//   priority, constant  ::= metricName | number
//
// Names are C identifiers; numbers are read as strtod reads them in the C locale (no whitespace
// anywhere: iOS rejects "- (padding)-" too).

/// Parses a visual format string and builds its (inactive) constraints.
///
/// The shape of what it returns, chosen where iOS does not document it:
/// - A spacing constraint relates the near edges of two neighbours and keeps the constant as
///   written. Its first item is the element whose edge lies further along the axis (trailing,
///   right, bottom): `H:|-20-[a]` gives `a.leading == superview.leading + 20`, `H:[a]-8-[b]`
///   `b.leading == a.trailing + 8` and `H:[b]-20-|` `superview.trailing == b.trailing + 20`
///   (iOS's debugger shows the view as the first item of `V:|-(0)-[view]`). Right-to-left
///   formats read from the right, so there the earlier element is first:
///   `superview.right == a.right + 20`, `a.left == b.right + 8`.
/// - A size predicate gives `a.width (relation) constant` or `a.width (relation) b.width`.
/// - An alignment option relates each view to the previous one: `b.top == a.top`.
/// - Order: spacing and size constraints in reading order, then the alignment constraints.
/// - `|` is the superview of the view next to it (iOS's message speaks of "the related view").
/// - A name inside a view's brackets is looked up in `metrics` first, then in `views`.
@MainActor struct _UIVisualFormat {
    /// Standard spacing to the superview's edge (reference §8.11; ⚠ iOS 11+ may use margins).
    static let superviewSpacing: CGFloat = 20

    enum Orientation { case horizontal, vertical }

    /// A relation to a constant or (in a view's brackets) to another view's size.
    struct Predicate {
        enum Object { case constant(CGFloat), view(UIView) }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: UILayoutPriority
    }

    enum Connection {
        /// No dash: the edges touch.
        case flush
        /// A lone dash: the standard spacing.
        case standard
        case predicates([Predicate])
    }

    struct ViewElement {
        var view: UIView
        var predicates: [Predicate]
    }

    /// A parsed format, before the superview is looked up.
    struct Layout {
        var orientation = Orientation.horizontal
        /// The connection from the leading `|`, and the bar's position (for the error caret).
        var leading: (Connection, Int)?
        var views: [ViewElement] = []
        /// `connections[i]` joins `views[i]` and `views[i + 1]`.
        var connections: [Connection] = []
        var trailing: (Connection, Int)?
    }

    /// A syntax or name error: iOS's message and where the caret goes.
    struct ParseError: Error {
        var message: String
        var position: Int
    }

    let chars: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    var pos = 0

    init(format: String, metrics: [String: Any]?, views: [String: Any]) {
        chars = Array(format)
        self.metrics = metrics ?? [:]
        self.views = views
    }

    // MARK: Entry point

    /// What `constraints(withVisualFormat:options:metrics:views:)` returns. Where iOS raises
    /// NSInvalidArgumentException, the same text is logged and no constraints are returned (a
    /// half-built set would lay out something the format didn't say).
    static func constraints(_ format: String, options: NSLayoutConstraint.FormatOptions,
                            metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = _UIVisualFormat(format: format, metrics: metrics, views: views)
        do {
            let layout = try parser.parse()
            return try parser.build(layout, options: options)
        } catch let e as ParseError {
            let caret = String(repeating: " ", count: max(0, e.position)) + "^"
            UIKitLog.error("Unable to parse constraint format: \(e.message)\n\(format)\n\(caret)", category: "LayoutConstraints")
            return []
        } catch {
            return []
        }
    }

    // MARK: Scanning

    var atEnd: Bool { pos >= chars.count }
    var peek: Character? { pos < chars.count ? chars[pos] : nil }
    func peek(_ offset: Int) -> Character? { pos + offset < chars.count ? chars[pos + offset] : nil }

    static func isIdentifierHead(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
    static func isIdentifierBody(_ c: Character) -> Bool { c == "_" || (c.isASCII && (c.isLetter || c.isNumber)) }
    static func isDigit(_ c: Character?) -> Bool { c.map { $0.isASCII && $0.isNumber } ?? false }

    /// A C identifier, or nil (nothing consumed).
    mutating func identifier() -> String? {
        guard let c = peek, Self.isIdentifierHead(c) else { return nil }
        let start = pos
        while let c = peek, Self.isIdentifierBody(c) { pos += 1 }
        return String(chars[start..<pos])
    }

    /// A decimal number as strtod reads one (sign only where `signed`), or nil (nothing consumed).
    mutating func number(signed: Bool) -> Double? {
        let start = pos
        var p = pos
        if signed, p < chars.count, chars[p] == "+" || chars[p] == "-" { p += 1 }
        var digits = 0
        while p < chars.count, Self.isDigit(chars[p]) { p += 1; digits += 1 }
        if p < chars.count, chars[p] == "." {
            p += 1
            while p < chars.count, Self.isDigit(chars[p]) { p += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if p < chars.count, chars[p] == "e" || chars[p] == "E" {
            var q = p + 1
            if q < chars.count, chars[q] == "+" || chars[q] == "-" { q += 1 }
            if q < chars.count, Self.isDigit(chars[q]) {
                while q < chars.count, Self.isDigit(chars[q]) { q += 1 }
                p = q
            }
        }
        guard let value = Double(String(chars[start..<p])) else { return nil }
        pos = p
        return value
    }

    // MARK: Parsing

    static let thicknessMessage = "A predicate on a view's thickness must end with ')' and the view must end with ']'"
    static let constantMessage = "Expected a number or key from the metrics dictionary, but encountered something else"

    mutating func parse() throws -> Layout {
        var layout = Layout()
        if let c = peek, c == "H" || c == "V" {
            guard peek(1) == ":" else {
                throw ParseError(message: c == "V" ? "Expected ':' after 'V' to specify vertical arrangement"
                                                   : "Expected ':' after 'H' to specify horizontal arrangement",
                                 position: pos + 1)
            }
            layout.orientation = c == "V" ? .vertical : .horizontal
            pos += 2
        }
        if peek == "|" {
            let bar = pos
            pos += 1
            layout.leading = (try connection(), bar)
        }
        guard peek == "[" else { throw ParseError(message: "Expected a view", position: pos) }
        layout.views.append(try view())
        while !atEnd {
            let link = try connection()
            if peek == "[" {
                layout.connections.append(link)
                layout.views.append(try view())
            } else if peek == "|" {
                layout.trailing = (link, pos)
                pos += 1
                guard atEnd else {
                    throw ParseError(message: "Expected the end of the format after the superview's '|'", position: pos)
                }
            } else {
                throw ParseError(message: "Expected a view", position: pos)
            }
        }
        return layout
    }

    /// `[name]` or `[name(predicates)]`.
    mutating func view() throws -> ViewElement {
        pos += 1
        guard let name = identifier() else {
            throw ParseError(message: "Expected a view name (a C identifier) after '['", position: pos)
        }
        let view = try lookUpView(name)
        var predicates: [Predicate] = []
        if peek == "(" { predicates = try predicateList(inView: true) }
        guard peek == "]" else { throw ParseError(message: Self.thicknessMessage, position: pos) }
        pos += 1
        return ViewElement(view: view, predicates: predicates)
    }

    /// What joins two elements. A missing dash is flush; anything else must start with one.
    mutating func connection() throws -> Connection {
        guard peek == "-" else {
            if atEnd || peek == "[" || peek == "|" { return .flush }
            throw ParseError(message: "Expected '-', a view or '|'", position: pos)
        }
        pos += 1
        if peek == "[" || peek == "|" { return .standard }
        if atEnd { throw ParseError(message: "Expected a view", position: pos) }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList(inView: false)
        } else {
            predicates = [Predicate(relation: .equal, object: .constant(try constant(signed: false)), priority: .required)]
        }
        guard peek == "-" else {
            throw ParseError(message: "Expected '-' after a connection's predicate", position: pos)
        }
        pos += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    mutating func predicateList(inView: Bool) throws -> [Predicate] {
        pos += 1
        var list: [Predicate] = []
        while true {
            list.append(try predicate(inView: inView))
            if peek == "," { pos += 1; continue }
            if peek == ")" { pos += 1; return list }
            throw ParseError(message: inView ? Self.thicknessMessage : "Expected ')' to end a connection's predicate list",
                             position: pos)
        }
    }

    /// `(==|<=|>=)? object (@priority)?`.
    mutating func predicate(inView: Bool) throws -> Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if let c = peek, c == "=" || c == "<" || c == ">" {
            guard peek(1) == "=" else {
                throw ParseError(message: "Unknown relation. Must be ==, >=, or <=", position: pos + 1)
            }
            relation = c == "=" ? .equal : c == "<" ? .lessThanOrEqual : .greaterThanOrEqual
            pos += 2
        }
        let object: Predicate.Object
        if inView, let c = peek, Self.isIdentifierHead(c) {
            // A name inside a view's brackets is a metric, else another view (equal widths).
            let name = identifier()!
            if metrics[name] != nil {
                object = .constant(try metricValue(name, at: pos))
            } else if views[name] != nil {
                object = .view(try lookUpView(name))
            } else {
                throw ParseError(message: "\(name) is not a key in the metrics or views dictionary.", position: pos)
            }
        } else {
            object = .constant(try constant(signed: true))
        }
        var priority = UILayoutPriority.required
        if peek == "@" {
            pos += 1
            let start = pos
            let value = try constant(signed: false)
            guard value > 0, value <= 1000 else {
                throw ParseError(message: "Priorities must be greater than 0 and less than or equal to 1000 (got \(NSLayoutConstraint._format(Float(value))))",
                                 position: start)
            }
            priority = UILayoutPriority(Float(value))
        }
        return Predicate(relation: relation, object: object, priority: priority)
    }

    /// A number or a metric's value.
    mutating func constant(signed: Bool) throws -> CGFloat {
        let start = pos
        if let v = number(signed: signed) {
            guard v.isFinite else { throw ParseError(message: "The number is out of range", position: start) }
            return CGFloat(v)
        }
        guard let name = identifier() else { throw ParseError(message: Self.constantMessage, position: pos) }
        guard metrics[name] != nil else {
            if views[name] != nil {
                throw ParseError(message: "\(name) is a view: only a view's width or height (inside its brackets) can be related to another view",
                                 position: pos)
            }
            throw ParseError(message: "\(name) is not a key in the metrics dictionary.", position: pos)
        }
        return try metricValue(name, at: pos)
    }

    /// A metric as a number: NSNumber on iOS; any Swift integer or floating-point value here.
    func metricValue(_ name: String, at position: Int) throws -> CGFloat {
        guard let raw = metrics[name], let value = Self.numericValue(raw) else {
            throw ParseError(message: "The value for \(name) in the metrics dictionary is not a number", position: position)
        }
        guard value.isFinite else {
            throw ParseError(message: "The value for \(name) in the metrics dictionary is not finite", position: position)
        }
        return CGFloat(value)
    }

    static func numericValue(_ raw: Any) -> Double? {
        // CGFloat, Double, Float and every integer type conform to one of the two protocols; a
        // UILayoutPriority reaches iOS as its Float (a bridged Swift newtype), so it works there too.
        switch raw {
        case let v as any BinaryFloatingPoint: return Double(v)
        case let v as any BinaryInteger: return Double(v)
        case let v as NSNumber: return v.doubleValue
        case let v as UILayoutPriority: return Double(v.rawValue)
        default: return nil
        }
    }

    /// The view for `name` (the caret goes after the name, as in iOS's messages).
    func lookUpView(_ name: String) throws -> UIView {
        guard let raw = views[name] else {
            throw ParseError(message: "\(name) is not a key in the views dictionary.", position: pos)
        }
        guard let view = raw as? UIView else {
            throw ParseError(message: "The value for \(name) in the views dictionary is not a view (\(type(of: raw)))", position: pos)
        }
        return view
    }

    // MARK: Building

    /// The attributes a format uses: the edge where an element starts in reading order, the edge
    /// where it ends, its size, and whether reading runs against the axis (right to left).
    struct Axis {
        var start: NSLayoutConstraint.Attribute
        var end: NSLayoutConstraint.Attribute
        var size: NSLayoutConstraint.Attribute
        var reversed: Bool
    }

    func build(_ layout: Layout, options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        let axis = Self.axis(layout.orientation, options)
        let alignments = try Self.alignments(options, layout.orientation, position: chars.count)
        let baselineSpacing = layout.orientation == .vertical && options.contains(.spacingBaselineToBaseline)

        var result: [NSLayoutConstraint] = []
        if let (link, bar) = layout.leading {
            let first = layout.views[0].view
            guard let superview = first.superview else { throw Self.noSuperview(bar) }
            result += spacing(axis, from: (superview, axis.start), to: (first, axis.start), link, standard: Self.superviewSpacing)
        }
        for (i, element) in layout.views.enumerated() {
            if i > 0 {
                let previous = layout.views[i - 1].view
                let from = baselineSpacing ? (previous, NSLayoutConstraint.Attribute.lastBaseline) : (previous, axis.end)
                let to = baselineSpacing ? (element.view, NSLayoutConstraint.Attribute.firstBaseline) : (element.view, axis.start)
                result += spacing(axis, from: from, to: to, layout.connections[i - 1], standard: _UILayoutEngine.systemSpacing)
            }
            for p in element.predicates {
                let c: NSLayoutConstraint
                switch p.object {
                case .constant(let k):
                    c = NSLayoutConstraint(first: element.view, axis.size, p.relation, second: nil, .notAnAttribute, multiplier: 1, constant: k)
                case .view(let other):
                    c = NSLayoutConstraint(first: element.view, axis.size, p.relation, second: other, axis.size, multiplier: 1, constant: 0)
                }
                c.priority = p.priority
                result.append(c)
            }
        }
        if let (link, bar) = layout.trailing {
            let last = layout.views[layout.views.count - 1].view
            guard let superview = last.superview else { throw Self.noSuperview(bar) }
            result += spacing(axis, from: (last, axis.end), to: (superview, axis.end), link, standard: Self.superviewSpacing)
        }
        for attribute in alignments {
            for i in layout.views.indices.dropFirst() {
                result.append(NSLayoutConstraint(first: layout.views[i].view, attribute, .equal,
                                                 second: layout.views[i - 1].view, attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }

    static func noSuperview(_ bar: Int) -> ParseError {
        ParseError(message: "Unable to interpret '|' character, because the related view doesn't have a superview", position: bar)
    }

    /// The constraints of one connection, from the earlier element's edge to the later one's
    /// (reading order). Distances are measured along the reading direction, so the constant stays
    /// as written and the element further along the axis is the first item.
    func spacing(_ axis: Axis, from: (AnyObject, NSLayoutConstraint.Attribute), to: (AnyObject, NSLayoutConstraint.Attribute),
                 _ link: Connection, standard: CGFloat) -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch link {
        case .flush: predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard: predicates = [Predicate(relation: .equal, object: .constant(standard), priority: .required)]
        case .predicates(let list): predicates = list
        }
        let (first, second) = axis.reversed ? (from, to) : (to, from)
        return predicates.compactMap { p in
            guard case .constant(let k) = p.object else { return nil }
            let c = NSLayoutConstraint(first: first.0, first.1, p.relation, second: second.0, second.1, multiplier: 1, constant: k)
            c.priority = p.priority
            return c
        }
    }

    static func axis(_ orientation: Orientation, _ options: NSLayoutConstraint.FormatOptions) -> Axis {
        if orientation == .vertical { return Axis(start: .top, end: .bottom, size: .height, reversed: false) }
        let direction = options.rawValue & NSLayoutConstraint.FormatOptions.directionMask.rawValue
        switch direction {
        case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue:
            return Axis(start: .left, end: .right, size: .width, reversed: false)
        case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue:
            return Axis(start: .right, end: .left, size: .width, reversed: true)
        case 0:
            return Axis(start: .leading, end: .trailing, size: .width, reversed: false)
        default:
            UIKitLog.warning("constraints(withVisualFormat:): direction option 0x\(String(direction, radix: 16)) is not a direction; using leading to trailing",
                             category: "LayoutConstraints")
            return Axis(start: .leading, end: .trailing, size: .width, reversed: false)
        }
    }

    /// The attributes the options align the views by. They must run across the format's axis:
    /// iOS raises for `H:` with `alignAllLeading`, and so does this (as a parse error).
    static func alignments(_ options: NSLayoutConstraint.FormatOptions, _ orientation: Orientation,
                           position: Int) throws -> [NSLayoutConstraint.Attribute] {
        typealias O = NSLayoutConstraint.FormatOptions
        let known: [(O, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let mask = options.rawValue & O.alignmentMask.rawValue
        let unknown = mask & ~known.reduce(0) { $0 | $1.0.rawValue }
        if unknown != 0 {
            UIKitLog.warning("constraints(withVisualFormat:): alignment bits 0x\(String(unknown, radix: 16)) name no alignment; ignored",
                             category: "LayoutConstraints")
        }
        let attributes = known.filter { options.contains($0.0) }.map(\.1)
        for a in attributes {
            if orientation == .horizontal && a._isHorizontalLocation {
                throw ParseError(message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
                                 position: position)
            }
            if orientation == .vertical && a._isVerticalLocation {
                throw ParseError(message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
                                 position: position)
            }
        }
        return attributes
    }
}
