//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The width and height dimensions of a compositional layout element.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject, @preconcurrency NSCopying {
    /// The width dimension.
    open private(set) var widthDimension: NSCollectionLayoutDimension
    /// The height dimension.
    open private(set) var heightDimension: NSCollectionLayoutDimension

    /// A size made of the given width and height dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in points within a container (self-sizing dimensions give their estimates).
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }

    /// A copy of the size.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutSize(widthDimension: widthDimension, heightDimension: heightDimension) }
    /// A textual description of the size, for debugging.
    open override var description: String { "NSCollectionLayoutSize(width: \(widthDimension), height: \(heightDimension))" }
}
