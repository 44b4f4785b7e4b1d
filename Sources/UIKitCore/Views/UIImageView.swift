//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// Displays an image. The image goes into `layer.contents` (no drawing pass): `contentMode`
/// maps to `contentsGravity`, the image's scale to `contentsScale`, and a resizable image's cap
/// insets to `contentsCenter` (caps fixed, centre stretched; `.tile` resizing is shown stretched).
/// Template images (`.alwaysTemplate`, and symbol images in `.automatic` mode) are shown as a
/// silhouette in `tintColor`, re-rendered when the tint changes. Symbol images are drawn with
/// `preferredSymbolConfiguration` applied on top of their own.
@preconcurrency @MainActor open class UIImageView: UIView {
    private static let _registered: Void = { UIView._registerDraws(UIImageView.self, false) }()

    public override init(frame: CGRect) {
        UIImageView._registered
        super.init(frame: frame)
        isUserInteractionEnabled = false
        _updateGravity()
    }

    /// An image view sized to `image` (at the origin) showing it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        _updateContents()  // (observers don't run for the class's own initializers)
    }

    /// An image view sized to `image`, showing `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
        _updateContents()
    }

    /// An image view from an Interface Builder document (its image by name); with another coder, empty.
    public required init?(coder: NSCoder) {
        UIImageView._registered
        super.init(coder: coder)
        isUserInteractionEnabled = false
        _updateGravity()
        _decodeInterfaceBuilderImageView(coder)
    }

    /// The image shown (nil: nothing). The view's intrinsic content size is the image's size.
    open var image: UIImage? {
        didSet {
            guard image !== oldValue else { return }
            _updateContents()
            if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
        }
    }

    /// The image shown while `isHighlighted` (nil: `image`).
    open var highlightedImage: UIImage? { didSet { if isHighlighted { _updateContents() } } }

    /// Whether the view shows its highlighted image (and highlighted animation frames); false by default.
    @exclusivity(unchecked) open var isHighlighted: Bool = false { didSet { if isHighlighted != oldValue { _updateContents() } } }

    /// Applied on top of a symbol image's own configuration (point size, weight, scale); other
    /// images ignore it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet {
            guard preferredSymbolConfiguration != oldValue, _displayedImage?.isSymbolImage == true else { return }
            _updateContents()
            invalidateIntrinsicContentSize()
        }
    }

    // MARK: Frame animation (UIImageView+Animation.swift)

    /// The frames `startAnimating()` cycles through (`highlightedAnimationImages` while
    /// highlighted, when set). Setting them while animating restarts from the first frame; nil
    /// or empty stops.
    open var animationImages: [UIImage]? { didSet { _animationFramesChanged(highlighted: false) } }
    /// The frames cycled through while highlighted (nil: `animationImages`).
    open var highlightedAnimationImages: [UIImage]? { didSet { _animationFramesChanged(highlighted: true) } }
    /// Seconds for one cycle through the frames; 0 (the default) means 1/30 s per frame.
    @exclusivity(unchecked) open var animationDuration: TimeInterval = 0
    /// How many cycles to show; 0 (the default) repeats until `stopAnimating()`.
    @exclusivity(unchecked) open var animationRepeatCount: Int = 0
    /// The running frame animation (nil when not animating).
    @exclusivity(unchecked) var _frameAnimation: _UIImageViewFrameAnimation?

    /// Starts cycling through the animation images on the media clock (`CACurrentMediaTime()`),
    /// from the first frame. Does nothing without images or when already animating.
    open func startAnimating() { _startFrameAnimation() }
    /// Stops the frame animation and shows `image` (or `highlightedImage`) again.
    open func stopAnimating() { _stopFrameAnimation() }
    /// Whether the frame animation is running.
    open var isAnimating: Bool { _frameAnimation != nil }

    /// The image shown now (highlighted when set and highlighted).
    var _displayedImage: UIImage? {
        let img = isHighlighted ? (highlightedImage ?? image) : image
        if let i = img, let pc = preferredSymbolConfiguration, i.isSymbolImage { return i.applyingSymbolConfiguration(pc) ?? i }
        return img
    }

    open override var intrinsicContentSize: CGSize {
        guard let img = _displayedImage else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return img.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { _displayedImage?.size ?? bounds.size }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if _displayedImage?._rendersAsTemplate == true { _updateContents() }
    }

    override func _contentModeDidChange() { _updateGravity() }

    /// The contents scale is the image's, not the screen's.
    override func _updateContentsScale(for window: UIWindow?) {}

    private func _updateGravity() {
        let g: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: g = .resize
        case .scaleAspectFit: g = .resizeAspect
        case .scaleAspectFill: g = .resizeAspectFill
        case .center: g = .center
        // Layer gravity names follow a y-up layer space on macOS; on iOS (y down) `.top` means the
        // top of the view, which is what this compositor does.
        case .top: g = .top
        case .bottom: g = .bottom
        case .left: g = .left
        case .right: g = .right
        case .topLeft: g = .topLeft
        case .topRight: g = .topRight
        case .bottomLeft: g = .bottomLeft
        case .bottomRight: g = .bottomRight
        }
        layer.contentsGravity = g
    }

    func _updateContents() {
        if let a = _frameAnimation { a.showCurrentFrame(); return }
        UIImageView._show(_displayedImage, in: layer, tint: tintColor)
    }

    /// Puts `image` into `layer.contents` as an image view shows it: template images tinted with
    /// `tint`, other orientations drawn upright, resizable images' caps in `contentsCenter`.
    static func _show(_ image: UIImage?, in layer: CALayer, tint: UIColor) {
        guard let img = image, let cg = img.cgImage else {
            layer.contents = nil
            return
        }
        var shown: CGImage = cg
        if img._rendersAsTemplate {
            let tinted = img.withTintColor(tint)
            shown = tinted._renderedUpright() ?? cg
        } else if img.imageOrientation != .up || img._tint != nil {
            shown = img._renderedUpright() ?? cg
        }
        layer.contentsScale = img.scale
        if img._isResizable, img.size.width > 0, img.size.height > 0 {
            let c = img.capInsets, s = img.size
            layer.contentsCenter = CGRect(x: c.left / s.width, y: c.top / s.height,
                                          width: max(0, s.width - c.left - c.right) / s.width,
                                          height: max(0, s.height - c.top - c.bottom) / s.height)
        } else {
            layer.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        layer.contents = shown
    }
}
