//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CoreGraphics
import Foundation

/// One rectangle of a selection's highlight, as `UITextInput.selectionRects(for:)` returns them
/// (a selection over several lines has one per line). Abstract: text objects subclass it and
/// override its properties; the base describes an empty, horizontal, natural-direction rect.
@preconcurrency @MainActor open class UITextSelectionRect: NSObject {
    /// A selection rectangle; subclasses give its geometry.
    public override init() { super.init() }

    /// The rectangle, in the text object's coordinates. `.zero` in the base.
    open var rect: CGRect { .zero }
    /// The writing direction of the text in the rectangle. `.natural` in the base.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether the rectangle holds the start of the selection. False in the base.
    open var containsStart: Bool { false }
    /// Whether the rectangle holds the end of the selection. False in the base.
    open var containsEnd: Bool { false }
    /// Whether the text in the rectangle runs vertically. False in the base.
    open var isVertical: Bool { false }
    /// The transform applied to the rectangle (iOS 17). Identity in the base.
    open var transform: CGAffineTransform { .identity }
}
