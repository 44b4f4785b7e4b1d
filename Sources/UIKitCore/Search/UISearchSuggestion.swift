//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A suggestion a search interface can offer (iOS 16). Only `localizedSuggestion` is required.
@preconcurrency @MainActor public protocol UISearchSuggestion: AnyObject {
    /// The suggestion's text.
    var localizedSuggestion: String? { get }
    /// The suggestion's styled text (nil: `localizedSuggestion`).
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// A line describing the suggestion (nil).
    var localizedDescription: String? { get }
    /// An image shown with the suggestion (nil).
    var iconImage: UIImage? { get }
}

extension UISearchSuggestion {
    /// nil.
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    /// nil.
    public var localizedDescription: String? { nil }
    /// nil.
    public var iconImage: UIImage? { nil }
}
