//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A bar's background: its colour (and image), and the hairline shadow just outside the bar's
/// edge (below a navigation bar, above a toolbar). The bar gives it a frame reaching past its
/// bounds into the status bar or home-indicator area.
@MainActor final class _UIBarBackgroundView: UIView {
    /// The hairline's edge: `.bottom` for a navigation bar, `.top` for a toolbar.
    var shadowEdge: UIRectEdge { didSet { if shadowEdge != oldValue { setNeedsLayout() } } }
    private let shadow = UIView()
    private var imageView: UIImageView?

    init(shadowEdge: UIRectEdge) {
        self.shadowEdge = shadowEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        addSubview(shadow)
    }

    required init?(coder: NSCoder) { return nil }

    /// Applies a resolved look.
    func apply(color: UIColor, image: UIImage?, contentMode mode: UIView.ContentMode, shadowColor: UIColor?, shadowImage: UIImage?) {
        backgroundColor = color
        if let image {
            let v = imageView ?? { let v = UIImageView(); insertSubview(v, at: 0); imageView = v; return v }()
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
    }
}
