//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

/// The desktop's file chooser: `zenity --file-selection` on a graphical session, its filter
/// built from the request's types (their filename extensions and those of their subtypes).
///
/// The freedesktop portal (`org.freedesktop.portal.FileChooser`) answers with a signal sent to
/// the caller's own D-Bus connection, which `gdbus call` closes when it returns (and the portal
/// then drops the request), so it is not reachable through the command-line tools.
@MainActor final class _UIDesktopFileChooser: _UIFileChoosing {
    func canChoose(_ request: _UIFileChooserRequest) -> Bool {
        let env = ProcessInfo.processInfo.environment
        guard env["DISPLAY"] != nil || env["WAYLAND_DISPLAY"] != nil else { return false }
        return _Subprocess.which("zenity") != nil
    }

    func choose(_ request: _UIFileChooserRequest, completion: @escaping @MainActor ([URL]?) -> Void) {
        var args = ["--file-selection", "--title=\(request.title)", "--separator=\n"]
        switch request.mode {
        case .open:
            if request.allowsMultipleSelection { args.append("--multiple") }
            if let dir = request.directoryURL { args.append("--filename=\(dir.path)/") }
            let patterns = Self.patterns(for: request.contentTypes)
            if !patterns.isEmpty {
                args.append("--file-filter=\(request.title) | \(patterns.joined(separator: " "))")
                args.append("--file-filter=All files | *")
            }
        case .export(let urls):
            let dir = request.directoryURL?.path ?? FileManager.default.homeDirectoryForCurrentUser.path
            if urls.count == 1 {
                args += ["--save", "--confirm-overwrite", "--filename=\(dir)/\(urls[0].lastPathComponent)"]
            } else {
                args += ["--directory", "--filename=\(dir)/"]
            }
        }
        let started = _Subprocess.start("zenity", args) { status, output in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let paths = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
                    guard status == 0, !paths.isEmpty else { completion(nil); return }
                    if case .export(let urls) = request.mode, urls.count > 1 {
                        let folder = URL(fileURLWithPath: paths[0], isDirectory: true)
                        completion(urls.map { folder.appendingPathComponent($0.lastPathComponent) })
                    } else {
                        completion(paths.map { URL(fileURLWithPath: $0) })
                    }
                }
            }
        }
        if !started { completion(nil) }
    }

    /// The note a picker shows while the desktop's chooser is open.
    static func makeNote() -> UILabel {
        let note = UILabel()
        note.text = "Choose in the file chooser window"
        note.textAlignment = .center
        note.textColor = .secondaryLabel
        note.backgroundColor = .systemBackground
        return note
    }

    /// Glob patterns (`*.png *.PNG …`) for files of `types` and their known subtypes.
    static func patterns(for types: [UTType]) -> [String] {
        var exts: [String] = []
        for t in _UTKnownTypes.all where types.contains(where: { t.conforms(to: $0) }) {
            for e in t.tags[.filenameExtension] ?? [] where !exts.contains(e) { exts.append(e) }
        }
        return exts.flatMap { ["*.\($0)", "*.\($0.uppercased())"] }
    }
}

/// The system types that have filename extensions, for choosers' filters.
enum _UTKnownTypes {
    static let all: [UTType] = [
        .plainText, .commaSeparatedText, .tabSeparatedText, .rtf, .html, .xml, .yaml, .json, .swiftSource, .cSource,
        .shellScript, .pythonScript, .javaScript, .propertyList, .log, .vCard, .pdf, .epub, .png, .jpeg, .gif, .tiff,
        .bmp, .ico, .svg, .webP, .heif, .heic, .quickTimeMovie, .mpeg, .mpeg4Movie, .avi, .mp3, .mpeg4Audio, .wav,
        .aiff, .midi, .zip, .gzip, .emailMessage,
    ]
}
