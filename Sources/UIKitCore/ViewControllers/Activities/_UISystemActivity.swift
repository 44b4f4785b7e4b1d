//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The share sheet's built-in activities: Copy (to `UIPasteboard.general`: text, URLs, images),
/// Open in Browser (web links, through `UIApplication.open`) and Mail (a `mailto:` link with
/// the text as body, when the desktop has a mail handler).
class _UISystemActivity: UIActivity {
    /// The built-in activities that handle `items` (placeholders), in the sheet's order.
    static func all(for items: [Any]) -> [UIActivity] {
        [_UICopyActivity(), _UIOpenInBrowserActivity(), _UIMailActivity()].filter { $0.canPerform(withActivityItems: items) }
    }

    var items: [Any] = []
    override func prepare(withActivityItems activityItems: [Any]) { items = activityItems }

    static func webURLs(_ items: [Any]) -> [URL] {
        items.compactMap { $0 as? URL }.filter { ["http", "https"].contains($0.scheme?.lowercased() ?? "") }
    }
    static func text(of item: Any) -> String? {
        switch item {
        case let s as String: return s
        case let s as NSAttributedString: return s.string
        case let u as URL: return u.absoluteString
        default: return nil
        }
    }
}

/// Copy: every item that is text, a URL or an image becomes a pasteboard item.
final class _UICopyActivity: _UISystemActivity {
    override class var activityCategory: Category { .action }
    override var activityType: ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.pasteboardItem($0) != nil }
    }

    static func pasteboardItem(_ item: Any) -> [String: Any]? {
        switch item {
        case let u as URL: return [UIPasteboard.urlType: u, UIPasteboard.textType: u.absoluteString]
        case let i as UIImage: return [UIPasteboard.pngType: i]
        default: return text(of: item).map { [UIPasteboard.textType: $0] }
        }
    }

    override func perform() {
        UIPasteboard.general.items = items.compactMap(Self.pasteboardItem)
        activityDidFinish(true)
    }
}

/// Open in Browser: the first web link, with the desktop's browser.
final class _UIOpenInBrowserActivity: _UISystemActivity {
    override class var activityCategory: Category { .action }
    override var activityType: ActivityType? { ._openInBrowser }
    override var activityTitle: String? { "Open in Browser" }
    override var activityImage: UIImage? { UIImage(systemName: "globe") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { !Self.webURLs(activityItems).isEmpty }

    override func perform() {
        guard let url = Self.webURLs(items).first else { activityDidFinish(false); return }
        activityDidFinish(_UIURLOpener.current.open(url))
    }
}

/// Mail: a `mailto:` link with the subject (from an item source) and the text as body.
final class _UIMailActivity: _UISystemActivity {
    var subject = ""
    override class var activityCategory: Category { .share }
    override var activityType: ActivityType? { .mail }
    override var activityTitle: String? { "Mail" }
    override var activityImage: UIImage? { UIImage(systemName: "envelope") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { Self.text(of: $0) != nil } && _UIURLOpener.current.canOpen(URL(string: "mailto:")!)
    }

    /// The `mailto:` link for the prepared items.
    var mailtoURL: URL? {
        var c = URLComponents()
        c.scheme = "mailto"
        c.path = ""
        var query: [URLQueryItem] = []
        if !subject.isEmpty { query.append(URLQueryItem(name: "subject", value: subject)) }
        query.append(URLQueryItem(name: "body", value: items.compactMap(Self.text).joined(separator: "\n")))
        c.queryItems = query
        return c.url
    }

    override func perform() {
        guard let url = mailtoURL else { activityDidFinish(false); return }
        activityDidFinish(_UIURLOpener.current.open(url))
    }
}
