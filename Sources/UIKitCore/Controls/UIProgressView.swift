//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view that shows how far a task has gone: a track with a filled part from the leading edge.
///
/// The iOS 13+ look: the default style is a 4-pt capsule (corners as round as the height allows)
/// in a light grey track (`trackTintColor`, default `UIColor.systemFill` ⚠) filled in
/// `progressTintColor` (default: the view's `tintColor`); the `.bar` style (toolbars) is 2.5 pt ⚠
/// with square ends and a clear track. The bar fills the bounds, so a taller frame draws a taller
/// bar. In right-to-left layouts the fill grows from the right. `progressImage` and
/// `trackImage`, when set, are stretched over the fill and the track instead of the colours.
///
/// `observedProgress` follows a Foundation `Progress`. Linux has no key-value observing, so the
/// view reads `fractionCompleted` ten times a second while it observes one and is in a window.
@preconcurrency @MainActor open class UIProgressView: UIView {
    /// The look of a progress view (Apple's raw values).
    public enum Style: Int, Sendable {
        /// The standard look: a rounded 4-pt track.
        case `default` = 0
        /// The thin look used in a toolbar.
        case bar = 1
    }

    /// How long `setProgress(_:animated: true)` takes to move the fill.
    static let _animationDuration: TimeInterval = 0.25
    /// How often an observed `Progress` is read.
    static let _observationInterval: TimeInterval = 0.1

    @exclusivity(unchecked) var _style: Style = .default
    @exclusivity(unchecked) var _progress: Float = 0
    let _trackLayer = CALayer()
    let _fillLayer = CALayer()
    var _observationTimer: _ClockTimers.Token?

    /// Makes a progress view of `style`, 4 pt tall (2.5 pt for `.bar`).
    public init(progressViewStyle style: Style) {
        super.init(frame: .zero)
        _style = style
        _setUpProgressView()
        super.frame = CGRect(x: 0, y: 0, width: 0, height: _styleHeight)
    }

    /// Makes a `.default` progress view in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _setUpProgressView()
    }

    /// Archives are not supported on Linux: builds a default progress view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpProgressView()
        _decodeInterfaceBuilderProgressView(coder)
    }

    /// The look: `.default` or `.bar`.
    open var progressViewStyle: Style {
        get { _style }
        set {
            guard newValue != _style else { return }
            _style = newValue
            _updateColors()
            invalidateIntrinsicContentSize()
            _placeParts()
        }
    }

    /// How far the task has gone, 0 to 1 (values outside are pinned; NaN is ignored).
    open var progress: Float {
        get { _progress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`, moving the fill in a short animation when `animated`.
    open func setProgress(_ progress: Float, animated: Bool) { _setProgress(progress, animated: animated) }

    /// The colour of the filled part; nil (the default) uses `tintColor`.
    open var progressTintColor: UIColor? { didSet { _updateColors() } }

    /// The colour of the unfilled track; nil (the default) uses the style's light grey.
    open var trackTintColor: UIColor? { didSet { _updateColors() } }

    /// An image stretched over the filled part instead of `progressTintColor`.
    open var progressImage: UIImage? { didSet { _updateColors() } }

    /// An image stretched over the track instead of `trackTintColor`.
    open var trackImage: UIImage? { didSet { _updateColors() } }

    /// A Foundation `Progress` whose `fractionCompleted` the view follows (iOS 9). Setting it shows
    /// its current fraction at once.
    open var observedProgress: Progress? {
        didSet {
            if let p = observedProgress { _setProgress(Float(p.fractionCompleted), animated: false) }
            _updateObservation()
        }
    }

    /// No intrinsic width; 4 pt tall (2.5 pt for `.bar`).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: _styleHeight)
    }

    /// The current width and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: _styleHeight)
    }

    /// Places the track and the fill in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _placeParts()
    }

    /// The fill follows the tint colour unless `progressTintColor` is set.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _updateColors()
    }

    /// Starts or stops reading the observed progress: only while in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _updateObservation()
        if let p = observedProgress { _setProgress(Float(p.fractionCompleted), animated: false) }
    }

    override var _defaultIsAccessibilityElement: Bool { true }
    override var _defaultAccessibilityValue: String? { "\(Int((_progress * 100).rounded()))%" }
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .updatesFrequently }
}

// The parts, the progress and the observation of a `Progress`.
extension UIProgressView {
    var _styleHeight: CGFloat { _style == .bar ? 2.5 : 4 }

    func _setUpProgressView() {
        isOpaque = false
        _UIPartLayerDelegate.attach(_trackLayer, to: layer)
        _UIPartLayerDelegate.attach(_fillLayer, to: layer)
        _trackLayer.masksToBounds = true
        _fillLayer.masksToBounds = true
        _updateColors()
        _placeParts()
    }

    func _setProgress(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            UIKitLog.warning("UIProgressView.progress: NaN is not a progress; ignored", category: "UIProgressView")
            return
        }
        let v = min(1, max(0, value))
        guard v != _progress else { return }
        _progress = v
        if animated {
            UIView.animate(withDuration: UIProgressView._animationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self._placeParts()
            }
        } else {
            _placeParts()
        }
    }

    func _updateColors() {
        if let image = trackImage?.cgImage {
            _trackLayer.contents = image
            _trackLayer.backgroundColor = nil
        } else {
            _trackLayer.contents = nil
            _trackLayer.backgroundColor = (trackTintColor ?? (_style == .bar ? .clear : .systemFill)).cgColor
        }
        if let image = progressImage?.cgImage {
            _fillLayer.contents = image
            _fillLayer.backgroundColor = nil
        } else {
            _fillLayer.contents = nil
            _fillLayer.backgroundColor = (progressTintColor ?? tintColor).cgColor
        }
    }

    /// The track fills the bounds; the fill covers `progress` of its width from the leading edge.
    /// The default style's ends are as round as the height allows.
    func _placeParts() {
        let b = bounds
        let radius = _style == .bar ? 0 : min(b.height, b.width) / 2
        _trackLayer.frame = b
        _trackLayer.cornerRadius = radius
        let w = b.width * CGFloat(_progress)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        _fillLayer.frame = CGRect(x: rtl ? b.maxX - w : b.minX, y: b.minY, width: w, height: b.height)
        _fillLayer.cornerRadius = min(radius, w / 2)
    }

    /// Reads the observed `Progress` ten times a second, only while there is one and the view is
    /// in a window (Linux's Foundation has no key-value observing to be told of changes).
    func _updateObservation() {
        let wanted = observedProgress != nil && window != nil
        guard wanted != (_observationTimer != nil) else { return }
        guard wanted else { _observationTimer?.cancel(); _observationTimer = nil; return }
        let box = _UITimerBox()
        let interval = UIProgressView._observationInterval
        box.token = _ClockTimers.shared.schedule(after: interval, repeating: interval) { [weak self] in
            guard let self, let p = self.observedProgress else { box.token?.cancel(); return }
            self._setProgress(Float(p.fractionCompleted), animated: false)
        }
        _observationTimer = box.token
    }
}
