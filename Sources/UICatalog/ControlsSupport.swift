//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

// Shared pieces of the controls pages: the page frame (title, subtitle, an area for cards), a row
// (caption · control · value label) and a vertical stack of rows, and small generated images.

/// A page with a title, a subtitle and, below them, `cardArea`: a layout guide a page pins its
/// cards to. Everything is placed by constraints to the root view's layout margins.
class CatalogPageViewController: UIViewController {
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    /// The area below the subtitle, inside the page's margins.
    let cardArea = UILayoutGuide()
    static let pageBackground: UIColor = .systemGroupedBackground
    static let gap: CGFloat = 20
    /// The root view's margins: 32 points around, 22 above the title.
    static let pageMargins = NSDirectionalEdgeInsets(top: 22, leading: 32, bottom: 32, trailing: 32)

    func setUpPage(title: String, subtitle: String) {
        view.backgroundColor = Self.pageBackground
        Self.addHeader(to: view, title: titleLabel, subtitle: subtitleLabel, cardArea: cardArea, titleText: title, subtitleText: subtitle)
    }

    /// The header every card page shares (the Views and Gestures pages use it too): title and
    /// subtitle at the top of the margins, then `cardArea` down to the bottom margin.
    static func addHeader(to view: UIView, title titleLabel: UILabel, subtitle subtitleLabel: UILabel, cardArea: UILayoutGuide,
                          titleText: String, subtitleText: String) {
        view.directionalLayoutMargins = pageMargins
        titleLabel.text = titleText
        titleLabel.font = UIFont.systemFont(ofSize: 30, weight: .bold)
        titleLabel.textColor = .label
        subtitleLabel.text = subtitleText
        subtitleLabel.font = UIFont.systemFont(ofSize: 14)
        subtitleLabel.textColor = .secondaryLabel
        subtitleLabel.numberOfLines = 0   // (wraps in a narrow window)
        for l in [titleLabel, subtitleLabel] {
            l.translatesAutoresizingMaskIntoConstraints = false
            // In a short window the cards reach below the bottom margin; the header never shrinks.
            l.setContentCompressionResistancePriority(.required, for: .vertical)
            view.addSubview(l)
        }
        view.addLayoutGuide(cardArea)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            cardArea.topAnchor.constraint(equalTo: subtitleLabel.bottomAnchor, constant: 20),
            cardArea.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            cardArea.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            cardArea.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    /// Pins `content` to all four edges of `cardArea`.
    func pinToCardArea(_ content: UIView) {
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: cardArea.topAnchor),
            content.leadingAnchor.constraint(equalTo: cardArea.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cardArea.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: cardArea.bottomAnchor),
        ])
    }
}

/// One line of a card: a caption on the leading side, a control, and a value label. The control
/// keeps its fitting size (sliders and `stretch` controls take the free width). A horizontal
/// stack view; `stacked` moves the control onto a line of its own below caption and value.
final class ControlRow: UIView {
    let caption = UILabel()
    let control: UIView
    let valueLabel = UILabel()
    let captionWidth: CGFloat
    let valueWidth: CGFloat
    let stretch: Bool
    /// Caption and value on a line of their own above the control (for wide controls in narrow cards).
    var stacked = false { didSet { if stacked != oldValue { arrange() } } }

    /// Caption · control · value (caption · value when stacked).
    private let line = UIStackView()
    /// The line, and below it the control when stacked.
    private let column = UIStackView()
    private var modeConstraints: [NSLayoutConstraint] = []

    init(_ caption: String, _ control: UIView, captionWidth: CGFloat = 96, valueWidth: CGFloat = 80, stretch: Bool = false) {
        self.control = control
        self.captionWidth = captionWidth
        self.valueWidth = valueWidth
        self.stretch = stretch || control is UISlider
        super.init(frame: .zero)
        self.caption.text = caption
        self.caption.font = UIFont.systemFont(ofSize: 13)
        self.caption.textColor = .secondaryLabel
        valueLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .semibold)
        valueLabel.textColor = .label

        column.axis = .vertical
        column.spacing = 4
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: topAnchor),
            column.leadingAnchor.constraint(equalTo: leadingAnchor),
            column.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
        arrange()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func arrange() {
        NSLayoutConstraint.deactivate(modeConstraints)
        for v in line.arrangedSubviews + column.arrangedSubviews { v.removeFromSuperview() }
        valueLabel.textAlignment = stacked ? .right : .natural
        if stacked {
            // caption ········ value
            // [ control ]
            line.addArrangedSubview(caption)
            line.addArrangedSubview(valueLabel)
            line.alignment = .center
            column.addArrangedSubview(line)
            column.addArrangedSubview(control)
            column.alignment = stretch ? .fill : .leading
            caption.setContentHuggingPriority(.defaultLow, for: .horizontal)
            modeConstraints = [
                line.heightAnchor.constraint(equalToConstant: 18),
                valueLabel.widthAnchor.constraint(equalToConstant: valueWidth),
                column.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor),
            ]
        } else {
            // caption | control | value
            line.addArrangedSubview(caption)
            line.addArrangedSubview(control)
            line.addArrangedSubview(valueLabel)
            line.setCustomSpacing(12, after: control)
            line.alignment = .center
            column.addArrangedSubview(line)
            modeConstraints = [
                caption.widthAnchor.constraint(equalToConstant: captionWidth),
                valueLabel.widthAnchor.constraint(greaterThanOrEqualToConstant: valueWidth),
                column.bottomAnchor.constraint(equalTo: bottomAnchor),
            ]
            if stretch {
                // The control takes the free width; the value keeps `valueWidth` at the trailing edge.
                control.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
                modeConstraints.append(valueLabel.widthAnchor.constraint(equalToConstant: valueWidth))
            } else {
                // The control keeps its size; the value label follows it and takes the rest.
                control.setContentHuggingPriority(.required, for: .horizontal)
                valueLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
            }
        }
        NSLayoutConstraint.activate(modeConstraints)
    }
}

/// Rows stacked from the top at a fixed height, then an optional footnote: a vertical stack view
/// pinned to the top of the view (the card clips what does not fit below).
final class RowStack: UIView {
    let rows: [UIView]
    let footnote = UILabel()
    private let stack = UIStackView()

    init(_ rows: [UIView], rowHeight: CGFloat = 36, spacing: CGFloat = 12, footnote: String? = nil) {
        self.rows = rows
        super.init(frame: .zero)
        stack.axis = .vertical
        stack.spacing = spacing
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        for r in rows {
            stack.addArrangedSubview(r)
            r.heightAnchor.constraint(equalToConstant: rowHeight).isActive = true
        }
        if let footnote {
            self.footnote.text = footnote
            self.footnote.font = UIFont.systemFont(ofSize: 11)
            self.footnote.textColor = .secondaryLabel
            self.footnote.numberOfLines = 3
            if let last = rows.last { stack.setCustomSpacing(spacing + 4, after: last) }
            stack.addArrangedSubview(self.footnote)
        }
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
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

/// Adds a label showing `text` centred in `view` (a pager's page, a preview card).
@MainActor func addCentredLabel(_ text: String, font: UIFont, color: UIColor = .label, to view: UIView) {
    let label = UILabel()
    label.text = text
    label.font = font
    label.textColor = color
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(label)
    NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
}
