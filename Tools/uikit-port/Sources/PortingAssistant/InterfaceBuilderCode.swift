//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The overrides InterfaceBuilderRewrites inserts, as text: tabs stand for one level of the
// file's indentation, lines are relative to the class body's.

enum IBCode {
    /// `override func setValue(_:forKey:)` assigning each property from `value` by its key.
    static func setValue(_ properties: [IBProperty], access: String) -> String {
        let outlets = properties.contains { !$0.isInspectable }, inspectables = properties.contains { $0.isInspectable }
        let what = outlets && inspectables ? "outlets and inspectable properties" : outlets ? "outlets" : "inspectable properties"
        return """
        // uikit-port: storyboards and nibs set these \(what) by key; without the Objective-C runtime, this override names them.
        \(access)override func setValue(_ value: Any?, forKey key: String) {
        \tswitch key {
        \(properties.map { "\t" + $0.caseLine }.joined(separator: "\n"))
        \tdefault: super.setValue(value, forKey: key)
        \t}
        }
        """
    }

    /// `override func value(forKey:)` reading each property by its key, so key paths through an
    /// outlet (`setValue(_:forKeyPath:)` with "titleLabel.text") reach the object behind it.
    static func value(_ properties: [IBProperty], access: String) -> String {
        let example = properties.first { !$0.isInspectable }.map { "\"\($0.key).text\"" } ?? "\"\(properties[0].key)\""
        return """
        // uikit-port: key-value coding reads these by key (key paths such as \(example)); without the Objective-C runtime, this override names them.
        \(access)override func value(forKey key: String) -> Any? {
        \tswitch key {
        \(properties.map { "\tcase \"\($0.key)\": return self.\($0.name)" }.joined(separator: "\n"))
        \tdefault: return super.value(forKey: key)
        \t}
        }
        """
    }

    /// `override func _actionHandler(for:)` returning a closure that calls each action method.
    static func actionHandler(_ actions: [IBActionMethod], access: String) -> String {
        """
        // uikit-port: storyboards and nibs send these actions by selector name; without the Objective-C runtime, this override finds the methods.
        \(access)override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        \tswitch action.name {
        \(actions.map { "\t" + $0.caseLine }.joined(separator: "\n"))
        \tdefault: return super._actionHandler(for: action)
        \t}
        }
        """
    }
}
