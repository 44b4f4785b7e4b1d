// Modal presentation: present/dismiss, presentation styles and transitions.
// (The open API is in UIViewController.swift; this file holds its implementation.)

/// The state of one controller's modal presentation (stored in `UIViewController._modal`).
package final class _ModalState {
    init() {}
}

extension UIViewController {
    func _present(_ vc: UIViewController, animated: Bool, completion: (() -> Void)?) {
        UIKitLog.warning("present(_:animated:completion:) is not implemented yet", category: "UIViewController")
    }
    func _dismiss(animated: Bool, completion: (() -> Void)?) {}
    var _presentedViewController: UIViewController? { nil }
    var _presentingViewController: UIViewController? { nil }
    var _presentationControllerForAccess: UIPresentationController? { nil }
    var _isBeingPresented: Bool { false }
    var _isBeingDismissed: Bool { false }
}
