import Foundation

/// Estimates the velocity of a moving point (a touch centroid, a pinch scale, a rotation angle)
/// from timestamped samples, the way the continuous gesture recognizers report `velocity`.
///
/// Apple documents no formula. This one is a least-squares line fit of position against time
/// over the samples of the last `window` seconds (100 ms by default) before the newest sample;
/// the slope is the velocity, in units per second. A fit over several samples is far less
/// sensitive to one noisy or late event than the last two samples' difference.
///
/// - Fewer than two samples in the window: the newest sample before the window takes part too
///   (events sparser than the window still give the speed between the last two). A single
///   sample: zero.
/// - A finger that stopped for longer than the window before lifting has velocity zero (its
///   last samples all sit at one position), as on iOS, where a paused release does not fling.
/// - Samples with a timestamp older than the newest one are ignored (time never goes back).
/// - At most `capacity` samples are kept (the oldest are dropped).
struct _VelocityTracker {
    struct Sample: Equatable {
        var time: Double
        var x: Double
        var y: Double
    }

    /// How far back (in seconds, from the newest sample) samples take part in the fit.
    var window: Double
    /// How many samples are kept at most.
    var capacity: Int
    private(set) var samples: [Sample] = []

    init(window: Double = 0.1, capacity: Int = 20) {
        self.window = window > 0 && window.isFinite ? window : 0.1
        self.capacity = max(2, capacity)
    }

    /// Forgets every sample.
    mutating func reset() { samples.removeAll(keepingCapacity: true) }

    /// Adds a sample of a 2-D position at `time` (seconds).
    mutating func add(_ point: CGPoint, at time: Double) {
        add(x: Double(point.x), y: Double(point.y), at: time)
    }

    /// Adds a sample of a scalar (scale, angle) at `time` (seconds).
    mutating func add(_ value: Double, at time: Double) {
        add(x: value, y: 0, at: time)
    }

    mutating func add(x: Double, y: Double, at time: Double) {
        guard time.isFinite, x.isFinite, y.isFinite else { return }
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time {
                // Several events at one timestamp: keep the newest position.
                samples[samples.count - 1] = Sample(time: time, x: x, y: y)
                return
            }
        }
        samples.append(Sample(time: time, x: x, y: y))
        if samples.count > capacity { samples.removeFirst(samples.count - capacity) }
        // Drop what can never take part in a fit again.
        let cutoff = time - window
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }), firstKept > 1 {
            samples.removeFirst(firstKept - 1)
        }
    }

    /// Velocity (units per second) as of the newest sample: the least-squares slope over the
    /// samples in the window.
    var velocity: CGPoint {
        let v = fit()
        return CGPoint(x: v.x, y: v.y)
    }

    /// The scalar velocity (for trackers fed with `add(_ value:at:)`).
    var scalarVelocity: Double { fit().x }

    private func fit() -> (x: Double, y: Double) {
        guard let newest = samples.last else { return (0, 0) }
        let cutoff = newest.time - window - 1e-9
        var first = samples.firstIndex(where: { $0.time >= cutoff }) ?? samples.count - 1
        // Events sparser than the window: fit to the last two samples instead.
        if samples.count - first < 2 { first = max(0, first - 1) }
        let used = samples[first...]
        guard used.count >= 2 else { return (0, 0) }
        let n = Double(used.count)
        var mt = 0.0, mx = 0.0, my = 0.0
        for s in used { mt += s.time; mx += s.x; my += s.y }
        mt /= n; mx /= n; my /= n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in used {
            let dt = s.time - mt
            stt += dt * dt
            stx += dt * (s.x - mx)
            sty += dt * (s.y - my)
        }
        guard stt > 1e-12 else { return (0, 0) }
        return (stx / stt, sty / stt)
    }
}
