//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `UIImagePickerController`: the picked file reaching the delegate as an image with Apple's
/// info keys, cancelling (and the default dismissal), the in-app chooser, no camera.
@MainActor @Suite(.serialized) struct ImagePickerTests {
    final class Delegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var infos: [[UIImagePickerController.InfoKey: Any]] = []
        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            infos.append(info)
            picker.dismiss(animated: true)
        }
    }

    static func present(_ picker: UIImagePickerController, answer: UIKitTestHost.FileChooserAnswer) -> (UIKitTestHost, UIViewController) {
        let root = UIViewController()
        let host = UIKitTestHost(viewController: root)
        host.fileChooserAnswer = answer
        root.present(picker, animated: true)
        host.runUntilIdle()
        return (host, root)
    }

    @Test func aPickedImageArrivesWithApplesInfoKeys() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        picker.allowsEditing = true
        let (host, root) = Self.present(picker, answer: .choose([folder.file("red.png")]))
        let info = try #require(delegate.infos.first)
        let image = try #require(info[.originalImage] as? UIImage)
        #expect(image.size == CGSize(width: 30, height: 20))
        #expect(info[.editedImage] is UIImage)
        #expect(info[.mediaType] as? String == "public.image")
        #expect(info[.imageURL] as? URL == folder.file("red.png"))
        #expect(root.presentedViewController == nil)
        #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
        host.invalidate()
    }

    @Test func cancelDismissesThePickerWhenTheDelegateDoesNotHandleIt() {
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        let (host, root) = Self.present(picker, answer: .cancel)
        #expect(delegate.infos.isEmpty)
        #expect(root.presentedViewController == nil)
        host.invalidate()
    }

    @Test func theInAppChooserPicksAnImageByTaps() throws {
        let folder = try PickerFolder()
        defer { folder.remove() }
        let picker = UIImagePickerController()
        let delegate = Delegate()
        picker.delegate = delegate
        // The in-app chooser starts in ~/Pictures; open the temporary folder through the stack.
        let (host, _) = Self.present(picker, answer: .useInAppChooser)
        picker.setViewControllers(_UIFileBrowserViewController.stack(to: folder.url, request: picker.request) { [weak picker] in
            picker?._finish($0)
        }, animated: false)
        host.runUntilIdle()
        #expect(host.view(withAccessibilityLabel: "notes.txt") == nil)
        host.tap(try #require(host.view(withAccessibilityLabel: "red.png")))
        host.runUntilIdle()
        #expect((delegate.infos.first?[.originalImage] as? UIImage)?.size == CGSize(width: 30, height: 20))
        host.invalidate()
    }

    @Test func thereIsNoCamera() {
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
        let picker = UIImagePickerController()
        #expect(picker.sourceType == .photoLibrary && picker.mediaTypes == ["public.image"] && !picker.allowsEditing)
        UIKitLog.clearRecentMessages()
        picker.sourceType = .camera
        #expect(picker.sourceType == .photoLibrary)
        #expect(UIKitLog.didLog("Source type 1 not available"))
    }
}
