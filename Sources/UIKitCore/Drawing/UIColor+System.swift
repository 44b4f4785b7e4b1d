//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The system colours: dynamic, with iOS's light and dark values (sRGB, iOS 15-17 palette).

extension UIColor {
    /// A dynamic system colour named `name`: `light`, or `dark` in dark mode (`elevated` for
    /// elevated content in dark mode, when given).
    static func _system(_ name: String, _ light: UIColor, _ dark: UIColor, elevated: UIColor? = nil) -> UIColor {
        UIColor(_provider: { t in
            guard t.userInterfaceStyle == .dark else { return light }
            if let elevated, t.userInterfaceLevel == .elevated { return elevated }
            return dark
        }, name: name)
    }

    /// The system blue. Light #007AFF, dark #0A84FF.
    public static let systemBlue = _system("systemBlueColor", UIColor(_rgb: 0x007AFF), UIColor(_rgb: 0x0A84FF))
    /// The system red. Light #FF3B30, dark #FF453A.
    public static let systemRed = _system("systemRedColor", UIColor(_rgb: 0xFF3B30), UIColor(_rgb: 0xFF453A))
    /// The system green. Light #34C759, dark #30D158.
    public static let systemGreen = _system("systemGreenColor", UIColor(_rgb: 0x34C759), UIColor(_rgb: 0x30D158))
    /// The system orange. Light #FF9500, dark #FF9F0A.
    public static let systemOrange = _system("systemOrangeColor", UIColor(_rgb: 0xFF9500), UIColor(_rgb: 0xFF9F0A))
    /// The system yellow. Light #FFCC00, dark #FFD60A.
    public static let systemYellow = _system("systemYellowColor", UIColor(_rgb: 0xFFCC00), UIColor(_rgb: 0xFFD60A))
    /// The system pink. Light #FF2D55, dark #FF375F.
    public static let systemPink = _system("systemPinkColor", UIColor(_rgb: 0xFF2D55), UIColor(_rgb: 0xFF375F))
    /// The system purple. Light #AF52DE, dark #BF5AF2.
    public static let systemPurple = _system("systemPurpleColor", UIColor(_rgb: 0xAF52DE), UIColor(_rgb: 0xBF5AF2))
    /// The system teal (iOS 13's teal: light #5AC8FA, dark #64D2FF).
    public static let systemTeal = _system("systemTealColor", UIColor(_rgb: 0x5AC8FA), UIColor(_rgb: 0x64D2FF))
    /// The system indigo. Light #5856D6, dark #5E5CE6.
    public static let systemIndigo = _system("systemIndigoColor", UIColor(_rgb: 0x5856D6), UIColor(_rgb: 0x5E5CE6))
    /// The system mint. Light #00C7BE, dark #63E6E2.
    public static let systemMint = _system("systemMintColor", UIColor(_rgb: 0x00C7BE), UIColor(_rgb: 0x63E6E2))
    /// The system cyan. Light #32ADE6, dark #64D2FF.
    public static let systemCyan = _system("systemCyanColor", UIColor(_rgb: 0x32ADE6), UIColor(_rgb: 0x64D2FF))
    /// The system brown. Light #A2845E, dark #AC8E68.
    public static let systemBrown = _system("systemBrownColor", UIColor(_rgb: 0xA2845E), UIColor(_rgb: 0xAC8E68))
    /// The base system grey (the same in both appearances). Light #8E8E93, dark #8E8E93.
    public static let systemGray = _system("systemGrayColor", UIColor(_rgb: 0x8E8E93), UIColor(_rgb: 0x8E8E93))
    /// The second-level system grey. Light #AEAEB2, dark #636366.
    public static let systemGray2 = _system("systemGray2Color", UIColor(_rgb: 0xAEAEB2), UIColor(_rgb: 0x636366))
    /// The third-level system grey. Light #C7C7CC, dark #48484A.
    public static let systemGray3 = _system("systemGray3Color", UIColor(_rgb: 0xC7C7CC), UIColor(_rgb: 0x48484A))
    /// The fourth-level system grey. Light #D1D1D6, dark #3A3A3C.
    public static let systemGray4 = _system("systemGray4Color", UIColor(_rgb: 0xD1D1D6), UIColor(_rgb: 0x3A3A3C))
    /// The fifth-level system grey. Light #E5E5EA, dark #2C2C2E.
    public static let systemGray5 = _system("systemGray5Color", UIColor(_rgb: 0xE5E5EA), UIColor(_rgb: 0x2C2C2E))
    /// The sixth-level system grey: the lightest in light mode, the darkest in dark mode. Light #F2F2F7, dark #1C1C1E.
    public static let systemGray6 = _system("systemGray6Color", UIColor(_rgb: 0xF2F2F7), UIColor(_rgb: 0x1C1C1E))
    /// The colour of primary text: black in light mode, white in dark mode. Light #000000, dark #FFFFFF.
    public static let label = _system("labelColor", UIColor(white: 0, alpha: 1), UIColor(white: 1, alpha: 1))
    /// The colour of secondary text. Light #3C3C43 at 0.6 opacity, dark #EBEBF5 at 0.6 opacity.
    public static let secondaryLabel = _system("secondaryLabelColor", UIColor(_rgb: 0x3C3C43, alpha: 0.6), UIColor(_rgb: 0xEBEBF5, alpha: 0.6))
    /// The colour of tertiary text. Light #3C3C43 at 0.3 opacity, dark #EBEBF5 at 0.3 opacity.
    public static let tertiaryLabel = _system("tertiaryLabelColor", UIColor(_rgb: 0x3C3C43, alpha: 0.3), UIColor(_rgb: 0xEBEBF5, alpha: 0.3))
    /// The colour of quaternary text. Light #3C3C43 at 0.18 opacity, dark #EBEBF5 at 0.16 opacity.
    public static let quaternaryLabel = _system("quaternaryLabelColor", UIColor(_rgb: 0x3C3C43, alpha: 0.18), UIColor(_rgb: 0xEBEBF5, alpha: 0.16))
    /// The colour of placeholder text in text fields and views. Light #3C3C43 at 0.3 opacity, dark #EBEBF5 at 0.3 opacity.
    public static let placeholderText = _system("placeholderTextColor", UIColor(_rgb: 0x3C3C43, alpha: 0.3), UIColor(_rgb: 0xEBEBF5, alpha: 0.3))
    /// The colour of links. Light #007AFF, dark #0984FF.
    public static let link = _system("linkColor", UIColor(_rgb: 0x007AFF), UIColor(_rgb: 0x0984FF))
    /// The colour of thin separator lines, which lets content show through. Light #3C3C43 at 0.29 opacity, dark #545458 at 0.6 opacity.
    public static let separator = _system("separatorColor", UIColor(_rgb: 0x3C3C43, alpha: 0.29), UIColor(_rgb: 0x545458, alpha: 0.6))
    /// The colour of separator lines that hide the content behind them. Light #C6C6C8, dark #38383A.
    public static let opaqueSeparator = _system("opaqueSeparatorColor", UIColor(_rgb: 0xC6C6C8), UIColor(_rgb: 0x38383A))
    /// A fill for thin, small shapes such as a slider's track. Light #787880 at 0.2 opacity, dark #787880 at 0.36 opacity.
    public static let systemFill = _system("systemFillColor", UIColor(_rgb: 0x787880, alpha: 0.2), UIColor(_rgb: 0x787880, alpha: 0.36))
    /// A fill for medium-size shapes such as a switch's background. Light #787880 at 0.16 opacity, dark #787880 at 0.32 opacity.
    public static let secondarySystemFill = _system("secondarySystemFillColor", UIColor(_rgb: 0x787880, alpha: 0.16), UIColor(_rgb: 0x787880, alpha: 0.32))
    /// A fill for large shapes such as search fields and steppers. Light #767680 at 0.12 opacity, dark #767680 at 0.24 opacity.
    public static let tertiarySystemFill = _system("tertiarySystemFillColor", UIColor(_rgb: 0x767680, alpha: 0.12), UIColor(_rgb: 0x767680, alpha: 0.24))
    /// A fill for large areas holding complex content. Light #747480 at 0.08 opacity, dark #767680 at 0.18 opacity.
    public static let quaternarySystemFill = _system("quaternarySystemFillColor", UIColor(_rgb: 0x747480, alpha: 0.08), UIColor(_rgb: 0x767680, alpha: 0.18))
    /// The background of the main interface: white in light mode, black in dark mode (dark grey when elevated). Light #FFFFFF, dark #000000 (elevated #1C1C1E).
    public static let systemBackground = _system("systemBackgroundColor", UIColor(white: 1, alpha: 1), UIColor(white: 0, alpha: 1), elevated: UIColor(_rgb: 0x1C1C1E))
    /// The background of content layered over the main background. Light #F2F2F7, dark #1C1C1E (elevated #2C2C2E).
    public static let secondarySystemBackground = _system("secondarySystemBackgroundColor", UIColor(_rgb: 0xF2F2F7), UIColor(_rgb: 0x1C1C1E), elevated: UIColor(_rgb: 0x2C2C2E))
    /// The background of content layered over secondary backgrounds. Light #FFFFFF, dark #2C2C2E (elevated #3A3A3C).
    public static let tertiarySystemBackground = _system("tertiarySystemBackgroundColor", UIColor(white: 1, alpha: 1), UIColor(_rgb: 0x2C2C2E), elevated: UIColor(_rgb: 0x3A3A3C))
    /// The background of a grouped interface such as a grouped table. Light #F2F2F7, dark #000000 (elevated #1C1C1E).
    public static let systemGroupedBackground = _system("systemGroupedBackgroundColor", UIColor(_rgb: 0xF2F2F7), UIColor(white: 0, alpha: 1), elevated: UIColor(_rgb: 0x1C1C1E))
    /// The background of content over a grouped background, such as grouped cells. Light #FFFFFF, dark #1C1C1E (elevated #2C2C2E).
    public static let secondarySystemGroupedBackground = _system("secondarySystemGroupedBackgroundColor", UIColor(white: 1, alpha: 1), UIColor(_rgb: 0x1C1C1E), elevated: UIColor(_rgb: 0x2C2C2E))
    /// The background of content layered over secondary grouped backgrounds. Light #F2F2F7, dark #2C2C2E (elevated #3A3A3C).
    public static let tertiarySystemGroupedBackground = _system("tertiarySystemGroupedBackgroundColor", UIColor(_rgb: 0xF2F2F7), UIColor(_rgb: 0x2C2C2E), elevated: UIColor(_rgb: 0x3A3A3C))
    /// The tint colour of the view it is used in. On Linux: `systemBlue` (not resolved per view).
    public static var tintColor: UIColor { systemBlue }
    /// Text colour for dark backgrounds (white at 60% opacity); not dynamic on iOS either.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Text colour for light backgrounds (black); not dynamic on iOS either.
    public static let darkText = UIColor(white: 0, alpha: 1)
}
