//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A search bar passes first-responder requests to its field, as on iOS: `becomeFirstResponder()`
/// begins editing there (typing goes into the bar's text) and `resignFirstResponder()` ends it
/// (the delegate hears `searchBarTextDidEndEditing`), as apps do from `searchBarSearchButtonClicked`.
@MainActor @Suite struct SearchBarFirstResponderTests {
    @Test func becomeAndResignReachTheField() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let log = SearchBarLog()
        bar.delegate = log
        let host = UIKitTestHost(view: bar, size: CGSize(width: 320, height: 56))
        defer { host.invalidate() }
        host.advanceFrames(1)
        #expect(bar.canBecomeFirstResponder)
        #expect(bar.becomeFirstResponder())
        #expect(bar.searchTextField.isFirstResponder)
        host.type("fig")
        #expect(bar.text == "fig")
        #expect(bar.resignFirstResponder())
        #expect(!bar.searchTextField.isFirstResponder && !host.isTextInputActive)
        #expect(log.log == ["shouldBegin", "didBegin", "text f", "text fi", "text fig", "didEnd"])
        // Not editing: resigning is a plain responder's (nothing to end, no delegate call).
        #expect(bar.resignFirstResponder())
        #expect(log.log.last == "didEnd" && log.log.count == 6)
    }
}
