//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The desktop cursors pointer styles become.
package enum _UIPointerCursor: Sendable, Equatable {
    /// The arrow (the system pointer).
    case arrow
    /// The pointing hand (an effect over a view: a button, a card).
    case pointingHand
    /// The text I-beam (a beam shape).
    case iBeam
    /// No cursor (`UIPointerStyle.hidden()`).
    case hidden
}

/// The seam through which the pointer's style reaches the desktop: a platform backend (SDL)
/// shows the cursor; without one (headless, tests) only `_UIPointerDriver.shared.cursor` says
/// what it would be.
@MainActor package protocol UICursorPresenting: AnyObject {
    /// Shows `cursor` (called when it changes).
    func showCursor(_ cursor: _UIPointerCursor)
}
