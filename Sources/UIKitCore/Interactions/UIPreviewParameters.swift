//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How a preview of a view is drawn: the part shown, its shadow, and its background.
@preconcurrency @MainActor open class UIPreviewParameters: NSObject {
    /// The part of the view shown (nil: all of it).
    open var visiblePath: UIBezierPath?
    /// The shape of the preview's shadow (nil: from the visible path).
    open var shadowPath: UIBezierPath?
    /// The colour behind the preview (default: the system background).
    open var backgroundColor: UIColor! = .systemBackground

    /// Default parameters.
    public override init() { super.init() }

    /// Parameters showing only the given lines of text (rects of the view, as `NSValue`s of
    /// `CGRect`): their union becomes `visiblePath`.
    public convenience init(textLineRects lineRects: [NSValue]) {
        self.init()
        let path = UIBezierPath()
        for v in lineRects { path.append(UIBezierPath(roundedRect: v.cgRectValue, cornerRadius: 4)) }
        visiblePath = path
    }
}
