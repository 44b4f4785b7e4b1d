//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Gives a view pointer effects: as the pointer (the mouse) moves over the view, the delegate
/// names the region under it and the style there.
///
/// ```swift
/// let pointer = UIPointerInteraction(delegate: self)
/// cardView.addInteraction(pointer)
/// ```
/// Without a delegate (or with one that does not implement the methods) the whole view is one
/// region with an automatic effect: on Linux, the pointing-hand cursor.
@preconcurrency @MainActor open class UIPointerInteraction: NSObject, UIInteraction {
    /// The object asked for regions and styles (weak).
    open private(set) weak var delegate: UIPointerInteractionDelegate?
    /// Whether the interaction takes part (default true); a disabled one is skipped.
    open var isEnabled: Bool = true {
        didSet { if oldValue != isEnabled { invalidate() } }
    }
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?

    /// An interaction asking `delegate` for regions and styles.
    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: removed).
    open func willMove(to view: UIView?) {
        if view == nil { _UIPointerDriver.shared.interactionLeft(self) }
    }

    /// Called after the interaction moved to `view` (nil: removed).
    open func didMove(to view: UIView?) { self.view = view }

    /// Asks the delegate again for the region and style under the pointer (call after what they
    /// depend on changed).
    open func invalidate() { _UIPointerDriver.shared.invalidate(self) }

    /// The style without a delegate: an automatic effect previewing the view (nil when detached).
    var _defaultStyle: UIPointerStyle? {
        guard let view else { return nil }
        return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view, parameters: UIPreviewParameters(),
                                                                   target: UIPreviewTarget(container: view.superview ?? view, center: view.center))))
    }

    /// The region at `location` (in the view) for the delegate, else the view's bounds.
    func _region(at location: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerRegion? {
        guard let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return defaultRegion }
        return delegate.pointerInteraction(self, regionFor: UIPointerRegionRequest(location: location, modifiers: modifiers),
                                           defaultRegion: defaultRegion)
    }

    /// The style in `region` for the delegate, else the default.
    func _style(for region: UIPointerRegion) -> UIPointerStyle? {
        guard let delegate else { return _defaultStyle }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
