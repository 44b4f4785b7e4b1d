//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control for selecting a single value from a continuous range of values.
///
/// Built from subviews, as on iOS: a minimum-track and a maximum-track view (capsules in
/// `minimumTrackTintColor` / `maximumTrackTintColor`, or the current track images, stretched by
/// their cap insets), a thumb (a white 28-pt disc with a soft shadow, `thumbTintColor`, or the
/// current thumb image) and the optional minimum/maximum value images at the ends. The minimum
/// end is the **leading** end: in right-to-left layouts it is on the right. `setValue(_:animated:)`
/// animates the thumb and track frames with a UIView animation.
///
/// Interaction: tracking starts only when a touch begins on the thumb (its frame grown by
/// `_thumbHitOutset` points on each side, ⚠ unsourced size); a touch elsewhere on the track does
/// not move the value. While tracking, the thumb keeps the offset at which it was grabbed.
/// `.valueChanged` goes out on every change during the drag (`isContinuous`), or once on release
/// (or cancel) when the value differs from the one at touch-down. Programmatic changes never send
/// actions.
///
/// Sizes (⚠ measured/guessed iOS 14+ look, not sourced): intrinsic height 31 (or the tallest of
/// the thumb and value images), no intrinsic width, thumb 28 × 28, track 4 pt, 6 pt between a
/// value image and the track.
@preconcurrency @MainActor open class UISlider: UIControl {

    // MARK: Metrics (⚠ iOS 14+ look, not sourced)

    static let _defaultHeight: CGFloat = 31
    static let _thumbDiameter: CGFloat = 28
    static let _trackHeight: CGFloat = 4
    static let _valueImageGap: CGFloat = 6
    /// How far (points) the thumb's touch area extends beyond the thumb on each side.
    package static let _thumbHitOutset: CGFloat = 8
    /// Duration of `setValue(_:animated: true)`.
    static let _animationDuration: TimeInterval = 0.25
    /// The light system gray of the maximum track (⚠ #E5E5EA, systemGray5-like).
    static let _defaultMaximumTrackColor = UIColor._system("_sliderMaximumTrackColor", UIColor(red: 0xE5 / 255.0, green: 0xE5 / 255.0, blue: 0xEA / 255.0, alpha: 1), UIColor(_rgb: 0x3A3A3C))
    static let _thumbShadowColor = UIColor.black.cgColor

    // MARK: Parts

    // Layers, not subviews (see `_UIPartLayerDelegate`); images go into their contents as an
    // image view would show them. The value images' layers are made when first needed.
    let _minimumTrackLayer = CALayer()
    let _maximumTrackLayer = CALayer()
    let _thumbLayer = CALayer()
    @exclusivity(unchecked) private(set) var _minimumValueImageLayer: CALayer?
    @exclusivity(unchecked) private(set) var _maximumValueImageLayer: CALayer?

    // MARK: Stored state

    @exclusivity(unchecked) private var _value: Float = 0
    @exclusivity(unchecked) private var _minimumValue: Float = 0
    @exclusivity(unchecked) private var _maximumValue: Float = 1
    @exclusivity(unchecked) private var _thumbImages: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _minimumTrackImages: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _maximumTrackImages: [UInt: UIImage] = [:]

    // Tracking
    @exclusivity(unchecked) private var _grabOffset: CGFloat = 0
    @exclusivity(unchecked) private var _valueAtTouchDown: Float = 0
    /// True from a touch that began on the thumb until it ends (ancestors' pans then fail).
    @exclusivity(unchecked) var _touchBeganOnThumb = false

    // MARK: Init

    public override init(frame: CGRect) {
        super.init(frame: frame)
        _sliderInit()
    }

    /// A slider from an Interface Builder document (range, value, images, tints); with another coder, a default slider.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _sliderInit()
        _decodeInterfaceBuilderSlider(coder)
    }

    private func _sliderInit() {
        isOpaque = false
        for l in [_minimumTrackLayer, _maximumTrackLayer, _thumbLayer] { _UIPartLayerDelegate.attach(l, to: layer) }
        _updateAppearance()
        // The parts are placed by the first layout pass (layoutSubviews).
    }

    // MARK: Value

    /// The slider's value, clamped to `minimumValue…maximumValue`. Setting it sends no action.
    /// NaN and infinite values are ignored (warning).
    open var value: Float {
        get { _value }
        set { setValue(newValue, animated: false) }
    }

    /// Sets `value`, animating the thumb when `animated`. Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard value.isFinite else {
            return UIKitLog.warning("UISlider.setValue: non-finite value \(value) ignored", category: "UISlider")
        }
        _setClampedValue(value, animated: animated)
    }

    private func _setClampedValue(_ v: Float, animated: Bool) {
        let clamped = Swift.min(Swift.max(v, _minimumValue), _maximumValue)
        guard clamped != _value else { return }
        _value = clamped
        _valueDidChange(animated: animated)
    }

    private func _valueDidChange(animated: Bool) {
        if animated && window != nil {
            UIView.animate(withDuration: UISlider._animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: { self._layoutParts() })
        } else {
            _layoutParts()
        }
    }

    /// The value of the leading end (default 0). Raising it above `maximumValue` raises
    /// `maximumValue` to it; raising it above `value` raises `value`.
    open var minimumValue: Float {
        get { _minimumValue }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UISlider.minimumValue: non-finite value \(newValue) ignored", category: "UISlider")
            }
            _minimumValue = newValue
            if _maximumValue < newValue { _maximumValue = newValue }
            if _value < newValue { _value = newValue }
            if _value > _maximumValue { _value = _maximumValue }
            _layoutParts()
        }
    }

    /// The value of the trailing end (default 1). Lowering it below `minimumValue` lowers
    /// `minimumValue` to it; lowering it below `value` lowers `value`.
    open var maximumValue: Float {
        get { _maximumValue }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UISlider.maximumValue: non-finite value \(newValue) ignored", category: "UISlider")
            }
            _maximumValue = newValue
            if _minimumValue > newValue { _minimumValue = newValue }
            if _value > newValue { _value = newValue }
            if _value < _minimumValue { _value = _minimumValue }
            _layoutParts()
        }
    }

    /// True (default): `.valueChanged` is sent on every change while the thumb moves; false: once,
    /// when the thumb is released. `value` tracks the thumb either way.
    @exclusivity(unchecked) open var isContinuous: Bool = true

    // MARK: Value images

    /// Drawn at the leading end; the track is shortened to make room.
    open var minimumValueImage: UIImage? {
        didSet {
            _makeValueImageLayer(for: minimumValueImage, in: &_minimumValueImageLayer)
            _updateAppearance()
            invalidateIntrinsicContentSize()
            _layoutParts()
        }
    }

    /// Drawn at the trailing end; the track is shortened to make room.
    open var maximumValueImage: UIImage? {
        didSet {
            _makeValueImageLayer(for: maximumValueImage, in: &_maximumValueImageLayer)
            _updateAppearance()
            invalidateIntrinsicContentSize()
            _layoutParts()
        }
    }

    /// Makes the value image's layer (under the tracks) the first time there is an image for it;
    /// `_updateAppearance` shows the image.
    private func _makeValueImageLayer(for image: UIImage?, in part: inout CALayer?) {
        guard part == nil, image != nil else { return }
        let l = CALayer()
        l.contentsGravity = .center
        _UIPartLayerDelegate.attach(l, to: layer, below: _minimumTrackLayer)
        part = l
    }

    // MARK: Colours

    /// The track between the minimum end and the thumb; nil (default) uses `tintColor`.
    open var minimumTrackTintColor: UIColor? {
        get { _minimumTrackTintColor }
        set { _setAppearanceProperty("minimumTrackTintColor", \.minimumTrackTintColor, \._minimumTrackTintColor, newValue) { $0._updateAppearance() } }
    }
    @exclusivity(unchecked) private var _minimumTrackTintColor: UIColor?

    /// The track between the thumb and the maximum end; nil (default) uses a light system gray.
    open var maximumTrackTintColor: UIColor? {
        get { _maximumTrackTintColor }
        set { _setAppearanceProperty("maximumTrackTintColor", \.maximumTrackTintColor, \._maximumTrackTintColor, newValue) { $0._updateAppearance() } }
    }
    @exclusivity(unchecked) private var _maximumTrackTintColor: UIColor?

    /// The thumb's colour; nil (default) draws a white thumb with a shadow.
    open var thumbTintColor: UIColor? {
        get { _thumbTintColor }
        set { _setAppearanceProperty("thumbTintColor", \.thumbTintColor, \._thumbTintColor, newValue) { $0._updateAppearance() } }
    }
    @exclusivity(unchecked) private var _thumbTintColor: UIColor?

    // MARK: Per-state images

    /// Sets the thumb image for `state` (nil removes it). States without an image show the
    /// normal-state image, or the standard thumb when there is none.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("thumbImage.\(state.rawValue)", { $0.setThumbImage(image, for: state) }) { return }
        _thumbImages[state.rawValue] = image
        invalidateIntrinsicContentSize()
        _updateAppearance()
        _layoutParts()
    }

    /// Sets the image of the track between the minimum end and the thumb for `state` (nil removes
    /// it); states without one use the normal state's, or the standard capsule.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("minimumTrackImage.\(state.rawValue)", { $0.setMinimumTrackImage(image, for: state) }) { return }
        _minimumTrackImages[state.rawValue] = image
        _updateAppearance()
        _layoutParts()
    }

    /// Sets the image of the track between the thumb and the maximum end for `state` (nil removes
    /// it); states without one use the normal state's, or the standard capsule.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("maximumTrackImage.\(state.rawValue)", { $0.setMaximumTrackImage(image, for: state) }) { return }
        _maximumTrackImages[state.rawValue] = image
        _updateAppearance()
        _layoutParts()
    }

    /// The thumb image set for exactly `state` (nil if none was set for it).
    open func thumbImage(for state: UIControl.State) -> UIImage? { _thumbImages[state.rawValue] }
    /// The minimum-track image set for exactly `state` (nil if none was set for it).
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { _minimumTrackImages[state.rawValue] }
    /// The maximum-track image set for exactly `state` (nil if none was set for it).
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { _maximumTrackImages[state.rawValue] }

    /// The thumb image for the current state (falling back to the normal state's); nil when the
    /// standard thumb is drawn.
    open var currentThumbImage: UIImage? { _image(in: _thumbImages) }
    /// The minimum-track image for the current state (falling back to the normal state's); nil
    /// when the standard track is drawn.
    open var currentMinimumTrackImage: UIImage? { _image(in: _minimumTrackImages) }
    /// The maximum-track image for the current state (falling back to the normal state's); nil
    /// when the standard track is drawn.
    open var currentMaximumTrackImage: UIImage? { _image(in: _maximumTrackImages) }

    private func _image(in images: [UInt: UIImage]) -> UIImage? {
        if images.isEmpty { return nil }
        let s = state
        if let exact = images[s.rawValue] { return exact }
        // A combined state without its own image: try its single flags (disabled, then
        // highlighted, then selected, as UIKit looks them up), then normal.
        for flag in [UIControl.State.disabled, .highlighted, .selected, .focused] where s.contains(flag) {
            if let img = images[flag.rawValue] { return img }
        }
        return images[UIControl.State.normal.rawValue]
    }

    // MARK: Geometry (override points)

    private var _isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The minimum value image's rectangle: at the leading end, vertically centred (zero size
    /// without an image).
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let img = minimumValueImage else { return CGRect(x: _isRTL ? bounds.maxX : bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let s = img.size
        let x = _isRTL ? bounds.maxX - s.width : bounds.minX
        return CGRect(x: x, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The maximum value image's rectangle: at the trailing end, vertically centred.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let img = maximumValueImage else { return CGRect(x: _isRTL ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        let s = img.size
        let x = _isRTL ? bounds.minX : bounds.maxX - s.width
        return CGRect(x: x, y: bounds.midY - s.height / 2, width: s.width, height: s.height)
    }

    /// The whole track between the value images (4 pt tall, or as tall as the current track
    /// images), vertically centred.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var lead: CGFloat = 0, trail: CGFloat = 0
        if minimumValueImage != nil { lead = minimumValueImageRect(forBounds: bounds).width + UISlider._valueImageGap }
        if maximumValueImage != nil { trail = maximumValueImageRect(forBounds: bounds).width + UISlider._valueImageGap }
        let left = _isRTL ? trail : lead, right = _isRTL ? lead : trail
        var h = UISlider._trackHeight
        let minImg = currentMinimumTrackImage, maxImg = currentMaximumTrackImage
        if minImg != nil || maxImg != nil { h = Swift.max(minImg?.size.height ?? 0, maxImg?.size.height ?? 0) }
        let w = Swift.max(0, bounds.width - left - right)
        return CGRect(x: bounds.minX + left, y: bounds.midY - h / 2, width: w, height: h)
    }

    /// The thumb's rectangle for `value` on `rect` (the track): the thumb image's size (28 × 28
    /// by default), centred on the track vertically; its centre runs from
    /// `rect.minX + w/2` (minimum) to `rect.maxX − w/2` (maximum), mirrored in right-to-left.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: UISlider._thumbDiameter, height: UISlider._thumbDiameter)
        let f = CGFloat(_fraction(of: value))
        let travel = Swift.max(0, rect.width - size.width)
        let midX = _isRTL ? rect.maxX - size.width / 2 - f * travel : rect.minX + size.width / 2 + f * travel
        return CGRect(x: midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// 0…1 position of `v` in the range (0 when the range is empty).
    func _fraction(of v: Float) -> Float {
        let range = _maximumValue - _minimumValue
        guard range > 0, v.isFinite else { return 0 }
        return Swift.min(1, Swift.max(0, (v - _minimumValue) / range))
    }

    // MARK: Size

    open override var intrinsicContentSize: CGSize {
        var h = UISlider._defaultHeight
        for img in [minimumValueImage, maximumValueImage, currentThumbImage] {
            if let s = img?.size { h = Swift.max(h, s.height) }
        }
        return CGSize(width: UIView.noIntrinsicMetric, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : 118, height: intrinsicContentSize.height)
    }

    // MARK: Layout and appearance

    open override func layoutSubviews() {
        super.layoutSubviews()
        if _partPlacement.isCurrent(for: self, of: UISlider.self) { return }
        _layoutParts()
    }
    @exclusivity(unchecked) private var _partPlacement = _UIPartPlacement()

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateAppearance()
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        _updateAppearance()
        _layoutParts()
    }

    /// Puts the parts where the geometry methods say.
    func _layoutParts() {
        let b = bounds
        let track = trackRect(forBounds: b)
        let thumb = thumbRect(forBounds: b, trackRect: track, value: _value)
        _thumbLayer.frame = thumb
        _minimumValueImageLayer?.frame = minimumValueImageRect(forBounds: b)
        _maximumValueImageLayer?.frame = maximumValueImageRect(forBounds: b)
        // The tracks meet under the thumb's centre; each keeps its outer end.
        let split = Swift.min(Swift.max(thumb.midX, track.minX), track.maxX)
        let minImg = currentMinimumTrackImage, maxImg = currentMaximumTrackImage
        func trackFrame(_ x0: CGFloat, _ x1: CGFloat, _ img: UIImage?) -> CGRect {
            let h = img?.size.height ?? UISlider._trackHeight
            return CGRect(x: x0, y: track.midY - h / 2, width: Swift.max(0, x1 - x0), height: h)
        }
        if _isRTL {
            _minimumTrackLayer.frame = trackFrame(split, track.maxX, minImg)
            _maximumTrackLayer.frame = trackFrame(track.minX, split, maxImg)
        } else {
            _minimumTrackLayer.frame = trackFrame(track.minX, split, minImg)
            _maximumTrackLayer.frame = trackFrame(split, track.maxX, maxImg)
        }
        func round(_ t: CALayer, _ img: UIImage?) {
            t.cornerRadius = img == nil ? Swift.min(t.bounds.height / 2, t.bounds.width / 2) : 0
        }
        round(_minimumTrackLayer, minImg)
        round(_maximumTrackLayer, maxImg)
        _partPlacement.note(self)
    }

    /// Colours, images, shadow and the disabled look.
    func _updateAppearance() {
        let minImg = currentMinimumTrackImage, maxImg = currentMaximumTrackImage, thumbImg = currentThumbImage
        let tint: UIColor = tintColor
        UIImageView._show(minImg, in: _minimumTrackLayer, tint: tint)
        _minimumTrackLayer.backgroundColor = minImg == nil ? (minimumTrackTintColor ?? tint).cgColor : nil
        UIImageView._show(maxImg, in: _maximumTrackLayer, tint: tint)
        _maximumTrackLayer.backgroundColor = maxImg == nil ? (maximumTrackTintColor ?? UISlider._defaultMaximumTrackColor).cgColor : nil
        if let l = _minimumValueImageLayer { UIImageView._show(minimumValueImage, in: l, tint: tint) }
        if let l = _maximumValueImageLayer { UIImageView._show(maximumValueImage, in: l, tint: tint) }
        UIImageView._show(thumbImg, in: _thumbLayer, tint: tint)
        let thumbLayer = _thumbLayer
        if thumbImg == nil {
            thumbLayer.backgroundColor = (thumbTintColor ?? .white).cgColor
            thumbLayer.cornerRadius = UISlider._thumbDiameter / 2
            thumbLayer.shadowColor = UISlider._thumbShadowColor
            thumbLayer.shadowOpacity = 0.25
            thumbLayer.shadowOffset = CGSize(width: 0, height: 2)
            thumbLayer.shadowRadius = 4
        } else {
            // (Only an image needs it: not set for the thousands of default thumbs.)
            thumbLayer.contentsGravity = .center
            thumbLayer.backgroundColor = nil
            thumbLayer.cornerRadius = 0
            thumbLayer.shadowOpacity = 0
        }
        // ⚠ Disabled look: the tracks and value images fade, the thumb stays opaque (iOS dims the
        // slider; the exact treatment is unsourced).
        let a: Float = isEnabled ? 1 : 0.45
        for l in [_minimumTrackLayer, _maximumTrackLayer, _minimumValueImageLayer, _maximumValueImageLayer] { l?.opacity = a }
    }

    // MARK: Hit testing

    /// The thumb's touch area (its frame grown by `_thumbHitOutset`).
    func _thumbHitRect() -> CGRect {
        let t = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        return t.insetBy(dx: -UISlider._thumbHitOutset, dy: -UISlider._thumbHitOutset)
    }

    /// The bounds plus the thumb's touch area (which may stick out of short bounds).
    open override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        if super.point(inside: point, with: event) { return true }
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return false }
        return _thumbHitRect().contains(point)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        guard _thumbHitRect().contains(p) else {
            _touchBeganOnThumb = false
            return false
        }
        _touchBeganOnThumb = true
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: _value)
        _grabOffset = p.x - thumb.midX
        _valueAtTouchDown = _value
        _updateAppearance()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        _userSetValue(_valueForThumbCenter(p.x - _grabOffset), sendContinuous: isContinuous, event: event)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch {
            let p = touch.location(in: self)
            _userSetValue(_valueForThumbCenter(p.x - _grabOffset), sendContinuous: isContinuous, event: event)
        }
        _finishTracking(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finishTracking(event: event)
    }

    private func _finishTracking(event: UIEvent?) {
        if !isContinuous && _value != _valueAtTouchDown { _sendValueChanged(event) }
        _touchBeganOnThumb = false
        _updateAppearance()
        _layoutParts()
    }

    /// The value whose thumb centre is at `x` (inverts `thumbRect(forBounds:trackRect:value:)`
    /// linearly from its minimum and maximum positions, so subclasses' overrides are respected).
    func _valueForThumbCenter(_ x: CGFloat) -> Float {
        let b = bounds, track = trackRect(forBounds: b)
        let x0 = thumbRect(forBounds: b, trackRect: track, value: _minimumValue).midX
        let x1 = thumbRect(forBounds: b, trackRect: track, value: _maximumValue).midX
        guard x1 != x0, x.isFinite else { return _value }
        let f = Swift.min(1, Swift.max(0, Float((x - x0) / (x1 - x0))))
        return _minimumValue + f * (_maximumValue - _minimumValue)
    }

    /// A change made by the user: moves the thumb at once and sends `.valueChanged` if asked.
    func _userSetValue(_ v: Float, sendContinuous: Bool, event: UIEvent?) {
        let clamped = Swift.min(Swift.max(v, _minimumValue), _maximumValue)
        guard clamped != _value else { return }
        _value = clamped
        UIView.performWithoutAnimation { _layoutParts() }
        if sendContinuous { _sendValueChanged(event) }
    }

    func _sendValueChanged(_ event: UIEvent?) {
        _sendActions(for: .valueChanged, with: event)
    }

    // MARK: Ancestors' recognizers

    /// A pan or swipe recognizer of an ancestor does not begin for a touch that began on the
    /// thumb: the slider's own drag wins (as on iOS, where a one-finger swipe on the knob is the
    /// slider's default action). Recognizers on the slider itself are not affected (UIControl).
    override func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if super._defaultActionPrevents(gestureRecognizer) { return true }
        // Only gestures along the track are the slider's (iOS: "swipes parallel to the slider's
        // travel direction and that start in the thumb"); a drag across it scrolls a list.
        guard UIControl._isAlongTrack(gestureRecognizer, in: self) else { return false }
        if _touchBeganOnThumb || isTracking { return true }
        if let pan = gestureRecognizer as? UIPanGestureRecognizer {
            // The touch may not have reached the slider yet (delaysTouchesBegan): use where it began.
            let now = pan.location(in: self), moved = pan.translation(in: self)
            return _thumbHitRect().contains(CGPoint(x: now.x - moved.x, y: now.y - moved.y))
        }
        return false
    }

    // MARK: Accessibility

    /// `.adjustable` (0x1000), as iOS; `.notEnabled` is added while disabled (UIControl).
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }

    /// The value as a rounded percentage of the range: "50%" for 0.5 in 0…1.
    override var _defaultAccessibilityValue: String? {
        "\(Int((_fraction(of: _value) * 100).rounded()))%"
    }

    /// VoiceOver swipe up: +10 % of the range (clamped), sending `.valueChanged` as a user change.
    open override func accessibilityIncrement() { _adjust(by: 0.1) }
    /// VoiceOver swipe down: −10 % of the range (clamped), sending `.valueChanged`.
    open override func accessibilityDecrement() { _adjust(by: -0.1) }

    func _adjust(by fraction: Float) {
        guard isEnabled else { return }
        let step = (_maximumValue - _minimumValue) * fraction
        let before = _value
        _setClampedValue(_value + step, animated: false)
        if _value != before { _sendActions(for: .valueChanged, with: nil) }
    }

    // MARK: Keyboard

    /// A slider can become first responder (keyboard focus) to take arrow keys.
    override var _acceptsKeyboardFocus: Bool { true }

    /// Arrow keys adjust a focused slider by 10 % of the range (sending `.valueChanged`): up and
    /// the trailing-pointing arrow (right in LTR, left in RTL) increase, down and the other
    /// decrease. Other keys go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            guard let code = press.key?.keyCode else { unhandled.insert(press); continue }
            let rtl = _isRTL
            switch code {
            case .keyboardUpArrow: _adjust(by: 0.1)
            case .keyboardDownArrow: _adjust(by: -0.1)
            case .keyboardRightArrow: _adjust(by: rtl ? -0.1 : 0.1)
            case .keyboardLeftArrow: _adjust(by: rtl ? 0.1 : -0.1)
            default: unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }
}

extension UISlider: _UIDynamicColorUpdating {
    func _updateDynamicColors() { _updateAppearance() }
}
