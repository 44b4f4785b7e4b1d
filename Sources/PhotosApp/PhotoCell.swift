//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The grid's cell (the storyboard's prototype `PhotoCell`): a square thumbnail filling the
/// cell and, on a favourite, a small white heart in its corner.
public final class PhotoCell: UICollectionViewCell {
    // @IBOutlet weak var imageView: UIImageView!
    var imageView: UIImageView!
    // @IBOutlet weak var favoriteBadge: UIImageView!
    var favoriteBadge: UIImageView!
    /// The photo shown.
    private(set) var photo: Int?

    /// Shows `photo`'s thumbnail (drawn now if not cached) and its favourite badge.
    func show(_ photo: Int, library: PhotoLibrary) {
        self.photo = photo
        imageView.image = PhotoArt.thumbnail(of: photo, brightness: library.brightness(of: photo))
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
        case "imageView": imageView = value as? UIImageView
        case "favoriteBadge": favoriteBadge = value as? UIImageView
        default: super.setValue(value, forKey: key)
        }
    }
}
