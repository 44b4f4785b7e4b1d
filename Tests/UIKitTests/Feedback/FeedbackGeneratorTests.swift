//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// The haptic feedback generators: Apple's raw values, and every request accepted and recorded
/// (Linux plays none).
@MainActor @Suite(.serialized) struct FeedbackGeneratorTests {
    @Test func rawValues() {
        #expect([UIImpactFeedbackGenerator.FeedbackStyle.light, .medium, .heavy, .soft, .rigid].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UINotificationFeedbackGenerator.FeedbackType.success, .warning, .error].map(\.rawValue) == [0, 1, 2])
    }

    @Test func requestsAreAcceptedAndRecorded() {
        _UIFeedbackLog.events.removeAll()
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 3)
        impact.impactOccurred(intensity: .nan)
        UIImpactFeedbackGenerator().impactOccurred(intensity: 0.5)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        let view = UIView()
        let notification = UINotificationFeedbackGenerator(view: view)
        #expect(notification.view === view)
        notification.notificationOccurred(.warning, at: CGPoint(x: 3, y: 4))
        UIImpactFeedbackGenerator(style: .soft, view: view).impactOccurred(at: CGPoint(x: 1, y: 2))
        #expect(_UIFeedbackLog.events == [
            .prepare,
            .impact(style: 2, intensity: 1, location: nil),
            .impact(style: 2, intensity: 1, location: nil),   // intensity pinned to 1; NaN ignored
            .impact(style: 1, intensity: 0.5, location: nil),  // the default style is medium
            .selection(location: nil),
            .notification(type: 1, location: CGPoint(x: 3, y: 4)),
            .impact(style: 3, intensity: 1, location: CGPoint(x: 1, y: 2)),
        ])
    }
}
