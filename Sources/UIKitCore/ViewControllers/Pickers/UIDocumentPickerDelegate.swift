//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a document picker does with the documents (iOS 8–13's modes; Apple's raw values).
/// `init(forOpeningContentTypes:asCopy:)` and `init(forExporting:asCopy:)` replace them.
public enum UIDocumentPickerMode: UInt, Sendable {
    /// Copies the chosen files into the app's temporary folder.
    case `import` = 0
    /// Opens the chosen files where they are.
    case open = 1
    /// Copies the app's files to a place the user chooses.
    case exportToService = 2
    /// Moves the app's files to a place the user chooses.
    case moveToService = 3
}

/// Told what the user chose in a `UIDocumentPickerViewController`.
@preconcurrency @MainActor public protocol UIDocumentPickerDelegate: AnyObject {
    /// The user chose documents (for an export: where the files went). The picker is already
    /// dismissed.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled; the picker is already dismissed.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// The iOS 8–10 form of `documentPicker(_:didPickDocumentsAt:)`, with the first document.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Calls the older `documentPicker(_:didPickDocumentAt:)` with the first document.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
