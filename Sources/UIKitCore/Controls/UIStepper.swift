//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control for incrementing or decrementing a value: a rounded gray box split into − and + halves.
///
/// The halves are mirrored in right-to-left layouts (+ on the left).
///
/// Always 94 × 32 points (⚠ iOS 13+ size): other frame/bounds sizes keep the origin and this
/// size. A touch on a half steps the value at once (`.valueChanged`); while the finger stays
/// down and `autorepeat` is true (default) the step repeats after `_autorepeatDelay` (0.5 s)
/// and then every `_autorepeatInterval` (0.1 s), every `_autorepeatFastInterval` (0.05 s)
/// once it repeated for `_autorepeatAccelerateAfter` (2 s) — ⚠ iOS's exact timing is
/// unsourced. Repeats pause while the finger is outside the control. Timers run on the media
/// clock (`_ClockTimers`). With `isContinuous` false, `.valueChanged` is sent once, on release,
/// if the value changed. A half whose step cannot change the value (at the limit, `wraps`
/// false) is drawn disabled and ignores touches.
///
/// Custom images (per state, via `setBackgroundImage`, `setIncrementImage`, `setDecrementImage`,
/// `setDividerImage`) replace the standard drawing of that part when set: background images are
/// stretched over each half (the pressed half uses `.highlighted`, a disabled one `.disabled`).
@preconcurrency @MainActor open class UIStepper: UIControl {

    // MARK: Metrics (⚠)

    package static let _size = CGSize(width: 94, height: 32)
    static let _cornerRadius: CGFloat = 8
    package static let _autorepeatDelay: TimeInterval = 0.5
    package static let _autorepeatInterval: TimeInterval = 0.1
    package static let _autorepeatFastInterval: TimeInterval = 0.05
    package static let _autorepeatAccelerateAfter: TimeInterval = 2.0

    // MARK: Value

    private var _value: Double = 0
    private var _minimumValue: Double = 0
    private var _maximumValue: Double = 100
    private var _stepValue: Double = 1

    /// The value, clamped to `minimumValue…maximumValue` (default 0). Setting it sends no action.
    open var value: Double {
        get { _value }
        set {
            guard newValue.isFinite else {
                return UIKitLog.warning("UIStepper.value: non-finite value \(newValue) ignored", category: "UIStepper")
            }
            let v = Swift.min(Swift.max(newValue, _minimumValue), _maximumValue)
            guard v != _value else { return }
            _value = v
            setNeedsDisplay()
        }
    }

    /// Default 0. Must be less than `maximumValue` (otherwise ignored with a warning, where iOS
    /// throws); `value` is clamped into the new range.
    open var minimumValue: Double {
        get { _minimumValue }
        set {
            guard newValue.isFinite, newValue < _maximumValue else {
                return UIKitLog.warning("UIStepper.minimumValue: \(newValue) must be finite and less than maximumValue \(_maximumValue); ignored", category: "UIStepper")
            }
            _minimumValue = newValue
            if _value < newValue { _value = newValue }
            setNeedsDisplay()
        }
    }

    /// Default 100. Must be greater than `minimumValue` (otherwise ignored with a warning).
    open var maximumValue: Double {
        get { _maximumValue }
        set {
            guard newValue.isFinite, newValue > _minimumValue else {
                return UIKitLog.warning("UIStepper.maximumValue: \(newValue) must be finite and greater than minimumValue \(_minimumValue); ignored", category: "UIStepper")
            }
            _maximumValue = newValue
            if _value > newValue { _value = newValue }
            setNeedsDisplay()
        }
    }

    /// Default 1. Values ≤ 0 (or non-finite) are ignored with a warning (iOS throws).
    open var stepValue: Double {
        get { _stepValue }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return UIKitLog.warning("UIStepper.stepValue: \(newValue) must be greater than 0; ignored", category: "UIStepper")
            }
            _stepValue = newValue
        }
    }

    /// True: stepping past a limit goes to the other limit. Default false.
    open var wraps: Bool = false { didSet { setNeedsDisplay() } }
    /// True (default): holding a half repeats its step.
    open var autorepeat: Bool = true
    /// True (default): `.valueChanged` on every step; false: once on release.
    open var isContinuous: Bool = true

    // MARK: Custom images

    private var _backgroundImages: [UInt: UIImage] = [:]
    private var _incrementImages: [UInt: UIImage] = [:]
    private var _decrementImages: [UInt: UIImage] = [:]
    private var _dividerImages: [UInt64: UIImage] = [:]

    /// Sets the image drawn behind each half in `state` instead of the standard rounded box (nil
    /// removes it); states without one use the normal state's.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("backgroundImage.\(state.rawValue)", { $0.setBackgroundImage(image, for: state) }) { return }
        _backgroundImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The background image set for exactly `state`.
    open func backgroundImage(for state: UIControl.State) -> UIImage? { _backgroundImages[state.rawValue] }
    /// Sets the image drawn on the + half in `state` instead of the standard glyph (nil removes
    /// it); states without one use the normal state's.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("incrementImage.\(state.rawValue)", { $0.setIncrementImage(image, for: state) }) { return }
        _incrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The increment image set for exactly `state`.
    open func incrementImage(for state: UIControl.State) -> UIImage? { _incrementImages[state.rawValue] }
    /// Sets the image drawn on the − half in `state` instead of the standard glyph (nil removes
    /// it); states without one use the normal state's.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        if _recordAppearance("decrementImage.\(state.rawValue)", { $0.setDecrementImage(image, for: state) }) { return }
        _decrementImages[state.rawValue] = image
        setNeedsDisplay()
    }
    /// The decrement image set for exactly `state`.
    open func decrementImage(for state: UIControl.State) -> UIImage? { _decrementImages[state.rawValue] }

    /// Sets the image drawn between the halves when the left half is in `leftState` and the right
    /// half in `rightState` (nil removes it); the normal/normal image is the fallback.
    open func setDividerImage(_ image: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State) {
        if _recordAppearance("dividerImage.\(leftState.rawValue).\(rightState.rawValue)", {
            $0.setDividerImage(image, forLeftSegmentState: leftState, rightSegmentState: rightState)
        }) { return }
        _dividerImages[UInt64(leftState.rawValue) << 32 | UInt64(rightState.rawValue)] = image
        setNeedsDisplay()
    }

    /// The divider image set for exactly this pair of states.
    open func dividerImage(forLeftSegmentState state: UIControl.State, rightSegmentState state2: UIControl.State) -> UIImage? {
        _dividerImages[UInt64(state.rawValue) << 32 | UInt64(state2.rawValue)]
    }

    // MARK: Init and size

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper._size))
        _stepperInit()
    }

    /// Archives are not supported on Linux: builds a default stepper.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _stepperInit()
        _decodeInterfaceBuilderStepper(coder)
    }

    private func _stepperInit() {
        super.frame = CGRect(origin: super.frame.origin, size: UIStepper._size)
        isOpaque = false
        contentMode = .redraw
        setNeedsDisplay()
    }

    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UIStepper._size) }
    }

    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UIStepper._size) }
    }

    open override var intrinsicContentSize: CGSize { UIStepper._size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper._size }

    // MARK: Stepping

    enum _Half { case decrement, increment }

    /// The half being pressed (nil when none).
    private(set) var _pressedHalf: _Half?
    private var _repeatTimer: _ClockTimers.Token?
    private var _repeatStart: CFTimeInterval = 0
    private var _valueAtTouchDown: Double = 0

    /// Whether stepping `half` can change the value now.
    func _canStep(_ half: _Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? _value < _maximumValue : _value > _minimumValue
    }

    /// The result of one step (clamped, or wrapped around when `wraps`).
    func _stepped(_ half: _Half) -> Double {
        if half == .increment {
            let v = _value + _stepValue
            if v > _maximumValue + _stepValue * 1e-9 { return wraps ? (_value >= _maximumValue ? _minimumValue : _maximumValue) : _maximumValue }
            return Swift.min(v, _maximumValue)
        } else {
            let v = _value - _stepValue
            if v < _minimumValue - _stepValue * 1e-9 { return wraps ? (_value <= _minimumValue ? _maximumValue : _minimumValue) : _minimumValue }
            return Swift.max(v, _minimumValue)
        }
    }

    /// One user step: changes the value and sends `.valueChanged` when continuous.
    @discardableResult
    func _userStep(_ half: _Half, event: UIEvent?) -> Bool {
        let v = _stepped(half)
        guard v != _value else { return false }
        _value = v
        setNeedsDisplay()
        if isContinuous { _sendActions(for: .valueChanged, with: event) }
        return true
    }

    private var _isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The half under `p` (the decrement half is leading).
    func _half(at p: CGPoint) -> _Half {
        let left = p.x < bounds.midX
        return left != _isRTL ? .decrement : .increment
    }

    /// The rectangle of `half` in bounds coordinates.
    func _rect(of half: _Half) -> CGRect {
        let b = bounds
        let leftRect = CGRect(x: b.minX, y: b.minY, width: b.width / 2, height: b.height)
        let rightRect = CGRect(x: b.midX, y: b.minY, width: b.width / 2, height: b.height)
        return (half == .decrement) != _isRTL ? leftRect : rightRect
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let half = _half(at: touch.location(in: self))
        guard _canStep(half) else { return false }
        _pressedHalf = half
        _valueAtTouchDown = _value
        _firstStepPending = true
        setNeedsDisplay()
        if autorepeat {
            _repeatStart = CACurrentMediaTime() + UIStepper._autorepeatDelay
            _scheduleRepeat(after: UIStepper._autorepeatDelay, interval: UIStepper._autorepeatInterval)
        }
        return true
    }

    private var _firstStepPending = false

    /// The first step happens on touch-down, right after `.touchDown` is sent (UIControl sends
    /// it after `beginTracking` returns).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard _firstStepPending else { return }
        _firstStepPending = false
        if isTracking, let half = _pressedHalf { _userStep(half, event: event) }
    }

    private func _scheduleRepeat(after delay: TimeInterval, interval: TimeInterval) {
        _repeatTimer?.cancel()
        _repeatTimer = _ClockTimers.shared.schedule(after: delay, repeating: interval) { [weak self] in
            self?._repeatFired(interval: interval)
        }
    }

    private func _repeatFired(interval: TimeInterval) {
        guard let half = _pressedHalf, isTracking, isEnabled else { return _stopRepeating() }
        guard isTouchInside else { return }  // paused while the finger is outside
        if !_userStep(half, event: nil) && !wraps {
            // Reached the limit: nothing more to do while held.
            setNeedsDisplay()
        }
        if interval > UIStepper._autorepeatFastInterval,
           CACurrentMediaTime() - _repeatStart >= UIStepper._autorepeatAccelerateAfter - 1e-9 {
            _scheduleRepeat(after: UIStepper._autorepeatFastInterval, interval: UIStepper._autorepeatFastInterval)
        }
    }

    private func _stopRepeating() {
        _repeatTimer?.cancel()
        _repeatTimer = nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        _finish(event: event)
    }

    open override func cancelTracking(with event: UIEvent?) {
        _finish(event: event)
    }

    private func _finish(event: UIEvent?) {
        _stopRepeating()
        _pressedHalf = nil
        if !isContinuous && _value != _valueAtTouchDown { _sendActions(for: .valueChanged, with: event) }
        setNeedsDisplay()
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        if !isEnabled { _stopRepeating(); _pressedHalf = nil }
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { _stopRepeating() }
    }

    // MARK: Drawing

    /// Fill of the box (⚠ tertiarySystemFill over white ≈ #EEEEEF) and of a pressed half.
    static let _fillColor = UIColor._system("_stepperFillColor", UIColor(red: 0xEE / 255.0, green: 0xEE / 255.0, blue: 0xEF / 255.0, alpha: 1), UIColor(_rgb: 0x2C2C2E))
    static let _pressedFillColor = UIColor._system("_stepperPressedFillColor", UIColor(red: 0xD8 / 255.0, green: 0xD8 / 255.0, blue: 0xDA / 255.0, alpha: 1), UIColor(_rgb: 0x48484A))
    static let _dividerColor = UIColor._system("_stepperDividerColor", UIColor(red: 0xC6 / 255.0, green: 0xC6 / 255.0, blue: 0xC8 / 255.0, alpha: 1), UIColor(_rgb: 0x48484A))

    /// The state a half is drawn in.
    func _state(of half: _Half) -> UIControl.State {
        if !_canStep(half) { return .disabled }
        if _pressedHalf == half && isTouchInside { return .highlighted }
        return .normal
    }

    private func _image(_ images: [UInt: UIImage], _ state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let b = bounds
        let halves: [_Half] = [.decrement, .increment]
        let hasBackgroundImages = !_backgroundImages.isEmpty
        if !hasBackgroundImages {
            ctx.saveGState()
            UIBezierPath(roundedRect: b, cornerRadius: UIStepper._cornerRadius).addClip()
            UIStepper._fillColor.setFill()
            UIRectFill(b)
            for h in halves where _state(of: h) == .highlighted {
                UIStepper._pressedFillColor.setFill()
                UIRectFill(_rect(of: h))
            }
            ctx.restoreGState()
        } else {
            for h in halves {
                _image(_backgroundImages, _state(of: h))?.draw(in: _rect(of: h))
            }
        }
        // Divider.
        let leftHalf: _Half = _isRTL ? .increment : .decrement
        let rightHalf: _Half = leftHalf == .decrement ? .increment : .decrement
        let key = UInt64(_state(of: leftHalf).rawValue) << 32 | UInt64(_state(of: rightHalf).rawValue)
        if let divider = _dividerImages[key] ?? _dividerImages[0] {
            let s = divider.size
            divider.draw(in: CGRect(x: b.midX - s.width / 2, y: b.minY, width: s.width, height: b.height))
        } else if !hasBackgroundImages {
            UIStepper._dividerColor.setFill()
            UIRectFill(CGRect(x: b.midX - 0.5, y: b.midY - 9, width: 1, height: 18))
        }
        // Glyphs.
        for h in halves {
            let r = _rect(of: h)
            let state = _state(of: h)
            let custom = _image(h == .increment ? _incrementImages : _decrementImages, state)
            if let img = custom {
                let s = img.size
                let dest = CGRect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height)
                if img.renderingMode == .alwaysTemplate {
                    img.withTintColor(state == .disabled ? tintColor.withAlphaComponent(0.3) : tintColor).draw(in: dest)
                } else {
                    img.draw(in: dest, blendMode: .normal, alpha: state == .disabled ? 0.3 : 1)
                }
                continue
            }
            // ⚠ iOS 13+ glyphs: black (label) strokes ~1.5 pt, 14 pt long; disabled ones faint.
            let color = state == .disabled ? UIColor.label.withAlphaComponent(0.25) : UIColor.label.withAlphaComponent(isEnabled ? 1 : 0.25)
            color.setFill()
            let len: CGFloat = 14, thick: CGFloat = 1.5
            UIRectFill(CGRect(x: r.midX - len / 2, y: r.midY - thick / 2, width: len, height: thick))
            if h == .increment {
                UIRectFill(CGRect(x: r.midX - thick / 2, y: r.midY - len / 2, width: thick, height: len))
            }
        }
    }

    // MARK: Accessibility

    /// ⚠ iOS exposes the two halves as "Increment"/"Decrement" buttons; here the stepper is one
    /// `.adjustable` element whose value is the number ("5", "2.5").
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    override var _defaultAccessibilityValue: String? {
        _value == _value.rounded() && abs(_value) < 1e15 ? String(Int(_value)) : String(_value)
    }
    /// One step up (as a tap on +), sending `.valueChanged`.
    open override func accessibilityIncrement() {
        guard _canStep(.increment) else { return }
        if _userStep(.increment, event: nil), !isContinuous { _sendActions(for: .valueChanged, with: nil) }
    }
    open override func accessibilityDecrement() {
        guard _canStep(.decrement) else { return }
        if _userStep(.decrement, event: nil), !isContinuous { _sendActions(for: .valueChanged, with: nil) }
    }
}
