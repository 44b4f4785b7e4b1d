//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import QuartzCore
import UIKit

/// The Progress View page, as Apple's UIKitCatalog shows it: a default, a bar and a tinted
/// progress view; one moved by a stepper with `setProgress(_:animated:)`; and one following a
/// Foundation `Progress` (`observedProgress`), advanced a unit at a time by a button, or run to
/// the end by a display link on the media clock (four units a second).
final class ProgressViewsViewController: CatalogCasesViewController {
    let defaultProgress = UIProgressView(progressViewStyle: .default)
    let barProgress = UIProgressView(progressViewStyle: .bar)
    let tintedProgress = UIProgressView(progressViewStyle: .default)
    let steppedProgress = UIProgressView(progressViewStyle: .default)
    let progressStepper = UIStepper()
    let observedProgress = UIProgressView(progressViewStyle: .default)
    /// The work the observed progress view follows.
    let task = Progress(totalUnitCount: 8)
    let stepLabel = UILabel(), taskLabel = UILabel()
    let runButton = UIButton(type: .system)
    /// Runs the task while "Run" is on (nil when stopped).
    private var link: CADisplayLink?
    /// Units the running task does each second.
    static let unitsPerSecond = 4

    override func makeCases() -> [CatalogCase] {
        defaultProgress.progress = 0.3
        barProgress.progress = 0.6
        tintedProgress.progress = 0.75
        tintedProgress.progressTintColor = .systemGreen
        tintedProgress.trackTintColor = UIColor.systemGreen.withAlphaComponent(0.2)
        for (p, id) in [(defaultProgress, "progress.default"), (barProgress, "progress.bar"), (tintedProgress, "progress.tinted"),
                        (steppedProgress, "progress.stepped"), (observedProgress, "progress.observed")] {
            p.accessibilityIdentifier = id
        }

        progressStepper.minimumValue = 0; progressStepper.maximumValue = 1; progressStepper.stepValue = 0.1
        progressStepper.value = 0.5
        progressStepper.accessibilityIdentifier = "progress.stepper"
        progressStepper.addTarget(self, action: ProgressViewsViewController.stepperChanged, for: .valueChanged)
        steppedProgress.progress = 0.5
        stepLabel.text = "0.5"
        let stepped = UIStackView.catalogColumn([Self.withValue(steppedProgress, stepLabel), progressStepper], alignment: .leading)
        stepped.arrangedSubviews[0].widthAnchor.constraint(equalTo: stepped.widthAnchor).isActive = true

        observedProgress.observedProgress = task
        let step = UIButton(type: .system)
        step.setTitle("Do One Unit", for: .normal)
        step.accessibilityIdentifier = "progress.task"
        step.addTarget(self, action: ProgressViewsViewController.doOneUnit, for: .touchUpInside)
        runButton.setTitle("Run", for: .normal)
        runButton.accessibilityIdentifier = "progress.run"
        runButton.addTarget(self, action: ProgressViewsViewController.toggleRun, for: .touchUpInside)
        let buttons = UIStackView(arrangedSubviews: [step, runButton])
        buttons.spacing = 24
        let observed = UIStackView.catalogColumn([Self.withValue(observedProgress, taskLabel), buttons], alignment: .leading)
        observed.arrangedSubviews[0].widthAnchor.constraint(equalTo: observed.widthAnchor).isActive = true
        showTask()

        func labelled(_ p: UIProgressView) -> UIView {
            let l = UILabel()
            l.text = String(format: "%.2f", p.progress)
            return Self.withValue(p, l)
        }
        return [
            CatalogCase("Default", labelled(defaultProgress), fills: true),
            CatalogCase("Bar", labelled(barProgress), fills: true),
            CatalogCase("Tinted", labelled(tintedProgress), fills: true),
            CatalogCase("Animated Steps", stepped, footer: "setProgress(_:animated: true) glides to the stepper's value.", fills: true),
            CatalogCase("Following a Progress", observed,
                        footer: "observedProgress: the bar follows a Foundation Progress of 8 units; Run does 4 a second.", fills: true),
        ]
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        stopRunning()
    }

    func stepperChanged(_ sender: UIStepper) {
        steppedProgress.setProgress(Float(sender.value), animated: true)
        stepLabel.text = String(format: "%.1f", sender.value)
    }

    /// One unit of work (after the last, the task starts again from none).
    func doOneUnit() {
        task.completedUnitCount = task.completedUnitCount >= task.totalUnitCount ? 0 : task.completedUnitCount + 1
        showTask()
    }

    /// "Run": a unit every quarter second until the task is done; "Stop" stops it.
    func toggleRun() {
        if link != nil { return stopRunning() }
        if task.completedUnitCount >= task.totalUnitCount { task.completedUnitCount = 0; showTask() }
        let l = CADisplayLink { [weak self] _ in
            guard let self else { return }
            doOneUnit()
            if task.completedUnitCount >= task.totalUnitCount { stopRunning() }
        }
        l.preferredFramesPerSecond = Self.unitsPerSecond
        l.add(to: .main, forMode: .common)
        link = l
        runButton.setTitle("Stop", for: .normal)
    }

    private func stopRunning() {
        link?.invalidate()
        link = nil
        runButton.setTitle("Run", for: .normal)
    }

    private func showTask() {
        taskLabel.text = "\(task.completedUnitCount) of \(task.totalUnitCount)"
    }
}
