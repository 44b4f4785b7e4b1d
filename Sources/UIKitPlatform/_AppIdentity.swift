//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics
import UIKitCore

/// What the desktop knows the app by, from its `Info.plist`: the windows' title (a scene's
/// `UIWindowScene.title` when it has one), the window class that matches the windows to the app's
/// `.desktop` file (X11 `WM_CLASS`, Wayland `app_id`; the file's `StartupWMClass`) and the
/// app icon's image file (the asset catalogue's `AppIcon`). The packaging plugin
/// (`Plugins/PackageDeb`) reads the same keys the same way, so the installed app's windows and its
/// launcher entry agree.
package struct _AppIdentity: Equatable, Sendable {
    /// The windows' title: `CFBundleDisplayName`, else `CFBundleName`, else the executable's name.
    package var name: String
    /// The window class: `CFBundleIdentifier`, else the executable's name.
    package var windowClass: String
    /// The PNG of the app icon (the largest image of the `AppIcon` set), or nil when there is none.
    package var iconPath: String?

    /// The identity from `info` (an `Info.plist`'s contents, nil: none) of the executable named
    /// `executableName`, its icon looked up in the asset catalogues of `resourceDirectories` (the
    /// app's resource bundles). Build settings in values (`$(PRODUCT_NAME)`,
    /// `$(EXECUTABLE_NAME)`, `$(PRODUCT_MODULE_NAME)`) are the executable's name; a value with any
    /// other unexpanded setting is skipped.
    package init(infoDictionary info: [String: Any]?, executableName: String, resourceDirectories: [String]) {
        func value(_ key: String) -> String? {
            guard var s = info?[key] as? String else { return nil }
            for v in ["PRODUCT_NAME", "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME"] {
                s = s.replacingOccurrences(of: "$(\(v))", with: executableName).replacingOccurrences(of: "${\(v)}", with: executableName)
            }
            s = s.trimmingCharacters(in: .whitespacesAndNewlines)
            return s.isEmpty || s.contains("$(") || s.contains("${") ? nil : s
        }
        name = value("CFBundleDisplayName") ?? value("CFBundleName") ?? executableName
        // A class is one word: an identifier with spaces or slashes would match no desktop file.
        windowClass = value("CFBundleIdentifier").flatMap { id in
            id.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "._-".unicodeScalars.contains($0) } ? id : nil
        } ?? executableName
        let icons = (info?["CFBundleIcons"] as? [String: Any])?["CFBundlePrimaryIcon"] as? [String: Any]
        let iconName = (icons?["CFBundleIconName"] as? String) ?? value("CFBundleIconName") ?? "AppIcon"
        iconPath = resourceDirectories.lazy.compactMap { _AppIdentity.largestIcon(named: iconName, in: $0) }.first
    }

    /// The running app's identity: its `Info.plist` (`info`), the executable's name and its
    /// resource bundles (`Bundle.main`'s folder).
    package static func current(infoDictionary info: [String: Any]?) -> _AppIdentity {
        let exe = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "app")
        let dirs = [Bundle.main.bundleURL] + _UIAppResourceBundles.urls(in: Bundle.main.bundleURL)
        return _AppIdentity(infoDictionary: info, executableName: exe.lastPathComponent, resourceDirectories: dirs.map(\.path))
    }

    /// The largest image (points times scale) of the app icon set `name` (`<name>.appiconset` in
    /// a `*.xcassets` folder of `dir`) whose file exists.
    package static func largestIcon(named name: String, in dir: String) -> String? {
        guard let set = _AssetCatalog.find(name, kind: "appiconset", in: dir), let contents = _AssetCatalog.contents(set),
              let images = contents["images"] as? [[String: Any]] else { return nil }
        var best: (pixels: Double, path: String)?
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let path = (set as NSString).appendingPathComponent(file)
            guard FileManager.default.fileExists(atPath: path) else { continue }
            let points = Double((image["size"] as? String)?.split(separator: "x").first.map(String.init) ?? "") ?? 0
            let scale = Double((image["scale"] as? String)?.replacingOccurrences(of: "x", with: "") ?? "1") ?? 1
            if best == nil || points * scale > best!.pixels { best = (points * scale, path) }
        }
        return best?.path
    }

    /// The icon's pixels at `side` x `side`, as straight (not premultiplied) RGBA bytes, rows top
    /// to bottom: what `SDL_SetWindowIcon` and X11's `_NET_WM_ICON` take. Nil (logged) when the
    /// app has no icon or its file is not an image.
    package func iconPixels(side: Int) -> [UInt8]? {
        guard let iconPath else { return nil }
        guard let image = CGImage.decode(contentsOfFile: iconPath) else {
            UIKitLog.warning("the app icon \(iconPath) could not be read; the window has no icon", category: "SDLBackend")
            return nil
        }
        guard let ctx = CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue) else { return nil }
        ctx.interpolationQuality = .high
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: side, height: side))
        return ctx.makeImage()?.rgbaPixels()
    }

    /// Tells SDL the window class before it opens the display (X11 `WM_CLASS` through
    /// `SDL_VIDEO_X11_WMCLASS`, Wayland's `app_id` through `SDL_VIDEO_WAYLAND_WMCLASS`); a value
    /// the user set in the environment is kept. Call before any thread starts (`setenv`).
    package func exportWindowClass() {
        setenv("SDL_VIDEO_X11_WMCLASS", windowClass, 0)
        setenv("SDL_VIDEO_WAYLAND_WMCLASS", windowClass, 0)
    }
}
