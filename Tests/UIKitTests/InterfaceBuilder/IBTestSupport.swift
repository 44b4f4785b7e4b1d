//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
@testable import UIKitCore
import UIKit

/// Test documents written to a fresh folder that serves as a bundle.
@MainActor enum IBTestBundle {
    /// A bundle over a new temporary folder holding `files` (relative path → contents).
    static func make(_ files: [String: String]) -> Bundle {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-\(UUID().uuidString)")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(text.utf8).write(to: url)
        }
        return Bundle(path: dir.path)!
    }

    /// A xib document around `objects` (the `<objects>` content), as Xcode 15 writes it.
    static func xib(_ objects: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                <capability name="System colors in document resources" minToolsVersion="11.0"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>
            <objects>
        \(objects)
            </objects>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }
}

/// The order `awakeFromNib` reached the test classes, with whether their outlets were set then.
@MainActor enum IBAwakeLog {
    static var entries: [String] = []
}

/// A File's Owner with outlets and the three action signatures, written as uikit-port writes
/// the `setValue(_:forKey:)` and `_actionHandler(for:)` overrides.
@MainActor final class IBCardOwner: UIResponder {
    var rootView: UIView?
    var titleLabel: UILabel?
    var buttons: [UIButton] = []
    var log: [String] = []

    func tappedNoArguments() { log.append("()") }
    func tapped(_ sender: UIButton) { log.append("(sender:\(sender.currentTitle ?? ""))") }
    func tapped(_ sender: UIButton, forEvent event: UIEvent) { log.append("(sender,event:\(event.type == .touches))") }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "rootView": rootView = value as? UIView
        case "titleLabel": titleLabel = value as? UILabel
        case "buttons": buttons = value as? [UIButton] ?? []
        default: super.setValue(value, forKey: key)
        }
    }

    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "tappedNoArguments": return { [unowned self] _, _ in self.tappedNoArguments() }
        case "tapped:": return { [unowned self] sender, _ in self.tapped(sender as! UIButton) }
        case "tapped:forEvent:": return { [unowned self] sender, event in self.tapped(sender as! UIButton, forEvent: event!) }
        default: return super._actionHandler(for: action)
        }
    }
}

/// A custom view with an outlet, an inspectable property and an `awakeFromNib` that records
/// whether the outlet was already connected.
@MainActor final class IBCardView: UIView {
    var badge: UILabel?
    var caption: String?
    var madeByCoder = false

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeByCoder = true
    }

    override init(frame: CGRect) { super.init(frame: frame) }

    override func awakeFromNib() {
        super.awakeFromNib()
        IBAwakeLog.entries.append("card(badge:\(badge != nil),caption:\(caption ?? "nil"))")
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "badge": badge = value as? UILabel
        case "caption": caption = value as? String
        default: super.setValue(value, forKey: key)
        }
    }
}

/// A label subclass recording its `awakeFromNib`.
@MainActor final class IBBadgeLabel: UILabel {
    override func awakeFromNib() {
        super.awakeFromNib()
        IBAwakeLog.entries.append("badge(\(text ?? ""))")
    }
}

/// A view whose `init?(coder:)` fails.
@MainActor final class IBFailingView: UIView {
    required init?(coder: NSCoder) { return nil }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// A controller whose view comes from a nib, with an outlet into it.
@MainActor final class IBProfileViewController: UIViewController {
    var nameLabel: UILabel?
    var didLoadWithOutlet: Bool?

    override func viewDidLoad() {
        super.viewDidLoad()
        didLoadWithOutlet = nameLabel != nil
    }

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// A table cell class from a nib, with an outlet to its label.
@MainActor final class IBNameCell: UITableViewCell {
    var nameLabel: UILabel?

    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": nameLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
