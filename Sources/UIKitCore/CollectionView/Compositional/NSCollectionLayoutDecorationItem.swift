//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A decoration view of a compositional section, such as its background.
///
/// The view comes from the class registered with `register(_:forDecorationViewOfKind:)` on the
/// layout. While a section has decoration items, its other elements are promoted to z-index 1.
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind the view was registered for.
    public let elementKind: String
    /// The z-index of the decoration view (default 0).
    open var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    /// A decoration item filling its section (inset by its `contentInsets`), behind the cells.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
