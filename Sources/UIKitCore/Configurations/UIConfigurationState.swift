//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The state a configuration is updated for (`UIContentConfiguration.updated(for:)`): traits
/// plus whatever the owning view adds (a cell: highlighted, selected, editing…).
public protocol UIConfigurationState {
    /// A state with `traitCollection` and the owner's own flags off.
    init(traitCollection: UITraitCollection)
    /// The traits of the environment the configuration is shown in.
    var traitCollection: UITraitCollection { get set }
    /// App-defined state, so custom cells can carry their own flags through configuration updates.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
