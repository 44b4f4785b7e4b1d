import UIKit

protocol StopwatchViewControllerDelegate: AnyObject {
    func stopwatchDidReset(_ controller: StopwatchViewController)
    func stopwatch(_ controller: StopwatchViewController, shouldStartAt time: TimeInterval) -> Bool
}

extension StopwatchViewControllerDelegate {
    func stopwatchDidReset(_ controller: StopwatchViewController) {}
    func stopwatch(_ controller: StopwatchViewController, shouldStartAt time: TimeInterval) -> Bool { true }
}

class RingLayer: CALayer {
    var progress: CGFloat { get { value(forKey: "progress") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "progress") } }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
}

class StopwatchViewController: UIViewController {
    weak var delegate: StopwatchViewControllerDelegate?
    let startButton = UIButton(type: .system)
    let ring = RingLayer()
    private(set) var elapsed: TimeInterval = 0
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        startButton.setTitle("Start", for: .normal)
        startButton.addTarget(self, action: StopwatchViewController.startTapped(_:), for: .touchUpInside)
        view.addSubview(startButton)
        view.layer.addSublayer(ring)
        let doubleTap = UITapGestureRecognizer(target: self, action: StopwatchViewController.reset)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.appWillResignActive(notification) } }
    }

    func startTapped(_ sender: UIButton) {
        guard delegate?.stopwatch(self, shouldStartAt: elapsed) ?? true else { return }
        timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
    }

    func tick() {
        elapsed += 0.1
        ring.progress = CGFloat(elapsed.truncatingRemainder(dividingBy: 60) / 60)
    }

    func reset() {
        timer?.invalidate()
        elapsed = 0
        delegate?.stopwatchDidReset(self)
    }

    private func appWillResignActive(_ note: Notification) {
        timer?.invalidate()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        startButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        ring.frame = CGRect(x: 20, y: 160, width: 120, height: 120)
    }
}
