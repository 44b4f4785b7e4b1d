//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UISegmentedControl from a document: `<segments><segment title="…" image="…"/></segments>`,
// the selected segment, momentary mode, width apportioning and the selected tint.

extension UISegmentedControl {
    /// Called by `init?(coder:)` after the control's own set-up: segments, then the selection.
    func _decodeInterfaceBuilderSegmentedControl(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        if let list = coder.element.child(named: "segments") {
            for (index, segment) in list.children(named: "segment").enumerated() {
                let sub = _UINibDecoder(element: segment, context: coder.context)
                let title = segment.attribute("title").map {
                    coder.context.localized($0, objectID: coder.objectID, property: "segmentTitles[\(index)]")
                }
                if let image = sub.image("image") {
                    insertSegment(with: image, at: numberOfSegments, animated: false)
                    if let title, !title.isEmpty { setTitle(title, forSegmentAt: index) }
                } else {
                    insertSegment(withTitle: title ?? "", at: numberOfSegments, animated: false)
                }
                if sub.bool("enabled") == false { setEnabled(false, forSegmentAt: index) }
                if let w = sub.cgFloat("width"), w > 0 { setWidth(w, forSegmentAt: index) }
            }
        }
        if let m = coder.bool("momentary") { isMomentary = m }
        if let a = coder.bool("apportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = a }
        if let c = coder.color("selectedSegmentTintColor") { selectedSegmentTintColor = c }
        if let i = coder.int("selectedSegmentIndex") {
            if i < numberOfSegments { selectedSegmentIndex = i } else if i >= 0 {
                coder.report("selectedSegmentIndex \(i) is beyond the \(numberOfSegments) segments; nothing selected")
            }
        }
    }
}
