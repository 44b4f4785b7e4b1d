//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// An accessible item that is not a view (a region of a custom-drawn view), listed in its
/// container's `accessibilityElements`.
///
/// ```swift
/// let e = UIAccessibilityElement(accessibilityContainer: chartView)
/// e.accessibilityLabel = "March"; e.accessibilityValue = "42"
/// e.accessibilityFrameInContainerSpace = CGRect(x: 40, y: 0, width: 20, height: 100)
/// chartView.accessibilityElements = [e]
/// ```
@preconcurrency @MainActor open class UIAccessibilityElement: NSObject {
    /// The view (or element) containing this element (held weakly).
    open weak var accessibilityContainer: AnyObject?

    /// An element inside `container` (a view or another element's container), held weakly.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// Whether assistive technologies can reach this element (default true).
    open var isAccessibilityElement: Bool = true
    /// A short name of the element, as an assistive technology would read it (nil by default).
    open var accessibilityLabel: String?
    /// A brief description of what activating the element does (nil by default).
    open var accessibilityHint: String?
    /// The element's current value, when it has one that changes (nil by default).
    open var accessibilityValue: String?
    /// A string identifying the element in tests; never spoken (nil by default).
    open var accessibilityIdentifier: String?
    /// What kind of element this is and what state it is in (default `.none`).
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The language the label, value and hint are spoken in (a BCP 47 tag; nil: the app's language).
    open var accessibilityLanguage: String?
    /// Extra actions assistive technologies offer on the element (VoiceOver's actions rotor), in order.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    var _frame: CGRect = .zero
    var _frameInContainer: CGRect?

    /// The frame in screen coordinates. When `accessibilityFrameInContainerSpace` is set (non
    /// zero) it is derived from it and the container view's current position.
    open var accessibilityFrame: CGRect {
        get {
            if let r = _frameInContainer, let v = accessibilityContainer as? UIView {
                return _UIAccessibilityDefaults.screenFrame(of: v, rect: r)
            }
            return _frame
        }
        set { _frame = newValue; _frameInContainer = nil }
    }

    /// The frame in the container view's coordinates (follows the container when it moves).
    open var accessibilityFrameInContainerSpace: CGRect {
        get { _frameInContainer ?? .zero }
        set { _frameInContainer = newValue == .zero ? nil : newValue }
    }

    var _activationPoint: CGPoint?
    /// The screen point that activating the element taps (default: the centre of `accessibilityFrame`).
    open var accessibilityActivationPoint: CGPoint {
        get { _activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { _activationPoint = newValue }
    }

    /// Performs the element's default action; the base returns false.
    open func accessibilityActivate() -> Bool { false }
    /// Increments the value of an adjustable element; does nothing in the base class.
    open func accessibilityIncrement() {}
    /// Decrements the value of an adjustable element; does nothing in the base class.
    open func accessibilityDecrement() {}
}
