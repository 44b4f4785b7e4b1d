//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Interface Builder page's second scene: what the form held (given in the form's
/// `prepare(for:sender:)`), and a Done button whose exit segue unwinds to the form.
final class IBSummaryViewController: UIViewController {
    // @IBOutlet weak var summaryLabel: UILabel!
    var summaryLabel: UILabel!
    /// Set by the form before the show segue pushes this scene.
    var summary = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        summaryLabel.text = summary
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "summaryLabel": self.summaryLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}
