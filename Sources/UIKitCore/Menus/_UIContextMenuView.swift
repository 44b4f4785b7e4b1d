//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The view that shows a context menu (or a button's menu) over a dimmed window.
///
/// One row per action (title, red when destructive, grey and inert when disabled, a check mark
/// when on), below the pressed row or above it when there is no room. An inline submenu's
/// elements show in line; another submenu is a row with a chevron that opens it in place, under
/// a header row that goes back.
@MainActor final class _UIContextMenuView: UIView {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250
    /// The panel: light gray, or dark gray in dark mode (the rows' `.label` titles stay readable).
    static let panelColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(_rgb: 0x2C2C2E) : UIColor(white: 0.97, alpha: 1) }
    private let done: (UIAction?) -> Void
    private let panel = UIView()

    /// A row of the menu: an action, or a submenu that opens in place.
    enum Entry {
        case action(UIAction)
        case submenu(UIMenu)
    }

    /// The rows of `elements`: inline submenus' elements in their place, other submenus as one
    /// row (when they have something to show), hidden actions left out.
    static func entries(in elements: [UIMenuElement]) -> [Entry] {
        elements.flatMap { e -> [Entry] in
            if let m = e as? UIMenu {
                if m.options.contains(.displayInline) { return entries(in: m.children) }
                return entries(in: m.children).isEmpty ? [] : [.submenu(m)]
            }
            if let a = e as? UIAction, !a.attributes.contains(.hidden) { return [.action(a)] }
            return []
        }
    }

    /// The preview shown above the menu (a row's snapshot or the configuration's view
    /// controller's view), and what a tap on it does.
    private var preview: UIView?
    private let previewTapped: (() -> Void)?

    /// `preview` (its frame in window coordinates) is shown where it is, moved up when the menu
    /// has no room below it; without one the menu goes beside `anchor`.
    init(entries: [Entry], anchor: CGRect, in bounds: CGRect, preview: UIView? = nil,
         previewTapped: (() -> Void)? = nil, done: @escaping (UIAction?) -> Void) {
        self.done = done
        self.previewTapped = previewTapped
        super.init(frame: bounds)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        let h = CGFloat(entries.count) * Self.rowHeight
        var anchor = anchor
        if let preview {
            // The preview and the menu below it fit on screen together, on a rounded platter
            // (the previewed view itself keeps its own layer as it was).
            var f = preview.frame
            if f.width > bounds.width - 16, f.width > 0 {
                // Too wide (a full-width row): shrunk evenly to fit with margins, as iOS lifts it.
                let k = (bounds.width - 16) / f.width
                f = CGRect(x: f.midX - f.width * k / 2, y: f.midY - f.height * k / 2, width: f.width * k, height: f.height * k)
            }
            f.origin.y = max(bounds.minY + 8, min(f.minY, bounds.maxY - 8 - h - 8 - f.height))
            f.origin.x = max(bounds.minX + 8, min(f.minX, bounds.maxX - 8 - f.width))
            let platter = UIView(frame: f)
            platter.layer.cornerRadius = 13
            platter.layer.masksToBounds = true
            preview.frame = platter.bounds
            platter.addSubview(preview)
            addSubview(platter)
            self.preview = platter
            anchor = f
        }
        var y = anchor.maxY + 8
        if y + h > bounds.maxY - 8 { y = max(bounds.minY + 8, anchor.minY - 8 - h) }
        let x = min(max(bounds.minX + 8, anchor.minX + 16), bounds.maxX - 8 - Self.width)
        panel.frame = CGRect(x: x, y: y, width: Self.width, height: h)
        panel.backgroundColor = Self.panelColor
        panel.layer.cornerRadius = 13
        panel.layer.masksToBounds = true
        addSubview(panel)
        show(entries, header: nil)
    }

    /// Fills the panel with `entries`, under a `header` row (a submenu's title, which goes back
    /// to `back`'s entries) when one is open.
    private func show(_ entries: [Entry], header: (title: String, back: () -> Void)?) {
        panel.subviews.forEach { $0.removeFromSuperview() }
        var rows: [UIButton] = []
        if let header {
            let row = makeRow(title: "‹ " + header.title, label: header.title)
            row.titleLabel?.font = .boldSystemFont(ofSize: 17)
            row.addAction(UIAction { _ in header.back() }, for: .touchUpInside)
            rows.append(row)
        }
        for e in entries {
            switch e {
            case .action(let a):
                let row = makeRow(title: (a.state == .on ? "✓ " : "") + a.title, label: a.title)
                row.setTitleColor(a.attributes.contains(.destructive) ? .systemRed : .label, for: .normal)
                row.isEnabled = !a.attributes.contains(.disabled)
                row.addAction(UIAction { [weak self] _ in self?.close(a) }, for: .touchUpInside)
                rows.append(row)
            case .submenu(let m):
                let row = makeRow(title: m.title, label: m.title)
                let chevron = UILabel(frame: CGRect(x: Self.width - 32, y: 0, width: 16, height: Self.rowHeight))
                chevron.text = "›"
                chevron.textColor = .secondaryLabel
                chevron.isAccessibilityElement = false
                row.addSubview(chevron)
                row.addAction(UIAction { [weak self] _ in
                    self?.show(Self.entries(in: m.children), header: (m.title, { [weak self] in self?.show(entries, header: header) }))
                }, for: .touchUpInside)
                rows.append(row)
            }
        }
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            panel.addSubview(row)
            if i > 0 {
                let line = UIView(frame: CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: Self.width, height: 0.5))
                line.backgroundColor = .separator
                panel.addSubview(line)
            }
        }
        // The panel keeps its top edge (moved up if the new rows would run off the screen).
        var f = panel.frame
        f.size.height = CGFloat(rows.count) * Self.rowHeight
        f.origin.y = max(bounds.minY + 8, min(f.minY, bounds.maxY - 8 - f.height))
        panel.frame = f
    }

    private func makeRow(title: String, label: String) -> UIButton {
        let row = UIButton(type: .system)
        row.contentHorizontalAlignment = .left
        row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        row.setTitle(title, for: .normal)
        row.setTitleColor(.label, for: .normal)
        row.setTitleColor(.tertiaryLabel, for: .disabled)
        row.accessibilityLabel = label
        return row
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `menu`'s actions beside `anchor` (window coordinates) in `window`; false when it has
    /// none to show. `willShow` runs first; `closed` when it closes, before the chosen action runs.
    /// With a `preview`, the menu shows even without actions; a tap on the preview closes it and
    /// calls `previewTapped` (instead of `closed`).
    @discardableResult
    static func present(_ menu: UIMenu?, anchor: CGRect, in window: UIWindow, preview: UIView? = nil,
                        previewTapped: (() -> Void)? = nil, willShow: () -> Void = {},
                        closed: @escaping () -> Void = {}) -> Bool {
        let entries = entries(in: menu?.children ?? [])
        guard !entries.isEmpty || preview != nil else { return false }
        willShow()
        window.addSubview(_UIContextMenuView(entries: entries, anchor: anchor, in: window.bounds, preview: preview,
                                             previewTapped: previewTapped) { chosen in
            closed()
            if let chosen { chosen.handler(chosen) }
        })
        return true
    }

    /// Shows `menu` below `view` (a button whose menu is its primary action). The chosen action
    /// runs with `view` as its sender, after `chose` (a pop-up button's selection).
    static func present(_ menu: UIMenu, from view: UIView, chose: ((UIAction) -> Void)? = nil) {
        guard let window = view.window else { return }
        let entries = entries(in: menu.children)
        guard !entries.isEmpty else { return }
        window.addSubview(_UIContextMenuView(entries: entries, anchor: view.convert(view.bounds, to: window), in: window.bounds) { [weak view] chosen in
            guard let chosen else { return }
            chose?(chosen)
            chosen._perform(sender: view)
        })
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A tap on the dimmed window outside the menu closes it (one on a disabled item, passed
        // up from its row, does nothing); one on the preview commits it.
        guard let t = touches.first, !panel.frame.contains(t.location(in: self)) else { return }
        if let preview, let previewTapped, preview.frame.contains(t.location(in: self)) {
            guard superview != nil else { return }
            removeFromSuperview()
            return previewTapped()
        }
        close(nil)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The preview is a picture: its touches are the menu's (a tap commits it).
        if let preview, preview.frame.contains(point), !panel.frame.contains(point) { return self }
        return super.hitTest(point, with: event)
    }

    /// Closes the menu without choosing (`UIContextMenuInteraction.dismissMenu()`).
    func _dismiss() { close(nil) }

    private func close(_ action: UIAction?) {
        guard superview != nil else { return }
        removeFromSuperview()
        done(action)
    }
}
