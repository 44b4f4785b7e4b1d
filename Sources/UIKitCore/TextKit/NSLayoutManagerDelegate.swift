//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a layout manager tells its delegate: layout of a container completed, layout was
/// invalidated, a container's size changed. Every method is optional. The line and paragraph
/// spacing hooks of iOS's protocol are not asked on Linux (see the porting table).
@preconcurrency @MainActor public protocol NSLayoutManagerDelegate: NSObjectProtocol {
    /// Layout of `textContainer` completed (`atEnd`: the text ended in it).
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// The layout was invalidated (the text or a container changed).
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// `textContainer`'s size changed from `oldSize`.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
}

extension NSLayoutManagerDelegate {
    /// Does nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    /// Does nothing.
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    /// Does nothing.
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
}
