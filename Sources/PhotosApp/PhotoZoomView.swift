//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// One photo in a zooming scroll view: fitted to the view at its smallest scale, centred while
/// smaller than the view, zoomed by pinching, ctrl + wheel (UIScrollView's) and double tap (2×
/// the fitted scale, and back). A brightness edit is a white or black veil over the picture.
/// The picture's geometry is the photo's own size (`pictureSize`, its pixels as points) whatever
/// the image shown: a screen-sized drawing, or the thumbnail standing in until it comes.
final class PhotoZoomView: UIScrollView, UIScrollViewDelegate {
    /// A zoom as state restoration keeps it: the scale as a multiple of the fitted one, and the
    /// visible centre as fractions of the picture.
    struct ZoomState: Equatable {
        /// The zoom scale divided by the fitted scale (1: fitted).
        var factor: CGFloat
        /// The visible centre, in fractions of the picture's width and height.
        var center: CGPoint
    }

    /// The picture.
    let imageView = UIImageView()
    private let veil = UIView()
    private let tintVeil = UIView()
    private var fittedForSize: CGSize = .zero
    /// The photo's size, the content's unzoomed size (zero: nothing shown).
    private(set) var pictureSize: CGSize = .zero
    /// Told when the picture was zoomed in beyond its fitted scale (a pinch or ctrl + wheel that
    /// ended there, a double tap): the page draws it sharper.
    var zoomedIn: (() -> Void)?
    /// A zoom to apply at the first layout (state restoration).
    var pendingZoom: ZoomState?
    /// The double-tap recognizer (zooms in 2× about the tap, or back to fitted).
    private(set) var doubleTap: UITapGestureRecognizer!

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        decelerationRate = .fast
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        addSubview(imageView)
        veil.frame = imageView.bounds
        veil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        veil.isUserInteractionEnabled = false
        imageView.addSubview(veil)
        tintVeil.frame = imageView.bounds
        tintVeil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tintVeil.isUserInteractionEnabled = false
        imageView.addSubview(tintVeil)
        doubleTap = UITapGestureRecognizer(target: self, action: PhotoZoomView.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows a picture of `size` fitted, `image` standing for it (scaled to it; nil: none yet),
    /// labelled `name` for VoiceOver.
    func show(_ image: UIImage?, size: CGSize, name: String) {
        zoomScale = 1
        pictureSize = size
        imageView.image = image
        imageView.frame = CGRect(origin: .zero, size: size)
        imageView.accessibilityLabel = name
        contentSize = size
        fittedForSize = .zero
        setNeedsLayout()
    }

    /// Shows another drawing of the same picture (sharper, or screen-sized), keeping the zoom.
    func replaceImage(_ image: UIImage) { imageView.image = image }

    /// The brightness edit shown, -1...1 (a black veil below 0, a white one above).
    var brightness: Float = 0 {
        didSet {
            veil.backgroundColor = brightness >= 0 ? .white : .black
            veil.alpha = CGFloat(abs(brightness)) * 0.6
        }
    }

    /// The tint edit shown: a veil of this colour over the picture at `PhotoZoomView.tintStrength`
    /// times the colour's own opacity (nil: none).
    var tint: UIColor? {
        didSet {
            tintVeil.backgroundColor = tint
            tintVeil.alpha = tint == nil ? 0 : Self.tintStrength
        }
    }
    /// How strongly a tint edit colours the picture.
    static let tintStrength: CGFloat = 0.35

    /// The scale at which the whole picture fits the view.
    var fittedScale: CGFloat {
        let size = pictureSize
        guard size.width > 0, size.height > 0, bounds.width > 0, bounds.height > 0 else { return 1 }
        return min(bounds.width / size.width, bounds.height / size.height)
    }

    /// Whether the picture is zoomed in beyond its fitted scale.
    var isZoomedIn: Bool { zoomScale > minimumZoomScale * 1.01 }

    /// The current zoom, as state restoration keeps it.
    var zoomState: ZoomState {
        let w = max(1, contentSize.width), h = max(1, contentSize.height)
        return ZoomState(factor: zoomScale / max(minimumZoomScale, 0.0001),
                         center: CGPoint(x: min(1, max(0, (contentOffset.x + bounds.width / 2) / w)),
                                         y: min(1, max(0, (contentOffset.y + bounds.height / 2) / h))))
    }

    /// Zooms to `state` (the factor clamped to the zoom range).
    func apply(_ state: ZoomState) {
        guard state.factor.isFinite, state.center.x.isFinite, state.center.y.isFinite else { return }
        setZoomScale(minimumZoomScale * state.factor, animated: false)
        let x = state.center.x * contentSize.width - bounds.width / 2
        let y = state.center.y * contentSize.height - bounds.height / 2
        contentOffset = CGPoint(x: min(max(0, x), max(0, contentSize.width - bounds.width)),
                                y: min(max(0, y), max(0, contentSize.height - bounds.height)))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if pictureSize != .zero, bounds.size != fittedForSize, bounds.width > 0, bounds.height > 0 {
            let wasFitted = fittedForSize == .zero || !isZoomedIn
            fittedForSize = bounds.size
            let fit = fittedScale
            minimumZoomScale = fit
            maximumZoomScale = max(fit * 4, 1)
            if let pending = pendingZoom {
                pendingZoom = nil
                zoomScale = fit
                apply(pending)
            } else if wasFitted || zoomScale < fit {
                zoomScale = fit
            }
        }
        centerImage()
    }

    /// Keeps a picture smaller than the view in the view's middle.
    private func centerImage() {
        var f = imageView.frame
        f.origin.x = f.width < bounds.width ? (bounds.width - f.width) / 2 : 0
        f.origin.y = f.height < bounds.height ? (bounds.height - f.height) / 2 : 0
        if f.origin != imageView.frame.origin { imageView.frame = f }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) { centerImage() }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        if isZoomedIn { zoomedIn?() }
    }

    private func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        if isZoomedIn {
            setZoomScale(minimumZoomScale, animated: true)
        } else {
            let p = recognizer.location(in: imageView)
            let scale = minimumZoomScale * 2
            let size = CGSize(width: bounds.width / scale, height: bounds.height / scale)
            zoom(to: CGRect(x: p.x - size.width / 2, y: p.y - size.height / 2, width: size.width, height: size.height), animated: true)
            zoomedIn?()
        }
    }
}
