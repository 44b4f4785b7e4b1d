//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Core Text's font registration (`CTFontManagerRegister…`) and the Core Foundation type names it uses.

/// Core Foundation's URL type, which Linux Foundation doesn't expose: here simply `URL`, so
/// `url as CFURL` compiles as on iOS.
public typealias CFURL = URL
/// Core Foundation's error type: here `NSError`, so `Unmanaged<CFError>` out-parameters work.
public typealias CFError = NSError

/// How widely a registered font is visible. Only `.process` exists here: `.persistent`,
/// `.user` and `.session` register for this process too (with a one-time warning).
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0
    case process = 1
    case persistent = 2
    case session = 3
    /// Apple's older name for `.persistent` (same raw value); treated as `.process` here.
    public static let user = CTFontManagerScope.persistent
}

/// Makes `font` available by name to `UIFont(name:size:)` for the rest of the process.
/// Returns false, with `error` set, when it can't be registered (already registered, or
/// fontconfig refused it).
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    FontRegistry.register(path: font.path, error: error)
}

/// Registers the font file at `fontURL` for this process (`scope` other than `.process` is
/// treated as `.process`). Returns false, with `error` set, for a missing or unreadable file.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    if scope != .process && scope != .none {
        FontRegistry.warnScopeOnce(scope)
    }
    guard fontURL.isFileURL, FileManager.default.fileExists(atPath: fontURL.path) else {
        return FontRegistry.fail("CTFontManagerRegisterFontsForURL: no font file at \(fontURL)", code: 105, error)
    }
    guard CGFont(path: fontURL.path) != nil else {
        return FontRegistry.fail("CTFontManagerRegisterFontsForURL: \(fontURL.path) is not a font", code: 104, error)
    }
    return FontRegistry.register(path: fontURL.path, error: error)
}

/// The files registered so far (a file registers once, as on iOS).
enum FontRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var warnedScope = false

    static func warnScopeOnce(_ scope: CTFontManagerScope) {
        let first = lock.withLock { defer { warnedScope = true }; return !warnedScope }
        if first { UIKitLog.warning("CTFontManager: scope \(scope) is treated as .process on Linux", category: "Text") }
    }

    /// Fails with Apple's error domain and code (kCTFontManagerErrorAlreadyRegistered 105…).
    static func fail(_ message: String, code: Int, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        UIKitLog.warning(message, category: "Text")
        error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: code,
                                                        userInfo: [NSLocalizedDescriptionKey: message]))
        return false
    }

    static func register(path: String, error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
        let canonical = (path as NSString).resolvingSymlinksInPath
        let isNew = lock.withLock { paths.insert(canonical).inserted }
        guard isNew else {
            return fail("CTFontManager: the font at \(path) is already registered", code: 105, error)
        }
        guard PangoEngine.shared.addApplicationFont(path: canonical) else {
            lock.withLock { _ = paths.remove(canonical) }
            return fail("CTFontManager: fontconfig could not add \(path)", code: 104, error)
        }
        return true
    }
}
