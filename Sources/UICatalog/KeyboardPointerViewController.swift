//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The keyboard and pointer page: key commands (⌘R/⌘G/⌘B paint a box, arrows move it with
/// priority over scrolling, Escape puts it back; Ctrl works for ⌘ on Linux) listed with their
/// discoverability titles, and pointer interactions (a button with the pointing hand, tiles with
/// an I-beam, a hidden pointer and the system pointer; the tile under the pointer is named); a long
/// press on the box opens a `UIContextMenuInteraction` menu of its colours.
final class KeyboardPointerViewController: CatalogPageViewController, UIPointerInteractionDelegate,
    UIContextMenuInteractionDelegate {
    let box = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    let stage = UIView()
    let lastCommand = UILabel()
    let pointerLabel = UILabel()
    /// The tiles' names and styles (nil name: the tile is the button).
    static let tiles: [(String, () -> UIPointerStyle)] = [
        ("I-beam", { UIPointerStyle(shape: .verticalBeam(length: 24)) }),
        ("Hidden", { .hidden() }),
        ("System", { .system() }),
    ]

    private let commands: [UIKeyCommand] = {
        func paint(_ title: String, _ key: String, _ action: Selector) -> UIKeyCommand {
            UIKeyCommand(title: title, action: action, input: key, modifierFlags: .command,
                         discoverabilityTitle: "Paint the Box \(title)")
        }
        let arrows = [(UIKeyCommand.inputUpArrow, "Up"), (UIKeyCommand.inputDownArrow, "Down"),
                      (UIKeyCommand.inputLeftArrow, "Left"), (UIKeyCommand.inputRightArrow, "Right")].map { input, name in
            let c = UIKeyCommand(title: name, action: "moveBox:", input: input, propertyList: name,
                                 discoverabilityTitle: "Move the Box \(name)")
            c.wantsPriorityOverSystemBehavior = true
            return c
        }
        return [paint("Red", "r", "paintRed:"), paint("Green", "g", "paintGreen:"), paint("Blue", "b", "paintBlue:")]
            + arrows + [UIKeyCommand(title: "Reset", action: "resetBox:", input: UIKeyCommand.inputEscape,
                                     discoverabilityTitle: "Put the Box Back")]
    }()

    override var keyCommands: [UIKeyCommand]? { commands }
    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Keyboard & Pointer", subtitle: "UIKeyCommand on the responder chain, UIPointerInteraction and the desktop cursor")
        registerActions()

        // MARK: Shortcuts
        let list = UIStackView(arrangedSubviews: commands.map { c in
            let keys = UILabel(), title = UILabel()
            keys.text = Self.symbols(for: c)
            keys.font = UIFont.systemFont(ofSize: 14, weight: .semibold)
            keys.widthAnchor.constraint(equalToConstant: 44).isActive = true
            title.text = c.discoverabilityTitle ?? c.title
            title.font = UIFont.systemFont(ofSize: 14)
            return UIStackView(arrangedSubviews: [keys, title])
        })
        list.axis = .vertical
        list.spacing = 6
        lastCommand.text = "Press a shortcut (Ctrl works for ⌘)."
        lastCommand.font = UIFont.systemFont(ofSize: 13)
        lastCommand.textColor = .secondaryLabel
        lastCommand.accessibilityIdentifier = "shortcuts.last"
        stage.backgroundColor = .tertiarySystemGroupedBackground
        stage.layer.cornerRadius = 8
        stage.clipsToBounds = true
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 10
        box.accessibilityIdentifier = "shortcuts.box"
        stage.addSubview(box)
        box.addInteraction(UIContextMenuInteraction(delegate: self))   // a long press on the box: a menu of colours
        let shortcuts = UIStackView(arrangedSubviews: [list, lastCommand, stage])
        shortcuts.axis = .vertical
        shortcuts.spacing = 10
        stage.heightAnchor.constraint(equalToConstant: 140).isActive = true

        // MARK: Pointer
        let hand = UIButton(type: .system)
        hand.setTitle("Button", for: .normal)
        hand.isPointerInteractionEnabled = true
        hand.accessibilityIdentifier = "pointer.button"
        var tileViews: [UIView] = [hand]
        for (i, tile) in Self.tiles.enumerated() {
            let v = UILabel()
            v.text = tile.0
            v.textAlignment = .center
            v.font = UIFont.systemFont(ofSize: 14, weight: .medium)
            v.backgroundColor = .tertiarySystemGroupedBackground
            v.layer.cornerRadius = 8
            v.clipsToBounds = true
            v.tag = i
            v.isUserInteractionEnabled = true
            v.accessibilityIdentifier = "pointer.\(tile.0.lowercased())"
            v.addInteraction(UIPointerInteraction(delegate: self))
            tileViews.append(v)
        }
        let tiles = UIStackView(arrangedSubviews: tileViews)
        tiles.spacing = 10
        tiles.distribution = .fillEqually
        tiles.heightAnchor.constraint(equalToConstant: 80).isActive = true
        pointerLabel.text = "Move the mouse over the tiles."
        pointerLabel.font = UIFont.systemFont(ofSize: 13)
        pointerLabel.textColor = .secondaryLabel
        pointerLabel.accessibilityIdentifier = "pointer.status"
        let pointer = UIStackView(arrangedSubviews: [tiles, pointerLabel])
        pointer.axis = .vertical
        pointer.spacing = 10

        let column = UIStackView(arrangedSubviews: [
            CardView(caption: "UIKEYCOMMAND", content: shortcuts),
            CardView(caption: "UIPOINTERINTERACTION", content: pointer),
        ])
        column.axis = .vertical
        column.spacing = Self.gap
        pinToCardArea(column)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()   // the commands are searched from the first responder up
    }

    private func registerActions() {
        for (action, colour) in [("paintRed:", UIColor.systemRed), ("paintGreen:", .systemGreen), ("paintBlue:", .systemBlue)] {
            registerAction(Selector(action)) { [unowned self] sender, _ in
                box.backgroundColor = colour
                ran(sender)
            }
        }
        registerAction("moveBox:") { [unowned self] sender, _ in
            let step: CGFloat = 20
            var c = box.center
            switch (sender as? UIKeyCommand)?.propertyList as? String {
            case "Up": c.y -= step
            case "Down": c.y += step
            case "Left": c.x -= step
            default: c.x += step
            }
            c.x = min(max(c.x, 30), max(30, stage.bounds.width - 30))
            c.y = min(max(c.y, 30), max(30, stage.bounds.height - 30))
            box.center = c
            ran(sender)
        }
        registerAction("resetBox:") { [unowned self] sender, _ in
            box.frame.origin = CGPoint(x: 20, y: 20)
            box.backgroundColor = .systemBlue
            ran(sender)
        }
    }

    private func ran(_ sender: Any?) {
        guard let c = sender as? UIKeyCommand else { return }
        lastCommand.text = "Ran: \(c.discoverabilityTitle ?? c.title) (\(Self.symbols(for: c)))"
    }

    /// "⌘R", "↑", "Esc": a shortcut as the keyboard-shortcut overlay writes it.
    static func symbols(for c: UIKeyCommand) -> String {
        var s = ""
        let m = c.modifierFlags
        if m.contains(.control) { s += "⌃" }
        if m.contains(.alternate) { s += "⌥" }
        if m.contains(.shift) { s += "⇧" }
        if m.contains(.command) { s += "⌘" }
        let names = [UIKeyCommand.inputUpArrow: "↑", UIKeyCommand.inputDownArrow: "↓", UIKeyCommand.inputLeftArrow: "←",
                     UIKeyCommand.inputRightArrow: "→", UIKeyCommand.inputEscape: "Esc"]
        let input = c.input ?? ""
        return s + (names[input] ?? input.uppercased())
    }

    // MARK: UIPointerInteractionDelegate

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let tag = interaction.view?.tag, Self.tiles.indices.contains(tag) else { return nil }
        return Self.tiles[tag].1()
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        guard let v = interaction.view, Self.tiles.indices.contains(v.tag) else { return }
        pointerLabel.text = "Pointer over: \(Self.tiles[v.tag].0)"
        animator.addAnimations { v.backgroundColor = .systemFill }
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: UIPointerInteractionAnimating) {
        guard let v = interaction.view else { return }
        pointerLabel.text = "Move the mouse over the tiles."
        animator.addAnimations { v.backgroundColor = .tertiarySystemGroupedBackground }
    }

    // MARK: UIContextMenuInteractionDelegate

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [("Red", UIColor.systemRed), ("Green", .systemGreen), ("Blue", .systemBlue)].map { name, colour in
                UIAction(title: name, state: box.backgroundColor == colour ? .on : .off) { [unowned self] _ in
                    box.backgroundColor = colour
                    lastCommand.text = "Menu: \(name)"
                }
            })
        })
    }
}
