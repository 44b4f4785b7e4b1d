//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a text view asks and tells its delegate: should/did begin editing,
/// `shouldChangeTextIn` before each user change (Return arrives as "\n"), did change after it
/// (user changes only), did change selection, should/did end editing, and whether a tapped link
/// opens. Every method is optional (the extension answers as iOS does); a text view is a scroll
/// view, so its delegate also hears scrolling.
@preconcurrency @MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end (true); false keeps the view first responder.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a user change of `range` (UTF-16, in the current text) to `text` may happen (true).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called for changes made in code).
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a tapped link opens (true: `UIApplication.open`); the interaction says how.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The pre-iOS 10 form; the default of the form above calls it.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
}

extension UITextViewDelegate {
    /// True: editing may begin.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// True: editing may end.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// True: the change happens.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// Calls the form without the interaction.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool {
        self.textView(textView, shouldInteractWith: URL, in: characterRange)
    }
    /// True: the link opens.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool { true }
}
