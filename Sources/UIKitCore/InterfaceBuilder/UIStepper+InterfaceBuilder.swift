//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIStepper from a document: the range (before the value, so it isn't clamped by 0…100), the
// value, the step and the wrapping, repeating and continuous flags.

extension UIStepper {
    /// Called by `init?(coder:)` after the stepper's own set-up.
    func _decodeInterfaceBuilderStepper(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        // The bound that keeps minimum < maximum at each step goes first (a stepper refuses the other).
        let low = coder.double("minimumValue"), high = coder.double("maximumValue")
        if let high, high > minimumValue {
            maximumValue = high
            if let low { minimumValue = low }
        } else {
            if let low { minimumValue = low }
            if let high { maximumValue = high }
        }
        if let v = coder.double("value") { value = v }
        if let v = coder.double("stepValue"), v > 0 { stepValue = v }
        if let w = coder.bool("wraps") { wraps = w }
        if let a = coder.bool("autorepeat") { autorepeat = a }
        if let c = coder.bool("continuous") { isContinuous = c }
    }
}
