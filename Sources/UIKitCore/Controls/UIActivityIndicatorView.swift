//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view that shows that a task is in progress: a spinner of eight rounded spokes.
///
/// As on iOS 13+: the spokes sit in a 20 × 20 pt square (`.medium`) or a 37 × 37 pt one
/// (`.large`), centred in the view's bounds whatever its size, a bright head and a tail fading
/// behind it. `startAnimating()` turns them clockwise one spoke at a time, a full turn a second;
/// `stopAnimating()` stops them and, while `hidesWhenStopped` (the default), hides the view, so
/// a new indicator is hidden until it starts.
///
/// The turn runs on the media clock (a timer eight times a second), only while the view is
/// animating and in a window: a stopped indicator, or one out of a window, costs nothing per
/// frame.
///
/// ```swift
/// let spinner = UIActivityIndicatorView(style: .large)
/// spinner.startAnimating()
/// ```
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The size and (before iOS 13) the colour of the spinner (Apple's raw values).
    public enum Style: Int, Sendable {
        /// A large white spinner (37 × 37 pt). Deprecated in iOS 13: use `.large` and `color`.
        @available(*, deprecated, message: "Use .large")
        case whiteLarge = 0
        /// A white spinner (20 × 20 pt). Deprecated in iOS 13: use `.medium` and `color`.
        @available(*, deprecated, message: "Use .medium")
        case white = 1
        /// A grey spinner (20 × 20 pt). Deprecated in iOS 13: use `.medium`.
        @available(*, deprecated, message: "Use .medium")
        case gray = 2
        /// The standard spinner, 20 × 20 pt (iOS 13).
        case medium = 100
        /// A large spinner, 37 × 37 pt (iOS 13).
        case large = 101
    }

    /// Spokes in a turn, and so steps in a second.
    static let _spokeCount = 8
    /// How long a full turn takes.
    static let _period: TimeInterval = 1

    @exclusivity(unchecked) var _style: Style = .medium
    @exclusivity(unchecked) var _color: UIColor?
    @exclusivity(unchecked) var _isAnimating = false
    @exclusivity(unchecked) var _hidesWhenStopped = true
    /// When the current run started (the step shown follows from the time elapsed since).
    @exclusivity(unchecked) var _animationStart: CFTimeInterval = 0
    /// The step shown (0 ..< spokes), -1 when at rest.
    @exclusivity(unchecked) var _shownStep = 0
    /// The step timer, only while animating in a window.
    var _stepTimer: _ClockTimers.Token?
    /// Holds the spokes; turned in whole steps.
    let _spinner = CALayer()
    var _spokes: [CALayer] = []

    /// Makes a spinner of `style` (hidden until it starts, as `hidesWhenStopped` is true).
    public init(style: Style) {
        super.init(frame: .zero)
        _style = style
        _setUpIndicator()
        let s = _styleSize
        super.frame = CGRect(origin: .zero, size: CGSize(width: s, height: s))
    }

    /// Makes a `.medium` spinner in `frame` (hidden until it starts).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpIndicator()
    }

    /// Archives are not supported on Linux: builds a default (`.medium`) spinner.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpIndicator()
        _decodeInterfaceBuilderActivityIndicator(coder)
    }

    /// The spinner's size and look. Changing it rebuilds the spokes and the intrinsic size.
    open var style: Style {
        get { _style }
        set {
            guard newValue != _style else { return }
            _style = newValue
            _buildSpokes()
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The colour of the spokes. Setting nil goes back to the style's colour: grey
    /// (`UIColor.secondaryLabel` ⚠) for `.medium` and `.large`, white for the deprecated white
    /// styles, `UIColor.gray` for `.gray`.
    open var color: UIColor! {
        get { _color ?? _styleColor }
        set { _color = newValue; _colorSpokes() }
    }

    /// Whether the view hides itself when not animating. Default true.
    open var hidesWhenStopped: Bool {
        get { _hidesWhenStopped }
        set {
            _hidesWhenStopped = newValue
            if !_isAnimating { isHidden = newValue }
        }
    }

    /// Whether the spinner is turning.
    open var isAnimating: Bool { _isAnimating }

    /// Starts turning the spinner (and shows the view). Nothing happens when already animating.
    open func startAnimating() { _startIndicator() }

    /// Stops the spinner (and hides the view when `hidesWhenStopped`).
    open func stopAnimating() { _stopIndicator() }

    /// 20 × 20 pt for the medium styles, 37 × 37 pt for the large ones.
    open override var intrinsicContentSize: CGSize { CGSize(width: _styleSize, height: _styleSize) }

    /// The style's size, whatever `size` is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Centres the spinner in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        _spinner.position = CGPoint(x: b.midX, y: b.midY)
    }

    /// Starts or stops the step timer: it runs only while animating in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateStepTimer()
    }

    override var _defaultIsAccessibilityElement: Bool { true }
    override var _defaultAccessibilityLabel: String? { _activityAccessibilityLabel }
}

// The spokes, their colour and the step timer.
extension UIActivityIndicatorView {
    /// Whether the style is one of the large ones (`.large`, `.whiteLarge`).
    var _isLarge: Bool { _style.rawValue == 101 || _style.rawValue == 0 }
    var _styleSize: CGFloat { _isLarge ? 37 : 20 }
    var _styleColor: UIColor {
        switch _style.rawValue {
        case 0, 1: .white
        case 2: .gray
        default: .secondaryLabel
        }
    }

    func _setUpIndicator() {
        isOpaque = false
        _UIPartLayerDelegate.attach(_spinner, to: layer)
        _buildSpokes()
        isHidden = _hidesWhenStopped
        let b = bounds
        _spinner.position = CGPoint(x: b.midX, y: b.midY)
    }

    /// Eight spokes around the centre of a square of the style's size: rounded bars pointing
    /// out, the one before 12 o'clock brightest and each one further back fainter.
    func _buildSpokes() {
        for s in _spokes { s.removeFromSuperlayer() }
        _spokes.removeAll()
        let size = _styleSize, k = size / 20
        _spinner.bounds = CGRect(x: 0, y: 0, width: size, height: size)
        let n = UIActivityIndicatorView._spokeCount
        let width = 2.5 * k, length = 5.5 * k, radius = 6.25 * k
        for i in 0..<n {
            let spoke = CALayer()
            let angle = CGFloat(i) * 2 * .pi / CGFloat(n)
            spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
            spoke.cornerRadius = width / 2
            spoke.position = CGPoint(x: size / 2 + radius * sin(angle), y: size / 2 - radius * cos(angle))
            spoke.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            // The head (the last spoke, just before 12 o'clock) at full strength, the tail fading.
            spoke.opacity = Float(0.3 + 0.7 * Double(i + 1) / Double(n))
            _UIPartLayerDelegate.attach(spoke, to: _spinner)
            _spokes.append(spoke)
        }
        _colorSpokes()
        _showStep(_shownStep)
    }

    func _colorSpokes() {
        let c = color.cgColor
        for s in _spokes { s.backgroundColor = c }
    }

    /// Turns the spinner to `step` (a whole number of spokes clockwise).
    func _showStep(_ step: Int) {
        _shownStep = step
        let angle = CGFloat(step) * 2 * .pi / CGFloat(UIActivityIndicatorView._spokeCount)
        _spinner.setAffineTransform(CGAffineTransform(rotationAngle: angle))
    }

    /// Shows the step due now: one spoke further every `_period / _spokeCount` seconds since the start.
    func _advanceStep() {
        let n = UIActivityIndicatorView._spokeCount
        let elapsed = max(0, CACurrentMediaTime() - _animationStart)
        let step = Int(((elapsed + 1e-9) / (UIActivityIndicatorView._period / Double(n))).rounded(.down)) % n
        if step != _shownStep { _showStep(step) }
    }

    func _startIndicator() {
        guard !_isAnimating else { return }
        _isAnimating = true
        _animationStart = CACurrentMediaTime() - Double(_shownStep) * UIActivityIndicatorView._period / Double(UIActivityIndicatorView._spokeCount)
        if _hidesWhenStopped { isHidden = false }
        _updateStepTimer()
    }

    func _stopIndicator() {
        guard _isAnimating else { return }
        _isAnimating = false
        _updateStepTimer()
        if _hidesWhenStopped { isHidden = true }
    }

    /// Runs the step timer while animating in a window, and only then.
    func _updateStepTimer() {
        let wanted = _isAnimating && window != nil
        guard wanted != (_stepTimer != nil) else { return }
        guard wanted else { _stepTimer?.cancel(); _stepTimer = nil; return }
        let interval = UIActivityIndicatorView._period / Double(UIActivityIndicatorView._spokeCount)
        // The turn goes on from the spoke shown, from the moment the spinner is on screen (as on
        // iOS, where its animation is added when it enters a window): time spent off screen, or
        // on another clock, does not count.
        _animationStart = CACurrentMediaTime() - Double(_shownStep) * interval
        _advanceStep()
        // The timer holds the view weakly: a view released while animating stops its timer.
        let box = _UITimerBox()
        box.token = _ClockTimers.shared.schedule(after: interval, repeating: interval) { [weak self] in
            guard let self else { box.token?.cancel(); return }
            self._advanceStep()
        }
        _stepTimer = box.token
    }

    /// "In progress" while animating, "Progress halted" when stopped, as VoiceOver reads it on iOS.
    var _activityAccessibilityLabel: String { _isAnimating ? "In progress" : "Progress halted" }
}

/// Holds a timer's token for its own callback (to cancel itself once its owner is gone).
@MainActor final class _UITimerBox {
    var token: _ClockTimers.Token?
}
