//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory package-deb --product App`: builds the
/// executable product `App` and turns it into a Debian package that installs as a desktop app
/// (docs/PACKAGING.md).
///
/// The plugin builds the product (release, the Swift standard library linked statically, so the
/// machine it installs on needs no Swift toolchain), finds its SwiftPM resource bundles beside the
/// executable and its `Info.plist` in the product's targets' folders, and hands them to
/// `package-deb.py` beside this file, which lays out the package (the executable and its bundles
/// in `/usr/lib/<package>/`, a command in `/usr/bin/`, a `.desktop` entry, the asset catalogue's
/// AppIcon in the hicolor icon theme), computes `Depends` with `dpkg-shlibdeps` and builds it
/// with `dpkg-deb`.
///
/// Options: `--product NAME` (several allowed; default: every executable product of the root
/// package that has an `Info.plist`), `--configuration debug|release` (default release),
/// `--output DIR` (default `.build/deb`), `--no-static-swift-stdlib`; the rest go to the script
/// (`--version`, `--package-name`, `--maintainer`, `--bundle-identifier`, `--categories`,
/// `--no-strip`: see `package-deb.py --help`).
@main struct PackageDeb: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        var products = extractor.extractOption(named: "product")
        let configuration = extractor.extractOption(named: "configuration").last ?? "release"
        let output = extractor.extractOption(named: "output").last.map { URL(fileURLWithPath: $0, relativeTo: context.package.directoryURL) }
            ?? context.package.directoryURL.appendingPathComponent(".build/deb")
        let staticStdlib = extractor.extractFlag(named: "no-static-swift-stdlib") == 0
        let passed = extractor.remainingArguments
        guard configuration == "release" || configuration == "debug" else {
            throw PackageDebError("--configuration must be debug or release, not \(configuration)")
        }
        let packages = Self.allPackages(context.package)
        if products.isEmpty {
            products = context.package.products.compactMap { $0 as? ExecutableProduct }
                .filter { infoPlist(of: $0) != nil }.map(\.name)
            guard !products.isEmpty else { throw PackageDebError("no executable product with an Info.plist: name one with --product") }
        }
        for name in products {
            guard let product = packages.lazy.flatMap(\.products).first(where: { $0.name == name }) as? ExecutableProduct else {
                throw PackageDebError("no executable product named \(name)")
            }
            var parameters = PackageManager.BuildParameters(configuration: configuration == "debug" ? .debug : .release, logging: .concise)
            // (SwiftPM passes -Xswiftc flags to the link too: the standard library goes in the executable.)
            if staticStdlib { parameters.otherSwiftcFlags = ["-static-stdlib"] }
            print("package-deb: building \(name) (\(configuration)\(staticStdlib ? ", static Swift standard library" : ""))")
            let result = try packageManager.build(.product(name), parameters: parameters)
            guard result.succeeded else {
                print(result.logText)
                throw PackageDebError("building \(name) failed")
            }
            guard let executable = result.builtArtifacts.first(where: { $0.kind == .executable })?.url else {
                throw PackageDebError("building \(name) made no executable")
            }
            // SwiftPM names a target's resource bundle `<package>_<target>.resources`.
            let targets = Set(([product.mainTarget] + product.targets + product.targets.flatMap(\.recursiveTargetDependencies)).map(\.id))
            let bundles = packages.flatMap { package in
                package.targets.filter { targets.contains($0.id) }.map { "\(package.displayName)_\($0.name).resources" }
            }.map { executable.deletingLastPathComponent().appendingPathComponent($0) }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            var script = ["--executable", executable.path, "--output", output.path, "--configuration", configuration]
            if let plist = infoPlist(of: product) { script += ["--info-plist", plist.path] }
            for bundle in bundles { script += ["--bundle", bundle.path] }
            try run(Self.scriptURL, script + passed)
        }
    }

    /// The `Info.plist` in the folder of the product's main target or of a target it depends on
    /// (the app's own, as Xcode keeps it beside the sources), nearest first.
    func infoPlist(of product: ExecutableProduct) -> URL? {
        let targets = [product.mainTarget] + product.mainTarget.recursiveTargetDependencies
        // (The target's folder: that of its least deep source file; `directoryURL` needs tools 6.1.)
        return targets.lazy.compactMap { $0 as? SourceModuleTarget }
            .compactMap { $0.sourceFiles.filter { $0.type == .source }.map { $0.url.deletingLastPathComponent() }
                .min { $0.pathComponents.count < $1.pathComponents.count } }
            .map { $0.appendingPathComponent("Info.plist") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The root package and every package it depends on (the product may be a dependency's).
    static func allPackages(_ root: Package) -> [Package] {
        var seen = Set<Package.ID>(), order: [Package] = []
        func visit(_ p: Package) {
            guard seen.insert(p.id).inserted else { return }
            order.append(p)
            p.dependencies.forEach { visit($0.package) }
        }
        visit(root)
        return order
    }

    /// `package-deb.py` beside this file (where the plugin's sources are, in this package's
    /// checkout, also when it is a dependency).
    static let scriptURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("package-deb.py")

    /// Runs the packaging script with `python3`; throws when it fails.
    func run(_ script: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw PackageDebError("package-deb.py failed (status \(process.terminationStatus))") }
    }
}

/// A failure with a message for the command line.
struct PackageDebError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = "package-deb: " + message }
}
