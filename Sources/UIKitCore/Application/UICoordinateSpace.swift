//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// A space with bounds that points and rectangles convert into and out of: a screen, or a
/// window scene's area (`UIWindowScene.coordinateSpace`).
@preconcurrency @MainActor public protocol UICoordinateSpace: AnyObject {
    /// The space's rectangle.
    var bounds: CGRect { get }
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UIScreen: UICoordinateSpace {
    /// Screen points are the space every window's origin is in: the same points here.
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint { point }
    /// Screen points are the space every window's origin is in: the same points here.
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint { point }
    /// Screen points are the space every window's origin is in: the same rectangle here.
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect { rect }
    /// Screen points are the space every window's origin is in: the same rectangle here.
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect { rect }
}
