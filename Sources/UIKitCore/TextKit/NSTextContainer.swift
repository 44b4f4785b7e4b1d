//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The region text is laid out in: its size, the padding at each line's ends, how lines break
/// and how many there may be. A layout manager lays text out in its containers; a text view's
/// container tracks the view's width (`widthTracksTextView`).
///
/// Text flows around the exclusion paths line by line, in a text view (editing included) as in
/// a layout manager of your own.
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
    /// The layout manager laying text out here.
    weak var _layoutManager: NSLayoutManager?

    /// The layout manager laying text out in this container (weak); a text view's container
    /// answers the view's `layoutManager`.
    open var layoutManager: NSLayoutManager? {
        get { _layoutManager ?? _owner?._makeLayoutManager() }
        set { _layoutManager = newValue }
    }

    /// Moves the whole text system to `newLayoutManager`: this container's manager's storage and
    /// containers go to it.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let containers = old.textContainers
        while !old.textContainers.isEmpty { old.removeTextContainer(at: old.textContainers.count - 1) }
        for c in containers { newLayoutManager.addTextContainer(c) }
        if let storage = old.textStorage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
    }

    /// The geometry changed: the text view and the layout manager lay the text out again.
    private func _geometryDidChange(lines: Bool = false) {
        if lines { _owner?._containerLinesDidChange() } else { _owner?._containerDidChange() }
        _layoutManager?.textContainerChangedGeometry(self)
    }

    var _size: CGSize
    /// The container's size; a text view's follows the view's width (less its
    /// `textContainerInset`) while `widthTracksTextView`, and is unbounded in height (as on iOS)
    /// unless `heightTracksTextView`.
    open var size: CGSize {
        get {
            guard let tv = _owner, widthTracksTextView || heightTracksTextView else { return _size }
            let inset = tv.textContainerInset
            let unbounded = _size.height > 0 ? _size.height : CGFloat.greatestFiniteMagnitude
            return CGSize(width: widthTracksTextView ? max(0, tv.bounds.width - inset.left - inset.right) : _size.width,
                          height: heightTracksTextView ? max(0, tv.bounds.height - inset.top - inset.bottom) : unbounded)
        }
        set {
            guard newValue != _size else { return }
            let old = _size
            _size = newValue
            _geometryDidChange()
            if let lm = _layoutManager { lm.delegate?.layoutManager(lm, textContainer: self, didChangeGeometryFrom: old) }
        }
    }

    /// The empty space at each end of every line (5 pt): a text view's first glyph sits at
    /// `textContainerInset.left + lineFragmentPadding`.
    open var lineFragmentPadding: CGFloat = 5 { didSet { if lineFragmentPadding != oldValue { _geometryDidChange() } } }

    /// The most lines laid out (0: no limit); in a text view the lines past it are not shown
    /// and the last one is truncated as `lineBreakMode` says.
    open var maximumNumberOfLines: Int = 0 {
        didSet {
            if maximumNumberOfLines < 0 {
                UIKitLog.warning("NSTextContainer.maximumNumberOfLines: negative value \(maximumNumberOfLines) ignored", category: "TextKit")
                maximumNumberOfLines = oldValue
            }
            if maximumNumberOfLines != oldValue { _geometryDidChange(lines: true) }
        }
    }

    /// How lines break, and how the last line is truncated at `maximumNumberOfLines`
    /// (`.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { if lineBreakMode != oldValue { _geometryDidChange(lines: true) } } }

    /// Areas text flows around, in container coordinates (a text view's container starts inside
    /// its `textContainerInset`): each line beside them goes in the widest part of its band that
    /// the paths' bounding rectangles leave free, below them when none is wide enough. Setting
    /// them lays the text out again.
    open var exclusionPaths: [UIBezierPath] = [] { didSet { _geometryDidChange(lines: true) } }

    /// Whether the width follows the text view's (true for a text view's container).
    open var widthTracksTextView = false { didSet { _geometryDidChange() } }

    /// Whether the height follows the text view's (false).
    open var heightTracksTextView = false

    /// Whether the container is a simple rectangle (true while there are no exclusion paths).
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
}
