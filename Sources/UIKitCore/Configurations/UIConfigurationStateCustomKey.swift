//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The key of an app-defined entry of a configuration state.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The raw value (Apple's, where it defines one).
    public let rawValue: String
    /// The `UIConfigurationStateCustomKey` with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key named `rawValue` (the same as `init(rawValue:)`, without the label).
    public init(_ rawValue: String) { self.rawValue = rawValue }
}
