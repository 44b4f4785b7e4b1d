//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// One page of the photo screen's page view controller: a `PhotoZoomView` filling the safe
/// area (pinned with Auto Layout), showing the photo's full-size picture and brightness edit.
final class PhotoPageViewController: UIViewController {
    /// The photo shown.
    let photo: Int
    /// The zooming picture.
    let zoomView = PhotoZoomView()

    /// A page for `photo`.
    init(photo: Int) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

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
        zoomView.show(PhotoArt.image(of: photo), name: library.name(of: photo))
        zoomView.brightness = library.brightness(of: photo)
        zoomView.tint = library.tint(of: photo)
    }
}
