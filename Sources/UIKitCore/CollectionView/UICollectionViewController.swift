//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view controller whose view is a collection view, and which is its data source and delegate:
/// override `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)`.
@preconcurrency @MainActor open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var _initialLayout: UICollectionViewLayout
    private var _hasReloadedOnce = false

    /// Deselects the selected items each time the collection view appears (true by default).
    open var clearsSelectionOnViewWillAppear = true
    /// Whether a navigation controller's transition between two collection view controllers
    /// animates the layout (stored; false by default).
    open var useLayoutToLayoutNavigationTransitions = false
    /// Whether a `UICollectionViewDataSourcePrefetching` controller gets prefetching (stored).
    open var installsStandardGestureForInteractiveMovement = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        _initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from an Interface Builder archive (a flow layout).
    public required init?(coder: NSCoder) {
        _initialLayout = UICollectionViewLayout()   // (archives: the layout comes with Interface Builder support)
        super.init(coder: coder)
    }

    /// The collection view, which is also `view`.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? _initialLayout }

    /// Makes the collection view, with this controller as its data source and delegate.
    open override func loadView() {
        if _loadViewFromStoryboard(), let cv = view as? UICollectionView {
            if cv.dataSource == nil { cv.dataSource = self }
            if cv.delegate == nil { cv.delegate = self }
            return
        }
        let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: _initialLayout)
        cv.dataSource = self
        cv.delegate = self
        view = cv
    }

    /// Reloads once, and clears the selection (`clearsSelectionOnViewWillAppear`).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let cv = collectionView else { return }
        if !_hasReloadedOnce {
            _hasReloadedOnce = true
            cv.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let items = cv.indexPathsForSelectedItems {
            for p in items { cv.deselectItem(at: p, animated: animated) }
        }
    }

    /// Turns the collection view's editing mode on or off with the controller's.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    // MARK: UICollectionViewDataSource (override these)

    /// No items unless overridden.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Override to give cells; the base logs and returns a plain cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UIKitLog.error("UICollectionViewController: collectionView(_:cellForItemAt:) is not overridden; a plain cell is shown", category: "UICollectionView")
        return UICollectionViewCell(frame: .zero)
    }

    /// One section unless overridden.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
