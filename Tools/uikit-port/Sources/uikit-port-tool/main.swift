//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PortingAssistant

let usage = """
usage: swift run uikit-port [--dry-run] [--output DIR [--base DIR]] PATH...
       swift run uikit-port check PATH...

Rewrites iOS-only Swift (#selector, @objc, @objc optional, @NSManaged, overrides in extensions,
#keyPath, @IBOutlet, @IBInspectable, @IBAction) in place into the forms this UIKit accepts, and
prints every change and every thing it could not do. Directories are searched for .swift files.
Running it again changes nothing. Storyboards and xibs among the paths (or in the directories)
are checked against the Swift classes: unknown custom classes, outlets, actions and runtime
attributes no class takes (warnings), what this project's loader ignores (notes).
  check         only check the storyboards and xibs; change and write nothing
  --dry-run     report without writing
  --output DIR  leave the originals unchanged: write every file's ported copy under DIR, at its
                path below --base DIR (else below the directory argument it was found in)
  --base DIR    see --output
"""

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty {
    print(usage)
    exit(arguments.isEmpty ? 2 : 0)
}
if arguments.first == "check" {
    let paths = Array(arguments.dropFirst())
    if paths.isEmpty || paths.contains(where: { $0.hasPrefix("--") }) {
        FileHandle.standardError.write(Data("uikit-port check takes paths only\n\(usage)\n".utf8))
        exit(2)
    }
    let run = PortingRun(paths: paths, checkOnly: true)
    print(run.report)
    exit(run.failures.isEmpty ? 0 : 1)
}
let dryRun = arguments.contains("--dry-run")
arguments.removeAll { $0 == "--dry-run" }
/// Removes `--name VALUE` from the arguments and returns VALUE.
@MainActor func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name) else { return nil }
    guard index + 1 < arguments.count else {
        FileHandle.standardError.write(Data("uikit-port: \(name) needs a directory\n\(usage)\n".utf8))
        exit(2)
    }
    defer { arguments.removeSubrange(index...(index + 1)) }
    return arguments[index + 1]
}
let output = option("--output")
let base = option("--base")
if let unknown = arguments.first(where: { $0.hasPrefix("--") }) {
    FileHandle.standardError.write(Data("uikit-port: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
let run = PortingRun(paths: arguments, dryRun: dryRun, output: output, base: base)
print(run.report)
exit(run.succeeded ? 0 : 1)
