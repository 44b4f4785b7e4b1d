//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// One attribute of an element, decoded.

/// An attribute of an `IBElement`: its name and its value with entities decoded.
public struct IBAttribute: Equatable, Hashable, Sendable {
    /// The attribute's name, such as `key` or `translatesAutoresizingMaskIntoConstraints`.
    public var name: String
    /// The attribute's value, with `&lt;`, `&#10;` and the other references replaced.
    public var value: String

    /// An attribute `name="value"`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
