//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Image Picker page: `UIImagePickerController` from the photo library (the desktop's file
/// chooser, or the picker's own list of folders and pictures when there is none), the same with
/// `allowsEditing` (the edited image), and the camera, which Linux doesn't have (its button is
/// off). The picked image shows in an image view with its file name and size; the delegate
/// dismisses the picker.
final class ImagePickerPageViewController: CatalogCasesViewController, UIImagePickerControllerDelegate,
                                           UINavigationControllerDelegate {
    let libraryButton = UIButton(configuration: .tinted())
    let editingButton = UIButton(configuration: .tinted())
    let cameraButton = UIButton(configuration: .tinted())
    let imageView = UIImageView()
    let resultLabel = UILabel()

    override func makeCases() -> [CatalogCase] {
        libraryButton.configuration?.title = "Choose a Picture…"
        libraryButton.configuration?.image = UIImage(systemName: "photo.on.rectangle")
        libraryButton.configuration?.imagePadding = 8
        libraryButton.accessibilityIdentifier = "pick.image"
        libraryButton.addAction(UIAction { [unowned self] _ in pick(from: .photoLibrary, editing: false) }, for: .touchUpInside)
        editingButton.configuration?.title = "Choose and Edit…"
        editingButton.configuration?.image = UIImage(systemName: "square.and.pencil")
        editingButton.configuration?.imagePadding = 8
        editingButton.accessibilityIdentifier = "pick.image.editing"
        editingButton.addAction(UIAction { [unowned self] _ in pick(from: .savedPhotosAlbum, editing: true) }, for: .touchUpInside)
        cameraButton.configuration?.title = "Take a Photo…"
        cameraButton.configuration?.image = UIImage(systemName: "camera.fill")
        cameraButton.configuration?.imagePadding = 8
        cameraButton.accessibilityIdentifier = "pick.camera"
        cameraButton.isEnabled = UIImagePickerController.isSourceTypeAvailable(.camera)
        cameraButton.addAction(UIAction { [unowned self] _ in pick(from: .camera, editing: false) }, for: .touchUpInside)

        // (A symbol until a picture comes, at its own size in the middle.)
        imageView.contentMode = .center
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 56)
        imageView.backgroundColor = .tertiarySystemFill
        imageView.layer.cornerRadius = 8
        imageView.clipsToBounds = true
        imageView.image = UIImage(systemName: "photo.fill")
        imageView.tintColor = .tertiaryLabel
        imageView.accessibilityIdentifier = "imagepicker.image"
        let height = imageView.heightAnchor.constraint(equalToConstant: 180)
        height.priority = UILayoutPriority(999)   // (the row is 0 pt high until it sizes itself)
        height.isActive = true
        resultLabel.text = "No picture yet."
        resultLabel.font = .systemFont(ofSize: 15)
        resultLabel.textColor = .secondaryLabel
        resultLabel.textAlignment = .center
        resultLabel.accessibilityIdentifier = "imagepicker.result"
        let chosen = UIStackView(arrangedSubviews: [imageView, resultLabel])
        chosen.axis = .vertical
        chosen.spacing = 8

        return [
            CatalogCase("Photo Library", libraryButton,
                        footer: "The desktop's file chooser opens; without one the picker lists folders and pictures, starting in ~/Pictures."),
            CatalogCase("Editing Allowed", editingButton,
                        footer: "allowsEditing = true: the delegate gets .editedImage too (the whole picture: Linux has no crop editor)."),
            CatalogCase("Camera", cameraButton, footer: "isSourceTypeAvailable(.camera) is false here: there is no camera."),
            CatalogCase("Chosen Picture", chosen, fills: true),
        ]
    }

    /// Presents an image picker on `source`.
    func pick(from source: UIImagePickerController.SourceType, editing: Bool) {
        guard UIImagePickerController.isSourceTypeAvailable(source) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = source
        picker.allowsEditing = editing
        picker.delegate = self
        present(picker, animated: true)
    }

    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        if let image = (info[.editedImage] ?? info[.originalImage]) as? UIImage {
            imageView.image = image
            imageView.contentMode = .scaleAspectFit
            imageView.backgroundColor = .clear
            let name = (info[.imageURL] as? URL)?.lastPathComponent ?? "picture"
            resultLabel.text = "\(name): \(Int(image.size.width)) × \(Int(image.size.height))\(info[.editedImage] == nil ? "" : ", edited")"
            resultLabel.textColor = .label
        }
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        resultLabel.text = "Cancelled."
        resultLabel.textColor = .secondaryLabel
        picker.dismiss(animated: true)
    }
}
