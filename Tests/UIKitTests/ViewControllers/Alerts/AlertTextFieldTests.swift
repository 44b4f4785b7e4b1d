//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// An alert with text fields, as a login prompt is written on iOS: the fields under the message,
/// the first one typing at once, Return picking the preferred action, and the refusal in action
/// sheets.
@MainActor @Suite(.serialized) struct AlertTextFieldTests {
    @Test func aLoginAlertTypesIntoItsFieldsAndReturnPicksThePreferredAction() {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: root)
        let alert = UIAlertController(title: "Sign In", message: "Enter your name and password", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { f in
            f.placeholder = "Password"
            f.isSecureTextEntry = true
        }
        var signedIn: String?
        let ok = UIAlertAction(title: "Sign In", style: .default) { [unowned alert] _ in
            signedIn = (alert.textFields?[0].text ?? "") + "/" + (alert.textFields?[1].text ?? "")
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(ok)
        alert.preferredAction = ok
        #expect(alert.textFields?.count == 2)
        root.present(alert, animated: true)
        host.runUntilIdle()
        let name = alert.textFields![0], password = alert.textFields![1]
        #expect(name.isFirstResponder, "the first field takes the keyboard")
        let message = try! #require(host.view(withAccessibilityLabel: "Enter your name and password"))
        #expect(host.frame(of: name).minY > host.frame(of: message).maxY)
        #expect(host.frame(of: password).minY > host.frame(of: name).maxY)
        host.type("ann")
        host.pressKey(.keyboardTab)
        host.type("pw")
        #expect(password.isFirstResponder && password.text == "pw")
        host.pressKey(.keyboardReturnOrEnter)
        host.runUntilIdle()
        #expect(signedIn == "ann/pw")
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func anAlertWithFieldsLooksAsOnIOS() {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: root, size: CGSize(width: 390, height: 400))
        let alert = UIAlertController(title: "New Folder", message: "Enter a name for this folder.", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default))
        root.present(alert, animated: false)
        host.runUntilIdle()
        alert.textFields?[0].insertText("Photos")
        host.advance(by: 0.6)   // the caret blinked off: the picture doesn't depend on its phase
        assertSnapshot(of: host, named: "alert-with-field")
        host.invalidate()
    }

    @Test func actionSheetsRefuseTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(UIKitLog.didLog("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
    }
}
