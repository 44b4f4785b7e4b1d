//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// A cell recording its configuration updates.
@MainActor final class RecordingCell: UITableViewCell {
    var log: [String] = []
    override func updateConfiguration(using state: UICellConfigurationState) {
        log.append("update(h:\(state.isHighlighted),s:\(state.isSelected),e:\(state.isEditing))")
    }
}

/// The cell's modern API: content and background configurations, the configuration state and
/// its update pass, the highlight/selection look in pixels.
@MainActor @Suite struct TableViewCellConfigurationTests {
    func rgb(_ img: CGImage, _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let p = img.rgbaPixels()
        let i = (y * img.width + x) * 4
        return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]))
    }

    func near(_ a: (Int, Int, Int), _ b: (Int, Int, Int), _ tol: Int = 3) -> Bool {
        abs(a.0 - b.0) <= tol && abs(a.1 - b.1) <= tol && abs(a.2 - b.2) <= tol
    }

    @Test func stateChangesRunUpdateConfigurationThenTheHandler() {
        let c = RecordingCell(style: .default, reuseIdentifier: nil)
        let host = hostCell(c)
        c.configurationUpdateHandler = { cell, state in (cell as! RecordingCell).log.append("handler(h:\(state.isHighlighted),s:\(state.isSelected))") }
        host.advanceFrames(1)
        c.log.removeAll()
        c.setHighlighted(true, animated: false)
        #expect(c.log.isEmpty, "deferred to the next layout")
        c.layoutIfNeeded()
        #expect(c.log == ["update(h:true,s:false,e:false)", "handler(h:true,s:false)"])
        c.log.removeAll()
        c.setSelected(true, animated: false)
        c.setHighlighted(false, animated: false)
        host.advanceFrames(1)
        #expect(c.log == ["update(h:false,s:true,e:false)", "handler(h:false,s:true)"], "one pass for both changes")
        c.log.removeAll()
        c.setSelected(true, animated: false)
        host.advanceFrames(1)
        #expect(c.log.isEmpty, "no change, no update")
        c.isEditing = true
        host.advanceFrames(1)
        #expect(c.log.first == "update(h:false,s:true,e:true)")
        #expect(c.configurationState.isEditing && c.configurationState.isSelected && !c.configurationState.isHighlighted)
    }

    @Test func customStateKeysTravelInTheState() {
        var s = UICellConfigurationState(traitCollection: UITraitCollection())
        let key = UIConfigurationStateCustomKey("com.example.favourite")
        #expect(s[key] == nil)
        s[key] = true
        #expect(s[key] == AnyHashable(true))
        #expect(s.cellDragState == .none && s.cellDropState == .none && !s.isSwiped && !s.isExpanded && !s.isReordering)
    }

    @Test func highlightAndSelectionShowTheGreyLook() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.textLabel?.text = "Row"
        let host = hostCell(c)
        #expect(near(rgb(host.render(), 300, 22), (255, 255, 255)))
        c.setHighlighted(true, animated: false)
        host.advanceFrames(1)
        #expect(near(rgb(host.render(), 300, 22), (209, 209, 214)), "systemGray4")
        #expect(c.textLabel!.isHighlighted)
        c.setHighlighted(false, animated: false)
        c.setSelected(true, animated: false)
        host.advanceFrames(1)
        #expect(near(rgb(host.render(), 300, 22), (209, 209, 214)))
        c.setSelected(false, animated: false)
        host.advanceFrames(1)
        #expect(near(rgb(host.render(), 300, 22), (255, 255, 255)))
        c.selectionStyle = .none
        c.setSelected(true, animated: false)
        host.advanceFrames(1)
        #expect(near(rgb(host.render(), 300, 22), (255, 255, 255)), "selectionStyle .none keeps the look")
        // A custom selected background.
        c.selectionStyle = .default
        let sel = UIView(); sel.backgroundColor = .red
        c.selectedBackgroundView = sel
        host.advanceFrames(1)
        #expect(near(rgb(host.render(), 300, 22), (255, 0, 0)) && sel.frame == c.bounds)
    }

    @Test func backgroundConfigurationTurnsGreyWhenSelected() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.backgroundConfiguration = c.defaultBackgroundConfiguration()
        let host = hostCell(c)
        #expect(c.backgroundConfiguration?.backgroundColor == .systemBackground)
        c.isSelected = true
        host.advanceFrames(1)
        #expect(c.backgroundConfiguration?.backgroundColor == .systemGray4)
        #expect(near(rgb(host.render(), 300, 22), (209, 209, 214)))
        // Without automatic updates the configuration stays as set.
        c.automaticallyUpdatesBackgroundConfiguration = false
        c.backgroundConfiguration = .listPlainCell()
        c.isSelected = false; c.isSelected = true
        host.advanceFrames(1)
        #expect(c.backgroundConfiguration?.backgroundColor == .systemBackground)
        // A grouped table's rows are white on grey; the default background follows.
        let g = UITableViewCell(style: .default, reuseIdentifier: nil)
        g._tableStyle = .grouped
        #expect(g.defaultBackgroundConfiguration().backgroundColor == .secondarySystemGroupedBackground)
        #expect(g.backgroundColor == .secondarySystemGroupedBackground)
        g.backgroundColor = .yellow
        g._tableStyle = .plain
        #expect(g.backgroundColor == .yellow, "an app's colour is kept")
    }

    @Test func contentConfigurationInstallsAndReusesItsView() {
        let c = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var config = c.defaultContentConfiguration()
        #expect(config.secondaryTextProperties.font.pointSize == 15)
        config.text = "Title"; config.secondaryText = "Detail"
        c.contentConfiguration = config
        let host = hostCell(c)
        let view = c.contentView.subviews.compactMap { $0 as? UIListContentView }.first
        #expect(view != nil && view!.frame == c.contentView.bounds)
        #expect(c.accessibilityLabel == "Title, Detail" && host.view(withAccessibilityLabel: "Title, Detail") === c)
        config.text = "Other"
        c.contentConfiguration = config
        #expect(c.contentView.subviews.compactMap { $0 as? UIListContentView }.first === view, "the same content view is reused")
        #expect((view!.configuration as? UIListContentConfiguration)?.text == "Other")
        c.contentConfiguration = nil
        #expect(!c.contentView.subviews.contains { $0 is UIListContentView })
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
    }

    @Test func aListConfigurationWithWrappingTextGrowsTheRow() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        var config = c.defaultContentConfiguration()
        config.text = "Short"
        c.contentConfiguration = config
        #expect(c._fittingHeight(forWidth: 375) == 44, "one line: the standard height")
        config.text = String(repeating: "Several words that will wrap onto more lines. ", count: 6)
        config.textProperties.numberOfLines = 0
        c.contentConfiguration = config
        let h = c._fittingHeight(forWidth: 375)
        #expect(h > 100)
        #expect(c._fittingHeight(forWidth: 250) > h)
        // Hosted at that height, the text's lines fit in the row.
        let host = hostCell(c, height: h)
        _ = host
        let label = (c.contentView.subviews.first { $0 is UIListContentView } as! UIListContentView)._textLabel
        #expect(label.frame.maxY <= h - 10 && label.frame.minY >= 10)
        config.textProperties.numberOfLines = 1
        c.contentConfiguration = config
        #expect(c._fittingHeight(forWidth: 375) == 44)
    }

    @Test func configurationUpdateHandlerRestylesTheContent() {
        let c = UITableViewCell(style: .default, reuseIdentifier: nil)
        c.configurationUpdateHandler = { cell, state in
            var config = UIListContentConfiguration.cell()
            config.text = state.isSelected ? "Selected" : "Normal"
            cell.contentConfiguration = config
        }
        let host = hostCell(c)
        #expect(host.view(withAccessibilityLabel: "Normal") === c)
        c.isSelected = true
        host.advanceFrames(1)
        #expect(c.accessibilityLabel == "Selected")
    }
}
