import UIKit

/// The catalog page: a title and a grid of cards (labels, images, shapes, layers, animation,
/// colours), laid out in `viewDidLayoutSubviews` so it follows the window size.
final class CatalogViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private var cards: [CardView] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.94, green: 0.945, blue: 0.96, alpha: 1)

        titleLabel.text = "UICatalog"
        titleLabel.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = UIColor(white: 0.1, alpha: 1)
        view.addSubview(titleLabel)

        subtitleLabel.text = "UIKit for Linux — views and layers drawn with Cairo and Pango, shown through SDL2"
        subtitleLabel.font = UIFont.systemFont(ofSize: 14)
        subtitleLabel.textColor = UIColor(white: 0.42, alpha: 1)
        view.addSubview(subtitleLabel)

        cards = [
            CardView(caption: "LABELS", content: LabelsDemo()),
            CardView(caption: "IMAGES", content: ImagesDemo()),
            CardView(caption: "SHAPES · draw(_:)", content: ShapesView()),
            CardView(caption: "LAYERS", content: LayersDemo()),
            CardView(caption: "ANIMATION", content: AnimationDemo()),
            CardView(caption: "COLOURS", content: ColorsDemo()),
        ]
        for c in cards { view.addSubview(c) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        let margin: CGFloat = 32, gap: CGFloat = 20
        titleLabel.frame = CGRect(x: margin, y: 22, width: b.width - 2 * margin, height: 38)
        subtitleLabel.frame = CGRect(x: margin, y: 62, width: b.width - 2 * margin, height: 20)
        let columns = b.width >= 900 ? 3 : (b.width >= 600 ? 2 : 1)
        let rows = (cards.count + columns - 1) / columns
        let top: CGFloat = 102
        let cardW = max(10, (b.width - 2 * margin - CGFloat(columns - 1) * gap) / CGFloat(columns))
        let cardH = max(300, (b.height - top - margin - CGFloat(rows - 1) * gap) / CGFloat(rows))
        for (i, c) in cards.enumerated() {
            let col = i % columns, row = i / columns
            c.frame = CGRect(x: margin + CGFloat(col) * (cardW + gap), y: top + CGFloat(row) * (cardH + gap),
                             width: cardW, height: cardH)
        }
    }
}

/// A white rounded card with a small caption and a content view.
final class CardView: UIView {
    let captionLabel = UILabel()
    let content: UIView

    init(caption: String, content: UIView) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.08
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        captionLabel.text = caption
        captionLabel.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
        captionLabel.textColor = UIColor(white: 0.5, alpha: 1)
        addSubview(captionLabel)
        addSubview(content)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        captionLabel.frame = CGRect(x: 16, y: 12, width: bounds.width - 32, height: 16)
        content.frame = CGRect(x: 16, y: 36, width: bounds.width - 32, height: bounds.height - 48)
    }
}

// MARK: Labels

final class LabelsDemo: UIView {
    private var labels: [UILabel] = []
    private var alignBoxes: [UILabel] = []
    private let multi = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        func add(_ text: String, _ font: UIFont, _ color: UIColor) {
            let l = UILabel()
            l.text = text; l.font = font; l.textColor = color
            labels.append(l); addSubview(l)
        }
        add("Body 17 regular", UIFont.systemFont(ofSize: 17), UIColor(white: 0.1, alpha: 1))
        add("Headline 20 semibold", UIFont.systemFont(ofSize: 20, weight: .semibold), .systemBlue)
        add("Title 24 bold", UIFont.boldSystemFont(ofSize: 24), .systemRed)
        add("Caption 12 light, green", UIFont.systemFont(ofSize: 12, weight: .light), .systemGreen)
        for (text, align) in [("left", NSTextAlignment.left), ("center", .center), ("right", .right)] {
            let l = UILabel()
            l.text = text
            l.font = UIFont.systemFont(ofSize: 12)
            l.textColor = UIColor(white: 0.25, alpha: 1)
            l.textAlignment = align
            l.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1, alpha: 1)
            alignBoxes.append(l); addSubview(l)
        }
        multi.text = "A multi-line label wraps its text onto two lines and then truncates the rest with an ellipsis at the end."
        multi.font = UIFont.systemFont(ofSize: 13)
        multi.textColor = UIColor(white: 0.3, alpha: 1)
        multi.numberOfLines = 2
        multi.lineBreakMode = .byTruncatingTail
        addSubview(multi)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for l in labels {
            let h = ceil(l.font.lineHeight) + 2
            l.frame = CGRect(x: 0, y: y, width: bounds.width, height: h)
            y += h + 6
        }
        y += 4
        let w = (bounds.width - 16) / 3
        for (i, l) in alignBoxes.enumerated() {
            l.frame = CGRect(x: CGFloat(i) * (w + 8), y: y, width: w, height: 22)
        }
        y += 32
        multi.frame = CGRect(x: 0, y: y, width: bounds.width, height: max(0, min(40, bounds.height - y)))
    }
}

// MARK: Images

final class ImagesDemo: UIView {
    private let generated = UIImageView()
    private var tinted: [UIImageView] = []
    private let fit = UIImageView()
    private let fill = UIImageView()

    static func makeBadge(size: CGSize) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: size)
        return renderer.image { ctx in
            let cg = ctx.cgContext
            let rect = CGRect(origin: .zero, size: size)
            let colors = [UIColor.systemOrange.cgColor, UIColor.systemPink.cgColor]
            if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                cg.saveGState()
                UIBezierPath(ovalIn: rect.insetBy(dx: 2, dy: 2)).addClip()
                cg.drawLinearGradient(g, start: .zero, end: CGPoint(x: size.width, y: size.height), options: [])
                cg.restoreGState()
            }
            UIColor.white.setFill()
            star(in: rect.insetBy(dx: size.width * 0.22, dy: size.height * 0.22)).fill()
        }
    }

    static func star(in r: CGRect) -> UIBezierPath {
        let p = UIBezierPath()
        let c = CGPoint(x: r.midX, y: r.midY), outer = min(r.width, r.height) / 2, inner = outer * 0.45
        for i in 0..<10 {
            let a = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let rad = i % 2 == 0 ? outer : inner
            let pt = CGPoint(x: c.x + cos(a) * rad, y: c.y + sin(a) * rad)
            if i == 0 { p.move(to: pt) } else { p.addLine(to: pt) }
        }
        p.close()
        return p
    }

    static func makeGlyph() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 32, height: 32)).image { _ in
            UIColor.black.setFill()
            let heart = UIBezierPath()
            heart.move(to: CGPoint(x: 16, y: 28))
            heart.addCurve(to: CGPoint(x: 3, y: 11), controlPoint1: CGPoint(x: 8, y: 22), controlPoint2: CGPoint(x: 3, y: 17))
            heart.addArc(withCenter: CGPoint(x: 9.5, y: 10), radius: 6.5, startAngle: .pi, endAngle: 0, clockwise: true)
            heart.addArc(withCenter: CGPoint(x: 22.5, y: 10), radius: 6.5, startAngle: .pi, endAngle: 0, clockwise: true)
            heart.addCurve(to: CGPoint(x: 16, y: 28), controlPoint1: CGPoint(x: 29, y: 17), controlPoint2: CGPoint(x: 24, y: 22))
            heart.close()
            heart.fill()
        }
    }

    static func makeStripes() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60)).image { ctx in
            let colors: [UIColor] = [.systemTeal, .systemIndigo, .systemYellow, .systemPurple]
            for (i, c) in colors.enumerated() {
                c.setFill()
                ctx.fill(CGRect(x: CGFloat(i) * 30, y: 0, width: 30, height: 60))
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        generated.image = ImagesDemo.makeBadge(size: CGSize(width: 96, height: 96))
        addSubview(generated)
        let glyph = ImagesDemo.makeGlyph().withRenderingMode(.alwaysTemplate)
        for c in [UIColor.systemRed, .systemBlue, .systemGreen] {
            let iv = UIImageView(image: glyph)
            iv.tintColor = c
            tinted.append(iv); addSubview(iv)
        }
        let stripes = ImagesDemo.makeStripes()
        fit.image = stripes; fit.contentMode = .scaleAspectFit
        fit.backgroundColor = UIColor(white: 0.93, alpha: 1)
        fill.image = stripes; fill.contentMode = .scaleAspectFill; fill.clipsToBounds = true
        fill.backgroundColor = UIColor(white: 0.93, alpha: 1)
        addSubview(fit); addSubview(fill)
        for text in ["UIGraphicsImageRenderer", "template images, tintColor", "scaleAspectFit", "scaleAspectFill"] {
            let l = UILabel()
            l.text = text
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = UIColor(white: 0.45, alpha: 1)
            captions.append(l); addSubview(l)
        }
    }
    private var captions: [UILabel] = []
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        generated.frame = CGRect(x: 0, y: 0, width: 96, height: 96)
        for (i, iv) in tinted.enumerated() {
            iv.frame = CGRect(x: 120 + CGFloat(i) * 44, y: 32, width: 32, height: 32)
        }
        let w = (bounds.width - 12) / 2
        fit.frame = CGRect(x: 0, y: 128, width: w, height: 80)
        fill.frame = CGRect(x: w + 12, y: 128, width: w, height: 80)
        guard captions.count == 4 else { return }
        captions[0].frame = CGRect(x: 0, y: 100, width: 150, height: 14)
        captions[1].frame = CGRect(x: 120, y: 72, width: bounds.width - 120, height: 14)
        captions[2].frame = CGRect(x: 0, y: 212, width: w, height: 14)
        captions[3].frame = CGRect(x: w + 12, y: 212, width: w, height: 14)
    }
}

// MARK: Shapes

/// Custom drawing with UIBezierPath and CGContext: a gradient, arcs, a dashed stroke, a curve.
final class ShapesView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        contentMode = .redraw
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let w = bounds.width
        // Gradient in a rounded rect.
        let gRect = CGRect(x: 0, y: 0, width: w, height: 64)
        ctx.saveGState()
        UIBezierPath(roundedRect: gRect, cornerRadius: 10).addClip()
        let colors = [UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor]
        if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 0.5, 1]) {
            ctx.drawLinearGradient(g, start: CGPoint(x: 0, y: 0), end: CGPoint(x: w, y: 64), options: [])
        }
        ctx.restoreGState()

        // Pie of arcs.
        let center = CGPoint(x: 46, y: 130), r: CGFloat = 42
        let slices: [(CGFloat, UIColor)] = [(0.40, .systemOrange), (0.25, .systemTeal), (0.20, .systemIndigo), (0.15, .systemYellow)]
        var a0 = -CGFloat.pi / 2
        for (f, c) in slices {
            let a1 = a0 + f * 2 * .pi
            let p = UIBezierPath()
            p.move(to: center)
            p.addArc(withCenter: center, radius: r, startAngle: a0, endAngle: a1, clockwise: true)
            p.close()
            c.setFill(); p.fill()
            UIColor.white.setStroke(); p.lineWidth = 2; p.stroke()
            a0 = a1
        }
        // Ring arc.
        let ring = UIBezierPath(arcCenter: CGPoint(x: 150, y: 130), radius: 32, startAngle: -.pi / 2, endAngle: .pi, clockwise: true)
        ring.lineWidth = 10
        ring.lineCapStyle = .round
        UIColor.systemGreen.setStroke(); ring.stroke()

        // Dashed rounded rect.
        let dashed = UIBezierPath(roundedRect: CGRect(x: 214, y: 92, width: max(20, w - 216), height: 76), cornerRadius: 12)
        dashed.lineWidth = 2
        dashed.setLineDash([8, 5], count: 2, phase: 0)
        UIColor.systemRed.setStroke(); dashed.stroke()

        // A curve drawn with CGContext directly.
        ctx.setStrokeColor(UIColor(white: 0.2, alpha: 1).cgColor)
        ctx.setLineWidth(3)
        ctx.setLineCap(.round)
        ctx.move(to: CGPoint(x: 4, y: 220))
        ctx.addCurve(to: CGPoint(x: w - 4, y: 200), control1: CGPoint(x: w * 0.3, y: 160), control2: CGPoint(x: w * 0.6, y: 260))
        ctx.strokePath()
    }
}

// MARK: Layers

final class LayersDemo: UIView {
    private var boxes: [UIView] = []
    private var captions: [UILabel] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        func box(_ caption: String, _ configure: (UIView) -> Void) {
            let v = UIView()
            v.backgroundColor = .systemBlue
            configure(v)
            boxes.append(v); addSubview(v)
            let l = UILabel()
            l.text = caption
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = UIColor(white: 0.4, alpha: 1)
            l.textAlignment = .center
            captions.append(l); addSubview(l)
        }
        box("border") { v in
            v.backgroundColor = UIColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            v.layer.borderWidth = 3; v.layer.borderColor = UIColor.systemBlue.cgColor
        }
        box("corner radius") { v in v.layer.cornerRadius = 20; v.backgroundColor = .systemOrange }
        box("shadow") { v in
            v.backgroundColor = .white
            v.layer.cornerRadius = 10
            v.layer.shadowColor = UIColor.black.cgColor
            v.layer.shadowOpacity = 0.35; v.layer.shadowRadius = 8; v.layer.shadowOffset = CGSize(width: 0, height: 4)
        }
        box("circle + border") { v in
            v.backgroundColor = .systemGreen
            v.layer.cornerRadius = 36; v.layer.borderWidth = 5
            v.layer.borderColor = UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1).cgColor
        }
        box("opacity 0.5") { v in v.backgroundColor = .systemPurple; v.alpha = 0.5 }
        box("clips sublayers") { v in
            v.backgroundColor = .systemTeal
            v.layer.cornerRadius = 16
            v.clipsToBounds = true
            let inner = UIView(frame: CGRect(x: 36, y: 36, width: 60, height: 60))
            inner.backgroundColor = .systemYellow
            v.addSubview(inner)
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let cols = 3
        let cellW = bounds.width / CGFloat(cols)
        for (i, v) in boxes.enumerated() {
            let col = i % cols, row = i / cols
            let x = CGFloat(col) * cellW + (cellW - 72) / 2, y = CGFloat(row) * 112 + 4
            v.frame = CGRect(x: x, y: y, width: 72, height: 72)
            captions[i].frame = CGRect(x: CGFloat(col) * cellW, y: y + 80, width: cellW, height: 16)
        }
    }
}

// MARK: Animation

final class AnimationDemo: UIView {
    /// False with `--still`: nothing animates, so the app is idle.
    static var enabled = true
    private let track = UIView()
    private let mover = UIView()
    private let spinner = UIView()
    private let pulse = UIView()
    private let note = UILabel()
    private var started = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        track.backgroundColor = UIColor(white: 0.92, alpha: 1)
        track.layer.cornerRadius = 3
        addSubview(track)
        mover.backgroundColor = .systemBlue
        mover.layer.cornerRadius = 8
        addSubview(mover)
        spinner.backgroundColor = .systemOrange
        spinner.layer.cornerRadius = 6
        addSubview(spinner)
        pulse.backgroundColor = .systemPink
        pulse.layer.cornerRadius = 24
        addSubview(pulse)
        note.text = "UIView.animate: repeat + autoreverse, rotation, spring"
        note.font = UIFont.systemFont(ofSize: 11)
        note.textColor = UIColor(white: 0.45, alpha: 1)
        note.numberOfLines = 2
        addSubview(note)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private var startedWidth: CGFloat = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        guard bounds.width > 60, !(started && bounds.width == startedWidth) else { return }
        if started {
            // The window was resized: restart the animations for the new width.
            for v in [mover, spinner, pulse] { v.layer.removeAllAnimations() }
            UIView.performWithoutAnimation {
                mover.transform = .identity
                spinner.transform = .identity
                spinner.backgroundColor = .systemOrange
                pulse.transform = .identity
            }
            started = false
        }
        track.frame = CGRect(x: 0, y: 45, width: bounds.width, height: 6)
        mover.frame = CGRect(x: 0, y: 24, width: 48, height: 48)
        spinner.frame = CGRect(x: 20, y: 110, width: 64, height: 64)
        pulse.frame = CGRect(x: bounds.width - 110, y: 118, width: 48, height: 48)
        note.frame = CGRect(x: 0, y: bounds.height - 34, width: bounds.width, height: 32)
        // Start once laid out in a window, so the frames above are the animations' start values.
        if window != nil { startAnimations() }
    }

    private func startAnimations() {
        guard !started, bounds.width > 0, AnimationDemo.enabled else { return }
        started = true
        startedWidth = bounds.width
        let distance = bounds.width - 48
        UIView.animate(withDuration: 1.2, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
            self.mover.transform = CGAffineTransform(translationX: distance, y: 0)
        }
        UIView.animate(withDuration: 1.2, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut]) {
            self.spinner.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 0.8, y: 0.8)
            self.spinner.backgroundColor = .systemYellow
        }
        UIView.animate(withDuration: 0.9, delay: 0, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                       options: [.repeat, .autoreverse]) {
            self.pulse.transform = CGAffineTransform(scaleX: 1.6, y: 1.6)
        }
    }
}

// MARK: Colours

final class ColorsDemo: UIView {
    private var swatches: [(UIView, UILabel)] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        let colors: [(String, UIColor)] = [
            ("red", .systemRed), ("orange", .systemOrange), ("yellow", .systemYellow), ("green", .systemGreen),
            ("teal", .systemTeal), ("blue", .systemBlue), ("indigo", .systemIndigo), ("purple", .systemPurple),
            ("pink", .systemPink), ("gray", .systemGray), ("label", .label), ("separator", .separator),
        ]
        for (name, c) in colors {
            let v = UIView()
            v.backgroundColor = c
            v.layer.cornerRadius = 8
            let l = UILabel()
            l.text = name
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = UIColor(white: 0.35, alpha: 1)
            l.textAlignment = .center
            addSubview(v); addSubview(l)
            swatches.append((v, l))
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let cols = 4
        let cellW = bounds.width / CGFloat(cols)
        for (i, (v, l)) in swatches.enumerated() {
            let col = i % cols, row = i / cols
            let x = CGFloat(col) * cellW
            v.frame = CGRect(x: x + (cellW - 48) / 2, y: CGFloat(row) * 76, width: 48, height: 48)
            l.frame = CGRect(x: x, y: CGFloat(row) * 76 + 52, width: cellW, height: 16)
        }
    }
}
