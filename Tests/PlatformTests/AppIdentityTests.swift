//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import CSDL2
import CX11
@testable import UIKitPlatform

/// What the desktop knows an app by (`_AppIdentity`): the windows' title, class and icon from the
/// app's `Info.plist` and asset catalogue, headless; then on a real X window (a private Xvfb, in a
/// child process): the title, `WM_CLASS` and `_NET_WM_ICON` the window manager and the launcher
/// read.
struct AppIdentityTests {
    static let childVariable = "UIKIT_TEST_APP_IDENTITY_CHILD"

    /// A resource bundle with an asset catalogue holding the icon sets `sets` (name → images:
    /// size, scale, colour of the PNG, or nil for a file that is not an image); its folder.
    static func resources(_ sets: [String: [(size: String, scale: String, color: UIColor?)]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-app-identity-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("App_App.resources/Assets.xcassets")
        for (name, images) in sets {
            let folder = catalog.appendingPathComponent("\(name).appiconset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var entries: [[String: String]] = []
            for (i, image) in images.enumerated() {
                let file = "icon\(i).png"
                let side = Int(Double(image.size.split(separator: "x")[0])! * Double(image.scale.dropLast())!)
                let data: Data
                if let color = image.color {
                    let ctx = try #require(CGContext(data: nil, width: side, height: side, bitsPerComponent: 8, bytesPerRow: side * 4,
                                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
                    ctx.setFillColor(color.cgColor)
                    ctx.fill(CGRect(x: 0, y: side / 2, width: side, height: side - side / 2))   // the top half (y up)
                    data = try #require(ctx.makeImage()?.pngData())
                } else {
                    data = Data("not a PNG".utf8)
                }
                try data.write(to: folder.appendingPathComponent(file))
                entries.append(["filename": file, "idiom": "universal", "size": image.size, "scale": image.scale])
            }
            let json = try JSONSerialization.data(withJSONObject: ["images": entries, "info": ["author": "xcode", "version": 1]])
            try json.write(to: folder.appendingPathComponent("Contents.json"))
        }
        return root.appendingPathComponent("App_App.resources")
    }

    @Test func titleAndClassComeFromTheInfoPlist() {
        let info: [String: Any] = ["CFBundleDisplayName": "Photo Album", "CFBundleName": "$(PRODUCT_NAME)",
                                   "CFBundleIdentifier": "org.example.PhotoAlbum"]
        let identity = _AppIdentity(infoDictionary: info, executableName: "PhotoAlbumApp", resourceDirectories: [])
        #expect(identity.name == "Photo Album")
        #expect(identity.windowClass == "org.example.PhotoAlbum")
        #expect(identity.iconPath == nil)
    }

    /// Without a display name the bundle name is the title (build settings expanded); a bundle
    /// identifier left as an unexpanded setting or that is not one word gives way to the
    /// executable's name, as `package-deb.py` decides, so the `.desktop` file still matches.
    @Test func fallbacksAreTheBundleNameThenTheExecutable() {
        let named = _AppIdentity(infoDictionary: ["CFBundleName": "$(PRODUCT_NAME)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)"],
                                 executableName: "Notes", resourceDirectories: [])
        #expect(named.name == "Notes")
        #expect(named.windowClass == "Notes")
        let spaced = _AppIdentity(infoDictionary: ["CFBundleDisplayName": "  ", "CFBundleIdentifier": "my app/1"],
                                  executableName: "Notes", resourceDirectories: [])
        #expect(spaced.name == "Notes", "a blank display name is no name")
        #expect(spaced.windowClass == "Notes")
        let none = _AppIdentity(infoDictionary: nil, executableName: "Tool", resourceDirectories: [])
        #expect(none.name == "Tool" && none.windowClass == "Tool")
        let wrongType = _AppIdentity(infoDictionary: ["CFBundleDisplayName": 42], executableName: "Tool", resourceDirectories: [])
        #expect(wrongType.name == "Tool")
    }

    /// The icon is the largest image of the AppIcon set (points times scale), drawn at the asked
    /// size with straight alpha: the top half of the 1024 px image is red, the rest transparent.
    @Test func iconIsTheLargestAppIconImage() throws {
        let bundle = try Self.resources(["AppIcon": [("60x60", "2x", .blue), ("1024x1024", "1x", .red), ("40x40", "3x", .green)]])
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let identity = _AppIdentity(infoDictionary: [:], executableName: "App", resourceDirectories: [bundle.path])
        #expect(identity.iconPath?.hasSuffix("AppIcon.appiconset/icon1.png") == true)
        let pixels = try #require(identity.iconPixels(side: 16))
        #expect(pixels.count == 16 * 16 * 4)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] { Array(pixels[(y * 16 + x) * 4 ..< (y * 16 + x) * 4 + 4]) }
        #expect(rgba(8, 2) == [255, 0, 0, 255], "red, opaque, in the top half")
        #expect(rgba(8, 13)[3] == 0, "transparent below")
    }

    /// `CFBundleIcons` → `CFBundlePrimaryIcon` → `CFBundleIconName` (or `CFBundleIconName`) names
    /// another set; a set whose file is not an image gives no icon pixels and no crash.
    @Test func iconNameAndUnreadableIcon() throws {
        let bundle = try Self.resources(["AppIcon": [("1024x1024", "1x", .red)], "Beta": [("512x512", "2x", .blue)],
                                         "Broken": [("1024x1024", "1x", nil)]])
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let beta = _AppIdentity(infoDictionary: ["CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": "Beta"]]],
                                executableName: "App", resourceDirectories: [bundle.path])
        #expect(beta.iconPath?.contains("Beta.appiconset") == true)
        #expect(try #require(beta.iconPixels(side: 8))[2] == 255, "blue")
        let broken = _AppIdentity(infoDictionary: ["CFBundleIconName": "Broken"], executableName: "App", resourceDirectories: [bundle.path])
        #expect(broken.iconPath != nil)
        #expect(broken.iconPixels(side: 8) == nil)
        let missing = _AppIdentity(infoDictionary: ["CFBundleIconName": "Missing"], executableName: "App", resourceDirectories: [bundle.path])
        #expect(missing.iconPath == nil)
    }

    /// The real window: its title is the app's name until the scene names it, its class is the
    /// bundle identifier (`WM_CLASS`, what the `.desktop` file's `StartupWMClass` matches) and it
    /// has the app icon (`_NET_WM_ICON`, 128 x 128, the icon's colours).
    @Test(.enabled(if: PrivateXServer.isAvailable, "needs Xvfb (scripts/install-deps.sh installs it)"),
          .timeLimit(.minutes(1)))
    func windowHasTheAppsTitleClassAndIcon() throws {
        try PrivateXServer.runTestChild("AppIdentityTests.child", variable: Self.childVariable)
    }

    /// The child's part (runs only when started by the test above).
    @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
    @MainActor func child() async throws {
        let bundle = try Self.resources(["AppIcon": [("1024x1024", "1x", .red)]])
        defer { try? FileManager.default.removeItem(at: bundle.deletingLastPathComponent()) }
        let identity = _AppIdentity(infoDictionary: ["CFBundleDisplayName": "Identity Test", "CFBundleIdentifier": "org.example.IdentityTest"],
                                    executableName: "PlatformTests", resourceDirectories: [bundle.path])
        let backend = try SDLBackend.start(defaultWindowSize: CGSize(width: 200, height: 100), identity: identity)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.isHidden = false
        backend.drawFrame()
        let w = try #require(backend.windows.first)
        // The icon is read on its own thread and handed over on the main queue (which runs
        // while this test is suspended).
        let deadline = Date().addingTimeInterval(10)
        while backend.appIconPixels == nil && Date() < deadline { try await Task.sleep(nanoseconds: 10_000_000) }
        #expect(backend.appIconPixels != nil, "the icon reached the main queue")
        var info = SDL_SysWMinfo()
        SDL_GetVersion(&info.version)
        try #require(SDL_GetWindowWMInfo(w.sdlWindow, &info) == SDL_TRUE && info.subsystem == SDL_SYSWM_X11)
        let display = try #require(info.info.x11.display)
        XSync(display, 0)
        /// The window's property `name` as 8-bit text or 32-bit numbers.
        func property(_ name: String) -> (bytes: [UInt8], longs: [UInt]) {
            var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(display, info.info.x11.window, XInternAtom(display, name, 0), 0, 1 << 20, 0, 0,
                                     &type, &format, &count, &after, &data) == 0, let data else { return ([], []) }
            defer { XFree(data) }
            if format == 32 {   // (longs, as Xlib returns 32-bit items)
                return ([], Array(UnsafeBufferPointer(start: UnsafeRawPointer(data).assumingMemoryBound(to: UInt.self), count: Int(count))))
            }
            return (Array(UnsafeBufferPointer(start: data, count: Int(count))), [])
        }
        let wmClass = property("WM_CLASS").bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(wmClass == ["org.example.IdentityTest", "org.example.IdentityTest"])
        #expect(String(decoding: property("_NET_WM_NAME").bytes, as: UTF8.self) == "Identity Test")
        let icon = property("_NET_WM_ICON").longs
        #expect(icon.count == 2 + 128 * 128)
        if icon.count == 2 + 128 * 128 {
            #expect(icon[0] == 128 && icon[1] == 128)
            #expect(icon[2 + 10 * 128 + 64] & 0xFFFF_FFFF == 0xFFFF_0000, "opaque red (ARGB) at the top")
            #expect(icon[2 + 120 * 128 + 64] >> 24 & 0xFF == 0, "transparent at the bottom")
        }
        // A scene title would replace the name; a window without a scene keeps the app's name.
        window.isHidden = true
    }
}
