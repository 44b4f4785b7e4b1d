//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIPageControl from a document: the number of pages (before the current page, which it
// clamps), single-page hiding, deferred display and the indicator tints.

extension UIPageControl {
    /// Called by `init?(coder:)` after the control's own set-up.
    func _decodeInterfaceBuilderPageControl(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let n = coder.int("numberOfPages") { numberOfPages = n }
        if let p = coder.int("currentPage") { currentPage = p }
        if let h = coder.bool("hidesForSinglePage") { hidesForSinglePage = h }
        if let d = coder.bool("defersCurrentPageDisplay") { defersCurrentPageDisplay = d }
        if let c = coder.color("pageIndicatorTintColor") { pageIndicatorTintColor = c }
        if let c = coder.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = c }
    }
}
