//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A ready-made search suggestion (iOS 16): text, an optional description and icon, and any
/// object the app attaches.
@preconcurrency @MainActor open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text.
    public let localizedSuggestion: String?
    /// The suggestion's styled text.
    public let localizedAttributedSuggestion: NSAttributedString?
    /// A line describing the suggestion.
    public let localizedDescription: String?
    /// An image shown with the suggestion.
    public let iconImage: UIImage?
    /// Any object the app attaches to the suggestion (nil).
    open var representedObject: Any?

    /// A suggestion with text, and optionally a description and an icon.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String? = nil, iconImage: UIImage? = nil) {
        localizedSuggestion = suggestion
        localizedAttributedSuggestion = nil
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// A suggestion with styled text, and optionally a description and an icon.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String? = nil, iconImage: UIImage? = nil) {
        localizedSuggestion = suggestion.string
        localizedAttributedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
