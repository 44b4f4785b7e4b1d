//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The environment a section provider lays a section out in: its container and traits.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// The container the section lays out in.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The size of the area a compositional section lays out in, before and after its content insets.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size left inside `contentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The container's content insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The content insets actually applied.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// The toolkit's container: a size and insets.
final class _CompositionalContainer: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    init(contentSize: CGSize, contentInsets: NSDirectionalEdgeInsets) {
        self.contentSize = contentSize; self.contentInsets = contentInsets
        super.init()
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
}

/// The toolkit's environment: a container and traits.
final class _CompositionalEnvironment: NSObject, NSCollectionLayoutEnvironment {
    let container: NSCollectionLayoutContainer
    let traitCollection: UITraitCollection
    init(container: NSCollectionLayoutContainer, traitCollection: UITraitCollection) {
        self.container = container; self.traitCollection = traitCollection
        super.init()
    }
}
