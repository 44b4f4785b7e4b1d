//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Modal presentation: present/dismiss, who presents, the refusals, and the presentation links.
// (The open API is in UIViewController.swift; the transitions are in
// UIViewController+PresentationTransition.swift.)

/// The state of one controller's modal presentation (stored in `UIViewController._modal`,
/// allocated on first use).
package final class _ModalState {
    /// The controller this one presents (owned until it is dismissed).
    var presented: UIViewController?
    /// The controller that presents this one.
    weak var presenting: UIViewController?
    /// This controller's presentation controller: made when it is presented, or on first access
    /// of `presentationController` (so a delegate can be set before presenting).
    var presentationController: UIPresentationController?
    /// The popover controller of a `.popover` controller (its `presentationController` is its
    /// adaptive sheet when it was presented in a compact window).
    var popover: UIPopoverPresentationController?
    var beingPresented = false
    var beingDismissed = false
    init() {}
}

extension UIViewController {
    var _modalState: _ModalState {
        if let m = _modal { return m }
        let m = _ModalState()
        _modal = m
        return m
    }

    /// True while this controller's presentation or dismissal transition runs.
    var _inModalTransition: Bool { _modal.map { $0.beingPresented || $0.beingDismissed } ?? false }

    /// The first non-nil `value` of this controller and its parents, nearest first.
    func _nearestModal<T>(_ value: (_ModalState) -> T?) -> T? {
        var c: UIViewController? = self
        while let x = c {
            if let m = x._modal, let v = value(m) { return v }
            c = x._parent
        }
        return nil
    }

    var _presentedViewController: UIViewController? { _nearestModal { $0.presented } }

    var _presentingViewController: UIViewController? { _nearestModal { $0.presenting } }

    var _presentationControllerForAccess: UIPresentationController? {
        if let pc = _nearestModal({ $0.presenting != nil ? $0.presentationController : nil }) { return pc }
        if let pc = _modal?.presentationController { return pc }
        let pc = _makeSystemPresentationController(style: _resolvedModalStyle, presenting: nil)
        _modalState.presentationController = pc
        return pc
    }

    /// `sheetPresentationController`: the presentation controller of a sheet style.
    var _sheetPresentationControllerForAccess: UISheetPresentationController? {
        switch _resolvedModalStyle {
        case .pageSheet, .formSheet: return presentationController as? UISheetPresentationController
        default: return nil
        }
    }

    /// `popoverPresentationController`: the popover controller of the `.popover` style.
    var _popoverPresentationControllerForAccess: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = _modal?.popover { return p }
        return presentationController as? UIPopoverPresentationController
    }

    var _isBeingPresented: Bool { _modal?.beingPresented ?? false }
    var _isBeingDismissed: Bool { _modal?.beingDismissed ?? false }

    /// `modalPresentationStyle` with `.automatic` resolved (to `.pageSheet`, as before iOS 18).
    var _resolvedModalStyle: UIModalPresentationStyle {
        switch modalPresentationStyle {
        case .automatic, .none: return .pageSheet
        default: return modalPresentationStyle
        }
    }

    /// How iOS names a controller in its console messages: `<Type: 0x…>`.
    static func _modalTag(_ vc: UIViewController?) -> String {
        guard let vc else { return "(null)" }
        return "<\(type(of: vc)): 0x\(String(UInt(bitPattern: Unmanaged.passUnretained(vc).toOpaque()), radix: 16))>"
    }

    // MARK: Present

    func _present(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let tag = UIViewController._modalTag
        if vc === self {
            return UIKitLog.error("Application tried to present modally a view controller on itself. Presenting controller is \(tag(self)).", category: "UIViewController")
        }
        if let by = vc._modal?.presenting {
            return UIKitLog.error("Application tried to present modally a view controller \(tag(vc)) that is already being presented by \(tag(by)).", category: "UIViewController")
        }
        if vc._parent != nil || vc.viewIfLoaded?.window != nil || vc._appearance != .disappeared {
            return UIKitLog.error("Application tried to present modally an active controller \(tag(vc)).", category: "UIViewController")
        }
        if vc.modalPresentationStyle == .none {
            UIKitLog.warning("present(_:animated:completion:): modalPresentationStyle .none is not a presentation style; presenting as .automatic", category: "UIViewController")
        }
        let style = vc._resolvedModalStyle
        let presenter = _presentationContext(for: style)
        func refuse(_ why: String) {
            UIKitLog.warning("[Presentation] Attempt to present \(tag(vc)) on \(tag(presenter)) (from \(tag(self))) \(why)", category: "UIViewController")
        }
        if presenter._inModalTransition || presenter._modal?.presented?._inModalTransition == true {
            return refuse("while a presentation is in progress.")
        }
        if let shown = presenter._modal?.presented { return refuse("which is already presenting \(tag(shown)).") }
        guard presenter.viewIfLoaded?.window != nil else { return refuse("whose view is not in the window hierarchy!") }

        let made = style == .popover ? vc._popoverPresentation(presenting: presenter, from: self)
            : vc._presentationController(style: style, presenting: presenter, source: self)
        guard let pc = made else { return }                   // a popover without a source
        presenter._modalState.presented = vc
        let m = vc._modalState
        m.presenting = presenter
        m.presentationController = pc
        pc._presentedStrong = vc
        pc._presentedWeak = vc
        pc.presentingViewController = presenter
        vc._presentingForResponderChain = presenter
        vc._runPresentation(pc, presenter: presenter, source: self, animated: animated, completion: completion)
    }

    /// The controller that presents for this one: for the current-context styles the nearest
    /// ancestor (or self) that `definesPresentationContext`; otherwise, and when none does, the
    /// top of the parent chain (the window's root controller or a presented controller).
    func _presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var top = self
        while true {
            if (style == .currentContext || style == .overCurrentContext), top.definesPresentationContext { return top }
            guard let p = top._parent else { return top }
            top = p
        }
    }

    /// The presentation controller for presenting this controller from `presenter`: a `.custom`
    /// style asks the transitioning delegate; otherwise one made earlier by an access to
    /// `presentationController` is reused (keeping its delegate) when it fits the style.
    func _presentationController(style: UIModalPresentationStyle, presenting presenter: UIViewController,
                                 source: UIViewController) -> UIPresentationController {
        let earlier = _modal?.presentationController
        if style == .custom,
           let pc = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source) {
            pc.presentationStyle = .custom
            if pc.delegate == nil { pc.delegate = earlier?.delegate }
            return pc
        }
        let sheet = style == .pageSheet || style == .formSheet
        if let earlier, sheet ? earlier is UISheetPresentationController : earlier is _UIPresentationFullScreenController {
            earlier.presentationStyle = style
            return earlier
        }
        let pc = _makeSystemPresentationController(style: style, presenting: presenter)
        pc.delegate = earlier?.delegate
        return pc
    }

    func _makeSystemPresentationController(style: UIModalPresentationStyle, presenting: UIViewController?) -> UIPresentationController {
        let pc: UIPresentationController
        switch style {
        case .pageSheet, .formSheet:
            pc = UISheetPresentationController(presentedViewController: self, presenting: presenting)
        case .popover:
            let p = _modal?.popover ?? UIPopoverPresentationController(presentedViewController: self, presenting: presenting)
            _modalState.popover = p
            pc = p
        default:
            pc = _UIPresentationFullScreenController(presentedViewController: self, presenting: presenting)
        }
        pc.presentationStyle = style
        return pc
    }

    // MARK: Dismiss

    func _dismiss(animated: Bool, completion: (() -> Void)?) {
        if let presented = _presentedViewController, let presenter = presented._modal?.presenting {
            presenter._dismissPresented(animated: animated, completion: completion)
        } else if let presenter = _presentingViewController {
            presenter._dismissPresented(animated: animated, completion: completion)
        } else {
            // Nothing to dismiss: iOS still runs the completion.
            completion?()
        }
    }

    /// Dismisses what this controller presents and everything presented above it (only the top
    /// one animates).
    func _dismissPresented(animated: Bool, completion: (() -> Void)?) {
        guard let first = _modal?.presented else { completion?(); return }
        var chain = [first]
        while let next = chain.last!._modal?.presented { chain.append(next) }
        if _inModalTransition || chain.contains(where: { $0._inModalTransition }) {
            return UIKitLog.warning("Attempt to dismiss from view controller \(UIViewController._modalTag(self)) while a presentation or dismiss is in progress!", category: "UIViewController")
        }
        guard let d = _UIModalDismissal(presenter: self, chain: chain, animated: animated) else { completion?(); return }
        d.completion = completion
        d.runTransition()
    }

    /// Whether this controller or one of its descendants refuses a user's dismissal.
    var _refusesInteractiveDismissal: Bool {
        isModalInPresentation || children.contains { $0._refusesInteractiveDismissal }
    }
}
