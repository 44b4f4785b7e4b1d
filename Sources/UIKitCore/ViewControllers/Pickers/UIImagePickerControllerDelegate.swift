//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Told what the user picked in a `UIImagePickerController`. Its methods are optional.
@preconcurrency @MainActor public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or a movie: `info` has `.mediaType`, and `.originalImage` with
    /// `.imageURL` for an image (`.editedImage` too with `allowsEditing`), `.mediaURL` for a
    /// movie. Dismiss the picker here.
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled. By default the picker dismisses itself.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Does nothing (the picker stays until the app dismisses it).
    public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {}
    /// Dismisses the picker, as iOS does when the delegate does not implement this.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}
