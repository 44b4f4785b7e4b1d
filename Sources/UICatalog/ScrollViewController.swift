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
        view.backgroundColor = UIColor(red: 0.94, green: 0.945, blue: 0.96, alpha: 1)
        for (l, t) in [(listCaption, "LIST · 500 ROWS"), (pagerCaption, "PAGER · isPagingEnabled"),
                       (zoomCaption, "ZOOM · pinch, ctrl+wheel, double tap")] {
            l.text = t
            l.font = UIFont.systemFont(ofSize: 11, weight: .semibold)
            l.textColor = UIColor(white: 0.5, alpha: 1)
            view.addSubview(l)
        }

        list.backgroundColor = .white
        list.layer.cornerRadius = 0
        list.accessibilityIdentifier = "scroll.list"
        for i in 0..<500 {
            let row = UIView()
            row.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 16, y: 12, width: 240, height: 20))
            label.text = "Row \(i + 1)"
            label.font = UIFont.systemFont(ofSize: 15)
            row.addSubview(label)
            let separator = UIView(frame: CGRect(x: 16, y: Self.rowHeight - 1, width: 2000, height: 1))
            separator.backgroundColor = UIColor(white: 0.88, alpha: 1)
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
        view.addSubview(list)

        pager.isPagingEnabled = true
        pager.showsHorizontalScrollIndicator = false
        pager.backgroundColor = .white
        pager.delegate = self
        pager.accessibilityIdentifier = "scroll.pager"
        for (i, c) in Self.pageColors.enumerated() {
            let page = UIView()
            page.backgroundColor = c
            let l = UILabel()
            l.text = "Page \(i + 1)"
            l.font = UIFont.systemFont(ofSize: 28, weight: .bold)
            l.textColor = .white
            l.textAlignment = .center
            l.tag = 1
            page.addSubview(l)
            pager.addSubview(page)
            pages.append(page)
        }
        view.addSubview(pager)
        pageControl.numberOfPages = pages.count
        pageControl.currentPageIndicatorTintColor = .systemBlue
        pageControl.pageIndicatorTintColor = UIColor(white: 0.75, alpha: 1)
        pageControl.accessibilityIdentifier = "scroll.pagecontrol"
        pageControl.addAction(UIAction { [unowned self] _ in
            pager.setContentOffset(CGPoint(x: CGFloat(pageControl.currentPage) * pager.bounds.width, y: 0), animated: true)
        }, for: .valueChanged)
        view.addSubview(pageControl)

        zoomer.backgroundColor = UIColor(white: 0.15, alpha: 1)
        zoomer.minimumZoomScale = 1
        zoomer.maximumZoomScale = 4
        zoomer.delegate = self
        zoomer.accessibilityIdentifier = "scroll.zoom"
        picture.image = Self.makePicture(size: CGSize(width: 480, height: 320))
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
        view.addSubview(zoomer)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, margin: CGFloat = 32, gap: CGFloat = 24
        let listW = min(420, max(200, (b.width - 2 * margin - gap) * 0.4))
        let top: CGFloat = 44
        listCaption.frame = CGRect(x: margin, y: 20, width: listW, height: 16)
        list.frame = CGRect(x: margin, y: top, width: listW, height: max(0, b.height - top - margin))
        for (i, r) in rows.enumerated() {
            r.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: listW, height: Self.rowHeight)
            if let sw = r.subviews.first(where: { $0 is UISwitch }) { sw.frame.origin = CGPoint(x: listW - 67, y: 6) }
        }
        list.contentSize = CGSize(width: listW, height: CGFloat(rows.count) * Self.rowHeight)

        let rx = margin + listW + gap, rw = max(100, b.width - rx - margin)
        let pagerH = min(220, max(120, (b.height - top - margin) * 0.4))
        pagerCaption.frame = CGRect(x: rx, y: 20, width: rw, height: 16)
        let current = pager.bounds.width > 0 ? Int((pager.contentOffset.x / pager.bounds.width).rounded()) : 0
        pager.frame = CGRect(x: rx, y: top, width: rw, height: pagerH)
        for (i, p) in pages.enumerated() {
            p.frame = CGRect(x: CGFloat(i) * rw, y: 0, width: rw, height: pagerH)
            p.viewWithTag(1)?.frame = p.bounds
        }
        pager.contentSize = CGSize(width: CGFloat(pages.count) * rw, height: pagerH)
        pager.contentOffset = CGPoint(x: CGFloat(current) * rw, y: 0)
        pageControl.frame = CGRect(x: rx, y: top + pagerH + 4, width: rw, height: 26)

        let zy = top + pagerH + 56
        zoomCaption.frame = CGRect(x: rx, y: zy - 22, width: rw, height: 16)
        zoomer.frame = CGRect(x: rx, y: zy, width: rw, height: max(60, b.height - zy - margin))
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
