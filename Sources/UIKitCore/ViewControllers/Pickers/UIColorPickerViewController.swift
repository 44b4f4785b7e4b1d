//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The system colour picker (iOS 14): a title bar with a close button, a grid, a spectrum and
/// RGB sliders with a hex field, an opacity slider, the current colour and the saved colours.
///
/// Present it (typically as a popover; `UIColorWell` does it for you) and read the user's choice
/// from the delegate: `colorPickerViewController(_:didSelect:continuously:)` for every pick
/// (continuous while a drag goes on, then once more, not continuous, when it ends) and
/// `colorPickerViewControllerDidSelectColor(_:)` (iOS 14) with it; the close button (shown when
/// the picker is not in a popover) and Escape dismiss it and then call
/// `colorPickerViewControllerDidFinish(_:)`. Setting `selectedColor` in code calls nothing.
///
/// On Linux: the picker edits sRGB (iOS's hex field is Display P3); colours outside sRGB are
/// clamped for display and logged; there is no eyedropper (Linux cannot read other windows'
/// pixels in general); the saved colours are the app's, for as long as it runs (iOS shares
/// them between apps).
@preconcurrency @MainActor open class UIColorPickerViewController: UIViewController {
    /// Receives the user's picks and the close (held weakly).
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    private var _selectedColor: UIColor = .white
    /// The colour shown as picked (white by default ⚠). Setting it updates the picker and calls
    /// no delegate method; a colour outside sRGB (or with NaN components) is logged and clamped
    /// for display.
    open var selectedColor: UIColor {
        get { _selectedColor }
        set {
            _UIColorPickerPalette.checkRange(newValue, in: "UIColorPickerViewController")
            _selectedColor = newValue
            _showColor()
        }
    }

    /// Whether the user may pick translucent colours (true by default ⚠): false hides the opacity
    /// slider and makes every pick opaque.
    open var supportsAlpha: Bool = true {
        didSet {
            _pickerView?.showsOpacity = supportsAlpha
            _updatePreferredSize()
        }
    }

    /// iOS 26: whether the eyedropper is offered (true by default). On Linux there is no
    /// eyedropper, so this changes nothing.
    open var supportsEyedropper: Bool = true

    /// iOS 26: the highest linear exposure of a picked HDR colour (1, standard range, by default;
    /// values below 1 are ignored). On Linux colours are standard range, so this changes nothing.
    open var maximumLinearExposure: CGFloat = 1 {
        didSet { if !(maximumLinearExposure >= 1) { maximumLinearExposure = 1 } }
    }

    /// The title shown over the picker (nil, the default, shows "Colors" ⚠).
    open override var title: String? {
        didSet { _pickerView?.titleLabel.text = _displayTitle }
    }

    var _displayTitle: String { title ?? "Colors" }

    /// Told of every user pick before the delegate (the colour well that presented the picker).
    var _selectionHandler: ((UIColor, Bool) -> Void)?

    /// The width of the picker in a popover.
    static let popoverWidth: CGFloat = 340

    /// Creates a picker showing white, supporting alpha.
    public init() {
        super.init(nibName: nil, bundle: nil)
        _updatePreferredSize()
    }

    /// Not available on iOS (the picker has no nib): makes a default picker.
    @available(*, unavailable, message: "use init()")
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nil, bundle: nil)
        _updatePreferredSize()
    }

    /// A picker from a storyboard scene (a view controller whose custom class is this one).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _updatePreferredSize()
    }

    private func _updatePreferredSize() {
        preferredContentSize = CGSize(width: Self.popoverWidth,
                                      height: _UIColorPickerView.preferredHeight(width: Self.popoverWidth, supportsAlpha: supportsAlpha))
    }

    var _pickerView: _UIColorPickerView? { viewIfLoaded as? _UIColorPickerView }

    /// The picker's view.
    open override func loadView() {
        let v = _UIColorPickerView(frame: CGRect(origin: .zero, size: preferredContentSize))
        v.controller = self
        v.titleLabel.text = _displayTitle
        v.showsOpacity = supportsAlpha
        view = v
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        _showColor()
    }

    /// The close button shows unless the picker is in a popover's bubble.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        var inPopover = false
        var v = view.superview
        while let cur = v { if cur is _UIPopoverView { inPopover = true; break }; v = cur.superview }
        _pickerView?.showsCloseButton = !inPopover
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if _selectedColor._isDynamic { _showColor() }
    }

    /// The picked colour's components as shown (a dynamic colour resolved for the picker's traits).
    var _components: _UIPickerRGBA {
        _UIPickerRGBA(_selectedColor, traits: viewIfLoaded?.traitCollection)
    }

    private func _showColor() {
        _pickerView?.show(_components)
    }

    // MARK: The user's picks

    /// A pick in the grid, the spectrum or the sliders (opaque `rgb`): keeps the opacity the
    /// picker has (none without alpha support).
    func _userPicked(_ rgb: _UIPickerRGBA, continuously: Bool) {
        var c = rgb
        c.a = supportsAlpha ? _components.a : 1
        _userSelected(c, continuously: continuously)
    }

    /// The opacity slider moved.
    func _userChangedOpacity(_ alpha: CGFloat, continuously: Bool) {
        guard supportsAlpha else { return }
        var c = _components
        c.a = alpha
        _userSelected(c, continuously: continuously)
    }

    /// A saved colour was tapped.
    func _userPickedSaved(_ color: UIColor) {
        var c = _UIPickerRGBA(color)
        if !supportsAlpha { c.a = 1 }
        _userSelected(c, continuously: false)
    }

    /// + saves the current colour for every picker of the app.
    func _saveCurrentColor() {
        _UIColorPickerPalette.savedColors.append(_components.color)
        if _UIColorPickerPalette.savedColors.count > _UIColorPickerPalette.maximumSaved {
            _UIColorPickerPalette.savedColors.removeFirst()
        }
        _pickerView?.swatchRow.reloadSaved()
    }

    private func _userSelected(_ c: _UIPickerRGBA, continuously: Bool) {
        _selectedColor = c.color
        _showColor()
        _selectionHandler?(_selectedColor, continuously)
        delegate?.colorPickerViewController(self, didSelect: _selectedColor, continuously: continuously)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    // MARK: Closing

    /// The close button or Escape: dismisses the picker, then tells the delegate.
    func _close() {
        guard let presenter = presentingViewController else {
            delegate?.colorPickerViewControllerDidFinish(self)
            return
        }
        presenter.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.colorPickerViewControllerDidFinish(self)
        }
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Takes the keys (Escape closes) while on screen.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isFirstResponder { resignFirstResponder() }
        _pickerView?.slidersPage.endTyping()
    }

    /// Escape closes the picker (as its close button does); other keys go up the chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            if press.key?.keyCode == .keyboardEscape, presentingViewController != nil, !isBeingDismissed { _close() } else { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }
}
