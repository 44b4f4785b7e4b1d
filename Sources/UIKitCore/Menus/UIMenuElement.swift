//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The base of menu items (`UIAction`, and later `UIMenu`/`UICommand`): a title, subtitle and image.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// How a menu element looks and behaves (Apple's raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The option bits of the set (Apple's values).
        public let rawValue: UInt
        /// A set with the given option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays open after the element is chosen. On Linux: not honoured; the menu closes.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check state of a menu element (Apple's raw values).
    public enum State: Int, Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }

    /// The title shown for the element.
    @exclusivity(unchecked) open var title: String
    /// A second line shown under the title. On Linux: context menus do not show it yet.
    @exclusivity(unchecked) open var subtitle: String?
    /// The image shown beside the title. On Linux: context menus do not show it yet.
    @exclusivity(unchecked) open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// Archives are not supported on Linux (exists so iOS subclasses compile).
    public required init?(coder: NSCoder) {
        title = ""
        super.init()
    }
}
