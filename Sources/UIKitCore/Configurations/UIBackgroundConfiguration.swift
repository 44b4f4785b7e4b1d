//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The background of a configured view (a cell, a header, a button): a colour (optionally
/// transformed), corner radius, stroke, insets, image and custom view. The list presets
/// restyle themselves per state in `updated(for:)` (the grey of a selected row).
public struct UIBackgroundConfiguration: Sendable {
    /// Which preset this is (nil: made with `init()`/`clear()`): `updated(for:)` restyles presets.
    enum _Preset: Sendable { case plainCell, groupedCell, plainHeaderFooter, groupedHeaderFooter, sidebarCell }
    var _preset: _Preset?
    var _storedBackgroundColor: UIColor?
    /// True once the app set `backgroundColor`: state updates then leave it alone.
    var _backgroundColorCustomized = false

    /// nil = the owner's tint colour (a button's style colour).
    public var backgroundColor: UIColor? {
        get { _storedBackgroundColor }
        set { _storedBackgroundColor = newValue; _backgroundColorCustomized = true }
    }
    /// A transformer applied to `backgroundColor` (or the tint colour it falls back to) when the
    /// background is drawn; see `resolvedBackgroundColor(for:)`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The radius of the background's rounded corners, in points (0: square corners).
    public var cornerRadius: CGFloat = 0
    /// The colour of the outline drawn around the background (nil: the owner's tint colour).
    public var strokeColor: UIColor?
    /// A transformer applied to the stroke colour when it is drawn; see `resolvedStrokeColor(for:)`.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The width of the outline, in points (0: no outline).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's edge, in points. On Linux: only buttons
    /// honour it; a cell draws its stroke inside the edge.
    public var strokeOutset: CGFloat = 0
    /// How far the background is inset from the owner's edges. On Linux: honoured by cells and
    /// buttons; a header/footer view fills its bounds.
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    /// The edges whose inset also gets the owner's layout margin (so a background can follow
    /// the content).
    public var edgesAddingLayoutMarginsToBackgroundInsets: NSDirectionalRectEdge = []
    /// An image drawn in the background, over the colour. On Linux: only buttons draw it (stretched
    /// to the background's rectangle); a cell's or header's background ignores it.
    public var image: UIImage?
    /// How `image` is fitted into the background (default `.scaleToFill`). On Linux: not honoured
    /// yet; the image is always stretched.
    public var imageContentMode: UIView.ContentMode = .scaleToFill
    /// A view shown under everything else, stretched to the background's rectangle. On Linux:
    /// a header/footer view's background shows only the colour and corner radius.
    nonisolated(unsafe) public var customView: UIView?

    var _cornerRadiusSet = false

    /// An empty background: no colour of its own (the tint colour when drawn), no stroke, square
    /// corners.
    public init() {}

    init(_preset: _Preset, color: UIColor?) {
        self._preset = _preset
        self._storedBackgroundColor = color
    }

    /// A background with no colour, radius or stroke.
    public static func clear() -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration(); b.backgroundColor = .clear; b._backgroundColorCustomized = false; return b
    }
    /// A plain-style table row (white; grey while selected or highlighted).
    public static func listPlainCell() -> UIBackgroundConfiguration { .init(_preset: .plainCell, color: .systemBackground) }
    /// A grouped-style table row (white on the grey table).
    public static func listGroupedCell() -> UIBackgroundConfiguration { .init(_preset: .groupedCell, color: .secondarySystemGroupedBackground) }
    /// A plain-style section header or footer (the light grey bar).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { .init(_preset: .plainHeaderFooter, color: .secondarySystemBackground) }
    /// A grouped-style section header or footer (nothing: the table shows through).
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { .init(_preset: .groupedHeaderFooter, color: .clear) }
    /// A sidebar row (clear; grey while selected, with rounded corners).
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        var b = UIBackgroundConfiguration(_preset: .sidebarCell, color: .clear)
        b.cornerRadius = 10
        return b
    }

    /// The preset's colour for `highlighted`/`selected`.
    static func _presetColor(_ preset: _Preset, highlightedOrSelected: Bool) -> UIColor {
        switch preset {
        case .plainCell: return highlightedOrSelected ? .systemGray4 : .systemBackground
        case .groupedCell: return highlightedOrSelected ? .systemGray4 : .secondarySystemGroupedBackground
        case .plainHeaderFooter: return .secondarySystemBackground
        case .groupedHeaderFooter: return .clear
        case .sidebarCell: return highlightedOrSelected ? .systemGray4 : .clear
        }
    }

    /// This background as it should look in `state`: a list row turns grey while highlighted
    /// or selected, unless the app set its own colour.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let preset = _preset, !_backgroundColorCustomized else { return self }
        var on = false
        if let s = state as? UICellConfigurationState { on = s.isHighlighted || s.isSelected }
        else if let s = state as? UIViewConfigurationState { on = s.isHighlighted || s.isSelected }
        var copy = self
        copy._storedBackgroundColor = Self._presetColor(preset, highlightedOrSelected: on)
        return copy
    }

    /// The background colour with the transformer applied (the tint colour when there is none).
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let base = backgroundColor ?? tintColor
        return backgroundColorTransformer?(base) ?? base
    }

    /// The stroke colour with the transformer applied.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let base = strokeColor ?? tintColor
        return strokeColorTransformer?(base) ?? base
    }
}
