//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A list whose row menus have previews, as a mail app writes it: the message's view controller
/// previewed above the menu, opened when the preview is tapped.
@MainActor final class PreviewList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []
    var previewController: UIViewController?
    var committedController: UIViewController?
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "c", for: indexPath)
        cell.textLabel?.text = "Message \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        let vc = previewController
        return UIContextMenuConfiguration(identifier: nil, previewProvider: vc.map { vc in { vc } }) { _ in
            UIMenu(title: "", children: [UIAction(title: "Reply") { [unowned self] _ in log.append("reply") }])
        }
    }
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append(animator == nil ? "willDisplay (no animator)" : "willDisplay")
        animator?.addCompletion { [unowned self] in log.append("shown") }
    }
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating) {
        log.append("commit")
        #expect(animator.preferredCommitStyle == .pop)
        animator.preferredCommitStyle = .dismiss
        animator.addCompletion { [unowned self] in
            log.append("open")
            committedController = animator.previewViewController
        }
    }
}

@MainActor @Suite struct TableViewContextMenuPreviewTests {
    func make(_ list: PreviewList) -> (UIKitTestHost, UITableView) { TableViewRowLayoutAndEditingTests.hostTable(list) }
    func grey(_ host: UIKitTestHost, _ x: Int, _ y: Int) -> Int {
        guard let p = host.render().pixel(x: x, y: y) else { return -1 }
        return Int(p.g)
    }

    /// Without a preview controller the pressed row itself is the preview: it stays bright above
    /// the dimmed list, and a tap on it commits.
    @Test func theRowIsThePreviewWithoutAPreviewController() throws {
        let list = PreviewList()
        let (host, _) = make(list)
        #expect(grey(host, 300, 2 * 44 + 22) == 255 && grey(host, 300, 6 * 44 + 22) == 255)
        host.longPress(at: CGPoint(x: 160, y: 2 * 44 + 22), duration: 0.8)
        host.advanceFrames(2)
        #expect(list.log == ["willDisplay", "shown"])
        #expect(grey(host, 300, 2 * 44 + 22) == 255)       // the lifted row
        #expect(grey(host, 300, 6 * 44 + 22) < 230)        // the dimmed list
        let reply = try #require(host.view(withAccessibilityLabel: "Reply"))
        #expect(host.frame(of: reply).minY >= 3 * 44)      // the menu below the preview
        host.tap(at: CGPoint(x: 300, y: 2 * 44 + 22))
        host.advanceFrames(1)
        #expect(list.log == ["willDisplay", "shown", "commit", "willEnd", "open"])
        #expect(host.view(withAccessibilityLabel: "Reply") == nil)
        #expect(list.committedController == nil)
    }

    /// A preview controller's view shows at its preferred size above the menu; tapping it commits
    /// with the animator naming it, and the completion can show it (here: keeps it).
    @Test func aPreviewControllersViewIsShownAndATapOnItCommits() throws {
        let list = PreviewList()
        let detail = UIViewController()
        detail.view.backgroundColor = .systemYellow
        let label = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        label.text = "Message body"
        detail.view.addSubview(label)
        detail.preferredContentSize = CGSize(width: 280, height: 160)
        list.previewController = detail
        let (host, _) = make(list)
        host.longPress(at: CGPoint(x: 160, y: 8 * 44 + 22), duration: 0.8)
        host.advanceFrames(2)
        let body = try #require(host.view(withAccessibilityLabel: "Message body"))
        let previewFrame = host.frame(of: detail.view)
        #expect(previewFrame.size == CGSize(width: 280, height: 160))
        #expect(abs(previewFrame.midX - 160) < 1)
        let reply = try #require(host.view(withAccessibilityLabel: "Reply"))
        #expect(host.frame(of: reply).minY >= previewFrame.maxY)   // below the preview
        #expect(previewFrame.minY >= 8 && host.frame(of: reply).maxY <= 480 - 8)
        host.tap(body)
        host.advanceFrames(1)
        #expect(list.log == ["willDisplay", "shown", "commit", "willEnd", "open"])
        #expect(list.committedController === detail)
        #expect(detail.view.layer.cornerRadius == 0)                // its own layer untouched
        // The menu's own action still works on the next press.
        host.longPress(at: CGPoint(x: 160, y: 1 * 44 + 22), duration: 0.8)
        host.advanceFrames(2)
        host.tap(try #require(host.view(withAccessibilityLabel: "Reply")))
        host.advanceFrames(1)
        #expect(Array(list.log.suffix(4)) == ["willDisplay", "shown", "willEnd", "reply"])
    }
}
