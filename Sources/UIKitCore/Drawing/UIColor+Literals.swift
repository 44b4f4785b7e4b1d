//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// UIColor as a colour literal: `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)` is
// `UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)`.
extension UIColor: _ExpressibleByColorLiteral {}
