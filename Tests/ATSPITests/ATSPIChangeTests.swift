//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKit
import UIKitTesting

/// Changes a screen reader hears without asking: a label's new text (its name) and a control
/// being disabled or enabled again.
@MainActor @Suite(.serialized) struct ATSPIChangeTests {
    @Test func aRenamedLabelAndADisabledControlAreHeard() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let status = UILabel(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        status.text = "Idle"
        let score = UILabel(frame: CGRect(x: 10, y: 50, width: 300, height: 30))
        score.text = "42"
        score.accessibilityLabel = "Score"
        let send = UIButton(type: .system)
        send.setTitle("Send", for: .normal)
        send.frame = CGRect(x: 10, y: 100, width: 120, height: 44)
        let served = try ServedViews([status, score, send])
        defer { served.stop() }
        let client = served.client
        let statusPath = served.path("Idle"), sendPath = served.path("Send")
        func change(_ s: DBusMessage, _ path: String, _ member: String, _ detail: String) -> Bool {
            s.member == member && s.path == path && s.body.first == .string(detail)
        }

        _ = client.drainSignals()
        status.text = "Downloading"
        let renamed = client.drainSignals { $0.contains { change($0, statusPath, "PropertyChange", "accessible-name") } }
        #expect(renamed.first { change($0, statusPath, "PropertyChange", "accessible-name") }?.body.dropFirst(3).first == .variant(.string("Downloading")))
        #expect(try client.name(statusPath) == "Downloading")

        // A label named by its accessibilityLabel keeps its name: nothing is heard of its text.
        score.text = "43"
        send.isEnabled = false
        let disabled = client.drainSignals { $0.contains { change($0, sendPath, "StateChanged", "sensitive") } }
        #expect(!disabled.contains { $0.member == "PropertyChange" })
        #expect(disabled.contains { change($0, sendPath, "StateChanged", "sensitive") && $0.body.dropFirst().first == .int32(0) })
        #expect(disabled.contains { change($0, sendPath, "StateChanged", "enabled") && $0.body.dropFirst().first == .int32(0) })
        #expect(try !client.states(sendPath).contains(.sensitive))

        send.isEnabled = true
        let enabled = client.drainSignals { $0.contains { change($0, sendPath, "StateChanged", "sensitive") } }
        #expect(enabled.contains { change($0, sendPath, "StateChanged", "sensitive") && $0.body.dropFirst().first == .int32(1) })
        #expect(try client.states(sendPath).contains(.sensitive))
    }
}
