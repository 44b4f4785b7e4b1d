//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A function that changes text attributes (a configuration's title/subtitle look).
public struct UIConfigurationTextAttributesTransformer: Sendable {
    /// The function applied to the text attributes.
    public let transform: @Sendable (AttributeContainer) -> AttributeContainer

    /// A transformer applying `transform`.
    public init(_ transform: @escaping @Sendable (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    /// Applies the transform to `input` and returns the result.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}
