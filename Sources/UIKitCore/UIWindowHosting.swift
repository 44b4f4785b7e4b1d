import Foundation

/// Something that gives windows pixels on a screen: the SDL backend (one OS window per UIWindow)
/// or the headless host. It is told when a window is shown or hidden.
@MainActor public protocol UIWindowHosting: AnyObject {
    /// `window` was shown (`makeKeyAndVisible()`, `isHidden = false`) or hidden.
    func windowVisibilityDidChange(_ window: UIWindow)
}

/// The app's windows, in the order they were first shown, and the hosts that display them.
///
/// It owns the `UIWindow._visibilityChanged` hook (installed by `UIApplication.shared` and by
/// every host) and forwards each change to the registered hosts. Platform-layer plumbing, not
/// user API.
@MainActor public final class _UIWindowRegistry {
    public static let shared = _UIWindowRegistry()

    private struct WeakWindow { weak var window: UIWindow? }
    private struct WeakHost { weak var host: UIWindowHosting? }
    private var entries: [WeakWindow] = []
    private var hosts: [WeakHost] = []
    private var installed = false

    private init() {}

    /// Installs the window visibility hook (idempotent).
    public func install() {
        guard !installed else { return }
        installed = true
        let previous = UIWindow._visibilityChanged
        UIWindow._visibilityChanged = { window in
            previous?(window)
            _UIWindowRegistry.shared.visibilityChanged(window)
        }
    }

    /// Shown windows still alive, oldest first.
    public var windows: [UIWindow] {
        entries.removeAll { $0.window == nil }
        return entries.compactMap(\.window)
    }

    /// Shown (not hidden) windows, in the order they became visible.
    public var visibleWindows: [UIWindow] { UIWindow._visibleWindows }

    /// Adds a host; it is told about every later visibility change, and about the windows already
    /// shown right away.
    public func addHost(_ host: UIWindowHosting) {
        install()
        hosts.removeAll { $0.host == nil || $0.host === host }
        hosts.append(WeakHost(host: host))
        for w in visibleWindows { host.windowVisibilityDidChange(w) }
    }

    public func removeHost(_ host: UIWindowHosting) {
        hosts.removeAll { $0.host == nil || $0.host === host }
    }

    /// Records a visibility change and forwards it to the hosts.
    public func visibilityChanged(_ window: UIWindow) {
        if !entries.contains(where: { $0.window === window }) {
            entries.append(WeakWindow(window: window))
        }
        hosts.removeAll { $0.host == nil }
        for h in hosts { h.host?.windowVisibilityDidChange(window) }
    }
}
