//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A reusable view for a table section's header or footer.
///
/// Built-in look (iOS 15+, light): in a plain table a semibold 17 pt title on a light grey
/// bar; in a grouped table 13 pt grey text above (or below) the section, not uppercased.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    /// Called with the view and its new state whenever the state changes.
    public typealias ConfigurationUpdateHandler = @MainActor (_ headerFooterView: UITableViewHeaderFooterView, _ state: UIViewConfigurationState) -> Void

    /// The identifier the view is reused under.
    public let reuseIdentifier: String?

    /// The view custom subviews go in.
    public let contentView: UIView

    var _textLabel: UILabel?
    var _detailTextLabel: UILabel?
    var _contentConfiguration: (any UIContentConfiguration)?
    var _contentConfigurationView: (any UIView & UIContentView)?
    var _backgroundConfiguration: UIBackgroundConfiguration?
    var _configurationBackgroundView: UIView?
    var _needsConfigurationUpdate = true

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
        _commonInit()
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Archives are not supported on Linux: builds a view with no reuse identifier.
    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        self.contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
        _commonInit()
    }

    func _commonInit() {
        contentView.preservesSuperviewLayoutMargins = false
        contentView.insetsLayoutMarginsFromSafeArea = false
        insetsLayoutMarginsFromSafeArea = false
        _applyStyle()
    }

    /// The title label (made on first use; the table fills it from `titleForHeaderInSection`).
    open var textLabel: UILabel? {
        if let l = _textLabel { return l }
        let l = UILabel()
        l.numberOfLines = 0
        l.isHidden = _contentConfiguration != nil
        _textLabel = l
        contentView.addSubview(l)
        _applyStyle()
        return l
    }

    /// A secondary label under the title (made on first use).
    open var detailTextLabel: UILabel? {
        if let l = _detailTextLabel { return l }
        let l = UILabel()
        l.numberOfLines = 0
        l.font = .systemFont(ofSize: 13)
        l.textColor = .secondaryLabel
        l.isHidden = _contentConfiguration != nil
        _detailTextLabel = l
        contentView.addSubview(l)
        setNeedsLayout()
        return l
    }

    /// Shown behind the content instead of the default background.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView !== oldValue { oldValue?.removeFromSuperview() }
            if let v = backgroundView, _backgroundConfiguration == nil { insertSubview(v, at: 0) }
            _applyStyle()
        }
    }

    /// The content as a value (hides `textLabel` and `detailTextLabel`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { _contentConfiguration }
        set { _setContentConfiguration(newValue) }
    }

    /// The background as a value (replaces `backgroundView`).
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { _backgroundConfiguration }
        set {
            var c = newValue
            if automaticallyUpdatesBackgroundConfiguration { c = c?.updated(for: configurationState) }
            _backgroundConfiguration = c
            _applyStyle()
        }
    }

    /// Whether a state change applies `contentConfiguration.updated(for:)` to the content (default
    /// true).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether a state change applies `backgroundConfiguration.updated(for:)` (default true).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Runs (after `updateConfiguration(using:)`) when the configuration state changes.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }

    /// The state configurations are updated for.
    open var configurationState: UIViewConfigurationState {
        var s = UIViewConfigurationState(traitCollection: traitCollection)
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// Override to restyle the view for `state`; the base does nothing.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The list configuration for the table's style (plain or grouped, header or footer).
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (_tableStyle == .plain, _isFooter) {
        case (true, false): return .plainHeader()
        case (true, true): return .plainFooter()
        case (false, false): return .groupedHeader()
        case (false, true): return .groupedFooter()
        }
    }

    /// How a table makes a view of a registered class (see `UITableViewCell`'s counterpart).
    /// Not for app code.
    public required convenience init(_tableRegisteredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called on a recycled view before the table hands it out again.
    open func prepareForReuse() { setNeedsUpdateConfiguration() }

    // MARK: Package hooks for UITableView

    /// The style of the table showing the view (sets the built-in look).
    package var _tableStyle: UITableView.Style = .plain { didSet { if _tableStyle != oldValue { _applyStyle() } } }
    /// Whether the view is a section footer (sets the built-in look).
    package var _isFooter = false { didSet { if _isFooter != oldValue { _applyStyle() } } }

    /// The height the view needs at `width`: the list content view's measure, the Auto Layout
    /// fitting height of a constrained content view, or the built-in label's.
    package func _fittingHeight(forWidth width: CGFloat) -> CGFloat {
        guard width.isFinite, width > 0 else { return 0 }
        _applyMargins(width: width)
        if let v = _contentConfigurationView as? UIListContentView {
            return v.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
        }
        let usesConstraints = !contentView.constraints.isEmpty || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        if _contentConfigurationView != nil || usesConstraints {
            return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .fittingSizeLevel).height
        }
        return _builtInFrames(width: width).height
    }

    // MARK: Look and layout

    /// The built-in label margins for the style.
    var _builtInMargins: NSDirectionalEdgeInsets {
        let c = defaultContentConfiguration()
        return c.directionalLayoutMargins
    }

    func _applyMargins(width: CGFloat) {
        let side = UITableViewCell._sideMargin(forWidth: width)
        var m = _builtInMargins
        m.leading = side; m.trailing = side
        if contentView.directionalLayoutMargins != m { contentView.directionalLayoutMargins = m }
        let own = NSDirectionalEdgeInsets(top: m.top, leading: side, bottom: m.bottom, trailing: side)
        if directionalLayoutMargins != own { directionalLayoutMargins = own }
    }

    func _applyStyle() {
        let c = defaultContentConfiguration()
        if let l = _textLabel {
            l.font = c.textProperties.font
            l.textColor = c.textProperties.color
        }
        if let config = _backgroundConfiguration {
            backgroundView?.removeFromSuperview()
            backgroundColor = nil
            let v = _configurationBackgroundView ?? { let v = UIView(); _configurationBackgroundView = v; return v }()
            v.backgroundColor = config.resolvedBackgroundColor(for: tintColor)
            v.layer.cornerRadius = config.cornerRadius
            if v.superview !== self { insertSubview(v, at: 0) }
        } else {
            _configurationBackgroundView?.removeFromSuperview()
            // The plain header's grey bar; grouped headers show the table through.
            backgroundColor = backgroundView == nil && _tableStyle == .plain ? .secondarySystemBackground : nil
        }
        setNeedsLayout()
    }

    /// The built-in labels' frames (left to right) and the height they need at `width`.
    func _builtInFrames(width: CGFloat) -> (text: CGRect?, detail: CGRect?, height: CGFloat) {
        let m = contentView.directionalLayoutMargins
        let w = max(0, width - m.leading - m.trailing)
        func fit(_ l: UILabel?) -> CGFloat {
            guard let l, !(l.text ?? "").isEmpty else { return 0 }
            return l.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        }
        let t = fit(_textLabel), d = fit(_detailTextLabel)
        let gap: CGFloat = t > 0 && d > 0 ? 2 : 0
        let height = (m.top + t + gap + d + m.bottom).rounded(.up)
        return (CGRect(x: m.leading, y: m.top, width: w, height: t), CGRect(x: m.leading, y: m.top + t + gap, width: w, height: d), height)
    }

    open override func layoutSubviews() {
        if _needsConfigurationUpdate {
            _needsConfigurationUpdate = false
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let c = _contentConfiguration { _setContentConfiguration(c.updated(for: state)) }
            if automaticallyUpdatesBackgroundConfiguration, let b = _backgroundConfiguration { _backgroundConfiguration = b.updated(for: state); _applyStyle() }
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
            _needsConfigurationUpdate = false
        }
        super.layoutSubviews()
        let b = bounds
        _applyMargins(width: b.width)
        contentView.frame = b
        backgroundView?.frame = b
        _configurationBackgroundView?.frame = b
        guard _contentConfiguration == nil else { return }
        let f = _builtInFrames(width: b.width)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        // Plain: centred; grouped header: sitting on the bottom margin; grouped footer: at the top.
        let block = (f.text?.height ?? 0) + (f.detail.map { $0.height > 0 ? $0.height + 2 : 0 } ?? 0)
        let m = contentView.directionalLayoutMargins
        var dy: CGFloat = 0
        if _tableStyle == .plain { dy = ((b.height - m.top - m.bottom - block) / 2).rounded(.down) }
        else if !_isFooter { dy = max(0, b.height - m.bottom - block - m.top) }
        func place(_ l: UILabel?, _ r: CGRect?) {
            guard let l, var r else { return }
            r.origin.y += dy
            if rtl { r.origin.x = b.width - r.maxX }
            l.frame = r
        }
        place(_textLabel, f.text)
        place(_detailTextLabel, f.detail)
    }

    func _setContentConfiguration(_ newValue: (any UIContentConfiguration)?) {
        guard var config = newValue else {
            _contentConfiguration = nil
            _contentConfigurationView?.removeFromSuperview()
            _contentConfigurationView = nil
            _textLabel?.isHidden = false; _detailTextLabel?.isHidden = false
            setNeedsLayout()
            return
        }
        if automaticallyUpdatesContentConfiguration { config = config.updated(for: configurationState) }
        _contentConfiguration = config
        _textLabel?.isHidden = true; _detailTextLabel?.isHidden = true
        _contentConfigurationView = _installContentConfiguration(config, in: contentView, replacing: _contentConfigurationView)
        setNeedsLayout()
    }
}
