//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// A custom view designed in `BadgeView.xib`, as iOS apps make reusable views: the xib's File's
/// Owner is the view itself, which loads the nib with `UINib` in both initializers (so it works
/// from code and when a storyboard places a `BadgeView`), adds the nib's content view and gets
/// its outlets and its +1 button's action.
final class BadgeView: UIView {
    // @IBOutlet var contentView: UIView!, countLabel: UILabel!, starButton: UIButton!
    var contentView: UIView!
    var countLabel: UILabel!
    var starButton: UIButton!
    /// Stars given with the +1 button.
    private(set) var stars = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        loadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        loadContent()
    }

    private func loadContent() {
        _ = UINib(nibName: "BadgeView", bundle: .module).instantiate(withOwner: self, options: nil)
        guard let contentView else { return }
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.layer.cornerRadius = 12
        addSubview(contentView)
    }

    // @IBAction
    func starTapped(_ sender: UIButton) {
        stars += 1
        countLabel.text = "\(stars) star\(stars == 1 ? "" : "s") given"
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "contentView": self.contentView = value as? UIView
        case "countLabel": self.countLabel = value as? UILabel
        case "starButton": self.starButton = value as? UIButton
        default: super.setValue(value, forKey: key)
        }
    }

    // uikit-port: storyboards and nibs send these actions by selector name; without the Objective-C runtime, this override finds the methods.
    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "starTapped:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.starTapped(sender) } }
        default: return super._actionHandler(for: action)
        }
    }
}
