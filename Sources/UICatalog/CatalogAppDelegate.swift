import UIKit

/// The demo's app delegate: one window with the page tabs (views, gestures, buttons, controls).
final class CatalogAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// The page shown first (`--page`).
    nonisolated(unsafe) static var initialPage: CatalogRootViewController.Page = .views

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let root = CatalogRootViewController(page: Self.initialPage)
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.becomeFirstResponder()   // keys 1…4 switch pages
        self.window = window
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) {
        print("UICatalog: terminating")
    }
}
