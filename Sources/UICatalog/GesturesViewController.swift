//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The gestures page: a tap counter, a view dragged with a pan recognizer, and an image view
/// pinched and rotated (two fingers on a touchscreen; Ctrl + wheel zooms with a mouse).
final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()
    private let cardArea = UILayoutGuide()
    private var grid: CardGrid!
    let tapTarget = UILabel()
    let countLabel = UILabel()
    private(set) var taps = 0
    let dragArea = GestureArea()
    let draggable = UILabel()
    let dragStatus = UILabel()
    let photoArea = GestureArea()
    let photo = UIImageView()
    let photoStatus = UILabel()
    private var dragStart = CGPoint.zero
    private var photoScale: CGFloat = 1, photoRotation: CGFloat = 0
    private var pinchBase: CGFloat = 1, rotationBase: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CatalogPageViewController.pageBackground
        CatalogPageViewController.addHeader(to: view, title: titleLabel, subtitle: hintLabel, cardArea: cardArea, titleText: "Gestures",
                                            subtitleText: "Mouse: the left button is a finger; Ctrl + wheel pinches. Touchscreen: real multi-touch.")

        // Tap counter.
        let tapContent = UIView()
        tapTarget.text = "Tap me"
        tapTarget.textAlignment = .center
        tapTarget.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        tapTarget.textColor = .white
        tapTarget.backgroundColor = .systemBlue
        tapTarget.layer.cornerRadius = 14
        tapTarget.clipsToBounds = true
        tapTarget.isUserInteractionEnabled = true
        tapTarget.accessibilityIdentifier = "tapTarget"
        let tap = UITapGestureRecognizer()
        tap.addAction { [unowned self] _ in
            taps += 1
            countLabel.text = "Taps: \(taps)"
        }
        tapTarget.addGestureRecognizer(tap)
        // Holding resets the counter (a long press: its 0.5 s delay runs on the clock timers).
        let hold = UILongPressGestureRecognizer()
        hold.addAction { [unowned self] g in
            guard g.state == .began else { return }
            taps = 0
            countLabel.text = "Taps: 0 (reset)"
        }
        tapTarget.addGestureRecognizer(hold)
        countLabel.text = "Taps: 0"
        countLabel.textAlignment = .center
        countLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)
        countLabel.textColor = .label
        countLabel.accessibilityIdentifier = "tapCount"
        // The button and the count, centred a little above the middle of the card.
        let tapColumn = UIStackView(arrangedSubviews: [tapTarget, countLabel])
        tapColumn.axis = .vertical
        tapColumn.alignment = .center
        tapColumn.spacing = 20
        tapColumn.translatesAutoresizingMaskIntoConstraints = false
        tapContent.addSubview(tapColumn)
        let centred = tapColumn.centerYAnchor.constraint(equalTo: tapContent.centerYAnchor, constant: -10)
        centred.priority = .defaultHigh
        NSLayoutConstraint.activate([
            tapTarget.widthAnchor.constraint(equalToConstant: 160),
            tapTarget.heightAnchor.constraint(equalToConstant: 64),
            tapColumn.centerXAnchor.constraint(equalTo: tapContent.centerXAnchor),
            tapColumn.topAnchor.constraint(greaterThanOrEqualTo: tapContent.topAnchor, constant: 10),
            centred,
        ])

        // Drag.
        dragArea.backgroundColor = .tertiarySystemGroupedBackground
        dragArea.layer.cornerRadius = 8
        dragArea.clipsToBounds = true
        draggable.text = "Drag"
        draggable.textAlignment = .center
        draggable.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        draggable.textColor = .white
        draggable.backgroundColor = .systemOrange
        draggable.layer.cornerRadius = 16
        draggable.clipsToBounds = true
        draggable.isUserInteractionEnabled = true
        draggable.accessibilityIdentifier = "draggable"
        draggable.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned self] g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .began { dragStart = dragArea.offset }
            let t = p.translation(in: dragArea)
            dragArea.offset = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
            if p.state == .ended {
                let v = p.velocity(in: dragArea)
                dragStatus.text = String(format: "Released at %.0f pt/s", (v.x * v.x + v.y * v.y).squareRoot())
            } else {
                dragStatus.text = String(format: "Offset %.0f, %.0f", dragArea.offset.x, dragArea.offset.y)
            }
        }
        draggable.addGestureRecognizer(pan)
        dragArea.item = draggable
        dragStatus.text = "Drag the square"
        dragStatus.font = UIFont.systemFont(ofSize: 13)
        dragStatus.textColor = .secondaryLabel
        let dragContent = Self.playArea(dragArea, over: dragStatus)

        // Pinch / rotate.
        photoArea.backgroundColor = .tertiarySystemGroupedBackground
        photoArea.layer.cornerRadius = 8
        photoArea.clipsToBounds = true
        photo.image = ImagesDemo.makeBadge(size: CGSize(width: 120, height: 120))
        photo.contentMode = .scaleAspectFit
        photo.isUserInteractionEnabled = true
        photo.accessibilityIdentifier = "photo"
        photo.frame = CGRect(x: 0, y: 0, width: 140, height: 140)
        let pinch = UIPinchGestureRecognizer()
        pinch.delegate = self
        pinch.addAction { [unowned self] g in
            let p = g as! UIPinchGestureRecognizer
            if p.state == .began { pinchBase = photoScale }
            photoScale = min(4, max(0.3, pinchBase * p.scale))
            applyPhotoTransform()
        }
        let rotation = UIRotationGestureRecognizer()
        rotation.delegate = self
        rotation.addAction { [unowned self] g in
            let r = g as! UIRotationGestureRecognizer
            if r.state == .began { rotationBase = photoRotation }
            photoRotation = rotationBase + r.rotation
            applyPhotoTransform()
        }
        let reset = UITapGestureRecognizer()
        reset.numberOfTapsRequired = 2
        reset.addAction { [unowned self] _ in
            photoScale = 1; photoRotation = 0
            applyPhotoTransform()
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        photo.addGestureRecognizer(reset)
        photoArea.item = photo
        photoStatus.text = "Pinch and rotate (double-tap resets)"
        photoStatus.font = UIFont.systemFont(ofSize: 13)
        photoStatus.textColor = .secondaryLabel
        let photoContent = Self.playArea(photoArea, over: photoStatus)

        grid = CardGrid([
            CardView(caption: "TAP · HOLD TO RESET", content: tapContent),
            CardView(caption: "DRAG · UIPanGestureRecognizer", content: dragContent),
            CardView(caption: "PINCH + ROTATE · simultaneous recognizers", content: photoContent),
        ], minimumCardHeight: 240)
        grid.pin(to: cardArea, in: view)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        grid.setColumns(view.bounds.width >= 900 ? 3 : 1)
    }

    /// A card's content: `area` filling it, and a status line under it.
    private static func playArea(_ area: UIView, over status: UILabel) -> UIView {
        let content = UIView()
        for v in [area, status] {
            v.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(v)
        }
        NSLayoutConstraint.activate([
            area.topAnchor.constraint(equalTo: content.topAnchor),
            area.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            area.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            status.topAnchor.constraint(equalTo: area.bottomAnchor, constant: 10),
            status.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -2),
        ])
        return content
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    private func applyPhotoTransform() {
        photo.transform = CGAffineTransform(rotationAngle: photoRotation).scaledBy(x: photoScale, y: photoScale)
        photoStatus.text = String(format: "Scale %.2f · rotation %.0f°", photoScale, photoRotation * 180 / .pi)
    }
}

/// A play area whose one subview (`item`) sits at its centre plus `offset`. Frame-based on
/// purpose, as in an iOS app: the position follows a finger on every touch move, and the item
/// may carry a pinch/rotation transform; the area itself is placed by constraints.
final class GestureArea: UIView {
    var item: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let item { addSubview(item); placeItem() }
        }
    }
    /// Where the item is, from the centre (a drag moves it).
    var offset = CGPoint.zero { didSet { placeItem() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeItem()
    }

    private func placeItem() {
        item?.center = CGPoint(x: bounds.midX + offset.x, y: bounds.midY + offset.y)
    }
}
