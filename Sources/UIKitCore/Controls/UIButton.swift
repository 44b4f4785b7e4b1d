//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// A control that runs your code when tapped: a title, an image or both, styled by its type or
/// by a `UIButton.Configuration`.
///
/// ## Per-state content
/// Titles, attributed titles, title colours, title shadow colours, images and background images
/// are stored per `UIControl.State`. A query for a state looks up that exact state, then
/// `.normal`, then the type's default: combined states such as `[.selected, .highlighted]` fall
/// back to `.normal` unless that exact combination was set. An attributed title wins over a
/// plain one. The `current…` getters resolve against `state`.
///
/// ## Looks by type
/// - `.system` (and `.detailDisclosure`, `.infoLight`, `.infoDark`, `.contactAdd`): the title
///   and images (as templates) take `tintColor`; highlighted content fades to alpha 0.2; the
///   disabled title is system gray; selected shows a tint-coloured rounded background with a
///   white title. The info types show a circled "i" (22×22), `.contactAdd` a circled "+".
/// - `.close`: a gray 30×30 circle with an "x" (darker while highlighted).
/// - `.custom`: white title, no fading; images are drawn darker while highlighted
///   (`adjustsImageWhenHighlighted`) and faded while disabled (`adjustsImageWhenDisabled`).
///
/// ## Layout and size
/// `contentRect(forBounds:)` (the bounds minus `contentEdgeInsets`) holds the image and title
/// side by side (image on the leading side), aligned as one group by
/// `contentHorizontalAlignment`/`contentVerticalAlignment`; `titleEdgeInsets`/`imageEdgeInsets`
/// then move (or shrink) each rectangle. Sizes: empty 30×34; title only: the label plus 6 pt
/// above and below; image only: the image; both: widths added, the larger height; plus
/// `contentEdgeInsets`; at least the background image's size. With a `configuration`, its
/// content insets, paddings and image placement apply instead and the legacy insets are ignored.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// Button types (Apple's raw values). `.plain` is tvOS's; here it looks like `.system`.
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case plain = 6
        case close = 7
        /// The pre-iOS 7 rounded rect; the same as `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    private static let _registered: Void = { UIView._registerDraws(UIButton.self, false) }()

    // MARK: Stored state

    @exclusivity(unchecked) private var _type: ButtonType = .custom
    @exclusivity(unchecked) private var _titles: [UInt: String] = [:]
    @exclusivity(unchecked) private var _attributedTitles: [UInt: NSAttributedString] = [:]
    @exclusivity(unchecked) var _titleColors: [UInt: UIColor] = [:]
    @exclusivity(unchecked) var _titleShadowColors: [UInt: UIColor] = [:]
    @exclusivity(unchecked) var _images: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _backgroundImages: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    @exclusivity(unchecked) var _titleLabel: UILabel?
    @exclusivity(unchecked) var _imageView: UIImageView?
    @exclusivity(unchecked) var _subtitleLabel: UILabel?
    /// Draws background images, a configuration's background and the selected system look;
    /// made only when the button has such a background (most buttons never do).
    @exclusivity(unchecked) var _backgroundViewIfMade: _UIButtonBackgroundView?
    var _backgroundView: _UIButtonBackgroundView {
        if let v = _backgroundViewIfMade { return v }
        let v = _UIButtonBackgroundView()
        v._button = self
        v.isUserInteractionEnabled = false
        v.isOpaque = false
        _backgroundViewIfMade = v
        insertSubview(v, at: 0)
        v.frame = backgroundRect(forBounds: bounds)
        return v
    }
    var _needsBackgroundView: Bool {
        _configuration != nil || !_backgroundImages.isEmpty || (_isSystemLike && isSelected)
    }
    @exclusivity(unchecked) var _glowView: _UIButtonGlowView?
    @exclusivity(unchecked) var _shadowReversed = false
    /// The state the shown content was last picked for (a state change compares against it).
    @exclusivity(unchecked) private var _contentState: UInt = 0

    // MARK: Init

    /// A `.custom` button.
    public override init(frame: CGRect) {
        UIButton._registered
        super.init(frame: frame)
        _buttonInit()
    }

    /// A button from an Interface Builder document (type, per-state titles and images…); with another coder, an empty `.custom` button.
    public required init?(coder: NSCoder) {
        UIButton._registered
        super.init(coder: coder)
        _buttonInit()
        _decodeInterfaceBuilderButton(coder)
    }

    /// A button of `buttonType` (fixed for the button's lifetime).
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        _setType(buttonType)
    }

    /// A button of `type` (default `.system`) that runs `primaryAction` on
    /// `.primaryActionTriggered`, showing the action's title and image.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(frame: .zero)
        _setType(type)
        if let primaryAction {
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let img = primaryAction.image { setImage(img, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A `.system` button showing `configuration`; the action's title and image go into the
    /// configuration when it has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(frame: .zero)
        _setType(.system)
        var c = configuration
        if let primaryAction {
            if c.title == nil && c.attributedTitle == nil && !primaryAction.title.isEmpty { c.title = primaryAction.title }
            if c.image == nil { c.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        self.configuration = c
    }

    private func _buttonInit() {
        isOpaque = false
    }

    func _setType(_ t: ButtonType) {
        _type = t
        _refresh(sizeChanged: true)
    }

    /// The type given at creation (read-only).
    open var buttonType: ButtonType { _type }

    /// The type's look family.
    var _isSystemLike: Bool {
        switch _type {
        case .custom, .close: return false
        default: return true
        }
    }

    var _glyph: _UIButtonGlyph? {
        switch _type {
        case .detailDisclosure, .infoLight, .infoDark: return .info
        case .contactAdd: return .add
        case .close: return .close
        default: return nil
        }
    }

    // MARK: - Per-state values

    /// The value for `state`: that exact state, else `.normal`.
    func _lookup<V>(_ table: [UInt: V], _ state: State) -> V? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    private static func _key(_ state: State) -> UInt { state.rawValue }

    /// Sets the title shown in `state` (nil removes it); states without a title show the normal
    /// state's. An attributed title set for the state takes precedence.
    open func setTitle(_ title: String?, for state: State) {
        _titles[Self._key(state)] = title
        _refresh(sizeChanged: true)
    }

    /// The title for `state` (the normal title when none was set for it).
    open func title(for state: State) -> String? { _lookup(_titles, state) }

    /// Sets the styled title shown in `state` (copied; nil removes it); it takes precedence over
    /// the plain title and title colour.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        _attributedTitles[Self._key(state)] = title.map { NSAttributedString(attributedString: $0) }
        _refresh(sizeChanged: true)
    }

    /// The attributed title for `state` (the normal one when none was set for it).
    open func attributedTitle(for state: State) -> NSAttributedString? { _lookup(_attributedTitles, state) }

    /// Sets the title colour for `state`; `nil` removes it. Appearance-capable
    /// (`UIButton.appearance().setTitleColor(_:for:)`).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        if _recordAppearance("titleColor.\(state.rawValue)", { $0.setTitleColor(color, for: state) }) { return }
        _titleColors[Self._key(state)] = color
        _refresh(sizeChanged: false)
    }

    /// The title colour for `state`: set for that state, else for `.normal`, else the type's
    /// default (tint for system types, gray when disabled; white for custom buttons).
    open func titleColor(for state: State) -> UIColor? {
        if let c = _lookup(_titleColors, state) { return c }
        return _defaultTitleColor(for: state)
    }

    /// Sets the colour of the title's shadow in `state` (nil removes it). Appearance-capable.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        if _recordAppearance("titleShadowColor.\(state.rawValue)", { $0.setTitleShadowColor(color, for: state) }) { return }
        _titleShadowColors[Self._key(state)] = color
        _refresh(sizeChanged: false)
    }

    /// The title shadow colour for `state`: the one set for it, else the normal state's, else
    /// nil (as on iOS).
    open func titleShadowColor(for state: State) -> UIColor? {
        _lookup(_titleShadowColors, state)
    }

    /// Sets the image shown beside the title in `state` (nil removes it); states without one show
    /// the normal state's. Appearance-capable.
    open func setImage(_ image: UIImage?, for state: State) {
        if _recordAppearance("image.\(state.rawValue)", { $0.setImage(image, for: state) }) { return }
        _images[Self._key(state)] = image
        _refresh(sizeChanged: true)
    }

    /// The image for `state`, else the normal one, else the type's glyph (info, add, close).
    open func image(for state: State) -> UIImage? {
        if let i = _lookup(_images, state) { return i }
        return _glyphImage(for: state)
    }

    /// Sets the image stretched behind the content in `state` (nil removes it); states without one
    /// use the normal state's. Appearance-capable.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        if _recordAppearance("backgroundImage.\(state.rawValue)", { $0.setBackgroundImage(image, for: state) }) { return }
        _backgroundImages[Self._key(state)] = image
        _refresh(sizeChanged: true)
    }

    /// The background image for `state` (the normal one when none was set for it).
    open func backgroundImage(for state: State) -> UIImage? { _lookup(_backgroundImages, state) }

    /// Applied on top of a symbol image's own configuration while in `state`.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        if _recordAppearance("preferredSymbolConfiguration.\(state.rawValue)", { $0.setPreferredSymbolConfiguration(configuration, forImageIn: state) }) { return }
        _symbolConfigurations[Self._key(state)] = configuration
        _refresh(sizeChanged: true)
    }

    /// The symbol configuration set for `state` (the normal one when none was set for it).
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        _lookup(_symbolConfigurations, state)
    }

    // MARK: Current values

    /// The title shown now: the current attributed title's text, else the configuration's title,
    /// else the plain title for the current state.
    open var currentTitle: String? {
        if let a = currentAttributedTitle { return a.string }
        // (Through the box: copying a whole configuration out, even an empty one, moves ~400 bytes.)
        if let box = _configurationBox { return box.value._titleText ?? title(for: state) }
        return title(for: state)
    }
    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour for the current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The image shown now: the configuration's image, else the image for the current state.
    open var currentImage: UIImage? {
        if let box = _configurationBox, let i = box.value.image { return i }
        return image(for: state)
    }
    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    // MARK: Subviews

    /// The label showing the title (created on first use).
    open var titleLabel: UILabel? {
        if let l = _titleLabel { return l }
        let l = _makeTitleLabel()
        _refresh(sizeChanged: false)
        return l
    }

    /// The image view showing the image (created on first use).
    open var imageView: UIImageView? {
        if let v = _imageView { return v }
        let v = UIImageView(frame: .zero)
        v.isHidden = true
        _imageView = v
        if let below = _backgroundViewIfMade { insertSubview(v, aboveSubview: below) } else { insertSubview(v, at: 0) }
        _refresh(sizeChanged: false)
        return v
    }

    /// The label showing a configuration's subtitle (nil without one).
    open var subtitleLabel: UILabel? {
        guard configuration?._subtitleText != nil else { return nil }
        return _ensureSubtitleLabel()
    }

    // MARK: - Behaviour properties

    /// Images are drawn darker while highlighted (custom buttons; deprecated in iOS 15).
    @exclusivity(unchecked) open var adjustsImageWhenHighlighted: Bool = true { didSet { _refresh(sizeChanged: false) } }
    /// Images are drawn faded while disabled (deprecated in iOS 15).
    @exclusivity(unchecked) open var adjustsImageWhenDisabled: Bool = true { didSet { _refresh(sizeChanged: false) } }
    /// A white glow is shown in the middle of the button while it is highlighted.
    @exclusivity(unchecked) open var showsTouchWhenHighlighted: Bool = false { didSet { _refresh(sizeChanged: false) } }
    /// The title shadow's offset is reversed while highlighted.
    @exclusivity(unchecked) open var reversesTitleShadowWhenHighlighted: Bool = false { didSet { _refresh(sizeChanged: false) } }
    /// Tapping toggles `isSelected` (iOS 15). With a `menu` shown as the primary action the
    /// button is a pop-up button instead: it shows the chosen menu item's title and keeps that
    /// item `.on` (`UIButton+PopUp`).
    @exclusivity(unchecked) open var changesSelectionAsPrimaryAction: Bool = false { didSet { _popUpDidChange() } }
    /// The button's semantic role (destructive configured buttons are red).
    @exclusivity(unchecked) open var role: Role = .normal { didSet { _refresh(sizeChanged: false) } }
    /// A tap shows `menu` instead of sending the primary action (iOS 14).
    @exclusivity(unchecked) open var showsMenuAsPrimaryAction: Bool = false { didSet { _popUpDidChange() } }
    /// The button's menu, shown by a tap when `showsMenuAsPrimaryAction` is on (iOS 14).
    @exclusivity(unchecked) open var menu: UIMenu? { didSet { _popUpDidChange() } }
    /// Whether the pointer gets an effect over the button (default false): the button adds a
    /// `UIPointerInteraction` to its `interactions` (`UIButton+Pointer`). On Linux: the
    /// pointing-hand cursor over an enabled button.
    @exclusivity(unchecked) open var isPointerInteractionEnabled: Bool = false {
        didSet { if oldValue != isPointerInteractionEnabled { _pointerInteractionChanged() } }
    }

    // MARK: Insets (ignored while a configuration is set)

    @exclusivity(unchecked) private var _contentEdgeInsets: UIEdgeInsets = .zero
    @exclusivity(unchecked) private var _titleEdgeInsets: UIEdgeInsets = .zero
    @exclusivity(unchecked) private var _imageEdgeInsets: UIEdgeInsets = .zero

    /// Space around the content; changes the intrinsic size and layout. Appearance-capable.
    /// Non-finite values are ignored (warning).
    open var contentEdgeInsets: UIEdgeInsets {
        get { _contentEdgeInsets }
        set {
            if _recordAppearance("contentEdgeInsets", { $0.contentEdgeInsets = newValue }) { return }
            let v = _checkedInsets(newValue, _contentEdgeInsets, "contentEdgeInsets")
            guard v != _contentEdgeInsets else { return }
            _contentEdgeInsets = v
            _refresh(sizeChanged: true)
        }
    }
    /// Moves (or, positive on one side only, shrinks) the title rectangle; no effect on size.
    open var titleEdgeInsets: UIEdgeInsets {
        get { _titleEdgeInsets }
        set {
            if _recordAppearance("titleEdgeInsets", { $0.titleEdgeInsets = newValue }) { return }
            _titleEdgeInsets = _checkedInsets(newValue, _titleEdgeInsets, "titleEdgeInsets")
            setNeedsLayout()
        }
    }
    /// Moves (or shrinks) the image rectangle; no effect on size.
    open var imageEdgeInsets: UIEdgeInsets {
        get { _imageEdgeInsets }
        set {
            if _recordAppearance("imageEdgeInsets", { $0.imageEdgeInsets = newValue }) { return }
            _imageEdgeInsets = _checkedInsets(newValue, _imageEdgeInsets, "imageEdgeInsets")
            setNeedsLayout()
        }
    }

    // MARK: - Configuration

    /// The configuration the button shows (iOS 15); nil for a classic button. Setting one makes
    /// the legacy edge insets ignored.
    open var configuration: Configuration? {
        get { _configuration }
        set {
            if newValue == nil && _configuration != nil, let l = _titleLabel {
                // Back to the classic look.
                l.font = UIFont.systemFont(ofSize: 15)
                l.lineBreakMode = .byTruncatingMiddle
            }
            _configuration = newValue
            _refresh(sizeChanged: true)
        }
    }
    /// Boxed: a configuration is ~400 bytes, which most buttons (classic ones) would carry empty.
    @exclusivity(unchecked) var _configurationBox: _UIButtonConfigurationBox?
    /// The pointer interaction and style provider (`UIButton+Pointer`; nil: never set).
    @exclusivity(unchecked) var _pointer: _UIButtonPointer?
    var _configuration: Configuration? {
        get { _configurationBox?.value }
        set { _configurationBox = newValue.map(_UIButtonConfigurationBox.init) }
    }

    /// Runs when the configuration should be updated (state changes while
    /// `automaticallyUpdatesConfiguration`, `setNeedsUpdateConfiguration()`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// When true (the default) state changes request a configuration update and the configured
    /// look follows the state (highlighted, selected, disabled).
    @exclusivity(unchecked) open var automaticallyUpdatesConfiguration: Bool = true { didSet { _refresh(sizeChanged: false) } }

    /// True until the first update (iOS updates the configuration before the first layout).
    @exclusivity(unchecked) private var _needsConfigurationUpdate = true
    @exclusivity(unchecked) private var _updatingConfiguration = false

    /// Requests `updateConfiguration()` before the next layout (calls coalesce).
    open func setNeedsUpdateConfiguration() {
        _needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs the `configurationUpdateHandler` (override to update the configuration yourself).
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    private func _updateConfigurationIfNeeded() {
        guard _needsConfigurationUpdate, !_updatingConfiguration else { return }
        _needsConfigurationUpdate = false
        _updatingConfiguration = true
        updateConfiguration()
        _updatingConfiguration = false
    }

    // MARK: - State changes

    override func _controlStateDidChange() {
        super._controlStateDidChange()
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        let old = State(rawValue: _contentState), new = state
        _contentState = new.rawValue
        // As on iOS, the intrinsic size is invalidated only when the state swaps what is shown.
        _refresh(sizeChanged: _showsDifferentContent(old, new))
    }

    /// Whether the two states show a different title, attributed title, image or background
    /// image. Table look-ups only, so a highlight on a button without per-state content stays
    /// cheap; a configuration's own title and image do not change with the state.
    private func _showsDifferentContent(_ a: State, _ b: State) -> Bool {
        guard a != b else { return false }
        func differs<V: AnyObject>(_ table: [UInt: V]) -> Bool {
            !table.isEmpty && _lookup(table, a) !== _lookup(table, b)
        }
        if !_titles.isEmpty && _lookup(_titles, a) != _lookup(_titles, b) { return true }
        return differs(_attributedTitles) || differs(_images) || differs(_backgroundImages)
    }

    /// (Not when a tap shows the menu "instead of the primary action".)
    override var _sendsPrimaryActionOnTouchUpInside: Bool { !(showsMenuAsPrimaryAction && menu != nil) }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction, !_isPopUp, touch != nil, isTouchInside { isSelected.toggle() }
        if showsMenuAsPrimaryAction, let menu, touch != nil, isTouchInside { _presentMenu(menu) }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        _refresh(sizeChanged: false)
    }

    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        // Glyphs are drawn for the screen's scale.
        if _glyph != nil { _refresh(sizeChanged: false) }
    }

    // MARK: - Keyboard

    /// A button can take keyboard focus (`becomeFirstResponder()`; its state then includes
    /// `.focused`); Space or Return highlights it and, on release, sends what a tap sends.
    override var _acceptsKeyboardFocus: Bool { true }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _activationPressesBegan(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _activationPressesEnded(presses)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _activationPressesCancelled(presses)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: - Accessibility

    /// Buttons are accessibility elements.
    override var _defaultIsAccessibilityElement: Bool { true }

    /// The current title, else the image's accessibility label.
    override var _defaultAccessibilityLabel: String? {
        if let t = currentTitle, !t.isEmpty { return t }
        return nil  // (UIImage has no accessibilityLabel here yet)
    }

    /// `.button` (UIControl adds `.notEnabled` when disabled and `.selected` when selected).
    override var _defaultAccessibilityTraits: UIAccessibilityTraits { .button }

    /// VoiceOver's double-tap: toggles the selection first when `changesSelectionAsPrimaryAction`.
    open override func accessibilityActivate() -> Bool {
        guard isEnabled else { return false }
        if changesSelectionAsPrimaryAction && !_isPopUp { isSelected.toggle() }
        return super.accessibilityActivate()
    }

    // MARK: - Refresh

    @exclusivity(unchecked) private var _lastContentSize: CGSize?

    @exclusivity(unchecked) var _variantCache: [(source: UIImage, darken: Bool, result: UIImage)] = []

    // MARK: - Geometry

    /// The rectangle the content (image and title) lays out in: the bounds minus
    /// `contentEdgeInsets` (the configuration's content insets when configured).
    open func contentRect(forBounds bounds: CGRect) -> CGRect {
        if let c = _configuration {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let i = c.contentInsets
            return bounds.inset(by: UIEdgeInsets(top: i.top, left: rtl ? i.trailing : i.leading,
                                                 bottom: i.bottom, right: rtl ? i.leading : i.trailing))
        }
        return bounds.inset(by: contentEdgeInsets)
    }

    /// Where the background (image or configured background) is drawn: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title goes in `contentRect` (then moved by `titleEdgeInsets`).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        _contentLayout(in: contentRect).title
    }

    /// Where the image goes in `contentRect` (then moved by `imageEdgeInsets`).
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        _contentLayout(in: contentRect).image
    }

    // MARK: Sizing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let c = configuration { return _configuredSize(c) }
        return _classicSize()
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Layout

    open override func layoutSubviews() {
        _updateConfigurationIfNeeded()
        super.layoutSubviews()
        _backgroundViewIfMade?.frame = backgroundRect(forBounds: bounds)
        if let c = configuration {
            _layoutConfigured(c)
        } else {
            let content = contentRect(forBounds: bounds)
            if let iv = _imageView {
                iv.frame = imageRect(forContentRect: content).inset(by: imageEdgeInsets)
            }
            if let l = _titleLabel {
                l.frame = titleRect(forContentRect: content).inset(by: titleEdgeInsets)
            }
        }
        if let g = _glowView {
            g.center = CGPoint(x: bounds.midX, y: bounds.midY)
            bringSubviewToFront(g)
        }
    }

    override func _boundsDidChangeSize() {
        super._boundsDidChangeSize()
        _backgroundViewIfMade?.setNeedsDisplay()
    }
}
