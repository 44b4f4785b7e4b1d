//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The catalog page: a title and a grid of cards (labels, images, shapes, layers, animation,
/// colours) in three, two or one columns, by the window's width. Placed by constraints.
final class CatalogViewController: UIViewController {
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let cardArea = UILayoutGuide()
    private var grid: CardGrid!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = CatalogPageViewController.pageBackground
        CatalogPageViewController.addHeader(to: view, title: titleLabel, subtitle: subtitleLabel, cardArea: cardArea, titleText: "UICatalog",
                                            subtitleText: "UIKit for Linux — views and layers drawn with Cairo and Pango, shown through SDL2")
        grid = CardGrid([
            CardView(caption: "LABELS", content: LabelsDemo()),
            CardView(caption: "IMAGES", content: ImagesDemo()),
            CardView(caption: "SHAPES · draw(_:)", content: ShapesView()),
            CardView(caption: "LAYERS", content: LayersDemo()),
            CardView(caption: "ANIMATION", content: AnimationDemo()),
            CardView(caption: "COLOURS", content: ColorsDemo()),
        ], minimumCardHeight: 300)
        grid.pin(to: cardArea, in: view)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let w = view.bounds.width
        grid.setColumns(w >= 900 ? 3 : (w >= 600 ? 2 : 1))
    }
}

/// Cards of one size in rows of `columns`: a vertical stack of horizontal stacks that fill the
/// height they are given, but never make a card shorter than `minimumCardHeight` (in a short
/// window the last row reaches below it, as before).
final class CardGrid: UIView {
    let cards: [UIView]
    private let rows = UIStackView()
    private(set) var columns = 0

    init(_ cards: [UIView], minimumCardHeight: CGFloat, spacing: CGFloat = CatalogPageViewController.gap) {
        self.cards = cards
        super.init(frame: .zero)
        rows.axis = .vertical
        rows.spacing = spacing
        rows.distribution = .fillEqually
        rows.translatesAutoresizingMaskIntoConstraints = false
        addSubview(rows)
        let fill = rows.bottomAnchor.constraint(equalTo: bottomAnchor)
        fill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            rows.topAnchor.constraint(equalTo: topAnchor),
            rows.leadingAnchor.constraint(equalTo: leadingAnchor),
            rows.trailingAnchor.constraint(equalTo: trailingAnchor),
            fill,
        ])
        for c in cards {
            c.translatesAutoresizingMaskIntoConstraints = false
            c.heightAnchor.constraint(greaterThanOrEqualToConstant: minimumCardHeight).isActive = true
        }
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Pins the grid to `guide` of `view` (its parent).
    func pin(to guide: UILayoutGuide, in view: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(self)
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: guide.topAnchor),
            leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// Regroups the cards into rows of `n` (called from `viewWillLayoutSubviews` when the width
    /// changes; the new rows' constraints are made before this layout pass places them).
    func setColumns(_ n: Int) {
        guard n > 0, n != columns else { return }
        columns = n
        for r in rows.arrangedSubviews { r.removeFromSuperview() }
        for start in stride(from: 0, to: cards.count, by: n) {
            var items = Array(cards[start..<min(start + n, cards.count)])
            while items.count < n { items.append(UIView()) }   // an incomplete last row keeps the column width
            let row = UIStackView(arrangedSubviews: items)
            row.spacing = rows.spacing
            row.distribution = .fillEqually
            rows.addArrangedSubview(row)
        }
        updateConstraintsIfNeeded()
    }
}

/// A white rounded card with a small caption and a content view, inset by its layout margins.
final class CardView: UIView {
    let captionLabel = UILabel()
    let content: UIView

    init(caption: String, content: UIView) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 12
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.08
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 6
        directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
        captionLabel.text = caption
        captionLabel.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
        captionLabel.textColor = .secondaryLabel
        for v in [captionLabel, content] {
            v.translatesAutoresizingMaskIntoConstraints = false
            addSubview(v)
        }
        let m = layoutMarginsGuide
        NSLayoutConstraint.activate([
            captionLabel.topAnchor.constraint(equalTo: m.topAnchor),
            captionLabel.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            captionLabel.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            content.topAnchor.constraint(equalTo: m.topAnchor, constant: 24),
            content.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: m.bottomAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

/// `cells` in rows of `columns` equal widths: a vertical stack of horizontal stacks.
@MainActor func gridStack(_ cells: [UIView], columns: Int, rowSpacing: CGFloat, columnSpacing: CGFloat = 0) -> UIStackView {
    let column = UIStackView()
    column.axis = .vertical
    column.spacing = rowSpacing
    for start in stride(from: 0, to: cells.count, by: columns) {
        var items = Array(cells[start..<min(start + columns, cells.count)])
        while items.count < columns { items.append(UIView()) }
        let row = UIStackView(arrangedSubviews: items)
        row.distribution = .fillEqually
        row.spacing = columnSpacing
        row.alignment = .top
        column.addArrangedSubview(row)
    }
    return column
}

/// A view in a box of `size` over a centred caption: one cell of the layers and colours grids.
@MainActor func captionedCell(_ v: UIView, size: CGFloat, caption: UILabel, spacing: CGFloat) -> UIStackView {
    NSLayoutConstraint.activate([v.widthAnchor.constraint(equalToConstant: size), v.heightAnchor.constraint(equalToConstant: size)])
    let cell = UIStackView(arrangedSubviews: [v, caption])
    cell.axis = .vertical
    cell.alignment = .center
    cell.spacing = spacing
    return cell
}

/// Pins `content` to the top, leading and trailing edges of `container` (not the bottom: the card
/// clips what does not fit).
@MainActor func pinTop(_ content: UIView, in container: UIView, inset: CGFloat = 0) {
    content.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(content)
    NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        content.leadingAnchor.constraint(equalTo: container.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
    ])
}

// MARK: Labels

final class LabelsDemo: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        var views: [UIView] = []
        func add(_ text: String, _ font: UIFont, _ color: UIColor) {
            let l = UILabel()
            l.text = text; l.font = font; l.textColor = color
            views.append(l)
        }
        add("Body 17 regular", UIFont.systemFont(ofSize: 17), .label)
        add("Headline 20 semibold", UIFont.systemFont(ofSize: 20, weight: .semibold), .systemBlue)
        add("Title 24 bold", UIFont.boldSystemFont(ofSize: 24), .systemRed)
        add("Caption 12 light, green", UIFont.systemFont(ofSize: 12, weight: .light), .systemGreen)
        let boxes = UIStackView()
        boxes.distribution = .fillEqually
        boxes.spacing = 8
        for (text, align) in [("left", NSTextAlignment.left), ("center", .center), ("right", .right)] {
            let l = UILabel()
            l.text = text
            l.font = UIFont.systemFont(ofSize: 12)
            l.textColor = .secondaryLabel
            l.textAlignment = align
            l.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.1)
            boxes.addArrangedSubview(l)
        }
        boxes.heightAnchor.constraint(equalToConstant: 22).isActive = true
        let multi = UILabel()
        multi.text = "A multi-line label wraps its text onto two lines and then truncates the rest with an ellipsis at the end."
        multi.font = UIFont.systemFont(ofSize: 13)
        multi.textColor = .secondaryLabel
        multi.numberOfLines = 2
        multi.lineBreakMode = .byTruncatingTail
        let column = UIStackView(arrangedSubviews: views + [boxes, multi])
        column.axis = .vertical
        column.spacing = 8
        column.setCustomSpacing(12, after: views.last!)
        column.setCustomSpacing(10, after: boxes)
        pinTop(column, in: self)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

// MARK: Images

final class ImagesDemo: UIView {
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
        func caption(_ text: String) -> UILabel {
            let l = UILabel()
            l.text = text
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = .secondaryLabel
            return l
        }
        let generated = UIImageView(image: ImagesDemo.makeBadge(size: CGSize(width: 96, height: 96)))
        let glyph = ImagesDemo.makeGlyph().withRenderingMode(.alwaysTemplate)
        let tinted = UIStackView(arrangedSubviews: [UIColor.systemRed, .systemBlue, .systemGreen].map { c in
            let iv = UIImageView(image: glyph)
            iv.tintColor = c
            return iv
        })
        tinted.spacing = 12
        let tintedColumn = UIStackView(arrangedSubviews: [tinted, caption("template images, tintColor")])
        tintedColumn.axis = .vertical
        tintedColumn.alignment = .leading
        tintedColumn.spacing = 8
        let top = UIStackView(arrangedSubviews: [generated, tintedColumn])
        top.spacing = 24
        top.alignment = .center

        let stripes = ImagesDemo.makeStripes()
        func framed(_ mode: UIView.ContentMode, _ text: String) -> UIView {
            let iv = UIImageView(image: stripes)
            iv.contentMode = mode
            iv.clipsToBounds = true
            iv.backgroundColor = .systemGray5
            iv.heightAnchor.constraint(equalToConstant: 80).isActive = true
            // The image view's width is the column's, not the picture's 120 points.
            iv.setContentHuggingPriority(.defaultLow, for: .horizontal)
            iv.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            let column = UIStackView(arrangedSubviews: [iv, caption(text)])
            column.axis = .vertical
            column.spacing = 4
            return column
        }
        let modes = UIStackView(arrangedSubviews: [framed(.scaleAspectFit, "scaleAspectFit"), framed(.scaleAspectFill, "scaleAspectFill")])
        modes.distribution = .fillEqually
        modes.spacing = 12

        // The badge's caption spans the width (it is wider than the badge).
        let generatedCaption = caption("UIGraphicsImageRenderer")
        let column = UIStackView(arrangedSubviews: [top, generatedCaption, modes])
        column.axis = .vertical
        column.alignment = .fill
        column.spacing = 4
        column.setCustomSpacing(14, after: generatedCaption)
        pinTop(column, in: self)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

// MARK: Shapes

/// Custom drawing with UIBezierPath and CGContext: a gradient, arcs, a dashed stroke, a curve.
final class ShapesView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
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
    override init(frame: CGRect) {
        super.init(frame: frame)
        var cells: [UIView] = []
        func box(_ caption: String, _ configure: (UIView) -> Void) {
            let v = UIView()
            v.backgroundColor = .systemBlue
            configure(v)
            let l = UILabel()
            l.text = caption
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = .secondaryLabel
            l.textAlignment = .center
            cells.append(captionedCell(v, size: 72, caption: l, spacing: 8))
        }
        box("border") { v in
            v.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.12)
            v.layer.borderWidth = 3; v.layer.borderColor = UIColor.systemBlue.cgColor
        }
        box("corner radius") { v in v.layer.cornerRadius = 20; v.backgroundColor = .systemOrange }
        box("shadow") { v in
            v.backgroundColor = .secondarySystemGroupedBackground
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
            // A fixed square half outside the box, to show the clipping (a frame: it never moves).
            let inner = UIView(frame: CGRect(x: 36, y: 36, width: 60, height: 60))
            inner.backgroundColor = .systemYellow
            v.addSubview(inner)
        }
        pinTop(gridStack(cells, columns: 3, rowSpacing: 16), in: self, inset: 4)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

// MARK: Animation

/// Frame-based on purpose: the frames set in `layoutSubviews` are the start values of repeating
/// transform animations, which restart when the width changes; constraints would re-place the
/// views under running animations on every layout pass.
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
        track.backgroundColor = .systemGray5
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
        note.textColor = .secondaryLabel
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
    override init(frame: CGRect) {
        super.init(frame: frame)
        let colors: [(String, UIColor)] = [
            ("red", .systemRed), ("orange", .systemOrange), ("yellow", .systemYellow), ("green", .systemGreen),
            ("teal", .systemTeal), ("blue", .systemBlue), ("indigo", .systemIndigo), ("purple", .systemPurple),
            ("pink", .systemPink), ("gray", .systemGray), ("label", .label), ("separator", .separator),
        ]
        let cells = colors.map { name, c -> UIView in
            let v = UIView()
            v.backgroundColor = c
            v.layer.cornerRadius = 8
            let l = UILabel()
            l.text = name
            l.font = UIFont.systemFont(ofSize: 11)
            l.textColor = .secondaryLabel
            l.textAlignment = .center
            return captionedCell(v, size: 48, caption: l, spacing: 4)
        }
        pinTop(gridStack(cells, columns: 4, rowSpacing: 11), in: self)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
