//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Requirements a generated password must meet, for `UITextInputTraits.passwordRules` (iOS 12),
/// written in Apple's password rules language (e.g. "minlength: 8; required: lower; required: upper;").
///
/// Linux generates no passwords: the rules are kept for the app to read, not parsed.
open class UITextInputPasswordRules: NSObject, @unchecked Sendable {
    /// The rules as given to `init(descriptor:)`.
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor in the password rules language.
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
        super.init()
    }

    /// Equal when the descriptors are.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputPasswordRules)?.passwordRulesDescriptor == passwordRulesDescriptor
    }

    /// The descriptor's hash.
    open override var hash: Int { passwordRulesDescriptor.hashValue }
}
