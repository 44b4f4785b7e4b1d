//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import SwiftParser

/// A run over files and directories: what the command-line tool does.
public struct PortingRun: Sendable {
    public var results: [FileResult] = []
    /// Paths that do not exist or could not be read or written.
    public var failures: [String] = []
    /// What the check of the run's storyboards and xibs found (`DocumentCheck`).
    public var documentFindings: [DocumentFinding] = []
    /// How many storyboards and xibs were checked.
    public var documentCount = 0
    /// How many Swift files the run read.
    public var swiftFileCount = 0
    /// Only the document check ran (`uikit-port check`): nothing was ported or written.
    public var checkOnly = false

    /// The `.swift` files under `paths` (directories searched recursively, hidden and `.build`
    /// folders skipped), in a stable order. Other files are ignored.
    public static func swiftFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { missing.append(path); continue }
            if !isDirectory.boolValue {
                if path.hasSuffix(".swift") { files.append(path) }
                continue
            }
            var found: [String] = []
            if let enumerator = manager.enumerator(atPath: path) {
                while let relative = enumerator.nextObject() as? String {
                    let components = relative.split(separator: "/")
                    if components.contains(where: { $0.hasPrefix(".") }) { continue }
                    if relative.hasSuffix(".swift") {
                        let full = path.hasSuffix("/") ? path + relative : path + "/" + relative
                        var dir: ObjCBool = false
                        if manager.fileExists(atPath: full, isDirectory: &dir), !dir.boolValue { found.append(full) }
                    }
                }
            }
            files += found.sorted()
        }
        return (files, missing)
    }

    /// Ports every Swift file under `paths`; writes the changed ones unless `dryRun`. With
    /// `output`, the originals stay unchanged and every file's ported copy (changed or not, as
    /// it is when it has syntax errors) is written under `output`, at its path relative to
    /// `base` (else to the directory argument it was found in; else its name).
    /// Storyboards and xibs under `paths` are checked against the run's Swift classes
    /// (`DocumentCheck`); with `checkOnly`, that is all the run does.
    public init(paths: [String], dryRun: Bool = false, output: String? = nil, base: String? = nil, checkOnly: Bool = false) {
        self.checkOnly = checkOnly
        let (files, missing) = PortingRun.swiftFiles(in: paths)
        failures = missing.map { "\($0): no such file or directory" }
        var sources: [(String, String)] = []
        for file in files {
            if let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8) {
                sources.append((file, text))
            } else {
                failures.append("\(file): could not be read as UTF-8")
            }
        }
        let documents = DocumentCheck.documents(in: paths)
        documentCount = documents.count
        swiftFileCount = sources.count
        if !documents.isEmpty {
            let classes = IBProjectClasses(sources: sources.map { $0.1 })
            for document in documents {
                guard let data = FileManager.default.contents(atPath: document), let text = String(data: data, encoding: .utf8) else {
                    documentFindings.append(DocumentFinding(file: document, line: 1, severity: .warning, message: "could not be read as UTF-8 text"))
                    continue
                }
                documentFindings += DocumentCheck.check(file: document, text: text, classes: classes)
            }
        }
        if checkOnly { return }
        let context = ProjectContext(sources: sources.map { $0.1 })
        for (file, text) in sources {
            let result = Porter.port(source: text, file: file, context: context)
            if !dryRun, let output {
                let copy = output + "/" + PortingRun.relativePath(of: file, base: base, paths: paths)
                do {
                    try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent,
                                                            withIntermediateDirectories: true)
                    try result.text.write(toFile: copy, atomically: true, encoding: .utf8)
                } catch { failures.append("\(copy): could not be written (\(error))") }
            } else if !dryRun, result.text != text {
                do { try result.text.write(toFile: file, atomically: true, encoding: .utf8) }
                catch { failures.append("\(file): could not be written (\(error))") }
            }
            results.append(result)
        }
    }

    /// `file`'s path below `base`, or below the directory among `paths` that holds it, else its name.
    static func relativePath(of file: String, base: String?, paths: [String]) -> String {
        for directory in [base].compactMap({ $0 }) + paths {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        }
        return (file as NSString).lastPathComponent
    }

    /// The report: every change (file:line: before → after), every note, then a summary line.
    public var report: String {
        var lines: [String] = []
        for result in results {
            // Changes and notes in line order; a line's changes before its notes.
            let entries = result.changes.map { ($0.line, 0, $0.description) } + result.notes.map { ($0.line, 1, $0.description) }
            lines += entries.enumerated().sorted { ($0.element.0, $0.element.1, $0.offset) < ($1.element.0, $1.element.1, $1.offset) }
                .map { $0.element.2 }
        }
        lines += documentFindings.map(\.description)
        lines += failures.map { "error: \($0)" }
        let warnings = documentFindings.filter { $0.severity == .warning }.count
        let documents = "\(documentCount) Interface Builder document\(documentCount == 1 ? "" : "s")"
        let found = "\(warnings) warning\(warnings == 1 ? "" : "s"), \(documentFindings.count - warnings) note\(documentFindings.count - warnings == 1 ? "" : "s")"
        let checked = documentCount == 0 ? "" : "; \(documents) checked: \(found)"
        if checkOnly {
            lines.append("uikit-port check: \(documents) against \(swiftFileCount) Swift file\(swiftFileCount == 1 ? "" : "s"): \(found)")
            return lines.joined(separator: "\n")
        }
        let changed = results.filter { !$0.changes.isEmpty }.count
        let changes = results.reduce(0) { $0 + $1.changes.count }
        let notes = results.reduce(0) { $0 + $1.notes.count }
        let files = results.count == 1 ? "1 Swift file" : "\(results.count) Swift files"
        if changes == 0 {
            lines.append("uikit-port: nothing to change in \(files); \(notes) note\(notes == 1 ? "" : "s")\(checked)")
        } else {
            lines.append("uikit-port: \(changes) change\(changes == 1 ? "" : "s") in \(changed) of \(files); \(notes) note\(notes == 1 ? "" : "s")\(checked)")
        }
        return lines.joined(separator: "\n")
    }

    /// Whether every path was found and every file parsed, read and written.
    public var succeeded: Bool { failures.isEmpty && results.allSatisfy(\.parsed) }
}
