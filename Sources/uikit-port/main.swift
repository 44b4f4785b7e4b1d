//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// `swift run uikit-port PATH…`: runs the porting assistant, a package of its own in
// Tools/uikit-port (it needs swift-syntax, which the UIKit package's builds should not pay for),
// built on first use. Paths are read relative to the current directory.
import Foundation

let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let toolPackage = repository.appendingPathComponent("Tools/uikit-port").path

let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
process.arguments = ["swift", "run", "--package-path", toolPackage, "uikit-port-tool"]
    + CommandLine.arguments.dropFirst()
do {
    try process.run()
} catch {
    FileHandle.standardError.write(Data("uikit-port: could not start swift run (\(error))\n".utf8))
    exit(1)
}
process.waitUntilExit()
exit(process.terminationStatus)
