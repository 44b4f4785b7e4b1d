//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A temporary folder of files for the pickers: `red.png` (a 30×20 image), `notes.txt` and
/// `Sub/inner.png`; removed at the end.
@MainActor final class PickerFolder {
    let url: URL
    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("pickers-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let png = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format).pngData { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 30, height: 20))
        }
        try png.write(to: url.appendingPathComponent("red.png"))
        try png.write(to: url.appendingPathComponent("Sub/inner.png"))
        try Data("hello".utf8).write(to: url.appendingPathComponent("notes.txt"))
    }
    func file(_ name: String) -> URL { url.appendingPathComponent(name) }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// `UIDocumentPickerViewController`: the desktop chooser's answer (the test host's stand-in)
/// reaching the delegate, cancelling, and the in-app chooser driven by taps in a temporary
/// folder (types filtered, folders opened, several files ticked, exporting).
@MainActor @Suite(.serialized) struct DocumentPickerTests {
    final class Delegate: UIDocumentPickerDelegate {
        var picked: [[URL]] = []
        var cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { picked.append(urls) }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    static func present(_ picker: UIDocumentPickerViewController, answer: UIKitTestHost.FileChooserAnswer = .useInAppChooser)
        -> (UIKitTestHost, UIViewController, Delegate) {
        let root = UIViewController()
        let host = UIKitTestHost(viewController: root)
        host.fileChooserAnswer = answer
        let delegate = Delegate()
        picker.delegate = delegate
        root.present(picker, animated: true)
        host.runUntilIdle()
        return (host, root, delegate)
    }

    @Test func theDesktopChoosersFileReachesTheDelegate() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
        let (host, root, delegate) = Self.present(picker, answer: .choose([folder.file("red.png")]))
        #expect(host.fileChooserRequestCount == 1)
        #expect(delegate.picked == [[folder.file("red.png")]])
        #expect(delegate.cancelled == 0)
        #expect(root.presentedViewController == nil)
        #expect(picker.documentPickerMode == .open)
        host.invalidate()
    }

    @Test func closingTheDesktopChooserCancels() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf], asCopy: true)
        let (host, root, delegate) = Self.present(picker, answer: .cancel)
        #expect(delegate.picked.isEmpty && delegate.cancelled == 1)
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func theInAppChooserListsFoldersAndFilesOfTheTypesAndOpensByTaps() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.image])
        picker.directoryURL = folder.url
        picker.shouldShowFileExtensions = true
        let (host, _, delegate) = Self.present(picker)
        #expect(host.fileChooserRequestCount == 0)
        #expect(host.view(withAccessibilityLabel: "red.png") != nil)
        #expect(host.view(withAccessibilityLabel: "notes.txt") == nil)   // not an image
        host.tap(try #require(host.view(withAccessibilityLabel: "Sub")))
        host.runUntilIdle()
        host.tap(try #require(host.view(withAccessibilityLabel: "inner.png")))
        host.runUntilIdle()
        #expect(delegate.picked.map { $0.map(\.lastPathComponent) } == [["inner.png"]])
        host.invalidate()
    }

    @Test func cancelInTheInAppChooser() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.directoryURL = folder.url
        let (host, root, delegate) = Self.present(picker)
        #expect(host.view(withAccessibilityLabel: "notes") != nil)   // extensions hidden by default
        host.tap(try #require(host.view(withAccessibilityLabel: "Cancel")))
        host.runUntilIdle()
        #expect(delegate.cancelled == 1 && delegate.picked.isEmpty)
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func severalFilesAreTickedThenOpened() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item], asCopy: true)
        picker.directoryURL = folder.url
        picker.allowsMultipleSelection = true
        let (host, _, delegate) = Self.present(picker)
        host.tap(try #require(host.view(withAccessibilityLabel: "notes")))
        host.tap(try #require(host.view(withAccessibilityLabel: "red")))
        host.runUntilIdle()
        #expect(delegate.picked.isEmpty)
        host.tap(try #require(host.view(withAccessibilityLabel: "Open")))
        host.runUntilIdle()
        let urls = try #require(delegate.picked.first)
        #expect(urls.map(\.lastPathComponent) == ["notes.txt", "red.png"])
        // As a copy: the app gets copies outside the folder, with the same contents.
        #expect(urls.allSatisfy { !$0.path.hasPrefix(folder.url.path) })
        #expect(try String(contentsOf: urls[0], encoding: .utf8) == "hello")
        host.invalidate()
    }

    @Test func exportingSavesIntoTheFolderShown() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("export-\(UUID().uuidString).txt")
        try Data("exported".utf8).write(to: source)
        defer { try? FileManager.default.removeItem(at: source) }
        let picker = UIDocumentPickerViewController(forExporting: [source], asCopy: true)
        picker.directoryURL = folder.file("Sub")
        let (host, _, delegate) = Self.present(picker)
        host.tap(try #require(host.view(withAccessibilityLabel: "Save")))
        host.runUntilIdle()
        let saved = folder.file("Sub").appendingPathComponent(source.lastPathComponent)
        #expect(delegate.picked == [[saved]])
        #expect(try String(contentsOf: saved, encoding: .utf8) == "exported")
        #expect(FileManager.default.fileExists(atPath: source.path))   // copied, not moved
        host.invalidate()
    }
}
