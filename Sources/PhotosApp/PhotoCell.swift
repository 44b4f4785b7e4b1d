//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The grid's cell (the storyboard's prototype `PhotoCell`): a square thumbnail filling the
/// cell and, on a favourite, a small white heart in its corner. A thumbnail not drawn yet comes
/// from the image loader a frame or two later (a grey square meanwhile, as Photos shows one).
public final class PhotoCell: UICollectionViewCell {
    // @IBOutlet weak var imageView: UIImageView!
    var imageView: UIImageView!
    // @IBOutlet weak var favoriteBadge: UIImageView!
    var favoriteBadge: UIImageView!
    /// The photo shown.
    private(set) var photo: Int?

    /// Shows `photo`'s thumbnail (the cached one, or the loader's when it is drawn) and its
    /// favourite badge.
    func show(_ photo: Int, library: PhotoLibrary, loader: PhotoImageLoader = .shared) {
        self.photo = photo
        imageView.image = loader.thumbnail(of: photo, brightness: library.brightness(of: photo)) { [weak self] image in
            if let self, self.photo == photo { self.imageView.image = image }
        }
        let favorite = library.isFavorite(photo)
        favoriteBadge.isHidden = !favorite
        isAccessibilityElement = true
        accessibilityLabel = "Photo, \(library.name(of: photo))"
        accessibilityValue = favorite ? "Favorite" : nil
        accessibilityTraits = .image
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        photo = nil
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "imageView":
            imageView = value as? UIImageView
            imageView?.backgroundColor = .secondarySystemBackground   // (until the thumbnail comes)
        case "favoriteBadge": favoriteBadge = value as? UIImageView
        default: super.setValue(value, forKey: key)
        }
    }
}
