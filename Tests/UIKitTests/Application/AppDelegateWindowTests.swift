//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
@testable import UIKitCore

@MainActor private final class WindowKeepingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    required override init() { super.init() }
}

@MainActor private final class WindowlessDelegate: UIResponder, UIApplicationDelegate {
    required override init() { super.init() }
}

/// `UIApplication.shared.delegate?.window??…`: iOS types the delegate's `window` read through the
/// protocol as `UIWindow??` (an optional requirement); that code compiles and reads the window,
/// and code written for `UIWindow?` keeps compiling.
@MainActor @Suite(.serialized) struct AppDelegateWindowTests {
    @Test func doubleOptionalFormsReadTheDelegatesWindow() {
        let app = UIApplication.shared
        let previous = app.delegate
        defer { app.delegate = previous }
        let delegate = WindowKeepingDelegate()
        let root = UIViewController()
        delegate.window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        delegate.window?.rootViewController = root
        app.delegate = delegate

        #expect(UIApplication.shared.delegate?.window??.rootViewController === root)
        #expect(UIApplication.shared.delegate!.window!!.rootViewController === root)
        // iOS: `if let window = delegate?.window` binds a `UIWindow?`; here `as UIWindow??` says so.
        if let window = UIApplication.shared.delegate?.window as UIWindow??, let unwrapped = window {
            #expect(unwrapped === delegate.window)
        }
        // The `UIWindow?` forms of this UIKit are unchanged.
        let window: UIWindow? = UIApplication.shared.delegate?.window
        #expect(window === delegate.window)
        #expect(UIApplication.shared.delegate?.window?.rootViewController === root)
        // Writing through the protocol reaches the stored property.
        let other = UIWindow(frame: .zero)
        UIApplication.shared.delegate?.window = other
        #expect(delegate.window === other)
    }

    @Test func aDelegateWithoutAWindowReadsNoWindow() {
        let delegate: UIApplicationDelegate? = WindowlessDelegate()
        #expect(delegate?.window??.rootViewController == nil)
        let inner: UIWindow?? = delegate?.window
        #expect(inner! == nil)
    }
}
