//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A paragraph style whose values can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// A mutable paragraph style with the default values.
    public override init() { super.init() }

    open override var alignment: NSTextAlignment { get { _alignment } set { _alignment = newValue } }
    open override var lineBreakMode: NSLineBreakMode { get { _lineBreakMode } set { _lineBreakMode = newValue } }
    open override var lineSpacing: CGFloat { get { _lineSpacing } set { _lineSpacing = newValue } }
    open override var paragraphSpacing: CGFloat { get { _paragraphSpacing } set { _paragraphSpacing = newValue } }
    open override var firstLineHeadIndent: CGFloat { get { _firstLineHeadIndent } set { _firstLineHeadIndent = newValue } }
    open override var headIndent: CGFloat { get { _headIndent } set { _headIndent = newValue } }
    open override var tailIndent: CGFloat { get { _tailIndent } set { _tailIndent = newValue } }
    open override var minimumLineHeight: CGFloat { get { _minimumLineHeight } set { _minimumLineHeight = newValue } }
    open override var maximumLineHeight: CGFloat { get { _maximumLineHeight } set { _maximumLineHeight = newValue } }
    open override var lineHeightMultiple: CGFloat { get { _lineHeightMultiple } set { _lineHeightMultiple = newValue } }
}
