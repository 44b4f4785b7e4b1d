//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The content of a list row, header or footer (image, text, secondary text) in the system's styles.
///
/// Set it as a cell's `contentConfiguration` instead of filling the deprecated
/// `textLabel`/`detailTextLabel`/`imageView`.
public struct UIListContentConfiguration: UIContentConfiguration, @unchecked Sendable {
    /// The primary text (nil: none).
    public var text: String?
    /// The primary text with attributes; when set it is shown instead of `text`.
    public var attributedText: NSAttributedString?
    /// The secondary text, shown below (or beside) the primary text.
    public var secondaryText: String?
    /// The secondary text with attributes; when set it is shown instead of `secondaryText`.
    public var secondaryAttributedText: NSAttributedString?
    /// The image shown at the leading edge (nil: none).
    public var image: UIImage?
    /// How the primary text looks (font, colour, lines...).
    public var textProperties = TextProperties()
    /// How the secondary text looks.
    public var secondaryTextProperties = TextProperties()
    /// How the image looks and is sized.
    public var imageProperties = ImageProperties()
    /// Space around the content (leading/trailing also follow the superview's margins along
    /// `axesPreservingSuperviewLayoutMargins`).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// The axes along which the superview's layout margins are respected as a minimum (default:
    /// horizontal).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// Text leading and secondary text trailing on one line when both fit (else stacked).
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts, in points.
    public var imageToTextPadding: CGFloat = 16
    /// The least space between the two texts when they share a line, in points.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The space between the text and the secondary text below it, in points.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    /// An empty configuration with the `cell()` look.
    public init() {
        textProperties.font = .preferredFont(forTextStyle: .body)
        textProperties.color = .label
        secondaryTextProperties.font = .preferredFont(forTextStyle: .subheadline)
        secondaryTextProperties.color = .secondaryLabel
    }

    // MARK: Presets

    /// A row: body text, optional subheadline grey secondary text below.
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }

    /// A row with the secondary text (subheadline, grey) below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.secondaryTextProperties.font = .systemFont(ofSize: 15)
        c.secondaryTextProperties.color = .secondaryLabel
        return c
    }

    /// A row with the secondary text (body, grey) trailing on the same line, as in Settings.
    public static func valueCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.secondaryTextProperties.font = .preferredFont(forTextStyle: .body)
        c.secondaryTextProperties.color = .secondaryLabel
        c.prefersSideBySideTextAndSecondaryText = true
        return c
    }

    /// A plain table's section header: semibold 17 pt on the grey bar.
    public static func plainHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .systemFont(ofSize: 17, weight: .semibold)
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return c
    }

    /// A plain table's section footer: 15 pt grey.
    public static func plainFooter() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .systemFont(ofSize: 15)
        c.textProperties.color = .secondaryLabel
        c.textProperties.numberOfLines = 0
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return c
    }

    /// A grouped table's section header: 13 pt grey text above the section.
    public static func groupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .systemFont(ofSize: 13)
        c.textProperties.color = .secondaryLabel
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        return c
    }

    /// A grouped table's section footer: 13 pt grey text, wrapping, below the section.
    public static func groupedFooter() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .systemFont(ofSize: 13)
        c.textProperties.color = .secondaryLabel
        c.textProperties.numberOfLines = 0
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 17, trailing: 16)
        return c
    }

    /// A header in the list's own style (without a list environment: the plain header).
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A footer in the list's own style (without a list environment: the plain footer).
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// An inset-grouped header in a large bold font (20 pt).
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = groupedHeader()
        c.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        c.textProperties.color = .label
        c.directionalLayoutMargins.leading = 0; c.directionalLayoutMargins.trailing = 0
        return c
    }

    /// An inset-grouped header in an extra large bold font (22 pt).
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = prominentInsetGroupedHeader()
        c.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return c
    }

    /// A sidebar row.
    public static func sidebarCell() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
        return c
    }

    /// A sidebar section header: semibold 15 pt grey.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration()
        c.textProperties.font = .systemFont(ofSize: 15, weight: .semibold)
        c.textProperties.color = .secondaryLabel
        c.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 14, leading: 8, bottom: 6, trailing: 8)
        return c
    }

    // MARK: UIContentConfiguration

    /// A new `UIListContentView` showing this configuration.
    @MainActor public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// The configuration for `state`. The list presets keep their colours in the light grey
    /// selection look, so this returns the configuration unchanged.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }

    /// The text (attributed text wins), with the text transform applied.
    var _resolvedText: String? { textProperties._transformed(attributedText?.string ?? text) }
    var _resolvedSecondaryText: String? { secondaryTextProperties._transformed(secondaryAttributedText?.string ?? secondaryText) }
}
