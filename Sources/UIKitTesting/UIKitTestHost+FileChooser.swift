//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

extension UIKitTestHost {
    /// How the desktop's file chooser answers the pickers (`UIDocumentPickerViewController`,
    /// `UIImagePickerController`) while a test host runs.
    public enum FileChooserAnswer: Equatable, Sendable {
        /// There is no desktop chooser: the picker shows its own, driven by taps (the default).
        case useInAppChooser
        /// The desktop chooser returns these files (for an export: where the files go).
        case choose([URL])
        /// The user closes the desktop chooser without choosing.
        case cancel
    }

    /// What the file chooser answers (reset to `.useInAppChooser` by every new host). The
    /// answer comes 0.2 s (on the host's clock) after the picker is on screen; no desktop
    /// program is started.
    public var fileChooserAnswer: FileChooserAnswer {
        get { _TestFileChooser.shared.answer }
        set { _TestFileChooser.shared.answer = newValue }
    }

    /// How many times a picker asked the desktop chooser since this host was made.
    public var fileChooserRequestCount: Int { _TestFileChooser.shared.requests }
}

/// The test host's stand-in for the desktop's file chooser (installed as `_UIFileChooser.current`
/// by every host, so tests never open a desktop dialog).
@MainActor final class _TestFileChooser: _UIFileChoosing {
    static let shared = _TestFileChooser()
    var answer: UIKitTestHost.FileChooserAnswer = .useInAppChooser
    var requests = 0

    static func install() {
        shared.answer = .useInAppChooser
        shared.requests = 0
        _UIFileChooser.current = shared
    }

    func canChoose(_ request: _UIFileChooserRequest) -> Bool { answer != .useInAppChooser }

    func choose(_ request: _UIFileChooserRequest, completion: @escaping @MainActor ([URL]?) -> Void) {
        requests += 1
        let urls: [URL]? = if case .choose(let urls) = answer { urls } else { nil }
        // A moment later on the host's clock, as a person answers (after the picker's appearance).
        _ClockTimers.shared.schedule(after: 0.2) { completion(urls) }
    }
}
