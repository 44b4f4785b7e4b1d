//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Attributes for a range of UTF-16 offsets (as NSRange counts), like one attribute run of an
/// NSAttributedString. Text not covered by any run uses the first run's attributes; where runs
/// overlap, the later one wins.
package struct TextRun: Hashable, Sendable {
    package var range: Range<Int>
    package var attributes: TextAttributes
    package init(range: Range<Int>, attributes: TextAttributes) { self.range = range; self.attributes = attributes }
}
