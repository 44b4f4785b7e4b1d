//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view made by a content configuration; setting `configuration` restyles it in place so a
/// reused cell keeps its content view.
@preconcurrency @MainActor public protocol UIContentView: AnyObject {
    /// The configuration the view shows; setting it restyles the view in place.
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: when it is of the same type as
    /// the current one).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// By default true when `configuration` is of the same type as the current one.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
