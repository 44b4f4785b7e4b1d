//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The region a text view lays its text out in: its size, the padding at each line's ends, how
/// lines break and how many there may be.
///
/// A text view's container tracks the view's width (`widthTracksTextView`). Exclusion paths
/// are stored; text does not yet flow around them on Linux (see the porting table).
@preconcurrency @MainActor open class NSTextContainer: NSObject {
    /// A container of `size` (`.zero` for a text view's, which tracks the view).
    public init(size: CGSize) {
        _size = size
        super.init()
    }

    /// A container of zero size.
    public override convenience init() { self.init(size: .zero) }

    /// Makes a container from an archive (defaults).
    public required convenience init?(coder: NSCoder) { self.init(size: .zero) }

    /// The text view laid out in this container (told of every change).
    weak var _owner: UITextView?

    var _size: CGSize
    /// The container's size; a text view's follows the view's width (less its
    /// `textContainerInset`) while `widthTracksTextView`.
    open var size: CGSize {
        get { _size }
        set {
            guard newValue != _size else { return }
            _size = newValue
            _owner?._containerDidChange()
        }
    }

    /// The empty space at each end of every line (5 pt): a text view's first glyph sits at
    /// `textContainerInset.left + lineFragmentPadding`.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { _owner?._containerDidChange() } } }

    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines: Int = 0 { didSet { if maximumNumberOfLines != oldValue { _owner?._containerDidChange() } } }

    /// How lines break (`.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { _owner?._containerDidChange() } } }

    /// Areas text should flow around (stored; see the porting table).
    open var exclusionPaths: [UIBezierPath] = []

    /// Whether the width follows the text view's (true for a text view's container).
    open var widthTracksTextView = false { didSet { _owner?._containerDidChange() } }

    /// Whether the height follows the text view's (false).
    open var heightTracksTextView = false

    /// Whether the container is a simple rectangle (true while there are no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
}
