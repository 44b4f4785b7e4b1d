//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIPageViewController from a storyboard: `transitionStyle="scroll|pageCurl"`,
// `navigationOrientation="horizontal|vertical"`, `spineLocation="none|min|mid|max"` and the
// scroll style's `pageSpacing`, read before `super.init(coder:)` (they are the initializer's
// values, fixed for the controller's life). Absent attributes keep iOS's defaults (page curl,
// horizontal, spine at the left).

extension _UINibDecoder {
    /// The initializer values a `<pageViewController>` element names, as
    /// `init(transitionStyle:navigationOrientation:options:)` would take them.
    @MainActor package static func _pageControllerValues(of coder: NSCoder)
        -> (style: UIPageViewController.TransitionStyle, orientation: UIPageViewController.NavigationOrientation,
            options: [UIPageViewController.OptionsKey: Any]) {
        guard let coder = coder as? _UINibDecoder else { return (.pageCurl, .horizontal, [:]) }
        let style = coder.enumeration("transitionStyle", ["pageCurl": UIPageViewController.TransitionStyle.pageCurl, "scroll": .scroll]) ?? .pageCurl
        let orientation = coder.enumeration("navigationOrientation",
                                            ["horizontal": UIPageViewController.NavigationOrientation.horizontal, "vertical": .vertical]) ?? .horizontal
        var options: [UIPageViewController.OptionsKey: Any] = [:]
        let spines: [String: UIPageViewController.SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]
        if let spine = coder.enumeration("spineLocation", spines) { options[.spineLocation] = NSNumber(value: spine.rawValue) }
        if let spacing = coder.double("pageSpacing") { options[.interPageSpacing] = NSNumber(value: spacing) }
        return (style, orientation, options)
    }
}
