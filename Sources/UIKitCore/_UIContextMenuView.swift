import Foundation

/// The menu over a dimmed window: one row per action (title, red when destructive, grey and
/// inert when disabled, a check mark when on), below the pressed row or above it when there is
/// no room. Submenus show their actions in line (⚠ iOS opens them in place).
@MainActor final class _UIContextMenuView: UIView {
    static let rowHeight: CGFloat = 44
    static let width: CGFloat = 250
    private let done: (UIAction?) -> Void
    private let panel = UIView()

    /// The actions of `elements`, submenus flattened, hidden ones left out.
    static func actions(in elements: [UIMenuElement]) -> [UIAction] {
        elements.flatMap { e -> [UIAction] in
            if let m = e as? UIMenu { return actions(in: m.children) }
            if let a = e as? UIAction, !a.attributes.contains(.hidden) { return [a] }
            return []
        }
    }

    init(actions: [UIAction], anchor: CGRect, in bounds: CGRect, done: @escaping (UIAction?) -> Void) {
        self.done = done
        super.init(frame: bounds)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        let h = CGFloat(actions.count) * Self.rowHeight
        var y = anchor.maxY + 8
        if y + h > bounds.maxY - 8 { y = max(bounds.minY + 8, anchor.minY - 8 - h) }
        let x = min(max(bounds.minX + 8, anchor.minX + 16), bounds.maxX - 8 - Self.width)
        panel.frame = CGRect(x: x, y: y, width: Self.width, height: h)
        panel.backgroundColor = UIColor(white: 0.97, alpha: 1)
        panel.layer.cornerRadius = 13
        panel.layer.masksToBounds = true
        addSubview(panel)
        for (i, a) in actions.enumerated() {
            let row = UIButton(type: .system)
            row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: Self.width, height: Self.rowHeight)
            row.contentHorizontalAlignment = .left
            row.contentEdgeInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            row.setTitle((a.state == .on ? "✓ " : "") + a.title, for: .normal)
            row.setTitleColor(a.attributes.contains(.destructive) ? .systemRed : .label, for: .normal)
            row.setTitleColor(.tertiaryLabel, for: .disabled)
            row.isEnabled = !a.attributes.contains(.disabled)
            row.accessibilityLabel = a.title
            row.addAction(UIAction { [weak self] _ in self?.close(a) }, for: .touchUpInside)
            panel.addSubview(row)
            if i > 0 {
                let line = UIView(frame: CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: Self.width, height: 0.5))
                line.backgroundColor = .separator
                panel.addSubview(line)
            }
        }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `menu`'s actions beside `anchor` (window coordinates) in `window`; false when it has
    /// none to show. `willShow` runs first; `closed` when it closes, before the chosen action runs.
    @discardableResult
    static func present(_ menu: UIMenu?, anchor: CGRect, in window: UIWindow, willShow: () -> Void = {},
                        closed: @escaping () -> Void = {}) -> Bool {
        let actions = actions(in: menu?.children ?? [])
        guard !actions.isEmpty else { return false }
        willShow()
        window.addSubview(_UIContextMenuView(actions: actions, anchor: anchor, in: window.bounds) { chosen in
            closed()
            if let chosen { chosen.handler(chosen) }
        })
        return true
    }

    /// Shows `menu` below `view` (a button whose menu is its primary action).
    static func present(_ menu: UIMenu, from view: UIView) {
        guard let window = view.window else { return }
        present(menu, anchor: view.convert(view.bounds, to: window), in: window)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A tap on the dimmed window outside the menu closes it (one on a disabled item, passed
        // up from its row, does nothing).
        guard let t = touches.first, !panel.frame.contains(t.location(in: self)) else { return }
        close(nil)
    }

    private func close(_ action: UIAction?) {
        guard superview != nil else { return }
        removeFromSuperview()
        done(action)
    }
}
