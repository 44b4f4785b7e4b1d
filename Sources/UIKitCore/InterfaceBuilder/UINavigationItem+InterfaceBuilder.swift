//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// A storyboard controller's bars: its navigation item (title, prompt, bar button items), a
// navigation controller's bar and toolbar attributes, and the controller attributes' names.

extension UINavigationItem {
    /// Reads `<navigationItem key="navigationItem" title="…" prompt="…">` and its bar button
    /// items (`key="leftBarButtonItem|rightBarButtonItem|backBarButtonItem"` or the lists).
    func _decodeInterfaceBuilder(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        if let t = coder.string("title") { title = t }
        if let p = coder.string("prompt") { prompt = p }
        if let b = coder.string("backButtonTitle") { backButtonTitle = b }
        let modes: [String: LargeTitleDisplayMode] = ["automatic": .automatic, "always": .always, "never": .never]
        if let m = coder.enumeration("largeTitleDisplayMode", modes) { largeTitleDisplayMode = m }
        func items(_ list: String, _ single: String) -> [UIBarButtonItem]? {
            if let l = coder.element.child(named: list) {
                return l.children.compactMap { coder.context.object(for: $0) as? UIBarButtonItem }
            }
            return (coder.object(key: single) as? UIBarButtonItem).map { [$0] }
        }
        if let l = items("leftBarButtonItems", "leftBarButtonItem") { leftBarButtonItems = l }
        if let r = items("rightBarButtonItems", "rightBarButtonItem") { rightBarButtonItems = r }
        if let b = coder.object(key: "backBarButtonItem") as? UIBarButtonItem { backBarButtonItem = b }
    }
}

extension UINavigationController {
    /// Reads `<navigationBar key="navigationBar">`'s look onto the controller's own bar, and
    /// `toolbarHidden`/`navigationBarHidden`.
    func _decodeInterfaceBuilderBars(_ coder: _UINibDecoder) {
        if let h = coder.bool("toolbarHidden") { isToolbarHidden = h }
        if let h = coder.bool("navigationBarHidden") { isNavigationBarHidden = h }
        guard let bar = coder.element.child(key: "navigationBar") else { return }
        let barCoder = _UINibDecoder(element: bar, context: coder.context)
        // Xcode writes "Prefers Large Titles" as `largeTitles="YES"` on the controller's bar.
        if let b = barCoder.bool("largeTitles") ?? barCoder.bool("prefersLargeTitles") { navigationBar.prefersLargeTitles = b }
        if let b = barCoder.bool("translucent") { navigationBar.isTranslucent = b }
        if let s = barCoder.enumeration("barStyle", ["default": UIBarStyle.default, "black": .black]) { navigationBar.barStyle = s }
        if let c = barCoder.color("barTintColor") { navigationBar.barTintColor = c }
        if let c = barCoder.color("tintColor") { navigationBar.tintColor = c }
    }
}

/// Controller attributes' IB names.
@MainActor enum _UIIBControllerValues {
    /// `modalPresentationStyle="…"`.
    static let presentationStyles: [String: UIModalPresentationStyle] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
        "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext, "automatic": .automatic,
        "custom": .custom, "popover": .popover, "none": .none,
    ]
    /// `modalTransitionStyle="…"`.
    static let transitionStyles: [String: UIModalTransitionStyle] = [
        "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve, "partialCurl": .partialCurl,
    ]

    /// `<value key="contentSizeForViewInPopover" type="size" width="…" height="…"/>`.
    static func popoverSize(_ element: IBElement) -> CGSize? {
        guard let v = element.child(key: "contentSizeForViewInPopover"),
              let w = v.attribute("width").flatMap(Double.init), let h = v.attribute("height").flatMap(Double.init) else { return nil }
        return CGSize(width: w, height: h)
    }
}
