//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UINib: a xib's object graph, instantiated afresh on each call with an owner.

/// A xib document's objects, ready to be instantiated as often as needed.
///
/// Linux note: the document is the `Name.xib` XML itself (there is no ibtool to compile it),
/// found at the bundle's top level or in `Base.lproj/`; texts come from the preferred
/// language's `Name.strings` beside it. A missing or malformed document logs iOS's message
/// and instantiates nothing.
@preconcurrency @MainActor open class UINib: NSObject {
    /// Keys of the options dictionary of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public var rawValue: String
        /// A key with this string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects (by the identifier of the document's external object
        /// placeholders) that stand for those placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private enum Source { case file(name: String, bundle: Bundle), data(Data, bundle: Bundle) }
    private let source: Source

    /// A nib for `Name.xib` in `bundle` (nil: the main bundle); the file is read when first
    /// instantiated.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        source = .file(name: name, bundle: bundleOrNil ?? .main)
        super.init()
    }

    /// A nib from a document's bytes (a xib's XML), with `bundle` for its images and colours.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        source = .data(data, bundle: bundleOrNil ?? .main)
        super.init()
    }

    /// Makes a fresh copy of the document's objects with `ownerOrNil` as File's Owner: outlets
    /// and actions connected, runtime attributes applied, `awakeFromNib` sent. Returns the
    /// top-level objects in document order (placeholders excluded).
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let context = _makeContext() else { return [] }
        let external = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        return context.instantiateXib(owner: ownerOrNil, externalObjects: external)
    }

    /// A loading context over the document, or nil (logged) when it can't be read.
    func _makeContext() -> _UINibLoadingContext? {
        switch source {
        case let .file(name, bundle):
            guard let url = _UINibDocumentStore.url(named: name, extension: "xib", in: bundle) else {
                UIKitLog.error("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)'", category: "InterfaceBuilder")
                return nil
            }
            do {
                let document = try _UINibDocumentStore.document(at: url)
                return _UINibLoadingContext(document: document, name: name + ".xib", bundle: bundle,
                                            strings: _UINibDocumentStore.strings(for: url))
            } catch {
                UIKitLog.error("Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name)': \(name).xib \(error)", category: "InterfaceBuilder")
                return nil
            }
        case let .data(data, bundle):
            do {
                return _UINibLoadingContext(document: try IBDocument(data: data), name: "nib data", bundle: bundle, strings: nil)
            } catch {
                UIKitLog.error("Could not load NIB from data: \(error)", category: "InterfaceBuilder")
                return nil
            }
        }
    }

    /// Whether the named xib exists in `bundle` (nil: the main bundle).
    static func _exists(named name: String, bundle: Bundle?) -> Bool {
        _UINibDocumentStore.url(named: name, extension: "xib", in: bundle ?? .main) != nil
    }
}

extension Bundle {
    /// Instantiates the xib `name` with `owner` as File's Owner and returns its top-level
    /// objects; nil (with iOS's message logged) when the document is missing or unreadable.
    @MainActor public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        let nib = UINib(nibName: name, bundle: self)
        guard let context = nib._makeContext() else { return nil }
        let external = options?[.externalObjects] as? [String: Any] ?? [:]
        return context.instantiateXib(owner: owner, externalObjects: external)
    }
}
