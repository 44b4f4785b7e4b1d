//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Appearance driven by a child controller's view entering or leaving a window, and the
// `show`/`showDetailViewController` forwarding helpers. (The open API is in UIViewController.swift.)

extension UIViewController {
    /// How many controllers have a parent (a parent freed with its children stays counted: the
    /// count only errs towards looking). While it is zero, views entering or leaving a window
    /// never look for controllers.
    @exclusivity(unchecked) static var _childCount = 0

    static let _showAction = Selector("showViewController:sender:")
    static let _showDetailAction = Selector("showDetailViewController:sender:")

    func _forwardShow(_ action: Selector, _ vc: UIViewController, _ sender: Any?, _ send: (UIViewController) -> Void) {
        if let target = targetViewController(forAction: action, sender: sender), target !== self {
            return send(target)
        }
        // No container handles it: iOS presents modally.
        present(vc, animated: true)
    }

    /// Before views in `subtree` enter (`entering`) or leave a window: starts the appearance
    /// transition of child controllers whose views move, when their parent forwards appearance
    /// automatically and is visible (entering) — as iOS does for `addSubview(child.view)` into a
    /// visible parent and `child.view.removeFromSuperview()`. Returns the controllers whose
    /// did-callback `_finishWindowChange` calls after the move.
    /// (`newSuperview`: where the subtree's root is going; the subtree is not there yet.)
    static func _startWindowChange(_ subtree: [UIView], entering: Bool, into newSuperview: UIView? = nil) -> [UIViewController] {
        guard _childCount > 0 else { return [] }
        var finish: [UIViewController] = []
        for v in subtree {
            guard let vc = v._viewController, vc.viewIfLoaded === v, let p = vc._parent,
                  p.shouldAutomaticallyForwardAppearanceMethods else { continue }
            if entering {
                guard vc._appearance == .disappeared || vc._appearance == .disappearing,
                      p._appearance == .appeared || p._appearance == .appearing,
                      let pv = p.viewIfLoaded,
                      v.isDescendant(of: pv) || newSuperview?.isDescendant(of: pv) == true else { continue }
                vc._beginAppearance(true)
                // While the parent is still appearing, its own end finishes the child.
                if p._appearance == .appeared { finish.append(vc) }
            } else {
                guard vc._appearance == .appeared || vc._appearance == .appearing else { continue }
                vc._beginAppearance(false)
                finish.append(vc)
            }
        }
        return finish
    }

    static func _finishWindowChange(_ controllers: [UIViewController], entering: Bool) {
        for vc in controllers { vc._endAppearance(entering) }
    }
}

extension UIView {
    /// Tells the controller whose root view this is, then the view, that the traits changed (a
    /// child controller's view is in the subtree that changes, so children follow their parent).
    func _traitCollectionDidChange(_ previous: UITraitCollection) {
        if let vc = _viewController, vc.viewIfLoaded === self { vc.traitCollectionDidChange(previous) }
        traitCollectionDidChange(previous)
    }
}
