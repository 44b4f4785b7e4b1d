//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Makes a view a drop destination: while a drag (from this app, or files from the desktop) is
/// over the view, the delegate says whether it takes it and what a drop does, and performs the
/// drop.
@preconcurrency @MainActor open class UIDropInteraction: NSObject, UIInteraction {
    /// The object asked about drags (weak).
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    /// The view the interaction is attached to.
    open private(set) weak var view: UIView?
    /// Whether several drop sessions may be over the view at once (default false; one drag at a
    /// time happens here).
    open var allowsSimultaneousDropSessions: Bool = false

    /// An interaction asking `delegate`.
    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// Called before the interaction moves to `view` (nil: removed).
    open func willMove(to view: UIView?) {
        if view == nil { _UIDragDriver.shared.interactionLeft(self) }
    }

    /// Called after the interaction moved to `view` (nil: removed).
    open func didMove(to view: UIView?) { self.view = view }
}
