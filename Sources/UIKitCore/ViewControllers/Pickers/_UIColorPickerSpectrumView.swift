//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The colour picker's Spectrum page: hue across, pale tints at the top through the pure hues to
// nearly black at the bottom, in a rounded rectangle; a ring (the loupe) marks the picked
// colour. A touch picks at once and a drag picks continuously; the release picks once more,
// not continuously. The spectrum's pixels are made once per size (one a point) and shared.

/// The colour picker's spectrum.
@MainActor final class _UIColorPickerSpectrumView: _UIColorPickerControl {
    /// Called with a picked colour (opaque) and whether the gesture is still going on.
    var onPick: ((_UIPickerRGBA, Bool) -> Void)?
    /// The ring on the picked colour.
    let loupe = UIView()
    private let loupeFill = UIView()
    private var unitPoint: CGPoint?
    private var lastPick: _UIPickerRGBA?

    /// Spectrum images by pixel size, shared by every picker.
    private static var imageCache: [String: UIImage] = [:]
    static let loupeSize: CGFloat = 30

    override init(frame: CGRect) {
        super.init(frame: frame)
        loupe.isUserInteractionEnabled = false
        loupe.layer.borderWidth = 3
        loupe.layer.borderColor = UIColor.white.cgColor
        loupe.layer.cornerRadius = Self.loupeSize / 2
        loupe.frame = CGRect(x: 0, y: 0, width: Self.loupeSize, height: Self.loupeSize)
        loupeFill.isUserInteractionEnabled = false
        loupeFill.frame = loupe.bounds.insetBy(dx: 3, dy: 3)
        loupeFill.layer.cornerRadius = (Self.loupeSize - 6) / 2
        loupe.addSubview(loupeFill)
        loupe.isHidden = true
        addSubview(loupe)
        accessibilityLabel = "Color spectrum"
        accessibilityTraits = .adjustable
    }

    required init?(coder: NSCoder) { fatalError("_UIColorPickerSpectrumView is made in code") }

    override var keepsDrags: Bool { true }

    /// The spectrum at this view's size, one pixel a point (it is smooth: drawn scaled up, it
    /// looks the same as at the screen's scale, and costs a quarter of the time at 2x), made
    /// once per size.
    private func spectrumImage() -> UIImage? {
        let scale: CGFloat = 1
        let w = Int((bounds.width * scale).rounded()), h = Int((bounds.height * scale).rounded())
        guard w > 0, h > 0 else { return nil }
        let key = "\(w)x\(h)@\(scale)"
        if let img = Self.imageCache[key] { return img }
        guard let cg = CGImage(width: w, height: h, rgbaPixels: _UIColorPickerPalette.spectrumPixels(width: w, height: h)) else { return nil }
        let img = UIImage(cgImage: cg, scale: scale, orientation: .up)
        if Self.imageCache.count > 8 { Self.imageCache.removeAll() }
        Self.imageCache[key] = img
        return img
    }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let img = spectrumImage() else { return }
        ctx.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
        img.draw(in: bounds)
        ctx.restoreGState()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        placeLoupe()
    }

    private func placeLoupe() {
        guard let u = unitPoint, let c = lastPick else { loupe.isHidden = true; return }
        loupe.isHidden = false
        loupe.center = CGPoint(x: u.x * bounds.width, y: u.y * bounds.height)
        loupeFill.backgroundColor = c.color
    }

    /// Puts the loupe on `color` (where the spectrum has it).
    func show(_ color: _UIPickerRGBA) {
        var opaque = color
        opaque.a = 1
        if let lastPick, lastPick.isClose(to: opaque), unitPoint != nil { return }
        lastPick = opaque
        unitPoint = _UIColorPickerPalette.spectrumPoint(of: opaque)
        placeLoupe()
    }

    /// The colour under `p` (clamped into the spectrum).
    func color(at p: CGPoint) -> _UIPickerRGBA {
        _UIColorPickerPalette.spectrumColor(x: p.x / max(bounds.width, 1), y: p.y / max(bounds.height, 1))
    }

    private func pick(at p: CGPoint, continuously: Bool) {
        let c = color(at: p)
        lastPick = c
        unitPoint = CGPoint(x: min(max(p.x / max(bounds.width, 1), 0), 1), y: min(max(p.y / max(bounds.height, 1), 0), 1))
        placeLoupe()
        onPick?(c, continuously)
    }

    // MARK: Touches

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self), continuously: true)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self), continuously: true)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if let touch { pick(at: touch.location(in: self), continuously: false) }
        else if let c = lastPick { onPick?(c, false) }
    }

    override func cancelTracking(with event: UIEvent?) {
        if let c = lastPick { onPick?(c, false) }
    }
}
