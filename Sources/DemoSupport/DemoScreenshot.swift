//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// A demo's `--screenshot` run: a headless host of the options' size and scale, the app
/// launched in it, `--time` seconds of manual time, the script, then the PNG written.
@MainActor public enum DemoScreenshot {
    /// Runs the shot and exits (status 0, or 1 when nothing could be rendered or written).
    /// `launch` starts the app in the host (e.g. `host.launch(delegate:infoDictionary:)`);
    /// `script` plays `options.script` in the key window.
    public static func run(_ options: DemoOptions, program: String, launch: (HeadlessHost) -> Void,
                           script: (_ host: HeadlessHost, _ window: UIWindow, _ name: String) -> Void) -> Never {
        guard let path = options.screenshot else { exit(2) }
        let size = options.windowSize
        let host = HeadlessHost(size: size, scale: options.scale ?? UIKitPlatformOptions.environmentScale ?? 1)
        launch(host)
        host.advance(by: options.time)
        if let name = options.script {
            guard let window = UIApplication.shared.keyWindow ?? host.windows.last(where: { !$0.isHidden }) else {
                FileHandle.standardError.write(Data("\(program): no window to play the script in\n".utf8))
                exit(1)
            }
            script(host, window, name)
        }
        guard let png = host.pngData() else {
            FileHandle.standardError.write(Data("\(program): nothing to render (no visible window)\n".utf8))
            exit(1)
        }
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("\(program): cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
        print("\(program): wrote \(path) (\(Int(size.width))x\(Int(size.height)) points at scale \(host.scale), t = \(options.time) s)")
        exit(0)
    }
}
