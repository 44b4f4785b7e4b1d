//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIButton's pointer effects: `isPointerInteractionEnabled` and `pointerStyleProvider`.
extension UIButton {
    /// Makes the pointer style of a button: receives the button, the effect and shape the system
    /// proposes, returns the style (nil: the system pointer).
    public typealias PointerStyleProvider = @MainActor (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    /// Adds or removes the button's pointer interaction as `isPointerInteractionEnabled` says.
    func _pointerInteractionChanged() {
        let box = _pointer ?? _UIButtonPointer(button: self)
        _pointer = box
        if isPointerInteractionEnabled { addInteraction(box.interaction) } else { removeInteraction(box.interaction) }
    }

    /// Makes the button's pointer style (nil: the proposed effect and shape). Used while
    /// `isPointerInteractionEnabled` is true.
    public var pointerStyleProvider: PointerStyleProvider? {
        get { _pointer?.provider }
        set {
            let box = _pointer ?? _UIButtonPointer(button: self)
            _pointer = box
            box.provider = newValue
            box.interaction.invalidate()
        }
    }
}

/// A button's pointer interaction and its delegate: an automatic effect on the button, shaped as
/// its frame, unless the style provider says otherwise; none while the button is disabled.
@MainActor final class _UIButtonPointer: NSObject, UIPointerInteractionDelegate {
    unowned let button: UIButton
    var provider: UIButton.PointerStyleProvider?
    private(set) var interaction: UIPointerInteraction!

    init(button: UIButton) {
        self.button = button
        super.init()
        interaction = UIPointerInteraction(delegate: self)
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard button.isEnabled else { return nil }
        let container = button.superview ?? button
        let preview = UITargetedPreview(view: button, parameters: UIPreviewParameters(),
                                        target: UIPreviewTarget(container: container, center: button.center))
        let effect = UIPointerEffect.automatic(preview)
        let shape = UIPointerShape.roundedRect(button.frame)
        if let provider { return provider(button, effect, shape) }
        return UIPointerStyle(effect: effect, shape: shape)
    }
}
