//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// Segues: the transition between two storyboard scenes, its identifier and controllers, and
// how it performs (the kind's handler, a subclass's `perform()`, or a handler given in code).

/// A transition from one view controller to another, defined in a storyboard or made in code.
///
/// UIKit makes one for each segue it runs: the source's `prepare(for:sender:)` receives it
/// with the destination already made (its view not loaded), then `perform()` runs the
/// transition. Subclass it and override `perform()` for a storyboard's custom segue
/// (`kind="custom" customClass="…"`).
///
/// Linux note: `init(identifier:source:destination:)` is `required`, so that UIKit can make a
/// storyboard's custom segue class from its name; subclasses that add a designated initializer
/// must also implement it.
@preconcurrency @MainActor open class UIStoryboardSegue: NSObject {
    /// The segue's identifier in the storyboard (nil when it has none).
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue leads to.
    open private(set) var destination: UIViewController
    /// What `perform()` runs when it isn't overridden.
    private let performHandler: (() -> Void)?
    /// Whether the transition animates (a storyboard's `animates="NO"` turns it off).
    var _animates = true

    /// A segue with `identifier` from `source` to `destination`; subclasses override
    /// `perform()` to run the transition.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination, handler: performHandler)
    }

    private init(identifier: String?, source: UIViewController, destination: UIViewController, handler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = handler
        super.init()
    }

    /// A segue of UIKit's own making, of `cls` (a storyboard's custom class) or with `handler`.
    static func _make(_ cls: UIStoryboardSegue.Type?, identifier: String?, source: UIViewController,
                      destination: UIViewController, handler: (() -> Void)?) -> UIStoryboardSegue {
        if let cls { return cls.init(identifier: identifier, source: source, destination: destination) }
        if let handler { return UIStoryboardSegue(identifier: identifier, source: source, destination: destination, handler: handler) }
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
    }

    /// Runs the transition: the perform handler, if the segue has one. A segue with neither a
    /// handler nor an override logs iOS's exception message and does nothing.
    open func perform() {
        guard let performHandler else {
            let name = identifier.map { "'\($0)'" } ?? "(null)"
            return UIKitLog.error("Could not perform segue with identifier \(name). A segue must either have a performHandler or it must override -perform.", category: "UIStoryboardSegue")
        }
        performHandler()
    }
}
