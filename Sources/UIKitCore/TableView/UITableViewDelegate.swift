//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// What a table tells about display, selection and editing, and asks about heights and
/// headers. It refines `UIScrollViewDelegate`, so scrolling callbacks come here too. Every
/// method is optional: the defaults do what iOS does when a method is not implemented.
@preconcurrency @MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
    // MARK: Display
    /// Called just before a row's cell goes on screen (made or reused, sized and configured): the last
    /// chance to restyle it.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called just before a section's header view goes on screen.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    /// Called just before a section's footer view goes on screen.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    /// Called after a row's cell left the screen (scrolled away, or its row deleted or reloaded).
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after a section's header view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
    /// Called after a section's footer view left the screen.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    // MARK: Heights
    /// Defaults to the table's `rowHeight`; `UITableView.automaticDimension` self-sizes the row.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of the section's header, in points; `UITableView.automaticDimension` sizes it from
    /// its title or view. Defaults to the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of the section's footer, in points; `UITableView.automaticDimension` sizes it from
    /// its title or view. Defaults to the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// An estimate of the row's height, so the table need not measure it until it shows. Defaults
    /// to the table's `estimatedRowHeight`. On Linux: not asked yet; every unmeasured row counts as
    /// the table's `estimatedRowHeight`.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// An estimate of the header's height, so the table need not measure it until it shows.
    /// On Linux: not asked yet; the table's `estimatedSectionHeaderHeight` is used.
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// An estimate of the footer's height, so the table need not measure it until it shows.
    /// On Linux: not asked yet; the table's `estimatedSectionFooterHeight` is used.
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

    // MARK: Headers and footers
    /// The view shown as the section's header (dequeue a `UITableViewHeaderFooterView` to reuse one);
    /// nil: the default header, showing the data source's title if there is one.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The view shown as the section's footer; nil: the default footer, showing the data source's
    /// title if there is one.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    // MARK: Accessories, highlight and selection
    /// The user tapped the row's detail button (the `.detailButton` or `.detailDisclosureButton`
    /// accessory).
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// Whether a touch going down on the row highlights it; a row that is not highlighted is not
    /// selected by the tap either.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted as a touch went down on it.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// The row's highlight went away (the touch ended, became a scroll or was cancelled).
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Return nil to refuse the selection, or another index path to select that row instead.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Return nil to keep the row selected, or another index path to deselect that row instead.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The user selected the row (not called for `selectRow(at:animated:scrollPosition:)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// The user deselected the row (not called for `deselectRow(at:animated:)`).
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // MARK: Editing
    /// Defaults to `.delete` for editable rows.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// Defaults to "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Whether the row's content moves aside for the editing control. On Linux: not asked yet;
    /// the cell's `shouldIndentWhileEditing` decides.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// A swipe revealed the row's actions: the row alone is being edited (the table is not in
    /// editing mode).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The swiped row closed again (nil when the row is gone).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
    /// Where a row being reordered would land; return another index path to redirect it.
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    /// How deep the row's built-in content is indented, in the cell's `indentationWidth`s. On Linux:
    /// not asked yet; set the cell's `indentationLevel` instead.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    // MARK: Swipe actions (iOS 11)
    /// The actions revealed by swiping the row from its leading edge. nil (the default): none;
    /// a configuration with no actions: none.
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// The actions revealed by swiping the row from its trailing edge. nil (the default): a
    /// "Delete" action for rows that can be edited with the `.delete` style, which commits the
    /// delete through the data source; a configuration with no actions: none.
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?

    // MARK: Context menus (iOS 13)
    /// The menu a long press on the row shows; nil (the default): none, and the press is a tap.
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    /// The row's context menu is about to show; `animator` takes animations to run alongside.
    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// The row's context menu is closing (an action was chosen, it was dismissed, or its preview
    /// was committed).
    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    /// The user tapped the context menu's preview: commit it (show the previewed view controller,
    /// say), ideally in the animator's completion.
    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: UIContextMenuInteractionCommitAnimating)
}

extension UITableViewDelegate {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}

    /// The table's `rowHeight` (so rows self-size by default).
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.rowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.sectionFooterHeight
    }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedRowHeight
    }
    /// The table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView._defaultAnswered = true
        return tableView.estimatedSectionFooterHeight
    }

    /// None: the default header shows the data source's title, if any.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView._defaultAnswered = true
        return nil
    }
    /// None: the default footer shows the data source's title, if any.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        tableView._defaultAnswered = true
        return nil
    }

    /// Does nothing.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// True: every row highlights.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`: the tapped row is selected.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// `indexPath`: the row is deselected.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// `.delete`.
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        .delete
    }
    /// "Delete".
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// True.
    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed index path.
    public func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// 0: no indentation.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    /// nil: no leading actions.
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }
    /// nil: the standard Delete action for deletable rows.
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        nil
    }

    /// nil: no context menu.
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}
