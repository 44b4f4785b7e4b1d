//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The controls page: sliders, switches, steppers, segmented controls and page controls, each
/// wired to a label (target-action method references for most, `UIAction` for a few).
final class ControlsViewController: CatalogPageViewController {
    private var cards: [CardView] = []
    /// The rows of cards (vertical), rebuilt when the page goes from wide to narrow or back.
    private let grid = UIStackView()
    private var isWide: Bool?
    private var arrangementConstraints: [NSLayoutConstraint] = []

    // Sliders.
    let defaultSlider = UISlider()
    let tintedSlider = UISlider()
    let imageSlider = UISlider()
    let steppedSlider = UISlider()
    private var sliderRows: [ControlRow] = []
    private var steppedEvents = 0

    // Switches.
    let onSwitch = UISwitch(), offSwitch = UISwitch(), tintedSwitch = UISwitch(), disabledSwitch = UISwitch()
    private var switchRows: [ControlRow] = []

    // Steppers.
    let stepper = UIStepper()
    let wrappingStepper = UIStepper()
    let fineStepper = UIStepper()
    private var stepperRows: [ControlRow] = []

    // Segmented controls.
    let periodControl = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let momentaryControl = UISegmentedControl(items: ["Undo", "Redo", "Clear"])
    let sizeControl = UISegmentedControl(items: ["Small", "Medium", "Large"])
    private var segmentRows: [ControlRow] = []

    // Page controls.
    let pageControl = UIPageControl()
    let tintedPageControl = UIPageControl()
    let pageSwatch = UILabel()
    private var pageRows: [ControlRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Controls", subtitle: "UISlider, UISwitch, UIStepper, UISegmentedControl, UIPageControl — each wired to a label")

        // MARK: Sliders
        defaultSlider.value = 0.5
        defaultSlider.accessibilityIdentifier = "slider.default"
        tintedSlider.minimumValue = 0; tintedSlider.maximumValue = 100; tintedSlider.value = 30
        tintedSlider.minimumTrackTintColor = .systemOrange
        tintedSlider.maximumTrackTintColor = UIColor.systemOrange.withAlphaComponent(0.25)
        tintedSlider.thumbTintColor = .systemPink
        tintedSlider.accessibilityIdentifier = "slider.tinted"
        imageSlider.minimumValue = 0; imageSlider.maximumValue = 10; imageSlider.value = 7
        imageSlider.minimumValueImage = ControlImages.sun(size: 14, color: .systemYellow)
        imageSlider.maximumValueImage = ControlImages.sun(size: 24, color: .systemOrange)
        imageSlider.accessibilityIdentifier = "slider.images"
        steppedSlider.minimumValue = 0; steppedSlider.maximumValue = 1; steppedSlider.value = 0.25
        steppedSlider.isContinuous = false
        steppedSlider.accessibilityIdentifier = "slider.noncontinuous"
        sliderRows = [
            ControlRow("Default", defaultSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Tinted", tintedSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Value images", imageSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Non-continuous", steppedSlider, captionWidth: 120, valueWidth: 130),
        ]
        for s in [defaultSlider, tintedSlider, imageSlider, steppedSlider] {
            s.addTarget(self, action: ControlsViewController.sliderChanged, for: .valueChanged)
            sliderChanged(s)
        }
        steppedEvents = 0
        sliderRows[3].valueLabel.text = "0.25 (0 events)"

        // MARK: Switches
        onSwitch.isOn = true
        offSwitch.isOn = false
        tintedSwitch.isOn = true
        tintedSwitch.onTintColor = .systemPurple
        tintedSwitch.thumbTintColor = .systemYellow
        disabledSwitch.isOn = true
        disabledSwitch.isEnabled = false
        switchRows = [
            ControlRow("On", onSwitch), ControlRow("Off", offSwitch),
            ControlRow("Tinted", tintedSwitch), ControlRow("Disabled", disabledSwitch),
        ]
        for (s, id) in [(onSwitch, "switch.on"), (offSwitch, "switch.off"), (tintedSwitch, "switch.tinted"), (disabledSwitch, "switch.disabled")] {
            s.accessibilityIdentifier = id
            s.addTarget(self, action: ControlsViewController.switchChanged, for: .valueChanged)
            switchChanged(s)
        }

        // MARK: Steppers
        stepper.minimumValue = 0; stepper.maximumValue = 10; stepper.value = 3
        stepper.accessibilityIdentifier = "stepper"
        wrappingStepper.minimumValue = 1; wrappingStepper.maximumValue = 5; wrappingStepper.value = 5
        wrappingStepper.wraps = true
        wrappingStepper.accessibilityIdentifier = "stepper.wraps"
        fineStepper.minimumValue = 0; fineStepper.maximumValue = 2; fineStepper.stepValue = 0.25; fineStepper.value = 1
        fineStepper.tintColor = .systemIndigo
        fineStepper.accessibilityIdentifier = "stepper.fine"
        stepperRows = [
            ControlRow("0…10", stepper), ControlRow("wraps, 1…5", wrappingStepper),
            ControlRow("step 0.25", fineStepper),
        ]
        for s in [stepper, wrappingStepper, fineStepper] {
            s.addTarget(self, action: ControlsViewController.stepperChanged, for: .valueChanged)
            stepperChanged(s)
        }

        // MARK: Segmented controls
        periodControl.selectedSegmentIndex = 1
        periodControl.accessibilityIdentifier = "segmented.period"
        periodControl.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
        momentaryControl.isMomentary = true
        momentaryControl.accessibilityIdentifier = "segmented.momentary"
        momentaryControl.addAction(UIAction { [unowned self] action in
            guard let c = action.sender as? UISegmentedControl, c.selectedSegmentIndex >= 0 else { return }
            segmentRows[1].valueLabel.text = "\(c.titleForSegment(at: c.selectedSegmentIndex) ?? "?")!"
        }, for: .valueChanged)
        sizeControl.selectedSegmentIndex = 0
        sizeControl.setEnabled(false, forSegmentAt: 1)
        sizeControl.selectedSegmentTintColor = .systemYellow
        sizeControl.accessibilityIdentifier = "segmented.size"
        sizeControl.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
        segmentRows = [
            ControlRow("Titles", periodControl, valueWidth: 90, stretch: true),
            ControlRow("Momentary (UIAction)", momentaryControl, valueWidth: 90, stretch: true),
            ControlRow("Segment 1 disabled", sizeControl, valueWidth: 90, stretch: true),
        ]
        for r in segmentRows { r.stacked = true }
        segmentChanged(periodControl); segmentChanged(sizeControl)
        segmentRows[1].valueLabel.text = "—"

        // MARK: Page controls
        pageControl.numberOfPages = 5
        pageControl.currentPage = 0
        pageControl.accessibilityIdentifier = "pagecontrol"
        tintedPageControl.numberOfPages = 8
        tintedPageControl.currentPage = 2
        tintedPageControl.pageIndicatorTintColor = UIColor.systemTeal.withAlphaComponent(0.3)
        tintedPageControl.currentPageIndicatorTintColor = .systemTeal
        tintedPageControl.accessibilityIdentifier = "pagecontrol.tinted"
        pageRows = [
            ControlRow("8 pages, tinted", tintedPageControl, valueWidth: 70, stretch: true),
        ]
        pageRows[0].stacked = true
        tintedPageControl.addTarget(self, action: ControlsViewController.pageChanged, for: .valueChanged)
        pageChanged(tintedPageControl)
        // The default page control (light indicators) sits on the coloured "pager", as in an app.
        pageControl.addAction(UIAction { [unowned self] _ in updateSwatch() }, for: .valueChanged)
        pageSwatch.textAlignment = .center
        pageSwatch.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        pageSwatch.textColor = .white
        pageSwatch.layer.cornerRadius = 10
        pageSwatch.clipsToBounds = true
        pageSwatch.numberOfLines = 2
        updateSwatch()
        // Swipe the "pager" to change pages; the page control follows (currentPage set in code).
        pageSwatch.isUserInteractionEnabled = true
        pageSwatch.accessibilityIdentifier = "pager"
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.addAction { [unowned self] _ in
                let next = pageControl.currentPage + (direction == .left ? 1 : -1)
                pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1, next))
                updateSwatch()
            }
            pageSwatch.addGestureRecognizer(swipe)
        }

        // The pager fills the card below the tinted page control's row; the default page control
        // sits on its bottom edge.
        let pagesContent = UIView()
        let pageStack = RowStack(pageRows, rowHeight: 54, spacing: 10)
        pinTop(pageStack, in: pagesContent)
        for v in [pageSwatch, pageControl] {
            v.translatesAutoresizingMaskIntoConstraints = false
            pagesContent.addSubview(v)
        }
        let swatchFill = pageSwatch.bottomAnchor.constraint(equalTo: pagesContent.bottomAnchor, constant: -8)
        swatchFill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            pageSwatch.topAnchor.constraint(equalTo: pagesContent.topAnchor, constant: 80),
            pageSwatch.leadingAnchor.constraint(equalTo: pagesContent.leadingAnchor),
            pageSwatch.trailingAnchor.constraint(equalTo: pagesContent.trailingAnchor),
            pageSwatch.heightAnchor.constraint(lessThanOrEqualToConstant: 150),
            pageSwatch.heightAnchor.constraint(greaterThanOrEqualToConstant: 10),
            swatchFill,
            pageControl.centerXAnchor.constraint(equalTo: pageSwatch.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: pageSwatch.bottomAnchor, constant: -4),
        ])

        cards = [
            CardView(caption: "UISLIDER", content: RowStack(sliderRows, rowHeight: 34, spacing: 16)),
            CardView(caption: "UISWITCH", content: RowStack(switchRows, rowHeight: 31, spacing: 18)),
            CardView(caption: "UISTEPPER", content: RowStack(stepperRows, rowHeight: 32, spacing: 22,
                                                               footnote: "Hold + or − to repeat (autorepeat). The middle stepper wraps from 5 to 1 and back.")),
            CardView(caption: "UISEGMENTEDCONTROL", content: RowStack(segmentRows, rowHeight: 54, spacing: 14,
                                                                        footnote: "Drag across the segments; the momentary one deselects on lift.")),
            CardView(caption: "UIPAGECONTROL", content: pagesContent),
        ]
        for c in cards { c.content.clipsToBounds = true }
        grid.axis = .vertical
        grid.spacing = Self.gap
        pinToCardArea(grid)
    }

    // MARK: Actions (target-action method references)

    func sliderChanged(_ sender: UISlider) {
        guard let row = sliderRows.first(where: { $0.control === sender }) else { return }
        switch sender {
        case tintedSlider: row.valueLabel.text = String(format: "%.0f %%", sender.value)
        case imageSlider: row.valueLabel.text = String(format: "%.1f of 10", sender.value)
        case steppedSlider:
            steppedEvents += 1
            row.valueLabel.text = String(format: "%.2f (%d event%@)", sender.value, steppedEvents, steppedEvents == 1 ? "" : "s")
        default: row.valueLabel.text = String(format: "%.2f", sender.value)
        }
    }

    func switchChanged(_ sender: UISwitch) {
        guard let row = switchRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = sender.isOn ? "On" : "Off"
        row.valueLabel.textColor = sender.isOn ? UIColor(red: 0.1, green: 0.55, blue: 0.2, alpha: 1) : UIColor(white: 0.45, alpha: 1)
    }

    func stepperChanged(_ sender: UIStepper) {
        guard let row = stepperRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = sender === fineStepper ? String(format: "%.2f", sender.value) : "\(Int(sender.value))"
    }

    func segmentChanged(_ sender: UISegmentedControl) {
        guard let row = segmentRows.first(where: { $0.control === sender }) else { return }
        let i = sender.selectedSegmentIndex
        row.valueLabel.text = i >= 0 ? (sender.titleForSegment(at: i) ?? "\(i)") : "none"
    }

    func pageChanged(_ sender: UIPageControl) {
        guard let row = pageRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = "\(sender.currentPage + 1) of \(sender.numberOfPages)"
    }

    private func updateSwatch() {
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]
        let p = pageControl.currentPage
        pageSwatch.backgroundColor = colors[max(0, min(colors.count - 1, p))]
        pageSwatch.text = "Page \(p + 1) of \(pageControl.numberOfPages)\nswipe, or tap the dots"
    }

    // MARK: Layout

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wide = view.bounds.width - view.directionalLayoutMargins.leading - view.directionalLayoutMargins.trailing >= 900
        guard wide != isWide else { return }
        isWide = wide
        arrangeCards(wide: wide)
        view.updateConstraintsIfNeeded()   // the new rows' constraints, before this layout pass places them
    }

    /// Wide: sliders (two columns wide) and switches, then steppers, segmented controls and page
    /// controls. Narrow: sliders across, then two rows of two (cards clip what does not fit).
    private func arrangeCards(wide: Bool) {
        guard cards.count == 5 else { return }
        NSLayoutConstraint.deactivate(arrangementConstraints)
        for row in grid.arrangedSubviews { row.removeFromSuperview() }
        func row(_ views: [UIView], equal: Bool = true) -> UIStackView {
            let r = UIStackView(arrangedSubviews: views)
            r.spacing = Self.gap
            if equal { r.distribution = .fillEqually }
            grid.addArrangedSubview(r)
            return r
        }
        let first: UIStackView, second: UIStackView
        if wide {
            first = row([cards[0], cards[1]], equal: false)
            second = row([cards[2], cards[3], cards[4]])
            arrangementConstraints = [
                cards[0].widthAnchor.constraint(equalTo: cards[1].widthAnchor, multiplier: 2, constant: Self.gap),
                first.heightAnchor.constraint(lessThanOrEqualToConstant: 260),
            ]
        } else {
            first = row([cards[0]])
            second = row([cards[1], cards[2]])
            let third = row([cards[3], cards[4]])
            arrangementConstraints = [
                first.heightAnchor.constraint(lessThanOrEqualToConstant: 236),
                third.heightAnchor.constraint(equalTo: second.heightAnchor),
            ]
        }
        // The first row is as tall as the others where its maximum allows.
        let even = first.heightAnchor.constraint(equalTo: second.heightAnchor)
        even.priority = .defaultHigh
        arrangementConstraints.append(even)
        NSLayoutConstraint.activate(arrangementConstraints)
    }
}
