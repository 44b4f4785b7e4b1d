import UIKit

/// The gestures page: a tap counter, a view dragged with a pan recognizer, and an image view
/// pinched and rotated (two fingers on a touchscreen; Ctrl + wheel zooms with a mouse).
final class GesturesViewController: UIViewController, UIGestureRecognizerDelegate {
    private let titleLabel = UILabel()
    private let hintLabel = UILabel()
    private var cards: [CardView] = []
    let tapTarget = UILabel()
    let countLabel = UILabel()
    private(set) var taps = 0
    let dragArea = UIView()
    let draggable = UILabel()
    let dragStatus = UILabel()
    let photoArea = UIView()
    let photo = UIImageView()
    let photoStatus = UILabel()
    private var dragStart = CGPoint.zero
    private var dragOffset = CGPoint.zero
    private var photoScale: CGFloat = 1, photoRotation: CGFloat = 0
    private var pinchBase: CGFloat = 1, rotationBase: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.94, green: 0.945, blue: 0.96, alpha: 1)
        titleLabel.text = "Gestures"
        titleLabel.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = UIColor(white: 0.1, alpha: 1)
        view.addSubview(titleLabel)
        hintLabel.text = "Mouse: the left button is a finger; Ctrl + wheel pinches. Touchscreen: real multi-touch."
        hintLabel.font = UIFont.systemFont(ofSize: 14)
        hintLabel.textColor = UIColor(white: 0.42, alpha: 1)
        view.addSubview(hintLabel)

        // Tap counter.
        let tapContent = UIView()
        tapTarget.text = "Tap me"
        tapTarget.textAlignment = .center
        tapTarget.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        tapTarget.textColor = .white
        tapTarget.backgroundColor = .systemBlue
        tapTarget.layer.cornerRadius = 14
        tapTarget.clipsToBounds = true
        tapTarget.isUserInteractionEnabled = true
        tapTarget.accessibilityIdentifier = "tapTarget"
        let tap = UITapGestureRecognizer()
        tap.addAction { [unowned self] _ in
            taps += 1
            countLabel.text = "Taps: \(taps)"
        }
        tapTarget.addGestureRecognizer(tap)
        // Holding resets the counter (a long press: its 0.5 s delay runs on the clock timers).
        let hold = UILongPressGestureRecognizer()
        hold.addAction { [unowned self] g in
            guard g.state == .began else { return }
            taps = 0
            countLabel.text = "Taps: 0 (reset)"
        }
        tapTarget.addGestureRecognizer(hold)
        tapContent.addSubview(tapTarget)
        countLabel.text = "Taps: 0"
        countLabel.textAlignment = .center
        countLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 28, weight: .bold)
        countLabel.textColor = UIColor(white: 0.15, alpha: 1)
        countLabel.accessibilityIdentifier = "tapCount"
        tapContent.addSubview(countLabel)

        // Drag.
        dragArea.backgroundColor = UIColor(white: 0.97, alpha: 1)
        dragArea.layer.cornerRadius = 8
        dragArea.clipsToBounds = true
        draggable.text = "Drag"
        draggable.textAlignment = .center
        draggable.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        draggable.textColor = .white
        draggable.backgroundColor = .systemOrange
        draggable.layer.cornerRadius = 16
        draggable.clipsToBounds = true
        draggable.isUserInteractionEnabled = true
        draggable.accessibilityIdentifier = "draggable"
        draggable.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        let pan = UIPanGestureRecognizer()
        pan.addAction { [unowned self] g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .began { dragStart = dragOffset }
            let t = p.translation(in: dragArea)
            dragOffset = CGPoint(x: dragStart.x + t.x, y: dragStart.y + t.y)
            layoutDraggable()
            if p.state == .ended {
                let v = p.velocity(in: dragArea)
                dragStatus.text = String(format: "Released at %.0f pt/s", (v.x * v.x + v.y * v.y).squareRoot())
            } else {
                dragStatus.text = String(format: "Offset %.0f, %.0f", dragOffset.x, dragOffset.y)
            }
        }
        draggable.addGestureRecognizer(pan)
        dragArea.addSubview(draggable)
        dragStatus.text = "Drag the square"
        dragStatus.font = UIFont.systemFont(ofSize: 13)
        dragStatus.textColor = UIColor(white: 0.45, alpha: 1)
        let dragContent = UIView()
        dragContent.addSubview(dragArea)
        dragContent.addSubview(dragStatus)

        // Pinch / rotate.
        photoArea.backgroundColor = UIColor(white: 0.97, alpha: 1)
        photoArea.layer.cornerRadius = 8
        photoArea.clipsToBounds = true
        photo.image = ImagesDemo.makeBadge(size: CGSize(width: 120, height: 120))
        photo.contentMode = .scaleAspectFit
        photo.isUserInteractionEnabled = true
        photo.accessibilityIdentifier = "photo"
        photo.frame = CGRect(x: 0, y: 0, width: 140, height: 140)
        let pinch = UIPinchGestureRecognizer()
        pinch.delegate = self
        pinch.addAction { [unowned self] g in
            let p = g as! UIPinchGestureRecognizer
            if p.state == .began { pinchBase = photoScale }
            photoScale = min(4, max(0.3, pinchBase * p.scale))
            applyPhotoTransform()
        }
        let rotation = UIRotationGestureRecognizer()
        rotation.delegate = self
        rotation.addAction { [unowned self] g in
            let r = g as! UIRotationGestureRecognizer
            if r.state == .began { rotationBase = photoRotation }
            photoRotation = rotationBase + r.rotation
            applyPhotoTransform()
        }
        let reset = UITapGestureRecognizer()
        reset.numberOfTapsRequired = 2
        reset.addAction { [unowned self] _ in
            photoScale = 1; photoRotation = 0
            applyPhotoTransform()
        }
        photo.addGestureRecognizer(pinch)
        photo.addGestureRecognizer(rotation)
        photo.addGestureRecognizer(reset)
        photoArea.addSubview(photo)
        photoStatus.text = "Pinch and rotate (double-tap resets)"
        photoStatus.font = UIFont.systemFont(ofSize: 13)
        photoStatus.textColor = UIColor(white: 0.45, alpha: 1)
        let photoContent = UIView()
        photoContent.addSubview(photoArea)
        photoContent.addSubview(photoStatus)

        cards = [
            CardView(caption: "TAP · HOLD TO RESET", content: tapContent),
            CardView(caption: "DRAG · UIPanGestureRecognizer", content: dragContent),
            CardView(caption: "PINCH + ROTATE · simultaneous recognizers", content: photoContent),
        ]
        for c in cards { view.addSubview(c) }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    private func applyPhotoTransform() {
        photo.transform = CGAffineTransform(rotationAngle: photoRotation).scaledBy(x: photoScale, y: photoScale)
        photoStatus.text = String(format: "Scale %.2f · rotation %.0f°", photoScale, photoRotation * 180 / .pi)
    }

    private func layoutDraggable() {
        let b = dragArea.bounds
        draggable.center = CGPoint(x: b.midX + dragOffset.x, y: b.midY + dragOffset.y)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let margin: CGFloat = 32, gap: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 22, width: b.width - 2 * margin, height: 38)
        hintLabel.frame = CGRect(x: margin, y: 62, width: b.width - 2 * margin, height: 20)
        let columns = b.width >= 900 ? 3 : 1
        let rows = (cards.count + columns - 1) / columns
        let top: CGFloat = 102
        let cardW = max(10, (b.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns))
        let cardH = max(240, (b.height - top - margin - CGFloat(rows - 1) * gap) / CGFloat(rows))
        for (i, c) in cards.enumerated() {
            let col = i % columns, row = i / columns
            c.frame = CGRect(x: margin + CGFloat(col) * (cardW + gap), y: top + CGFloat(row) * (cardH + gap),
                             width: cardW, height: cardH)
            c.layoutIfNeeded()
        }
        // Card contents.
        let tb = tapTarget.superview?.bounds ?? .zero
        tapTarget.frame = CGRect(x: (tb.width - 160) / 2, y: max(10, tb.height / 2 - 70), width: 160, height: 64)
        countLabel.frame = CGRect(x: 0, y: tapTarget.frame.maxY + 20, width: tb.width, height: 36)
        let db = dragArea.superview?.bounds ?? .zero
        dragArea.frame = CGRect(x: 0, y: 0, width: db.width, height: max(10, db.height - 28))
        dragStatus.frame = CGRect(x: 0, y: db.height - 20, width: db.width, height: 18)
        layoutDraggable()
        let pb = photoArea.superview?.bounds ?? .zero
        photoArea.frame = CGRect(x: 0, y: 0, width: pb.width, height: max(10, pb.height - 28))
        photoStatus.frame = CGRect(x: 0, y: pb.height - 20, width: pb.width, height: 18)
        photo.center = CGPoint(x: photoArea.bounds.midX, y: photoArea.bounds.midY)
    }
}
