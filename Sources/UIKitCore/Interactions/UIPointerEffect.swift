//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// How the pointer changes a view it is over (the view is previewed by `preview`).
///
/// On Linux the pointer is the desktop's cursor: every effect shows the pointing hand (see
/// `UIPointerStyle`).
public enum UIPointerEffect {
    /// How a hover effect tints the view (Apple's raw values).
    public enum TintMode: Int, Sendable {
        /// No tint.
        case none = 0
        /// A tint over the view.
        case overlay = 1
        /// A tint under the view.
        case underlay = 2
    }

    /// The system picks highlight or lift from the view's size.
    case automatic(UITargetedPreview)
    /// The pointer becomes a highlight behind the view.
    case highlight(UITargetedPreview)
    /// The view lifts under the pointer with a shadow.
    case lift(UITargetedPreview)
    /// The view tints, scales or casts a shadow while the pointer stays a pointer.
    case hover(UITargetedPreview, preferredTintMode: UIPointerEffect.TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p): return p
        case .hover(let p, _, _, _): return p
        }
    }
}
