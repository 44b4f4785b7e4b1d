//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// Storyboard references (`<viewControllerPlaceholder storyboardName= referencedIdentifier=>`):
// a segue or relationship whose destination is a reference makes the referenced storyboard's
// controller (its initial one, or the one with `referencedIdentifier`) from that storyboard, in
// the same bundle, so its `storyboard` is the referenced one. Without `storyboardName` the
// reference points into the same storyboard. A missing storyboard logs iOS's message (from
// `UIStoryboard(name:bundle:)`) and makes nothing.

extension UIStoryboard {
    /// How many references are being followed (a chain of references that loops is refused).
    @MainActor private static var _referenceDepth = 0

    /// The controller the storyboard reference `element` stands for, or nil (logged).
    func _instantiateReference(_ element: IBElement) -> UIViewController? {
        let name = element.attribute("storyboardName").flatMap { $0.isEmpty ? nil : $0 }
        let identifier = element.attribute("referencedIdentifier").flatMap { $0.isEmpty ? nil : $0 }
        guard UIStoryboard._referenceDepth < 16 else {
            UIKitLog.error("\(_name).storyboard (object \(element.id ?? "?")): storyboard references lead back to themselves; nothing is made", category: "UIStoryboard")
            return nil
        }
        UIStoryboard._referenceDepth += 1
        defer { UIStoryboard._referenceDepth -= 1 }
        let storyboard = name.map { UIStoryboard(name: $0, bundle: _bundle) } ?? self
        guard let document = storyboard._document else { return nil }
        if let identifier {
            guard let target = storyboard._element(identifier: identifier) else { return nil }
            return storyboard._instantiateController(target)
        }
        guard name != nil, let initial = document.initialViewController else {
            UIKitLog.error("\(_name).storyboard (object \(element.id ?? "?")): the storyboard reference names \(name.map { "\($0).storyboard, which has no initial view controller" } ?? "neither a storyboard nor a referenced identifier"); nothing is made", category: "UIStoryboard")
            return nil
        }
        return storyboard._instantiateController(initial)
    }
}
