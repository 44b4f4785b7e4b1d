//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIImage as an image literal: `#imageLiteral(resourceName: "Logo")` is `UIImage(named: "Logo")`.
//
// The required initializer lives in UIImage's class body (Swift on Linux cannot declare a
// required initializer in an extension); as on iOS, subclasses that add designated initializers
// must provide it.

extension UIImage: _ExpressibleByImageLiteral {
    /// The image an image literal names: `UIImage(named:)`'s, or an empty image with an error
    /// logged when there is none (iOS traps there).
    static func _literalImage(named name: String) -> UIImage? {
        guard let image = UIImage(named: name) else {
            UIKitLog.error("#imageLiteral(resourceName: \"\(name)\"): no image named \"\(name)\" in the main bundle; using an empty image", category: "UIImage")
            return nil
        }
        return image
    }
}
