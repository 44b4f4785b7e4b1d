//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

extension UIWindow {
    /// The platform resizes the window to `size` (the user resized the desktop window): the
    /// root controller (and the controllers it presents) get `viewWillTransition(to:with:)`
    /// first, then the window takes the size and the alongside blocks and completions run (no
    /// animation: the desktop has already resized), then the scene's delegate gets
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    package func _resize(to size: CGSize) {
        guard frame.size != size else { return }
        guard !isHidden, frame.width >= 1, frame.height >= 1, let root = rootViewController else {
            frame = CGRect(origin: frame.origin, size: size)
            return
        }
        let scene = windowScene
        let previousSpace = scene?.coordinateSpace
        let previousOrientation = scene?.interfaceOrientation ?? .portrait
        let previousTraits = scene?.traitCollection ?? traitCollection
        let coordinator = _UITransitionCoordinator(containerView: self, animated: false, duration: 0)
        coordinator.controllers[.from] = root
        coordinator.controllers[.to] = root
        var vc: UIViewController? = root
        while let c = vc {
            c.viewWillTransition(to: size, with: coordinator)
            vc = c.presentedViewController
        }
        frame = CGRect(origin: frame.origin, size: size)
        coordinator.start()
        layoutIfNeeded()
        coordinator.end(cancelled: false)
        if let scene, let previousSpace, scene.windows.first(where: { !$0.isHidden }) === self {
            (scene.delegate as? UIWindowSceneDelegate)?.windowScene(scene, didUpdate: previousSpace,
                                                                     interfaceOrientation: previousOrientation,
                                                                     traitCollection: previousTraits)
        }
    }
}
