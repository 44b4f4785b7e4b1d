//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Colour names deprecated in iOS 7 and 13 that the SDK still has, so that older code compiles
// (with a deprecation warning, as with Apple's SDK) and draws as it does on iOS 13+.

extension UIColor {
    /// The background of a grouped table view. Deprecated in iOS 13: the same colour as
    /// `systemGroupedBackground`.
    @available(*, deprecated, message: "Use systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { .systemGroupedBackground }

    /// The back of a flipped view (iOS 2–6's dark grey ⚠). Deprecated in iOS 7.
    @available(*, deprecated, message: "No longer a system colour: use a colour of your own")
    public static var viewFlipsideBackground: UIColor { UIColor(red: 0.121569, green: 0.129412, blue: 0.141176, alpha: 1) }

    /// The textured background behind a scroll view's content (iOS 3.2–6's grey, without the
    /// linen texture ⚠). Deprecated in iOS 7.
    @available(*, deprecated, message: "No longer a system colour: use a colour of your own")
    public static var scrollViewTexturedBackground: UIColor { UIColor(red: 0.435294, green: 0.443137, blue: 0.474510, alpha: 1) }

    /// The background under a curled page (iOS 5–6's grey, without the linen texture ⚠).
    /// Deprecated in iOS 7.
    @available(*, deprecated, message: "No longer a system colour: use a colour of your own")
    public static var underPageBackground: UIColor { UIColor(red: 0.709804, green: 0.717647, blue: 0.745098, alpha: 1) }
}
