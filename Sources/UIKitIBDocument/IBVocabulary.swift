//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The element names Interface Builder writes in iOS documents (Xcode 9 to 26), from the census
// of real documents (shared/reference/ib-census.md) and the format reference. A name outside
// this list is reported once per document as a diagnostic: the loader does not know it.

/// Names the readers recognise.
enum IBVocabulary {
    /// Every element name known to appear in iOS storyboards and xibs.
    static let elementNames: Set<String> = [
        // Document structure.
        "document", "dependencies", "plugIn", "capability", "deployment", "device", "adaptation",
        "objects", "scenes", "scene", "resources", "placeholder", "exit", "connections",
        "designables", "designable", "inferredMetricsTieBreakers", "segue", "customFonts", "array",
        "variation", "mask", "exclude", "include", "userGuides", "userLayoutGuide", "offsetWrapper",
        // Controllers.
        "viewController", "navigationController", "tableViewController", "collectionViewController",
        "tabBarController", "pageViewController", "splitViewController", "viewControllerPlaceholder",
        "hostingController", "avPlayerViewController", "glkViewController", "customObject",
        // Views and controls.
        "view", "label", "button", "slider", "switch", "textField", "textView", "imageView",
        "scrollView", "tableView", "tableViewCell", "tableViewCellContentView", "collectionView",
        "collectionViewCell", "collectionViewCellContentView", "collectionReusableView", "stackView",
        "segmentedControl", "pageControl", "datePicker", "pickerView", "progressView",
        "activityIndicatorView", "searchBar", "navigationBar", "toolbar", "tabBar",
        "visualEffectView", "containerView", "stepper", "colorWell", "webView", "wkWebView", "mapView",
        "glkView", "refreshControl", "tableViewSection", "cells", "sections", "prototypes",
        "segments", "segment", "items", "subviews", "layoutGuides", "viewLayoutGuide",
        "viewControllerLayoutGuide", "gestureRecognizers", "toolbarItems", "rightBarButtonItems",
        "leftBarButtonItems", "children",
        // Items, bars and gestures.
        "navigationItem", "barButtonItem", "tabBarItem", "tapGestureRecognizer",
        "pongPressGestureRecognizer", "panGestureRecognizer", "swipeGestureRecognizer",
        "pinchGestureRecognizer", "rotationGestureRecognizer", "screenEdgePanGestureRecognizer",
        "hoverGestureRecognizer",
        // Values.
        "rect", "size", "point", "range", "autoresizingMask", "color", "systemColor", "namedColor",
        "image", "imageReference", "fontDescription", "font", "constraint", "constraints", "nil",
        "string", "integer", "real", "bool", "boolean", "date", "mutableData", "state", "inset",
        "edgeInsets", "directionalEdgeInsets", "textInputTraits", "accessibility",
        "accessibilityTraits", "accessibilityOverrides", "userDefinedRuntimeAttributes",
        "userDefinedRuntimeAttribute", "outlet", "outletCollection", "action", "extendedEdge",
        "freeformSimulatedSizeMetrics", "simulatedNavigationBarMetrics", "simulatedToolbarMetrics",
        "simulatedStatusBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics",
        "simulatedOrientationMetrics", "modalPageSheetSimulatedSizeMetrics",
        "modalFormSheetSimulatedSizeMetrics", "collectionViewFlowLayout", "collectionViewLayout",
        "blurEffect", "vibrancyEffect", "buttonConfiguration", "preferredSymbolConfiguration",
        "attributedString", "fragment", "attributes", "paragraphStyle", "textAttributes",
        "dataDetectorType", "dataDetectorTypes", "popoverArrowDirection", "navigationBarAppearance",
        "toolbarAppearance", "tabBarAppearance", "listContentConfiguration",
        "backgroundConfiguration", "audiovisualMediaTypes", "wkPreferences",
        "wkWebViewConfiguration", "menu", "command", "scopeButtonTitles", "value", "locale",
        "calendar", "timeZone",
    ]
}
