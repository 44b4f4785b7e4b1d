//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Interface Builder's typed values as UIKit's: colours (components, system colours by their
// Objective-C names, asset colours), fonts (system weights, text styles, named fonts), images
// by name or SF Symbol, and the enumerations IB writes by case name.

/// Document values to UIKit values.
@MainActor package enum _UIIBValues {
    /// The system colours by the Objective-C names documents use (`systemRedColor`, `labelColor`).
    static let systemColors: [String: UIColor] = {
        var table: [String: UIColor] = [
            "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
            "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
            "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
            "systemMintColor": .systemMint, "systemCyanColor": .systemCyan, "systemBrownColor": .systemBrown,
            "systemGrayColor": .systemGray, "systemGray2Color": .systemGray2, "systemGray3Color": .systemGray3,
            "systemGray4Color": .systemGray4, "systemGray5Color": .systemGray5, "systemGray6Color": .systemGray6,
            "labelColor": .label, "secondaryLabelColor": .secondaryLabel, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "placeholderTextColor": .placeholderText, "linkColor": .link,
            "separatorColor": .separator, "opaqueSeparatorColor": .opaqueSeparator, "systemFillColor": .systemFill,
            "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
            "quaternarySystemFillColor": .quaternarySystemFill, "systemBackgroundColor": .systemBackground,
            "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground,
            "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground,
            "lightTextColor": .lightText, "darkTextColor": .darkText, "tintColor": .tintColor,
            "groupTableViewBackgroundColor": .groupTableViewBackground,
            "blackColor": .black, "darkGrayColor": .darkGray, "lightGrayColor": .lightGray, "whiteColor": .white,
            "grayColor": .gray, "redColor": .red, "greenColor": .green, "blueColor": .blue, "cyanColor": .cyan,
            "yellowColor": .yellow, "magentaColor": .magenta, "orangeColor": .orange, "purpleColor": .purple,
            "brownColor": .brown, "clearColor": .clear,
        ]
        table["systemGroupedBackground"] = .systemGroupedBackground
        return table
    }()

    /// The UIKit colour of a document colour; nil (with a diagnostic) for an unknown system
    /// colour or a missing asset colour.
    static func color(_ color: IBColor, _ context: _UINibLoadingContext, objectID: String?) -> UIColor? {
        switch color {
        case let .rgb(red, green, blue, alpha, space):
            if space == .displayP3 { return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha) }
            return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        case let .white(white, alpha, _):
            return UIColor(white: white, alpha: alpha)
        case .system(let name):
            if let c = systemColors[name] { return c }
            context.report("unknown system colour \(name)", objectID: objectID)
            return nil
        case .named(let name):
            if let c = UIColor(named: name, in: context.bundle, compatibleWith: nil) ?? UIColor(named: name) { return c }
            context.report("no colour named \(name) in the asset catalog", objectID: objectID)
            return nil
        }
    }

    /// The UIKit font of a document font.
    static func font(_ font: IBFont) -> UIFont {
        switch font {
        case let .system(size, weight):
            return UIFont.systemFont(ofSize: size, weight: fontWeight(weight))
        case .italicSystem(let size):
            return UIFont.italicSystemFont(ofSize: size)
        case let .textStyle(style, _):
            return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case let .custom(name, _, size):
            return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
    }

    static func fontWeight(_ weight: IBFont.Weight) -> UIFont.Weight {
        switch weight {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }

    /// An image by name: the bundle's (or the app's) image, else an SF Symbol; nil (with a
    /// diagnostic) when there is neither.
    static func image(named name: String, _ context: _UINibLoadingContext, objectID: String?) -> UIImage? {
        if let image = UIImage(named: name, in: context.bundle, compatibleWith: nil) ?? UIImage(named: name)
            ?? UIImage(systemName: name) {
            return image
        }
        context.report("no image named \(name)", objectID: objectID)
        return nil
    }

    /// A value by IB's case name from `table`; nil (with a diagnostic) for an unknown name.
    static func enumeration<T>(_ text: String, _ table: [String: T], _ what: String, _ context: _UINibLoadingContext,
                               objectID: String?) -> T? {
        if let value = table[text] { return value }
        context.report("unknown \(what) \(text)", objectID: objectID)
        return nil
    }

    static let contentModes: [String: UIView.ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]

    static let semanticContentAttributes: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    static let textAlignments: [String: NSTextAlignment] = [
        "natural": .natural, "left": .left, "center": .center, "right": .right, "justified": .justified,
    ]

    static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail,
        "middleTruncation": .byTruncatingMiddle,
    ]

    static let controlEvents: [String: UIControl.Event] = [
        "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
        "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
        "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
        "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
        "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin,
        "editingChanged": .editingChanged, "editingDidEnd": .editingDidEnd,
        "editingDidEndOnExit": .editingDidEndOnExit, "allTouchEvents": .allTouchEvents,
        "allEditingEvents": .allEditingEvents, "allEvents": .allEvents,
    ]

    static let accessibilityTraits: [String: UIAccessibilityTraits] = [
        "button": .button, "link": .link, "image": .image, "selected": .selected, "staticText": .staticText,
        "header": .header, "searchField": .searchField, "notEnabled": .notEnabled,
        "updatesFrequently": .updatesFrequently, "summaryElement": .summaryElement, "keyboardKey": .keyboardKey,
        "adjustable": .adjustable, "playsSound": .playsSound, "startsMediaSession": .startsMediaSession,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "tabBar": .tabBar,
    ]

    /// A number from a key-value coding value (`NSNumber`, `Double`, `CGFloat`, `Int`, `Float`, `Bool`).
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Int: return Double(v)
        case let v as Float: return Double(v)
        case let v as Bool: return v ? 1 : 0
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// A Boolean from a key-value coding value (numbers: non-zero is true).
    package static func bool(_ value: Any?) -> Bool? {
        if let b = value as? Bool { return b }
        return number(value).map { $0 != 0 }
    }

    /// A colour from a key-value coding value (`UIColor` or `CGColor`).
    package static func uiColor(_ value: Any?) -> UIColor? {
        if let c = value as? UIColor { return c }
        if let c = value as? CGColor { return UIColor(cgColor: c) }
        return nil
    }
}
