//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// UIListContentConfiguration's presets and UIListContentView's layout; UIBackgroundConfiguration's
/// presets and state updates; UITableViewHeaderFooterView's built-in looks.
@MainActor @Suite struct ListContentConfigurationTests {
    @Test func presetsHaveTheSystemFontsAndColours() {
        let cell = UIListContentConfiguration.cell()
        #expect(cell.textProperties.font.pointSize == 17 && cell.textProperties.color == .label && cell.textProperties.numberOfLines == 0)
        #expect(cell.secondaryTextProperties.color == .secondaryLabel && !cell.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 15)
        let value = UIListContentConfiguration.valueCell()
        #expect(value.secondaryTextProperties.font.pointSize == 17 && value.prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .none, "iOS 15+: not uppercased")
        #expect(UIListContentConfiguration.plainHeader().textProperties.font.pointSize == 17)
        #expect(UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font.pointSize >
                UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font.pointSize)
        #expect(cell.directionalLayoutMargins.top == 11 && cell.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(UIListContentConfiguration.ImageProperties.standardDimension < 0)
        var t = UIListContentConfiguration.TextProperties()
        t.color = .red
        t.colorTransformer = UIConfigurationColorTransformer { _ in .blue }
        #expect(t.resolvedColor() == .blue)
    }

    @Test func valueCellPutsTheSecondaryTextTrailingAndFallsBackToStacking() {
        var config = UIListContentConfiguration.valueCell()
        config.text = "Wi-Fi"; config.secondaryText = "Home"
        let v = UIListContentView(configuration: config)
        v.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        v.layoutIfNeeded()
        #expect(v._textLabel.frame.minX == 16 && abs(v._secondaryLabel.frame.maxX - 359) <= 1)
        #expect(abs(v._textLabel.frame.midY - v._secondaryLabel.frame.midY) <= 1)
        config.secondaryText = String(repeating: "long ", count: 30)
        v.configuration = config
        v.layoutIfNeeded()
        #expect(v._secondaryLabel.frame.minY >= v._textLabel.frame.maxY, "too long to share the line: stacked")
    }

    @Test func imageLeadsTheTextAndEverythingMirrors() {
        var config = UIListContentConfiguration.subtitleCell()
        config.text = "Title"; config.secondaryText = "Subtitle"
        config.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { ctx in
            UIColor.green.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 24, height: 24))
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 60))
        let v = UIListContentView(configuration: config)
        v.frame = root.bounds
        root.addSubview(v)
        root.layoutIfNeeded()
        #expect(v._imageView.frame == CGRect(x: 16, y: 18, width: 24, height: 24))
        #expect(v._textLabel.frame.minX == 16 + 24 + 16 && v._secondaryLabel.frame.minY >= v._textLabel.frame.maxY)
        root.semanticContentAttribute = .forceRightToLeft
        v.setNeedsLayout(); v.layoutIfNeeded()
        #expect(v._imageView.frame.maxX == 375 - 16 && v._textLabel.frame.maxX == 375 - 56)
        #expect(v.sizeThatFits(CGSize(width: 375, height: 0)).height > 44)
    }

    @Test func textTransformAndIntrinsicHeight() {
        var config = UIListContentConfiguration.groupedHeader()
        config.text = "Section"
        config.textProperties.transform = .uppercase
        let v = UIListContentView(configuration: config)
        #expect(v._textLabel.text == "SECTION")
        #expect(v.intrinsicContentSize.width == UIView.noIntrinsicMetric && v.intrinsicContentSize.height > 30)
        #expect(v.supports(UIListContentConfiguration.cell()))
    }

    @Test func backgroundPresetsAndStateUpdates() {
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().cornerRadius > 0)
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        let plain = UIBackgroundConfiguration.listPlainCell()
        #expect(plain.updated(for: state).backgroundColor == .systemGray4)
        state.isSelected = false
        #expect(plain.updated(for: state).updated(for: state).backgroundColor == .systemBackground)
        var custom = UIBackgroundConfiguration.listPlainCell()
        custom.backgroundColor = .orange
        state.isHighlighted = true
        #expect(custom.updated(for: state).backgroundColor == .orange, "a colour the app set is kept")
        var b = UIBackgroundConfiguration()
        #expect(b.resolvedBackgroundColor(for: .purple) == .purple, "nil: the tint colour")
        b.backgroundColor = .white
        b.backgroundColorTransformer = UIConfigurationColorTransformer { _ in .green }
        #expect(b.resolvedBackgroundColor(for: .red) == .green)
    }

    // MARK: Header/footer view

    @Test func plainHeaderIsABoldTitleOnAGreyBar() {
        let h = UITableViewHeaderFooterView(reuseIdentifier: "h")
        h.textLabel?.text = "Section"
        #expect(h.textLabel?.font.pointSize == 17 && h.backgroundColor == .secondarySystemBackground)
        let height = h._fittingHeight(forWidth: 375)
        #expect(height > 20 && height < 40)
        h.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        let host = UIKitTestHost(view: h)
        host.advanceFrames(1)
        #expect(h.textLabel!.frame.minX == 16 && abs(h.textLabel!.frame.midY - height / 2) <= 1)
        #expect(h.defaultContentConfiguration().textProperties.font.pointSize == 17)
    }

    @Test func groupedHeaderIsSmallGreyTextAboveTheSection() {
        let h = UITableViewHeaderFooterView(reuseIdentifier: nil)
        h._tableStyle = .grouped
        h.textLabel?.text = "Settings"
        #expect(h.textLabel?.font.pointSize == 13 && h.textLabel?.textColor == .secondaryLabel && h.backgroundColor == nil)
        #expect(h.defaultContentConfiguration().textProperties.font.pointSize == 13)
        h._isFooter = true
        #expect(h.defaultContentConfiguration().textProperties.numberOfLines == 0)
        h._isFooter = false
        h.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        h.layoutIfNeeded()
        #expect(abs(h.textLabel!.frame.maxY - (60 - 6)) <= 1, "sits on the section")
    }

    @Test func headerContentConfigurationSizesTheHeader() {
        let h = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var config = h.defaultContentConfiguration()
        config.text = String(repeating: "A long header title that wraps. ", count: 5)
        config.textProperties.numberOfLines = 0
        h.contentConfiguration = config
        #expect(h._fittingHeight(forWidth: 375) > 50)
        var updates = 0
        h.configurationUpdateHandler = { _, _ in updates += 1 }
        h.frame = CGRect(x: 0, y: 0, width: 375, height: 80)
        h.layoutIfNeeded()
        #expect(updates == 1)
    }
}
