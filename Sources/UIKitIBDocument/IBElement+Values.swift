//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Reading attributes as numbers and booleans, and child values by key.

extension IBElement {
    /// Attribute `name` read as "YES" or "NO"; nil when absent, nil with a diagnostic when it
    /// is anything else.
    public func bool(_ name: String, diagnostics: inout [IBDiagnostic]) -> Bool? {
        IBRead.bool(self, name, &diagnostics)
    }

    /// Attribute `name` read as a number (`17`, `0.5`, `2.2250738585072014e-308`); nil when
    /// absent, nil with a diagnostic when it is not a number.
    public func double(_ name: String, diagnostics: inout [IBDiagnostic]) -> Double? {
        IBRead.number(self, name, required: false, &diagnostics)
    }

    /// Attribute `name` read as an integer (`tag="3"`, `numberOfLines="0"`); nil when absent,
    /// nil with a diagnostic when it is not an integer.
    public func int(_ name: String, diagnostics: inout [IBDiagnostic]) -> Int? {
        guard let text = attribute(name) else { return nil }
        guard let value = Int(text) else {
            IBRead.report(self, "\(name)=\"\(text)\" on <\(self.name)> is not an integer", &diagnostics)
            return nil
        }
        return value
    }

    /// A string property written either as attribute `name` (`text="Hello"`) or, for text with
    /// line breaks, as a child `<string key="name">Hello</string>`; nil when neither is there.
    public func string(_ name: String) -> String? {
        if let value = attribute(name) { return value }
        guard let child = child(named: "string", key: name) else { return nil }
        return child.attribute("value") ?? child.text
    }

    /// The child whose `key` is `key`, read as `type` (`element.value(IBRect.self, key: "frame",
    /// diagnostics: &d)`); nil when there is no such child or it cannot be read.
    public func value<T: IBValueReadable>(_ type: T.Type, key: String, diagnostics: inout [IBDiagnostic]) -> T? {
        guard let child = child(key: key) else { return nil }
        return T(child, diagnostics: &diagnostics)
    }

    /// Whether the property `key` is written as `<nil key="…"/>` (or, as navigation controllers
    /// write `<nil name="viewControllers"/>`, `<nil name="…"/>`): it keeps its class default.
    public func isNil(key: String) -> Bool {
        if let child = child(key: key) { return child.isNamed("nil") }
        return children(named: "nil").contains { $0.attribute("name") == key }
    }

    /// The custom class named by `customClass`, qualified by its module when `customModule` is
    /// written (`App.HomeViewController`); nil when the element has no `customClass`.
    /// `customModuleProvider="target"` means the module is the target being built: the name
    /// comes back unqualified unless `customModule` is also written.
    public var customClassName: String? {
        guard let name = attribute("customClass") else { return nil }
        if let module = attribute("customModule"), !module.isEmpty { return "\(module).\(name)" }
        return name
    }
}
