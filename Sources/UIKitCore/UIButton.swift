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
@MainActor open class UIButton: UIControl {
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
    @exclusivity(unchecked) private var _titleColors: [UInt: UIColor] = [:]
    @exclusivity(unchecked) private var _titleShadowColors: [UInt: UIColor] = [:]
    @exclusivity(unchecked) private var _images: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _backgroundImages: [UInt: UIImage] = [:]
    @exclusivity(unchecked) private var _symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    @exclusivity(unchecked) private var _titleLabel: UILabel?
    @exclusivity(unchecked) private var _imageView: UIImageView?
    @exclusivity(unchecked) private var _subtitleLabel: UILabel?
    /// Draws background images, a configuration's background and the selected system look;
    /// made only when the button has such a background (most buttons never do).
    @exclusivity(unchecked) private var _backgroundViewIfMade: _UIButtonBackgroundView?
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
    private var _needsBackgroundView: Bool {
        _configuration != nil || !_backgroundImages.isEmpty || (_isSystemLike && isSelected)
    }
    @exclusivity(unchecked) private var _glowView: _UIButtonGlowView?
    @exclusivity(unchecked) private var _shadowReversed = false

    // MARK: Init

    /// A `.custom` button.
    public override init(frame: CGRect) {
        UIButton._registered
        super.init(frame: frame)
        _buttonInit()
    }

    /// Archives are not supported on Linux: builds an empty `.custom` button.
    public required init?(coder: NSCoder) {
        UIButton._registered
        super.init(coder: coder)
        _buttonInit()
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

    private func _setType(_ t: ButtonType) {
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
    private func _lookup<V>(_ table: [UInt: V], _ state: State) -> V? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    private static func _key(_ state: State) -> UInt { state.rawValue }

    open func setTitle(_ title: String?, for state: State) {
        _titles[Self._key(state)] = title
        _refresh(sizeChanged: true)
    }

    /// The title for `state` (the normal title when none was set for it).
    open func title(for state: State) -> String? { _lookup(_titles, state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        _attributedTitles[Self._key(state)] = title.map { NSAttributedString(attributedString: $0) }
        _refresh(sizeChanged: true)
    }

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

    func _defaultTitleColor(for state: State) -> UIColor {
        if _isSystemLike || _type == .close {
            if state.contains(.disabled) { return UIButton._systemDisabledColor }
            return tintColor
        }
        return .white
    }

    static var _systemDisabledColor: UIColor { UIColor(_rgb: 0x3C3C43, alpha: 0.3) }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        if _recordAppearance("titleShadowColor.\(state.rawValue)", { $0.setTitleShadowColor(color, for: state) }) { return }
        _titleShadowColors[Self._key(state)] = color
        _refresh(sizeChanged: false)
    }

    /// The title shadow colour for `state` (default: 50 % black, drawn only when the title
    /// label's `shadowOffset` is not zero).
    open func titleShadowColor(for state: State) -> UIColor? {
        _lookup(_titleShadowColors, state) ?? UIButton._defaultTitleShadowColor
    }
    private static let _defaultTitleShadowColor = UIColor(white: 0, alpha: 0.5)

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

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        if _recordAppearance("backgroundImage.\(state.rawValue)", { $0.setBackgroundImage(image, for: state) }) { return }
        _backgroundImages[Self._key(state)] = image
        _refresh(sizeChanged: true)
    }

    open func backgroundImage(for state: State) -> UIImage? { _lookup(_backgroundImages, state) }

    /// Stored only: symbol images are not available on Linux.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        if _recordAppearance("preferredSymbolConfiguration.\(state.rawValue)", { $0.setPreferredSymbolConfiguration(configuration, forImageIn: state) }) { return }
        _symbolConfigurations[Self._key(state)] = configuration
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        _lookup(_symbolConfigurations, state)
    }

    // MARK: Current values

    open var currentTitle: String? {
        if let a = currentAttributedTitle { return a.string }
        // (Through the box: copying a whole configuration out, even an empty one, moves ~400 bytes.)
        if let box = _configurationBox { return box.value._titleText ?? title(for: state) }
        return title(for: state)
    }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? {
        if let box = _configurationBox, let i = box.value.image { return i }
        return image(for: state)
    }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    // MARK: Subviews

    /// The label showing the title (created on first use).
    open var titleLabel: UILabel? {
        if let l = _titleLabel { return l }
        let l = _makeTitleLabel()
        _refresh(sizeChanged: false)
        return l
    }

    private func _makeTitleLabel() -> UILabel {
        let l = UILabel(frame: .zero)
        l.font = UIButton._defaultTitleFont
        l.lineBreakMode = .byTruncatingMiddle
        l.shadowOffset = .zero
        l.isHidden = true
        _titleLabel = l
        if let below = _imageView ?? _backgroundViewIfMade { insertSubview(l, aboveSubview: below) } else { insertSubview(l, at: 0) }
        return l
    }
    static let _defaultTitleFont = UIFont.systemFont(ofSize: 15)

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

    private func _ensureSubtitleLabel() -> UILabel {
        if let l = _subtitleLabel { return l }
        let l = UILabel(frame: .zero)
        l.lineBreakMode = .byTruncatingTail
        l.isHidden = true
        _subtitleLabel = l
        insertSubview(l, aboveSubview: titleLabel!)
        return l
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
    /// Tapping toggles `isSelected` (iOS 15).
    @exclusivity(unchecked) open var changesSelectionAsPrimaryAction: Bool = false
    /// The button's semantic role (destructive configured buttons are red).
    @exclusivity(unchecked) open var role: Role = .normal { didSet { _refresh(sizeChanged: false) } }
    /// Stored: menus are not presented on Linux.
    @exclusivity(unchecked) open var showsMenuAsPrimaryAction: Bool = false
    /// Stored: pointer interactions do not exist on Linux.
    @exclusivity(unchecked) open var isPointerInteractionEnabled: Bool = false

    // MARK: Insets (ignored while a configuration is set)

    private func _checkedInsets(_ new: UIEdgeInsets, _ old: UIEdgeInsets, _ name: String) -> UIEdgeInsets {
        guard new._isFinite else {
            UIKitLog.warning("UIButton.\(name): non-finite insets \(new) ignored", category: "UIButton")
            return old
        }
        return new
    }

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
    @exclusivity(unchecked) private var _configurationBox: _UIButtonConfigurationBox?
    private var _configuration: Configuration? {
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
        _refresh(sizeChanged: false)
    }

    override var _sendsPrimaryActionOnTouchUpInside: Bool { true }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if changesSelectionAsPrimaryAction, touch != nil, isTouchInside { isSelected.toggle() }
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

    private static func _isActivationKey(_ press: UIPress) -> Bool {
        switch press.key?.keyCode {
        case .keyboardSpacebar?, .keyboardReturnOrEnter?: return true
        default: return false
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty && isEnabled { isHighlighted = true }
        let rest = presses.subtracting(keys)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty && isHighlighted {
            isHighlighted = false
            if isEnabled {
                if changesSelectionAsPrimaryAction { isSelected.toggle() }
                _sendActions(for: .touchUpInside, with: nil)
                _sendActions(for: .primaryActionTriggered, with: nil)
            }
        }
        let rest = presses.subtracting(keys)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys = presses.filter(UIButton._isActivationKey)
        if !keys.isEmpty { isHighlighted = false }
        let rest = presses.subtracting(keys)
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
        if changesSelectionAsPrimaryAction { isSelected.toggle() }
        return super.accessibilityActivate()
    }

    // MARK: - Refresh

    @exclusivity(unchecked) private var _lastContentSize: CGSize?

    /// Brings the subviews up to date with the state and content.
    func _refresh(sizeChanged: Bool) {
        _applyContent()
        if _backgroundViewIfMade != nil || _needsBackgroundView { _backgroundView.setNeedsDisplay() }
        setNeedsLayout()
        if sizeChanged { invalidateIntrinsicContentSize() }
    }

    private var _rendersImagesAsTemplates: Bool { _isSystemLike || _configuration != nil }

    /// The colour of a template image shown now.
    private var _imageTint: UIColor {
        if _configuration != nil { return _configLook.foreground }
        if state.contains(.disabled) && _isSystemLike { return _systemDisabledImageColor }
        if _isSystemLike && _glyph == nil && state.contains(.selected) { return .white }
        return tintColor
    }

    private var _systemDisabledImageColor: UIColor { UIButton._systemDisabledColor }

    var _configLook: Configuration._Look {
        guard let c = configuration else { return Configuration._Look(foreground: tintColor, background: nil, stroke: nil, contentAlpha: 1) }
        return c._look(tint: tintColor, state: state, role: role, automatic: automaticallyUpdatesConfiguration)
    }

    private func _applyContent() {
        let st = state
        let highlighted = st.contains(.highlighted)
        let disabled = st.contains(.disabled)
        let selected = st.contains(.selected)
        let config = _configurationBox == nil ? nil : configuration

        // Title.
        let attributed = config == nil ? currentAttributedTitle : nil
        let plain: String? = config.map { $0._titleText ?? title(for: st) } ?? title(for: st)
        let hasTitle = (attributed?.length ?? 0) > 0 || !(plain ?? "").isEmpty
        if hasTitle || _titleLabel != nil {
            let label = _titleLabel ?? _makeTitleLabel()
            if let a = attributed {
                if label.attributedText.map({ !$0.isEqual(to: a) }) ?? true { label.attributedText = a }
            } else if label.text != plain || plain == nil && label.attributedText != nil {
                label.text = plain
            }
            label.isHidden = !hasTitle
            var color: UIColor
            var alpha: CGFloat = 1
            if let c = config {
                let look = _configLook
                color = look.foreground
                alpha = look.contentAlpha
                if label.font != c._titleFont { label.font = c._titleFont }
                if label.lineBreakMode != c.titleLineBreakMode { label.lineBreakMode = c.titleLineBreakMode }
                if label.textColor != color { label.textColor = color }
                if let styled = c._styledText(subtitle: false, font: c._titleFont, color: color),
                   c.attributedTitle != nil || c.titleTextAttributesTransformer != nil {
                    // Attributed (or transformed): the attributes carry font and colour.
                    if label.attributedText.map({ !$0.isEqual(to: styled) }) ?? true { label.attributedText = styled }
                    label.alpha = alpha
                    color = label.textColor
                }
            } else {
                color = currentTitleColor
                if _isSystemLike && _glyph == nil && selected && !disabled && _titleColors[st.rawValue] == nil { color = .white }
                if _isSystemLike && highlighted && !disabled { alpha = 0.2 }
            }
            if label.textColor != color { label.textColor = color }
            label.alpha = alpha
            // Shadow (only with an explicit colour or offset).
            let shadow = config == nil ? currentTitleShadowColor : nil
            label.shadowColor = (label.shadowOffset == .zero) ? nil : shadow
            let wantReversed = reversesTitleShadowWhenHighlighted && highlighted
            if wantReversed != _shadowReversed {
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
                _shadowReversed = wantReversed
            }
        }

        // Subtitle (configuration only).
        if let c = config, let sub = c._subtitleText, !sub.isEmpty {
            let l = _ensureSubtitleLabel()
            let fg = _configLook.foreground
            if l.font != c._subtitleFont { l.font = c._subtitleFont }
            if l.lineBreakMode != c.subtitleLineBreakMode { l.lineBreakMode = c.subtitleLineBreakMode }
            if l.textColor != fg { l.textColor = fg }
            if c.attributedSubtitle != nil || c.subtitleTextAttributesTransformer != nil,
               let styled = c._styledText(subtitle: true, font: c._subtitleFont, color: fg) {
                if l.attributedText.map({ !$0.isEqual(to: styled) }) ?? true { l.attributedText = styled }
            } else if l.text != sub || l.attributedText.map({ $0.string != sub }) ?? false {
                l.text = sub
            }
            l.isHidden = false
            l.alpha = _configLook.contentAlpha
        } else {
            _subtitleLabel?.isHidden = true
        }

        // Image.
        var img: UIImage? = currentImage
        if let c = config, c.showsActivityIndicator {
            img = _UIButtonGlyph.activityIndicator(color: _configLook.foreground, scale: _glyphScale)
        }
        if img != nil || _imageView != nil {
            let iv = _imageView ?? imageView!
            var shown = img
            var alpha: CGFloat = 1
            if let i = img {
                let isGlyph = _lookup(_images, st) == nil && (config?.image == nil)
                if isGlyph && _glyph == .close {
                    shown = i
                } else if i.renderingMode == .alwaysTemplate || (i.renderingMode == .automatic && _rendersImagesAsTemplates) {
                    var tint = _imageTint
                    if let c = config, let t = c.imageColorTransformer { tint = t(tint) }
                    shown = i.withTintColor(tint, renderingMode: .alwaysOriginal)
                    if config != nil { alpha = _configLook.contentAlpha }
                    else if _isSystemLike && highlighted && !disabled { alpha = 0.2 }
                } else if config == nil {
                    let explicitForState = _images[st.rawValue] != nil
                    if highlighted && adjustsImageWhenHighlighted && !explicitForState && !_isSystemLike {
                        shown = _variant(i, darken: true)
                    } else if disabled && adjustsImageWhenDisabled && !explicitForState {
                        shown = _variant(i, darken: false)
                    } else if _isSystemLike && highlighted && !disabled {
                        alpha = 0.2
                    }
                }
            }
            if iv.image !== shown { iv.image = shown }
            iv.isHidden = shown == nil
            iv.alpha = alpha
        }

        // Glow.
        if showsTouchWhenHighlighted && highlighted {
            if _glowView == nil {
                let g = _UIButtonGlowView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
                g.isUserInteractionEnabled = false
                _glowView = g
            }
            if _glowView!.superview !== self { addSubview(_glowView!) }
            _glowView!.isHidden = false
        } else {
            _glowView?.isHidden = true
        }
    }

    @exclusivity(unchecked) private var _variantCache: [(source: UIImage, darken: Bool, result: UIImage)] = []

    /// The darkened/faded variant of an image (the last few are kept).
    func _variant(_ image: UIImage, darken: Bool) -> UIImage {
        if let hit = _variantCache.first(where: { $0.source === image && $0.darken == darken }) { return hit.result }
        let r = darken ? image._button_darkened : image._button_faded
        _variantCache.append((image, darken, r))
        if _variantCache.count > 4 { _variantCache.removeFirst() }
        return r
    }

    /// Pixels per point for glyph images and pixel rounding: the layer's scale, which follows the
    /// window's screen (asked several times per layout; finding the window walks up the tree).
    var _glyphScale: CGFloat { layer.contentsScale }

    private func _glyphImage(for state: State) -> UIImage? {
        guard let g = _glyph else { return nil }
        return g.image(state: state, scale: _glyphScale)
    }

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

    /// Rounds to the pixel grid of the button's screen.
    private func _pixelRound(_ v: CGFloat) -> CGFloat {
        let s = _glyphScale
        return (v * s).rounded() / s
    }

    private func _pixelCeil(_ v: CGFloat) -> CGFloat {
        let s = _glyphScale
        return (v * s - 0.001).rounded(.up) / s
    }

    /// The natural size of the title (zero without one).
    var _titleSize: CGSize {
        guard let l = _titleLabel, !l.isHidden || _hasTitleContent else { return .zero }
        guard _hasTitleContent else { return .zero }
        let s = l.intrinsicContentSize
        return CGSize(width: _pixelCeil(max(0, s.width)), height: _pixelCeil(max(0, s.height)))
    }

    private var _hasTitleContent: Bool {
        if let c = _configuration { return !((c._titleText ?? title(for: state)) ?? "").isEmpty }
        if let a = currentAttributedTitle { return a.length > 0 }
        return !(title(for: state) ?? "").isEmpty
    }

    /// The size of the image shown now (zero without one).
    var _imageSize: CGSize {
        if let c = _configuration, c.showsActivityIndicator { return _UIButtonGlyph.activityIndicatorSize }
        return currentImage?.size ?? .zero
    }

    /// Legacy layout: image and title side by side as one group.
    private func _contentLayout(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let isz = _imageSize
        var tsz = _titleSize
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let h = effectiveContentHorizontalAlignment
        let v = contentVerticalAlignment
        // The title gets what the image leaves.
        tsz.width = min(tsz.width, max(0, content.width - isz.width))
        if h == .fill { tsz.width = max(0, content.width - isz.width) }
        let total = isz.width + tsz.width
        let x0: CGFloat
        switch h {
        case .left, .fill: x0 = content.minX
        case .right: x0 = content.maxX - total
        default: x0 = _pixelRound(content.minX + (content.width - total) / 2)
        }
        func y(_ height: CGFloat) -> (CGFloat, CGFloat) {
            switch v {
            case .top: return (content.minY, height)
            case .bottom: return (content.maxY - height, height)
            case .fill: return (content.minY, content.height)
            default: return (_pixelRound(content.minY + (content.height - height) / 2), height)
            }
        }
        let (iy, ih) = y(isz.height)
        let (ty, th) = y(min(tsz.height, content.height > 0 ? max(content.height, tsz.height) : tsz.height))
        let imageX = rtl ? x0 + tsz.width : x0
        let titleX = rtl ? x0 : x0 + isz.width
        let image = isz == .zero ? CGRect(x: imageX, y: iy, width: 0, height: 0) : CGRect(x: imageX, y: iy, width: isz.width, height: ih)
        let title = tsz == .zero ? CGRect(x: titleX, y: ty, width: 0, height: 0) : CGRect(x: titleX, y: ty, width: tsz.width, height: th)
        return (image, title)
    }

    // MARK: Sizing

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let c = configuration { return _configuredSize(c) }
        let isz = _imageSize
        let tsz = _titleSize
        var s: CGSize
        if isz == .zero && tsz == .zero {
            s = CGSize(width: 30, height: 34)
        } else if isz == .zero {
            s = CGSize(width: tsz.width, height: tsz.height + 12)
        } else {
            s = CGSize(width: isz.width + tsz.width, height: max(isz.height, tsz.height))
        }
        let ci = contentEdgeInsets
        s.width += ci.left + ci.right
        s.height += ci.top + ci.bottom
        if let bg = currentBackgroundImage {
            s.width = max(s.width, bg.size.width)
            s.height = max(s.height, bg.size.height)
        }
        return CGSize(width: max(0, s.width), height: max(0, s.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    // MARK: Configured layout

    /// Sizes of the configured content: image, title stack (title + subtitle) and total.
    private func _configuredParts(_ c: Configuration) -> (image: CGSize, title: CGSize, subtitle: CGSize, stack: CGSize, total: CGSize) {
        let isz = _imageSize
        let tsz = _titleSize
        var ssz = CGSize.zero
        if let sub = c._subtitleText, !sub.isEmpty {
            let l = _ensureSubtitleLabel()
            let s = l.intrinsicContentSize
            ssz = CGSize(width: _pixelCeil(s.width), height: _pixelCeil(s.height))
        }
        let hasText = tsz != .zero || ssz != .zero
        let stack = CGSize(width: max(tsz.width, ssz.width),
                           height: tsz.height + ssz.height + (tsz != .zero && ssz != .zero ? c.titlePadding : 0))
        var total: CGSize
        let pad = (isz != .zero && hasText) ? c.imagePadding : 0
        if c.imagePlacement == .top || c.imagePlacement == .bottom {
            total = CGSize(width: max(isz.width, stack.width), height: isz.height + pad + stack.height)
        } else {
            total = CGSize(width: isz.width + pad + stack.width, height: max(isz.height, stack.height))
        }
        return (isz, tsz, ssz, stack, total)
    }

    private func _configuredSize(_ c: Configuration) -> CGSize {
        let parts = _configuredParts(c)
        let i = c.contentInsets
        var s = CGSize(width: parts.total.width + i.leading + i.trailing, height: parts.total.height + i.top + i.bottom)
        if parts.total == .zero { s = CGSize(width: max(s.width, 30), height: max(s.height, 34)) }
        return s
    }

    private func _layoutConfigured(_ c: Configuration) {
        let content = contentRect(forBounds: bounds)
        let parts = _configuredParts(c)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let total = parts.total
        let h = effectiveContentHorizontalAlignment
        let gx: CGFloat
        switch h {
        case .left: gx = content.minX
        case .right: gx = content.maxX - total.width
        default: gx = _pixelRound(content.minX + (content.width - total.width) / 2)
        }
        let gy: CGFloat
        switch contentVerticalAlignment {
        case .top: gy = content.minY
        case .bottom: gy = content.maxY - total.height
        default: gy = _pixelRound(content.minY + (content.height - total.height) / 2)
        }
        let hasText = parts.stack != .zero
        let pad = (parts.image != .zero && hasText) ? c.imagePadding : 0
        var imageOrigin = CGPoint.zero
        var stackOrigin = CGPoint.zero
        let vertical = c.imagePlacement == .top || c.imagePlacement == .bottom
        if vertical {
            let ix = gx + _pixelRound((total.width - parts.image.width) / 2)
            let sx = gx + _pixelRound((total.width - parts.stack.width) / 2)
            if c.imagePlacement == .top {
                imageOrigin = CGPoint(x: ix, y: gy)
                stackOrigin = CGPoint(x: sx, y: gy + parts.image.height + pad)
            } else {
                stackOrigin = CGPoint(x: sx, y: gy)
                imageOrigin = CGPoint(x: ix, y: gy + parts.stack.height + pad)
            }
        } else {
            // Leading/trailing follow the layout direction.
            let imageFirst = (c.imagePlacement == .trailing) == rtl
            let iy = gy + _pixelRound((total.height - parts.image.height) / 2)
            let sy = gy + _pixelRound((total.height - parts.stack.height) / 2)
            if imageFirst {
                imageOrigin = CGPoint(x: gx, y: iy)
                stackOrigin = CGPoint(x: gx + parts.image.width + pad, y: sy)
            } else {
                stackOrigin = CGPoint(x: gx, y: sy)
                imageOrigin = CGPoint(x: gx + parts.stack.width + pad, y: iy)
            }
        }
        // Title alignment inside the stack.
        var align = c.titleAlignment
        if align == .automatic { align = vertical ? .center : .leading }
        func alignedX(_ w: CGFloat) -> CGFloat {
            switch align {
            case .center, .automatic: return stackOrigin.x + _pixelRound((parts.stack.width - w) / 2)
            case .leading: return rtl ? stackOrigin.x + parts.stack.width - w : stackOrigin.x
            case .trailing: return rtl ? stackOrigin.x : stackOrigin.x + parts.stack.width - w
            }
        }
        // Clamp the text to the content width.
        let maxTextW = max(0, content.width - (vertical ? 0 : parts.image.width + pad))
        if let l = _titleLabel {
            let w = min(parts.title.width, maxTextW)
            l.frame = CGRect(x: alignedX(w), y: stackOrigin.y, width: w, height: parts.title.height)
        }
        if let l = _subtitleLabel, !l.isHidden {
            let w = min(parts.subtitle.width, maxTextW)
            let y = stackOrigin.y + parts.title.height + (parts.title != .zero ? c.titlePadding : 0)
            l.frame = CGRect(x: alignedX(w), y: y, width: w, height: parts.subtitle.height)
        }
        _imageView?.frame = CGRect(origin: imageOrigin, size: parts.image)
    }

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

private final class _UIButtonConfigurationBox {
    let value: UIButton.Configuration
    init(_ value: UIButton.Configuration) { self.value = value }
}
