//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIScrollView from a document (and the scroll view half of text, table and collection views):
// scrolling, bouncing, paging, indicators, insets, keyboard dismissal and zoom scales.

extension UIScrollView {
    /// Called by `init?(coder:)` after the scroll view's own set-up (and by its subclasses').
    func _decodeInterfaceBuilderScrollView(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        if let v = coder.bool("scrollEnabled") { isScrollEnabled = v }
        if let v = coder.bool("bounces") { bounces = v }
        if let v = coder.bool("alwaysBounceVertical") { alwaysBounceVertical = v }
        if let v = coder.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = v }
        if let v = coder.bool("pagingEnabled") { isPagingEnabled = v }
        if let v = coder.bool("directionalLockEnabled") { isDirectionalLockEnabled = v }
        if let v = coder.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = v }
        if let v = coder.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = v }
        if let v = coder.bool("scrollsToTop") { scrollsToTop = v }
        if let v = coder.bool("delaysContentTouches") { delaysContentTouches = v }
        if let v = coder.bool("canCancelContentTouches") { canCancelContentTouches = v }
        if let v = coder.bool("bouncesZoom") { bouncesZoom = v }
        if let v = coder.cgFloat("minimumZoomScale") { minimumZoomScale = v }
        if let v = coder.cgFloat("maximumZoomScale") { maximumZoomScale = v }
        let styles: [String: IndicatorStyle] = ["default": .default, "black": .black, "white": .white]
        if let s = coder.enumeration("indicatorStyle", styles) { indicatorStyle = s }
        let modes: [String: KeyboardDismissMode] = [
            "none": .none, "onDrag": .onDrag, "interactive": .interactive,
            "onDragWithAccessory": .onDragWithAccessory, "interactiveWithAccessory": .interactiveWithAccessory,
        ]
        if let m = coder.enumeration("keyboardDismissMode", modes) { keyboardDismissMode = m }
        let behaviors: [String: ContentInsetAdjustmentBehavior] = [
            "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
        ]
        if let b = coder.enumeration("contentInsetAdjustmentBehavior", behaviors) { contentInsetAdjustmentBehavior = b }
        func insets(_ key: String) -> UIEdgeInsets? {
            coder.insets(key).map { UIEdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
        }
        if let i = insets("contentInset") { contentInset = i }
        if let i = insets("scrollIndicatorInsets") { scrollIndicatorInsets = i }
        if let i = insets("verticalScrollIndicatorInsets") { verticalScrollIndicatorInsets = i }
        if let i = insets("horizontalScrollIndicatorInsets") { horizontalScrollIndicatorInsets = i }
        if let s = coder.size("contentSize") { contentSize = s }
    }
}
