//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
/// format gives (items, attributes, relations, constants, priorities), the layouts they make once
/// activated, options, and iOS's parse errors (logged here, with no constraints returned).
@MainActor @Suite struct VisualFormatTests {
    typealias C = NSLayoutConstraint

    /// A 400×300 root view in a window with `count` subviews that don't translate autoresizing.
    func hosted(_ count: Int = 3) -> (UIKitTestHost, UIView, [UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let views = (0..<count).map { _ in UIView() }
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        return (UIKitTestHost(view: root), root, views)
    }

    /// Whether `c` reads `first.a1 relation second.a2 + constant` with multiplier 1.
    func check(_ c: NSLayoutConstraint, _ first: UIView, _ a1: C.Attribute, _ relation: C.Relation,
               _ second: UIView?, _ a2: C.Attribute, _ constant: CGFloat, priority: Float = 1000,
               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(c.firstItem === first, "first item", sourceLocation: sourceLocation)
        #expect(c.firstAttribute == a1, "first attribute", sourceLocation: sourceLocation)
        #expect(c.relation == relation, "relation", sourceLocation: sourceLocation)
        #expect(c.secondItem === second, "second item", sourceLocation: sourceLocation)
        #expect(c.secondAttribute == a2, "second attribute", sourceLocation: sourceLocation)
        #expect(c.constant == constant, "constant", sourceLocation: sourceLocation)
        #expect(c.multiplier == 1, "multiplier", sourceLocation: sourceLocation)
        #expect(c.priority.rawValue == priority, "priority", sourceLocation: sourceLocation)
        #expect(!c.isActive, "inactive", sourceLocation: sourceLocation)
    }

    // MARK: Parsing

    @Test func connectionsToTheSuperviewAndBetweenViewsReadLikeIOS() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let cs = C.constraints(withVisualFormat: "H:|-20-[a]-12-[b]-30-|", metrics: nil, views: ["a": v[0], "b": v[1]])
        #expect(cs.count == 3)
        guard cs.count == 3 else { return }
        check(cs[0], v[0], .leading, .equal, root, .leading, 20)
        check(cs[1], v[1], .leading, .equal, v[0], .trailing, 12)
        check(cs[2], root, .trailing, .equal, v[1], .trailing, 30)
        #expect(root.constraints.isEmpty, "nothing is installed")
        // Without "H:" the format is horizontal too.
        let plain = C.constraints(withVisualFormat: "|-20-[a]", metrics: nil, views: ["a": v[0]])
        #expect(plain.count == 1 && plain.first?.firstAttribute == .leading && plain.first?.secondItem === root)
    }

    @Test func verticalFormatsUseTopBottomAndHeight() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let cs = C.constraints(withVisualFormat: "V:|-10-[a(44)]-[b]|", metrics: nil, views: ["a": v[0], "b": v[1]])
        #expect(cs.count == 4)
        guard cs.count == 4 else { return }
        check(cs[0], v[0], .top, .equal, root, .top, 10)
        check(cs[1], v[0], .height, .equal, nil, .notAnAttribute, 44)
        check(cs[2], v[1], .top, .equal, v[0], .bottom, 8)
        check(cs[3], root, .bottom, .equal, v[1], .bottom, 0)
    }

    @Test func standardSpacingAndFlushViews() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        let cs = C.constraints(withVisualFormat: "|-[a]-[b][c]-|", metrics: nil, views: views)
        #expect(cs.count == 4)
        guard cs.count == 4 else { return }
        check(cs[1], v[1], .leading, .equal, v[0], .trailing, 8)
        check(cs[2], v[2], .leading, .equal, v[1], .trailing, 0)
        // The superview's standard spacing: the same at both ends (its value is iOS's business).
        #expect(cs[0].firstItem === v[0] && cs[0].secondItem === root && cs[0].constant > 0)
        #expect(cs[3].firstItem === root && cs[3].secondItem === v[2] && cs[3].constant == cs[0].constant)
        // A format with no superview bars relates only the views.
        let flush = C.constraints(withVisualFormat: "[a][b]", metrics: nil, views: views)
        #expect(flush.count == 1)
        if let f = flush.first { check(f, v[1], .leading, .equal, v[0], .trailing, 0) }
        // A lone view gives nothing.
        #expect(C.constraints(withVisualFormat: "[a]", metrics: nil, views: views).isEmpty)
    }

    @Test func viewPredicatesRelationsPrioritiesAndEqualSizes() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1]]
        let range = C.constraints(withVisualFormat: "[a(>=70,<=100)]", metrics: nil, views: views)
        #expect(range.count == 2)
        if range.count == 2 {
            check(range[0], v[0], .width, .greaterThanOrEqual, nil, .notAnAttribute, 70)
            check(range[1], v[0], .width, .lessThanOrEqual, nil, .notAnAttribute, 100)
        }
        let prioritised = C.constraints(withVisualFormat: "[a(100@750)]", metrics: nil, views: views)
        #expect(prioritised.count == 1)
        if let c = prioritised.first { check(c, v[0], .width, .equal, nil, .notAnAttribute, 100, priority: 750) }
        let equal = C.constraints(withVisualFormat: "V:[a(==b)]", metrics: nil, views: views)
        #expect(equal.count == 1)
        if let c = equal.first { check(c, v[0], .height, .equal, v[1], .height, 0) }
        let relatedWithPriority = C.constraints(withVisualFormat: "[a(<=b@500)]", metrics: nil, views: views)
        if let c = relatedWithPriority.first { check(c, v[0], .width, .lessThanOrEqual, v[1], .width, 0, priority: 500) }
        let fractional = C.constraints(withVisualFormat: "[a(12.5@999.5)]", metrics: nil, views: views)
        if let c = fractional.first { check(c, v[0], .width, .equal, nil, .notAnAttribute, 12.5, priority: 999.5) }
    }

    @Test func connectionPredicates() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1]]
        let cs = C.constraints(withVisualFormat: "[a]-(>=8,<=20@300)-[b]", metrics: nil, views: views)
        #expect(cs.count == 2)
        if cs.count == 2 {
            check(cs[0], v[1], .leading, .greaterThanOrEqual, v[0], .trailing, 8)
            check(cs[1], v[1], .leading, .lessThanOrEqual, v[0], .trailing, 20, priority: 300)
        }
        let negative = C.constraints(withVisualFormat: "[a]-(-4)-[b]", metrics: nil, views: views)
        if let c = negative.first { check(c, v[1], .leading, .equal, v[0], .trailing, -4) }
        let exponent = C.constraints(withVisualFormat: "[a]-1e1-[b]", metrics: nil, views: views)
        #expect(exponent.first?.constant == 10)
    }

    @Test func metricsOfEverySwiftNumberType() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1]]
        let values: [Any] = [NSNumber(value: 12), CGFloat(12), Double(12), 12, Float(12), Int32(12), UInt(12), Int8(12), UInt8(12)]
        for value in values {
            let cs = C.constraints(withVisualFormat: "[a]-pad-[b(w@p)]", metrics: ["pad": value, "w": value, "p": 600], views: views)
            #expect(cs.count == 2, "\(type(of: value))")
            #expect(cs.first?.constant == 12, "\(type(of: value))")
            #expect(cs.last?.constant == 12 && cs.last?.priority.rawValue == 600, "\(type(of: value))")
        }
        let inParens = C.constraints(withVisualFormat: "|-(>=margin@p)-[a]", metrics: ["margin": 16.5, "p": 250], views: views)
        #expect(inParens.first?.constant == 16.5 && inParens.first?.relation == .greaterThanOrEqual && inParens.first?.priority == .defaultLow)
        let priorityMetric = C.constraints(withVisualFormat: "[a(10@p)]", metrics: ["p": UILayoutPriority.defaultHigh], views: views)
        #expect(priorityMetric.first?.priority == .defaultHigh)
    }

    @Test func directionOptions() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1]]
        let ltr = C.constraints(withVisualFormat: "H:|-10-[a]-5-[b]-|", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(ltr.count == 3)
        if ltr.count == 3 {
            check(ltr[0], v[0], .left, .equal, root, .left, 10)
            check(ltr[1], v[1], .left, .equal, v[0], .right, 5)
            #expect(ltr[2].firstItem === root && ltr[2].firstAttribute == .right && ltr[2].secondAttribute == .right)
        }
        // Right to left reads from the right: the earlier element is the one further right.
        let rtl = C.constraints(withVisualFormat: "H:|-10-[a]-5-[b]-(>=3)-|", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(rtl.count == 3)
        if rtl.count == 3 {
            check(rtl[0], root, .right, .equal, v[0], .right, 10)
            check(rtl[1], v[0], .left, .equal, v[1], .right, 5)
            check(rtl[2], v[1], .left, .greaterThanOrEqual, root, .left, 3)
        }
        // Direction doesn't apply to vertical formats.
        let vertical = C.constraints(withVisualFormat: "V:|[a]", options: .directionRightToLeft, metrics: nil, views: views)
        #expect(vertical.first?.firstAttribute == .top)
        #expect(C.FormatOptions.directionLeadingToTrailing.rawValue == 0 && C.FormatOptions.directionRightToLeft.rawValue == 2 << 16)
    }

    @Test func alignmentOptionsRelateEachViewToThePreviousOne() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        let cs = C.constraints(withVisualFormat: "[a]-[b]-[c]", options: [.alignAllTop, .alignAllBottom], metrics: nil, views: views)
        #expect(cs.count == 6)
        if cs.count == 6 {
            check(cs[2], v[1], .top, .equal, v[0], .top, 0)
            check(cs[3], v[2], .top, .equal, v[1], .top, 0)
            check(cs[4], v[1], .bottom, .equal, v[0], .bottom, 0)
            check(cs[5], v[2], .bottom, .equal, v[1], .bottom, 0)
        }
        let vertical = C.constraints(withVisualFormat: "V:[a][b]", options: .alignAllLeading, metrics: nil, views: views)
        #expect(vertical.count == 2)
        if vertical.count == 2 { check(vertical[1], v[1], .leading, .equal, v[0], .leading, 0) }
        let baselines = C.constraints(withVisualFormat: "[a][b]", options: .alignAllBaseline, metrics: nil, views: views)
        #expect(baselines.last?.firstAttribute == .lastBaseline && baselines.last?.secondAttribute == .lastBaseline)
        #expect(C.FormatOptions.alignAllCenterY.rawValue == 1 << 10 && C.FormatOptions.alignAllLeading.rawValue == 1 << 5)
    }

    @Test func alignmentAlongTheFormatsOwnAxisIsRefused() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1]]
        UIKitLog.clearRecentMessages()
        #expect(C.constraints(withVisualFormat: "H:[a][b]", options: .alignAllLeading, metrics: nil, views: views).isEmpty)
        #expect(UIKitLog.recentMessages.last == "[LayoutConstraints] Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.\nH:[a][b]\n        ^")
        #expect(C.constraints(withVisualFormat: "V:[a][b]", options: [.alignAllLeft, .alignAllCenterY], metrics: nil, views: views).isEmpty)
        #expect(UIKitLog.didLog("Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical."))
    }

    @Test func baselineToBaselineSpacing() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let cs = C.constraints(withVisualFormat: "V:[a]-12-[b]", options: .spacingBaselineToBaseline, metrics: nil, views: ["a": v[0], "b": v[1]])
        #expect(cs.count == 1)
        if let c = cs.first { check(c, v[1], .firstBaseline, .equal, v[0], .lastBaseline, 12) }
    }

    /// A subclass can override the factory (it's declared in the class body, not an extension).
    @Test func theFactoryCanBeOverridden() {
        final class Tagged: NSLayoutConstraint {
            override class func constraints(withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
                                            metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
                let cs = super.constraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
                for c in cs { c.identifier = "tagged" }
                return cs
            }
        }
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let cs = Tagged.constraints(withVisualFormat: "[a][b]", metrics: nil, views: ["a": v[0], "b": v[1]])
        #expect(cs.count == 1 && cs.first?.identifier == "tagged")
    }

    // MARK: Layout

    @Test func aFormLaysOutThroughTheEngine() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let label = UILabel(), field = UIView(), note = UIView()
        label.text = "Name"
        for v in [label, field, note] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let views = ["label": label, "field": field, "note": note]
        let row = C.constraints(withVisualFormat: "H:|-[label]-[field(>=100)]-|", options: .alignAllCenterY, metrics: nil, views: views)
        let column = C.constraints(withVisualFormat: "V:|-[field(height)]-[note]-|", metrics: ["height": 30], views: views)
        let noteRow = C.constraints(withVisualFormat: "H:|-[note]-|", metrics: nil, views: views)
        #expect(row.count == 5 && column.count == 4 && noteRow.count == 2)
        let edge = row.first?.constant ?? 0
        NSLayoutConstraint.activate(row + column + noteRow)
        #expect((row + column + noteRow).allSatisfy { $0.isActive })
        host.advanceFrames(1)
        let labelWidth = label.intrinsicContentSize.width
        #expect(label.frame.minX == edge)
        #expect(abs(label.frame.width - labelWidth) <= 1, "the label keeps its text width")
        #expect(abs(field.frame.minX - (label.frame.maxX + 8)) <= 1)
        #expect(field.frame.maxX == 400 - edge && field.frame.minY == edge && field.frame.height == 30)
        #expect(abs(label.frame.midY - field.frame.midY) <= 1, "centred on the field")
        #expect(note.frame == CGRect(x: edge, y: edge + 38, width: 400 - 2 * edge, height: 300 - 2 * edge - 38))
    }

    @Test func equalWidthsAndPrioritiesLayOut() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        NSLayoutConstraint.activate(
            C.constraints(withVisualFormat: "H:|-10-[a]-10-[b(==a)]-10-|", metrics: nil, views: views)
            + C.constraints(withVisualFormat: "H:[c(>=50,==300@750)]-(>=20)-|", metrics: nil, views: views)
            + C.constraints(withVisualFormat: "V:|[a(20)][c(20)]", options: .alignAllLeading, metrics: nil, views: views)
            + C.constraints(withVisualFormat: "V:|[b(20)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 10, y: 0, width: 185, height: 20))
        #expect(v[1].frame == CGRect(x: 205, y: 0, width: 185, height: 20))
        #expect(v[2].frame == CGRect(x: 10, y: 20, width: 300, height: 20), "aligned with a; the optional width holds")
        // Narrower than the optional width allows: the required >= 20 wins.
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        root.layoutIfNeeded()
        #expect(v[2].frame.width == 170)
    }

    @Test func rightToLeftLayouts() {
        let (host, root, v) = hosted()
        defer { host.invalidate() }
        let views = ["a": v[0], "b": v[1], "c": v[2]]
        NSLayoutConstraint.activate(
            C.constraints(withVisualFormat: "H:|-10-[a(50)]-5-[b(40)]", options: .directionRightToLeft, metrics: nil, views: views)
            + C.constraints(withVisualFormat: "V:|[a(20)]", metrics: nil, views: views)
            + C.constraints(withVisualFormat: "V:|[b(20)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(v[0].frame == CGRect(x: 340, y: 0, width: 50, height: 20))
        #expect(v[1].frame == CGRect(x: 295, y: 0, width: 40, height: 20))
        // Leading/trailing (the default) follow the views' layout direction.
        for view in [root] + v { view.semanticContentAttribute = .forceRightToLeft }
        NSLayoutConstraint.activate(
            C.constraints(withVisualFormat: "H:|-10-[c(60)]", metrics: nil, views: views)
            + C.constraints(withVisualFormat: "V:[c(20)]|", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(v[2].frame == CGRect(x: 330, y: 280, width: 60, height: 20))
    }

    // MARK: Errors

    /// Logs iOS's exception text for `format` and returns no constraints.
    func expectError(_ format: String, _ message: String, caret: Int, options: C.FormatOptions = [],
                     metrics: [String: Any]? = nil, views: [String: Any],
                     sourceLocation: SourceLocation = #_sourceLocation) {
        UIKitLog.clearRecentMessages()
        let cs = C.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
        #expect(cs.isEmpty, sourceLocation: sourceLocation)
        let expected = "[LayoutConstraints] Unable to parse constraint format: \(message)\n\(format)\n"
            + String(repeating: " ", count: caret) + "^"
        #expect(UIKitLog.recentMessages.contains(expected), "\(UIKitLog.recentMessages)", sourceLocation: sourceLocation)
    }

    @Test func syntaxErrorsLogIOSsMessageWithACaret() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let views: [String: Any] = ["a": v[0], "b": v[1]]
        expectError("V[a]", "Expected ':' after 'V' to specify vertical arrangement", caret: 1, views: views)
        expectError("H|[a]", "Expected ':' after 'H' to specify horizontal arrangement", caret: 1, views: views)
        expectError("[a(100]", "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 6, views: views)
        expectError("[a(100", "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 6, views: views)
        expectError("|[a", "A predicate on a view's thickness must end with ')' and the view must end with ']'", caret: 3, views: views)
        expectError("[a(>30)]", "Unknown relation. Must be ==, >=, or <=", caret: 4, views: views)
        expectError("[a]-(=<8)-[b]", "Unknown relation. Must be ==, >=, or <=", caret: 6, views: views)
        expectError("H:|-10-|", "Expected a view", caret: 7, views: views)
        expectError("[a]-", "Expected a view", caret: 4, views: views)
        expectError("", "Expected a view", caret: 0, views: views)
        expectError("-[a]", "Expected a view", caret: 0, views: views)
        expectError("[a]- (8)-[b]", "Expected a number or key from the metrics dictionary, but encountered something else", caret: 4, views: views)
        expectError("[a(==)]", "Expected a number or key from the metrics dictionary, but encountered something else", caret: 5, views: views)
        expectError("[a]-(>=10-[b]", "Expected ')' to end a connection's predicate list", caret: 9, views: views)
        expectError("[a]-(10)[b]", "Expected '-' after a connection's predicate", caret: 8, views: views)
        expectError("[a]x", "Expected '-', a view or '|'", caret: 3, views: views)
        expectError("[a]|[b]", "Expected the end of the format after the superview's '|'", caret: 4, views: views)
        expectError("[1a]", "Expected a view name (a C identifier) after '['", caret: 1, views: views)
        expectError("[a(10@0)]", "Priorities must be greater than 0 and less than or equal to 1000 (got 0)", caret: 6, views: views)
        expectError("[a(10@1001)]", "Priorities must be greater than 0 and less than or equal to 1000 (got 1001)", caret: 6, views: views)
    }

    @Test func unknownNamesAndWrongValuesAreErrors() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let guide = UILayoutGuide()
        let views: [String: Any] = ["a": v[0], "b": v[1], "guide": guide, "text": "not a view"]
        expectError("H:|[missing]", "missing is not a key in the views dictionary.", caret: 11, views: views)
        expectError("[a]-pad-[b]", "pad is not a key in the metrics dictionary.", caret: 7, metrics: ["other": 1], views: views)
        expectError("[a]-(>=pad)-[b]", "pad is not a key in the metrics dictionary.", caret: 10, views: views)
        expectError("[a(w)]", "w is not a key in the metrics or views dictionary.", caret: 4, views: views)
        expectError("[a(10@p)]", "p is not a key in the metrics dictionary.", caret: 7, views: views)
        expectError("[a]-b-[b]", "b is a view: only a view's width or height (inside its brackets) can be related to another view", caret: 5, views: views)
        expectError("[guide]", "The value for guide in the views dictionary is not a view (UILayoutGuide)", caret: 6, views: views)
        expectError("[a][text]", "The value for text in the views dictionary is not a view (String)", caret: 8, views: views)
        expectError("[a]-pad-[b]", "The value for pad in the metrics dictionary is not a number", caret: 7, metrics: ["pad": "8"], views: views)
        expectError("[a(w)]", "The value for w in the metrics dictionary is not finite", caret: 4, metrics: ["w": Double.nan], views: views)
        // `|` needs the neighbouring view's superview.
        let loose = UIView()
        expectError("V:|[x]", "Unable to interpret '|' character, because the related view doesn't have a superview", caret: 2, views: ["x": loose])
        expectError("[x]-|", "Unable to interpret '|' character, because the related view doesn't have a superview", caret: 4, views: ["x": loose])
        // Optional views in the dictionary are unwrapped; nil ones are not views.
        let some: UIView? = v[0], none: UIView? = nil
        #expect(C.constraints(withVisualFormat: "[o(5)]", metrics: nil, views: ["o": some as Any]).count == 1)
        expectError("[o]", "The value for o in the views dictionary is not a view (Optional<UIView>)", caret: 2, views: ["o": none as Any])
    }

    /// Valid formats with a few characters inserted, dropped or replaced: bad input is logged,
    /// never a crash, and nothing is activated.
    @Test func mutatedFormatsNeverCrash() {
        let (host, _, v) = hosted()
        defer { host.invalidate() }
        let seeds = ["H:|-[a]-[b(==a)]-|", "V:|-(>=m@750)-[a(20)]-m-[b]|", "|[a(>=10,<=b@p)]-(-4)-[b]-(12.5)-|", "[a][b]"]
        let alphabet = Array("HV:|-[]()ab@=<>,1.e_ m")
        var rng = FuzzRNG(seed: 7)
        for _ in 0..<300 {
            var chars = Array(seeds.randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 1...3, using: &rng) {
                let at = Int.random(in: 0...chars.count, using: &rng)
                let c = alphabet.randomElement(using: &rng)!
                switch Int.random(in: 0...2, using: &rng) {
                case 0: chars.insert(c, at: at)
                case 1: if at < chars.count { chars.remove(at: at) }
                default: if at < chars.count { chars[at] = c }
                }
            }
            let cs = C.constraints(withVisualFormat: String(chars), options: .alignAllCenterY,
                                   metrics: ["m": 8, "p": 500], views: ["a": v[0], "b": v[1]])
            #expect(cs.allSatisfy { !$0.isActive })
        }
    }
}
