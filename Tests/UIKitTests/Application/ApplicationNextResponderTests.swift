//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import UIKit

/// UIApplication's next responder (reference §1.1): the delegate only when it is a plain
/// responder, not a view, a view controller or the app itself.
@MainActor @Suite(.serialized) struct ApplicationNextResponderTests {
    final class ResponderDelegate: UIResponder, UIApplicationDelegate {
        required override init() { super.init() }
    }
    final class ViewDelegate: UIView, UIApplicationDelegate {
        required init() { super.init(frame: .zero) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
    }

    @Test func nextIsTheDelegateOnlyWhenItIsAPlainResponder() {
        let app = UIApplication.shared
        let saved = app.delegate
        defer { app.delegate = saved }
        let responder = ResponderDelegate()
        app.delegate = responder
        #expect(app.next === responder)
        let view = ViewDelegate()
        app.delegate = view
        #expect(app.next == nil)
    }
}
