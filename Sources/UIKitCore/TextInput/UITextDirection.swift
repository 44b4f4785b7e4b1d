//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A direction for `UITextInputTokenizer` queries: a storage direction (`.storage(.forward)`)
/// or a layout direction (`.layout(.right)`), which share one integer space (storage 0–1,
/// layout 2–5), as on iOS.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    /// The direction's integer value: a `UITextStorageDirection` or `UITextLayoutDirection` raw value.
    public var rawValue: Int
    /// A direction from its integer value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A direction from its integer value.
    public init(_ rawValue: Int) { self.rawValue = rawValue }

    /// The storage direction `direction`.
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    /// The layout direction `direction`.
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}
