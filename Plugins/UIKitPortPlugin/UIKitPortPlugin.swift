//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PackagePlugin

/// Builds a target from an iOS app's sources unchanged: ports copies of them at build time.
///
/// The target's `path:` is the iOS sources folder (the one the Xcode project builds) and its
/// `sources:` lists only its own files there (at least one: a file with only a comment will do,
/// as SwiftPM drops a target without sources). Every other `.swift` file in the folder and its
/// subfolders, except those in `exclude:`, is the iOS code: the porting assistant
/// (`uikit-port --output`) writes ported copies of them all, as one run, into the plugin's work
/// directory, and the target compiles those. The originals are never written, other files (`Info.plist`, asset catalogs,
/// storyboards) are left alone, and a copy is made again whenever an original changes. The
/// folder's storyboards and xibs are checked against the classes in the same run (`uikit-port
/// check`): its warnings and notes are part of the report.
///
/// The assistant is built on first use (`Tools/uikit-port`, with swift-syntax: one to several
/// minutes), never by builds that don't use this plugin.
@main struct UIKitPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // SwiftPM lists the folder's Swift files that `sources:` leaves out as files of unknown
        // type ("unhandled"): the iOS sources. Those in `exclude:` are not listed, so not ported.
        let originals = target.sourceFiles.filter { $0.type != .source && $0.url.pathExtension == "swift" }
            .map { $0.url.standardizedFileURL }.sorted { $0.path < $1.path }
        guard !originals.isEmpty else {
            Diagnostics.warning("UIKitPortPlugin: target \(target.name) has no iOS Swift files besides its own sources")
            return []
        }
        // The copies keep their paths below the folder that holds all of the target's files.
        let folder = commonFolder(of: target.sourceFiles.map { $0.url.standardizedFileURL })
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("Ported")
        let prefix = folder.path + "/"
        let copies = originals.map { output.appendingPathComponent(String($0.path.dropFirst(prefix.count))) }
        // The folder's storyboards and xibs (resources or excluded, SwiftPM lists them or not)
        // are checked against the classes in the same run: a few milliseconds each.
        let documents = interfaceBuilderDocuments(in: folder)
        let checked = documents.isEmpty ? "" : " and checking \(documents.count) Interface Builder document\(documents.count == 1 ? "" : "s")"
        var commands: [Command] = [.buildCommand(
            displayName: "Porting \(originals.count) iOS Swift file\(originals.count == 1 ? "" : "s") of \(target.name)\(checked) (uikit-port)",
            executable: try context.tool(named: "uikit-port").url,
            arguments: ["--output", output.path, "--base", folder.path] + originals.map(\.path) + documents.map(\.path),
            inputFiles: originals + documents,
            outputFiles: copies)]
        // The folder's Info.plist (its scene manifest) is compiled in: SwiftPM neither processes
        // nor copies an Info.plist, and UIApplicationMain looks for `<module>._UIKitInfoPlist`.
        let plist = folder.appendingPathComponent("Info.plist")
        if FileManager.default.fileExists(atPath: plist.path) {
            let generated = context.pluginWorkDirectoryURL.appendingPathComponent("UIKitInfoPlist.swift")
            let script = "{ printf 'import UIKit\\n\\n/// The Info.plist of this app, compiled in by UIKitPortPlugin.\\nfinal class _UIKitInfoPlist: _UIKitEmbeddedInfoPlist {\\n    static let contents = #\"\"\"\\n'; cat \"$1\"; printf '\\n\"\"\"#\\n}\\n'; } > \"$2\""
            commands.append(.buildCommand(
                displayName: "Compiling in \(target.name)'s Info.plist",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, "sh", plist.path, generated.path],
                inputFiles: [plist],
                outputFiles: [generated]))
        }
        return commands
    }

    /// The `.storyboard` and `.xib` files in `folder` and its subfolders (hidden ones skipped).
    func interfaceBuilderDocuments(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "storyboard" || url.pathExtension == "xib" { found.append(url.standardizedFileURL) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The deepest folder that contains every one of `files`.
    func commonFolder(of files: [URL]) -> URL {
        var common = files.first?.deletingLastPathComponent().pathComponents ?? ["/"]
        for file in files.dropFirst() {
            let parts = file.deletingLastPathComponent().pathComponents
            var count = 0
            while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        return URL(fileURLWithPath: "/" + common.dropFirst().joined(separator: "/"))
    }
}
