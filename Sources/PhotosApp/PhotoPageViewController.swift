//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// One page of the photo screen's page view controller: a `PhotoZoomView` filling the safe
/// area (pinned with Auto Layout), showing the photo with its brightness and tint edits. The
/// picture is drawn in the background at the size it is shown (`loadPicture(for:scale:)`, asked
/// by the photo screen before the page is swiped in), the cached thumbnail standing in until it
/// comes; a neighbour's is drawn at half that resolution until it is the page shown
/// (`loadPreview(for:scale:)`); zoomed in, the photo is drawn again at its own size. The picture
/// goes with the page.
final class PhotoPageViewController: UIViewController {
    /// The photo shown.
    let photo: Int
    /// The zooming picture.
    let zoomView = PhotoZoomView()
    /// The pixel size of the picture shown or being drawn (nil: none asked for yet).
    private(set) var picturePixels: CGSize?
    /// The picture drawn for the page (nil until it comes).
    private(set) var picture: UIImage?
    private var loader: PhotoImageLoader { .shared }

    /// A page for `photo`.
    init(photo: Int) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    isolated deinit {
        if let pixels = picturePixels, picture == nil { loader.cancelPicture(of: photo, pixels: pixels) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        zoomView.translatesAutoresizingMaskIntoConstraints = false
        zoomView.accessibilityIdentifier = "photo.zoom"
        view.addSubview(zoomView)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            zoomView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            zoomView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            zoomView.topAnchor.constraint(equalTo: guide.topAnchor),
            zoomView.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let library = PhotoLibrary.shared
        zoomView.show(picture ?? PhotoArt.thumbnails.image(for: photo), size: PhotoArt.pixelSize(of: photo), name: library.name(of: photo))
        zoomView.brightness = library.brightness(of: photo)
        zoomView.tint = library.tint(of: photo)
        zoomView.zoomedIn = { [weak self] in self?.loadFullPicture() }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        (parent as? PhotoViewController)?.pageDidAppear(self)
    }

    /// Asks for the picture drawn for a view `points` big at `scale` pixels a point (unless one
    /// at least as sharp is shown or coming: a zoomed-in page keeps its sharper picture).
    func loadPicture(for points: CGSize, scale: CGFloat) {
        load(PhotoArt.pixelsToShow(photo, in: points, scale: scale))
    }

    /// Asks for the picture of a neighbour, ready for a swipe: drawn at half the resolution a
    /// shown page has (a quarter of the memory; it is moving while it is seen), sharpened by
    /// `loadPicture(for:scale:)` once it is the page shown. A page that was shown goes back to
    /// the half-resolution picture when it becomes a neighbour again.
    func loadPreview(for points: CGSize, scale: CGFloat) {
        load(PhotoArt.pixelsToShow(photo, in: points, scale: scale / 2), orSmaller: true)
    }

    /// Zoomed in: the photo drawn at its own size.
    private func loadFullPicture() { load(PhotoArt.pixelSize(of: photo)) }

    private func load(_ pixels: CGSize, orSmaller: Bool = false) {
        if let old = picturePixels {
            if old == pixels || (old.width >= pixels.width && !orSmaller) { return }   // (as sharp or sharper: shown or coming)
            if picture == nil { loader.cancelPicture(of: photo, pixels: old) }
            if old.width > pixels.width, picture != nil {
                // Off screen now: the sharp picture goes at once (the thumbnail stands in until
                // the smaller one comes), not after the next is drawn beside it.
                picture = nil
                if isViewLoaded { zoomView.imageView.image = PhotoArt.thumbnails.image(for: photo) }
            }
        }
        picturePixels = pixels
        loader.picture(of: photo, pixels: pixels) { [weak self] image in
            guard let self, self.picturePixels == pixels else { return }
            self.picture = image
            if self.isViewLoaded { self.zoomView.replaceImage(image) }
        }
    }
}
