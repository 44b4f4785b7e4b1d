//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's Sliders page: red, green and blue sliders whose tracks run through the
// colours each would give, each with a field of its 0-255 value, and the hex field ("sRGB Hex
// Color #": iOS says Display P3; Linux has no colour management and edits sRGB). Return or
// leaving a field picks what was typed: a component's number (clamped to 0-255) or a colour
// ("FF8000", "#ff8000" or "F80"); anything else puts the current value back.

/// The colour picker's RGB sliders and hex field.
@MainActor final class _UIColorPickerSlidersView: UIView {
    /// Called with a picked colour (opaque) and whether the gesture is still going on.
    var onPick: ((_UIPickerRGBA, Bool) -> Void)?
    /// The red, green and blue sliders.
    let sliders = [_UIColorPickerSlider(), _UIColorPickerSlider(), _UIColorPickerSlider()]
    private let captions = ["RED", "GREEN", "BLUE"].map { _UIColorPickerView.caption($0) }
    /// The 0-255 values beside the sliders, editable.
    let valueFields = [UITextField(), UITextField(), UITextField()]
    private let hexCaption = UILabel()
    /// The hex field (six hex digits, no "#").
    let hexField = UITextField()
    private var current = _UIPickerRGBA(r: 1, g: 1, b: 1, a: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let names = ["Red", "Green", "Blue"]
        for i in 0..<3 {
            addSubview(captions[i])
            let s = sliders[i]
            s.accessibilityLabel = names[i]
            s.onChange = { [weak self] v, continuously in self?.sliderChanged(i, v, continuously) }
            addSubview(s)
            let f = valueFields[i]
            configure(f)
            f.keyboardType = .numberPad
            f.accessibilityLabel = "\(names[i]) Value"
            f.addAction(UIAction { [weak self] _ in self?.commitComponent(i) }, for: .editingDidEnd)
            addSubview(f)
        }
        hexCaption.text = "sRGB Hex Color #"
        hexCaption.font = .systemFont(ofSize: 15)
        hexCaption.textColor = .label
        hexCaption.textAlignment = .right
        addSubview(hexCaption)
        configure(hexField)
        hexField.autocapitalizationType = .allCharacters
        hexField.accessibilityLabel = "sRGB Hex Color"
        hexField.addAction(UIAction { [weak self] _ in self?.commitHex() }, for: .editingDidEnd)
        addSubview(hexField)
    }

    /// A value field: rounded, monospaced digits, centred. Typing replaces the value (the field
    /// clears when editing begins; left empty, the value comes back); Return ends editing.
    private func configure(_ field: UITextField) {
        field.borderStyle = .roundedRect
        field.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        field.textAlignment = .center
        field.autocorrectionType = .no
        field.returnKeyType = .done
        field.clearsOnBeginEditing = true
        field.addAction(UIAction { _ in }, for: .editingDidEndOnExit)
    }

    /// Ends typing in the page's fields (what was typed is picked or put back).
    func endTyping() {
        for f in valueFields + [hexField] where f.isFirstResponder { f.resignFirstResponder() }
    }

    required init?(coder: NSCoder) { fatalError("_UIColorPickerSlidersView is made in code") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let w = bounds.width, valueWidth: CGFloat = 56
        var y: CGFloat = 0
        for i in 0..<3 {
            captions[i].frame = CGRect(x: 0, y: y, width: w, height: 16)
            y += 20
            sliders[i].frame = CGRect(x: 0, y: y, width: w - valueWidth - 10, height: 30)
            valueFields[i].frame = CGRect(x: w - valueWidth, y: y - 1, width: valueWidth, height: 32)
            y += 30 + 14
        }
        y += 4
        hexField.frame = CGRect(x: w - 96, y: y, width: 96, height: 34)
        hexCaption.frame = CGRect(x: 0, y: y, width: w - 96 - 8, height: 34)
    }

    /// Shows `color` (the hex field keeps what is being typed).
    func show(_ color: _UIPickerRGBA) {
        current = color
        let comps = [color.r, color.g, color.b]
        for i in 0..<3 {
            sliders[i].value = comps[i]
            var lo = color, hi = color
            lo.a = 1; hi.a = 1
            switch i {
            case 0: lo.r = 0; hi.r = 1
            case 1: lo.g = 0; hi.g = 1
            default: lo.b = 0; hi.b = 1
            }
            sliders[i].trackColors = [lo, hi]
            let text = "\(Int((comps[i] * 255).rounded()))"
            if !valueFields[i].isEditing, valueFields[i].text != text { valueFields[i].text = text }
        }
        if !hexField.isEditing, hexField.text != color.hex { hexField.text = color.hex }
    }

    private func sliderChanged(_ i: Int, _ v: CGFloat, _ continuously: Bool) {
        var c = current
        c.a = 1
        switch i {
        case 0: c.r = v
        case 1: c.g = v
        default: c.b = v
        }
        onPick?(c, continuously)
    }

    /// The component's field ended: a whole number sets it (clamped to 0-255, as the field
    /// shows); anything else, or nothing, puts the current value back.
    private func commitComponent(_ i: Int) {
        let comps = [current.r, current.g, current.b]
        let old = Int((comps[i] * 255).rounded())
        let typed = (valueFields[i].text ?? "").trimmingCharacters(in: .whitespaces)
        guard let n = Int(typed) ?? (typed.count > 1 && typed.allSatisfy { $0.isASCII && $0.isNumber } ? Int.max : nil) else {
            valueFields[i].text = "\(old)"
            return
        }
        let v = min(max(n, 0), 255)
        valueFields[i].text = "\(v)"
        guard v != old else { return }
        sliderChanged(i, CGFloat(v) / 255, false)
    }

    private func commitHex() {
        guard let c = _UIPickerRGBA.parseHex(hexField.text ?? "", alpha: 1) else {
            hexField.text = current.hex
            return
        }
        hexField.text = c.hex
        onPick?(c, false)
    }
}
