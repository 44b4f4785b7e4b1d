//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

/// A small deterministic generator (SplitMix64), so every run mutates the same way.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Reads everything a loader would read from `document`, so the readers see mutated input too.
func readEverything(_ document: IBDocument) -> Int {
    var diagnostics: [IBDiagnostic] = []
    var count = document.diagnostics.count
    for element in document.xml.allElements {
        switch element.name {
        case "rect": count += IBRect(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "color": count += IBColor(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "fontDescription": count += IBFont(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "autoresizingMask": count += IBAutoresizingMask(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "inset", "edgeInsets": count += IBEdgeInsets(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "state": count += IBButtonState(element, diagnostics: &diagnostics) == nil ? 0 : 1
        case "constraints": count += element.parent?.constraints(diagnostics: &diagnostics).count ?? 0
        case "connections": count += element.parent?.connections(diagnostics: &diagnostics).count ?? 0
        case "userDefinedRuntimeAttributes": count += element.parent?.userDefinedRuntimeAttributes(diagnostics: &diagnostics).count ?? 0
        default: count += element.attributes.count + element.text.utf8.count + (element.precedingComment?.count ?? 0)
        }
    }
    _ = document.scenes.map { ($0.title, $0.controller?.customClassName, $0.storyboardIdentifier) }
    _ = (document.filesOwner, document.firstResponder, document.initialViewController)
    return count + diagnostics.count
}

@Suite struct RobustnessTests {
    /// 10,000 mutated documents (byte flips, truncations, insertions, deletions, swapped
    /// ranges): each is either read or rejected with an error that has a place; none traps.
    @Test func tenThousandMutatedDocumentsNeverCrash() throws {
        var random = SeededGenerator(state: 0x1B5_70A7_D0C5)
        let sources = [Array(TestDocuments.xib.utf8), Array(TestDocuments.storyboard.utf8)]
        let inserts: [[UInt8]] = ["<", ">", "/>", "&", "&#x0;", "&amp;", "\"", "'", "<!--", "-->", "<![CDATA[", "]]>",
                                  "</view>", "<view>", "=", " id=\"Lbl-aa-001\"", "\u{0}", "\u{FF}", "é", "\r\n"]
            .map { Array($0.utf8) } + [[0xC3], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]
        var read = 0, rejected = 0
        for round in 0..<10_000 {
            var bytes = sources[round % sources.count]
            let mutations = 1 + Int(random.next() % 3)
            for _ in 0..<mutations where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
                case 1: bytes.removeSubrange(at...)
                case 2: bytes.insert(contentsOf: inserts[Int(random.next() % UInt64(inserts.count))], at: at)
                case 3: bytes.removeSubrange(at..<min(bytes.count, at + 1 + Int(random.next() % 40)))
                default:
                    let other = Int(random.next() % UInt64(bytes.count))
                    bytes.swapAt(at, other)
                }
            }
            do {
                let document = try IBDocument(bytes: bytes)
                _ = readEverything(document)
                read += 1
            } catch {
                #expect(error.line >= 1 && error.column >= 1 && !error.message.isEmpty)
                rejected += 1
            }
        }
        #expect(read + rejected == 10_000)
        #expect(read > 100 && rejected > 1000, "read \(read), rejected \(rejected)")
    }

    /// A mutated `.strings` file is read or rejected, never a trap.
    @Test func mutatedStringsFilesNeverCrash() {
        var random = SeededGenerator(state: 42)
        let source = Array(StringsFileTests.sample.utf8)
        for _ in 0..<2_000 {
            var bytes = source
            let at = Int(random.next() % UInt64(bytes.count))
            switch random.next() % 3 {
            case 0: bytes[at] ^= UInt8(1 << (random.next() % 8))
            case 1: bytes.removeSubrange(at...)
            default: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
            }
            _ = try? IBStringsFile(data: Data(bytes))
        }
    }

    /// A generated 1 MB storyboard is parsed and indexed well within a generous bound even in
    /// a debug build (the release build takes about 3 ms; see the module's README).
    @Test func aOneMegabyteStoryboardParsesQuickly() throws {
        let bytes = Array(TestDocuments.largeStoryboard(bytes: 1_000_000).utf8)
        #expect(bytes.count >= 1_000_000)
        let clock = ContinuousClock()
        var document: IBDocument?
        let elapsed = try clock.measure { document = try IBDocument(bytes: bytes) }
        let parsed = try #require(document)
        #expect(parsed.scenes.count > 50)
        #expect(parsed.diagnostics.isEmpty)
        #expect(parsed.element(id: "l10-3")?.name == "label")
        #expect(elapsed < .seconds(5), "parsing 1 MB took \(elapsed) in this build")
    }
}
