import UIKit

extension Selector {
    static let toggleTapped = Selector("toggleTapped:")
}

class ToggleViewController: UIViewController {
    let button = UIButton(type: .system)
    let stopButton = UIButton(type: .system)
    private(set) var taps = 0
    private(set) var layouts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Toggle", for: .normal)
        button.addTarget(self, action: ToggleViewController.toggleTapped(_:), for: .touchUpInside, named: "toggleTapped:")
        stopButton.setTitle("Stop", for: .normal)
        stopButton.addTarget(self, action: ToggleViewController.stopTapped, for: .touchUpInside, named: "stopTapped")
        view.addSubview(button)
        view.addSubview(stopButton)
    }

    func toggleTapped(_ sender: UIButton) {
        taps += 1
        // A card flip: an eighth of a turn about the vertical axis per tap, read back through the key path.
        let angle = button.layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0
        button.layer.setValue(angle + .pi / 4, forKeyPath: "transform.rotation.y")
    }

    func stopTapped() {
        button.removeTarget(self, action: .toggleTapped, for: .touchUpInside)
        stopButton.removeTarget(self, action: "stopTapped", for: .touchUpInside)
    }

    /// The app's root controller, read through the app delegate's optional `window` requirement.
    static func appRoot() -> UIViewController? {
        UIApplication.shared.delegate?.window??.rootViewController
    }

    #if canImport(UIKit)
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layouts += 1
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        stopButton.frame = CGRect(x: 20, y: 160, width: 120, height: 44)
    }
    #endif
}
