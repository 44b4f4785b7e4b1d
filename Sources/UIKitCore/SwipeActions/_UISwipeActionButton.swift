//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One action's button: its background colour, and its title in white (or its image) centred,
/// or on the inner side while a full swipe is armed.
package final class _UISwipeActionButton: UIControl {
    enum ContentPlacement { case center, left, right }

    package let action: UIContextualAction
    package let titleLabel = UILabel()
    package let imageView = UIImageView()
    var contentPlacement: ContentPlacement = .center { didSet { if oldValue != contentPlacement { setNeedsLayout() } } }

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = action.backgroundColor
        titleLabel.isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        if let image = action.image {
            imageView.image = image
            addSubview(imageView)
        } else {
            titleLabel.text = action.title
            titleLabel.textColor = .white
            titleLabel.font = UIFont.systemFont(ofSize: _UISwipeActionsView.titleFontSize)
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
        isAccessibilityElement = true
        accessibilityLabel = action.title
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) { nil }

    /// The content's natural size (the title on one line, or the image).
    var contentSize: CGSize {
        if action.image != nil { return imageView.image?.size ?? .zero }
        return titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// The content plus padding on both sides, at least the minimum width.
    package var preferredWidth: CGFloat {
        max(_UISwipeActionsView.minimumButtonWidth, ceil(contentSize.width) + 2 * _UISwipeActionsView.buttonPadding)
    }

    override package func layoutSubviews() {
        super.layoutSubviews()
        let content = contentSize
        let pad = _UISwipeActionsView.buttonPadding
        let x: CGFloat
        switch contentPlacement {
        case .center: x = (bounds.width - content.width) / 2
        case .left: x = pad
        case .right: x = bounds.width - pad - content.width
        }
        let rect = CGRect(x: x, y: (bounds.height - content.height) / 2, width: content.width, height: content.height)
        if action.image != nil { imageView.frame = rect } else { titleLabel.frame = rect }
    }
}
