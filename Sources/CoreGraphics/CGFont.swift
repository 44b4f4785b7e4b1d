//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import CPango
import Foundation

/// A font loaded from data, for registering with `CTFontManagerRegisterGraphicsFont` so that
/// `UIFont(name:size:)` finds it. Fontconfig reads fonts from files, so the bytes are written
/// once to a file in a per-process temporary directory.
public final class CGFont: @unchecked Sendable {
    /// The PostScript name ("DejaVuSerif-Bold"); Apple returns a `CFString`.
    public let postScriptName: String?
    /// The full name ("DejaVu Serif Bold").
    public let fullName: String?
    /// The family name fontconfig and `UIFont.familyNames` list.
    package let familyName: String?
    /// The file fontconfig reads.
    package let path: String

    /// The font in `provider`'s bytes (TrueType, OpenType, WOFF… whatever FreeType reads);
    /// nil with a warning when they aren't a font.
    public convenience init?(_ provider: CGDataProvider) {
        guard let data = provider.data, !data.isEmpty else {
            UIKitLog.warning("CGFont: the data provider has no bytes", category: "Text"); return nil
        }
        guard let path = CGFont.writeTemporaryFile(data) else { return nil }
        self.init(path: path, removeOnFailure: true)
    }

    package init?(path: String, removeOnFailure: Bool = false) {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else {
            UIKitLog.warning("CGFont: \(removeOnFailure ? "the data" : path) is not a font FreeType can read", category: "Text")
            if removeOnFailure { try? FileManager.default.removeItem(atPath: path) }
            return nil
        }
        defer { FcPatternDestroy(pattern) }
        func string(_ key: String) -> String? {
            var value: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
            return String(cString: value)
        }
        self.path = path
        postScriptName = string("postscriptname")
        fullName = string("fullname")
        familyName = string("family")
    }

    private static let directory: String? = {
        let dir = (NSTemporaryDirectory() as NSString).appendingPathComponent("uikit-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        do { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
            UIKitLog.warning("CGFont: cannot create \(dir): \(error)", category: "Text"); return nil
        }
        return dir
    }()
    private static let counter = NSLock()
    nonisolated(unsafe) private static var next = 0

    private static func writeTemporaryFile(_ data: Data) -> String? {
        guard let dir = directory else { return nil }
        let n: Int = counter.withLock { next += 1; return next }
        let path = (dir as NSString).appendingPathComponent("font-\(n)")
        guard FileManager.default.createFile(atPath: path, contents: data) else {
            UIKitLog.warning("CGFont: cannot write \(path)", category: "Text"); return nil
        }
        return path
    }
}
