//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import UniformTypeIdentifiers
import UIKitTesting
import Testing

// iOS-style code in Swift 5 mode using the share sheet and the pickers as apps write it:
// `import UniformTypeIdentifiers` for `UTType`, a view controller adopting the picker
// delegates, a share sheet with an item source and a custom activity.

final class ShareItem: NSObject, UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        "Shared text"
    }
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        "Subject"
    }
}

final class FavoriteActivity: UIActivity {
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: "com.example.favorite") }
    override var activityTitle: String? { "Favorite" }
    override var activityImage: UIImage? { UIImage(systemName: "star") }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    override func perform() { activityDidFinish(true) }
}

final class DocumentsViewController: UIViewController, UIDocumentPickerDelegate, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var opened: [URL] = []
    var image: UIImage?

    func openDocument() {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType.pdf, .plainText, UTType(filenameExtension: "md")!])
        picker.delegate = self
        picker.allowsMultipleSelection = false
        present(picker, animated: true)
    }

    func pickPhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = [UTType.image.identifier]
        picker.delegate = self
        present(picker, animated: true)
    }

    func share() {
        let share = UIActivityViewController(activityItems: [ShareItem()], applicationActivities: [FavoriteActivity()])
        share.excludedActivityTypes = [.airDrop, .print, .assignToContact]
        share.completionWithItemsHandler = { _, _, _, _ in }
        present(share, animated: true, completion: nil)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) { opened = urls }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        image = info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }
}

@MainActor @Suite struct SharingAndPickersCompatTests {
    @Test func theCodeCompilesAndTheTypesWork() {
        let vc = DocumentsViewController()
        let host = UIKitTestHost(viewController: vc)
        host.fileChooserAnswer = .choose([URL(fileURLWithPath: "/tmp/report.pdf")])
        vc.openDocument()
        host.runUntilIdle()
        #expect(vc.opened == [URL(fileURLWithPath: "/tmp/report.pdf")])
        #expect(UTType.pdf.conforms(to: .data))
        host.invalidate()
    }
}
