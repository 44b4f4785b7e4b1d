//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// `coefficient × variable`, one term of a constraint's expression.
public struct LayoutTerm: Sendable {
    public var variable: LayoutVariable
    public var coefficient: Double

    public init(_ variable: LayoutVariable, _ coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
