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
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in MainActor.assumeIsolated { self?.tick() } }
        slowTimer = Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { [weak self] timer in MainActor.assumeIsolated { self?.slowTick(timer) } }
        let link = CADisplayLink { [weak self] link in self?.step(link) }
        link.add(to: .main, forMode: .common)
        self.link = link
        NotificationCenter.default.addObserver(forName: .clockReset, object: nil, queue: nil) { [weak self] notification in MainActor.assumeIsolated { self?.clockReset(notification) } }
    }

    func tick() {
        ticks += 1
    }

    func slowTick(_ timer: Timer) {
        slowTicks += 1
    }

    func step(_ link: CADisplayLink) {
        frames += 1
    }

    func clockReset(_ notification: Notification) {
        resets += 1
    }
}
