//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Written as code was written against the earlier releases' text API. Do not modernise: these
// files guard that such code keeps compiling (see README.md beside this file).

import Testing
import UIKit
import UIKitTesting

/// A search field subclass of the earlier release: `tokenBackgroundColor` was `UIColor?` (it is
/// Apple's `UIColor!` now), overridden here with the old type.
@MainActor final class EarlierReleaseSearchField: UISearchTextField {
    var colourSets = 0
    override var tokenBackgroundColor: UIColor? {
        get { super.tokenBackgroundColor }
        set { colourSets += 1; super.tokenBackgroundColor = newValue }
    }
}

/// Text API whose declarations moved or changed while keeping their form: tokens, the document's
/// start, a container made by size.
@MainActor struct EarlierReleaseTextTests {
    @Test func tokensAndTheirColourAsEarlierCodeSetThem() {
        let field = EarlierReleaseSearchField(frame: CGRect(x: 0, y: 0, width: 300, height: 36))
        field.tokens = [UISearchToken(icon: nil, text: "Fruit")]
        let colour: UIColor? = .systemRed
        field.tokenBackgroundColor = colour
        let read: UIColor? = field.tokenBackgroundColor
        #expect(field.tokens.count == 1)
        #expect(read === colour && field.colourSets == 1)
        field.tokenBackgroundColor = nil
        #expect(field.tokenBackgroundColor == nil)
    }

    @Test func theDocumentStartAndAContainerBySize() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "abc"
        let start: UITextPosition = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 3)
        let container = NSTextContainer(size: CGSize(width: 120, height: 40))
        #expect(container.size == CGSize(width: 120, height: 40))
        #expect(container.lineFragmentPadding == 5)
    }
}
