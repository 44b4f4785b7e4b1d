//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The `UIApplicationSceneManifest` of the app's `Info.plist`: whether the app supports several
/// scenes and its scene configurations by role, with their delegate and scene classes found by
/// name (`_typeByName`; `$(PRODUCT_MODULE_NAME)` stands for the app delegate's module).
@MainActor package struct _UISceneManifest {
    package struct Entry {
        package var name: String?
        package var delegateClassName: String?
        package var sceneClassName: String?
        package var storyboardName: String?
    }
    /// The manifest the app launched with (nil: not a scene-based app).
    package static var current: _UISceneManifest?

    package var supportsMultipleScenes: Bool
    package var configurations: [String: [Entry]]
    /// The module that unqualified class names and `$(PRODUCT_MODULE_NAME)` stand for.
    package var moduleName: String?

    /// The manifest of `info` (an `Info.plist`'s dictionary), or nil when it has none or it is
    /// malformed (logged).
    package init?(infoDictionary info: [String: Any], moduleName: String?) {
        guard let raw = info["UIApplicationSceneManifest"] else { return nil }
        guard let manifest = raw as? [String: Any] else {
            UIKitLog.error("[SceneConfiguration] Info.plist's UIApplicationSceneManifest is not a dictionary; the app delegate's window is used", category: "UIScene")
            return nil
        }
        self.moduleName = moduleName
        supportsMultipleScenes = (manifest["UIApplicationSupportsMultipleScenes"] as? Bool) ?? false
        configurations = [:]
        if let configs = manifest["UISceneConfigurations"] {
            guard let byRole = configs as? [String: Any] else {
                UIKitLog.error("[SceneConfiguration] Info.plist's UISceneConfigurations is not a dictionary; ignored", category: "UIScene")
                return
            }
            for (role, list) in byRole {
                guard let items = list as? [Any] else {
                    UIKitLog.error("[SceneConfiguration] Info.plist's configurations for \(role) are not an array; ignored", category: "UIScene")
                    continue
                }
                configurations[role] = items.compactMap { item in
                    guard let d = item as? [String: Any] else {
                        UIKitLog.error("[SceneConfiguration] Info.plist has a configuration for \(role) that is not a dictionary; ignored", category: "UIScene")
                        return nil
                    }
                    return Entry(name: d["UISceneConfigurationName"] as? String,
                                 delegateClassName: d["UISceneDelegateClassName"] as? String,
                                 sceneClassName: d["UISceneClassName"] as? String,
                                 storyboardName: d["UISceneStoryboardFile"] as? String)
                }
            }
        }
    }

    /// Fills a configuration's classes from the entry with its name and role (iOS's
    /// `init(name:sessionRole:)`); a missing entry is logged with iOS's message.
    package func fill(_ config: UISceneConfiguration) {
        let entries = configurations[config.role.rawValue] ?? []
        guard let entry = entries.first(where: { $0.name == config.name }) else {
            UIKitLog.warning("[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(config.name ?? "(no name)")\")", category: "UIScene")
            return
        }
        apply(entry, to: config)
    }

    /// The first configuration for `role`, or an empty one (no delegate) when there is none.
    package func defaultConfiguration(for role: UISceneSession.Role) -> UISceneConfiguration {
        let config = UISceneConfiguration(name: configurations[role.rawValue]?.first?.name, role: role, delegateClass: nil, sceneClass: nil)
        if let entry = configurations[role.rawValue]?.first {
            apply(entry, to: config)
        } else {
            UIKitLog.warning("[SceneConfiguration] Info.plist contained no UIScene configuration dictionary (looking for configuration named \"(no name)\")", category: "UIScene")
        }
        return config
    }

    private func apply(_ entry: Entry, to config: UISceneConfiguration) {
        let label = "Info.plist configuration \"\(entry.name ?? "(no name)")\" for \(config.role.rawValue)"
        if let name = entry.delegateClassName {
            if let cls = resolve(name) as? UISceneDelegate.Type {
                config.delegateClass = cls
            } else {
                UIKitLog.error("[SceneConfiguration] \(label) contained UISceneDelegateClassName key, but could not load class with name \"\(expand(name))\".", category: "UIScene")
            }
        }
        if let name = entry.sceneClassName {
            if let cls = resolve(name) as? UIScene.Type {
                config.sceneClass = cls
            } else {
                UIKitLog.error("[SceneConfiguration] \(label) contained UISceneClassName key, but could not load class with name \"\(expand(name))\".", category: "UIScene")
            }
        }
        config._storyboardName = entry.storyboardName
    }

    private func expand(_ name: String) -> String {
        var n = name
        for v in ["$(PRODUCT_MODULE_NAME)", "${PRODUCT_MODULE_NAME}", "$(PRODUCT_NAME)", "${PRODUCT_NAME}"] {
            n = n.replacingOccurrences(of: v, with: moduleName ?? "")
        }
        return n
    }

    /// The class named `name` (module-qualified, or in the app delegate's module, or one of UIKit's).
    private func resolve(_ name: String) -> Any.Type? {
        let n = expand(name)
        if n == "UIWindowScene" { return UIWindowScene.self }
        if let t = _typeByName(n) { return t }
        if !n.contains("."), let m = moduleName, let t = _typeByName("\(m).\(n)") { return t }
        return nil
    }

    /// Reads the app's `Info.plist`: `$UIKIT_INFO_PLIST`, else `Info.plist` beside the
    /// executable, else in a resource bundle beside it (`*.resources/`; not the stub SwiftPM
    /// writes into a resource bundle of a package with a default localization, whose only key is
    /// `CFBundleDevelopmentRegion`), else the copy `UIKitPortPlugin` compiled into the app's
    /// module (`moduleName._UIKitInfoPlist`). Several executables of one package share a build
    /// folder, so several bundles may hold one: then the app's is the one in the bundle named after
    /// the executable (`Package_<executable>.resources`), or naming it as `CFBundleExecutable` or
    /// `CFBundleName`, or the compiled-in copy; failing those the first is used, with a warning.
    /// Nil when there is none; a malformed one is logged and ignored.
    package static func loadInfoDictionary(moduleName: String? = nil) -> [String: Any]? {
        if let p = ProcessInfo.processInfo.environment["UIKIT_INFO_PLIST"], !p.isEmpty {
            let url = URL(fileURLWithPath: p)
            if FileManager.default.fileExists(atPath: url.path) { return infoDictionary(at: url) }
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        let exeDir = exe.deletingLastPathComponent()
        let beside = exeDir.appendingPathComponent("Info.plist")
        if FileManager.default.fileExists(atPath: beside.path) { return infoDictionary(at: beside) }
        var found: [(bundle: URL, info: [String: Any])] = []
        for bundle in _UIAppResourceBundles.urls(in: exeDir) {
            let url = bundle.appendingPathComponent("Info.plist")
            guard FileManager.default.fileExists(atPath: url.path), let info = infoDictionary(at: url),
                  !Set(info.keys).isSubset(of: ["CFBundleDevelopmentRegion"]) else { continue }
            found.append((bundle, info))
        }
        let embedded = moduleName.flatMap { m in
            (_typeByName("\(m)._UIKitInfoPlist") as? _UIKitEmbeddedInfoPlist.Type).map { (m, $0) }
        }
        if let own = appInfo(among: found, executable: exe.lastPathComponent, hasCompiledCopy: embedded != nil) { return own }
        if let (m, type) = embedded {
            return infoDictionary(data: Data(type.contents.utf8), source: "the Info.plist compiled into \(m)")
        }
        return nil
    }

    /// Which of the resource bundles' `Info.plist`s (`found`) is the app's: the only one; of
    /// several, the bundle named `…_<executable>.resources`, else the one naming the executable
    /// as `CFBundleExecutable` or `CFBundleName`; else nil when the app has a compiled-in copy
    /// (`hasCompiledCopy`), or the first with a warning.
    package static func appInfo(among found: [(bundle: URL, info: [String: Any])], executable name: String,
                                hasCompiledCopy: Bool) -> [String: Any]? {
        guard found.count > 1 else { return found.first?.info }
        if let own = found.first(where: { $0.bundle.deletingPathExtension().lastPathComponent.hasSuffix("_\(name)") })
            ?? found.first(where: { ($0.info["CFBundleExecutable"] as? String) == name || ($0.info["CFBundleName"] as? String) == name }) {
            return own.info
        }
        if hasCompiledCopy { return nil }
        UIKitLog.warning("several resource bundles beside \(name) hold an Info.plist (\(found.map { $0.bundle.lastPathComponent }.joined(separator: ", "))); using the first. Set UIKIT_INFO_PLIST to choose", category: "UIApplication")
        return found[0].info
    }

    /// The dictionary of the property list at `url`, or nil (logged) when it can't be read.
    package static func infoDictionary(at url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else {
            UIKitLog.error("Info.plist at \(url.path) could not be read; the app delegate's window is used", category: "UIApplication")
            return nil
        }
        return infoDictionary(data: data, source: "Info.plist at \(url.path)")
    }

    /// The dictionary of a property list's bytes, or nil (logged) when they don't parse.
    package static func infoDictionary(data: Data, source: String) -> [String: Any]? {
        do {
            guard let d = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                UIKitLog.error("\(source) is not a dictionary; the app delegate's window is used", category: "UIApplication")
                return nil
            }
            return d
        } catch {
            UIKitLog.error("\(source) is malformed (\(error)); the app delegate's window is used", category: "UIApplication")
            return nil
        }
    }
}

/// An app's `Info.plist` compiled into its module by `UIKitPortPlugin` (SwiftPM does not copy an
/// `Info.plist` beside the executable): the plugin generates `final class _UIKitInfoPlist:
/// _UIKitEmbeddedInfoPlist` in the app's module, and `UIApplicationMain` finds it there by name.
public protocol _UIKitEmbeddedInfoPlist {
    /// The property list's XML.
    static var contents: String { get }
}
