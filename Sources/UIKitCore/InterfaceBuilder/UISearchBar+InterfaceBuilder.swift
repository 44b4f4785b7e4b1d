//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UISearchBar from a document: text, placeholder and prompt (localised), search bar and bar
// styles, translucency, tints, cancel/bookmark/results buttons, scope titles
// (`<scopeButtonTitles><string>…</string></scopeButtonTitles>`) and the field's input traits.

extension UISearchBar {
    /// Called by `init?(coder:)` after the search bar's own set-up.
    func _decodeInterfaceBuilderSearchBar(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        if let t = coder.string("text") { text = t }
        if let p = coder.string("placeholder") { placeholder = p }
        if let p = coder.string("prompt") { prompt = p }
        let styles: [String: Style] = ["default": .default, "prominent": .prominent, "minimal": .minimal]
        if let s = coder.enumeration("searchBarStyle", styles) { searchBarStyle = s }
        let barStyles: [String: UIBarStyle] = ["default": .default, "black": .black]
        if let s = coder.enumeration("barStyle", barStyles) { barStyle = s }
        if let t = coder.bool("translucent") { isTranslucent = t }
        if let c = coder.color("barTintColor") { barTintColor = c }
        if let i = coder.image("backgroundImage") { backgroundImage = i }
        if let s = coder.bool("showsCancelButton") { showsCancelButton = s }
        if let s = coder.bool("showsBookmarkButton") { showsBookmarkButton = s }
        if let s = coder.bool("showsSearchResultsButton") { showsSearchResultsButton = s }
        if let s = coder.bool("showsScopeBar") { showsScopeBar = s }
        if let list = coder.element.child(key: "scopeButtonTitles") ?? coder.element.child(named: "scopeButtonTitles") {
            scopeButtonTitles = list.children(named: "string").enumerated().map { index, s in
                coder.context.localized(s.attribute("value") ?? s.text, objectID: coder.objectID, property: "scopeButtonTitles[\(index)]")
            }
        }
        if let i = coder.int("selectedScopeButtonIndex") { selectedScopeButtonIndex = i }
        _UIIBTextInputTraits(coder)?.apply(to: searchTextField)
    }
}
