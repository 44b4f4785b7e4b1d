//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Target-action connections: `<action selector="buttonTapped:" destination="ID" eventType="touchUpInside"/>`.

/// A target-action connection read from `<action>` inside a control or gesture recognizer:
/// the loader adds the destination as the source's target for `selector`, for `eventType`.
public struct IBActionConnection: Equatable, Sendable {
    /// The Objective-C selector (`buttonTapped:`; no colon for a method without parameters).
    public var selector: String
    /// The destination (target) object's id.
    public var destination: String
    /// The `UIControl.Event` case name (`touchUpInside`, `valueChanged`), or nil for gesture
    /// recognizers and bar button items, which have no event.
    public var eventType: String?
    /// The connection's own `id`.
    public var id: String?
    /// The source object: the control, item or gesture recognizer holding the `<connections>`.
    public var source: IBElement?
    /// The line of the element.
    public var line: Int

    /// `UIControl.Event` case names IB writes as `eventType`.
    public static let knownEventTypes: Set<String> = [
        "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
        "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
        "primaryActionTriggered", "menuActionTriggered", "editingDidBegin", "editingChanged",
        "editingDidEnd", "editingDidEndOnExit",
    ]

    /// An action with these parts.
    public init(selector: String, destination: String, eventType: String?, id: String?, source: IBElement?, line: Int) {
        self.selector = selector
        self.destination = destination
        self.eventType = eventType
        self.id = id
        self.source = source
        self.line = line
    }

    /// The selector's base name, the Swift method an action calls on Linux (`buttonTapped:`
    /// → `buttonTapped`, `sliderMovedWithSlider:` → `sliderMovedWithSlider`).
    public var methodBaseName: String {
        String(selector.prefix { $0 != ":" })
    }
}
