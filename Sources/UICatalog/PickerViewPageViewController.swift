//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Picker View page, as Apple's UIKitCatalog shows it: three wheels (red, green and blue in
/// steps of 5%, titles in their colour) mixing the colour of a swatch beside them; and a wheel
/// whose rows are views (a weather symbol and its name), its choice shown in a label. The
/// swatch and the label follow the delegate's `didSelectRow`, which only the user's turns send.
final class PickerViewPageViewController: CatalogCasesViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    let colorPicker = UIPickerView()
    let swatch = UIView()
    let viewsPicker = UIPickerView()
    let weatherLabel = UILabel()
    /// The views picker's data source and delegate (its own object: a delegate that answers
    /// `viewForRow` gives every picker it serves views, and the colour wheels show titles).
    private let weather = WeatherRows()
    /// The colour wheels' steps: 0, 5, …, 100 (percent).
    static let steps = Array(stride(from: 0, through: 100, by: 5))
    static let componentNames = ["Red", "Green", "Blue"]

    override func makeCases() -> [CatalogCase] {
        colorPicker.dataSource = self
        colorPicker.delegate = self
        colorPicker.accessibilityIdentifier = "picker.color"
        for (c, row) in [20, 8, 16].enumerated() { colorPicker.selectRow(row, inComponent: c, animated: false) }
        swatch.accessibilityIdentifier = "picker.swatch"
        swatch.isAccessibilityElement = true
        swatch.accessibilityLabel = "Mixed Colour"
        Self.makeSwatch(swatch, side: 56, radius: 10)
        let colorRow = UIStackView(arrangedSubviews: [colorPicker, swatch])
        colorRow.spacing = 12
        colorRow.alignment = .center
        updateSwatch()

        weather.onSelect = { [unowned self] row in showWeather(row) }
        viewsPicker.dataSource = weather
        viewsPicker.delegate = weather
        viewsPicker.accessibilityIdentifier = "picker.views"
        viewsPicker.selectRow(2, inComponent: 0, animated: false)
        weatherLabel.accessibilityIdentifier = "picker.views.value"
        showWeather(2)
        let viewsRow = UIStackView(arrangedSubviews: [viewsPicker, weatherLabel])
        viewsRow.axis = .vertical
        viewsRow.spacing = 10
        weatherLabel.textAlignment = .center
        weatherLabel.font = .systemFont(ofSize: 15)
        weatherLabel.textColor = .secondaryLabel

        return [
            CatalogCase("Color Picker", colorRow,
                        footer: "Three components; the swatch mixes the rows in the band. Drag or flick a wheel, tap a row, or use the arrow keys and the mouse wheel.",
                        fills: true),
            CatalogCase("Views for Rows", viewsRow,
                        footer: "pickerView(_:viewForRow:forComponent:reusing:) gives each row a view: a symbol and a name.", fills: true),
        ]
    }

    // MARK: Colour wheels: data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { Self.componentNames.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.steps.count }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        let colors: [UIColor] = [.systemRed, .systemGreen, .systemBlue]
        return NSAttributedString(string: "\(Self.steps[row])%", attributes: [.foregroundColor: colors[component]])
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 72 }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { updateSwatch() }

    /// The swatch shows the colour the three wheels make.
    func updateSwatch() {
        let c = (0..<3).map { CGFloat(Self.steps[max(0, colorPicker.selectedRow(inComponent: $0))]) / 100 }
        swatch.backgroundColor = UIColor(red: c[0], green: c[1], blue: c[2], alpha: 1)
        swatch.accessibilityValue = zip(Self.componentNames, c).map { "\($0) \(Int($1 * 100))%" }.joined(separator: ", ")
    }

    private func showWeather(_ row: Int) {
        weatherLabel.text = "Forecast: \(WeatherRows.kinds[row].name)"
    }

    // MARK: Views for rows

    /// The weather wheel's rows: a symbol in its colour beside a name, made as views.
    final class WeatherRows: UIPickerViewDataSource, UIPickerViewDelegate {
        static let kinds: [(symbol: String, name: String, color: UIColor)] = [
            ("sun.max.fill", "Sunny", .systemYellow), ("cloud.sun", "Partly Cloudy", .systemOrange),
            ("cloud.fill", "Cloudy", .systemGray), ("cloud.rain.fill", "Rain", .systemBlue),
            ("cloud.bolt", "Thunderstorm", .systemPurple), ("cloud.snow", "Snow", .systemTeal),
            ("cloud.fog", "Fog", .systemGray2), ("moon.fill", "Clear Night", .systemIndigo),
        ]
        /// The user settled on a row.
        var onSelect: ((Int) -> Void)?

        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { Self.kinds.count }

        func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 44 }

        func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 250 }

        func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
            let rowView = view as? RowView ?? RowView()
            rowView.show(Self.kinds[row])
            return rowView
        }

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { onSelect?(row) }
    }

    /// One weather row: the symbol, then the name.
    final class RowView: UIView {
        let icon = UIImageView()
        let name = UILabel()

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
            icon.contentMode = .scaleAspectFit
            icon.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 22)
            name.font = .systemFont(ofSize: 20)
            name.textColor = .label
            addSubview(icon)
            addSubview(name)
            isAccessibilityElement = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        func show(_ kind: (symbol: String, name: String, color: UIColor)) {
            icon.image = UIImage(systemName: kind.symbol)
            icon.tintColor = kind.color
            name.text = kind.name
            accessibilityLabel = kind.name
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            icon.frame = CGRect(x: 16, y: (bounds.height - 30) / 2, width: 34, height: 30)
            name.frame = CGRect(x: 62, y: 0, width: max(0, bounds.width - 70), height: bounds.height)
        }
    }
}
