//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a search field tells its delegate beyond a text field's (iOS 13): set a search field's
/// `delegate` to an object adopting it. Every method is optional: the extension's defaults do
/// nothing. `searchTextField(_:itemProviderForCopying:)` is not available: Linux has no
/// `NSItemProvider` (tokens are not copied, see `allowsCopyingTokens`).
@preconcurrency @MainActor public protocol UISearchTextFieldDelegate: UITextFieldDelegate {
    /// A person chose one of the field's `searchSuggestions` (iOS 16). No suggestion menu shows
    /// on Linux yet, so the field itself never calls it.
    func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion)
}

extension UISearchTextFieldDelegate {
    /// Does nothing.
    public func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {}
}
