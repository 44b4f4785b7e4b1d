//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// One axis of a compositional layout element's size: a fraction of its container, absolute
/// points, an estimate that self-sizing replaces, or (iOS 17) an estimate shared by siblings.
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable { case fractionalWidth, fractionalHeight, absolute, estimated, uniform }
    let kind: Kind
    let value: CGFloat

    init(kind: Kind, value: CGFloat) {
        self.kind = kind
        if !value.isFinite || value < 0 {
            UIKitLog.warning("NSCollectionLayoutDimension: invalid dimension \(value); using 0", category: "UICollectionViewCompositionalLayout")
            self.value = 0
        } else {
            self.value = value
        }
        super.init()
    }

    /// A dimension that is a fraction of the container's width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, value: fractionalWidth)
    }
    /// A dimension that is a fraction of the container's height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, value: fractionalHeight)
    }
    /// A dimension of a fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, value: absoluteDimension)
    }
    /// A dimension laid out with an estimate first, then with the size the view reports (self-sizing).
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, value: estimatedDimension)
    }
    /// A self-sized dimension that is the same for all siblings: the largest size any of them reports (iOS 17).
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniform, value: estimatedDimension)
    }

    /// True for a fraction of the container's width.
    open var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// True for a fraction of the container's height.
    open var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// True for an absolute number of points.
    open var isAbsolute: Bool { kind == .absolute }
    /// True for an estimated (self-sizing) dimension.
    open var isEstimated: Bool { kind == .estimated }
    /// True for a dimension shared across siblings (iOS 17).
    open var isUniformAcrossSiblings: Bool { kind == .uniform }
    /// The fraction, the points or the estimate, depending on the kind of dimension.
    open var dimension: CGFloat { value }

    /// True for self-sizing dimensions (estimated and uniform).
    var selfSizing: Bool { kind == .estimated || kind == .uniform }

    /// The dimension in points within a container of the given size.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return container.width * value
        case .fractionalHeight: return container.height * value
        case .absolute, .estimated, .uniform: return value
        }
    }

    /// A copy of the dimension.
    open func copy(with zone: NSZone? = nil) -> Any { NSCollectionLayoutDimension(kind: kind, value: value) }
    /// A textual description of the dimension, for debugging.
    open override var description: String {
        let name: String
        switch kind {
        case .fractionalWidth: name = "fractionalWidth"
        case .fractionalHeight: name = "fractionalHeight"
        case .absolute: name = "absolute"
        case .estimated: name = "estimated"
        case .uniform: name = "uniformAcrossSiblings"
        }
        return "NSCollectionLayoutDimension(\(name): \(value))"
    }
}
