//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Segues: `<segue destination="ID" kind="show" identifier="…"/>` and every other kind.

/// A segue read from `<segue>`. Where it sits decides when it fires: inside a control, on the
/// control's action; inside a controller's `<connections>`, when `performSegue` names it; in a
/// table or collection cell, on selection (`source` is that element).
public struct IBSegueConnection: Equatable, Sendable {
    /// A segue's `kind`.
    public enum Kind: Equatable, Hashable, Sendable {
        /// `show`: pushed in a navigation controller, presented otherwise.
        case show
        /// `showDetail`: shown as a split view's detail.
        case showDetail
        /// `presentation`: presented modally (`modalPresentationStyle`, `modalTransitionStyle`).
        case presentation
        /// `popoverPresentation` (`popoverAnchorView`).
        case popoverPresentation
        /// `custom`: a `UIStoryboardSegue` subclass (`customClass`).
        case custom
        /// `push` (legacy).
        case push
        /// `modal` (legacy).
        case modal
        /// `relationship` (`relationship="rootViewController|viewControllers|…"`).
        case relationship
        /// `embed`: a container view's child.
        case embed
        /// `unwind` (`unwindAction`), to the scene's exit.
        case unwind
        /// Another kind, by name (reported as a diagnostic).
        case other(String)

        /// The kind named `name` (`other` when unknown).
        public init(_ name: String) {
            switch name {
            case "show": self = .show
            case "showDetail": self = .showDetail
            case "presentation": self = .presentation
            case "popoverPresentation": self = .popoverPresentation
            case "custom": self = .custom
            case "push": self = .push
            case "modal": self = .modal
            case "relationship": self = .relationship
            case "embed": self = .embed
            case "unwind": self = .unwind
            default: self = .other(name)
            }
        }
    }

    /// The destination controller's id (for unwind segues, the scene's `<exit>`); nil for a
    /// `reference` to a segue defined elsewhere.
    public var destination: String?
    /// The kind (nil for a `reference`).
    public var kind: Kind?
    /// The `identifier` (`performSegue(withIdentifier:)`), or nil.
    public var identifier: String?
    /// For relationship segues: `rootViewController`, `viewControllers`, `masterViewController`…
    public var relationship: String?
    /// For unwind segues: the selector of the destination's unwind action (`unwindToHome:`).
    public var unwindAction: String?
    /// A custom segue class (`customClass`), or nil.
    public var customClass: String?
    /// The custom class's module (`customModule`), or nil.
    public var customModule: String?
    /// `modalPresentationStyle` for presentations, or nil.
    public var modalPresentationStyle: String?
    /// `modalTransitionStyle` for presentations, or nil.
    public var modalTransitionStyle: String?
    /// `animates="NO"` turns animation off; true otherwise.
    public var animates: Bool
    /// `popoverAnchorView` for popovers, or nil.
    public var popoverAnchorView: String?
    /// `destinationCreationSelector` (an `@IBSegueAction`), or nil.
    public var destinationCreationSelector: String?
    /// `reference`: the id of a segue defined elsewhere that this place also triggers, or nil.
    public var reference: String?
    /// The segue's own `id`.
    public var id: String?
    /// The element whose `<connections>` holds the segue (a control, cell or controller).
    public var source: IBElement?
    /// The line of the element.
    public var line: Int

    /// A segue with a destination and kind; the optional parts start empty.
    public init(destination: String?, kind: Kind?, id: String?, source: IBElement?, line: Int) {
        self.destination = destination
        self.kind = kind
        self.id = id
        self.source = source
        self.line = line
        self.animates = true
    }
}
