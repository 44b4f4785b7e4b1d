//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Answers where units of text (characters, words, sentences, paragraphs, lines, the document)
/// begin and end in a `UITextInput` object, for the text input system and for code moving a
/// caret by word or selecting a sentence. `UITextInputStringTokenizer` is the standard one.
///
/// A direction is forward (`.storage(.forward)`, `.layout(.right)`, `.layout(.down)`) or
/// backward (the others).
@preconcurrency @MainActor public protocol UITextInputTokenizer: AnyObject {
    /// The range of the text unit of `granularity` that encloses `position`, looking in
    /// `direction`; nil when there is none.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` is at a boundary of a text unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next position from `position` at a boundary of a text unit of `granularity` in
    /// `direction`; nil when there is none.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether `position` is within a text unit of `granularity` in `direction`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
