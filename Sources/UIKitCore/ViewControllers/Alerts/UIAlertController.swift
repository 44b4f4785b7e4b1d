//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An alert (a centred card) or an action sheet (cards at the bottom) with a title, a message
/// and actions, shown over a dimmed background. Present it with
/// `present(_:animated:completion:)`; picking an enabled action dismisses it, then runs the
/// action's handler.
///
/// The rules are iOS's: one cancel action at most (a second is logged and ignored); two short
/// actions of an alert sit side by side with the cancel action leading, otherwise actions stack
/// in insertion order with the cancel action last; an action sheet shows its cancel action in a
/// separate block at the bottom. The preferred action is bold (without one, the cancel action
/// is), destructive actions are red, disabled ones grey. With a hardware keyboard, Return picks
/// the preferred action and Escape the cancel action.
///
/// The alert presents itself over the full screen (`.overFullScreen`) with its own
/// `transitioningDelegate`: an alert fades in while shrinking from a slightly larger size, an
/// action sheet slides up; both leave by fading (the sheet also slides down). An action sheet's
/// style is `.popover`, as on the iPad: in a regular-width window it is a popover from the
/// source set on its `popoverPresentationController` (without one, iOS's message is logged and
/// the presentation ignored), its cancel action hidden and run by a tap outside; in a compact
/// window it keeps the sheet look.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// Apple's raw values.
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    /// Creates an alert controller; add actions with `addAction(_:)`, then present it.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        _preferredStyle = preferredStyle
        _configurePresentation()
        self.title = title
        self.message = message
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        _configurePresentation()
    }

    /// Creates an alert controller from an archive: no title, message or actions, and the
    /// `.actionSheet` style (as a plain `init()` gives). On Linux nothing is decoded.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _configurePresentation()
    }

    /// An alert covers the screen; an action sheet is a popover (iPad idiom), which keeps the
    /// full-screen look in a compact-width window.
    private func _configurePresentation() {
        modalPresentationStyle = _preferredStyle == .actionSheet ? .popover : .overFullScreen
        transitioningDelegate = _transitions
    }

    /// Whether this is an action sheet shown as a popover (a regular-width window).
    var _isInPopover: Bool { _modal?.presentationController is UIPopoverPresentationController }

    // MARK: Content

    /// The bold line at the top.
    open override var title: String? {
        didSet { _contentDidChange() }
    }

    /// The text under the title.
    open var message: String? {
        didSet { _contentDidChange() }
    }

    /// Alert or action sheet; fixed at creation.
    open var preferredStyle: UIAlertController.Style { _preferredStyle }

    /// The actions in the order they were added (not the order they are shown in).
    open var actions: [UIAlertAction] { _actions }

    /// Adds an action. A second `.cancel` action is refused with iOS's message; adding an action
    /// that is already in the alert is logged and ignored.
    open func addAction(_ action: UIAlertAction) {
        if _actions.contains(where: { $0 === action }) {
            return UIKitLog.warning("UIAlertController.addAction(_:): the action \"\(action.title ?? "")\" was already added; ignored",
                                    category: "UIAlertController")
        }
        if action.style == .cancel, _actions.contains(where: { $0.style == .cancel }) {
            return UIKitLog.error("UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                                  category: "UIAlertController")
        }
        _actions.append(action)
        action._owner = self
        _contentDidChange()
    }

    /// The action drawn bold and picked by Return. It must be one of `actions` (else the call is
    /// logged and ignored); nil makes the cancel action bold again.
    open var preferredAction: UIAlertAction? {
        get { _preferredAction }
        set {
            if let a = newValue, !_actions.contains(where: { $0 === a }) {
                return UIKitLog.error("UIAlertController.preferredAction: the action \"\(a.title ?? "")\" is not one of the alert's actions; ignored",
                                      category: "UIAlertController")
            }
            _preferredAction = newValue
            _contentDidChange()
        }
    }

    /// The alert's text fields in the order they were added (nil when it has none).
    open var textFields: [UITextField]? { _textFields.isEmpty ? nil : _textFields }

    /// Adds a text field under the message, configured by the handler (alerts only: in an
    /// action sheet the call is logged with iOS's message and ignored). The first field takes
    /// the keyboard when the alert appears; Return in a field picks the preferred action.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard _preferredStyle == .alert else {
            return UIKitLog.error("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
                                  category: "UIAlertController")
        }
        let f = UITextField()
        f.font = UIFont.systemFont(ofSize: _UIAlertMetrics.messageFontSize)
        f.borderStyle = .roundedRect
        f.addAction(UIAction { [weak self] _ in
            guard let self, let a = self._preferredAction, a.isEnabled else { return }
            self._perform(a)
        }, for: .editingDidEndOnExit)
        _textFields.append(f)
        configurationHandler?(f)
        _contentDidChange()
    }

    // MARK: State

    var _textFields: [UITextField] = []

    var _preferredStyle: UIAlertController.Style = .actionSheet
    var _actions: [UIAlertAction] = []
    weak var _preferredAction: UIAlertAction?
    /// Supplies the animators (held here: `transitioningDelegate` is weak).
    let _transitions = _UIAlertTransitioning()
    /// Set from a pick until the alert has gone, so a second tap or key does nothing.
    var _isPerformingAction = false

    /// The cancel action, if any.
    var _cancelAction: UIAlertAction? { _actions.first { $0.style == .cancel } }
    /// The bold action: the preferred one, else the cancel one.
    var _emphasizedAction: UIAlertAction? { _preferredAction ?? _cancelAction }

    // MARK: View

    open override func loadView() {
        view = _UIAlertControllerView(controller: self)
    }

    var _alertView: _UIAlertControllerView? { viewIfLoaded as? _UIAlertControllerView }

    func _contentDidChange() { _alertView?.reload() }

    func _actionDidChangeEnabled(_ action: UIAlertAction) { _alertView?.actionDidChangeEnabled(action) }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        _dimPresenter(true)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Keys (Return, Escape) come to the alert while it is up; to its first text field, when
        // it has one (Escape still reaches the alert up the responder chain).
        if let f = _textFields.first, f.becomeFirstResponder() { return }
        becomeFirstResponder()
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if isFirstResponder { resignFirstResponder() }
        for f in _textFields where f.isFirstResponder { f.resignFirstResponder() }
        _dimPresenter(false)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        _isPerformingAction = false
    }

    /// The presenter's view whose tint is dimmed while the alert is up (as iOS greys the tinted
    /// controls behind an alert), and the adjustment mode it had before.
    weak var _dimmedPresenterView: UIView?
    var _presenterTintMode: UIView.TintAdjustmentMode = .automatic

    func _dimPresenter(_ dim: Bool) {
        if dim {
            guard _dimmedPresenterView == nil, let v = presentingViewController?.viewIfLoaded else { return }
            _dimmedPresenterView = v
            _presenterTintMode = v._tintAdjustmentMode
            v.tintAdjustmentMode = .dimmed
        } else if let v = _dimmedPresenterView {
            _dimmedPresenterView = nil
            v.tintAdjustmentMode = _presenterTintMode
        }
    }

    // MARK: Picking an action

    /// Picks `action` as a tap on it would: ignored when disabled or while an earlier pick is
    /// dismissing the alert. A presented alert is dismissed (animated) and the handler runs in
    /// the dismissal's completion, after the alert's `viewDidDisappear(_:)`, so a handler may
    /// present another controller. An alert that is not presented runs the handler at once.
    func _perform(_ action: UIAlertAction) {
        guard action.isEnabled, !_isPerformingAction, _actions.contains(where: { $0 === action }) else { return }
        guard let presenter = presentingViewController else {
            action._handler?(action)
            return
        }
        _isPerformingAction = true
        presenter.dismiss(animated: true) {
            action._handler?(action)
        }
    }

    // MARK: Keys

    open override var canBecomeFirstResponder: Bool { true }

    /// Return (or Enter) picks the preferred action, Escape the cancel action; other keys, and
    /// those two when there is no such action, go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var unhandled = Set<UIPress>()
        for press in presses {
            var action: UIAlertAction?
            switch press.key?.keyCode {
            case .keyboardReturnOrEnter?, .keypadEnter?: action = _preferredAction
            case .keyboardEscape?: action = _cancelAction
            default: break
            }
            if let action, action.isEnabled { _perform(action) } else { unhandled.insert(press) }
        }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }
}
