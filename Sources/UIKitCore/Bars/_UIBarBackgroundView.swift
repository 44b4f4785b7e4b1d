//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A bar's background: its blur (`backgroundEffect`), colour and image, and the hairline shadow
/// just outside the bar's edge (below a navigation bar, above a toolbar). The bar gives it a frame reaching past its
/// bounds into the status bar or home-indicator area.
@MainActor final class _UIBarBackgroundView: UIView {
    /// The hairline's edge: `.bottom` for a navigation bar, `.top` for a toolbar.
    var shadowEdge: UIRectEdge { didSet { if shadowEdge != oldValue { setNeedsLayout() } } }
    private let shadow = UIView()
    private var imageView: UIImageView?
    private var effectView: UIVisualEffectView?

    init(shadowEdge: UIRectEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(shadow)
    }

    required init?(coder: NSCoder) { return nil }

    /// Applies a resolved look.
    func apply(effect: UIBlurEffect? = nil, color: UIColor, image: UIImage?, contentMode mode: UIView.ContentMode, shadowColor: UIColor?, shadowImage: UIImage?) {
        // The effect is the bottom of the background; the colour is drawn over it (by a view
        // above the blur: the view's own background would be under it).
        if let effect {
            let v = effectView ?? {
                let v = UIVisualEffectView(effect: nil)
                v.isUserInteractionEnabled = false
                insertSubview(v, at: 0)
                effectView = v
                return v
            }()
            v.effect = effect
            v.contentView.backgroundColor = color
            backgroundColor = nil
        } else {
            effectView?.removeFromSuperview()
            effectView = nil
            backgroundColor = color
        }
        if let image {
            let v = imageView ?? {
                let v = UIImageView()
                if let e = effectView { insertSubview(v, aboveSubview: e) } else { insertSubview(v, at: 0) }
                imageView = v
                return v
            }()
            v.image = image
            v.contentMode = mode
        } else if let v = imageView {
            v.removeFromSuperview()
            imageView = nil
        }
        let hidden = shadowImage.map { $0.size.width <= 0 || $0.size.height <= 0 } ?? false
        shadow.backgroundColor = shadowColor
        shadow.isHidden = hidden || shadowColor == nil || shadowColor!.cgColor.alpha == 0
    }

    /// The hairline's colour (nil when none is shown).
    var shadowColor: UIColor? { shadow.isHidden ? nil : shadow.backgroundColor }

    override func layoutSubviews() {
        let px = 1 / max(1, window?.screen.scale ?? UIScreen._mainScale)
        let b = bounds
        shadow.frame = shadowEdge == .top ? CGRect(x: 0, y: -px, width: b.width, height: px)
                                          : CGRect(x: 0, y: b.height, width: b.width, height: px)
        imageView?.frame = b
        effectView?.frame = b
    }
}
