//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Written as tests were written against the earlier releases of UIKitTesting. Do not modernise:
// these files guard that such code keeps compiling (see README.md beside this file).

import Testing
import UIKit
import UIKitTesting

/// Swift Testing, synchronous and `async` tests driving the host with the plain calls.
@MainActor struct EarlierReleaseHostTests {
    @Test func syncTestAdvancesTheClockAndTaps() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 50, y: 50, width: 100, height: 44)
        root.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let host = UIKitTestHost(view: root)
        let start = host.elapsed
        host.advance(by: 0.5)
        host.advanceFrames(3)
        #expect(abs(host.elapsed - start - 0.55) < 1e-6)
        host.tap(button)
        #expect(taps == 1)
        #expect(host.runUntilIdle())
        #expect(host.isIdle)
    }

    @Test func asyncTestCallsThePlainFormsWithoutAwait() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let host = UIKitTestHost(view: view)
        UIView.animate(withDuration: 0.3) { view.alpha = 0.2 }
        host.advance(by: 0.1)
        #expect(!host.isIdle)
        host.advanceFrames(2)
        let idle = host.runUntilIdle()
        #expect(idle)
        #expect(view.layer.presentation()?.opacity ?? 0 == Float(0.2))
        try? await Task.sleep(nanoseconds: 1_000)
        host.advance(by: 0.1)
    }

    @Test func asyncTestScrollsAScrollView() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        let host = UIKitTestHost(view: scroll)
        host.drag(from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 50), duration: 0.3)
        host.runUntilIdle()
        #expect(scroll.contentOffset.y > 100)
    }

    @Test func asyncTestPushesOnANavigationController() async {
        let root = UIViewController()
        root.title = "Root"
        let nav = UINavigationController(rootViewController: root)
        let host = UIKitTestHost(viewController: nav, size: CGSize(width: 320, height: 480))
        let next = UIViewController()
        nav.pushViewController(next, animated: true)
        host.runUntilIdle()
        #expect(nav.topViewController === next)
        #expect(next.view.window != nil)
        nav.popViewController(animated: true)
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
    }

    @Test func asyncTestFindsRowsOfATable() async {
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.accessibilityIdentifier = "row-\(indexPath.row)"
                return cell
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let source = Source()
        table.dataSource = source
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        #expect(host.view(withAccessibilityIdentifier: "row-0") != nil)
        host.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        host.runUntilIdle()
        #expect(table.contentOffset.y > 0)
        #expect(host.render().width == 320)
        withExtendedLifetime(source) {}
    }

    @Test func typesAndComposesIntoAKeyInputView() {
        final class Entry: UIView, UIKeyInput {
            var text = ""
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { !text.isEmpty }
            func insertText(_ text: String) { self.text += text }
            func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        }
        let entry = Entry(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let host = UIKitTestHost(view: entry)
        #expect(!host.isTextInputActive)
        entry.becomeFirstResponder()
        #expect(host.isTextInputActive)
        host.type("abc\n")
        host.pressKey(.keyboardDeleteOrBackspace)
        host.holdKey(.keyboardDeleteOrBackspace, duration: 0.5)
        host.compose(["か"], commit: "火")
        #expect(entry.text == "a火")
    }
}
