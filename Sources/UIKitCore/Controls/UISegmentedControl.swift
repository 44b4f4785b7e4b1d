//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A horizontal control of segments, each working as a discrete button.
///
/// iOS 13+ look (⚠ measured, not sourced): a light gray rounded track (#EEEEEF, corner radius 9),
/// 32 pt tall; the selected segment is a white rounded rectangle (inset 2 pt, radius 7, soft
/// shadow, `selectedSegmentTintColor`) that slides to a newly selected segment; 1-pt separators
/// between unselected neighbours; titles in the 13-pt system font (semibold when selected).
///
/// Interaction: a touch highlights the segment under it (its title fades); on release inside an
/// enabled segment that segment is selected and `.valueChanged` is sent if the selection changed
/// (iOS 13 selects on touch-up). Segments created from `UIAction`s run their action when
/// selected, after `.valueChanged`. With `isMomentary`, the tapped segment is the
/// `selectedSegmentIndex` while the actions run, then the control goes back to `noSegment`
/// (⚠). Programmatic changes send nothing. Indices out of range are ignored with a warning.
@preconcurrency @MainActor open class UISegmentedControl: UIControl {

    /// `selectedSegmentIndex` when no segment is selected.
    public static let noSegment: Int = -1

    /// Segment kinds for appearance customisation (stored for API compatibility).
    public enum Segment: Int, Sendable { case any = 0, left = 1, center = 2, right = 3, alone = 4 }

    // MARK: Metrics (⚠)

    static let _height: CGFloat = 32
    static let _cornerRadius: CGFloat = 9
    static let _selectedInset: CGFloat = 2
    static let _contentPadding: CGFloat = 12
    static let _animationDuration: TimeInterval = 0.25
    static let _trackColor = UIColor._system("_segmentedTrackColor", UIColor(red: 0xEE / 255.0, green: 0xEE / 255.0, blue: 0xEF / 255.0, alpha: 1), UIColor(_rgb: 0x2C2C2E))
    static let _separatorColor = UIColor._system("_segmentedSeparatorColor", UIColor(red: 0xC6 / 255.0, green: 0xC6 / 255.0, blue: 0xC8 / 255.0, alpha: 1), UIColor(_rgb: 0x48484A))
    /// The selected segment's default background (white; iOS's dark grey in dark mode).
    static let _selectionColor = UIColor._system("_segmentedSelectionColor", .white, UIColor(_rgb: 0x636366))

    struct _SegmentData {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
        var contentOffset: CGSize = .zero
    }

    var _segments: [_SegmentData] = []
    private var _selectedIndex: Int = UISegmentedControl.noSegment
    private var _titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The segment under the tracked touch.
    private(set) var _highlightedIndex: Int?

    let _selectionView = UIView(frame: .zero)
    /// Draws the titles and images above the selection indicator.
    let _contentView = _UISegmentedContentView(frame: .zero)

    // MARK: Init

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _segmentedInit()
    }

    /// Archives are not supported on Linux: builds a default segmented control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _segmentedInit()
        _decodeInterfaceBuilderSegmentedControl(coder)
    }

    /// Segments from `items`: `String`s become titles, `UIImage`s images (other items are skipped
    /// with a warning).
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let s = item as? String { _segments.append(_SegmentData(title: s)) }
            else if let i = item as? UIImage { _segments.append(_SegmentData(image: i)) }
            else { UIKitLog.warning("UISegmentedControl(items:): item \(item) is neither a String nor a UIImage; skipped", category: "UISegmentedControl") }
        }
        frame.size = intrinsicContentSize
        _contentChanged()
    }

    /// Segments from `actions` (iOS 14): each shows its action's title (or image) and runs it when
    /// selected.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for a in actions { _segments.append(_SegmentData(title: a.title.isEmpty ? nil : a.title, image: a.image, action: a)) }
        _contentChanged()
    }

    private func _segmentedInit() {
        isOpaque = false
        contentMode = .redraw
        _selectionView.isUserInteractionEnabled = false
        _selectionView.isHidden = true
        let l = _selectionView.layer
        l.cornerRadius = UISegmentedControl._cornerRadius - UISegmentedControl._selectedInset
        l.shadowColor = UIColor.black.cgColor
        l.shadowOpacity = 0.12
        l.shadowOffset = CGSize(width: 0, height: 3)
        l.shadowRadius = 4
        l.borderWidth = 0.5
        l.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(_selectionView)
        _contentView.owner = self
        _contentView.isUserInteractionEnabled = false
        _contentView.isOpaque = false
        _contentView.contentMode = .redraw
        addSubview(_contentView)
        _updateSelectionView(animated: false)
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { _segments.count }

    private func _checkIndex(_ i: Int, _ fn: String) -> Bool {
        guard i >= 0 && i < _segments.count else {
            UIKitLog.warning("UISegmentedControl.\(fn): segment index \(i) out of range 0..<\(_segments.count); ignored", category: "UISegmentedControl")
            return false
        }
        return true
    }

    /// Inserting clamps `segment` into 0…numberOfSegments (as iOS).
    private func _insert(_ data: _SegmentData, at segment: Int, animated: Bool) {
        let i = Swift.min(Swift.max(segment, 0), _segments.count)
        _segments.insert(data, at: i)
        if _selectedIndex >= i && _selectedIndex != UISegmentedControl.noSegment { _selectedIndex += 1 }
        _contentChanged()
    }

    /// Inserts a segment showing `title` at `segment` (clamped to 0...numberOfSegments). On Linux
    /// `animated` is ignored: the change shows at once.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        _insert(_SegmentData(title: title), at: segment, animated: animated)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0...numberOfSegments). On Linux
    /// `animated` is ignored.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        _insert(_SegmentData(image: image), at: segment, animated: animated)
    }

    /// Inserts a segment that shows `action`'s title and image and runs it when the segment is
    /// selected, at `segment` (clamped to 0...numberOfSegments). On Linux `animated` is ignored.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        _insert(_SegmentData(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action), at: segment, animated: animated)
    }

    /// Removes the segment at `segment`, deselecting it if it was selected. An out-of-range index
    /// is ignored with a warning; `animated` is ignored on Linux.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard _checkIndex(segment, "removeSegment(at:animated:)") else { return }
        _segments.remove(at: segment)
        if _selectedIndex == segment { _selectedIndex = UISegmentedControl.noSegment }
        else if _selectedIndex > segment { _selectedIndex -= 1 }
        _contentChanged()
    }

    /// Removes every segment and clears the selection.
    open func removeAllSegments() {
        _segments.removeAll()
        _selectedIndex = UISegmentedControl.noSegment
        _contentChanged()
    }

    /// Makes the segment show `title` (replacing its image). An out-of-range index is ignored with
    /// a warning.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setTitle(_:forSegmentAt:)") else { return }
        _segments[segment].title = title
        _segments[segment].image = nil
        _contentChanged()
    }

    /// The segment's title; nil when it shows an image or the index is out of range.
    open func titleForSegment(at segment: Int) -> String? {
        guard _checkIndex(segment, "titleForSegment(at:)") else { return nil }
        return _segments[segment].title
    }

    /// Makes the segment show `image` (replacing its title). An out-of-range index is ignored with
    /// a warning.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setImage(_:forSegmentAt:)") else { return }
        _segments[segment].image = image
        if image != nil { _segments[segment].title = nil }
        _contentChanged()
    }

    /// The segment's image; nil when it shows a title or the index is out of range.
    open func imageForSegment(at segment: Int) -> UIImage? {
        guard _checkIndex(segment, "imageForSegment(at:)") else { return nil }
        return _segments[segment].image
    }

    /// Gives the segment `action`, whose title and image it then shows and which runs when the
    /// segment is selected.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setAction(_:forSegmentAt:)") else { return }
        _segments[segment].action = action
        _segments[segment].title = action.title.isEmpty ? nil : action.title
        _segments[segment].image = action.image
        _contentChanged()
    }

    /// The action given to the segment, if any.
    open func actionForSegment(at segment: Int) -> UIAction? {
        guard _checkIndex(segment, "actionForSegment(at:)") else { return nil }
        return _segments[segment].action
    }

    /// The index of the segment whose action has `actionIdentifier`, else `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        _segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Enables or disables one segment; a disabled segment is dimmed and can't be selected.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setEnabled(_:forSegmentAt:)") else { return }
        _segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether the segment is enabled (false for an out-of-range index).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        guard _checkIndex(segment, "isEnabledForSegment(at:)") else { return false }
        return _segments[segment].isEnabled
    }

    /// A width of 0 (default) sizes the segment automatically. Negative widths are ignored.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setWidth(_:forSegmentAt:)") else { return }
        guard width.isFinite, width >= 0 else {
            return UIKitLog.warning("UISegmentedControl.setWidth: invalid width \(width) ignored", category: "UISegmentedControl")
        }
        _segments[segment].width = width
        _contentChanged()
    }

    /// The width set for the segment with `setWidth(_:forSegmentAt:)`; 0 when it sizes automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        guard _checkIndex(segment, "widthForSegment(at:)") else { return 0 }
        return _segments[segment].width
    }

    /// Moves the segment's title or image by `offset` from its centred position, in points.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard _checkIndex(segment, "setContentOffset(_:forSegmentAt:)") else { return }
        _segments[segment].contentOffset = offset
        setNeedsDisplay()
    }

    /// The offset of the segment's content set with `setContentOffset(_:forSegmentAt:)`.
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        guard _checkIndex(segment, "contentOffsetForSegment(at:)") else { return .zero }
        return _segments[segment].contentOffset
    }

    // MARK: Selection

    /// The selected segment, or `noSegment` (-1, default). Values outside -1..<numberOfSegments
    /// are ignored with a warning. Setting it sends no action.
    open var selectedSegmentIndex: Int {
        get { _selectedIndex }
        set {
            guard newValue == UISegmentedControl.noSegment || (newValue >= 0 && newValue < _segments.count) else {
                return UIKitLog.warning("UISegmentedControl.selectedSegmentIndex: \(newValue) out of range -1..<\(_segments.count); ignored", category: "UISegmentedControl")
            }
            guard newValue != _selectedIndex else { return }
            _selectedIndex = newValue
            _updateSelectionView(animated: false)
            setNeedsDisplay()
        }
    }

    /// True: segments don't stay selected (the selection lasts while the actions run).
    open var isMomentary: Bool = false

    /// True: segment widths are proportional to their content; false (default): equal.
    open var apportionsSegmentWidthsByContent: Bool = false {
        didSet { _contentChanged() }
    }

    /// The selected segment's fill; nil (default) is white.
    open var selectedSegmentTintColor: UIColor? {
        get { _selectedSegmentTintColor }
        set { _setAppearanceProperty("selectedSegmentTintColor", \.selectedSegmentTintColor, \._selectedSegmentTintColor, newValue) { $0._updateSelectionView(animated: false) } }
    }
    private var _selectedSegmentTintColor: UIColor?

    /// Text attributes (font, foreground colour…) for titles in `state` (`.normal`, `.selected`,
    /// `.highlighted`, `.disabled`); missing ones fall back to the normal state's, then defaults.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        nonisolated(unsafe) let attrs = attributes
        if _recordAppearance("titleTextAttributes.\(state.rawValue)", { $0.setTitleTextAttributes(attrs, for: state) }) { return }
        _titleAttributes[state.rawValue] = attributes
        _contentChanged()
    }

    /// The title attributes set for `state` with `setTitleTextAttributes(_:for:)` (no fallback).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        _titleAttributes[state.rawValue]
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        let widths = _segments.indices.map { _contentWidth($0) }
        var total: CGFloat
        if apportionsSegmentWidthsByContent {
            total = widths.reduce(0, +)
        } else {
            total = (widths.max() ?? 0) * CGFloat(_segments.count)
        }
        // Fixed widths replace their segments' share.
        for (i, s) in _segments.enumerated() where s.width > 0 {
            total += s.width - (apportionsSegmentWidthsByContent ? widths[i] : (widths.max() ?? 0))
        }
        return CGSize(width: Swift.max(total, 0), height: UISegmentedControl._height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Attributes used to draw a title in `state`.
    func _attributes(selected: Bool, disabled: Bool, highlighted: Bool) -> [NSAttributedString.Key: Any] {
        var a: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: UIColor.label,
        ]
        for (k, v) in _titleAttributes[UIControl.State.normal.rawValue] ?? [:] { a[k] = v }
        if selected { for (k, v) in _titleAttributes[UIControl.State.selected.rawValue] ?? [:] { a[k] = v } }
        if highlighted { for (k, v) in _titleAttributes[UIControl.State.highlighted.rawValue] ?? [:] { a[k] = v } }
        if disabled { for (k, v) in _titleAttributes[UIControl.State.disabled.rawValue] ?? [:] { a[k] = v } }
        return a
    }

    /// The natural width of segment `i`'s content plus padding.
    func _contentWidth(_ i: Int) -> CGFloat {
        let s = _segments[i]
        var w: CGFloat = 0
        if let img = s.image { w = img.size.width }
        else if let t = s.title, !t.isEmpty {
            w = ceil(_TextConversion.layout(t, _attributes(selected: true, disabled: false, highlighted: false), width: nil).size.width)
        }
        return w + 2 * UISegmentedControl._contentPadding
    }

    /// The frames of the segments in bounds coordinates (leading segment first; mirrored in RTL).
    package func _segmentFrames() -> [CGRect] {
        let n = _segments.count
        guard n > 0 else { return [] }
        let b = bounds
        var widths = [CGFloat](repeating: 0, count: n)
        let fixed = _segments.reduce(CGFloat(0)) { $0 + $1.width }
        let autoIdx = _segments.indices.filter { _segments[$0].width <= 0 }
        let remaining = Swift.max(0, b.width - fixed)
        if apportionsSegmentWidthsByContent {
            let natural = autoIdx.map { _contentWidth($0) }
            let sum = natural.reduce(0, +)
            for (k, i) in autoIdx.enumerated() { widths[i] = sum > 0 ? remaining * natural[k] / sum : remaining / CGFloat(autoIdx.count) }
        } else {
            for i in autoIdx { widths[i] = remaining / CGFloat(autoIdx.count) }
        }
        for i in _segments.indices where _segments[i].width > 0 { widths[i] = _segments[i].width }
        var frames: [CGRect] = []
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = rtl ? b.maxX : b.minX
        for w in widths {
            if rtl { x -= w; frames.append(CGRect(x: x, y: b.minY, width: w, height: b.height)) }
            else { frames.append(CGRect(x: x, y: b.minY, width: w, height: b.height)); x += w }
        }
        return frames
    }

    /// The segment under `p` (bounds coordinates), or nil.
    func _segmentIndex(at p: CGPoint) -> Int? {
        let frames = _segmentFrames()
        if let i = frames.firstIndex(where: { $0.minX <= p.x && p.x < $0.maxX }) { return i }
        // Outside horizontally: the nearest end segment.
        guard !frames.isEmpty else { return nil }
        return frames.indices.min { abs(frames[$0].midX - p.x) < abs(frames[$1].midX - p.x) }
    }

    private func _contentChanged() {
        invalidateIntrinsicContentSize()
        _updateSelectionView(animated: false)
        setNeedsLayout()
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        UIView.performWithoutAnimation {
            _contentView.frame = bounds
            _updateSelectionView(animated: false)
        }
        _contentView.setNeedsDisplay()
    }

    open override func setNeedsDisplay() {
        super.setNeedsDisplay()
        _contentView.setNeedsDisplay()
    }

    /// Places the selected-segment indicator (animated when the user changed the selection).
    func _updateSelectionView(animated: Bool) {
        let frames = _segmentFrames()
        guard _selectedIndex >= 0, _selectedIndex < frames.count else {
            _selectionView.isHidden = true
            return
        }
        let f = frames[_selectedIndex].insetBy(dx: UISegmentedControl._selectedInset, dy: UISegmentedControl._selectedInset)
        let wasHidden = _selectionView.isHidden
        _selectionView.backgroundColor = selectedSegmentTintColor ?? UISegmentedControl._selectionColor
        _selectionView.alpha = isEnabled ? 1 : 0.6
        if animated && !wasHidden && window != nil {
            UIView.animate(withDuration: UISegmentedControl._animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: { self._selectionView.frame = f })
        } else {
            _selectionView.frame = f
        }
        _selectionView.isHidden = false
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let i = _segmentIndex(at: touch.location(in: self)) else { return false }
        _highlightedIndex = i
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        let i = isTouchInside ? _segmentIndex(at: p) : nil
        if i != _highlightedIndex { _highlightedIndex = i; setNeedsDisplay() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let target = _highlightedIndex
        _highlightedIndex = nil
        setNeedsDisplay()
        guard let i = target, isTouchInside || _isAccessibilityTap, i < _segments.count, _segments[i].isEnabled else { return }
        if isMomentary {
            _selectedIndex = i
            _sendActions(for: .valueChanged, with: event)
            _segments[i].action.map { sendAction($0) }
            _selectedIndex = UISegmentedControl.noSegment
            _updateSelectionView(animated: false)
            return
        }
        guard i != _selectedIndex else { return }
        _selectedIndex = i
        _updateSelectionView(animated: true)
        _sendActions(for: .valueChanged, with: event)
        if i < _segments.count, let action = _segments[i].action { sendAction(action) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _highlightedIndex = nil
        setNeedsDisplay()
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        _updateSelectionView(animated: false)
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Drawing

    /// The track and separators (the selected segment's indicator is the `_selectionView`
    /// subview; titles and images are drawn above it by `_contentView`).
    open override func draw(_ rect: CGRect) {
        let b = bounds
        UISegmentedControl._trackColor.setFill()
        UIBezierPath(roundedRect: b, cornerRadius: Swift.min(UISegmentedControl._cornerRadius, b.height / 2)).fill()
        let frames = _segmentFrames()
        // Separators between neighbours that are both unselected.
        let order = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        UISegmentedControl._separatorColor.setFill()
        for k in 1..<Swift.max(1, order.count) {
            let a = order[k - 1], c = order[k]
            if a == _selectedIndex || c == _selectedIndex { continue }
            UIRectFill(CGRect(x: frames[c].minX - 0.5, y: b.midY - 8, width: 1, height: 16))
        }
    }

    /// Draws the segments' titles/images over the selection indicator.
    func _drawContents(in ctx: CGContext) {
        let frames = _segmentFrames()
        for (i, s) in _segments.enumerated() {
            let f = frames[i].offsetBy(dx: s.contentOffset.width, dy: s.contentOffset.height)
            let selected = i == _selectedIndex
            let disabled = !s.isEnabled || !isEnabled
            let highlighted = i == _highlightedIndex && !disabled
            let alpha: CGFloat = disabled ? 0.3 : (highlighted && !selected ? 0.35 : 1)
            if let img = s.image {
                let sz = img.size
                let dest = CGRect(x: f.midX - sz.width / 2, y: f.midY - sz.height / 2, width: sz.width, height: sz.height)
                if img.renderingMode == .alwaysOriginal {
                    img.draw(in: dest, blendMode: .normal, alpha: alpha)
                } else {
                    let color = (_attributes(selected: selected, disabled: disabled, highlighted: highlighted)[.foregroundColor] as? UIColor) ?? .label
                    img.withTintColor(color).draw(in: dest, blendMode: .normal, alpha: alpha)
                }
            } else if let t = s.title {
                var attrs = _attributes(selected: selected, disabled: disabled, highlighted: highlighted)
                let color = (attrs[.foregroundColor] as? UIColor) ?? .label
                var ca: CGFloat = 1
                _ = color.getRed(nil, green: nil, blue: nil, alpha: &ca)
                attrs[.foregroundColor] = color.withAlphaComponent(ca * alpha)
                let sz = _TextConversion.layout(t, attrs, width: nil).size
                let w = Swift.min(sz.width, f.width - 8)
                let rect = CGRect(x: f.midX - w / 2, y: f.midY - sz.height / 2, width: w, height: sz.height)
                if let ctx = UIGraphicsGetCurrentContext(), UIView._finiteRect(rect) {
                    ctx.saveGState()
                    ctx.clip(to: rect)
                    _TextConversion.layout(t, attrs, width: w).draw(in: ctx, rect: rect)
                    ctx.restoreGState()
                }
            }
        }
        _ = ctx
    }
    // MARK: Accessibility

    /// The control is a container: each segment is an element (label: its title or action title;
    /// traits `.button` plus `.selected`/`.notEnabled`), as on iOS.
    override var _defaultIsAccessibilityElement: Bool { false }

    open override var accessibilityElements: [Any]? {
        get {
            if let explicit = super.accessibilityElements { return explicit }
            let frames = _segmentFrames()
            return _segments.indices.map { i -> UIAccessibilityElement in
                let e = _UISegmentAccessibilityElement(accessibilityContainer: self)
                e.control = self
                e.index = i
                e.accessibilityLabel = _segments[i].title ?? _segments[i].action?.title
                var t: UIAccessibilityTraits = .button
                if i == _selectedIndex { t.insert(.selected) }
                if !_segments[i].isEnabled || !isEnabled { t.insert(.notEnabled) }
                e.accessibilityTraits = t
                e.accessibilityFrameInContainerSpace = frames[i]
                return e
            }
        }
        set { super.accessibilityElements = newValue }
    }

    /// VoiceOver double-tap on a segment: selects it as a tap would.
    func _accessibilitySelect(_ i: Int) -> Bool {
        guard isEnabled, i < _segments.count, _segments[i].isEnabled else { return false }
        _highlightedIndex = i
        _isAccessibilityTap = true
        endTracking(nil, with: nil)
        _isAccessibilityTap = false
        return true
    }
    var _isAccessibilityTap = false
}

/// The segmented control's top layer: draws the segments' contents.
@MainActor final class _UISegmentedContentView: UIView {
    weak var owner: UISegmentedControl?
    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        owner?._drawContents(in: ctx)
    }
}

/// One segment as an accessibility element.
@MainActor final class _UISegmentAccessibilityElement: UIAccessibilityElement {
    weak var control: UISegmentedControl?
    var index = 0
    override func accessibilityActivate() -> Bool { control?._accessibilitySelect(index) ?? false }
}
