//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// Mutations of a valid document: attribute values replaced (by numbers of every odd form,
/// other objects' ids, which makes cycles and self-references), element names swapped,
/// ranges deleted or repeated, markup and bytes inserted, the text cut short.
enum IBFuzzMutator {
    /// Where a document's attribute values and element names are.
    struct Spans {
        var values: [(name: Range<Int>, value: Range<Int>)] = []
        var elementNames: [Range<Int>] = []
        var ids: [String] = []
    }

    static func spans(_ b: [UInt8]) -> Spans {
        var s = Spans()
        var i = 0
        let n = b.count
        while i < n {
            let c = b[i]
            if c == UInt8(ascii: "<"), i + 1 < n, b[i + 1] != UInt8(ascii: "/"), b[i + 1] != UInt8(ascii: "!"), b[i + 1] != UInt8(ascii: "?") {
                var j = i + 1
                while j < n, b[j] != UInt8(ascii: " "), b[j] != UInt8(ascii: ">"), b[j] != UInt8(ascii: "/"), b[j] != UInt8(ascii: "\n") { j += 1 }
                s.elementNames.append(i + 1..<j)
                i = j
                continue
            }
            if c == UInt8(ascii: "="), i + 1 < n, b[i + 1] == UInt8(ascii: "\"") {
                var k = i - 1
                while k > 0, b[k] != UInt8(ascii: " ") { k -= 1 }
                var j = i + 2
                while j < n, b[j] != UInt8(ascii: "\"") { j += 1 }
                if j < n {
                    let name = k + 1..<i, value = i + 2..<j
                    s.values.append((name, value))
                    if b[name].elementsEqual("id".utf8) { s.ids.append(String(decoding: b[value], as: UTF8.self)) }
                }
                i = j + 1
                continue
            }
            i += 1
        }
        return s
    }

    static let oddValues = ["", "-1", "0", "NaN", "nan", "inf", "-inf", "1e309", "-0", "abc", "YES", "NO", "99999999999999999999",
                            "0x10", " 1", "1 ", "-100000", "2.5", "&amp;", "\u{1F600}", "&#0;", "<", "\u{0}"]
    static let elementNames = ["view", "label", "button", "switch", "slider", "textField", "tableView", "collectionView",
                               "stackView", "containerView", "scrollView", "viewController", "navigationController",
                               "tabBarController", "tableViewController", "segue", "outlet", "action", "constraint",
                               "subviews", "connections", "objects", "scene", "rect", "color", "fontDescription",
                               "tableViewCell", "placeholder", "exit", "hologram", "document", "scenes", "nil"]
    static let junk = ["<", ">", "\"", "&", "&#0;", "&#xD800;", "&bogus;", "</view>", "<view>", "<view id=\"X\">", "]]>",
                       "<!--", "<![CDATA[", "<?xml version=\"1.0\"?>", "=\"\"", " id=\"Go0-00-aaa\"", " destination=\"Nav-00-aaa\""]

    /// The name in the closing tag of the element whose opening tag's name is at `name`, or nil
    /// (an empty element, or none found).
    static func closingTag(of name: Range<Int>, in b: [UInt8]) -> Range<Int>? {
        let n = Array(b[name])
        var i = name.upperBound
        while i < b.count, b[i] != UInt8(ascii: ">") { i += 1 }
        guard i < b.count, b[i - 1] != UInt8(ascii: "/") else { return nil }
        var depth = 1
        while i + n.count + 2 < b.count {
            if b[i] == UInt8(ascii: "<") {
                let closing = b[i + 1] == UInt8(ascii: "/")
                let start = closing ? i + 2 : i + 1
                if b[start..<start + n.count].elementsEqual(n), start + n.count < b.count {
                    let after = b[start + n.count]
                    if closing, after == UInt8(ascii: ">") {
                        depth -= 1
                        if depth == 0 { return start..<start + n.count }
                    } else if !closing, after == UInt8(ascii: " ") || after == UInt8(ascii: ">") {
                        // (an empty element of the same name doesn't nest)
                        var j = start + n.count
                        while j < b.count, b[j] != UInt8(ascii: ">") { j += 1 }
                        if j < b.count, b[j - 1] != UInt8(ascii: "/") { depth += 1 }
                    }
                }
            }
            i += 1
        }
        return nil
    }

    /// `b` mutated 1 to 4 times.
    static func mutate(_ original: [UInt8], _ r: inout FuzzRNG) -> [UInt8] {
        var b = original
        for _ in 0..<Int.random(in: 1...4, using: &r) {
            guard !b.isEmpty else { break }
            let s = spans(b)
            switch Int.random(in: 0..<12, using: &r) {
            case 0...3 where !s.values.isEmpty:
                // A value: another object's id (cycles, self-references, wrong kinds) or an odd value.
                let v = s.values.randomElement(using: &r)!.value
                let text = Bool.random(using: &r) && !s.ids.isEmpty ? s.ids.randomElement(using: &r)! : oddValues.randomElement(using: &r)!
                b.replaceSubrange(v, with: Array(text.utf8))
            case 4...5 where !s.elementNames.isEmpty:
                // An element renamed, its closing tag too (the document stays well-formed).
                let e = s.elementNames.randomElement(using: &r)!
                let name = Array(elementNames.randomElement(using: &r)!.utf8)
                if let close = closingTag(of: e, in: b) { b.replaceSubrange(close, with: name) }
                b.replaceSubrange(e, with: name)
            case 6 where !s.values.isEmpty:
                // An attribute removed (name and value).
                let (name, value) = s.values.randomElement(using: &r)!
                b.removeSubrange(name.lowerBound..<min(b.count, value.upperBound + 1))
            case 7:
                let start = Int.random(in: 0..<b.count, using: &r)
                b.removeSubrange(start..<min(b.count, start + Int.random(in: 1...400, using: &r)))
            case 8:
                let start = Int.random(in: 0..<b.count, using: &r)
                let piece = Array(b[start..<min(b.count, start + Int.random(in: 1...2_000, using: &r))])
                b.insert(contentsOf: piece, at: Int.random(in: 0...b.count, using: &r))
            case 9:
                b.insert(contentsOf: Array(junk.randomElement(using: &r)!.utf8), at: Int.random(in: 0...b.count, using: &r))
            case 10:
                let at = Int.random(in: 0..<b.count, using: &r)
                b[at] = UInt8.random(in: 0...255, using: &r)
            default:
                if Int.random(in: 0..<4, using: &r) == 0 { b.removeSubrange(Int.random(in: 0..<b.count, using: &r)...) }
            }
        }
        return b
    }
}

/// Mutated documents through UIKit's loader: xibs instantiated (cells registered and dequeued
/// from their nibs), storyboards' controllers instantiated, their views loaded and laid out and
/// their segues performed in a window. Nothing may crash or hang. 1,000 seeded cases by default;
/// `IB_FUZZ_CASES=10000` for the full run, `IB_FUZZ_FIRST=N` to start at case N, `IB_FUZZ_VERBOSE=1` to print
/// each case's number, `IB_FUZZ_DUMP=path` to write each mutated document there.
@MainActor @Suite(.serialized) struct InterfaceBuilderFuzzTests {
    enum Kind { case xib, storyboard }

    /// The valid documents the cases start from (the IB tests' own, and the embed storyboard).
    static var seeds: [(Kind, [UInt8])] {
        let xibs = [NibLoadingTests.card, NibControllerAndCellTests.cell, NibControllerAndCellTests.profile,
                    NibViewDecodingTests.table, NibViewDecodingTests.collection, NibViewDecodingTests.texts,
                    NibViewDecodingTests.segments, NibControlsDecodingTests.controls, NibControlsDecodingTests.switchCells]
        let storyboards = [SBMain.document, StoryboardControllerTests.document,
                           InterfaceBuilderBadInputTests.embedStoryboard([("Ctl-AA-aaa", "Ctl-BB-bbb"), ("Ctl-BB-bbb", "Ctl-CC-ccc"), ("Ctl-CC-ccc", "Chi-00-aaa")], initial: "Ctl-AA-aaa")]
        return xibs.map { (.xib, Array($0.utf8)) } + storyboards.map { (.storyboard, Array($0.utf8)) }
    }

    /// Runs one case (a case is its seed: `FuzzRNG` is deterministic): the seed document
    /// `seed % seeds.count` mutated by the generator of `seed`.
    /// Returns whether the document was read (it made at least one object or controller).
    @discardableResult
    static func run(case seed: Int, seeds: [(Kind, [UInt8])], folder: URL, bundle: Bundle) -> Bool {
        var r = FuzzRNG(seed: UInt64(seed) &* 0x2545_F491_4F6C_DD1D &+ 1)
        let (kind, original) = seeds[seed % seeds.count]
        let bytes = IBFuzzMutator.mutate(original, &r)
        if let path = ProcessInfo.processInfo.environment["IB_FUZZ_DUMP"] { try? Data(bytes).write(to: URL(fileURLWithPath: path)) }
        switch kind {
        case .xib:
            let nib = UINib(data: Data(bytes), bundle: bundle)
            let owner = IBViewsOwner()
            let objects = nib.instantiate(withOwner: owner, options: nil)
            for case let view as UIView in objects {
                view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
                view.layoutIfNeeded()
                if let cell = view as? UITableViewCell {
                    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
                    table.register(nib, forCellReuseIdentifier: "Fuzz")
                    _ = table.dequeueReusableCell(withIdentifier: "Fuzz")
                    cell.prepareForReuse()
                }
            }
            // A mutated outlet may point to File's Owner itself: this owner keeps its outlets
            // strongly (as a strong `@IBOutlet` would), so the app breaks that cycle.
            owner.outlets.removeAll()
            return !objects.isEmpty
        case .storyboard:
            _UINibDocumentStore._reset()
            try? Data(bytes).write(to: folder.appendingPathComponent("Fuzz.storyboard"))
            let storyboard = UIStoryboard(name: "Fuzz", bundle: bundle)
            var controllers: [UIViewController] = []
            if let initial = storyboard.instantiateInitialViewController() { controllers.append(initial) }
            for scene in storyboard._document?.scenes ?? [] {
                if let identifier = scene.storyboardIdentifier {
                    controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
                }
            }
            let identifiers = Set(storyboard._document?.xml.elements(named: "segue").compactMap { $0.attribute("identifier") } ?? [])
            guard let first = controllers.first else { return false }
            // In a host of its own (its own clock), run until the transitions the segues
            // started are over, so nothing is left running for other tests.
            let host = UIKitTestHost(viewController: first)
            defer { host.invalidate() }
            let window = host.window
            window.layoutIfNeeded()
            for c in controllers {
                c.loadViewIfNeeded()
                c.view.layoutIfNeeded()
                let targets = [c] + c.children + ((c as? UINavigationController)?.viewControllers ?? [])
                for t in targets {
                    for identifier in identifiers.sorted() { t.performSegue(withIdentifier: identifier, sender: nil) }
                    t.loadViewIfNeeded()
                }
            }
            window.layoutIfNeeded()
            host.runUntilIdle(timeout: 5)
            return true
        }
    }

    @Test(.timeLimit(.minutes(30))) func mutatedDocumentsNeverCrashOrHang() throws {
        let env = ProcessInfo.processInfo.environment
        let count = env["IB_FUZZ_CASES"].flatMap { Int($0) } ?? 1_000
        let first = env["IB_FUZZ_FIRST"].flatMap { Int($0) } ?? 0
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = try #require(Bundle(path: folder.path))
        let seeds = Self.seeds
        var slowest = (seconds: 0.0, seed: -1)
        var read = 0
        let start = Date()
        for seed in first..<(first + count) {
            UIKitLog.clearRecentMessages()
            if env["IB_FUZZ_VERBOSE"] != nil { print("IB fuzz case \(seed)") }
            let t0 = Date()
            if Self.run(case: seed, seeds: seeds, folder: folder, bundle: bundle) { read += 1 }
            let seconds = Date().timeIntervalSince(t0)
            if seconds > slowest.seconds { slowest = (seconds, seed) }
            #expect(seconds < 10, "case \(seed) took \(seconds) s")
        }
        _UINibDocumentStore._reset()
        // Nothing left running for other tests (display links are shared by every host).
        #expect(!CADisplayLink._hasActiveLinks)
        if count >= 100 { #expect(read > count / 5, "a good share of the mutated documents should still be read and instantiated") }
        print("IB fuzz: \(count) cases from \(first) (\(read) documents read, the rest refused as malformed) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s; slowest case \(slowest.seed) \(String(format: "%.3f", slowest.seconds)) s")
        // The unmutated documents still load after all that (no state left behind).
        let storyboard = UIStoryboard(name: "Main", bundle: SBMain.bundle())
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(nav.viewControllers.first is SBHomeViewController)
    }
}
