//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The stack views page (to be filled in): a case per variant, as Apple's UIKitCatalog shows them.
final class StackViewsViewController: CatalogCasesViewController {
    override func makeCases() -> [CatalogCase] { [] }
}
