//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import Testing

// iOS-style code as apps write it in Swift 5 mode: nothing here is annotated @MainActor.
func makeHeader(title: String) -> UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    header.backgroundColor = .systemBlue
    let label = UILabel()
    label.text = title
    label.sizeToFit()
    header.addSubview(label)
    return header
}

final class FormBuilder {
    let button = UIButton(type: .system)
    var fields: [UILabel] = []
    func build() -> UIStackView {
        button.setTitle("Sign in", for: .normal)
        let stack = UIStackView(arrangedSubviews: [button])
        stack.axis = .vertical
        return stack
    }
}

let sharedAccent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
var cachedView = UIView()

final class BadgeView: UIView {
    let dot = CALayer()
    deinit {
        dot.removeFromSuperlayer()
        layer.removeAllAnimations()
    }
}

// (@MainActor on the suite only so its tests run on the main thread with the host; the code
// under test above carries no annotation, as in a Swift 5 iOS app.)
@MainActor struct Swift5CompatTests {
    @Test func freeFunctionBuildsAView() {
        let header = makeHeader(title: "Hello")
        #expect(header.subviews.count == 1)
        let label = header.subviews[0] as? UILabel
        #expect(label?.text == "Hello" && (label?.bounds.width ?? 0) > 20)
    }

    @Test func helperClassAndGlobalsWork() {
        let form = FormBuilder()
        let stack = form.build()
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stack.layoutIfNeeded()
        #expect(form.button.title(for: .normal) == "Sign in")
        #expect(form.button.frame.height > 0)
        cachedView.backgroundColor = sharedAccent
        #expect(cachedView.backgroundColor == sharedAccent)
    }

    @Test func aViewTouchedInDeinitIsReleasedCleanly() {
        var badge: BadgeView? = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge?.layer.addSublayer(badge!.dot)
        weak var weakBadge = badge
        badge = nil
        #expect(weakBadge == nil)
    }
}
