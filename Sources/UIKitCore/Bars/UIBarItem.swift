//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The common base of the items bars show (`UIBarButtonItem`, `UITabBarItem`).
///
/// It holds a title and/or image, enabled state, per-state title attributes and accessibility
/// text, which the view showing the item follows.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    /// Whether the item responds to taps (true by default); a disabled item is drawn dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { _barItemDidChange() } } }
    /// The text the item shows.
    open var title: String? { didSet { if title != oldValue { _barItemDidChange() } } }
    /// The image the item shows; drawn as a template in the tint colour unless its rendering mode
    /// is `.alwaysOriginal`.
    open var image: UIImage? { didSet { if image !== oldValue { _barItemDidChange() } } }
    /// The image for compact-height bars (stored; the regular image is shown).
    open var landscapeImagePhone: UIImage?
    /// The image the large content viewer shows for the item (accessibility text sizes). On Linux:
    /// stored only; there is no large content viewer.
    open var largeContentSizeImage: UIImage?
    /// Moves the image inside the item's area.
    open var imageInsets: UIEdgeInsets = .zero { didSet { _barItemDidChange() } }
    /// Moves `landscapeImagePhone` inside the item's area. On Linux: stored only.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// A number the app can use to identify the item (0 by default; UIKit ignores it).
    open var tag = 0

    // Accessibility (UIBarItem is an accessibility element's source on iOS): copied to the view
    // that shows the item.
    /// nil: the title (or, for system items, the system's name: "Add", "Share"…).
    open var accessibilityLabel: String? { didSet { _barItemDidChange() } }
    /// Identifies the item's view in UI tests; copied to the view that shows the item.
    open var accessibilityIdentifier: String? { didSet { _barItemDidChange() } }
    /// Describes what activating the item does; copied to the view that shows the item.
    open var accessibilityHint: String? { didSet { _barItemDidChange() } }

    var _titleTextAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public init?(coder: NSCoder) { super.init() }

    /// Text attributes for the title in `state` (font, foreground colour…), merged over the bar's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        _titleTextAttributes[state.rawValue] = attributes
        _barItemDidChange()
    }

    /// The attributes set for `state` (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleTextAttributes[state.rawValue]
    }

    /// Something the item's view shows changed (subclasses refresh their views).
    func _barItemDidChange() {}
}
