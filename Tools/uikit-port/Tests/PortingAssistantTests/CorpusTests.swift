//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PortingAssistant
import Testing

/// Tools/uikit-port/Tests/Corpus/<case>/{before,after}.swift
let toolTests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let corpus = toolTests.appendingPathComponent("Corpus")
/// The UIKit package's copies, compiled and exercised by its PortedCorpusTests target.
let portedCopies = toolTests.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/PortedCorpusTests/Corpus")

func corpusCases() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).sorted()
}

func read(_ url: URL) -> String {
    (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(url.path)>"
}

/// Ports `files` (name → text) as one run, the way the tool does.
func port(_ files: [String: String]) -> [String: FileResult] {
    let context = ProjectContext(sources: Array(files.values))
    var results: [String: FileResult] = [:]
    for (name, text) in files { results[name] = Porter.port(source: text, file: name, context: context) }
    return results
}

@Suite struct CorpusTests {
    @Test func corpusIsThere() {
        #expect(corpusCases().count >= 6)
    }

    @Test(arguments: corpusCases())
    func rewriteGivesAfter(_ name: String) {
        let before = read(corpus.appendingPathComponent("\(name)/before.swift"))
        let expected = read(corpus.appendingPathComponent("\(name)/after.swift"))
        let result = port(["\(name).swift": before])["\(name).swift"]!
        #expect(result.parsed)
        #expect(!result.changes.isEmpty)
        #expect(result.text == expected)
    }

    @Test(arguments: corpusCases())
    func secondRunChangesNothing(_ name: String) {
        let before = read(corpus.appendingPathComponent("\(name)/before.swift"))
        let once = port(["f.swift": before])["f.swift"]!
        let twice = port(["f.swift": once.text])["f.swift"]!
        #expect(twice.changes.isEmpty, "second run changed: \(twice.changes)")
        #expect(twice.text == once.text)
    }

    /// The compiled copies in the UIKit package must be the after-files themselves.
    @Test(arguments: corpusCases())
    func compiledCopyMatches(_ name: String) {
        let copy = portedCopies.appendingPathComponent("\(name).swift")
        guard FileManager.default.fileExists(atPath: copy.path) else {
            Issue.record("no compiled copy of \(name) at \(copy.path)")
            return
        }
        #expect(read(copy) == read(corpus.appendingPathComponent("\(name)/after.swift")))
    }
}
