//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A height a sheet rests at (iOS 15): the system's `.medium()` and `.large()`, or (iOS 16)
/// `.custom(identifier:resolver:)` with a height you compute.
///
/// Heights (detent values) are measured from the bottom safe-area edge up to the sheet's top.
extension UISheetPresentationController {
    /// One detent: an identifier and how its height is found.
    @preconcurrency @MainActor public final class Detent: NSObject {
        /// Names a detent (`selectedDetentIdentifier`, `largestUndimmedDetentIdentifier`).
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// Apple's string: "com.apple.UIKit.medium", "com.apple.UIKit.large", or yours.
            public let rawValue: String
            /// Wraps `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Wraps `rawValue`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's identifier.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's identifier.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// What a custom detent's resolver is told.
        public typealias ResolutionContext = UISheetPresentationControllerDetentResolutionContext

        /// The detent's identifier (iOS 16).
        public let identifier: Identifier
        let _resolver: @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        init(identifier: Identifier, resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self._resolver = resolver
            super.init()
        }

        /// About half the height of the large detent.
        public static func medium() -> Detent {
            // ⚠ Unsourced: iOS's medium detent is "approximately half the height of the screen".
            Detent(identifier: .medium) { ($0.maximumDetentValue / 2).rounded() }
        }

        /// The full height a sheet can take.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` computes (nil: the detent is inactive). Without an
        /// identifier, a unique one is made.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom." + UUID().uuidString), resolver: resolver)
        }

        /// This detent's height in `context` (nil when it is inactive) (iOS 16).
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let v = _resolver(context), v.isFinite else { return nil }
            return min(max(0, v), context.maximumDetentValue)
        }
    }
}

/// What a custom detent's resolver is told: the container's traits and the largest height a
/// detent can have.
@preconcurrency @MainActor public protocol UISheetPresentationControllerDetentResolutionContext {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The large detent's height (the most a detent can be).
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor struct _UISheetDetentContext: UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
}

extension UISheetPresentationController {
    /// The large detent's height: from under the top safe area to the bottom safe-area edge.
    var _maximumDetentValue: CGFloat {
        guard let c = containerView else { return 0 }
        return max(0, c.bounds.height - _sheetTop - c.safeAreaInsets.bottom)
    }

    /// The active detents with their heights, smallest first (at least one: `.large()`).
    var _resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let ctx = _UISheetDetentContext(containerTraitCollection: traitCollection, maximumDetentValue: _maximumDetentValue)
        var out: [(identifier: Detent.Identifier, value: CGFloat)] = []
        for d in detents where !out.contains(where: { $0.identifier == d.identifier }) {
            if let v = d.resolvedValue(in: ctx) { out.append((d.identifier, v)) }
        }
        if out.isEmpty { out = [(.large, ctx.maximumDetentValue)] }
        return out.sorted { $0.value < $1.value }
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    var _currentDetent: (identifier: Detent.Identifier, value: CGFloat) {
        let ds = _resolvedDetents
        if let id = selectedDetentIdentifier, let d = ds.first(where: { $0.identifier == id }) { return d }
        return ds[0]
    }
}
