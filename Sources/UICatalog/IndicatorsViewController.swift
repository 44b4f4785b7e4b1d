//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The indicators page: activity indicators (medium, large, coloured, stopped and shown) with a
/// switch that starts and stops them, progress views (default, bar, tinted; one moved by a
/// stepper with `setProgress(_:animated:)`, one following a Foundation `Progress`), and buttons
/// that ask the feedback generators for haptics (accepted and counted; Linux has no haptic engine),
/// and a `UIVisualEffectView` over coloured stripes that blurs them (a segmented control picks
/// the style; drag the blur to see it follow what is behind it).
final class IndicatorsViewController: CatalogPageViewController {
    let mediumSpinner = UIActivityIndicatorView(style: .medium)
    let largeSpinner = UIActivityIndicatorView(style: .large)
    let colouredSpinner = UIActivityIndicatorView(style: .large)
    let shownSpinner = UIActivityIndicatorView(style: .medium)
    let spinSwitch = UISwitch()

    let defaultProgress = UIProgressView(progressViewStyle: .default)
    let barProgress = UIProgressView(progressViewStyle: .bar)
    let tintedProgress = UIProgressView(progressViewStyle: .default)
    let steppedProgress = UIProgressView(progressViewStyle: .default)
    let progressStepper = UIStepper()
    let observedProgress = UIProgressView(progressViewStyle: .default)
    let task = Progress(totalUnitCount: 8)

    let impact = UIImpactFeedbackGenerator(style: .medium)
    let selection = UISelectionFeedbackGenerator()
    let notification = UINotificationFeedbackGenerator()
    private var feedbackCount = 0
    private var rows: [ControlRow] = []
    private let feedbackLabel = UILabel()
    let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    static let blurStyles: [(String, UIBlurEffect.Style)] = [
        ("Material", .systemMaterial), ("Thin", .systemUltraThinMaterial), ("Light", .light), ("Dark", .dark),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Indicators", subtitle: "UIActivityIndicatorView, UIProgressView, the feedback generators and UIVisualEffectView")

        // MARK: Activity indicators
        colouredSpinner.color = .systemPurple
        shownSpinner.hidesWhenStopped = false
        for (s, id) in [(mediumSpinner, "spinner.medium"), (largeSpinner, "spinner.large"),
                        (colouredSpinner, "spinner.coloured"), (shownSpinner, "spinner.shown")] {
            s.accessibilityIdentifier = id
            s.startAnimating()
        }
        spinSwitch.isOn = true
        spinSwitch.accessibilityIdentifier = "spinners.switch"
        spinSwitch.addTarget(self, action: IndicatorsViewController.spinChanged, for: .valueChanged)
        let spinnerRows = [
            ControlRow("Medium", mediumSpinner, captionWidth: 130), ControlRow("Large", largeSpinner, captionWidth: 130),
            ControlRow("color = purple", colouredSpinner, captionWidth: 130),
            ControlRow("Stopped, shown", shownSpinner, captionWidth: 130),
            ControlRow("Animating", spinSwitch, captionWidth: 130),
        ]
        spinChanged(spinSwitch)

        // MARK: Progress views
        defaultProgress.progress = 0.3
        barProgress.progress = 0.6
        tintedProgress.progress = 0.75
        tintedProgress.progressTintColor = .systemGreen
        tintedProgress.trackTintColor = UIColor.systemGreen.withAlphaComponent(0.2)
        progressStepper.minimumValue = 0; progressStepper.maximumValue = 1; progressStepper.stepValue = 0.1
        progressStepper.value = 0.5
        progressStepper.accessibilityIdentifier = "progress.stepper"
        progressStepper.addTarget(self, action: IndicatorsViewController.stepperChanged, for: .valueChanged)
        steppedProgress.progress = 0.5
        observedProgress.observedProgress = task
        let step = UIButton(type: .system)
        step.setTitle("Do one unit of work", for: .normal)
        step.accessibilityIdentifier = "progress.task"
        step.addAction(UIAction { [unowned self] _ in
            task.completedUnitCount = task.completedUnitCount >= task.totalUnitCount ? 0 : task.completedUnitCount + 1
            rows.first { $0.control === observedProgress }?.valueLabel.text = "\(task.completedUnitCount) of 8"
        }, for: .touchUpInside)
        let progressRows = [
            ControlRow("Default 0.3", defaultProgress, captionWidth: 150, valueWidth: 60, stretch: true),
            ControlRow("Bar 0.6", barProgress, captionWidth: 150, valueWidth: 60, stretch: true),
            ControlRow("Tinted 0.75", tintedProgress, captionWidth: 150, valueWidth: 60, stretch: true),
            ControlRow("Animated steps", steppedProgress, captionWidth: 150, valueWidth: 60, stretch: true),
            ControlRow("", progressStepper, captionWidth: 150, valueWidth: 60),
            ControlRow("observedProgress", observedProgress, captionWidth: 150, valueWidth: 60, stretch: true),
            ControlRow("", step, captionWidth: 150, valueWidth: 60),
        ]
        progressRows[3].valueLabel.text = "0.5"
        progressRows[5].valueLabel.text = "0 of 8"

        // MARK: Feedback generators
        func button(_ title: String, _ id: String, _ play: @escaping @MainActor () -> Void) -> UIButton {
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            b.accessibilityIdentifier = id
            b.addAction(UIAction { [unowned self] _ in
                play()
                feedbackCount += 1
                feedbackLabel.text = "\(title): \(feedbackCount) request\(feedbackCount == 1 ? "" : "s") accepted (no haptic engine on Linux)"
            }, for: .touchUpInside)
            return b
        }
        let buttons = UIStackView(arrangedSubviews: [
            button("Impact", "feedback.impact") { [unowned self] in impact.impactOccurred() },
            button("Selection", "feedback.selection") { [unowned self] in selection.selectionChanged() },
            button("Success", "feedback.success") { [unowned self] in notification.notificationOccurred(.success) },
            button("Error", "feedback.error") { [unowned self] in notification.notificationOccurred(.error) },
        ])
        buttons.distribution = .fillEqually
        feedbackLabel.text = "Tap a button to ask for feedback."
        feedbackLabel.font = UIFont.systemFont(ofSize: 13)
        feedbackLabel.textColor = .secondaryLabel
        feedbackLabel.numberOfLines = 2
        let feedbackContent = UIStackView(arrangedSubviews: [buttons, feedbackLabel])
        feedbackContent.axis = .vertical
        feedbackContent.spacing = 10
        let feedbackBox = UIView()
        pinTop(feedbackContent, in: feedbackBox)

        // MARK: Visual effect view
        let stage = UIView()
        stage.clipsToBounds = true
        stage.layer.cornerRadius = 8
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        for i in 0..<21 {
            let c = colours[i % colours.count]
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 36, y: 0, width: 18, height: 400))
            stripe.backgroundColor = c
            stripe.autoresizingMask = [.flexibleHeight]
            stage.addSubview(stripe)
        }
        blurView.frame = CGRect(x: 30, y: 20, width: 180, height: 70)
        blurView.layer.cornerRadius = 12
        blurView.clipsToBounds = true
        blurView.accessibilityIdentifier = "blur"
        let blurLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 180, height: 70))
        blurLabel.text = "Drag me"
        blurLabel.textAlignment = .center
        blurLabel.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        blurView.contentView.addSubview(blurLabel)
        stage.addSubview(blurView)
        let drag = UIPanGestureRecognizer()
        drag.addAction { [unowned self] g in
            guard let g = g as? UIPanGestureRecognizer else { return }
            let t = g.translation(in: stage)
            blurView.center = CGPoint(x: blurView.center.x + t.x, y: blurView.center.y + t.y)
            g.setTranslation(.zero, in: stage)
        }
        blurView.addGestureRecognizer(drag)
        let styles = UISegmentedControl(items: Self.blurStyles.map(\.0))
        styles.selectedSegmentIndex = 0
        styles.accessibilityIdentifier = "blur.style"
        styles.addAction(UIAction { [unowned self] action in
            guard let c = action.sender as? UISegmentedControl, c.selectedSegmentIndex >= 0 else { return }
            let style = Self.blurStyles[c.selectedSegmentIndex].1
            blurView.effect = UIBlurEffect(style: style)
            blurLabel.textColor = style == .dark ? .white : .label
        }, for: .valueChanged)
        let blurContent = UIStackView(arrangedSubviews: [styles, stage])
        blurContent.axis = .vertical
        blurContent.spacing = 8

        rows = spinnerRows + progressRows
        for card in [CardView(caption: "UIACTIVITYINDICATORVIEW", content: RowStack(spinnerRows, rowHeight: 37, spacing: 8)),
                     CardView(caption: "UIPROGRESSVIEW", content: RowStack(progressRows, rowHeight: 30, spacing: 6))] {
            grid.addArrangedSubview(card)
        }
        grid.spacing = Self.gap
        grid.distribution = .fillEqually
        for card in [CardView(caption: "UIFEEDBACKGENERATOR", content: feedbackBox),
                     CardView(caption: "UIVISUALEFFECTVIEW", content: blurContent)] {
            lower.addArrangedSubview(card)
        }
        lower.spacing = Self.gap
        lower.distribution = .fillEqually
        // The cards scroll when a narrow window stacks them taller than the page.
        let column = UIStackView(arrangedSubviews: [grid, lower])
        column.axis = .vertical
        column.spacing = Self.gap
        column.translatesAutoresizingMaskIntoConstraints = false
        let scroll = UIScrollView()
        scroll.alwaysBounceVertical = false
        scroll.addSubview(column)
        pinToCardArea(scroll)
        fill = column.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor)
        fill.priority = .defaultLow
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            column.heightAnchor.constraint(greaterThanOrEqualTo: scroll.frameLayoutGuide.heightAnchor),
            fill, lowerHeight,
        ])
    }

    private let grid = UIStackView(), lower = UIStackView()
    private lazy var lowerHeight = lower.heightAnchor.constraint(equalToConstant: Self.lowerCardHeight)
    /// One a row: the upper cards as tall as their rows need (two a row, they share what the page leaves).
    private lazy var gridHeight = grid.heightAnchor.constraint(equalToConstant: 2 * Self.upperCardHeight + Self.gap)
    private var fill: NSLayoutConstraint!
    private static let lowerCardHeight: CGFloat = 210, upperCardHeight: CGFloat = 300
    private var isWide: Bool?

    /// Two cards a row when the page is at least 700 points wide; one a row (scrolling) when narrower.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wide = view.bounds.width - view.directionalLayoutMargins.leading - view.directionalLayoutMargins.trailing >= 700
        guard wide != isWide else { return }
        isWide = wide
        grid.axis = wide ? .horizontal : .vertical
        lower.axis = wide ? .horizontal : .vertical
        lowerHeight.constant = wide ? Self.lowerCardHeight : 2 * Self.lowerCardHeight + Self.gap
        gridHeight.isActive = !wide
        fill.isActive = wide
        view.updateConstraintsIfNeeded()
    }

    func spinChanged(_ sender: UISwitch) {
        for s in [mediumSpinner, largeSpinner, colouredSpinner, shownSpinner] {
            if sender.isOn { s.startAnimating() } else { s.stopAnimating() }
        }
        rows.first { $0.control === sender }?.valueLabel.text = sender.isOn ? "On" : "Off"
    }

    func stepperChanged(_ sender: UIStepper) {
        steppedProgress.setProgress(Float(sender.value), animated: true)
        rows.first { $0.control === steppedProgress }?.valueLabel.text = String(format: "%.1f", sender.value)
    }
}
