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

    // The protocols' optional methods, overridable as on iOS (`override func
    // collectionView(_:didSelectItemAt:)`). Each does what the protocol's default does.

    // MARK: UICollectionViewDataSource (optional)

    /// Not implemented: the collection view logs iOS's exception and shows an empty view.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView._defaultAnswered = true
        return UICollectionReusableView()
    }
    /// True when `collectionView(_:moveItemAt:to:)` is implemented.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        collectionView._defaultAnswered = true
        return false
    }
    /// Does nothing (not implemented: items can't move).
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView._defaultAnswered = true
    }
    /// No index titles.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    /// The first item.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: 0)
    }

    // MARK: UICollectionViewDelegate

    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Nil.
    open func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout? { nil }
    /// The proposed index path.
    open func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    /// The proposed offset.
    open func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// True.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    /// Nil (no menu).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Nil (no menu).
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}
    /// False.
    open func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to follow the collection view's scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing (the collection view does not zoom).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the user started dragging the collection view.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn where a drag will come to rest (or change it).
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing; override to learn that the user lifted the finger.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to learn that the collection view is coasting after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the collection view came to rest after a drag.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that an animated scroll (`setContentOffset(_:animated:)`) ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// nil: the collection view does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing (the collection view does not zoom).
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing (the collection view does not zoom).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True: a scroll-to-top gesture scrolls the collection view to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing; override to learn that a scroll-to-top finished.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the collection view's adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
