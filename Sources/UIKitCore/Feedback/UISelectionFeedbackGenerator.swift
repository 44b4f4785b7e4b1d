//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A generator of the light ticks that mark a selection changing: a picker wheel's rows, a
/// segmented control's segments. Linux has no haptic engine: the calls are accepted and play
/// nothing (see `UIFeedbackGenerator`).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the tick of a changed selection.
    open func selectionChanged() { _UIFeedbackLog.record(.selection(location: nil), by: self) }

    /// Plays the tick of a changed selection at `location` in the generator's view (iOS 17.5).
    open func selectionChanged(at location: CGPoint) { _UIFeedbackLog.record(.selection(location: location), by: self) }
}
