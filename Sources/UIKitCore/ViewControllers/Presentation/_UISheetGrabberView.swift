//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The grabber at the top of a sheet: a small grey capsule (`prefersGrabberVisible`).
@MainActor final class _UISheetGrabberView: UIView {
    // ⚠ Unsourced: measured from iOS 15–17 screenshots.
    /// The capsule's size.
    static let size = CGSize(width: 36, height: 5)
    /// Its distance from the sheet's top.
    static let topInset: CGFloat = 5

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiaryLabel
        layer.cornerRadius = Self.size.height / 2
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityLabel = "Sheet Grabber"
    }

    required init?(coder: NSCoder) { return nil }
}
