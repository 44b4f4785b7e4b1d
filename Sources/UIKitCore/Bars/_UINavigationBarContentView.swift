//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a navigation bar shows for one item: back button, left and right buttons, title, prompt.
///
/// The back button is titled from the item below; there is also the large title. Built once
/// per item shown and laid out in the bar's bounds; a push or pop moves and fades two of these
/// (their layers are cached: nothing is redrawn per frame).
@MainActor final class _UINavigationBarContentView: UIView, _UIBarItemContainer {
    weak var bar: UINavigationBar?
    let item: UINavigationItem
    let isLarge: Bool

    private(set) var backButton: _UIBarButtonView?
    /// The back button's titles, best first (`nil`: the chevron alone).
    private var backTitles: [String?] = []
    private(set) var leftEntries: [(item: UIBarButtonItem, view: UIView?)] = []
    private(set) var rightEntries: [(item: UIBarButtonItem, view: UIView?)] = []
    private(set) var titleLabel: UILabel?
    private(set) var promptLabel: UILabel?
    private(set) var largeTitleLabel: UILabel?
    private var titleAdjustment: UIOffset = .zero

    static let promptHeight: CGFloat = 30
    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52

    init(bar: UINavigationBar, item: UINavigationItem, backItem: UINavigationItem?, isLarge: Bool,
         appearance: UINavigationBarAppearance) {
        self.bar = bar
        self.item = item
        self.isLarge = isLarge
        super.init(frame: bar.bounds)
        _build(backItem: backItem, appearance: appearance)
        setNeedsLayout()
    }

    required init?(coder: NSCoder) { return nil }

    /// The height this content needs: a 44-pt row, plus 30 for a prompt, 52 for a large title
    /// and the search row (UINavigationBar+Search.swift).
    var contentHeight: CGFloat {
        bar?._itemContentHeight(item, isLarge: isLarge)
            ?? (item.prompt != nil ? Self.promptHeight : 0) + Self.rowHeight + (isLarge ? Self.largeTitleHeight : 0)
    }

    /// The element that slides during a push or pop: the title (view) or the large title.
    var titleElement: UIView? { isLarge && collapse < 1 ? largeTitleLabel : (item.titleView ?? titleLabel) }

    // MARK: Building

    private func _build(backItem: UINavigationItem?, appearance a: UINavigationBarAppearance) {
        guard let bar else { return }
        titleAdjustment = a.titlePositionAdjustment
        // Back button.
        let hasLeft = !(item.leftBarButtonItems ?? []).isEmpty
        if let backItem, !item.hidesBackButton, !hasLeft || item.leftItemsSupplementBackButton {
            let b = _UIBarButtonView(item: nil)
            b.buttonAppearance = a.backButtonAppearance
            b.backIndicator = a.backIndicatorImage ?? bar.backIndicatorImage
            backTitles = Self.backTitles(for: backItem)
            b.backTitle = backTitles.first ?? nil
            b.onTap = { [weak bar] in bar?._backButtonTapped() }
            addSubview(b)
            backButton = b
        }
        leftEntries = (item.leftBarButtonItems ?? []).map { ($0, _view(for: $0, a)) }
        rightEntries = (item.rightBarButtonItems ?? []).map { ($0, _view(for: $0, a)) }
        // Title.
        if let tv = item.titleView {
            addSubview(tv)
        } else if !isLarge {
            _makeTitleLabel(a)
        }
        if let p = item.prompt {
            let l = UILabel()
            l.textAlignment = .center
            l.lineBreakMode = .byTruncatingTail
            _style(l, [.font: UIFont.systemFont(ofSize: 13)].merging(bar._titleAttributes(a).filter { $0.key == .foregroundColor }) { $1 }, text: p)
            addSubview(l)
            promptLabel = l
        }
        if isLarge {
            let l = UILabel()
            l.lineBreakMode = .byTruncatingTail
            _style(l, bar._largeTitleAttributes(a), text: item.title)
            addSubview(l)
            largeTitleLabel = l
            // The inline title shown once the bar has collapsed (after the large one, so a
            // search by label finds the large title first).
            if item.titleView == nil { _makeTitleLabel(a).isHidden = true }
        }
    }

    @discardableResult
    private func _makeTitleLabel(_ a: UINavigationBarAppearance) -> UILabel {
        let l = UILabel()
        l.lineBreakMode = .byTruncatingTail
        l.textAlignment = .center
        _style(l, bar!._titleAttributes(a), text: item.title)
        addSubview(l)
        titleLabel = l
        return l
    }

    /// How far a large-title bar has collapsed (0: expanded to `contentHeight`; 1: the bar is
    /// 52 pt shorter and shows the inline title). Follows the bar's height.
    private(set) var collapse: CGFloat = 0

    private func _style(_ l: UILabel, _ attrs: [NSAttributedString.Key: Any], text: String?) {
        l.accessibilityTraits = [.staticText, .header]
        l.font = attrs[.font] as? UIFont ?? UINavigationBar._titleFont
        l.textColor = attrs[.foregroundColor] as? UIColor ?? .label
        l.text = text
    }

    private func _view(for i: UIBarButtonItem, _ a: UINavigationBarAppearance) -> UIView? {
        _UIBarButtonView.makeView(for: i, in: self, plain: a.buttonAppearance, done: a.doneButtonAppearance)
    }

    /// The back button's titles for `backItem`, best first (reference 6.3): its
    /// `backBarButtonItem`'s title; else by `backButtonDisplayMode`: `.default` tries
    /// `backButtonTitle`, then `title`, then "Back", then none; `.generic` "Back" then none;
    /// `.minimal` none.
    static func backTitles(for backItem: UINavigationItem) -> [String?] {
        if let b = backItem.backBarButtonItem { return [b.title] }
        switch backItem.backButtonDisplayMode {
        case .default:
            var out: [String?] = []
            if let t = backItem.backButtonTitle ?? backItem.title, !t.isEmpty { out.append(t) }
            if !out.contains("Back") { out.append("Back") }
            out.append(nil)
            return out
        case .generic: return ["Back", nil]
        case .minimal: return [nil]
        }
    }

    func _barButtonItemDidChange(_ item: UIBarButtonItem) {
        if let e = (leftEntries + rightEntries).first(where: { $0.item === item }), _UIBarButtonView.isStale(e.view, for: item) {
            bar?._rebuild()
        } else {
            setNeedsLayout()
        }
    }

    // MARK: Layout

    private func _width(of v: UIView?, _ i: UIBarButtonItem) -> CGFloat {
        if i.isHidden { return 0 }
        guard let v else { return i._systemItem == .fixedSpace ? max(0, i.width) : 0 }
        if v is _UIBarButtonView { return v.sizeThatFits(.zero).width }
        if i.width > 0 { return i.width + 16 }
        let w = v.bounds.width > 0 ? v.bounds.width : v.sizeThatFits(.zero).width
        return w + 16
    }

    override func layoutSubviews() {
        guard let bar else { return }
        let W = bounds.width
        // Laid out leading-to-trailing, then mirrored for right-to-left.
        let rtl = bar.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let insets = bar.safeAreaInsets
        let safe = rtl ? UIEdgeInsets(top: insets.top, left: insets.right, bottom: insets.bottom, right: insets.left) : insets
        let rowY = item.prompt != nil ? Self.promptHeight : 0
        // The search row (below everything) collapses first, then the large title.
        let search = bar._searchHeight(for: item)
        let searchShown = bar._visibleSearchHeight(for: item, isLarge: isLarge, height: bounds.height)
        let searchCollapsible = item.hidesSearchBarWhenScrolling ? search : 0
        collapse = isLarge ? min(1, max(0, (contentHeight - bounds.height - searchCollapsible) / Self.largeTitleHeight)) : 0
        let inlineTitle = !isLarge || collapse >= 1
        let rowH = Self.rowHeight
        func place(_ v: UIView, x: CGFloat, width: CGFloat, isButton: Bool) {
            let h = isButton ? rowH : min(rowH, v.bounds.height > 0 ? v.bounds.height : v.sizeThatFits(.zero).height)
            v.frame = CGRect(x: isButton ? x : x + 8, y: rowY + ((rowH - h) / 2).rounded(), width: isButton ? width : width - 16, height: h)
        }

        // Right items: the first is the right-most.
        var rightX = W - safe.right - 8
        for (i, v) in rightEntries {
            let w = _width(of: v, i)
            v?.isHidden = i.isHidden
            rightX -= w
            if let v, !i.isHidden { place(v, x: rightX, width: w, isButton: v is _UIBarButtonView) }
        }
        // Title width.
        let tw: CGFloat
        if let tv = item.titleView {
            tw = tv.bounds.width > 0 ? tv.bounds.width : tv.sizeThatFits(CGSize(width: W, height: rowH)).width
        } else if let l = titleLabel, inlineTitle {
            tw = l.intrinsicContentSize.width
        } else {
            tw = 0
        }
        // Left: back button (its title chosen to leave the title room), then left items.
        let leftItemsWidth = leftEntries.reduce(0) { $0 + _width(of: $1.view, $1.item) }
        var leftX = safe.left
        if let b = backButton {
            var chosen: String? = backTitles.last ?? nil
            for t in backTitles {
                let end = safe.left + b.backWidth(showing: t) + leftItemsWidth
                if end + 8 <= min(W / 2 - tw / 2, rightX - 8 - tw) || tw == 0 && end <= rightX { chosen = t; break }
            }
            if b.backTitle != chosen { b.backTitle = chosen }
            let w = b.sizeThatFits(.zero).width
            b.frame = CGRect(x: leftX, y: rowY, width: w, height: rowH)
            leftX += w
        } else {
            leftX += 8
        }
        for (i, v) in leftEntries {
            let w = _width(of: v, i)
            v?.isHidden = i.isHidden
            if let v, !i.isHidden { place(v, x: leftX, width: w, isButton: v is _UIBarButtonView) }
            leftX += w
        }
        // Title: centred in the bar when it fits, else in the room between the buttons, truncated.
        let lo = leftX + 8, hi = rightX - 8
        let tv: UIView? = item.titleView ?? titleLabel
        titleLabel?.isHidden = !inlineTitle
        if let tv {
            let room = max(0, hi - lo)
            let w = min(tw, room)
            let x = min(max((W - w) / 2, lo), hi - w)
            let h = tv === titleLabel ? tv.intrinsicContentSize.height : min(rowH, tv.bounds.height > 0 ? tv.bounds.height : tv.sizeThatFits(.zero).height)
            tv.frame = CGRect(x: x.rounded() + titleAdjustment.horizontal, y: rowY + ((rowH - h) / 2).rounded() + titleAdjustment.vertical, width: w, height: h)
        }
        if let p = promptLabel {
            let h = p.intrinsicContentSize.height
            p.frame = CGRect(x: safe.left + 16, y: ((Self.promptHeight - h) / 2).rounded() + 2, width: max(0, W - safe.left - safe.right - 32), height: h)
        }
        if let l = largeTitleLabel {
            let h = l.intrinsicContentSize.height
            // Anchored to the bar's bottom: it rides up and fades as the bar collapses.
            l.frame = CGRect(x: safe.left + 16, y: bounds.height - searchShown - Self.largeTitleHeight + max(0, Self.largeTitleHeight - h - 6).rounded(),
                             width: max(0, W - safe.left - safe.right - 32), height: h)
            l.textAlignment = rtl ? .right : .left
            l.alpha = 1 - collapse
        }
        backButton?.isRightToLeft = rtl
        if rtl { _UIBarButtonView.mirror(subviews, width: W) }
    }
}
