//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// State restoration as an iOS app does it with scenes: an `NSUserActivity` naming the album,
/// the photo and its zoom (built from the navigation stack), and the stack rebuilt from it with
/// the storyboard's scenes. The app keeps the activity's user info in a property list between
/// launches (UIKit for Linux does not persist scene sessions): `$PHOTOS_STATE_FILE`, else
/// `$XDG_STATE_HOME/uikit-photos/restoration.plist` (`~/.local/state/…`).
@MainActor enum PhotosRestoration {
    /// The activity's type.
    static let activityType = "org.uikit-linux.Photos.browsing"

    /// Where the activity is kept between launches (nil: not kept, as in `--screenshot` runs).
    static var fileURL: URL? = {
        let env = ProcessInfo.processInfo.environment
        if let p = env["PHOTOS_STATE_FILE"] { return p.isEmpty ? nil : URL(fileURLWithPath: p) }
        let base = env["XDG_STATE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/state")
        return base.appendingPathComponent("uikit-photos/restoration.plist")
    }()

    /// The activity describing what `nav` shows: the open album, the photo and its zoom (nil
    /// on the albums list).
    static func activity(for nav: UINavigationController) -> NSUserActivity? {
        var info: [String: Any] = [:]
        for c in nav.viewControllers {
            if let a = c as? AlbumViewController, let album = a.album { info["album"] = album.id }
            if let p = c as? PhotoViewController, let album = p.album, let photo = p.currentPhoto {
                info["album"] = album.id
                info["photo"] = photo
                if let page = p.currentPage {
                    let z = page.zoomView.zoomState
                    info["zoom"] = Double(z.factor)
                    info["centerX"] = Double(z.center.x)
                    info["centerY"] = Double(z.center.y)
                }
            }
        }
        guard info["album"] != nil else { return nil }
        let activity = NSUserActivity(activityType: activityType)
        activity.title = "Photos"
        activity.addUserInfoEntries(from: info)
        return activity
    }

    /// Rebuilds the stack under `nav`'s root from `activity`: the album's grid, then the photo
    /// at its zoom. An album or photo that no longer exists is skipped (logged).
    static func restore(_ activity: NSUserActivity, in nav: UINavigationController) {
        guard activity.activityType == activityType, let info = activity.userInfo,
              let root = nav.viewControllers.first, let storyboard = root.storyboard ?? nav.storyboard else { return }
        guard let albumID = info["album"] as? Int, let album = PhotoLibrary.shared.album(id: albumID) else {
            UIKitLog.warning("Photos: the saved album no longer exists; starting on the albums list", category: "Photos")
            return
        }
        guard let grid = storyboard.instantiateViewController(withIdentifier: "Album") as? AlbumViewController else { return }
        grid.album = album
        var stack: [UIViewController] = [root, grid]
        if let photo = info["photo"] as? Int, let index = album.photoIDs.firstIndex(of: photo),
           let pager = storyboard.instantiateViewController(withIdentifier: "Photo") as? PhotoViewController {
            pager.album = album
            pager.startIndex = index
            let factor = (info["zoom"] as? Double).map { CGFloat($0) } ?? 1
            let center = CGPoint(x: (info["centerX"] as? Double) ?? 0.5, y: (info["centerY"] as? Double) ?? 0.5)
            pager.pendingZoom = PhotoZoomView.ZoomState(factor: factor, center: center)
            stack.append(pager)
        }
        nav.setViewControllers(stack, animated: false)
    }

    /// Keeps `activity`'s user info for the next launch (nil: forgets it).
    static func save(_ activity: NSUserActivity?) {
        guard let url = fileURL else { return }
        guard let activity, let info = activity.userInfo as? [String: Any] else {
            try? FileManager.default.removeItem(at: url)
            return
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
            try data.write(to: url, options: .atomic)
        } catch {
            UIKitLog.error("Photos: cannot save the restoration state to \(url.path): \(error)", category: "Photos")
        }
    }

    /// The activity saved at the last launch, if any (a malformed file is logged and ignored).
    static func load() -> NSUserActivity? {
        guard let url = fileURL, let data = try? Data(contentsOf: url) else { return nil }
        guard let info = (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] else {
            UIKitLog.error("Photos: the restoration state at \(url.path) is malformed; ignored", category: "Photos")
            return nil
        }
        let activity = NSUserActivity(activityType: activityType)
        activity.addUserInfoEntries(from: info)
        return activity
    }
}
