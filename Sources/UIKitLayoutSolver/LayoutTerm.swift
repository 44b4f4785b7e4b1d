//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// `coefficient × variable`, one term of a constraint's expression.
public struct LayoutTerm: Sendable {
    /// The variable multiplied.
    public var variable: LayoutVariable
    /// The factor applied to the variable (any finite number; NaN or infinity is refused on adding).
    public var coefficient: Double

    /// The term `coefficient × variable`.
    public init(_ variable: LayoutVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
