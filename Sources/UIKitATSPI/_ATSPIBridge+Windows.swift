//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Window activation as AT-SPI events: a screen reader (Orca) starts reading an app at the
// window:activate event of its window, then follows the focus.

import Foundation
import UIKitCore
import UIKitDBus

extension _ATSPIBridge {
    /// Observes scenes becoming active and inactive (their window gaining or losing the desktop's
    /// focus); a window already active when the bridge starts is announced at once.
    func observeWindowActivation() {
        let center = NotificationCenter.default
        windowObservers.append(center.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: nil) { [weak self] note in
            let scene = note.object as? UIWindowScene
            MainActor.assumeIsolated { self?.windowActivated(Self.window(of: scene), active: true) }
        })
        windowObservers.append(center.addObserver(forName: UIScene.willDeactivateNotification, object: nil, queue: nil) { [weak self] note in
            let scene = note.object as? UIWindowScene
            MainActor.assumeIsolated { self?.windowActivated(Self.window(of: scene), active: false) }
        })
        // (An app without scenes: the application's activation, for its key window.)
        windowObservers.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.windowActivated(UIApplication.shared.keyWindow, active: true) }
        })
        windowObservers.append(center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.windowActivated(self?.activeWindow, active: false) }
        })
        if UIApplication.shared.applicationState == .active, let w = UIApplication.shared.keyWindow {
            windowActivated(w, active: true)
        }
    }

    /// The scene's key window, else its first window.
    static func window(of scene: UIWindowScene?) -> UIWindow? {
        scene?.keyWindow ?? scene?.windows.first
    }

    /// Event.Window Activate (or Deactivate) from `window`, with its name, and state-changed:active;
    /// on activation, the focus as it stands.
    func windowActivated(_ window: UIWindow?, active: Bool) {
        // (A scene's and the application's notifications both come: one event per change.)
        guard let window, (activeWindow === window) != active else { return }
        activeWindow = active ? window : nil
        childrenCache.removeAll()
        emit(active ? "Activate" : "Deactivate", from: window, data: .string(_ATSPIElement.name(of: window)), interface: ATSPI.eventWindow)
        emit("StateChanged", from: window, detail: "active", active ? 1 : 0)
        guard active else { return }
        // As VoiceOver does when a window comes up: the focus where it is in that window if that
        // is an element (a text field being edited), else its first element in reading order (a
        // controller that takes keys is first responder, but nothing to read).
        if let f = UIAccessibility._firstResponder(in: window), Self.isElement(f) {
            grabbedFocus = nil
            focusMoved(to: f)
        } else if let first = firstElement(in: window) {
            grabbedFocus = first
            focusMoved(to: first)
        }
    }

    /// Whether `object` is an accessibility element (read as one, not a container).
    static func isElement(_ object: AnyObject) -> Bool {
        _ATSPIElement.read(object, { $0.isAccessibilityElement }, { $0.isAccessibilityElement }) ?? false
    }

    /// The first accessibility element under `root` in reading order (depth first, at most 500
    /// objects looked at), or nil.
    func firstElement(in root: AnyObject) -> AnyObject? {
        var stack: [AnyObject] = children(of: root).reversed()
        var looked = 0
        while let o = stack.popLast(), looked < 500 {
            looked += 1
            if Self.isElement(o) { return o }
            stack.append(contentsOf: children(of: o).reversed())
        }
        return nil
    }
}
