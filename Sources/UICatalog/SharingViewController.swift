//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import UniformTypeIdentifiers

/// The sharing page: the share sheet (`UIActivityViewController`) for a text or a link, with an
/// app activity beside Copy and the desktop's; `UIDocumentPickerViewController` naming the
/// picked document; and `UIPasteboard`: copy a label's text to the clipboard and paste the
/// clipboard's text into another label. (`UIImagePickerController` has the Image Picker page.)
final class SharingViewController: CatalogPageViewController, UIDocumentPickerDelegate {
    let shareResult = UILabel()
    let documentResult = UILabel()
    let copySource = UILabel()
    let pasteTarget = UILabel()

    /// An app activity: counts what it is asked to "star".
    final class StarActivity: UIActivity {
        override class var activityCategory: UIActivity.Category { .action }
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("org.uikit-linux.catalog.star") }
        override var activityTitle: String? { "Add to Starred" }
        override var activityImage: UIImage? { UIImage(systemName: "star") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { !activityItems.isEmpty }
        override func perform() { activityDidFinish(true) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Sharing and Pickers",
                  subtitle: "UIActivityViewController, UIDocumentPickerViewController and UIPasteboard")

        func button(_ title: String, _ id: String, _ run: @escaping @MainActor () -> Void) -> UIButton {
            let b = UIButton(type: .system)
            b.setTitle(title, for: .normal)
            b.accessibilityIdentifier = id
            b.contentHorizontalAlignment = .leading
            b.addAction(UIAction { _ in run() }, for: .touchUpInside)
            return b
        }
        for l in [shareResult, documentResult] {
            l.font = UIFont.systemFont(ofSize: 13)
            l.textColor = .secondaryLabel
            l.numberOfLines = 2
        }

        // MARK: Share sheet
        shareResult.text = "Share something to see how it ended."
        let share = column([
            button("Share Text", "share.text") { [unowned self] in shareItems(["Hello from UIKit for Linux!"]) },
            button("Share Link", "share.link") { [unowned self] in shareItems([URL(string: "https://www.swift.org")!]) },
            shareResult,
        ])

        // MARK: Document picker
        documentResult.text = "No document yet."
        let document = column([
            button("Open a Text or PDF Document", "pick.document") { [unowned self] in
                let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText, .pdf, .json])
                picker.delegate = self
                present(picker, animated: true)
            },
            documentResult,
        ])

        // MARK: Pasteboard
        copySource.text = "Copied from UICatalog"
        copySource.accessibilityIdentifier = "pasteboard.source"
        pasteTarget.text = "(paste lands here)"
        pasteTarget.textColor = .secondaryLabel
        pasteTarget.accessibilityIdentifier = "pasteboard.target"
        pasteTarget.numberOfLines = 2
        let pasteboard = column([
            copySource,
            button("Copy the Text Above", "pasteboard.copy") { [unowned self] in UIPasteboard.general.string = copySource.text },
            button("Paste the Clipboard's Text", "pasteboard.paste") { [unowned self] in
                pasteTarget.text = UIPasteboard.general.string ?? "(the clipboard holds no text)"
                pasteTarget.textColor = .label
            },
            pasteTarget,
        ])

        let upper = UIStackView(arrangedSubviews: [
            CardView(caption: "UIACTIVITYVIEWCONTROLLER", content: share),
            CardView(caption: "UIPASTEBOARD", content: pasteboard),
        ])
        let lower = UIStackView(arrangedSubviews: [
            CardView(caption: "UIDOCUMENTPICKERVIEWCONTROLLER", content: document),
        ])
        for row in [upper, lower] {
            row.spacing = Self.gap
            row.distribution = .fillEqually
        }
        let all = UIStackView(arrangedSubviews: [upper, lower])
        all.axis = .vertical
        all.spacing = Self.gap
        all.distribution = .fillEqually
        pinToCardArea(all)
    }

    private func column(_ views: [UIView]) -> UIView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        let box = UIView()
        pinTop(stack, in: box)
        return box
    }

    func shareItems(_ items: [Any]) {
        let sheet = UIActivityViewController(activityItems: items, applicationActivities: [StarActivity()])
        sheet.completionWithItemsHandler = { [weak self] type, completed, _, _ in
            self?.shareResult.text = type.map { "\($0.rawValue): \(completed ? "completed" : "not completed")" } ?? "Cancelled"
        }
        present(sheet, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        documentResult.text = urls.map(\.lastPathComponent).joined(separator: ", ")
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        documentResult.text = "Cancelled."
    }
}
