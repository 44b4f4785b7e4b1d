//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Edit sheet: a brightness slider and a tint colour well (`UIColorWell`, which presents the
/// colour picker), applied live to the photo on screen; Done keeps the edits (the grid's
/// thumbnail follows the brightness), Cancel puts the photo back as it was. Its controls are a
/// vertical stack view laid out with Auto Layout.
final class EditPhotoViewController: UIViewController {
    /// The photo edited.
    let photo: Int
    private weak var zoomView: PhotoZoomView?
    private let original: Float
    private let originalTint: UIColor?
    private var committed = false
    /// The brightness slider (-1...1).
    let brightnessSlider = UISlider()
    /// The tint: a colour veiled over the photo.
    let tintWell = UIColorWell()
    /// The controls, top to bottom.
    let stack = UIStackView()

    /// An editor for `photo`, previewing on `zoomView`.
    init(photo: Int, zoomView: PhotoZoomView?) {
        self.photo = photo
        self.zoomView = zoomView
        original = PhotoLibrary.shared.brightness(of: photo)
        originalTint = PhotoLibrary.shared.tint(of: photo)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        view.backgroundColor = .systemGroupedBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: EditPhotoViewController.cancel)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: EditPhotoViewController.done)

        let caption = UILabel()
        caption.text = "Brightness"
        caption.font = .preferredFont(forTextStyle: .headline)
        brightnessSlider.minimumValue = -1
        brightnessSlider.maximumValue = 1
        brightnessSlider.value = original
        brightnessSlider.minimumValueImage = UIImage(systemName: "sun.min")
        brightnessSlider.maximumValueImage = UIImage(systemName: "sun.max")
        brightnessSlider.accessibilityLabel = "Brightness"
        brightnessSlider.accessibilityIdentifier = "edit.brightness"
        brightnessSlider.addTarget(self, action: EditPhotoViewController.brightnessChanged, for: .valueChanged)

        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.addArrangedSubview(caption)
        stack.addArrangedSubview(brightnessSlider)
        let tintCaption = UILabel()
        tintCaption.text = "Tint"
        tintCaption.font = .preferredFont(forTextStyle: .headline)
        tintWell.title = "Tint"
        tintWell.supportsAlpha = false
        tintWell.selectedColor = originalTint
        tintWell.accessibilityIdentifier = "edit.tint"
        tintWell.addTarget(self, action: EditPhotoViewController.tintChanged, for: .valueChanged)
        tintCaption.setContentHuggingPriority(.defaultLow, for: .horizontal)
        tintWell.setContentHuggingPriority(.required, for: .horizontal)
        let tintLine = UIStackView(arrangedSubviews: [tintCaption, tintWell])
        tintLine.spacing = 12
        tintLine.alignment = .center
        stack.setCustomSpacing(24, after: brightnessSlider)
        stack.addArrangedSubview(tintLine)
        view.addSubview(stack)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        ])
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if !committed {   // swiped down: as Cancel
            zoomView?.brightness = original
            zoomView?.tint = originalTint
        }
    }

    private func brightnessChanged(_ slider: UISlider) {
        zoomView?.brightness = slider.value
    }

    private func tintChanged(_ well: UIColorWell) {
        zoomView?.tint = well.selectedColor
    }

    private func cancel() {
        zoomView?.brightness = original
        zoomView?.tint = originalTint
        dismiss(animated: true)
    }

    private func done() {
        committed = true
        PhotoLibrary.shared.setBrightness(brightnessSlider.value, of: photo)
        PhotoLibrary.shared.setTint(tintWell.selectedColor, of: photo)
        dismiss(animated: true)
    }
}
