import UIKit

@objc protocol StopwatchViewControllerDelegate: AnyObject {
    @objc optional func stopwatchDidReset(_ controller: StopwatchViewController)
    @objc optional func stopwatch(_ controller: StopwatchViewController, shouldStartAt time: TimeInterval) -> Bool
}

class RingLayer: CALayer {
    @NSManaged var progress: CGFloat

    override class func needsDisplay(forKey key: String) -> Bool {
        key == #keyPath(RingLayer.progress) || super.needsDisplay(forKey: key)
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
        startButton.addTarget(self, action: #selector(startTapped(_:)), for: .touchUpInside)
        view.addSubview(startButton)
        view.layer.addSublayer(ring)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(reset))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        NotificationCenter.default.addObserver(self, selector: #selector(appWillResignActive(_:)),
                                               name: UIApplication.willResignActiveNotification, object: nil)
    }

    @objc func startTapped(_ sender: UIButton) {
        guard delegate?.stopwatch?(self, shouldStartAt: elapsed) ?? true else { return }
        timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
    }

    @objc func tick() {
        elapsed += 0.1
        ring.progress = CGFloat(elapsed.truncatingRemainder(dividingBy: 60) / 60)
    }

    @objc func reset() {
        timer?.invalidate()
        elapsed = 0
        delegate?.stopwatchDidReset?(self)
    }

    @objc private func appWillResignActive(_ note: Notification) {
        timer?.invalidate()
    }
}

extension StopwatchViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        startButton.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        ring.frame = CGRect(x: 20, y: 160, width: 120, height: 120)
    }
}
