//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIControl and the simple controls from a document: alignment and states; a button's type,
// per-state titles, attributed titles, colours, images and symbol configurations, font and
// insets; a slider's range (before its value), images and tints; a switch's state and tints.

extension UIControl {
    /// Called by `init?(coder:)`: the control's alignment and states.
    func _decodeInterfaceBuilderControl(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        let horizontal: [String: ContentHorizontalAlignment] = [
            "center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing,
        ]
        if let a = coder.enumeration("contentHorizontalAlignment", horizontal) { contentHorizontalAlignment = a }
        let vertical: [String: ContentVerticalAlignment] = ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]
        if let a = coder.enumeration("contentVerticalAlignment", vertical) { contentVerticalAlignment = a }
        if let e = coder.bool("enabled") { isEnabled = e }
        if let s = coder.bool("selected") { isSelected = s }
        if let h = coder.bool("highlighted") { isHighlighted = h }
    }

    static func _ibState(_ state: IBButtonState.ControlState) -> State {
        switch state {
        case .normal: return .normal
        case .highlighted: return .highlighted
        case .selected: return .selected
        case .disabled: return .disabled
        default: return .normal
        }
    }
}

extension UIButton {
    /// Called by `init?(coder:)` after the button's own set-up: type, states, font, insets.
    func _decodeInterfaceBuilderButton(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        let types: [String: ButtonType] = [
            "custom": .custom, "system": .system, "roundedRect": .system, "detailDisclosure": .detailDisclosure,
            "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        ]
        if let t = coder.enumeration("buttonType", types) { _setType(t) }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        var d: [IBDiagnostic] = []
        let states = coder.element.buttonStates(diagnostics: &d)
        coder.context.report(d)
        for s in states {
            let state = UIControl._ibState(s.state)
            let key = s.state.rawValue + "Title"
            if let title = s.title { setTitle(coder.context.localized(title, objectID: coder.objectID, property: key), for: state) }
            if let c = s.titleColor.flatMap({ _UIIBValues.color($0, coder.context, objectID: coder.objectID) }) { setTitleColor(c, for: state) }
            if let c = s.titleShadowColor.flatMap({ _UIIBValues.color($0, coder.context, objectID: coder.objectID) }) {
                setTitleShadowColor(c, for: state)
            }
            if let name = s.image, let i = _UIIBValues.image(named: name, coder.context, objectID: coder.objectID) { setImage(i, for: state) }
            if let name = s.backgroundImage, let i = _UIIBValues.image(named: name, coder.context, objectID: coder.objectID) {
                setBackgroundImage(i, for: state)
            }
            if let element = coder.element.children(named: "state").first(where: { $0.key == s.state.rawValue }) {
                let sub = _UINibDecoder(element: element, context: coder.context)
                if let a = sub.attributedString("attributedTitle") { setAttributedTitle(a, for: state) }
                if let c = sub.symbolConfiguration() { setPreferredSymbolConfiguration(c, forImageIn: state) }
            }
        }
        if let f = coder.font() { titleLabel?.font = f }
        if let m = coder.enumeration("lineBreakMode", _UIIBValues.lineBreakModes) { titleLabel?.lineBreakMode = m }
        func insets(_ key: String) -> UIEdgeInsets? {
            coder.insets(key).map { UIEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
        }
        if let i = insets("contentEdgeInsets") { contentEdgeInsets = i }
        if let i = insets("titleEdgeInsets") { titleEdgeInsets = i }
        if let i = insets("imageEdgeInsets") { imageEdgeInsets = i }
        _decodeInterfaceBuilderConfiguration(coder)
    }
}

extension UISlider {
    /// Called by `init?(coder:)`: range (before the value, so it isn't clamped by 0…1), value,
    /// continuity, images and tints.
    func _decodeInterfaceBuilderSlider(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let v = coder.double("minValue") { minimumValue = Float(v) }
        if let v = coder.double("maxValue") { maximumValue = Float(v) }
        if let v = coder.double("value") { value = Float(v) }
        if let c = coder.bool("continuous") { isContinuous = c }
        if let i = coder.image("minimumValueImage") { minimumValueImage = i }
        if let i = coder.image("maximumValueImage") { maximumValueImage = i }
        if let c = coder.color("minimumTrackTintColor") { minimumTrackTintColor = c }
        if let c = coder.color("maximumTrackTintColor") { maximumTrackTintColor = c }
        if let c = coder.color("thumbTintColor") { thumbTintColor = c }
    }
}

extension UISwitch {
    /// Called by `init?(coder:)`: on/off and tints.
    func _decodeInterfaceBuilderSwitch(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let on = coder.bool("on") { isOn = on }
        if let c = coder.color("onTintColor") { onTintColor = c }
        if let c = coder.color("thumbTintColor") { thumbTintColor = c }
    }
}
