//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

/// Lets the user open documents of some types, or export the app's files, through the
/// desktop's file chooser (`zenity`), else a chooser drawn in the app (folders and files in a
/// table, Cancel/Open). The picker dismisses itself, then tells its `delegate`.
///
/// ```swift
/// let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .plainText])
/// picker.delegate = self
/// present(picker, animated: true)
/// ```
@preconcurrency @MainActor open class UIDocumentPickerViewController: UIViewController {
    /// Told what the user chose.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// The picker's mode (`.open` or `.import` when opening, `.exportToService` or
    /// `.moveToService` when exporting).
    open private(set) var documentPickerMode: UIDocumentPickerMode
    /// Whether several documents may be chosen at once (false by default).
    open var allowsMultipleSelection = false
    /// Whether file names show their extensions (false by default, as on iOS).
    open var shouldShowFileExtensions = false
    /// The folder the chooser starts in (nil: the user's home folder).
    open var directoryURL: URL?

    let contentTypes: [UTType]
    let exportURLs: [URL]
    private var started = false, finished = false
    private var inAppChooser: UINavigationController?

    /// A picker for opening documents of `contentTypes`; with `asCopy`, the app gets copies in
    /// its temporary folder instead of the originals.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportURLs = []
        documentPickerMode = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening documents of `contentTypes` where they are.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting `urls` to a place the user chooses: copied with `asCopy`, else
    /// moved.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportURLs = urls
        documentPickerMode = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for moving `urls` to a place the user chooses.
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }

    @available(*, deprecated, message: "Use init(forOpeningContentTypes:asCopy:)")
    /// The iOS 8–13 form: a picker for documents whose type identifiers are `allowedUTIs`, in
    /// `.import` or `.open` mode.
    public convenience init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        let types = allowedUTIs.map { UTType($0) ?? UTType(exportedAs: $0) }
        self.init(forOpeningContentTypes: types, asCopy: mode != .open)
    }

    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    /// The iOS 8–13 form: a picker exporting (`.exportToService`) or moving (`.moveToService`) `url`.
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(forExporting: [url], asCopy: mode != .moveToService)
    }

    @available(*, deprecated, message: "Use init(forExporting:asCopy:)")
    /// The iOS 11–13 form of `init(url:in:)` for several files.
    public convenience init(urls: [URL], in mode: UIDocumentPickerMode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
    }

    /// Not available: a picker is made with one of the other initializers.
    public required init?(coder: NSCoder) { return nil }

    var request: _UIFileChooserRequest {
        let exporting = documentPickerMode == .exportToService || documentPickerMode == .moveToService
        return _UIFileChooserRequest(mode: exporting ? .export(exportURLs) : .open,
                                     title: exporting ? "Save" : "Open", contentTypes: contentTypes,
                                     allowsMultipleSelection: allowsMultipleSelection, directoryURL: directoryURL)
    }

    /// The in-app chooser when the desktop has none (embedded as soon as the view loads), else a
    /// note that the desktop's chooser is open.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let request = request
        guard !_UIFileChooser.current.canChoose(request) else {
            let note = _UIDesktopFileChooser.makeNote()
            note.frame = view.bounds
            note.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(note)
            return
        }
        let nav = UINavigationController()
        let stack = _UIFileBrowserViewController.stack(to: directoryURL ?? FileManager.default.homeDirectoryForCurrentUser,
                                                        request: request) { [weak self] in self?._finish($0) }
        for case let b as _UIFileBrowserViewController in stack { b.showsExtensions = shouldShowFileExtensions }
        nav.setViewControllers(stack, animated: false)
        addChild(nav)
        nav.view.frame = view.bounds
        nav.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(nav.view)
        nav.didMove(toParent: self)
        inAppChooser = nav
    }

    /// Opens the desktop's chooser once the picker is on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard inAppChooser == nil, !started else { return }
        started = true
        _UIFileChooser.current.choose(request) { [weak self] in self?._finish($0) }
    }

    /// Ends with `urls` (nil: cancelled): files copied or moved as the mode says, the picker
    /// dismissed, then the delegate told.
    func _finish(_ urls: [URL]?) {
        guard !finished else { return }
        finished = true
        let result = urls.map(_transfer)
        let tell: () -> Void = { [self] in
            if let result, !result.isEmpty { delegate?.documentPicker(self, didPickDocumentsAt: result) }
            else { delegate?.documentPickerWasCancelled(self) }
        }
        if presentingViewController != nil { dismiss(animated: true, completion: tell) } else { tell() }
    }

    /// Imports copy into the temporary folder; exports copy or move the app's files to the
    /// chosen places. Returns the URLs the delegate gets (those that worked).
    private func _transfer(_ urls: [URL]) -> [URL] {
        let fm = FileManager.default
        switch documentPickerMode {
        case .open:
            return urls
        case .import:
            let inbox = fm.temporaryDirectory.appendingPathComponent("\(ProcessInfo.processInfo.processName)-Inbox", isDirectory: true)
            try? fm.createDirectory(at: inbox, withIntermediateDirectories: true)
            return urls.compactMap { url in
                let copy = inbox.appendingPathComponent(url.lastPathComponent)
                try? fm.removeItem(at: copy)
                do { try fm.copyItem(at: url, to: copy); return copy } catch {
                    UIKitLog.warning("could not copy \(url.path): \(error)", category: "UIDocumentPickerViewController")
                    return nil
                }
            }
        case .exportToService, .moveToService:
            return zip(exportURLs, urls).compactMap { source, destination in
                guard source.standardizedFileURL != destination.standardizedFileURL else { return destination }
                try? fm.removeItem(at: destination)
                do {
                    if documentPickerMode == .moveToService { try fm.moveItem(at: source, to: destination) }
                    else { try fm.copyItem(at: source, to: destination) }
                    return destination
                } catch {
                    UIKitLog.warning("could not export \(source.path): \(error)", category: "UIDocumentPickerViewController")
                    return nil
                }
            }
        }
    }
}
