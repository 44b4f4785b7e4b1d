import UIKit

// Shared pieces of the controls pages: the page frame (title, subtitle, a grid of cards), a row
// (caption · control · value label) and a vertical stack of rows, and small generated images.

/// A page with a title, a subtitle and cards placed by `layoutCards(in:)`.
class CatalogPageViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    static let pageBackground = UIColor(red: 0.94, green: 0.945, blue: 0.96, alpha: 1)
    static let top: CGFloat = 102, margin: CGFloat = 32, gap: CGFloat = 20

    func setUpPage(title: String, subtitle: String) {
        view.backgroundColor = Self.pageBackground
        titleLabel.text = title
        titleLabel.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = UIColor(white: 0.1, alpha: 1)
        view.addSubview(titleLabel)
        subtitleLabel.text = subtitle
        subtitleLabel.font = UIFont.systemFont(ofSize: 14)
        subtitleLabel.textColor = UIColor(white: 0.42, alpha: 1)
        view.addSubview(subtitleLabel)
    }

    /// Places the cards in the area below the subtitle.
    func layoutCards(in area: CGRect) {}

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, m = Self.margin
        titleLabel.frame = CGRect(x: m, y: 22, width: b.width - 2 * m, height: 38)
        subtitleLabel.frame = CGRect(x: m, y: 62, width: b.width - 2 * m, height: 20)
        layoutCards(in: CGRect(x: m, y: Self.top, width: max(10, b.width - 2 * m), height: max(10, b.height - Self.top - m)))
    }
}

/// One line of a card: a caption on the left, a control, and a value label on the right.
/// The control keeps its fitting size (sliders and `stretch` controls take the free width).
final class ControlRow: UIView {
    let caption = UILabel()
    let control: UIView
    let valueLabel = UILabel()
    var captionWidth: CGFloat
    var valueWidth: CGFloat
    var stretch: Bool
    /// Caption and value on a line of their own above the control (for wide controls in narrow cards).
    var stacked = false { didSet { valueLabel.textAlignment = stacked ? .right : .natural; setNeedsLayout() } }

    init(_ caption: String, _ control: UIView, captionWidth: CGFloat = 96, valueWidth: CGFloat = 80, stretch: Bool = false) {
        self.control = control
        self.captionWidth = captionWidth
        self.valueWidth = valueWidth
        self.stretch = stretch || control is UISlider
        super.init(frame: .zero)
        self.caption.text = caption
        self.caption.font = UIFont.systemFont(ofSize: 13)
        self.caption.textColor = UIColor(white: 0.35, alpha: 1)
        valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        valueLabel.textColor = UIColor(white: 0.12, alpha: 1)
        addSubview(self.caption)
        addSubview(control)
        addSubview(valueLabel)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        if stacked {
            caption.frame = CGRect(x: 0, y: 0, width: b.width - valueWidth, height: 18)
            valueLabel.frame = CGRect(x: b.width - valueWidth, y: 0, width: valueWidth, height: 18)
            let fit = control.sizeThatFits(CGSize(width: b.width, height: b.height - 22))
            let h = min(b.height - 22, fit.height > 0 ? fit.height : b.height - 22)
            control.frame = CGRect(x: 0, y: 22, width: stretch ? b.width : min(b.width, fit.width), height: h)
            return
        }
        caption.frame = CGRect(x: 0, y: 0, width: captionWidth, height: b.height)
        let free = max(10, b.width - captionWidth - valueWidth - 12)
        let fit = control.sizeThatFits(CGSize(width: free, height: b.height))
        let w = stretch ? free : min(free, fit.width)
        let h = min(b.height, fit.height > 0 ? fit.height : b.height)
        control.frame = CGRect(x: captionWidth, y: ((b.height - h) / 2).rounded(), width: w, height: h)
        let vx = stretch ? b.width - valueWidth : captionWidth + w + 12
        valueLabel.frame = CGRect(x: vx, y: 0, width: max(0, b.width - vx), height: b.height)
    }
}

/// Rows stacked from the top at a fixed pitch, then an optional footnote.
final class RowStack: UIView {
    let rows: [UIView]
    var rowHeight: CGFloat
    var spacing: CGFloat
    let footnote = UILabel()

    init(_ rows: [UIView], rowHeight: CGFloat = 36, spacing: CGFloat = 12, footnote: String? = nil) {
        self.rows = rows
        self.rowHeight = rowHeight
        self.spacing = spacing
        super.init(frame: .zero)
        for r in rows { addSubview(r) }
        self.footnote.text = footnote
        self.footnote.font = UIFont.systemFont(ofSize: 11)
        self.footnote.textColor = UIColor(white: 0.5, alpha: 1)
        self.footnote.numberOfLines = 3
        addSubview(self.footnote)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func layoutSubviews() {
        super.layoutSubviews()
        var y: CGFloat = 0
        for r in rows {
            r.frame = CGRect(x: 0, y: y, width: bounds.width, height: rowHeight)
            y += rowHeight + spacing
        }
        footnote.frame = CGRect(x: 0, y: y + 4, width: bounds.width, height: 44)
    }
}

/// Small images drawn with UIGraphicsImageRenderer for the controls pages.
@MainActor enum ControlImages {
    /// A sun: a disc with `rays` short rays (small for the slider's minimum, large for its maximum).
    static func sun(size: CGFloat, color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { ctx in
            let c = CGPoint(x: size / 2, y: size / 2)
            color.setFill(); color.setStroke()
            UIBezierPath(ovalIn: CGRect(x: c.x - size * 0.2, y: c.y - size * 0.2, width: size * 0.4, height: size * 0.4)).fill()
            let rays = UIBezierPath()
            for i in 0..<8 {
                let a = CGFloat(i) * .pi / 4
                rays.move(to: CGPoint(x: c.x + cos(a) * size * 0.3, y: c.y + sin(a) * size * 0.3))
                rays.addLine(to: CGPoint(x: c.x + cos(a) * size * 0.46, y: c.y + sin(a) * size * 0.46))
            }
            rays.lineWidth = max(1, size / 12)
            rays.lineCapStyle = .round
            rays.stroke()
        }
    }

    /// A speaker, with `waves` sound arcs.
    static func speaker(waves: Int, color: UIColor) -> UIImage {
        let s: CGFloat = 22
        return UIGraphicsImageRenderer(size: CGSize(width: s, height: s)).image { _ in
            color.setFill(); color.setStroke()
            let body = UIBezierPath()
            body.move(to: CGPoint(x: 2, y: 8)); body.addLine(to: CGPoint(x: 6, y: 8))
            body.addLine(to: CGPoint(x: 11, y: 3)); body.addLine(to: CGPoint(x: 11, y: 19))
            body.addLine(to: CGPoint(x: 6, y: 14)); body.addLine(to: CGPoint(x: 2, y: 14))
            body.close(); body.fill()
            for w in 0..<waves {
                let arc = UIBezierPath(arcCenter: CGPoint(x: 11, y: 11), radius: CGFloat(4 + 4 * w),
                                       startAngle: -.pi / 4, endAngle: .pi / 4, clockwise: true)
                arc.lineWidth = 1.6; arc.lineCapStyle = .round
                arc.stroke()
            }
        }
    }

    /// A rounded rect with a vertical gradient (a custom button's background; resizable).
    static func buttonBackground(_ top: UIColor, _ bottom: UIColor) -> UIImage {
        let size = CGSize(width: 24, height: 24)
        let img = UIGraphicsImageRenderer(size: size).image { ctx in
            let cg = ctx.cgContext
            UIBezierPath(roundedRect: CGRect(origin: .zero, size: size), cornerRadius: 8).addClip()
            if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [top.cgColor, bottom.cgColor], locations: [0, 1]) {
                cg.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
        }
        return img.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
    }

    /// A star glyph (template) for configuration buttons.
    static func star() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
            UIColor.black.setFill()
            ImagesDemo.star(in: CGRect(x: 0, y: 0, width: 16, height: 16)).fill()
        }.withRenderingMode(.alwaysTemplate)
    }
}
