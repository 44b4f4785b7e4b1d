//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UniformTypeIdentifiers

/// Picks an image (or a movie) from the user's files: the desktop's file chooser (`zenity`)
/// when there is one, else a chooser drawn in the picker (folders and images in a table,
/// starting in `~/Pictures`). There is no camera on Linux (`isSourceTypeAvailable(.camera)` is
/// false). Set `delegate` (an object adopting `UIImagePickerControllerDelegate` and
/// `UINavigationControllerDelegate`) and present the picker.
///
/// ```swift
/// let picker = UIImagePickerController()
/// picker.delegate = self
/// present(picker, animated: true)
/// // imagePickerController(_:didFinishPickingMediaWithInfo:): info[.originalImage] as? UIImage
/// ```
@preconcurrency @MainActor open class UIImagePickerController: UINavigationController {
    /// Where the picker takes media from (Apple's raw values).
    public enum SourceType: Int, Sendable {
        /// The user's pictures (files on Linux).
        case photoLibrary = 0
        /// The camera (not available on Linux).
        case camera = 1
        /// The saved photos album (the user's pictures folder on Linux).
        case savedPhotosAlbum = 2
    }

    /// Keys of the info dictionary given to `imagePickerController(_:didFinishPickingMediaWithInfo:)`
    /// (Apple's raw values).
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The raw value.
        public var rawValue: String
        /// The key with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The media's type identifier (`"public.image"` or `"public.movie"`), a `String`.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image as it is, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's edit (with `allowsEditing`; the whole image on Linux), a `UIImage`.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edit's crop rectangle (not given on Linux).
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The picked movie's file URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset library URL (deprecated; not given on Linux).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// A new photo's metadata (camera only; not given on Linux).
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A Live Photo (not given on Linux).
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The photo library asset (not given on Linux).
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The picked image's file URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether the picker can use `sourceType` here: the library and saved photos, not the camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

    /// The media types `sourceType` offers (`"public.image"`, `"public.movie"`), nil for an
    /// unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier, UTType.movie.identifier] : nil
    }

    /// Where media come from (`.photoLibrary` by default); an unavailable source is refused.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            UIKitLog.error("Source type \(sourceType.rawValue) not available", category: "UIImagePickerController")
            sourceType = oldValue
        }
    }
    /// The type identifiers offered (`["public.image"]` by default); an empty list or one
    /// without an available type is refused.
    open var mediaTypes: [String] = [UTType.image.identifier] {
        didSet {
            let available = Self.availableMediaTypes(for: sourceType) ?? []
            guard !mediaTypes.contains(where: available.contains) else { return }
            UIKitLog.error("No available types for source \(sourceType.rawValue)", category: "UIImagePickerController")
            mediaTypes = oldValue
        }
    }
    /// Whether the user may crop the picked image (false by default; Linux offers no editor, so
    /// `.editedImage` is the whole image).
    open var allowsEditing = false

    private var started = false, finished = false, usesInAppChooser = false

    var request: _UIFileChooserRequest {
        let types = mediaTypes.compactMap { UTType($0) }
        return _UIFileChooserRequest(mode: .open, title: types.contains(.movie) && types.contains(.image) ? "Photos and Videos" : types.contains(.movie) ? "Videos" : "Photos",
                                     contentTypes: types, allowsMultipleSelection: false, directoryURL: Self.picturesFolder)
    }

    /// `~/Pictures` when it exists, else the home folder.
    static var picturesFolder: URL {
        let home = FileManager.default.homeDirectoryForCurrentUser
        let pictures = home.appendingPathComponent("Pictures", isDirectory: true)
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: pictures.path, isDirectory: &isDir) && isDir.boolValue ? pictures : home
    }

    /// The navigation stack: the in-app chooser when the desktop has none, else a note that
    /// the desktop's chooser is open.
    open override func viewDidLoad() {
        super.viewDidLoad()
        let request = request
        if _UIFileChooser.current.canChoose(request) {
            let note = UIViewController()
            note.title = request.title
            note.view = _UIDesktopFileChooser.makeNote()
            setViewControllers([note], animated: false)
        } else {
            usesInAppChooser = true
            let stack = _UIFileBrowserViewController.stack(to: request.directoryURL ?? Self.picturesFolder, request: request) { [weak self] in
                self?._finish($0)
            }
            setViewControllers(stack, animated: false)
        }
    }

    /// Opens the desktop's chooser once the picker is on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !usesInAppChooser, !started else { return }
        started = true
        _UIFileChooser.current.choose(request) { [weak self] in self?._finish($0) }
    }

    /// Ends with the chosen file (nil: cancelled): the delegate gets the media's info, or is told
    /// of the cancel (which dismisses the picker unless the delegate does otherwise).
    func _finish(_ urls: [URL]?) {
        guard !finished || urls == nil else { return }
        let imageDelegate = delegate as? any UIImagePickerControllerDelegate
        guard let url = urls?.first, let info = Self.info(for: url, allowsEditing: allowsEditing) else {
            if let first = urls?.first {
                UIKitLog.warning("\(first.path) is not an image or movie the picker can read", category: "UIImagePickerController")
                if usesInAppChooser { return }   // the user can choose again
            }
            if let imageDelegate { imageDelegate.imagePickerControllerDidCancel(self) } else { dismiss(animated: true) }
            return
        }
        finished = true
        imageDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// The info dictionary for a picked file, or nil when it is neither a readable image nor a movie.
    static func info(for url: URL, allowsEditing: Bool) -> [InfoKey: Any]? {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        if type.conforms(to: .movie) {
            return [.mediaType: UTType.movie.identifier, .mediaURL: url]
        }
        guard let image = UIImage(contentsOfFile: url.path) else { return nil }
        var info: [InfoKey: Any] = [.mediaType: UTType.image.identifier, .originalImage: image, .imageURL: url]
        if allowsEditing { info[.editedImage] = image }
        return info
    }
}
