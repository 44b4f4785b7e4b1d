//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

/// What a picker asks a file chooser for: files to open (of some types, one or several) or a
/// place to export files to.
package struct _UIFileChooserRequest {
    /// Opening files, or exporting these files (the chooser picks where).
    package enum Mode: Equatable {
        /// Choose existing files.
        case open
        /// Choose where the files go (a file name for one, a folder for several).
        case export([URL])
    }
    package var mode: Mode
    package var title: String
    package var contentTypes: [UTType]
    package var allowsMultipleSelection: Bool
    package var directoryURL: URL?

    package init(mode: Mode, title: String, contentTypes: [UTType], allowsMultipleSelection: Bool, directoryURL: URL?) {
        self.mode = mode
        self.title = title
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
        self.directoryURL = directoryURL
    }

    /// Whether a file (by its name) is one of the request's types.
    package func accepts(_ url: URL) -> Bool {
        guard case .open = mode else { return false }
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        return contentTypes.isEmpty || contentTypes.contains { type.conforms(to: $0) }
    }
}

/// How the pickers (`UIDocumentPickerViewController`, `UIImagePickerController`) reach a file
/// chooser outside the app: the desktop's (`zenity`) by default; a test host installs a
/// stand-in that answers at once (`current`). When none can run, the picker shows its own.
@MainActor package protocol _UIFileChoosing: AnyObject {
    /// Whether a chooser outside the app can show `request` here.
    func canChoose(_ request: _UIFileChooserRequest) -> Bool
    /// Shows the chooser; calls `completion` once on the main actor with the chosen URLs (for an
    /// export: where each file goes), or nil when the user cancelled.
    func choose(_ request: _UIFileChooserRequest, completion: @escaping @MainActor ([URL]?) -> Void)
}

/// The file chooser in use.
@MainActor package enum _UIFileChooser {
    /// The chooser pickers use (the desktop's unless a test host replaced it).
    package static var current: any _UIFileChoosing = _UIDesktopFileChooser()
}
