//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A view controller whose view is a table, and which is the table's data source and delegate.
@preconcurrency @MainActor open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let _style: UITableView.Style
    var _hasReloadedOnce = false

    /// Deselects the selected rows (animated) each time the table appears. Defaults to true.
    open var clearsSelectionOnViewWillAppear = true

    /// A table controller whose table has the given style.
    public init(style: UITableView.Style) {
        _style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(style: .plain)
    }

    /// A table view controller from a storyboard scene; its table is the scene's `<tableView
    /// key="view">` (a plain table when the scene has none).
    public required init?(coder: NSCoder) {
        _style = .plain
        super.init(coder: coder)
    }

    /// The table, which is also `view`.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    open override func loadView() {
        if _loadViewFromStoryboard(), let table = view as? UITableView {
            if table.dataSource == nil { table.dataSource = self }
            if table.delegate == nil { table.delegate = self }
            return
        }
        let table = UITableView(frame: UIScreen.main.bounds, style: _style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let table = tableView else { return }
        if !_hasReloadedOnce {
            _hasReloadedOnce = true
            table.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let rows = table.indexPathsForSelectedRows {
            for row in rows { table.deselectRow(at: row, animated: animated) }
        }
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView?.flashScrollIndicators()
    }

    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// The pull-to-refresh control of the table.
    open var refreshControl: UIRefreshControl? {
        get { tableView?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    // MARK: UITableViewDataSource (override these)

    /// One section unless overridden (a storyboard's static table: its sections).
    open func numberOfSections(in tableView: UITableView) -> Int { tableView._staticContent?.sections.count ?? 1 }
    /// No rows unless overridden: override it to give the section's row count (a storyboard's
    /// static table: the section's cells).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        tableView._staticContent?.section(section)?.cells.count ?? 0
    }
    /// A plain empty cell unless overridden: override it to dequeue and configure the row's cell
    /// (a storyboard's static table: the cell as designed).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView._staticContent?.cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    // The protocols' optional methods, overridable as on iOS (`override func tableView(_:didSelectRowAt:)`).
    // Each does what the protocol's default does.

    // MARK: UITableViewDataSource (optional)

    /// No title (a storyboard's static table: the section's header title).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        if let title = tableView._staticContent?.section(section)?.header { return title }
        tableView._defaultAnswered = true
        return nil
    }
    /// No title (a storyboard's static table: the section's footer title).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        if let title = tableView._staticContent?.section(section)?.footer { return title }
        tableView._defaultAnswered = true
        return nil
    }
    /// True: every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// False: no row shows a reorder control; override it to allow moving rows.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// None: the table shows no section index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// The section at `index` (one index title per section).
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {
        tableView._defaultAnswered = true
    }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        tableView._defaultAnswered = true
    }

    // MARK: UITableViewDelegate

    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// The table's `rowHeight` (so rows self-size by default); a storyboard's static cell's own
    /// row height when it has one.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let content = tableView._staticContent, content.hasCustomHeights {
            return content.height(at: indexPath) ?? tableView.rowHeight
        }
        tableView._defaultAnswered = true
        return tableView.rowHeight
    }
    /// The table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.sectionFooterHeight
    }
    /// The table's `estimatedRowHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedRowHeight
    }
    /// The table's `estimatedSectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedSectionFooterHeight
    }

    /// None: the default header shows the data source's title, if any.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView._defaultAnswered = true
        return nil
    }
    /// None: the default footer shows the data source's title, if any.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView._defaultAnswered = true
        return nil
    }

    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// True: every row highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`: the tapped row is selected.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`: the row is deselected.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// `.delete`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// True.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed index path.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// 0: no indentation.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// nil: no leading actions.
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// nil: the standard Delete action for deletable rows.
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// nil: no context menu (a long press on a row is then an ordinary touch).
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Does nothing; override to animate alongside the context menu's appearance.
    open func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing; override to learn that the context menu is closing.
    open func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing; override to commit the menu's preview (show the previewed controller, say).
    open func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                        animator: UIContextMenuInteractionCommitAnimating) {}

    // MARK: UIScrollViewDelegate

    /// Does nothing; override to follow the table's scrolling.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing (tables do not zoom).
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the user started dragging the table.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn where a drag will come to rest (or change it).
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing; override to learn that the user lifted the finger.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing; override to learn that the table is coasting after a drag.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the table came to rest after a drag.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that an animated scroll (`setContentOffset(_:animated:)`) ended.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// nil: the table does not zoom.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing (tables do not zoom).
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing (tables do not zoom).
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// True: a scroll-to-top gesture scrolls the table to its top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing; override to learn that a scroll-to-top finished.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing; override to learn that the table's adjusted content inset changed.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
