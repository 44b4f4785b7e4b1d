import UIKit

class SwipeCardView: UIView {
    var taps = 0
    var pans = 0
    var longPresses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        let tap = UITapGestureRecognizer(target: self, action: SwipeCardView.handleTap(_:))
        addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: SwipeCardView.handlePan)
        addGestureRecognizer(pan)
        addGestureRecognizer(UILongPressGestureRecognizer(target: self, action: SwipeCardView.pressed(_:)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func handleTap(_ recognizer: UITapGestureRecognizer) {
        taps += 1
    }

    func handlePan() {
        pans += 1
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        if recognizer.state == .began { longPresses += 1 }
    }
}
