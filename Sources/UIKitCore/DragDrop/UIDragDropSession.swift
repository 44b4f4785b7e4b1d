//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The session protocols: UIDragDropSession (what both sides see), UIDragSession (the source's
// view) and UIDropSession (the destination's view, local or from outside the app).

/// What the source and the destination both see of a drag: its items and where it is.
@preconcurrency @MainActor public protocol UIDragDropSession: NSObjectProtocol {
    /// The dragged items.
    var items: [UIDragItem] { get }
    /// Where the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether a destination may propose `.move` (drags inside the app whose source allows it).
    var allowsMoveOperation: Bool { get }
    /// Whether the drag stays inside this app.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item can make an object of `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// The source's view of a drag.
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    /// Anything the source keeps with the drag (seen by drops inside the app).
    var localContext: Any? { get set }
}

/// The destination's view of a drag.
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    /// The drag session when the drag started in this app; nil for data from outside (files
    /// dropped from the desktop).
    var localDragSession: (any UIDragSession)? { get }
    /// How loading progress is shown (default `.default`).
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle { get set }
    /// The progress of loading the items' data.
    var progress: Progress { get }
    /// Makes an object of `aClass` from each item that can (in item order); `completion` runs on
    /// the main queue once all have loaded. Call it from `dropInteraction(_:performDrop:)`.
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Makes an object of `T` from each item that can; `completion` gets them on the main queue.
    @discardableResult
    public func loadObjects<T: NSItemProviderReading>(ofClass aClass: T.Type, completion: @escaping ([T]) -> Void) -> Progress {
        loadObjects(ofClass: aClass as any NSItemProviderReading.Type) { objects in completion(objects.compactMap { $0 as? T }) }
    }
}

/// The session of one drag, seen by its source as a `UIDragSession` and by destinations as a
/// `UIDropSession` (desktop file drops have no source: `localDragSession` is nil).
@MainActor final class _UIDragDropSession: NSObject, UIDragSession, UIDropSession {
    var items: [UIDragItem]
    weak var window: UIWindow?
    /// Where the drag is, in the window.
    var windowLocation: CGPoint
    var allowsMoveOperation: Bool = true
    var isRestrictedToDraggingApplication: Bool = false
    var localContext: Any?
    let isLocal: Bool
    var progressIndicatorStyle: UIDropSessionProgressIndicatorStyle = .default
    let progress = Progress(totalUnitCount: 0)

    init(items: [UIDragItem], window: UIWindow, location: CGPoint, isLocal: Bool) {
        self.items = items
        self.window = window
        self.windowLocation = location
        self.isLocal = isLocal
        super.init()
        if !isLocal { allowsMoveOperation = false }
    }

    var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    func location(in view: UIView) -> CGPoint {
        guard let window else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    func loadObjects(ofClass aClass: any NSItemProviderReading.Type, completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let loading = items.filter { $0.itemProvider.canLoadObject(ofClass: aClass) }
        progress.totalUnitCount += Int64(loading.count)
        var results = [(any NSItemProviderReading)?](repeating: nil, count: loading.count)
        var pending = loading.count
        guard pending > 0 else {
            DispatchQueue.main.async { completion([]) }
            return progress
        }
        for (i, item) in loading.enumerated() {
            nonisolated(unsafe) let store = { (value: (any NSItemProviderReading)?) in
                results[i] = value
                pending -= 1
                self.progress.completedUnitCount += 1
                if pending == 0 { completion(results.compactMap { $0 }) }
            }
            _ = item.itemProvider._loadReading(aClass) { value, error in
                if let error { UIKitLog.warning("UIDropSession: an item did not load: \(error.localizedDescription)", category: "DragDrop") }
                nonisolated(unsafe) let value = value
                MainActor.assumeIsolated { store(value) }
            }
        }
        return progress
    }
}

extension NSItemProvider {
    /// `loadObject(ofClass:)` for an existential class.
    func _loadReading(_ aClass: any NSItemProviderReading.Type,
                      _ completion: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        func open<T: NSItemProviderReading>(_ t: T.Type) -> Progress {
            loadObject(ofClass: t) { value, error in completion(value, error) }
        }
        return open(aClass)
    }
}
