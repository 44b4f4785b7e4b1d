//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

// NSItemProviderReading / NSItemProviderWriting (Foundation's, which Linux's lacks) and the
// conformances of String, URL, Data and UIImage, so `loadObject(ofClass: String.self)` works.

/// A type that can be made from an item provider's data.
public protocol NSItemProviderReading {
    /// The type identifiers it reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes a value from `data` of type `typeIdentifier` (throws when the data is not valid).
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// A type that can give its data to an item provider.
public protocol NSItemProviderWriting {
    /// The type identifiers it writes, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The type identifiers this value writes (default: the type's).
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Who may see the representation of `typeIdentifier` (default: everyone).
    static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility
    /// Gives the data of representation `typeIdentifier` to `completionHandler`.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The type's identifiers.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
    /// Everyone.
    public static func itemProviderVisibilityForRepresentation(withTypeIdentifier typeIdentifier: String) -> NSItemProviderRepresentationVisibility { .all }
}

/// The error a reader throws for data it cannot read.
func _itemProviderValueError(_ what: String) -> NSError {
    NSError(domain: NSItemProvider.errorDomain, code: NSItemProvider.ErrorCode.unexpectedValueClassError.rawValue,
            userInfo: [NSLocalizedDescriptionKey: "The data is not a valid \(what)"])
}

extension String: NSItemProviderReading, NSItemProviderWriting {
    /// UTF-8 plain text, then plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier, UTType.plainText.identifier] }
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// The text decoded as UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        guard let s = String(data: data, encoding: .utf8) else { throw _itemProviderValueError("UTF-8 string") }
        return s
    }
    /// The text as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(utf8), nil)
        return nil
    }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// A file URL, then any URL.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.fileURL.identifier, UTType.url.identifier] }
    /// A file URL for files, else a URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }
    /// A file URL for files, else a URL.
    public var writableTypeIdentifiersForItemProvider: [String] { [isFileURL ? UTType.fileURL.identifier : UTType.url.identifier] }
    /// The URL whose string the data holds (UTF-8).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        guard let s = String(data: data, encoding: .utf8), let url = URL(string: s) else { throw _itemProviderValueError("URL") }
        return url
    }
    /// The URL's string as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(Data(absoluteString.utf8), nil)
        return nil
    }
}

extension Data: NSItemProviderReading, NSItemProviderWriting {
    /// Any data.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.data.identifier] }
    /// Any data.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.data.identifier] }
    /// The data itself.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Data { data }
    /// The data itself.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(self, nil)
        return nil
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// PNG, JPEG, then any image.
    nonisolated public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }
    /// PNG.
    nonisolated public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }
    /// The decoded image. Call it on the main queue, where item providers deliver data.
    nonisolated public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let image: UIImage? = MainActor.assumeIsolated { UIImage(data: data) }
        guard let image = image as? Self else { throw _itemProviderValueError("image") }
        return image
    }
    /// The image as PNG.
    nonisolated public func loadData(withTypeIdentifier typeIdentifier: String,
                                     forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let image = self
        let encode: @Sendable () -> Void = {
            let png = MainActor.assumeIsolated { image.pngData() }
            completionHandler(png, png == nil ? _itemProviderValueError("image") : nil)
        }
        DispatchQueue.main.async(execute: encode)
        return nil
    }
}
