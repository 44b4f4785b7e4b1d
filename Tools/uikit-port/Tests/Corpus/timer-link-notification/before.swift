import UIKit

extension Notification.Name {
    static let clockReset = Notification.Name("ClockReset")
}

class ClockViewController: UIViewController {
    var timer: Timer?
    var slowTimer: Timer?
    var link: CADisplayLink?
    var ticks = 0
    var slowTicks = 0
    var frames = 0
    var resets = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        slowTimer = Timer.scheduledTimer(timeInterval: 60, target: self, selector: #selector(slowTick(_:)), userInfo: nil, repeats: false)
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
        NotificationCenter.default.addObserver(self, selector: #selector(clockReset(_:)), name: .clockReset, object: nil)
    }

    @objc func tick() {
        ticks += 1
    }

    @objc func slowTick(_ timer: Timer) {
        slowTicks += 1
    }

    @objc func step(_ link: CADisplayLink) {
        frames += 1
    }

    @objc func clockReset(_ notification: Notification) {
        resets += 1
    }
}
