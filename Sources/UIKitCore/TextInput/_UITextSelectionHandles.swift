//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A text field or text view that shows selection handles.
@MainActor protocol _UITextSelectionHandleHost: UIView {
    /// The selection's two ends as caret rectangles in the host's coordinates (the start's
    /// before its first character, the end's after its last), or nil when nothing is selected
    /// or the host isn't editing or selecting.
    var _selectionEndRects: (start: CGRect, end: CGRect)? { get }
    /// A handle was dragged to `point` (host coordinates): that end of the selection moves to
    /// the text position nearest it, never past the other end.
    func _dragSelectionEnd(_ end: _UITextSelectionHandles.End, to point: CGPoint)
}

/// The two grabbers at the ends of a range selection, as iOS draws them: a bar in the tint
/// colour the height of the line, with a dot above the start and below the end. Dragging one
/// moves that end of the selection. They show whenever a range is selected in the host.
@MainActor final class _UITextSelectionHandles {
    /// Which end of the selection a handle holds.
    enum End { case start, end }

    unowned let host: any _UITextSelectionHandleHost
    private(set) lazy var start = _UITextSelectionGrabber(end: .start, handles: self)
    private(set) lazy var end = _UITextSelectionGrabber(end: .end, handles: self)
    /// Whether the grabbers are in the host now.
    private(set) var isShown = false

    init(host: any _UITextSelectionHandleHost) {
        self.host = host
    }

    /// Puts the grabbers at the selection's ends, or takes them away when there is no range.
    func update() {
        guard let rects = host._selectionEndRects else { return hide() }
        if !isShown {
            host.addSubview(start)
            host.addSubview(end)
            isShown = true
        }
        start.place(at: rects.start)
        end.place(at: rects.end)
    }

    /// The selection after dragging its `end` to `offset`, or nil when it doesn't change. An
    /// end never passes the other: at least one character stays selected.
    static func selection(_ range: Range<Int>, moving end: End, to offset: Int) -> Range<Int>? {
        switch end {
        case .start: return offset < range.upperBound && offset != range.lowerBound ? offset..<range.upperBound : nil
        case .end: return offset > range.lowerBound && offset != range.upperBound ? range.lowerBound..<offset : nil
        }
    }

    /// Takes the grabbers away (editing ended).
    func hide() {
        guard isShown else { return }
        start.removeFromSuperview()
        end.removeFromSuperview()
        isShown = false
    }
}

/// One selection grabber: a view a little larger than what it draws, so a finger can take it.
@MainActor final class _UITextSelectionGrabber: UIView {
    let end: _UITextSelectionHandles.End
    unowned let handles: _UITextSelectionHandles
    /// The dot's diameter and the bar's width (points; ⚠ measured from iOS screenshots).
    static let dotDiameter: CGFloat = 10, barWidth: CGFloat = 2
    /// How far the touch area reaches beside the bar.
    static let reach: CGFloat = 12
    /// The height of the line the bar stands on.
    private var lineHeight: CGFloat = 0
    /// Where in the grabber the finger took it, from the caret's middle (so the selection
    /// doesn't jump to the finger).
    private var grabOffset: CGPoint = .zero

    init(end: _UITextSelectionHandles.End, handles: _UITextSelectionHandles) {
        self.end = end
        self.handles = handles
        super.init(frame: .zero)
        isOpaque = false
        isAccessibilityElement = false
        accessibilityIdentifier = end == .start ? "_selectionStartHandle" : "_selectionEndHandle"
        let press = UILongPressGestureRecognizer(target: self, action: _UITextSelectionGrabber._pressed)
        press.minimumPressDuration = 0
        press.allowableMovement = .greatestFiniteMagnitude
        addGestureRecognizer(press)
    }

    required init?(coder: NSCoder) { nil }

    /// Stands the bar on `caret` (host coordinates).
    func place(at caret: CGRect) {
        let d = Self.dotDiameter, r = Self.reach
        let h = ceil(caret.height)
        let frame = CGRect(x: (caret.midX - r).rounded(), y: (caret.minY - (end == .start ? d : 0)).rounded(),
                           width: 2 * r, height: h + d)
        if lineHeight != h { lineHeight = h; setNeedsDisplay() }
        if self.frame != frame { self.frame = frame }
    }

    override func draw(_ rect: CGRect) {
        tintColor.resolvedColor(with: traitCollection).setFill()
        let d = Self.dotDiameter, w = Self.barWidth
        let barTop: CGFloat = end == .start ? d - 1 : 0
        UIRectFill(CGRect(x: bounds.midX - w / 2, y: barTop, width: w, height: lineHeight + 1))
        let dotY: CGFloat = end == .start ? 0 : lineHeight
        UIBezierPath(ovalIn: CGRect(x: bounds.midX - d / 2, y: dotY, width: d, height: d)).fill()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    func _pressed(_ g: UILongPressGestureRecognizer) {
        guard let host = superview as? any _UITextSelectionHandleHost else { return }
        let p = g.location(in: host)
        let caretMiddle = CGPoint(x: frame.midX, y: frame.minY + (end == .start ? Self.dotDiameter : 0) + lineHeight / 2)
        switch g.state {
        case .began: grabOffset = CGPoint(x: p.x - caretMiddle.x, y: p.y - caretMiddle.y)
        case .changed: host._dragSelectionEnd(end, to: CGPoint(x: p.x - grabOffset.x, y: p.y - grabOffset.y))
        default: break
        }
    }

    // A grabber keeps its touches: the host must not take them for a tap or a drag selection.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
