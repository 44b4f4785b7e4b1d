import Foundation
import Testing
import UIKit
import UIKitTesting

// The porting assistant's corpus after `swift run uikit-port` (Corpus/*.swift are copies of
// Tools/uikit-port/Tests/Corpus/*/after.swift; the tool's tests keep them equal). Built here in
// Swift 5 mode, as an iOS app's sources, and used as a user would.

@MainActor @Suite struct PortedCorpusTests {
    @Test func controlTargetsAndBarButtonCallTheMethods() {
        let counter = CounterViewController()
        let host = UIKitTestHost(viewController: UINavigationController(rootViewController: counter))
        counter.button.setTitle("Count", for: .normal)
        counter.button.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        counter.slider.frame = CGRect(x: 20, y: 300, width: 200, height: 30)
        host.advanceFrames(1)
        host.tap(counter.button)
        #expect(counter.taps == 1)
        #expect(counter.events == 1)
        counter.slider.value = 0.75
        counter.slider.sendActions(for: .valueChanged)
        #expect(counter.lastValue == 0.75)
        host.tap(host.view(withAccessibilityLabel: "Add")!)
        #expect(counter.added == 1)
    }

    @Test func gestureRecognizersCallTheMethods() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let card = SwipeCardView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        root.addSubview(card)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        host.tap(card)
        host.advance(by: 0.5)
        #expect(card.taps == 1)
        host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150))
        #expect(card.pans >= 1)
        host.longPress(card)
        #expect(card.longPresses == 1)
    }

    @Test func timersDisplayLinkAndObserverCallTheMethods() {
        let clock = ClockViewController()
        let host = UIKitTestHost(viewController: clock)
        host.advanceFrames(3)
        #expect(clock.frames >= 1)
        clock.timer?.fire()
        #expect(clock.ticks == 1)
        clock.slowTimer?.fire()
        #expect(clock.slowTicks == 1)
        NotificationCenter.default.post(name: .clockReset, object: nil)
        #expect(clock.resets == 1)
        clock.timer?.invalidate()
        clock.link?.invalidate()
    }

    @Test func optionalDelegateMethodsHaveTheCallersDefaults() {
        let screen = RatingScreen()
        let control = RatingControl()
        control.delegate = screen
        control.setRating(3)
        #expect(screen.changes == [3])
        #expect(control.rating == 3)
        #expect(control.accessibilityValue == "3")
        control.setRating(9)
        #expect(control.rating == 5) // maximumRating not implemented: the caller's `?? 5`
    }

    @Test func managedLayerKeysAndKeyPathStrings() {
        #expect(DialLayer.needsDisplay(forKey: "angle"))
        #expect(!DialLayer.needsDisplay(forKey: "opacity"))
        let layer = DialLayer()
        layer.slide(to: CGPoint(x: 40, y: 30))
        #expect(layer.position == CGPoint(x: 40, y: 30))
        #expect((layer.animation(forKey: "slide") as? CABasicAnimation)?.keyPath == "position")
        layer.spin(to: 1.5)
        #expect((layer.animation(forKey: "spin") as? CABasicAnimation)?.keyPath == "angle")
    }

    @Test
    func managedLayerPropertyRoundTrips() {
        let layer = DialLayer()
        layer.angle = 1.5
        #expect(layer.angle == 1.5)
        #expect(layer.tint == nil)
    }

    /// docs/PORTING.md's walk-through file, after the assistant.
    @Test func stopwatchStartsTicksAndResets() {
        let stopwatch = StopwatchViewController()
        let host = UIKitTestHost(viewController: stopwatch)
        host.advanceFrames(1)
        #expect(stopwatch.startButton.frame == CGRect(x: 20, y: 100, width: 100, height: 44))
        host.tap(stopwatch.startButton)
        host.advance(by: 0.5) // the view's double-tap recognizer delays the touch's end until it fails
        #expect(stopwatch.timer?.isValid == true)
        stopwatch.timer?.fire()
        #expect(abs(stopwatch.elapsed - 0.1) < 1e-9)
        host.doubleTap(at: CGPoint(x: 300, y: 600))
        #expect(stopwatch.elapsed == 0)
        #expect(stopwatch.timer?.isValid == false)
    }

    @Test func stopwatchDelegateDefaultsAndResignActive() {
        final class Refusing: StopwatchViewControllerDelegate {
            var resets = 0
            func stopwatch(_ controller: StopwatchViewController, shouldStartAt time: TimeInterval) -> Bool { false }
            func stopwatchDidReset(_ controller: StopwatchViewController) { resets += 1 }
        }
        let stopwatch = StopwatchViewController()
        let refusing = Refusing()
        stopwatch.delegate = refusing
        let host = UIKitTestHost(viewController: stopwatch)
        host.advanceFrames(1)
        host.tap(stopwatch.startButton)
        host.advance(by: 0.5)
        #expect(stopwatch.timer == nil)
        stopwatch.reset()
        #expect(refusing.resets == 1)
        stopwatch.delegate = nil
        host.tap(stopwatch.startButton)
        host.advance(by: 0.5)
        #expect(stopwatch.timer?.isValid == true)
        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        #expect(stopwatch.timer?.isValid == false)
    }

    @Test func overridesMovedOutOfExtensionsRun() {
        let badge = BadgeLabelView(frame: CGRect(x: 0, y: 0, width: 80, height: 24))
        badge.setText("New")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(badge)
        let host = UIKitTestHost(view: root)
        host.advanceFrames(1)
        #expect(badge.layouts >= 1)
        #expect(badge.label.frame == CGRect(x: 4, y: 2, width: 72, height: 20))
        #expect(badge.intrinsicContentSize.width == badge.label.intrinsicContentSize.width + 8)
        #expect(badge.label.textColor == badge.tintColor)
    }

    @Test func selectorConstantsRemoveTargetConditionalOverrideAndKeyPaths() {
        let toggle = ToggleViewController()
        let host = UIKitTestHost(viewController: toggle)
        host.advanceFrames(1)
        #expect(toggle.layouts >= 1)                      // the override moved out of the #if'd extension
        #expect(toggle.button.frame == CGRect(x: 20, y: 100, width: 120, height: 44))
        host.tap(toggle.button)
        #expect(toggle.taps == 1)
        let angle = toggle.button.layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0
        #expect(abs(angle - .pi / 4) < 1e-9)
        #expect(toggle.button.actions(forTarget: toggle, forControlEvent: .touchUpInside) == ["toggleTapped:"])
        host.tap(toggle.stopButton)                      // removes both targets
        host.tap(toggle.button)
        #expect(toggle.taps == 1)
        #expect(toggle.button.allTargets.isEmpty && toggle.stopButton.allTargets.isEmpty)
        // `delegate?.window??.rootViewController` compiles; it reads the delegate's window.
        #expect(ToggleViewController.appRoot() === UIApplication.shared.delegate?.window?.rootViewController)
    }
}
