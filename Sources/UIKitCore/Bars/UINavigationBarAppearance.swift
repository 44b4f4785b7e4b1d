//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The look of a navigation bar: background and shadow (from `UIBarAppearance`), title and
/// large-title text, and its buttons. Set on a bar (`standardAppearance`, `compactAppearance`,
/// `scrollEdgeAppearance`) or on an item to override the bar's while the item is on top.
@preconcurrency @MainActor open class UINavigationBarAppearance: UIBarAppearance {
    /// Merged over the default title look (17-pt semibold, label colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Merged over the default large-title look (34-pt bold).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Moves the title from its centred place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// Plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The back button's title.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back chevron (nil: the drawn chevron). Set with `setBackIndicatorImage(_:transitionMaskImage:)`.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the title during push and pop animations, set with the back indicator. On Linux:
    /// stored only.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the back chevron (both images or neither, as on iOS).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        guard (backIndicatorImage == nil) == (transitionMaskImage == nil) else {
            return UIKitLog.warning("setBackIndicatorImage(_:transitionMaskImage:): both images or neither must be set; ignored", category: "UINavigationBarAppearance")
        }
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = transitionMaskImage
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = UINavigationBarAppearance(barAppearance: self)
        c.titleTextAttributes = titleTextAttributes
        c.largeTitleTextAttributes = largeTitleTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        c.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        c.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        c.backButtonAppearance = backButtonAppearance.copy() as! UIBarButtonItemAppearance
        c.backIndicatorImage = backIndicatorImage
        c.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        return c
    }
}
