//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CoreGraphics

/// A view of spinning wheels (components), each a list of rows, with the selected rows in a band
/// across the middle. A `UIView`, not a `UIControl`: the delegate hears of the user's selection.
///
/// Each component is a wheel (a private scroll view): it follows the finger, flings with the
/// scroll view's deceleration and snaps to a row, rubber-banding past the first and last rows;
/// a tap on a row above or below the band turns it to the band. On a desktop the mouse wheel
/// turns the wheel under the pointer a row a notch, and a clicked wheel takes the arrow keys
/// (up/down: a row; Page Up/Down: five; Home/End; left/right: the neighbouring wheel), as does
/// the wheel under the resting pointer when no responder takes them (up/down, pages, ends). Only the
/// visible rows have views (reused), so a component of a million rows costs what one of ten does.
@preconcurrency @MainActor open class UIPickerView: UIView {
    /// Answers how many components and rows there are. Held weakly.
    open weak var dataSource: (any UIPickerViewDataSource)? { didSet { _setNeedsReload() } }
    /// Gives rows' content and sizes and hears of selection. Held weakly.
    open weak var delegate: (any UIPickerViewDelegate)? { didSet { _setNeedsReload() } }
    /// Ignored since iOS 7 (the band is always shown); kept for source compatibility.
    open var showsSelectionIndicator: Bool = true

    /// Set by the delegate protocols' default implementations: tells the picker a method was not
    /// implemented by the delegate.
    package var _defaultAnswered = false

    /// The selected (committed) row of each component; requests made before the first load wait
    /// here and are clamped by it.
    package var _selectedRows: [Int] = []

    /// What the data source and delegate said at the last load, per component.
    var _components: [_UIPickerComponentInfo] = []
    /// One wheel per component.
    var _wheels: [_UIPickerWheel] = []
    /// The rounded band behind the selected rows.
    let _band = UIView()
    /// Whether the data source must be asked again before the picker is used.
    var _needsReload = true
    /// Whether a load is running (a data source calling back into the picker sees the old state).
    var _reloading = false
    /// The component the arrow keys turn (the wheel last touched or focused).
    var _focusedComponent = 0

    /// A row's height when the delegate gives none (⚠ unsourced: about 32 pt on recent iOS).
    package nonisolated static let _defaultRowHeight: CGFloat = 32
    /// The picker's intrinsic height (iOS's long-standing 216 pt; any height works since iOS 9).
    static let _intrinsicHeight: CGFloat = 216
    /// The band's and the components' inset from the picker's sides, and the space between
    /// components (⚠ measured by eye on iOS 14+ screenshots).
    static let _sideInset: CGFloat = 9
    static let _componentSpacing: CGFloat = 5

    // MARK: Init

    /// A picker with no data source: empty until one is set.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _pickerInit()
    }

    /// A picker from a storyboard or xib (its data source and delegate are outlet connections).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _pickerInit()
        _decodeInterfaceBuilderPickerView(coder)
    }

    private func _pickerInit() {
        _band.backgroundColor = .tertiarySystemFill
        _band.layer.cornerRadius = 8
        _band.isUserInteractionEnabled = false
        addSubview(_band)
    }

    // MARK: Data

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int {
        _loadIfNeeded()
        return _components.count
    }

    /// The number of rows in `component`, from the data source (as of the last reload).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard _checkComponent(component, "numberOfRows(inComponent:)") else { return 0 }
        return _components[component].rows
    }

    /// The size of a row of `component`: the delegate's width (else the component's share of
    /// the picker's width) and row height (else 32 pt).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard _checkComponent(component, "rowSize(forComponent:)") else { return .zero }
        let frames = _componentFrames(width: bounds.width)
        return CGSize(width: frames[component].width, height: _components[component].rowHeight)
    }

    /// The view the delegate gave for a visible row, or nil (not visible, or the delegate gives
    /// no views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard _checkComponent(component, "view(forRow:forComponent:)") else { return nil }
        return _wheels[component]._visibleDelegateView(row: row)
    }

    /// Asks the data source and delegate again for every component.
    open func reloadAllComponents() {
        _reloadAll()
    }

    /// Asks the data source and delegate again for `component` (its row count, size and rows);
    /// its selection is clamped to the new rows.
    open func reloadComponent(_ component: Int) {
        if _needsReload { return _reloadAll() }
        guard _checkComponent(component, "reloadComponent(_:)") else { return }
        _components[component] = _askComponent(component)
        _clampSelection(component)
        _wheels[component]._reload()
        setNeedsLayout()
    }

    /// Turns `component`'s wheel to `row`, animated or at once. Calls no delegate method.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard _checkComponent(component, "selectRow(_:inComponent:animated:)") else { return }
        let rows = _components[component].rows
        guard row >= 0, row < rows else {
            return UIKitLog.warning("UIPickerView.selectRow(_:inComponent:animated:): row \(row) is out of range (component \(component) has \(rows) rows); ignored",
                                    category: "UIPickerView")
        }
        _selectedRows[component] = row
        _wheels[component]._show(row: row, animated: animated && window != nil, user: false)
    }

    /// The selected row of `component`, or -1 if none is selected (the component has no rows).
    open func selectedRow(inComponent component: Int) -> Int {
        guard _checkComponent(component, "selectedRow(inComponent:)") else { return -1 }
        return _components[component].rows > 0 ? _selectedRows[component] : -1
    }

    // MARK: Size and layout

    /// iOS's 216 pt high picker; no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView._intrinsicHeight)
    }

    /// The given width (320 pt when none) by 216 pt.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 && size.width.isFinite ? size.width : 320, height: UIPickerView._intrinsicHeight)
    }

    /// Places the band across the middle and the wheels side by side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _loadIfNeeded()
        let b = bounds
        let frames = _componentFrames(width: b.width)
        for (i, w) in _wheels.enumerated() {
            let f = CGRect(x: frames[i].minX, y: 0, width: frames[i].width, height: b.height)
            if w.frame != f { w.frame = f }
        }
        let h = _components.map(\.rowHeight).max() ?? UIPickerView._defaultRowHeight
        let inset = min(UIPickerView._sideInset, b.width / 4)
        _band.frame = CGRect(x: inset, y: ((b.height - h) / 2).rounded(), width: max(0, b.width - 2 * inset), height: h)
        _band.isHidden = _components.isEmpty
    }

    /// Each component's horizontal extent for a picker `width` wide: the delegate's widths,
    /// centred as a group, else equal shares of the width between the side insets.
    func _componentFrames(width: CGFloat) -> [(minX: CGFloat, width: CGFloat)] {
        let n = _components.count
        guard n > 0 else { return [] }
        let gap = UIPickerView._componentSpacing, inset = min(UIPickerView._sideInset, width / 4)
        if _components.allSatisfy({ $0.width != nil }) {
            let widths = _components.map { $0.width ?? 0 }
            let total = widths.reduce(0, +) + gap * CGFloat(n - 1)
            var x = ((width - total) / 2).rounded()
            return widths.map { w in defer { x += w + gap }; return (x, w) }
        }
        let share = max(0, (width - 2 * inset - gap * CGFloat(n - 1)) / CGFloat(n))
        return (0..<n).map { (inset + CGFloat($0) * (share + gap), share) }
    }

    // MARK: Loading

    func _setNeedsReload() {
        _needsReload = true
        setNeedsLayout()
    }

    func _loadIfNeeded() {
        if _needsReload && !_reloading { _reloadAll() }
    }

    /// Asks the data source for the components and each one's rows, the delegate for sizes;
    /// makes or drops wheels, clamps the selections and shows the selected rows.
    func _reloadAll() {
        guard !_reloading else { return }
        _reloading = true
        defer { _reloading = false }
        _needsReload = false
        var n = 0
        if let ds = dataSource {
            n = ds.numberOfComponents(in: self)
            if n < 0 {
                UIKitLog.warning("UIPickerView: the data source gave \(n) components; showing none", category: "UIPickerView")
                n = 0
            } else if n == 0 {
                UIKitLog.warning("UIPickerView: the data source gave 0 components; the picker is empty", category: "UIPickerView")
            }
        }
        _components = (0..<n).map { _askComponent($0) }
        while _selectedRows.count < n { _selectedRows.append(0) }
        if _selectedRows.count > n { _selectedRows.removeLast(_selectedRows.count - n) }
        while _wheels.count > n { _wheels.removeLast().removeFromSuperview() }
        while _wheels.count < n {
            let w = _UIPickerWheel(picker: self, component: _wheels.count)
            _wheels.append(w)
            addSubview(w)
        }
        for c in 0..<n { _clampSelection(c) }
        _focusedComponent = min(_focusedComponent, max(0, n - 1))
        layoutSubviews()
        for w in _wheels { w._reload() }
        setNeedsLayout()
    }

    /// What the data source and delegate say of `component` now.
    func _askComponent(_ component: Int) -> _UIPickerComponentInfo {
        var info = _UIPickerComponentInfo()
        if let ds = dataSource {
            let rows = ds.pickerView(self, numberOfRowsInComponent: component)
            if rows < 0 {
                UIKitLog.warning("UIPickerView: the data source gave \(rows) rows for component \(component); showing none",
                                 category: "UIPickerView")
            }
            info.rows = max(0, rows)
        }
        if let d = delegate {
            _defaultAnswered = false
            let h = d.pickerView(self, rowHeightForComponent: component)
            if !_defaultAnswered {
                if h.isFinite && h > 0 { info.rowHeight = h } else {
                    UIKitLog.warning("UIPickerView: row height \(h) for component \(component) is not positive; using \(UIPickerView._defaultRowHeight)",
                                     category: "UIPickerView")
                }
            }
            _defaultAnswered = false
            let w = d.pickerView(self, widthForComponent: component)
            if !_defaultAnswered {
                if w.isFinite && w >= 0 { info.width = w } else {
                    UIKitLog.warning("UIPickerView: width \(w) for component \(component) is invalid; sharing the width",
                                     category: "UIPickerView")
                }
            }
            _defaultAnswered = false
        }
        return info
    }

    func _clampSelection(_ c: Int) {
        let rows = _components[c].rows
        _selectedRows[c] = rows > 0 ? min(max(0, _selectedRows[c]), rows - 1) : 0
    }

    /// Whether `component` names a component (loading first); logs and returns false otherwise.
    func _checkComponent(_ component: Int, _ method: String) -> Bool {
        _loadIfNeeded()
        guard component >= 0, component < _components.count else {
            UIKitLog.warning("UIPickerView.\(method): component \(component) is out of range (the picker has \(_components.count)); ignored",
                             category: "UIPickerView")
            return false
        }
        return true
    }

    // MARK: From the wheels

    /// A wheel came to rest on `row`. A user's turn that changed the row selects it and tells
    /// the delegate.
    func _wheelSettled(_ component: Int, row: Int, user: Bool) {
        guard user, component < _selectedRows.count, _selectedRows[component] != row else { return }
        _userSelect(row, component)
    }

    /// The user selected `row` of `component` (a settled turn, a key, an accessibility
    /// increment): committed, and the delegate is told.
    func _userSelect(_ row: Int, _ component: Int) {
        _selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    // MARK: Keys

    /// Arrow keys for the focused wheel (one the user clicked): up/down a row, Page Up/Down five,
    /// Home/End the first/last row, left/right the neighbouring wheel.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if !_handleKeys(presses) { super.pressesBegan(presses, with: event) }
    }
}

/// What the data source and delegate said of one component at the last load.
struct _UIPickerComponentInfo {
    var rows = 0
    var rowHeight = UIPickerView._defaultRowHeight
    /// The delegate's width; nil: the component shares the picker's width.
    var width: CGFloat?
}
