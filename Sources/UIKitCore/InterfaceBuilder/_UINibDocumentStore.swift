//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Where documents come from: `Name.xib` (or `Name.storyboard`) at a bundle's top level or in
// `Base.lproj/`, parsed once per file and cached; the `.strings` file of the preferred
// language beside it. For the main bundle, also the app's SwiftPM resource bundle: on Linux
// `Bundle.main` is the executable's folder, and an executable target's `resources:` go to
// `Package_Target.resources/` beside it, where an iOS app's storyboards would be in its bundle.

/// Finds, parses and caches Interface Builder documents and their `.strings` tables.
@MainActor package enum _UINibDocumentStore {
    /// A parsed document with its name and the file it came from.
    package struct Entry {
        package let document: IBDocument
        package let url: URL?
        package let strings: IBStringsFile?
    }

    private static var cache: [URL: IBDocument] = [:]
    /// Languages searched for `.strings` tables, most preferred first (tests may set it; nil:
    /// `Locale.preferredLanguages`).
    package static var preferredLanguages: [String]?

    /// The URL of `name.ext` in `bundle`: its resources folder, then `Base.lproj/`.
    package static func url(named name: String, extension ext: String, in bundle: Bundle) -> URL? {
        /// `name.ext` in the first of `roots` (or its `Base.lproj/`) that has it.
        func find(in roots: [URL]) -> URL? {
            for root in roots {
                for dir in [root, root.appendingPathComponent("Base.lproj")] {
                    let url = dir.appendingPathComponent(name + "." + ext)
                    if FileManager.default.fileExists(atPath: url.path) { return url }
                }
            }
            return nil
        }
        if let url = find(in: (bundle.resourceURL.map { [$0] } ?? []) + [bundle.bundleURL]) { return url }
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        guard bundle.bundleURL.standardizedFileURL == Bundle.main.bundleURL.standardizedFileURL else { return nil }
        return find(in: appResourceBundles())
    }

    /// The SwiftPM resource bundles beside the executable (`Package_Module.resources/`) that
    /// stand in for the main bundle: the app delegate's module's first, then the others in name
    /// order (a test's delegate subclass lives in the test module). The folder is listed once
    /// per module.
    package static func appResourceBundles() -> [URL] {
        let module = UIApplication.shared.delegate.flatMap { String(reflecting: type(of: $0)).split(separator: ".").first.map(String.init) }
        if let known = resourceBundles[module ?? ""] { return known }
        let bundles = _UIAppResourceBundles.urls(in: Bundle.main.bundleURL)
        let isApp: (URL) -> Bool = { url in module.map { url.deletingPathExtension().lastPathComponent.hasSuffix("_" + $0) } ?? false }
        let found = bundles.filter(isApp) + bundles.filter { !isApp($0) }
        resourceBundles[module ?? ""] = found
        return found
    }
    private static var resourceBundles: [String: [URL]] = [:]

    /// The document at `url`, parsed on first use (the error of a malformed one).
    package static func document(at url: URL) throws -> IBDocument {
        if let d = cache[url] { return d }
        let data = try Data(contentsOf: url)
        let d = try IBDocument(data: data)
        cache[url] = d
        logIgnoredParts(of: d, named: url.lastPathComponent)
        return d
    }

    /// Logs, once per document (when it is first parsed), what in it this loader does not act
    /// on: object elements it does not make and attributes or keyed children it does not read
    /// (`IBLoaderVocabulary`; what Interface Builder writes for itself is not listed). The same
    /// list `uikit-port check` reports at build time.
    static func logIgnoredParts(of document: IBDocument, named name: String) {
        for part in IBLoaderVocabulary.ignoredParts(of: document) where !part.isElement {
            let more = part.more == 0 ? "" : " (and \(part.more) more)"
            UIKitLog.warning("\(name) (object \(part.objectID)) line \(part.line): \(part.description) is ignored by this loader\(more)",
                             category: "InterfaceBuilder")
        }
    }

    /// The `.strings` table for the document at `url` in the preferred language (beside
    /// `Base.lproj`, in `<language>.lproj/Name.strings`), or nil.
    package static func strings(for url: URL) -> IBStringsFile? {
        let name = url.deletingPathExtension().lastPathComponent
        var root = url.deletingLastPathComponent()
        if root.pathExtension == "lproj" { root = root.deletingLastPathComponent() }
        var languages: [String] = []
        for l in preferredLanguages ?? Locale.preferredLanguages {
            languages.append(l)
            if let base = l.split(separator: "-").first.map(String.init), base != l { languages.append(base) }
        }
        for language in languages {
            let file = root.appendingPathComponent("\(language).lproj/\(name).strings")
            guard let data = try? Data(contentsOf: file) else { continue }
            do { return try IBStringsFile(data: data) } catch {
                UIKitLog.error("\(file.path): \(error); the document's texts are not localised", category: "InterfaceBuilder")
                return nil
            }
        }
        return nil
    }

    /// Forgets every cached document (tests that rewrite a file).
    package static func _reset() {
        cache.removeAll()
        resourceBundles.removeAll()
    }
}
