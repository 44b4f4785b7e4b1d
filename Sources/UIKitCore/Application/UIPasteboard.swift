//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Copy and paste: the general pasteboard (`UIPasteboard.general`) and named ones.
///
/// The general pasteboard is the desktop's clipboard for text (and URLs, as text) once a
/// window is open: what the app copies, other programs paste, and what they copy, the app reads.
/// Images and other data stay in the app (SDL2's clipboard carries text only). Without a display
/// (headless apps, tests) the board lives in the process. Each item is a dictionary from a
/// type identifier (`"public.utf8-plain-text"`, `"public.url"`, `"public.png"`, …) to its value.
@preconcurrency @MainActor open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's for the general pasteboard).
        public var rawValue: String
        /// The name with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name from its string (the same as `init(rawValue:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// The system-wide general pasteboard.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The old find pasteboard (deprecated on iOS; an app-local board here).
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Keys of `setItems(_:options:)`'s options.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The raw value (Apple's).
        public var rawValue: String
        /// The key with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Keep the items on this device only (always so on Linux).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboardLocalOnly")
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboardExpirationDate")
    }

    /// The type identifiers this class reads and writes for its typed properties.
    static let textType = "public.utf8-plain-text", urlType = "public.url", pngType = "public.png",
               jpegType = "public.jpeg", colorType = "com.apple.uikit.color"

    /// The general pasteboard (the desktop's clipboard for text once a window is open).
    public static let general = UIPasteboard(name: .general)
    private static var named: [Name: UIPasteboard] = [.general: general]

    /// The pasteboard's name.
    public let name: Name
    /// Bumped at every change of the items (here or, for the general pasteboard, by another program).
    public private(set) var changeCount = 0
    /// Stored only (named pasteboards last as long as the process on Linux).
    open var isPersistent = false
    private var storedItems: [[String: Any]] = []
    private var expiration: Date?
    /// The desktop text last read or written, to notice copies made by other programs.
    private var lastSystemText: String?

    private init(name: Name) {
        self.name = name
        super.init()
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true and none exists yet.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard create || UIPasteboard.named[pasteboardName] != nil else { return nil }
        self.init(name: pasteboardName)
    }

    /// The pasteboard named `pasteboardName`, made when `create` is true (the same object each time).
    public class func named(_ pasteboardName: Name, create: Bool) -> UIPasteboard? {
        if let p = named[pasteboardName] { return p }
        guard create else { return nil }
        let p = UIPasteboard(name: pasteboardName)
        named[pasteboardName] = p
        return p
    }

    /// A new pasteboard with a unique name.
    public class func withUniqueName() -> UIPasteboard {
        named(Name(rawValue: "com.apple.UIKit.pboard.unique.\(UUID().uuidString)"), create: true)!
    }

    /// Removes a named pasteboard (posts `removedNotification`).
    public class func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general, let p = named.removeValue(forKey: pasteboardName) else { return }
        NotificationCenter.default.post(name: UIPasteboard.removedNotification, object: p)
    }

    // MARK: Items

    /// Every item: a dictionary from type identifier to value per item.
    open var items: [[String: Any]] {
        get { currentItems() }
        set { setItems(newValue, options: [:]) }
    }
    /// The number of items.
    open var numberOfItems: Int { currentItems().count }
    /// The type identifiers of the first item.
    open var types: [String] { currentItems().first.map { Array($0.keys).sorted() } ?? [] }

    /// Replaces the items; `.expirationDate` in `options` removes them after that date.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        storedItems = items
        expiration = options[.expirationDate] as? Date
        didChange()
    }
    /// Adds items after the current ones.
    open func addItems(_ items: [[String: Any]]) {
        storedItems = currentItems() + items
        didChange()
    }
    /// Makes the board hold one item with `value` for `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: value]]) }
    /// The first item's value for `pasteboardType`, or nil.
    open func value(forPasteboardType pasteboardType: String) -> Any? { currentItems().first?[pasteboardType] }
    /// Makes the board hold one item with `data` for `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) { setItems([[pasteboardType: data]]) }
    /// The first item's data for `pasteboardType` (text is given as UTF-8), or nil.
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let d as Data: return d
        case let s as String: return Data(s.utf8)
        case let u as URL: return Data(u.absoluteString.utf8)
        case let i as UIImage: return pasteboardType == UIPasteboard.jpegType ? i.jpegData(compressionQuality: 0.9) : i.pngData()
        default: return nil
        }
    }
    /// Whether the first item has one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = currentItems().first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    // MARK: Typed values

    /// The first item's text (a URL item reads as its string), or nil; setting replaces every item.
    open var string: String? {
        get { strings?.first }
        set { setItems(newValue.map { [[UIPasteboard.textType: $0]] } ?? []) }
    }
    /// The text of every item that has some, or nil when none has.
    open var strings: [String]? {
        get { nonEmpty(currentItems().compactMap { ($0[UIPasteboard.textType] as? String) ?? ($0[UIPasteboard.urlType] as? URL)?.absoluteString }) }
        set { setItems((newValue ?? []).map { [UIPasteboard.textType: $0] }) }
    }
    /// The first item's URL (text that is a URL with a scheme counts), or nil; setting replaces every item.
    open var url: URL? {
        get { urls?.first }
        set { setItems(newValue.map { [[UIPasteboard.urlType: $0, UIPasteboard.textType: $0.absoluteString]] } ?? []) }
    }
    /// The URL of every item that has one, or nil.
    open var urls: [URL]? {
        get {
            nonEmpty(currentItems().compactMap { item in
                if let u = item[UIPasteboard.urlType] as? URL { return u }
                if let s = item[UIPasteboard.textType] as? String, let u = URL(string: s.trimmingCharacters(in: .whitespacesAndNewlines)),
                   u.scheme != nil { return u }
                return nil
            })
        }
        set { setItems((newValue ?? []).map { [UIPasteboard.urlType: $0, UIPasteboard.textType: $0.absoluteString] }) }
    }
    /// The first item's image, or nil; setting replaces every item (kept in the app on Linux).
    open var image: UIImage? {
        get { images?.first }
        set { setItems(newValue.map { [[UIPasteboard.pngType: $0]] } ?? []) }
    }
    /// The image of every item that has one (PNG or JPEG data counts), or nil.
    open var images: [UIImage]? {
        get {
            nonEmpty(currentItems().compactMap { item in
                for t in [UIPasteboard.pngType, UIPasteboard.jpegType] {
                    if let i = item[t] as? UIImage { return i }
                    if let d = item[t] as? Data, let i = UIImage(data: d) { return i }
                }
                return nil
            })
        }
        set { setItems((newValue ?? []).map { [UIPasteboard.pngType: $0] }) }
    }
    /// The first item's colour, or nil; setting replaces every item.
    open var color: UIColor? {
        get { colors?.first }
        set { setItems(newValue.map { [[UIPasteboard.colorType: $0]] } ?? []) }
    }
    /// The colour of every item that has one, or nil.
    open var colors: [UIColor]? {
        get { nonEmpty(currentItems().compactMap { $0[UIPasteboard.colorType] as? UIColor }) }
        set { setItems((newValue ?? []).map { [UIPasteboard.colorType: $0] }) }
    }
    /// Whether an item has text (without reading it).
    open var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item has an image.
    open var hasImages: Bool { images != nil }
    /// Whether an item has a colour.
    open var hasColors: Bool { colors != nil }

    // MARK: Changes and the desktop's clipboard

    /// Posted (object: the pasteboard) when its items change.
    nonisolated public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted (object: the pasteboard) when a named pasteboard is removed.
    nonisolated public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// User-info key of `changedNotification`: the types added.
    nonisolated public static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// User-info key of `changedNotification`: the types removed.
    nonisolated public static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The desktop's clipboard, for the general pasteboard's text (set by the platform once a
    /// display is open; nil: the board lives in the process).
    package static var _systemClipboard: (any _UISystemClipboard)?

    /// Makes the desktop's clipboard the general pasteboard's (the platform calls it once the
    /// display is open); text the app copied before moves to it.
    package static func _installSystemClipboard(_ clipboard: any _UISystemClipboard) {
        let pending = general.storedItems.isEmpty ? nil : general.storedItems
        _systemClipboard = clipboard
        if let pending { general.storedItems = pending; general.didChange() } else { general.lastSystemText = clipboard.text }
    }

    private func nonEmpty<T>(_ a: [T]) -> [T]? { a.isEmpty ? nil : a }

    /// The items now: expired ones dropped; for the general pasteboard, text another program
    /// copied replaces them.
    private func currentItems() -> [[String: Any]] {
        if let e = expiration, Date() >= e {
            expiration = nil
            storedItems = []
            changeCount += 1
        }
        if name == .general, let clipboard = UIPasteboard._systemClipboard {
            let text = clipboard.text
            if text != lastSystemText {
                lastSystemText = text
                storedItems = text.map { [[UIPasteboard.textType: $0]] } ?? []
                changeCount += 1
            }
        }
        return storedItems
    }

    private func didChange() {
        changeCount += 1
        if name == .general, let clipboard = UIPasteboard._systemClipboard {
            let text = storedItems.first.flatMap { ($0[UIPasteboard.textType] as? String) ?? ($0[UIPasteboard.urlType] as? URL)?.absoluteString }
            // Text goes to the desktop; other data stays here (the desktop's copy is cleared so
            // that other programs don't paste stale text).
            clipboard.text = text ?? ""
            lastSystemText = clipboard.text
        }
        NotificationCenter.default.post(name: UIPasteboard.changedNotification, object: self)
    }
}

/// The desktop's text clipboard (`UIPasteboard.general`'s text once a display is open).
@MainActor package protocol _UISystemClipboard: AnyObject {
    /// The clipboard's text, or nil when it holds none.
    var text: String? { get set }
    /// The X primary selection's text (what is selected in some window: middle click pastes
    /// it), or nil; setting it makes this app its owner.
    var primaryText: String? { get set }
}

extension _UISystemClipboard {
    /// No primary selection (a clipboard that has none).
    package var primaryText: String? {
        get { nil }
        set {}  // swiftlint:disable:this unused_setter_value
    }
}
