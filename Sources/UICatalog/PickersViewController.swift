//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The pickers page, as Apple's UIKitCatalog shows its Picker View, Date Picker and Color Picker
/// pages: a three-wheel picker mixing a colour (red, green, blue in steps of 5%), date pickers in
/// each style (inline calendar, wheels for a time, a compact button), and a colour well beside a
/// button that presents the colour picker itself. Every value is shown in a label.
final class PickersViewController: CatalogPageViewController, UIPickerViewDataSource, UIPickerViewDelegate,
                                   UIColorPickerViewControllerDelegate {
    let colorPicker = UIPickerView()
    let swatch = UIView()
    let inlineDatePicker = UIDatePicker()
    let timePicker = UIDatePicker()
    let compactDatePicker = UIDatePicker()
    let dateLabel = UILabel()
    let colorWell = UIColorWell()
    let colorLabel = UILabel()
    let pickerButton = UIButton(configuration: .tinted())
    private let scroll = UIScrollView()
    private let column = UIStackView()
    /// The picker's steps: 0, 5, …, 100 (percent).
    static let steps = Array(stride(from: 0, through: 100, by: 5))
    static let componentNames = ["Red", "Green", "Blue"]

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Pickers", subtitle: "UIPickerView, UIDatePicker in its three styles, UIColorWell and UIColorPickerViewController")

        // MARK: Picker view
        colorPicker.dataSource = self
        colorPicker.delegate = self
        colorPicker.accessibilityIdentifier = "picker.color"
        for (c, row) in [20, 8, 16].enumerated() { colorPicker.selectRow(row, inComponent: c, animated: false) }
        swatch.layer.cornerRadius = 10
        swatch.accessibilityIdentifier = "picker.swatch"
        swatch.translatesAutoresizingMaskIntoConstraints = false
        swatch.widthAnchor.constraint(equalToConstant: 64).isActive = true
        swatch.heightAnchor.constraint(equalToConstant: 64).isActive = true
        let pickerLine = UIStackView(arrangedSubviews: [colorPicker, swatch])
        pickerLine.spacing = 16
        pickerLine.alignment = .center
        updateSwatch()

        // MARK: Date pickers
        var start = DateComponents()
        start.year = 2026; start.month = 12; start.day = 3; start.hour = 9; start.minute = 30
        let date = Calendar.current.date(from: start) ?? Date()
        inlineDatePicker.preferredDatePickerStyle = .inline
        inlineDatePicker.datePickerMode = .date
        inlineDatePicker.date = date
        inlineDatePicker.accessibilityIdentifier = "datepicker.inline"
        timePicker.preferredDatePickerStyle = .wheels
        timePicker.datePickerMode = .time
        timePicker.minuteInterval = 5
        timePicker.date = date
        timePicker.accessibilityIdentifier = "datepicker.wheels"
        compactDatePicker.preferredDatePickerStyle = .compact
        compactDatePicker.datePickerMode = .dateAndTime
        compactDatePicker.date = date
        compactDatePicker.accessibilityIdentifier = "datepicker.compact"
        for p in [inlineDatePicker, timePicker, compactDatePicker] {
            p.addTarget(self, action: PickersViewController.dateChanged, for: .valueChanged)
        }
        dateLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        dateLabel.accessibilityIdentifier = "datepicker.value"
        dateChanged(inlineDatePicker)
        let dates = UIStackView(arrangedSubviews: [inlineDatePicker, timePicker, compactDatePicker, dateLabel])
        dates.axis = .vertical
        dates.spacing = 12
        dates.alignment = .leading

        // MARK: Colour well
        colorWell.title = "Swatch Colour"
        colorWell.selectedColor = .systemTeal
        colorWell.accessibilityIdentifier = "colorwell"
        colorWell.addTarget(self, action: PickersViewController.wellChanged, for: .valueChanged)
        colorLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        colorLabel.accessibilityIdentifier = "colorwell.value"
        pickerButton.configuration?.title = "Color Picker…"
        pickerButton.accessibilityIdentifier = "colorpicker.show"
        pickerButton.addAction(UIAction { [unowned self] _ in showColorPicker() }, for: .touchUpInside)
        wellChanged(colorWell)
        let wellLine = UIStackView(arrangedSubviews: [colorWell, colorLabel, pickerButton])
        wellLine.spacing = 16
        wellLine.alignment = .center

        // MARK: Layout: the cards in a scrolling column
        column.axis = .vertical
        column.spacing = Self.gap
        for card in [CardView(caption: "UIPICKERVIEW", content: pickerLine),
                     CardView(caption: "UIDATEPICKER", content: dates),
                     CardView(caption: "UICOLORWELL · UICOLORPICKERVIEWCONTROLLER", content: wellLine)] {
            column.addArrangedSubview(card)
        }
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        pinToCardArea(scroll)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }

    // MARK: Picker view data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { Self.componentNames.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.steps.count }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        return NSAttributedString(string: "\(Self.steps[row])%", attributes: [.foregroundColor: colors[component]])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 80 }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { updateSwatch() }

    /// The swatch shows the colour the three wheels make.
    func updateSwatch() {
        let c = (0..<3).map { CGFloat(Self.steps[max(0, colorPicker.selectedRow(inComponent: $0))]) / 100 }
        swatch.backgroundColor = UIColor(red: c[0], green: c[1], blue: c[2], alpha: 1)
        swatch.accessibilityValue = zip(Self.componentNames, c).map { "\($0) \(Int($1 * 100))%" }.joined(separator: ", ")
    }

    // MARK: Date pickers

    /// The label's format: medium date, short time (made once, not per change).
    static let dateFormatter: DateFormatter = {
        let f = DateFormatter()
        f.dateStyle = .medium
        f.timeStyle = .short
        return f
    }()

    func dateChanged(_ sender: UIDatePicker) {
        dateLabel.text = Self.dateFormatter.string(from: sender.date)
        for p in [inlineDatePicker, timePicker, compactDatePicker] where p !== sender { p.date = sender.date }
    }

    // MARK: Colour well and picker

    func wellChanged(_ sender: UIColorWell) {
        colorLabel.text = Self.hex(sender.selectedColor)
    }

    func showColorPicker() {
        let picker = UIColorPickerViewController()
        picker.title = "Swatch Colour"
        picker.selectedColor = colorWell.selectedColor ?? .white
        picker.delegate = self
        present(picker, animated: true)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {
        colorWell.selectedColor = color
        colorLabel.text = Self.hex(color)
    }

    /// `#RRGGBB` of a colour in sRGB ("none" for nil).
    static func hex(_ color: UIColor?) -> String {
        guard let color else { return "none" }
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let v = [r, g, b].map { Int((min(max($0, 0), 1) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", v[0], v[1], v[2])
    }
}
