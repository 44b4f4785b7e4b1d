//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A storyboard scene: one controller with its placeholders, exit and other top-level objects.

/// One `<scene>` of a storyboard: the controller and what sits beside it in `<objects>`.
///
/// ```xml
/// <!--Home-->
/// <scene sceneID="tne-QT-ifu">
///     <objects>
///         <viewController id="BYZ-38-t0r" customClass="HomeViewController" …>…</viewController>
///         <placeholder placeholderIdentifier="IBFirstResponder" id="dkx-z0-nzr" sceneMemberID="firstResponder"/>
///         <exit id="5Ev-Ka-9Pf" userLabel="Exit" sceneMemberID="exit"/>
///     </objects>
///     <point key="canvasLocation" x="132" y="-2"/>
/// </scene>
/// ```
public struct IBScene: Sendable {
    /// The `<scene>` element.
    public var element: IBElement
    /// The `sceneID` attribute (not the controller's id), or nil when it is missing.
    public var sceneID: String?
    /// The scene's title from the comment before it (`<!--Home-->`), or nil.
    public var title: String?
    /// The controller: the object with `sceneMemberID="viewController"` (a controller element
    /// or a `viewControllerPlaceholder` storyboard reference), else the first object that is not
    /// a placeholder or exit. Nil (with a diagnostic) for a scene without one.
    public var controller: IBElement?
    /// The `<placeholder>` objects (First Responder), in order.
    public var placeholders: [IBElement]
    /// The `<exit>` objects (the destination of the scene's unwind segues), in order.
    public var exits: [IBElement]
    /// The other top-level objects (gesture recognizers, custom objects), in order.
    public var otherObjects: [IBElement]
    /// The scene's `canvasLocation` on Interface Builder's canvas, if written.
    public var canvasLocation: IBPoint?

    /// A scene read from `element`.
    public init(element: IBElement, sceneID: String?, title: String?, controller: IBElement?,
                placeholders: [IBElement], exits: [IBElement], otherObjects: [IBElement], canvasLocation: IBPoint?) {
        self.element = element
        self.sceneID = sceneID
        self.title = title
        self.controller = controller
        self.placeholders = placeholders
        self.exits = exits
        self.otherObjects = otherObjects
        self.canvasLocation = canvasLocation
    }

    /// The controller's `storyboardIdentifier` (IB's "Storyboard ID"), or nil.
    public var storyboardIdentifier: String? { controller?.attribute("storyboardIdentifier") }
}
