//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UITableViewCell's configurations and looks: installing a content configuration's view,
// the configuration update pass, and the background (default, background view, selected
// background, background configuration).

extension UITableViewCell {
    func _setContentConfiguration(_ newValue: (any UIContentConfiguration)?) {
        guard var config = newValue else {
            _contentConfiguration = nil
            _contentConfigurationView?.removeFromSuperview()
            _contentConfigurationView = nil
            for v in [_textLabel, _detailTextLabel] as [UIView?] { v?.isHidden = false }
            setNeedsLayout()
            return
        }
        if automaticallyUpdatesContentConfiguration { config = config.updated(for: configurationState) }
        _contentConfiguration = config
        for v in [_textLabel, _detailTextLabel, _imageView] as [UIView?] { v?.isHidden = true }
        _contentConfigurationView = _installContentConfiguration(config, in: contentView, replacing: _contentConfigurationView)
        setNeedsLayout()
    }

    /// The configuration pass: automatic updates, then `updateConfiguration(using:)`, then the
    /// handler.
    func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate else { return }
        _needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = _contentConfiguration {
            _setContentConfiguration(c.updated(for: state))
        }
        if automaticallyUpdatesBackgroundConfiguration, let b = _backgroundConfiguration {
            _backgroundConfiguration = b.updated(for: state)
            _updateBackgroundLook()
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        _needsConfigurationUpdate = false
    }

    func _tableStyleDidChange() {
        let color: UIColor = _tableStyle == .plain ? .systemBackground : .secondarySystemGroupedBackground
        if let current = backgroundColor, let d = _defaultBackgroundColor, current === d {
            _defaultBackgroundColor = color
            backgroundColor = color
        }
    }

    /// Whether the selected/highlighted look shows now.
    var _showsSelectionLook: Bool { (_highlighted || _selected) && selectionStyle != .none }

    /// The selection look changes with a cross-fade (⚠ iOS fades a deselected row over about
    /// 0.3 s, as when a table controller reappears).
    func _updateBackgroundLook(animated: Bool) {
        let views = [selectedBackgroundView, multipleSelectionBackgroundView, _defaultSelectedBackgroundView, _configurationBackgroundView]
        let shownBefore = views.compactMap { $0 }.filter { $0.superview === self }
        _updateBackgroundLook()
        guard animated, window != nil else { return }
        let shownAfter = views.compactMap { $0 }.filter { $0.superview === self }
        // A selection view that went away fades out in place; one that came fades in.
        for v in shownBefore where !shownAfter.contains(where: { $0 === v }) {
            insertSubview(v, belowSubview: contentView)
            v.alpha = 1
            UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 0 }) { [weak self] _ in
                v.alpha = 1
                if let self, !shownAfterNow(self).contains(where: { $0 === v }) { v.removeFromSuperview() }
            }
        }
        for v in shownAfter where !shownBefore.contains(where: { $0 === v }) {
            v.alpha = 0
            UIView.animate(withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { v.alpha = 1 })
        }
        func shownAfterNow(_ cell: UITableViewCell) -> [UIView] {
            cell._updateBackgroundLookNeeded()
        }
    }

    /// The selection views the current state shows (after a fade, whether to keep the view).
    func _updateBackgroundLookNeeded() -> [UIView] {
        guard _showsSelectionLook else { return [] }
        return [selectedBackgroundView, multipleSelectionBackgroundView, _defaultSelectedBackgroundView, _configurationBackgroundView]
            .compactMap { $0 }
    }

    /// Puts the right background views in and the labels' highlight on.
    func _updateBackgroundLook() {
        let selected = _showsSelectionLook
        for l in [_textLabel, _detailTextLabel] { l?.isHighlighted = selected }
        _imageView?.isHighlighted = selected

        if let config = _backgroundConfiguration {
            backgroundView?.removeFromSuperview()
            selectedBackgroundView?.removeFromSuperview()
            multipleSelectionBackgroundView?.removeFromSuperview()
            _defaultSelectedBackgroundView?.removeFromSuperview()
            let v = _configurationBackgroundView ?? { let v = UIView(); _configurationBackgroundView = v; return v }()
            config._style(v, tintColor: tintColor)
            if v.superview !== self { insertSubview(v, at: 0) }
        } else {
            _configurationBackgroundView?.removeFromSuperview()
            if let bg = backgroundView, bg.superview !== self { insertSubview(bg, at: 0) }
            let selectedView: UIView
            if _editing, _selected, let m = multipleSelectionBackgroundView {
                selectedView = m
            } else if let s = selectedBackgroundView {
                selectedView = s
            } else {
                selectedView = _defaultSelectedBackgroundView ?? {
                    let v = UIView()
                    v.backgroundColor = .systemGray4
                    _defaultSelectedBackgroundView = v
                    return v
                }()
            }
            for v in [selectedBackgroundView, multipleSelectionBackgroundView, _defaultSelectedBackgroundView] {
                if let v, v !== selectedView { v.removeFromSuperview() }
            }
            if selected {
                if selectedView.superview !== self {
                    if let bg = backgroundView, bg.superview === self { insertSubview(selectedView, aboveSubview: bg) }
                    else { insertSubview(selectedView, belowSubview: contentView) }
                }
            } else {
                selectedView.removeFromSuperview()
            }
        }
        setNeedsLayout()
    }

    /// Sizes the background views to the cell (the configuration's insets applied).
    func _layoutBackgrounds() {
        let b = bounds
        backgroundView?.frame = b
        for v in [selectedBackgroundView, multipleSelectionBackgroundView, _defaultSelectedBackgroundView] {
            if let v, v.superview === self { v.frame = b }
        }
        if let v = _configurationBackgroundView, let c = _backgroundConfiguration {
            v.frame = c._frame(in: b, margins: directionalLayoutMargins, rightToLeft: _isRTL)
            v.subviews.first?.frame = v.bounds
        }
    }
}

extension UIBackgroundConfiguration {
    /// Styles a cell's configuration background view: colour, corners, stroke and custom view.
    @MainActor func _style(_ v: UIView, tintColor: UIColor) {
        v.backgroundColor = resolvedBackgroundColor(for: tintColor)
        v.layer.cornerRadius = cornerRadius
        v.clipsToBounds = cornerRadius > 0
        if strokeWidth > 0 {
            v.layer.borderWidth = strokeWidth
            v.layer.borderColor = resolvedStrokeColor(for: tintColor).cgColor
        } else {
            v.layer.borderWidth = 0
        }
        if let custom = customView, custom.superview !== v {
            v.subviews.forEach { $0.removeFromSuperview() }
            custom.frame = v.bounds
            custom.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            v.addSubview(custom)
        } else if customView == nil {
            v.subviews.forEach { $0.removeFromSuperview() }
        }
    }

    /// The background's frame in a cell of `bounds`: the background insets, plus the layout
    /// margins on the edges `edgesAddingLayoutMarginsToBackgroundInsets` names.
    func _frame(in bounds: CGRect, margins m: NSDirectionalEdgeInsets, rightToLeft rtl: Bool) -> CGRect {
        var i = backgroundInsets
        let e = edgesAddingLayoutMarginsToBackgroundInsets
        if e.contains(.top) { i.top += m.top }
        if e.contains(.bottom) { i.bottom += m.bottom }
        if e.contains(.leading) { i.leading += m.leading }
        if e.contains(.trailing) { i.trailing += m.trailing }
        let left = rtl ? i.trailing : i.leading, right = rtl ? i.leading : i.trailing
        return CGRect(x: left, y: i.top, width: max(0, bounds.width - left - right), height: max(0, bounds.height - i.top - i.bottom))
    }
}

