//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// The command line the demo apps share (UICatalog's, Photos'): `--screenshot out.png`
/// renders headless instead of opening a window, `--size WxH` and `--scale N` set the window,
/// `--time T` the seconds of manual time before the shot, `--script NAME` plays scripted input
/// before it and `--still` turns the demo's own animations off. Options of the app itself are
/// handed to `other`.
public struct DemoOptions: Sendable {
    /// The PNG to write (nil: open a window).
    public var screenshot: String?
    /// The window's size in points (nil: `UIKIT_WINDOW_SIZE` or the default).
    public var size: CGSize?
    /// The scale (nil: `UIKIT_SCALE` or 1).
    public var scale: CGFloat?
    /// Seconds of manual time before the shot.
    public var time: Double = 0.6
    /// No animations of the demo's own.
    public var still = false
    /// The scripted input to play before the shot.
    public var script: String?

    /// Empty options (a window, no script).
    public init() {}

    /// A command line that can't be used: the message to print before the usage.
    public struct Failure: Error, Sendable, Equatable {
        /// What was wrong.
        public let message: String
        /// A failure saying `message`.
        public init(message: String) { self.message = message }
    }

    /// Parses `arguments` (without the program's name). `scripts` are the names `--script`
    /// takes; `other(option, next)` takes an option of the app's own (reading its value with
    /// `next()`) and returns false for an unknown one.
    public static func parsing(_ arguments: [String], scripts: [String],
                               other: (_ option: String, _ next: () -> String?) throws(Failure) -> Bool = { _, _ in false }) throws(Failure) -> DemoOptions {
        var o = DemoOptions()
        var it = arguments.makeIterator()
        while let arg = it.next() {
            switch arg {
            case "--screenshot":
                guard let p = it.next() else { throw Failure(message: "--screenshot needs a file name") }
                o.screenshot = p
            case "--size":
                guard let s = it.next() else { throw Failure(message: "--size needs WxH") }
                o.size = UIKitPlatformOptions.parseSize(s, source: "--size")
                if o.size == nil { FileHandle.standardError.write(Data("invalid --size '\(s)'; using the default size\n".utf8)) }
            case "--scale":
                guard let s = it.next() else { throw Failure(message: "--scale needs a number") }
                o.scale = UIKitPlatformOptions.parseScale(s, source: "--scale")
                if o.scale == nil { FileHandle.standardError.write(Data("invalid --scale '\(s)'; using 1\n".utf8)) }
            case "--time":
                guard let s = it.next(), let t = Double(s), t.isFinite, t >= 0, t <= 3600 else { throw Failure(message: "--time needs seconds (0...3600)") }
                o.time = t
            case "--still":
                o.still = true
            case "--script":
                guard let s = it.next(), scripts.contains(s) else { throw Failure(message: "--script needs one of \(scripts.joined(separator: ", "))") }
                o.script = s
            default:
                if try !other(arg, { it.next() }) { throw Failure(message: "unknown argument '\(arg)'") }
            }
        }
        return o
    }

    /// Parses the process's command line as ``parsing(_:scripts:other:)`` does; prints `usage`
    /// on `-h`/`--help` (status 0) and on an unusable command line, after the problem (status 2).
    public static func parse(program: String, usage: String, scripts: [String],
                             other: (_ option: String, _ next: () -> String?) throws(Failure) -> Bool = { _, _ in false }) -> DemoOptions {
        let args = Array(CommandLine.arguments.dropFirst())
        if args.contains("-h") || args.contains("--help") {
            print("usage: \(program) \(usage)")
            exit(0)
        }
        do {
            return try parsing(args, scripts: scripts, other: other)
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error.message)\nusage: \(program) \(usage)\n".utf8))
            exit(2)
        }
    }

    /// The window's size: `--size`, else `UIKIT_WINDOW_SIZE`, else the platform's default.
    public var windowSize: CGSize { size ?? UIKitPlatformOptions.environmentWindowSize ?? UIKitPlatformOptions.defaultWindowSize }

    /// For a windowed run: `--size` and `--scale` become `UIKIT_WINDOW_SIZE` and `UIKIT_SCALE`,
    /// which the platform reads when it opens the window.
    public func exportWindowEnvironment() {
        if let size { setenv("UIKIT_WINDOW_SIZE", "\(Int(size.width))x\(Int(size.height))", 1) }
        if let scale { setenv("UIKIT_SCALE", "\(scale)", 1) }
    }
}
