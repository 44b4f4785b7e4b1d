//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

// NSItemProvider: Foundation's class (which Linux's Foundation lacks) carrying dragged and
// dropped data as representations by type identifier, loaded on demand.

/// Who may see a representation an item provider registers (raw values as on iOS). On Linux
/// every representation is seen by every destination in the app; the value is kept.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team (macOS).
    case team = 1
    /// Processes of the same group.
    case group = 2
    /// Only this process.
    case ownProcess = 3
}

/// Data offered by one dragged (or copied) item, as one or more representations by type
/// identifier (`public.png`, `public.utf8-plain-text`, `public.file-url`…), each made when a
/// destination asks for it.
///
/// Foundation on Apple platforms provides this class; Linux's Foundation does not, so UIKit
/// provides it here (see docs/PORTING.md). Completion handlers run on the main queue,
/// asynchronously (on iOS they run on a background queue, and drop sessions' `loadObjects` on
/// the main queue).
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// The error domain of loading failures (`NSItemProviderErrorDomain`).
    public static let errorDomain = "NSItemProviderErrorDomain"
    /// Error codes of `errorDomain` (as on iOS).
    public enum ErrorCode: Int, Sendable {
        /// Something went wrong.
        case unknownError = -1
        /// The item is not available (a file that cannot be read).
        case itemUnavailableError = -1000
        /// The data is not of the class asked for.
        case unexpectedValueClassError = -1100
        /// No representation can be converted to what was asked.
        case unavailableCoercionError = -1200
    }

    typealias LoadHandler = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: LoadHandler
    }
    private let lock = NSLock()
    /// Representations asked for, by any provider, whose handlers have not yet run: a load may
    /// wait on another thread (a file read, an encoder), so `UIKitTestHost`'s
    /// `runUntilIdleDrainingMainQueue` waits for them to end, not only for the main queue's
    /// hops.
    package static let _loadsInFlight = _InFlightLoads()
    private var representations: [Representation] = []
    private var _suggestedName: String?

    /// A provider with no representations yet.
    public override init() { super.init() }

    /// A provider offering `object`'s representations.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider offering the file at `fileURL`: its contents under the type its extension
    /// names (`public.data` when unknown) and its URL as `public.file-url`; nil for a URL that is
    /// not a file URL.
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            do {
                completion(try Data(contentsOf: fileURL), nil)
            } catch {
                completion(nil, NSError(domain: NSItemProvider.errorDomain, code: ErrorCode.itemUnavailableError.rawValue,
                                        userInfo: [NSLocalizedDescriptionKey: "Cannot read \(fileURL.path): \(error.localizedDescription)"]))
            }
            return nil
        }
        registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
    }

    /// A name a destination may give the data (a file's name without its extension).
    open var suggestedName: String? {
        get { lock.withLock { _suggestedName } }
        set { lock.withLock { _suggestedName = newValue } }
    }

    /// The type identifiers of the registered representations, in registration order (the
    /// most faithful first).
    open var registeredTypeIdentifiers: [String] { lock.withLock { representations.map(\.typeIdentifier) } }

    /// The registered representations' types.
    open var registeredContentTypes: [UTType] { registeredTypeIdentifiers.compactMap { UTType($0) } }

    /// Registers a representation of type `typeIdentifier`: `loadHandler` is called when a
    /// destination asks for it and gives the data (or an error) to the completion it receives.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        lock.withLock { representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler)) }
    }

    /// Registers a representation of `contentType` (see `registerDataRepresentation(forTypeIdentifier:visibility:loadHandler:)`).
    open func registerDataRepresentation(for contentType: UTType, visibility: NSItemProviderRepresentationVisibility = .all,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        registerDataRepresentation(forTypeIdentifier: contentType.identifier, visibility: visibility, loadHandler: loadHandler)
    }

    /// Registers every representation `object` writes (`writableTypeIdentifiersForItemProvider`).
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        nonisolated(unsafe) let object = object
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                object.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether a representation conforms to `typeIdentifier` (a PNG conforms to `public.image`).
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        _representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation conforms to `typeIdentifier` (file options are not used here).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String, fileOptions: Int = 0) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// The first representation whose type conforms to `typeIdentifier`.
    func _representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        return lock.withLock {
            representations.first { r in
                r.typeIdentifier == typeIdentifier || (wanted != nil && UTType(r.typeIdentifier)?.conforms(to: wanted!) == true)
            }
        }
    }

    /// Loads the representation conforming to `typeIdentifier`; `completionHandler` gets the
    /// data, or an error (`unavailableCoercionError` when there is none), on the main queue.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        guard let r = _representation(conformingTo: typeIdentifier) else {
            let error = NSError(domain: Self.errorDomain, code: ErrorCode.unavailableCoercionError.rawValue,
                                userInfo: [NSLocalizedDescriptionKey: "No representation conforms to \(typeIdentifier)"])
            DispatchQueue.main.async { completionHandler(nil, error) }
            return progress
        }
        let load = Self._loadsInFlight.start()
        _ = r.load { data, error in
            DispatchQueue.main.async {
                progress.completedUnitCount = 1
                completionHandler(data, error)
                Self._loadsInFlight.end(load)
            }
        }
        return progress
    }

    /// Loads the representation of `contentType` (see `loadDataRepresentation(forTypeIdentifier:completionHandler:)`).
    @discardableResult
    open func loadDataRepresentation(for contentType: UTType,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        loadDataRepresentation(forTypeIdentifier: contentType.identifier, completionHandler: completionHandler)
    }

    /// Whether an object of `aClass` can be made from a representation.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of `aClass` from the first representation it reads; `completionHandler`
    /// gets it, or an error, on the main queue.
    @discardableResult
    open func loadObject<T: NSItemProviderReading>(ofClass aClass: T.Type,
                                                   completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }),
              let r = _representation(conformingTo: type) else {
            let error = NSError(domain: Self.errorDomain, code: ErrorCode.unavailableCoercionError.rawValue,
                                userInfo: [NSLocalizedDescriptionKey: "No representation can make a \(aClass)"])
            DispatchQueue.main.async { completionHandler(nil, error) }
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: r.typeIdentifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: r.typeIdentifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }
}

/// Loads in flight, shared across threads (they start anywhere and end on the main queue).
package final class _InFlightLoads: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var loads: Set<Int> = []
    /// The loads started and not yet ended.
    package var running: Set<Int> { lock.withLock { loads } }
    /// Records a load starting; returns its number, for `end(_:)`.
    package func start() -> Int {
        lock.withLock {
            next += 1
            loads.insert(next)
            return next
        }
    }
    /// Records load `id` ending.
    package func end(_ id: Int) { _ = lock.withLock { loads.remove(id) } }
}
