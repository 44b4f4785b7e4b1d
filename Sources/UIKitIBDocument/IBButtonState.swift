//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// A button's per-state values: `<state key="normal" title="Go" image="arrow">` with its title colours.

/// The values a button sets for one control state, read from `<state key=…>`. UIKit applies
/// each with `setTitle(_:for:)` and the related setters, so per-state fallbacks work as in code.
public struct IBButtonState: Equatable, Sendable, IBValueReadable {
    /// The control state a `<state>` is for.
    public enum ControlState: String, Equatable, Hashable, Sendable, CaseIterable {
        /// `key="normal"`.
        case normal
        /// `key="highlighted"`.
        case highlighted
        /// `key="selected"`.
        case selected
        /// `key="disabled"`.
        case disabled
        /// `key="focused"`.
        case focused
    }

    /// The state the values are for.
    public var state: ControlState
    /// The title (`title=` or a child `<string key="title">`), or nil.
    public var title: String?
    /// The image name (`image=` or a child `<imageReference key="image" image=…>`), or nil.
    public var image: String?
    /// The image's catalog (`system` for SF Symbols), or nil.
    public var imageCatalog: String?
    /// The background image name, or nil.
    public var backgroundImage: String?
    /// The title colour (`<color key="titleColor">`), or nil.
    public var titleColor: IBColor?
    /// The title shadow colour (`<color key="titleShadowColor">`), or nil.
    public var titleShadowColor: IBColor?
    /// The `<attributedString key="attributedTitle">` element, or nil (not interpreted here).
    public var attributedTitle: IBElement?
    /// The line of the element.
    public var line: Int

    /// Reads a `<state>`; nil with a diagnostic when its key is not a known control state.
    public init?(_ element: IBElement, diagnostics: inout [IBDiagnostic]) {
        IBRead.reportUnknownAttributes(element, known: ["title", "image", "backgroundImage", "catalog"], &diagnostics)
        guard let key = element.key, let state = ControlState(rawValue: key) else {
            IBRead.report(element, "<state> key \(element.key ?? "(none)") is not a control state", &diagnostics)
            return nil
        }
        self.state = state
        title = element.string("title")
        image = element.attribute("image")
        imageCatalog = element.attribute("catalog")
        if image == nil, let reference = element.child(named: "imageReference", key: "image") {
            image = reference.attribute("image")
            imageCatalog = reference.attribute("catalog")
        }
        backgroundImage = element.attribute("backgroundImage")
        titleColor = element.child(named: "color", key: "titleColor").flatMap { IBColor($0, diagnostics: &diagnostics) }
        titleShadowColor = element.child(named: "color", key: "titleShadowColor").flatMap { IBColor($0, diagnostics: &diagnostics) }
        attributedTitle = element.child(named: "attributedString", key: "attributedTitle")
        line = element.line
    }
}

extension IBElement {
    /// A button's `<state>` children in document order; unreadable ones are skipped with a diagnostic.
    public func buttonStates(diagnostics: inout [IBDiagnostic]) -> [IBButtonState] {
        children(named: "state").compactMap { IBButtonState($0, diagnostics: &diagnostics) }
    }
}
