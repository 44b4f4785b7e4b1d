//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A service the share sheet offers (`UIActivityViewController`): subclass it, give a title,
/// an image and a type, say which items it handles (`canPerform(withActivityItems:)`), then
/// either do the work in `perform()` or show `activityViewController`, and call
/// `activityDidFinish(_:)` when done.
@preconcurrency @MainActor open class UIActivity: NSObject {
    /// Where the share sheet lists an activity (Apple's raw values).
    public enum Category: Int, Sendable {
        /// In the list of actions (Copy, Print, …).
        case action = 0
        /// In the row of sharing destinations (Mail, Message, AirDrop, …).
        case share = 1
    }

    /// An activity's type: Apple's built-in ones (raw values such as
    /// `"com.apple.UIKit.activity.CopyToPasteboard"`) or an app's own.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// The type with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The type with this raw value (the same as `init(rawValue:)`).
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posting to Facebook (never offered on Linux).
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        /// Posting to Twitter (never offered on Linux).
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        /// Posting to Sina Weibo (never offered on Linux).
        public static let postToWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToWeibo")
        /// Sending in Messages (never offered on Linux).
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// Writing an email: on Linux, the desktop's mail program through a `mailto:` link.
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// Printing (never offered on Linux).
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// Copying the items to the general pasteboard.
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// Assigning an image to a contact (never offered on Linux).
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// Saving images and videos to the photo library (never offered on Linux).
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding a URL to Safari's reading list (never offered on Linux).
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// Posting to Flickr (never offered on Linux).
        public static let postToFlickr = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFlickr")
        /// Posting to Vimeo (never offered on Linux).
        public static let postToVimeo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToVimeo")
        /// Posting to Tencent Weibo (never offered on Linux).
        public static let postToTencentWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.TencentWeibo")
        /// Sending with AirDrop (never offered on Linux).
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// Opening in Books (never offered on Linux).
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as PDF (never offered on Linux).
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
        /// Sharing with SharePlay (never offered on Linux).
        public static let sharePlay = ActivityType(rawValue: "com.apple.UIKit.activity.SharePlay")
        /// Inviting collaborators with a link (never offered on Linux).
        public static let collaborationInviteWithLink = ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copying a collaboration link (never offered on Linux).
        public static let collaborationCopyLink = ActivityType(rawValue: "com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adding a web page to the Home Screen (never offered on Linux).
        public static let addToHomeScreen = ActivityType(rawValue: "com.apple.UIKit.activity.AddToHomeScreen")

        /// Opening a web link in the desktop's browser (a Linux addition; exclude it like any other).
        static let _openInBrowser = ActivityType(rawValue: "org.uikit-linux.activity.OpenInBrowser")
    }

    /// Where the share sheet lists the activity: `.action` unless a subclass says otherwise.
    open class var activityCategory: Category { .action }

    /// The activity's type, given to the completion handler (nil by default: override it).
    open var activityType: ActivityType? { nil }
    /// The title in the share sheet (nil by default: override it).
    open var activityTitle: String? { nil }
    /// The image in the share sheet (a template image is tinted; nil by default).
    open var activityImage: UIImage? { nil }

    /// The activity view controller showing this activity, while it runs.
    weak var _sheet: UIActivityViewController?

    /// Creates an activity.
    public override init() { super.init() }

    /// Whether the activity handles these items (placeholders of item sources included); the
    /// share sheet lists it only then. False by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Called with the items (item sources' items for this activity's type) once the user chose
    /// the activity, before `activityViewController` or `perform()`. Does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to show for the activity (the share sheet presents it); nil by default, in
    /// which case `perform()` is called. Dismiss nothing yourself: call `activityDidFinish(_:)`.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity's work when it has no `activityViewController`; call
    /// `activityDidFinish(_:)` when done. Does nothing by default.
    open func perform() {}
    /// Tells the share sheet the activity ended (`completed`: it did its work); the sheet goes
    /// away and its completion handler runs.
    open func activityDidFinish(_ completed: Bool) {
        _sheet?._activityDidFinish(self, completed: completed)
    }
}
