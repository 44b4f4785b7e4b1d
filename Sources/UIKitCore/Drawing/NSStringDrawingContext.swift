//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Options and results of drawing or measuring attributed text (`boundingRect`, `draw(with:…)`).
///
/// On Linux: stored values only; the text is never scaled down to fit, so `actualScaleFactor` is 1.
open class NSStringDrawingContext: NSObject {
    /// The smallest factor by which text may be shrunk to fit (default 0, no shrinking). Stored only.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the text was actually shrunk by in the last drawing; always 1 here.
    open var actualScaleFactor: CGFloat { 1 }
    /// The bounds the text last occupied. On Linux: stored only; never updated by drawing.
    open var totalBounds: CGRect = .zero
}
