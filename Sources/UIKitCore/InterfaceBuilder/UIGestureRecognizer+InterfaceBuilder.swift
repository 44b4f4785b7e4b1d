//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Gesture recognizers and bar items from a document: their attributes (taps and touches
// required, press duration, enabled; titles, images, styles).

extension UIGestureRecognizer {
    /// Reads the recognizer's attributes from its element.
    func _decodeInterfaceBuilder(_ coder: _UINibDecoder) {
        if let v = coder.bool("enabled") { isEnabled = v }
        if let v = coder.bool("cancelsTouchesInView") { cancelsTouchesInView = v }
        if let v = coder.bool("delaysTouchesBegan") { delaysTouchesBegan = v }
        if let v = coder.bool("delaysTouchesEnded") { delaysTouchesEnded = v }
        if let tap = self as? UITapGestureRecognizer {
            if let n = coder.int("numberOfTapsRequired") { tap.numberOfTapsRequired = n }
            if let n = coder.int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = n }
        } else if let press = self as? UILongPressGestureRecognizer {
            if let d = coder.double("minimumPressDuration") { press.minimumPressDuration = d }
            if let n = coder.int("numberOfTapsRequired") { press.numberOfTapsRequired = n }
            if let n = coder.int("numberOfTouchesRequired") { press.numberOfTouchesRequired = n }
        } else if let swipe = self as? UISwipeGestureRecognizer {
            if let n = coder.int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = n }
            let directions: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
            if let d = coder.enumeration("direction", directions) { swipe.direction = d }
        }
    }
}

extension UIBarItem {
    /// Reads the item's title, image, tag and enabled state (and a bar button item's style).
    func _decodeInterfaceBuilder(_ coder: _UINibDecoder) {
        if let t = coder.string("title") { title = t }
        if let i = coder.image("image") { image = i }
        if let t = coder.int("tag") { tag = t }
        if let e = coder.bool("enabled") { isEnabled = e }
        if let item = self as? UIBarButtonItem {
            let styles: [String: UIBarButtonItem.Style] = ["plain": .plain, "done": .done]
            if let s = coder.enumeration("style", styles) { item.style = s }
        }
    }
}
