//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The Scroll View page: a long list (drag, fling, bounce, wheel, keys), a horizontal pager kept
/// in sync with a page control, and a zoomable picture (pinch, ctrl+wheel, double tap).
final class ScrollViewController: UIViewController, UIScrollViewDelegate {
    let list = UIScrollView()
    let pager = UIScrollView()
    let pageControl = UIPageControl()
    let zoomer = UIScrollView()
    let picture = UIImageView()
    private var rows: [UIView] = []
    private var pages: [UIView] = []
    private let listCaption = UILabel(), pagerCaption = UILabel(), zoomCaption = UILabel()
    static let rowHeight: CGFloat = 44
    static let pageColors: [UIColor] = [.systemBlue, .systemTeal, .systemGreen, .systemOrange, .systemPink]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for (l, t) in [(listCaption, "LIST · 500 ROWS"), (pagerCaption, "PAGER · isPagingEnabled"),
                       (zoomCaption, "ZOOM · pinch, ctrl+wheel, double tap")] {
            l.text = t
            l.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
            l.textColor = .secondaryLabel
        }

        list.backgroundColor = .secondarySystemGroupedBackground
        list.layer.cornerRadius = 0
        list.accessibilityIdentifier = "scroll.list"
        for i in 0..<500 {
            let row = UIView()
            row.backgroundColor = .secondarySystemGroupedBackground
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 240, height: 20))
            label.text = "Row \(i + 1)"
            label.font = UIFont.systemFont(ofSize: 15)
            row.addSubview(label)
            let separator = UIView(frame: CGRect(x: 16, y: Self.rowHeight - 1, width: 2000, height: 1))
            separator.backgroundColor = .separator
            row.addSubview(separator)
            if i % 5 == 0 {
                let sw = UISwitch()
                sw.isOn = i % 10 == 0
                sw.accessibilityIdentifier = "scroll.switch.\(i)"
                row.addSubview(sw)
            }
            list.addSubview(row)
            rows.append(row)
        }

        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.backgroundColor = .secondarySystemGroupedBackground
        pager.delegate = self
        pager.accessibilityIdentifier = "scroll.pager"
        // The pages: a row of stack views as wide and tall as the pager's frame each, in its
        // content layout guide (the content size follows).
        let strip = UIStackView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        pager.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: pager.contentLayoutGuide.topAnchor),
            strip.bottomAnchor.constraint(equalTo: pager.contentLayoutGuide.bottomAnchor),
            strip.leadingAnchor.constraint(equalTo: pager.contentLayoutGuide.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: pager.contentLayoutGuide.trailingAnchor),
            strip.heightAnchor.constraint(equalTo: pager.frameLayoutGuide.heightAnchor),
        ])
        for (i, c) in Self.pageColors.enumerated() {
            let page = UIView()
            page.backgroundColor = c
            addCentredLabel("Page \(i + 1)", font: UIFont.systemFont(ofSize: 28, weight: .bold), color: .white, to: page)
            strip.addArrangedSubview(page)
            page.widthAnchor.constraint(equalTo: pager.frameLayoutGuide.widthAnchor).isActive = true
            pages.append(page)
        }
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = .systemGray3
        pageControl.accessibilityIdentifier = "scroll.pagecontrol"
        pageControl.addAction(UIAction { [unowned self] _ in
            pager.setContentOffset(CGPoint(x: CGFloat(pageControl.currentPage) * pager.bounds.width, y: 0), animated: true)
        }, for: .valueChanged)


        zoomer.backgroundColor = UIColor(white: 0.15, alpha: 1)
        zoomer.minimumZoomScale = 1
        zoomer.maximumZoomScale = 4
        zoomer.delegate = self
        zoomer.accessibilityIdentifier = "scroll.zoom"
        picture.image = Self.makePicture(size: CGSize(width: 480, height: 320))
        // The zoomed view keeps a frame and an explicit content size, as on iOS: zooming scales it
        // with a transform, which constraints on it would fight.
        picture.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        zoomer.addSubview(picture)
        zoomer.contentSize = picture.frame.size
        // Double tap to zoom is the app's, as on iOS: a recognizer calling zoom(to:animated:).
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [unowned self] g in
            if zoomer.zoomScale > zoomer.minimumZoomScale {
                zoomer.setZoomScale(zoomer.minimumZoomScale, animated: true)
            } else {
                let p = g.location(in: picture)
                zoomer.zoom(to: CGRect(x: p.x - 60, y: p.y - 40, width: 120, height: 80), animated: true)
            }
        }
        zoomer.addGestureRecognizer(doubleTap)

        // The list on the leading side (40 % of the width, 200 to 420 points); the pager, its
        // page control and the zoomable picture in a column beside it.
        for v in [listCaption, list, pagerCaption, pager, pageControl, zoomCaption, zoomer] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 20, leading: 32, bottom: 32, trailing: 32)
        let m = view.layoutMarginsGuide
        let listShare = list.widthAnchor.constraint(equalTo: m.widthAnchor, multiplier: 0.4, constant: -0.4 * 24)
        listShare.priority = .defaultHigh
        let pagerShare = pager.heightAnchor.constraint(equalTo: list.heightAnchor, multiplier: 0.4)
        pagerShare.priority = .defaultHigh
        let zoomerFill = zoomer.bottomAnchor.constraint(equalTo: m.bottomAnchor)
        zoomerFill.priority = .defaultHigh
        NSLayoutConstraint.activate([
            listCaption.topAnchor.constraint(equalTo: m.topAnchor),
            listCaption.leadingAnchor.constraint(equalTo: list.leadingAnchor),
            listCaption.trailingAnchor.constraint(equalTo: list.trailingAnchor),
            list.topAnchor.constraint(equalTo: m.topAnchor, constant: 24),
            list.leadingAnchor.constraint(equalTo: m.leadingAnchor),
            list.bottomAnchor.constraint(equalTo: m.bottomAnchor),
            listShare,
            list.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            list.widthAnchor.constraint(lessThanOrEqualToConstant: 420),

            pagerCaption.topAnchor.constraint(equalTo: m.topAnchor),
            pagerCaption.leadingAnchor.constraint(equalTo: pager.leadingAnchor),
            pagerCaption.trailingAnchor.constraint(equalTo: pager.trailingAnchor),
            pager.topAnchor.constraint(equalTo: list.topAnchor),
            pager.leadingAnchor.constraint(equalTo: list.trailingAnchor, constant: 24),
            pager.trailingAnchor.constraint(equalTo: m.trailingAnchor),
            pager.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            pagerShare,
            pager.heightAnchor.constraint(greaterThanOrEqualToConstant: 120),
            pager.heightAnchor.constraint(lessThanOrEqualToConstant: 220),
            pageControl.topAnchor.constraint(equalTo: pager.bottomAnchor, constant: 4),
            pageControl.leadingAnchor.constraint(equalTo: pager.leadingAnchor),
            pageControl.trailingAnchor.constraint(equalTo: pager.trailingAnchor),
            pageControl.heightAnchor.constraint(equalToConstant: 26),

            zoomCaption.topAnchor.constraint(equalTo: pager.bottomAnchor, constant: 34),
            zoomCaption.leadingAnchor.constraint(equalTo: pager.leadingAnchor),
            zoomCaption.trailingAnchor.constraint(equalTo: pager.trailingAnchor),
            zoomer.topAnchor.constraint(equalTo: pager.bottomAnchor, constant: 56),
            zoomer.leadingAnchor.constraint(equalTo: pager.leadingAnchor),
            zoomer.trailingAnchor.constraint(equalTo: pager.trailingAnchor),
            zoomer.heightAnchor.constraint(greaterThanOrEqualToConstant: 60),
            zoomerFill,
        ])
    }

    private var rowsWidth: CGFloat = -1
    private var pagerWidth: CGFloat = -1

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The list's 500 rows stay a frame-based canvas in the scroll view's content, placed
        // only when the list's width changes (as a table view places its cells; a stack of 500
        // rows would make the solver carry 500 rows of constraints for a fixed pitch).
        let listW = list.bounds.width
        if listW != rowsWidth {
            rowsWidth = listW
            for (i, r) in rows.enumerated() {
                r.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: listW, height: Self.rowHeight)
                if let sw = r.subviews.first(where: { $0 is UISwitch }) { sw.frame.origin = CGPoint(x: listW - 67, y: 6) }
            }
            list.contentSize = CGSize(width: listW, height: CGFloat(rows.count) * Self.rowHeight)
        }
        // The pager keeps its page when its width changes (its content size follows the constraints).
        if pager.bounds.width != pagerWidth {
            pagerWidth = pager.bounds.width
            pager.layoutIfNeeded()
            pager.contentOffset = CGPoint(x: CGFloat(pageControl.currentPage) * pagerWidth, y: 0)
        }
    }

    // MARK: UIScrollViewDelegate

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === pager, pager.bounds.width > 0 else { return }
        let page = Int((pager.contentOffset.x / pager.bounds.width).rounded())
        if page != pageControl.currentPage, page >= 0, page < pages.count { pageControl.currentPage = page }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { scrollView === zoomer ? picture : nil }

    /// A picture worth zooming into: a gradient sky, hills and fine grid lines.
    static func makePicture(size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { ctx in
            let cg = ctx.cgContext
            let colors = [UIColor(red: 0.35, green: 0.6, blue: 0.95, alpha: 1).cgColor, UIColor(red: 0.95, green: 0.8, blue: 0.6, alpha: 1).cgColor]
            if let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]) {
                cg.drawLinearGradient(g, start: .zero, end: CGPoint(x: 0, y: size.height), options: [])
            }
            UIColor(red: 0.25, green: 0.55, blue: 0.3, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: size.height))
            hills.addCurve(to: CGPoint(x: size.width, y: size.height * 0.7), controlPoint1: CGPoint(x: size.width * 0.3, y: size.height * 0.4),
                           controlPoint2: CGPoint(x: size.width * 0.6, y: size.height * 0.95))
            hills.addLine(to: CGPoint(x: size.width, y: size.height))
            hills.close()
            hills.fill()
            UIColor(white: 1, alpha: 0.35).setStroke()
            let grid = UIBezierPath()
            var x: CGFloat = 0
            while x <= size.width { grid.move(to: CGPoint(x: x, y: 0)); grid.addLine(to: CGPoint(x: x, y: size.height)); x += 20 }
            var y: CGFloat = 0
            while y <= size.height { grid.move(to: CGPoint(x: 0, y: y)); grid.addLine(to: CGPoint(x: size.width, y: y)); y += 20 }
            grid.lineWidth = 0.5
            grid.stroke()
            UIColor(red: 1, green: 0.9, blue: 0.3, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: size.width * 0.75, y: size.height * 0.12, width: 48, height: 48)).fill()
        }
    }
}
