//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
@testable import UIKitATSPI
import UIKitDBus
import UIKit
import UIKitTesting

/// Three fruit in a collection view, each cell named after its fruit.
@MainActor private final class FruitItems: NSObject, UICollectionViewDataSource {
    let fruit = ["Apples", "Pears", "Plums"]
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruit.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
        cell.isAccessibilityElement = true
        cell.accessibilityLabel = fruit[indexPath.item]
        return cell
    }
}

/// Collection views as a screen reader follows them: an item selected is heard, and the focus
/// follows the selection when it was on one of the items (as in table views).
@MainActor @Suite(.serialized) struct ATSPIListTests {
    @Test func aCollectionViewSelectingAnItemIsHeardAndTheFocusFollows() throws {
        guard PrivateBus.daemonPath != nil else { return }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout)
        list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "fruit")
        let items = FruitItems()
        list.dataSource = items
        list.layoutIfNeeded()
        let served = try ServedViews([list])
        defer { served.stop() }
        let client = served.client
        let pears = served.path("Pears"), plums = served.path("Plums")
        let listPath = try client.property(pears, ATSPI.accessible, "Parent")
        #expect(try client.role(pears) == "list item")

        #expect(try client.call(pears, ATSPI.component, "GrabFocus") == [.boolean(true)])
        _ = client.drainSignals()
        list.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let heard = client.drainSignals { $0.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.first == .string("focused") } }
        #expect(heard.contains { $0.member == "SelectionChanged" && listPath.description.contains($0.path ?? "-") })
        #expect(heard.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.prefix(2) == [.string("selected"), .int32(1)] })
        #expect(heard.contains { $0.member == "StateChanged" && $0.path == plums && $0.body.prefix(2) == [.string("focused"), .int32(1)] })
        #expect(try client.states(plums).contains(.selected))
        #expect(list.cellForItem(at: IndexPath(item: 2, section: 0))?.accessibilityTraits.contains(.selected) == true)
        #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityTraits.contains(.selected) == false)
    }
}
