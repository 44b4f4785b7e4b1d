//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A bar with a search field (`searchTextField`), an optional Cancel button, bookmark or results
/// button, and a scope bar of segments below; it tells its delegate what the user does.
@preconcurrency @MainActor open class UISearchBar: UIView, UIBarPositioning {
    // MARK: Metrics (⚠ iOS 13+ look)

    /// The bar's height without a scope bar.
    package static let _barHeight: CGFloat = 56
    /// The scope bar row's height.
    static let _scopeHeight: CGFloat = 44
    /// The field's height.
    static let _fieldHeight: CGFloat = 36
    /// The bar's side margins.
    static let _margin: CGFloat = 8

    let _background = UIView()
    let _field = UISearchTextField(frame: .zero)
    var _cancelButton: UIButton?
    var _scopeBar: UISegmentedControl?
    var _bookmarkButton: UIButton?
    var _icons: [Int: UIImage] = [:]
    /// Turns the field's delegate calls into the search bar's.
    lazy var _fieldDelegate = _UISearchFieldDelegate(bar: self)
    var _positionAdjustments: [Int: UIOffset] = [:]
    /// The search controller running this bar (it follows the bar after the delegate is told).
    weak var _searchController: UISearchController?
    /// Set while a navigation bar shows this bar: its own background is hidden.
    var _isInNavigationBar = false { didSet { if _isInNavigationBar != oldValue { _styleDidChange() } } }

    // MARK: Init

    /// A search bar with an empty field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _commonSearchBarInit()
    }

    /// Makes a search bar from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _commonSearchBarInit()
        _decodeInterfaceBuilderSearchBar(coder)
    }

    private func _commonSearchBarInit() {
        addSubview(_background)
        addSubview(_field)
        _field.delegate = _fieldDelegate
        _field.returnKeyType = .search
        _field.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self._updateBookmark()
            self.delegate?.searchBar(self, textDidChange: self._field.text ?? "")
            self._searchController?._searchBarTextDidChange()
        }, for: .editingChanged)
        _styleDidChange()
    }

    // MARK: Text

    /// The search field (iOS 13).
    open var searchTextField: UISearchTextField { _field }

    /// The field's text ("" when empty).
    open var text: String? {
        get { _field.text }
        set { _field.text = newValue; _updateBookmark() }
    }

    /// The field's placeholder (nil: the field shows "Search").
    open var placeholder: String? {
        didSet { _field.attributedPlaceholder = NSAttributedString(string: placeholder ?? "Search") }
    }

    /// A line of text above the bar (stored; not shown yet).
    open var prompt: String?

    /// The bar's delegate.
    open weak var delegate: UISearchBarDelegate?

    // MARK: Look

    /// The bar's background style (`.default`).
    open var searchBarStyle: Style = .default { didSet { _styleDidChange() } }
    /// The bar's light or dark style (`.default`).
    open var barStyle: UIBarStyle = .default { didSet { _styleDidChange() } }
    /// The bar background's colour (nil: the style's).
    open var barTintColor: UIColor? { didSet { _styleDidChange() } }
    /// Whether the bar background is translucent (true).
    open var isTranslucent = true
    /// An image drawn as the bar's background (nil).
    open var backgroundImage: UIImage? { didSet { _styleDidChange() } }

    /// The position of the bar (`.any`: a search bar is not attached to a bar edge by itself).
    open var barPosition: UIBarPosition { .any }

    // MARK: Buttons

    /// Whether the Cancel button shows (false).
    open var showsCancelButton: Bool {
        get { _cancelButton != nil }
        set { setShowsCancelButton(newValue, animated: false) }
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        if showsCancelButton, _cancelButton == nil {
            let b = UIButton(type: .system)
            b.setTitle("Cancel", for: .normal)
            b.titleLabel?.font = UIFont.systemFont(ofSize: 17)
            b.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarCancelButtonClicked(self)
                self._searchController?._searchBarCancelTapped()
            }, for: .touchUpInside)
            addSubview(b)
            _cancelButton = b
        } else if !showsCancelButton, let b = _cancelButton {
            b.removeFromSuperview()
            _cancelButton = nil
        }
        setNeedsLayout()
        if animated, window != nil { UIView.animate(withDuration: 0.25) { self.layoutIfNeeded() } }
    }

    /// Whether the bookmark button shows while the field is empty (false).
    open var showsBookmarkButton = false { didSet { _updateBookmark() } }
    /// Whether the results list button shows (false; stored).
    open var showsSearchResultsButton = false
    /// Whether the results list button is selected (false; stored).
    open var isSearchResultsButtonSelected = false

    func _updateBookmark() {
        let shows = showsBookmarkButton && (_field.text ?? "").isEmpty
        if shows, _bookmarkButton == nil {
            let b = UIButton(type: .system)
            b.setImage(image(for: .bookmark, state: .normal) ?? UIImage(systemName: "book"), for: .normal)
            b.tintColor = .secondaryLabel
            b.accessibilityLabel = "Bookmarks"
            b.frame = CGRect(x: 0, y: 0, width: 28, height: 28)
            b.addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.delegate?.searchBarBookmarkButtonClicked(self)
            }, for: .touchUpInside)
            _bookmarkButton = b
        }
        _field.rightView = shows ? _bookmarkButton : nil
        _field.rightViewMode = shows ? .always : .never
    }

    // MARK: Scope bar

    /// The scope bar's titles (nil).
    open var scopeButtonTitles: [String]? { didSet { _updateScopeBar() } }
    /// The selected scope (0).
    open var selectedScopeButtonIndex = 0 {
        didSet { _scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }
    /// Whether the scope bar shows (false).
    open var showsScopeBar = false { didSet { _updateScopeBar() } }

    /// Shows or hides the scope bar (iOS 13).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    func _updateScopeBar() {
        let titles = scopeButtonTitles ?? []
        if showsScopeBar, titles.count > 1 {
            _scopeBar?.removeFromSuperview()
            let s = UISegmentedControl(items: titles)
            s.selectedSegmentIndex = min(max(0, selectedScopeButtonIndex), titles.count - 1)
            s.addAction(UIAction { [weak self, weak s] _ in
                guard let self, let s else { return }
                self.selectedScopeButtonIndex = s.selectedSegmentIndex
                self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: s.selectedSegmentIndex)
                self._searchController?._searchBarScopeDidChange()
            }, for: .valueChanged)
            addSubview(s)
            _scopeBar = s
        } else {
            _scopeBar?.removeFromSuperview()
            _scopeBar = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Images and adjustments

    /// Replaces one of the bar's images for a state (nil restores the system one).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        _icons[icon.rawValue] = iconImage
        if icon == .search, let glass = _field.leftView as? UIImageView { glass.image = iconImage ?? UIImage(systemName: "magnifyingglass") }
        if icon == .bookmark { _bookmarkButton?.setImage(iconImage ?? UIImage(systemName: "book"), for: .normal) }
    }

    /// The image set for an icon (nil: the system one).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { _icons[icon.rawValue] }

    /// Moves an icon by `adjustment`.
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { _positionAdjustments[icon.rawValue] = adjustment }
    /// How far an icon is moved (zero).
    open func positionAdjustment(for icon: Icon) -> UIOffset { _positionAdjustments[icon.rawValue] ?? .zero }
    /// How far the field's background is moved (zero).
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero { didSet { setNeedsLayout() } }
    /// How far the text is moved inside the field (zero; stored).
    open var searchTextPositionAdjustment: UIOffset = .zero

    // MARK: Layout

    /// 56 pt tall (plus 44 with the scope bar); any width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self._barHeight + (_scopeBar != nil ? Self._scopeHeight : 0))
    }

    /// The bar's height at the proposed width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    /// Tells the search controller running the bar (its interface shows only with the bar).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        _searchController?._searchBarWindowDidChange()
    }

    /// The bar edits in its field: becoming first responder begins editing there.
    open override var canBecomeFirstResponder: Bool { _field.canBecomeFirstResponder }

    /// Begins editing in the search field (what a tap in it does; the delegate is asked first).
    @discardableResult open override func becomeFirstResponder() -> Bool { _field.becomeFirstResponder() }

    /// Ends editing in the search field when it is editing (the delegate's
    /// `searchBarShouldEndEditing` may refuse); otherwise as any view.
    @discardableResult open override func resignFirstResponder() -> Bool {
        _field.isFirstResponder ? _field.resignFirstResponder() : super.resignFirstResponder()
    }

    /// The field across the bar, the Cancel button at its trailing end, the scope bar below.
    open override func layoutSubviews() {
        super.layoutSubviews()
        _background.frame = bounds
        let m = Self._margin
        // The field's row: 56 pt, or less in a shorter bar (a navigation bar's 52-pt search row).
        let rowH = max(Self._fieldHeight, min(Self._barHeight, bounds.height - (_scopeBar != nil ? Self._scopeHeight : 0)))
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var fieldMinX = m, fieldMaxX = bounds.width - m
        if let b = _cancelButton {
            let s = b.sizeThatFits(CGSize(width: bounds.width, height: Self._fieldHeight))
            let w = ceil(s.width)
            if rtl {
                b.frame = CGRect(x: m, y: (rowH - Self._fieldHeight) / 2, width: w, height: Self._fieldHeight)
                fieldMinX = b.frame.maxX + m
            } else {
                b.frame = CGRect(x: bounds.width - m - w, y: (rowH - Self._fieldHeight) / 2, width: w, height: Self._fieldHeight)
                fieldMaxX = b.frame.minX - m
            }
        }
        let adj = searchFieldBackgroundPositionAdjustment
        _field.frame = CGRect(x: fieldMinX + adj.horizontal, y: (rowH - Self._fieldHeight) / 2 + adj.vertical,
                              width: max(0, fieldMaxX - fieldMinX), height: Self._fieldHeight)
        if let s = _scopeBar {
            let h = s.intrinsicContentSize.height
            s.frame = CGRect(x: m, y: rowH + ((Self._scopeHeight - h) / 2).rounded(), width: max(0, bounds.width - 2 * m), height: h)
        }
    }

    func _styleDidChange() {
        _background.isHidden = searchBarStyle == .minimal || _isInNavigationBar
        _background.backgroundColor = barTintColor ?? (barStyle == .black ? UIColor(white: 0.1, alpha: 1) : .systemBackground)
        if let backgroundImage { _background.layer.contents = backgroundImage.cgImage } else { _background.layer.contents = nil }
    }
}

/// The search field's delegate inside a search bar: the field's questions and news become the
/// search bar delegate's (`searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`,
/// `searchBar(_:shouldChangeTextIn:replacementText:)`, `searchBarSearchButtonClicked` on Return,
/// `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`).
@MainActor final class _UISearchFieldDelegate: NSObject, UITextFieldDelegate {
    unowned let bar: UISearchBar
    init(bar: UISearchBar) { self.bar = bar }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        bar.delegate?.searchBarTextDidBeginEditing(bar)
        bar._searchController?._searchBarDidBeginEditing()
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldEndEditing(bar) ?? true }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.delegate?.searchBarTextDidEndEditing(bar) }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.delegate?.searchBarSearchButtonClicked(bar)
        return true
    }
}
