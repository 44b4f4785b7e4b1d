//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

/// The chooser drawn in the app, when the desktop has none: one folder's contents in a table
/// (folders first, then the files of the request's types; hidden files left out), a folder's
/// row opening it, a file's row choosing it (or, with multiple selection, ticking it for Open).
/// Exporting saves into the folder shown. Cancel ends without a choice.
final class _UIFileBrowserViewController: UITableViewController {
    let request: _UIFileChooserRequest
    let folder: URL
    /// Called once with the choice (nil: cancelled); shared by the controllers of one chooser.
    let onFinish: ([URL]?) -> Void
    private(set) var folders: [URL] = []
    private(set) var files: [URL] = []
    private var ticked: [URL] = []
    private let cellID = "file"

    init(folder: URL, request: _UIFileChooserRequest, onFinish: @escaping ([URL]?) -> Void) {
        self.folder = folder.standardizedFileURL
        self.request = request
        self.onFinish = onFinish
        super.init(style: .plain)
        title = folder.path == "/" ? "/" : folder.lastPathComponent
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.onFinish(nil)
        })
        navigationItem.leftItemsSupplementBackButton = true   // back to the enclosing folder, and Cancel
        switch request.mode {
        case .open where request.allowsMultipleSelection:
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Open", primaryAction: UIAction { [weak self] _ in
                guard let self, !self.ticked.isEmpty else { return }
                self.onFinish(self.ticked)
            })
            navigationItem.rightBarButtonItem?.isEnabled = false
        case .open: break
        case .export(let urls):
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.onFinish(urls.map { self.folder.appendingPathComponent($0.lastPathComponent) })
            })
        }
        load()
    }

    required init?(coder: NSCoder) { return nil }

    /// The controllers from `start`'s top folder (the home folder when `start` is inside it,
    /// else `/`) down to `start`, for a navigation stack whose back buttons go up.
    static func stack(to start: URL, request: _UIFileChooserRequest, onFinish: @escaping ([URL]?) -> Void) -> [UIViewController] {
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        var chain: [URL] = []
        var url = start.standardizedFileURL
        while chain.count < 8 {
            chain.insert(url, at: 0)
            if url.path == home || url.path == "/" { break }
            url = url.deletingLastPathComponent().standardizedFileURL
        }
        return chain.map { _UIFileBrowserViewController(folder: $0, request: request, onFinish: onFinish) }
    }

    private func load() {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let entries = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys,
                                                                    options: [.skipsHiddenFiles])) ?? []
        let sorted = entries.sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
        folders = sorted.filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
        files = sorted.filter { !folders.contains($0) && request.accepts($0) }
    }

    /// The name shown for a file (without its extension unless the picker shows them).
    var showsExtensions = true

    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? folders.count : files.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: cellID) ?? UITableViewCell(style: .default, reuseIdentifier: cellID)
        let url = indexPath.section == 0 ? folders[indexPath.row] : files[indexPath.row]
        let name = indexPath.section == 0 || showsExtensions ? url.lastPathComponent : url.deletingPathExtension().lastPathComponent
        cell.textLabel?.text = name
        cell.accessibilityLabel = name
        cell.imageView?.image = UIImage(systemName: indexPath.section == 0 ? "folder" : "doc")
        cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : ticked.contains(url) ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == 0 {
            let next = _UIFileBrowserViewController(folder: folders[indexPath.row], request: request, onFinish: onFinish)
            next.showsExtensions = showsExtensions
            navigationController?.pushViewController(next, animated: true)
            return
        }
        let url = files[indexPath.row]
        guard request.allowsMultipleSelection else { onFinish([url]); return }
        if let i = ticked.firstIndex(of: url) { ticked.remove(at: i) } else { ticked.append(url) }
        navigationItem.rightBarButtonItem?.isEnabled = !ticked.isEmpty
        tableView.cellForRow(at: indexPath)?.accessoryType = ticked.contains(url) ? .checkmark : .none
    }
}
