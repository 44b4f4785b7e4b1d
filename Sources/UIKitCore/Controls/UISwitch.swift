//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control that offers a binary choice, such as on/off.
///
/// Always 51 × 31 points (iOS's size): setting a frame or bounds of another size keeps the
/// origin (frame) and this size, as on iOS. Built from layer-backed subviews: the track (a
/// capsule: light gray #E9E9EA when off ⚠, outlined in the switch's own `tintColor` if one was
/// set on it),
/// the on fill (`onTintColor`, default systemGreen) that fades in when on, and the knob (a 27-pt
/// white disc with a shadow, `thumbTintColor`). In right-to-left layouts the on position is on
/// the left.
///
/// Interaction: a tap toggles the switch on release (one `.valueChanged`). Dragging the knob
/// (a touch that moves more than `_dragThreshold` points) moves it to the side the finger is
/// on (the half of the switch under the finger); on release the switch takes that side, sending
/// `.valueChanged` only if it changed. While a touch is down the knob widens (iOS's press look).
/// `setOn(_:animated:)` and `isOn =` send no actions. A pan recognizer of an ancestor does not
/// begin for a touch on the switch (the knob pan is the switch's default action, iOS 6+).
@preconcurrency @MainActor open class UISwitch: UIControl {

    // MARK: Metrics (⚠ iOS 13+ look, measured from screenshots, not sourced)

    package static let _size = CGSize(width: 51, height: 31)
    static let _knobDiameter: CGFloat = 27
    static let _knobInset: CGFloat = 2
    /// Extra knob width while pressed.
    static let _knobStretch: CGFloat = 7
    /// Horizontal movement (points) after which a touch is a drag rather than a tap.
    package static let _dragThreshold: CGFloat = 4
    static let _animationDuration: TimeInterval = 0.25
    /// The off track fill (⚠ iOS 13+ light gray).
    static let _offTrackColor = UIColor._system("_switchOffTrackColor", UIColor(red: 0xE9 / 255.0, green: 0xE9 / 255.0, blue: 0xEA / 255.0, alpha: 1), UIColor(_rgb: 0x39393D))
    static let _knobShadowColor = UIColor.black.cgColor

    /// `UISwitch.Style` (iOS 14; only `.sliding` is drawn here).
    public enum Style: Int, Sendable {
        case automatic = 0
        case checkbox = 1
        case sliding = 2
    }

    // MARK: Parts

    /// Holds the parts; faded as a group when disabled.
    // Layers, not subviews (see `_UIPartLayerDelegate`). The group layer fades as one when
    // disabled; the fill over the track fades in when on.
    let _partsLayer = CALayer()
    let _trackLayer = CALayer()
    let _onFillLayer = CALayer()
    let _knobLayer = CALayer()

    @exclusivity(unchecked) private var _isOn = false
    /// The side the knob shows while a touch is down (nil: `isOn`).
    @exclusivity(unchecked) private var _tentativeOn: Bool?
    @exclusivity(unchecked) private var _touchStart: CGPoint = .zero
    @exclusivity(unchecked) private var _dragging = false

    // MARK: Init

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch._size))
        _switchInit()
    }

    /// A switch from an Interface Builder document (on, tints); with another coder, a default switch.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _switchInit()
        _decodeInterfaceBuilderSwitch(coder)
    }

    private func _switchInit() {
        super.frame = CGRect(origin: super.frame.origin, size: UISwitch._size)
        isOpaque = false
        _UIPartLayerDelegate.attach(_partsLayer, to: layer)
        for l in [_trackLayer, _onFillLayer, _knobLayer] { _UIPartLayerDelegate.attach(l, to: _partsLayer) }
        let k = _knobLayer
        k.shadowColor = UISwitch._knobShadowColor
        k.shadowOpacity = 0.2
        k.shadowOffset = CGSize(width: 0, height: 3)
        k.shadowRadius = 4
        _updateAppearance()
        // The parts are placed by the first layout pass (layoutSubviews).
    }

    // MARK: Fixed size

    /// The origin is kept; the size is always 51 × 31.
    open override var frame: CGRect {
        get { super.frame }
        set { super.frame = CGRect(origin: newValue.origin, size: UISwitch._size) }
    }

    /// The size is always 51 × 31 (the origin may change).
    open override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = CGRect(origin: newValue.origin, size: UISwitch._size) }
    }

    open override var intrinsicContentSize: CGSize { UISwitch._size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch._size }

    // MARK: State

    /// Whether the switch is on. Setting it sends no action.
    open var isOn: Bool {
        get { _isOn }
        set { setOn(newValue, animated: false) }
    }

    /// Sets the state, animating the knob and colours when `animated`. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        guard on != _isOn else { return }
        _isOn = on
        _refresh(animated: animated)
    }

    /// Fill of the track when on; nil (default) is systemGreen (#34C759).
    open var onTintColor: UIColor? {
        get { _onTintColor }
        set { _setAppearanceProperty("onTintColor", \.onTintColor, \._onTintColor, newValue) { $0._updateAppearance() } }
    }
    @exclusivity(unchecked) private var _onTintColor: UIColor?

    /// The knob's colour; nil (default) is white.
    open var thumbTintColor: UIColor? {
        get { _thumbTintColor }
        set { _setAppearanceProperty("thumbTintColor", \.thumbTintColor, \._thumbTintColor, newValue) { $0._updateAppearance() } }
    }
    @exclusivity(unchecked) private var _thumbTintColor: UIColor?

    /// Mac Catalyst's checkbox style is not drawn: `style` is always `.sliding`.
    @exclusivity(unchecked) open var preferredStyle: Style = .automatic
    /// The style the switch is drawn in: always `.sliding` here (iOS's only style too; the
    /// checkbox style exists on Mac Catalyst).
    open var style: Style { .sliding }
    /// The checkbox style's title (stored; not drawn).
    @exclusivity(unchecked) open var title: String?

    /// Images of the iOS 6 switch (no effect since iOS 7, as on iOS).
    @exclusivity(unchecked) open var onImage: UIImage?
    /// Image of the iOS 6 switch's off side (no effect, as on iOS 7 and later).
    @exclusivity(unchecked) open var offImage: UIImage?

    // MARK: Appearance

    private var _shownOn: Bool { _tentativeOn ?? _isOn }
    private var _isRTL: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if _partPlacement.isCurrent(for: self, of: UISwitch.self) { return }
        _layoutParts()
    }
    @exclusivity(unchecked) private var _partPlacement = _UIPartPlacement()

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateAppearance()
    }

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        _refresh(animated: window != nil)
    }

    private func _refresh(animated: Bool) {
        if animated && window != nil {
            UIView.animate(withDuration: UISwitch._animationDuration, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState],
                           animations: { self._updateAppearance(); self._layoutParts() })
        } else {
            _updateAppearance()
            _layoutParts()
        }
    }

    func _layoutParts() {
        let b = CGRect(origin: .zero, size: UISwitch._size)
        _partsLayer.frame = b
        _trackLayer.frame = b
        _trackLayer.cornerRadius = b.height / 2
        _onFillLayer.frame = b
        _onFillLayer.cornerRadius = b.height / 2
        let d = UISwitch._knobDiameter, inset = UISwitch._knobInset
        let w = d + (isHighlighted || _tentativeOn != nil ? UISwitch._knobStretch : 0)
        // The on side is trailing (right in LTR, left in RTL).
        let atTrailing = _shownOn != _isRTL
        let x = atTrailing ? b.maxX - inset - w : inset
        _knobLayer.frame = CGRect(x: x, y: inset, width: w, height: d)
        _knobLayer.cornerRadius = d / 2
        _partPlacement.note(self)
    }

    func _updateAppearance() {
        // A tint set on the switch itself outlines the off track (Apple: "the outline of the
        // switch when it is turned off"; ⚠ iOS 13+ draws no outline by default).
        _trackLayer.backgroundColor = UISwitch._offTrackColor.cgColor
        _trackLayer.borderWidth = _tintColor == nil ? 0 : 1.5
        _trackLayer.borderColor = _tintColor?.cgColor
        _onFillLayer.backgroundColor = (onTintColor ?? .systemGreen).cgColor
        _onFillLayer.opacity = _shownOn ? 1 : 0
        _knobLayer.backgroundColor = (thumbTintColor ?? .white).cgColor
        // ⚠ Disabled switches are drawn at half opacity (as one group).
        _partsLayer.opacity = isEnabled ? 1 : 0.5
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        _touchStart = touch.location(in: self)
        _dragging = false
        _tentativeOn = _isOn
        _refresh(animated: true)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if !_dragging && abs(p.x - _touchStart.x) > UISwitch._dragThreshold { _dragging = true }
        if _dragging {
            let onSide = _isRTL ? p.x < bounds.midX : p.x >= bounds.midX
            if onSide != _tentativeOn {
                _tentativeOn = onSide
                _refresh(animated: true)
            }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newOn: Bool
        if _dragging {
            newOn = _tentativeOn ?? _isOn
        } else {
            newOn = isTouchInside ? !_isOn : _isOn
        }
        _tentativeOn = nil
        _dragging = false
        let changed = newOn != _isOn
        _isOn = newOn
        _refresh(animated: true)
        if changed { _sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        _tentativeOn = nil
        _dragging = false
        _refresh(animated: true)
    }

    /// Ancestors' pans and swipes lose to the knob drag on a switch (and single taps, UIControl).
    override func _defaultActionPrevents(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if super._defaultActionPrevents(gestureRecognizer) { return true }
        return UIControl._isAlongTrack(gestureRecognizer, in: self)
    }

    // MARK: Accessibility

    /// `.button` (iOS adds a private toggle trait; VoiceOver then says "Switch button").
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }
    /// "1" when on, "0" when off (what iOS reports; VoiceOver speaks "on"/"off").
    override var _defaultAccessibilityValue: String? { _isOn ? "1" : "0" }

    /// VoiceOver double-tap: toggles (animated) and sends `.valueChanged`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        setOn(!_isOn, animated: true)
        _sendActions(for: .valueChanged, with: nil)
        return true
    }

    // MARK: Keyboard

    override var _acceptsKeyboardFocus: Bool { true }

    /// Space or Return toggles a focused switch (sending `.valueChanged`).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            switch press.key?.keyCode {
            case .keyboardSpacebar?, .keyboardReturnOrEnter?:
                if isEnabled { setOn(!_isOn, animated: true); _sendActions(for: .valueChanged, with: nil) }
            default: unhandled.insert(press)
            }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }
}

extension UISwitch: _UIDynamicColorUpdating {
    func _updateDynamicColors() { _updateAppearance() }
}
