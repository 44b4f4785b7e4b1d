//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A type's declaration: its identifier, the types it conforms to directly, its filename
/// extensions and MIME types (preferred first) and a readable name.
struct _UTDeclaration: Sendable {
    let identifier: String
    let parents: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String?
    init(_ identifier: String, _ parents: [String], _ extensions: [String], _ mimeTypes: [String], _ description: String?) {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        self.mimeTypes = mimeTypes
        self.description = description
    }
}

/// The declared types: the system's table (`UTType+Declarations.swift`) and those the app
/// exports or imports, behind a lock (types are used from any thread).
enum _UTTypeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var byIdentifier: [String: _UTDeclaration] = {
        var d: [String: _UTDeclaration] = [:]
        for decl in _UTSystemDeclarations.all { d[decl.identifier] = decl }
        return d
    }()
    /// Identifiers in declaration order (the system's first), so tag look-ups are stable.
    nonisolated(unsafe) private static var order: [String] = _UTSystemDeclarations.all.map(\.identifier)

    static func declaration(_ identifier: String) -> _UTDeclaration? {
        lock.lock(); defer { lock.unlock() }
        return byIdentifier[identifier]
    }

    static func register(_ decl: _UTDeclaration) {
        lock.lock(); defer { lock.unlock() }
        guard byIdentifier[decl.identifier] == nil else { return }
        byIdentifier[decl.identifier] = decl
        order.append(decl.identifier)
    }

    /// The types a type conforms to directly (a dynamic type: the one it was made for).
    static func parents(of identifier: String) -> [String] {
        if let d = declaration(identifier) { return d.parents }
        return _UTDynamicTag(identifier: identifier).map { [$0.conformingTo] } ?? []
    }

    /// The declarations listing `tag` (lower-cased) for `tagClass`: those that prefer it first.
    static func declarations(withTag tag: String, tagClass: UTTagClass) -> [_UTDeclaration] {
        lock.lock(); defer { lock.unlock() }
        let all = order.compactMap { byIdentifier[$0] }.filter { d in
            (tagClass == .filenameExtension ? d.extensions : tagClass == .mimeType ? d.mimeTypes : []).contains(tag)
        }
        func preferred(_ d: _UTDeclaration) -> Bool {
            (tagClass == .filenameExtension ? d.extensions : d.mimeTypes).first == tag
        }
        return all.filter(preferred) + all.filter { !preferred($0) }
    }
}

/// A dynamic type's identifier, `dyn.<tag class>.<conforming-to identifier>.<tag>` (Apple
/// encodes the same facts opaquely), and the facts read back from it.
struct _UTDynamicTag {
    let tag: String
    let tagClass: UTTagClass
    let conformingTo: String

    init(tag: String, tagClass: UTTagClass, conformingTo: UTType) {
        self.tag = tag
        self.tagClass = tagClass
        self.conformingTo = conformingTo.identifier
    }

    private static let prefixes: [(String, UTTagClass)] = [("dyn.ext", .filenameExtension), ("dyn.mime", .mimeType)]

    /// Reads a dynamic identifier; nil for any other.
    init?(identifier: String) {
        guard identifier.hasPrefix("dyn."),
              let (prefix, tagClass) = Self.prefixes.first(where: { identifier.hasPrefix($0.0 + "(") }) else { return nil }
        let rest = identifier.dropFirst(prefix.count + 1)
        guard let close = rest.firstIndex(of: ")") else { return nil }
        conformingTo = String(rest[..<close])
        tag = String(rest[rest.index(after: close)...])
        self.tagClass = tagClass
        guard !tag.isEmpty, !conformingTo.isEmpty else { return nil }
    }

    /// `dyn.ext(public.data)foo`, `dyn.mime(public.data)application/x-foo`.
    var identifier: String {
        let prefix = tagClass == .filenameExtension ? "dyn.ext" : "dyn.mime"
        return "\(prefix)(\(conformingTo))\(tag)"
    }
}
