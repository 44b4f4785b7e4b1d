//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A uniform type identifier: what kind of data a file or a pasteboard item holds
/// (`public.png`, `com.adobe.pdf`, …), with its filename extensions and MIME types, and the
/// types it conforms to (`public.png` → `public.image` → `public.data` → `public.item`).
///
/// The system's types are declared in a table in this module (`UTType+Declarations.swift`);
/// types an app exports or imports (`init(exportedAs:conformingTo:)`) join it when first made.
/// A filename extension or MIME type nobody declared gives a dynamic type (`isDynamic`) that
/// conforms to the type asked for (`public.data` by default).
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier, such as `"public.png"`.
    public let identifier: String

    init(_uncheckedIdentifier identifier: String) { self.identifier = identifier }

    /// The declared (or dynamic) type with `identifier`, or nil when nothing declares it.
    public init?(_ identifier: String) {
        if _UTTypeRegistry.declaration(identifier) == nil, _UTDynamicTag(identifier: identifier) == nil { return nil }
        self.identifier = identifier
    }

    /// A type the app declares as its own (Apple reads its `UTExportedTypeDeclarations`; here it
    /// is registered when made), conforming to `parentType` (`public.data` when nil).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(_declaring: identifier, conformingTo: parentType)
    }

    /// A type another app owns that this app uses (`UTImportedTypeDeclarations` on Apple's
    /// systems; registered when made here), conforming to `parentType` (`public.data` when nil).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(_declaring: identifier, conformingTo: parentType)
    }

    private init(_declaring identifier: String, conformingTo parentType: UTType?) {
        self.identifier = identifier
        if _UTTypeRegistry.declaration(identifier) == nil {
            _UTTypeRegistry.register(_UTDeclaration(identifier, [(parentType ?? .data).identifier], [], [], nil))
        }
    }

    /// The type for `filenameExtension` (without the dot, any case) that conforms to
    /// `supertype`; a dynamic type when no declared one does. Nil for an empty extension.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type for `mimeType` (any case) that conforms to `supertype`; a dynamic type when no
    /// declared one does. Nil for an empty MIME type.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The preferred type with `tag` of `tagClass` conforming to `supertype` (nil: any); a
    /// dynamic type when none is declared. Nil for an empty tag.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        let tag = tag.trimmingCharacters(in: .whitespaces)
        guard !tag.isEmpty else { return nil }
        if let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first {
            self = found
        } else {
            guard tagClass == .filenameExtension || tagClass == .mimeType else { return nil }
            self.identifier = _UTDynamicTag(tag: tag.lowercased(), tagClass: tagClass, conformingTo: supertype ?? .data).identifier
        }
    }

    /// Every declared type with `tag` of `tagClass` that conforms to `supertype` (nil: any),
    /// the one that prefers the tag first.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let matches = _UTTypeRegistry.declarations(withTag: tag.lowercased(), tagClass: tagClass)
            .map { UTType(_uncheckedIdentifier: $0.identifier) }
            .filter { supertype == nil || $0.conforms(to: supertype!) }
        return matches
    }

    // MARK: Tags

    /// The tags by class: filename extensions and MIME types, each list in order of preference.
    public var tags: [UTTagClass: [String]] {
        if let d = _UTTypeRegistry.declaration(identifier) {
            var t: [UTTagClass: [String]] = [:]
            if !d.extensions.isEmpty { t[.filenameExtension] = d.extensions }
            if !d.mimeTypes.isEmpty { t[.mimeType] = d.mimeTypes }
            return t
        }
        if let dyn = _UTDynamicTag(identifier: identifier) { return [dyn.tagClass: [dyn.tag]] }
        return [:]
    }
    /// The filename extension most used for the type (`"png"`, `"jpeg"`), or nil.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }
    /// The MIME type most used for the type (`"image/png"`), or nil.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    // MARK: Description

    /// A readable name (`"PNG image"`), or nil for a dynamic type.
    public var localizedDescription: String? { _UTTypeRegistry.declaration(identifier)?.description }
    /// The declared version (no declaration here has one: nil).
    public var version: Int? { nil }
    /// A URL about the type (none here: nil).
    public var referenceURL: URL? { nil }
    /// Whether the type was made for an undeclared extension or MIME type.
    public var isDynamic: Bool { _UTDynamicTag(identifier: identifier) != nil }
    /// Whether the type is declared (by the system's table or the app).
    public var isDeclared: Bool { _UTTypeRegistry.declaration(identifier) != nil }
    /// Whether the type is one of the public ones (`public.*`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    // MARK: Conformance

    /// Every type this one conforms to, directly or not (itself excluded).
    public var supertypes: Set<UTType> {
        var seen = Set<String>()
        var queue = _UTTypeRegistry.parents(of: identifier)
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            queue += _UTTypeRegistry.parents(of: next)
        }
        return Set(seen.map { UTType(_uncheckedIdentifier: $0) })
    }
    /// Whether the type is `type` or conforms to it (`UTType.png.conforms(to: .image)`).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this type and is not it.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Decodes a type from its identifier.
    public init(from decoder: any Decoder) throws {
        identifier = try decoder.singleValueContainer().decode(String.self)
    }
    /// Encodes the type as its identifier.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(identifier)
    }
}

/// A kind of tag that names a type outside the identifier system.
public struct UTTagClass: Hashable, Sendable, RawRepresentable, Codable, CustomStringConvertible {
    /// The raw value (Apple's).
    public let rawValue: String
    /// The tag class with this raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions, without the dot (`"public.filename-extension"`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"public.mime-type"`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
    /// The raw value.
    public var description: String { rawValue }
}
