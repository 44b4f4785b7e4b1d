//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// C's `HUGE` (math.h, `MAXFLOAT`): the largest finite `Float`, 3.40282347e+38.
///
/// Darwin imports it from math.h; Glibc's module does not export it, so iOS code such as
/// `CGFloat(HUGE)` or `CGSize(width: 200, height: CGFloat(HUGE))` would not compile on Linux
/// without this.
public var HUGE: Float { Float.greatestFiniteMagnitude }
