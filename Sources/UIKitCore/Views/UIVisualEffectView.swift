//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view that shows a visual effect: a real blur of what is behind it (`UIBlurEffect`), or
/// vibrant content (`UIVibrancyEffect`). Add your views to `contentView`, not to the effect
/// view itself.
///
/// The blur is the compositor's: each frame that changes anything under the view (or within the
/// blur's reach around it) repaints the view from the pixels drawn beneath it, blurred,
/// saturated and tinted per style; a static screen costs nothing. Rounded corners follow the
/// view's `layer.cornerRadius` with `clipsToBounds`. The view must not be translucent itself
/// (an alpha below 1 breaks the effect, as iOS warns).
///
/// ```swift
/// let bar = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
/// bar.contentView.addSubview(titleLabel)
/// ```
@preconcurrency @MainActor open class UIVisualEffectView: UIView {
    /// The view below `contentView` whose layer blurs the backdrop and carries the tint.
    let _backdropView = UIView()
    let _contentView = UIView()
    var _effect: UIVisualEffect?

    /// Makes an effect view showing `effect` (nil: none, a plain container).
    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        _setUpEffectView()
        self.effect = effect
    }

    /// Archives are not supported on Linux: builds an effect view without an effect.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _setUpEffectView()
        _decodeInterfaceBuilderEffectView(coder)
    }

    /// The view to add content to: it fills the effect view, above the effect.
    open var contentView: UIView { _contentView }

    /// The effect shown (a copy of it on iOS; effects are immutable here). Setting nil removes it.
    open var effect: UIVisualEffect? {
        get { _effect }
        set {
            _effect = newValue
            _applyEffect()
        }
    }

    /// Lays the backdrop and the content view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _backdropView.frame = bounds
        _contentView.frame = bounds
    }

    /// Adaptive styles follow the interface style.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        _applyEffect()
    }
}

extension UIVisualEffectView {
    func _setUpEffectView() {
        _backdropView.isUserInteractionEnabled = false
        for v in [_backdropView, _contentView] {
            v.frame = bounds
            v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(v)
        }
    }

    /// Sets the backdrop layer's blur and tint, and the content's opacity, from the effect.
    func _applyEffect() {
        let look = _effect?._look(dark: traitCollection.userInterfaceStyle == .dark)
        _backdropView.layer._backdropBlur = look?.blurRadius.map { _CABackdropBlur(radius: $0, saturation: look?.saturation ?? 1) }
        _backdropView.backgroundColor = look?.tint
        _contentView.alpha = look?.contentAlpha ?? 1
    }
}
