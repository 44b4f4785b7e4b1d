//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// The share sheet driven by taps: Copy fills the pasteboard and reports `.copyToPasteboard`;
/// excluded types are not offered; an app's activity is prepared with its items, performs and
/// finishes; Cancel and a swipe down report `(nil, false)`.
@MainActor @Suite(.serialized) struct ActivityViewControllerTests {
    final class Finished { var calls: [(UIActivity.ActivityType?, Bool)] = [] }

    static func present(_ sheet: UIActivityViewController) -> (UIKitTestHost, UIViewController, Finished) {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let host = UIKitTestHost(viewController: root)
        let finished = Finished()
        sheet.completionWithItemsHandler = { type, completed, returned, error in
            #expect(returned == nil && error == nil)
            finished.calls.append((type, completed))
        }
        root.present(sheet, animated: true)
        host.runUntilIdle()
        return (host, root, finished)
    }

    final class Upload: UIActivity {
        var prepared: [Any] = []
        var performed = false
        override class var activityCategory: UIActivity.Category { .share }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.upload") }
        override var activityTitle: String? { "Upload" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() {
            performed = true
            activityDidFinish(true)
        }
    }

    @Test func copyPutsTheItemsOnTheGeneralPasteboard() throws {
        UIPasteboard.general.items = []
        let url = URL(string: "https://swift.org")!
        let sheet = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        let (host, root, finished) = Self.present(sheet)
        #expect(sheet.view.window === host.window)
        host.tap(try #require(host.view(withAccessibilityLabel: "Copy")))
        host.runUntilIdle()
        #expect(UIPasteboard.general.string == "Hello")
        #expect(UIPasteboard.general.urls == [url])
        #expect(UIPasteboard.general.numberOfItems == 2)
        #expect(finished.calls.count == 1)
        #expect(finished.calls.first?.0 == .copyToPasteboard && finished.calls.first?.1 == true)
        #expect(root.presentedViewController == nil)
        #expect(UIActivity.ActivityType.copyToPasteboard.rawValue == "com.apple.UIKit.activity.CopyToPasteboard")
        host.invalidate()
    }

    @Test func excludedTypesAreNotOffered() {
        let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://swift.org")!], applicationActivities: nil)
        sheet.excludedActivityTypes = [.copyToPasteboard]
        let (host, _, _) = Self.present(sheet)
        #expect(host.view(withAccessibilityLabel: "Copy") == nil)
        #expect(host.view(withAccessibilityLabel: "Open in Browser") != nil)
        host.invalidate()
    }

    @Test func anAppActivityIsPreparedWithItsItemsPerformsAndFinishes() throws {
        final class Source: UIActivityItemSource {
            func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
            func activityViewController(_ activityViewController: UIActivityViewController,
                                        itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
                activityType?.rawValue == "com.example.upload" ? "for upload" : "for others"
            }
        }
        let upload = Upload()
        let source = Source()
        let sheet = UIActivityViewController(activityItems: [source], applicationActivities: [upload])
        let (host, _, finished) = Self.present(sheet)
        host.tap(try #require(host.view(withAccessibilityLabel: "Upload")))
        host.runUntilIdle()
        #expect(upload.prepared as? [String] == ["for upload"])
        #expect(upload.performed)
        #expect(finished.calls.count == 1 && finished.calls.first?.0?.rawValue == "com.example.upload" && finished.calls.first?.1 == true)
        host.invalidate()
    }

    @Test func anActivityThatCannotPerformIsNotOffered() {
        let sheet = UIActivityViewController(activityItems: [URL(string: "https://swift.org")!], applicationActivities: [Upload()])
        let (host, _, _) = Self.present(sheet)
        #expect(host.view(withAccessibilityLabel: "Upload") == nil)
        #expect(host.view(withAccessibilityLabel: "Copy") != nil)
        host.invalidate()
    }

    @Test func cancelReportsNoActivity() throws {
        UIPasteboard.general.string = "before"
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
        let (host, root, finished) = Self.present(sheet)
        host.tap(try #require(host.view(withAccessibilityLabel: "Cancel")))
        host.runUntilIdle()
        #expect(finished.calls.count == 1)
        #expect(finished.calls.first?.0 == nil && finished.calls.first?.1 == false)
        #expect(root.presentedViewController == nil)
        #expect(UIPasteboard.general.string == "before")
        host.invalidate()
    }

    @Test func swipingTheSheetDownCancelsUnlessModal() throws {
        for modal in [false, true] {
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            sheet.isModalInPresentation = modal
            let (host, root, finished) = Self.present(sheet)
            let top = host.frame(of: sheet.view).minY
            host.drag(from: CGPoint(x: 195, y: top + 20), to: CGPoint(x: 195, y: top + 600), duration: 0.3)
            host.runUntilIdle()
            if modal {
                #expect(root.presentedViewController === sheet)
                #expect(finished.calls.isEmpty)
            } else {
                #expect(root.presentedViewController == nil)
                #expect(finished.calls.count == 1 && finished.calls.first?.0 == nil && finished.calls.first?.1 == false)
            }
            host.invalidate()
        }
    }

    @Test func anItemProviderMakesItsItemForTheChosenActivity() throws {
        final class Provider: UIActivityItemProvider, @unchecked Sendable {
            override var item: Any { "made for \(activityType?.rawValue ?? "nothing")" }
        }
        UIPasteboard.general.items = []
        let sheet = UIActivityViewController(activityItems: [Provider(placeholderItem: "")], applicationActivities: nil)
        let (host, _, finished) = Self.present(sheet)
        host.tap(try #require(host.view(withAccessibilityLabel: "Copy")))
        host.runUntilIdle()
        #expect(UIPasteboard.general.string == "made for com.apple.UIKit.activity.CopyToPasteboard")
        #expect(finished.calls.count == 1)
        host.invalidate()
    }

    @Test func anActivityWithItsOwnControllerShowsItThenEverythingGoes() throws {
        final class Compose: UIActivity {
            let composer = UIViewController()
            override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.compose") }
            override var activityTitle: String? { "Compose" }
            override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
            override var activityViewController: UIViewController? { composer }
        }
        let compose = Compose()
        let sheet = UIActivityViewController(activityItems: ["Hi"], applicationActivities: [compose])
        let (host, root, finished) = Self.present(sheet)
        host.tap(try #require(host.view(withAccessibilityLabel: "Compose")))
        host.runUntilIdle()
        #expect(sheet.presentedViewController === compose.composer)
        #expect(finished.calls.isEmpty)
        compose.activityDidFinish(false)
        host.runUntilIdle()
        #expect(root.presentedViewController == nil)
        #expect(finished.calls.count == 1 && finished.calls.first?.0?.rawValue == "com.example.compose" && finished.calls.first?.1 == false)
        host.invalidate()
    }
}
