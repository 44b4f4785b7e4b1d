//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// Hosts `cell` at (0, 0) in a white root of `width` (right to left when `rtl`), laid out.
@MainActor func hostCell(_ cell: UITableViewCell, width: CGFloat = 375, height: CGFloat = 44, rtl: Bool = false,
                         separator: Bool = false) -> UIKitTestHost {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: max(100, height)))
    root.backgroundColor = .white
    if rtl { root.semanticContentAttribute = .forceRightToLeft }
    cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
    if separator { cell._setSeparator(style: .singleLine, color: nil, inset: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0), isHidden: false) }
    root.addSubview(cell)
    let host = UIKitTestHost(view: root)
    host.advanceFrames(1)
    cell.layoutIfNeeded()
    return host
}

/// UITableViewCell's built-in styles, accessories, editing controls and self-sizing, as a user
/// sees them in a hosted window. iOS's numbers (44 pt rows, 16 pt margins, 20 from 414 pt wide,
/// 17 pt body text) are checked to within a point.
@MainActor @Suite struct TableViewCellTests {
    func near(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1) -> Bool { abs(a - b) <= tol }

    // MARK: API

    @Test func defaultsAndRawValuesAreApples() {
        let c = UITableViewCell(style: .default, reuseIdentifier: "id")
        #expect(c.reuseIdentifier == "id" && c.frame.size == CGSize(width: 320, height: 44))
        #expect(c.selectionStyle == .default && c.accessoryType == .none && c.editingAccessoryType == .none)
        #expect(!c.isSelected && !c.isHighlighted && !c.isEditing && !c.showsReorderControl && c.shouldIndentWhileEditing)
        #expect(c.indentationLevel == 0 && c.indentationWidth == 10 && c.focusStyle == .default)
        #expect(c.automaticallyUpdatesContentConfiguration && c.automaticallyUpdatesBackgroundConfiguration)
        #expect(c.contentConfiguration == nil && c.backgroundConfiguration == nil)
        #expect(c.contentView.superview === c)
        #expect([UITableViewCell.CellStyle.default, .value1, .value2, .subtitle].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.AccessoryType.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton].map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect([UITableViewCell.SelectionStyle.none, .blue, .gray, .default].map(\.rawValue) == [0, 1, 2, 3])
        #expect([UITableViewCell.EditingStyle.none, .delete, .insert].map(\.rawValue) == [0, 1, 2])
        #expect(c._tableStyle == .plain)
    }

    @Test func labelsExistPerStyleWithIOSFonts() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil, "a default cell has no detail label")
        let d = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(d.textLabel?.font.pointSize == 17 && d.imageView != nil)
        let v1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(v1.detailTextLabel?.font.pointSize == 17 && v1.detailTextLabel?.textColor == .secondaryLabel)
        let sub = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        #expect(sub.detailTextLabel?.font.pointSize == 12)
        let v2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(v2.textLabel?.font.pointSize == 15 && v2.textLabel?.textColor == v2.tintColor)
        #expect(v2.detailTextLabel?.font.pointSize == 15)
        // Made on first use, in the content view.
        #expect(sub.textLabel?.superview === sub.contentView && sub.detailTextLabel?.superview === sub.contentView)
    }

    // MARK: Built-in styles

    @Test func defaultStyleFillsTheRowFromTheMargin() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Title"
        let host = hostCell(c)
        defer { _ = host }
        #expect(c.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        let t = c.textLabel!.frame
        #expect(t.minX == 16 && t.width == 343 && t.minY == 0 && t.height == 44, "iOS: (16, 0, 343, 43.5) with a separator at @2x")
        #expect(c.layoutMargins.left == 16 && c.contentView.layoutMargins.left == 16)
    }

    @Test func wideRowsUse20PointMargins() {
        let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
        c.textLabel?.text = "Wi-Fi"; c.detailTextLabel?.text = "Home"
        let host = hostCell(c, width: 414)
        defer { _ = host }
        #expect(c.textLabel!.frame.minX == 20)
        #expect(near(c.detailTextLabel!.frame.maxX, 394))
    }

    @Test func value1PutsTheDetailAtTheTrailingMargin() {
        let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
        c.textLabel?.text = "Wi-Fi"; c.detailTextLabel?.text = "Home"
        let host = hostCell(c)
        defer { _ = host }
        let t = c.textLabel!.frame, d = c.detailTextLabel!.frame
        #expect(t.minX == 16 && near(d.maxX, 359))
        #expect(near(t.midY, 22) && near(d.midY, 22), "both centred in the 44 pt row")
        #expect(t.height > 18 && t.height < 24, "one 17 pt line (about 20.5 pt)")
        #expect(d.minX > t.maxX)
    }

    @Test func subtitleStacksTheDetailUnderTheText() {
        let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        c.textLabel?.text = "Title"; c.detailTextLabel?.text = "Subtitle"
        let host = hostCell(c)
        defer { _ = host }
        let t = c.textLabel!.frame, d = c.detailTextLabel!.frame
        #expect(t.minX == 16 && d.minX == 16)
        #expect(near(d.minY, t.maxY) && t.minY > 0 && d.maxY < 44)
        #expect(near((t.minY + d.maxY) / 2, 22, 1.5), "the two lines are centred as a block")
    }

    @Test func value2HasATintedRightAlignedColumnThenTheDetail() {
        let c = UITableViewCell(style: .value2, reuseIdentifier: nil)
        c.textLabel?.text = "mobile"; c.detailTextLabel?.text = "555-0100"
        let host = hostCell(c)
        defer { _ = host }
        let t = c.textLabel!.frame, d = c.detailTextLabel!.frame
        #expect(t.minX == 16 && c.textLabel!.textAlignment == .right)
        #expect(d.minX > t.maxX && d.minX - t.maxX < 12)
        #expect(near(t.midY, 22) && near(d.midY, 22))
    }

    @Test func anImagePushesTheTextAndTheSeparator() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Title"
        c.imageView?.image = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { ctx in
            UIColor.red.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 29, height: 29))
        }
        let host = hostCell(c, separator: true)
        defer { _ = host }
        #expect(c.imageView!.frame == CGRect(x: 16, y: 8, width: 29, height: 29) || near(c.imageView!.frame.midY, 22))
        #expect(c.imageView!.frame.minX == 16)
        #expect(near(c.textLabel!.frame.minX, 61, 0.01))
        #expect(c.separatorInset.left == 16, "the table's inset, given by _setSeparator, wins over the automatic one")
        let lone = UITableViewCell(style: .default, reuseIdentifier: nil)
        lone.imageView?.image = c.imageView?.image
        let host2 = hostCell(lone)
        defer { _ = host2 }
        #expect(lone.separatorInset.left == 61, "automatic: the separator starts where the text does")
    }

    @Test func indentationMovesTheBuiltInContent() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Indented"
        c.indentationLevel = 2
        let host = hostCell(c)
        defer { _ = host }
        #expect(c.textLabel!.frame.minX == 36)
    }

    // MARK: Separator

    @Test func separatorIsOnePixelAtTheBottomInsetFromTheLeadingEdge() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        let host = hostCell(c, separator: true)
        defer { _ = host }
        #expect(c.contentView.frame.height == 43, "the content view is one pixel shorter than the row")
        let sep = c.subviews.last!
        #expect(sep.frame == CGRect(x: 16, y: 43, width: 359, height: 1))
        #expect(sep.backgroundColor == .separator)
        // The cell's own inset wins over the table's.
        c.separatorInset = UIEdgeInsets(top: 0, left: 40, bottom: 0, right: 10)
        c.layoutIfNeeded()
        #expect(sep.frame == CGRect(x: 40, y: 43, width: 325, height: 1))
        c._setSeparator(style: .singleLine, color: .red, inset: UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0), isHidden: false)
        c.layoutIfNeeded()
        #expect(sep.frame.minX == 40 && sep.backgroundColor == .red)
        c._setSeparator(style: .none, color: nil, inset: .zero, isHidden: false)
        c.layoutIfNeeded()
        #expect(sep.superview == nil && c.contentView.frame.height == 44)
    }

    // MARK: Accessories

    @Test func disclosureIndicatorSitsAtTheTrailingMarginAndNarrowsTheContent() {
        let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
        c.textLabel?.text = "General"; c.detailTextLabel?.text = "On"
        c.accessoryType = .disclosureIndicator
        let host = hostCell(c)
        defer { _ = host }
        let a = c.subviews.first { $0 is _UITableViewCellAccessoryView }!
        #expect(a.frame.size == CGSize(width: 8, height: 13) && a.frame.maxX == 359 && near(a.frame.midY, 22))
        #expect(c.contentView.frame.maxX <= a.frame.minX - 8, "the content view ends before the chevron")
        #expect(c.detailTextLabel!.frame.maxX <= c.contentView.bounds.width - 8)
    }

    @Test func eachAccessoryTypeHasItsSize() {
        let sizes: [(UITableViewCell.AccessoryType, CGSize)] = [
            (.checkmark, CGSize(width: 14, height: 11)), (.detailButton, CGSize(width: 22, height: 22)),
            (.detailDisclosureButton, CGSize(width: 44, height: 22)), (.disclosureIndicator, CGSize(width: 8, height: 13)),
        ]
        for (type, size) in sizes {
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            c.accessoryType = type
            let host = hostCell(c)
            defer { _ = host }
            let a = c.subviews.first { $0 is _UITableViewCellAccessoryView }
            #expect(a?.frame.size == size, "\(type)")
            #expect(a?.frame.maxX == 359 && c.contentView.frame.maxX < a!.frame.minX)
        }
    }

    @Test func accessoryViewOverridesTheTypeAndEditingSwapsIt() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.accessoryType = .checkmark
        let custom = UISwitch()
        custom.frame.size = CGSize(width: 51, height: 31)
        c.accessoryView = custom
        let host = hostCell(c)
        defer { _ = host }
        #expect(custom.superview === c && custom.frame == CGRect(x: 375 - 16 - 51, y: 7, width: 51, height: 31) || near(custom.frame.midY, 22))
        #expect(custom.frame.maxX == 359)
        #expect(!c.subviews.contains { $0 is _UITableViewCellAccessoryView })
        c.editingAccessoryType = .disclosureIndicator
        c.isEditing = true
        c.layoutIfNeeded()
        #expect(custom.superview == nil)
        #expect(c.subviews.contains { ($0 as? _UITableViewCellAccessoryView)?.type == .disclosureIndicator })
    }

    @Test func detailButtonTapCallsTheHookAndIsRecognisedAsAccessoryTouch() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.accessoryType = .detailButton
        var taps = 0
        c._accessoryButtonTapped = { taps += 1 }
        let host = hostCell(c)
        defer { _ = host }
        let button = (c.subviews.first { $0 is _UITableViewCellAccessoryView } as! _UITableViewCellAccessoryView).detailButton!
        let p = host.center(of: button)
        #expect(c._isTouchOnAccessoryButton(c.convert(p, from: nil)))
        #expect(!c._isTouchOnAccessoryButton(CGPoint(x: 50, y: 22)))
        host.tap(at: p)
        host.advanceFrames(1)
        #expect(taps == 1)
        host.tap(at: CGPoint(x: 100, y: 22))
        #expect(taps == 1)
        c.accessoryType = .disclosureIndicator
        c.layoutIfNeeded()
        #expect(!c._isTouchOnAccessoryButton(p), "a chevron is not a button")
    }

    // MARK: Editing

    @Test func editingShowsTheControlAndIndentsTheContent() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Row"
        c.accessoryType = .disclosureIndicator
        let host = hostCell(c)
        defer { _ = host }
        c.setEditing(true, animated: false)
        c.layoutIfNeeded()
        let control = c.subviews.first { $0 is _UITableViewCellEditingControl } as? _UITableViewCellEditingControl
        #expect(control?.frame == CGRect(x: 0, y: 0, width: 46, height: 44))
        #expect(control?.circleFrame == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(c.contentView.frame.minX == 46 && c.editingStyle == .delete)
        #expect(!c.subviews.contains { $0 is _UITableViewCellAccessoryView }, "the accessory hides while editing (no editing accessory)")
        #expect(c._reorderGrabberFrame == nil)
        c._showsReorderGrabber = true
        c.layoutIfNeeded()
        #expect(c._reorderGrabberFrame == CGRect(x: 375 - 48, y: 0, width: 48, height: 44))
        #expect(near(c.contentView.frame.maxX, 375 - 48, 0.01))
        c._editingControlStyle = .none
        c.layoutIfNeeded()
        #expect(c.contentView.frame.minX == 0 && !c.subviews.contains { $0 is _UITableViewCellEditingControl })
        c._editingControlStyle = .insert
        c.shouldIndentWhileEditing = false
        c.layoutIfNeeded()
        #expect(c.contentView.frame.minX == 0 && c.subviews.contains { $0 is _UITableViewCellEditingControl })
        c.isEditing = false
        c.layoutIfNeeded()
        #expect(c._reorderGrabberFrame == nil && c.contentView.frame == CGRect(x: 0, y: 0, width: 375 - 16 - 8 - 10, height: 44))
    }

    @Test func editingControlTapCallsTheHook() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        var taps = 0
        c._editingControlTapped = { taps += 1 }
        let host = hostCell(c)
        defer { _ = host }
        c.isEditing = true
        host.advanceFrames(1)
        host.tap(at: CGPoint(x: 27, y: 22))
        #expect(taps == 1)
    }

    // MARK: Right to left

    @Test func rightToLeftMirrorsEverything() {
        let c = UITableViewCell(style: .value1, reuseIdentifier: nil)
        c.textLabel?.text = "Wi-Fi"; c.detailTextLabel?.text = "Home"
        c.accessoryType = .disclosureIndicator
        let host = hostCell(c, rtl: true, separator: true)
        defer { _ = host }
        let a = c.subviews.first { $0 is _UITableViewCellAccessoryView }!
        #expect(a.frame.minX == 16, "the chevron at the left margin")
        #expect(c.contentView.frame.minX >= a.frame.maxX + 8 && c.contentView.frame.maxX == 375)
        let w = c.contentView.bounds.width
        #expect(c.textLabel!.frame.maxX == w - 16, "the text at the right margin")
        #expect(c.detailTextLabel!.frame.minX >= 8 && c.detailTextLabel!.frame.minX < c.textLabel!.frame.minX)
        #expect(c.detailTextLabel!.textAlignment == .left)
        let sep = c.subviews.last!
        #expect(sep.frame == CGRect(x: 0, y: 43, width: 359, height: 1), "the separator is inset from the right")
        c.isEditing = true
        c._showsReorderGrabber = true
        c.layoutIfNeeded()
        let control = c.subviews.first { $0 is _UITableViewCellEditingControl }!
        #expect(near(control.frame.maxX, 375, 0.01) && near(c._reorderGrabberFrame?.minX ?? -1, 0, 0.01), "\(control.frame) \(String(describing: c._reorderGrabberFrame))")
    }

    // MARK: Self-sizing

    @Test func builtInStylesMeasureAtLeast44AndWrap() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Short"
        #expect(c._fittingHeight(forWidth: 375) == 44)
        c.textLabel?.numberOfLines = 0
        c.textLabel?.text = String(repeating: "A long line of text that wraps. ", count: 6)
        let h = c._fittingHeight(forWidth: 375)
        #expect(h > 80, "several 17 pt lines plus 11 pt margins")
        #expect(c._fittingHeight(forWidth: 250) > h, "narrower rows wrap into more lines")
        #expect(c.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                          verticalFittingPriority: .fittingSizeLevel).height == h)
        let sub = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        sub.textLabel?.text = "Title"; sub.detailTextLabel?.text = "Subtitle"
        let sh = sub._fittingHeight(forWidth: 375)
        #expect(sh > 44 && sh < 64, "text + 12 pt detail + margins (Catalyst measures 63 with a 15 pt detail)")
    }

    @Test func constrainedContentViewSizesWithAutoLayout() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        c.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: c.contentView.topAnchor, constant: 20),
            box.bottomAnchor.constraint(equalTo: c.contentView.bottomAnchor, constant: -20),
            box.leadingAnchor.constraint(equalTo: c.contentView.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: c.contentView.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 100),
        ])
        #expect(c._fittingHeight(forWidth: 375) == 140)
        c._setSeparator(style: .singleLine, color: nil, inset: .zero, isHidden: false)
        #expect(near(c._fittingHeight(forWidth: 375), 141), "plus the separator's pixel")
        // A wrapping label in the content view.
        let d = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = String(repeating: "Wrapping words in a constrained label. ", count: 5)
        label.translatesAutoresizingMaskIntoConstraints = false
        d.contentView.addSubview(label)
        let g = d.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: g.topAnchor), label.bottomAnchor.constraint(equalTo: g.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: g.leadingAnchor), label.trailingAnchor.constraint(equalTo: g.trailingAnchor),
        ])
        let wide = d._fittingHeight(forWidth: 375), narrow = d._fittingHeight(forWidth: 200)
        #expect(wide > 60 && narrow > wide)
    }

    // MARK: Reuse, accessibility

    @Test func prepareForReuseClearsSelectionAndHighlight() {
        final class Cell: UITableViewCell {
            var reused = 0
            override func prepareForReuse() { super.prepareForReuse(); reused += 1 }
        }
        let c = Cell(style: .default, reuseIdentifier: "r")
        c.setSelected(true, animated: false)
        c.setHighlighted(true, animated: false)
        c.prepareForReuse()
        #expect(!c.isSelected && !c.isHighlighted && c.reused == 1)
    }

    @Test func aCellIsOneAccessibilityElementReadingItsTexts() {
        let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        c.textLabel?.text = "Title"; c.detailTextLabel?.text = "Detail"
        let host = hostCell(c)
        defer { _ = host }
        #expect(c.isAccessibilityElement && c.accessibilityLabel == "Title, Detail")
        #expect(host.view(withAccessibilityLabel: "Title, Detail") === c)
        c.isSelected = true
        #expect(c.accessibilityTraits.contains(.selected))
        c.isHidden = true
        #expect(!UIAccessibility.elements(in: host.window).contains { $0.object === c }, "hidden cells are not read")
    }
}
