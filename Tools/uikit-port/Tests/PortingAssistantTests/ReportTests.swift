//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PortingAssistant
import Testing

/// One file ported alone: its text, and its report's lines without the file name.
func portOne(_ source: String) -> (text: String, lines: [String], result: FileResult) {
    let result = Porter.port(source: source, file: "F.swift", context: ProjectContext(sources: [source]))
    let lines = (result.changes.map(\.description) + result.notes.map(\.description))
    return (result.text, lines, result)
}

@Suite struct ReportTests {
    @Test func changesAreReportedWithLineBeforeAndAfter() {
        let source = """
        class A: UIViewController {
            func f() {
                button.addTarget(self, action: #selector(go), for: .touchUpInside)
            }
            @objc func go() {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("button.addTarget(self, action: A.go, for: .touchUpInside)"))
        #expect(text.contains("    func go() {}"))
        #expect(lines.contains("F.swift:3: #selector(go) → A.go"))
        #expect(lines.contains("F.swift:5: @objc → (removed)"))
    }

    @Test func unparseableFileIsLeftUntouchedAndSaysWhere() {
        let source = "class A {\n    func f( {\n}\n"
        let (text, lines, result) = portOne(source)
        #expect(!result.parsed)
        #expect(text == source)
        #expect(result.changes.isEmpty)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("F.swift:2: note: the file has syntax errors; left untouched") == true)
    }

    @Test func whatCannotBeRewrittenIsReported() {
        let source = """
        class A: NSObject {
            func f(_ d: AnyObject) {
                if d.responds(to: #selector(A.go)) {}
                let s = #selector(getter: A.name)
                _ = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(go), userInfo: 5, repeats: false)
            }
            @objc func go() {}
        }
        extension UIView {
            override func layoutSubviews() {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(lines.contains { $0.hasPrefix("F.swift:3: note: #selector(A.go) not rewritten") })
        #expect(lines.contains { $0.hasPrefix("F.swift:4: note: #selector(getter: A.name) not rewritten") })
        #expect(lines.contains { $0.hasPrefix("F.swift:5: note: userInfo 5 dropped") })
        #expect(lines.contains("F.swift:10: note: override layoutSubviews() in an extension of UIView: move it into UIView's class body (Swift on Linux cannot override in extensions)"))
        #expect(text.contains("Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in MainActor.assumeIsolated { self?.go() } }"))
    }

    @Test func observedDynamicPropertyKeepsDynamicWithANote() {
        let source = """
        class Model: NSObject {
            @objc dynamic var score = 0
            @objc dynamic var name = ""
            func watch() -> Any { observe(\\.score) { _, _ in } }
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("    dynamic var score = 0"))
        #expect(text.contains("    var name = \"\""))
        #expect(lines.contains { $0.hasPrefix("F.swift:2: note: `dynamic` kept on score") })
    }

    @Test func nilTargetBecomesASelectorStringWithANote() {
        let source = """
        class Editor: UIView {
            func f() { item.addTarget(nil, action: #selector(Editor.save(_:with:)), for: .touchUpInside) }
            func save(_ sender: Any, with event: UIEvent) {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("item.addTarget(nil, action: \"save:with:\", for: .touchUpInside)"))
        #expect(lines.contains { $0.contains("registerAction(\"save:with:\")") })
    }

    @Test func optionalRequirementWithoutAnObviousDefaultIsReported() {
        let source = """
        @objc protocol Source {
            @objc optional func view(at index: Int) -> UIView
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("protocol Source: AnyObject {\n    func view(at index: Int) -> UIView\n}"))
        #expect(lines.contains { $0.contains("no obvious default: it is now a requirement every conformer must implement") })
    }

    @Test func conditionsGetALabelledClosure() {
        let source = """
        class A {
            func f() {
                if let t = Optional(Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)) { _ = t }
            }
            func tick(_ t: Timer) {}
        }
        """
        let (text, _, _) = portOne(source)
        #expect(text.contains("Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: { [weak self] timer in MainActor.assumeIsolated { self?.tick(timer) } })"))
    }

    @Test func directoryRunWritesReportsAndSecondRunChangesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let swift = dir.appendingPathComponent("Sub/View.swift")
        try "class V: UIView {}\nextension V {\n    override func layoutSubviews() {}\n}\n".write(to: swift, atomically: true, encoding: .utf8)
        let notes = dir.appendingPathComponent("README.md")
        try "@objc #selector(x)".write(to: notes, atomically: true, encoding: .utf8)
        let broken = dir.appendingPathComponent("Broken.swift")
        try "func (".write(to: broken, atomically: true, encoding: .utf8)

        let dry = PortingRun(paths: [dir.path], dryRun: true)
        #expect(try String(contentsOf: swift, encoding: .utf8).contains("extension V"))
        #expect(dry.results.count == 2)

        let first = PortingRun(paths: [dir.path])
        #expect(!first.succeeded) // Broken.swift
        #expect(first.report.contains("Broken.swift:1: note: the file has syntax errors; left untouched"))
        #expect(first.report.hasSuffix("uikit-port: 2 changes in 1 of 2 Swift files; 1 note"))
        #expect(try String(contentsOf: swift, encoding: .utf8) == "class V: UIView {\n    override func layoutSubviews() {}\n}\n")
        #expect(try String(contentsOf: notes, encoding: .utf8) == "@objc #selector(x)")
        #expect(try String(contentsOf: broken, encoding: .utf8) == "func (")

        let second = PortingRun(paths: [swift.path])
        #expect(second.succeeded)
        #expect(second.report == "uikit-port: nothing to change in 1 Swift file; 0 notes")

        let missing = PortingRun(paths: [dir.appendingPathComponent("nope").path])
        #expect(!missing.succeeded)
        #expect(missing.report.contains("error: "))
    }
}
