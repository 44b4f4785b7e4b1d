//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// One lookup for an archived property, whichever way the document writes it: an attribute,
// a child with that key, or a list element named after it.

/// Where an object element keeps a property, as a keyed decoder asks for it by name.
///
/// Interface Builder writes a property in one of three ways: an attribute (`text="Hello"`,
/// `hidden="YES"`), a child whose `key` is the property (`<rect key="frame">`,
/// `<color key="backgroundColor">`, `<nil key="highlightedColor"/>`, `<string key="text">`; a
/// navigation controller's `<nil name="viewControllers"/>` counts as keyed too), or
/// a list element named after it without a key (`<subviews>`, `<constraints>`,
/// `<connections>`, `<userDefinedRuntimeAttributes>`).
public enum IBProperty: Equatable, Sendable {
    /// The property is an attribute with this (decoded) value.
    case attribute(String)
    /// The property is this element (a keyed value or a list).
    case element(IBElement)

    /// The attribute's value, or nil for an element.
    public var attributeValue: String? {
        if case .attribute(let value) = self { return value }
        return nil
    }

    /// The element, or nil for an attribute.
    public var element: IBElement? {
        if case .element(let element) = self { return element }
        return nil
    }
}

extension IBElement {
    /// The property `key` of this object element: the attribute `key`, else the child whose
    /// `key` is `key` (or a `<nil name="key"/>`), else a child named `key` without a `key`
    /// attribute (a list such as `<subviews>`); nil when the document does not write it (the
    /// class default applies).
    public func property(_ key: String) -> IBProperty? {
        if let value = attribute(key) { return .attribute(value) }
        if let child = child(key: key) { return .element(child) }
        if let nilValue = children(named: "nil").first(where: { $0.attribute("name") == key }) { return .element(nilValue) }
        if let list = children(named: key).first(where: { !$0.hasAttribute("key") }) { return .element(list) }
        return nil
    }
}
