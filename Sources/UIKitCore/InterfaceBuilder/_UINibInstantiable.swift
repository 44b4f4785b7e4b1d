//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// `<customObject customClass="…">`: an object of the app's own class (a data source, a
// controller-like helper) that a document makes. iOS makes it with `init()` through the
// Objective-C runtime; Swift on Linux can only call an initializer a protocol requires, so the
// class adopts `_UINibInstantiable` (the one change a ported class needs; docs/PORTING.md).

/// A class Interface Builder documents can make as a `<customObject>`, with `init()`. Outlets
/// from the object are set (through `setValue(_:forKey:)`), and `awakeFromNib` sent, only when
/// it is a `UIResponder`. A non-final class needs a `required init()`.
@MainActor public protocol _UINibInstantiable: AnyObject {
    /// Makes the object a document's `<customObject>` stands for.
    init()
}
