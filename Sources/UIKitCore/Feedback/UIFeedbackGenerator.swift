//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The base of the haptic feedback generators: `prepare()` and the view the feedback is for.
///
/// Linux has no haptic engine: every generator accepts its calls and plays nothing, as an iPad
/// or a device with haptics turned off does. Each event is recorded (`_UIFeedbackLog`), so
/// tests can check that an app asked for the feedback it should.
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    /// The view the feedback is for (iOS 17.5); nil for generators made without one.
    public private(set) weak var view: UIView?

    /// Makes a generator not tied to a view.
    public override init() { super.init() }

    /// Makes a generator for feedback in `view` (iOS 17.5).
    public init(view: UIView) {
        self.view = view
        super.init()
    }

    /// Readies the haptic engine to play soon with little latency. On Linux: nothing to ready.
    open func prepare() { _UIFeedbackLog.record(.prepare, by: self) }
}

/// The feedback events generators were asked for (Linux plays none): what tests check.
@MainActor package enum _UIFeedbackLog {
    /// One request to a generator.
    package enum Event: Equatable, Sendable {
        case prepare
        case impact(style: Int, intensity: CGFloat, location: CGPoint?)
        case selection(location: CGPoint?)
        case notification(type: Int, location: CGPoint?)
    }

    /// The events so far, oldest first (the last 64).
    @exclusivity(unchecked) package static var events: [Event] = []

    static func record(_ event: Event, by generator: UIFeedbackGenerator) {
        if events.count >= 64 { events.removeFirst(events.count - 63) }
        events.append(event)
    }
}
