import UIKit

/// The controls page: sliders, switches, steppers, segmented controls and page controls, each
/// wired to a label (target-action method references for most, `UIAction` for a few).
final class ControlsViewController: CatalogPageViewController {
    private var cards: [CardView] = []

    // Sliders.
    let defaultSlider = UISlider()
    let tintedSlider = UISlider()
    let imageSlider = UISlider()
    let steppedSlider = UISlider()
    private var sliderRows: [ControlRow] = []
    private var steppedEvents = 0

    // Switches.
    let onSwitch = UISwitch(), offSwitch = UISwitch(), tintedSwitch = UISwitch(), disabledSwitch = UISwitch()
    private var switchRows: [ControlRow] = []

    // Steppers.
    let stepper = UIStepper()
    let wrappingStepper = UIStepper()
    let fineStepper = UIStepper()
    private var stepperRows: [ControlRow] = []

    // Segmented controls.
    let periodControl = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
    let momentaryControl = UISegmentedControl(items: ["Undo", "Redo", "Clear"])
    let sizeControl = UISegmentedControl(items: ["Small", "Medium", "Large"])
    private var segmentRows: [ControlRow] = []

    // Page controls.
    let pageControl = UIPageControl()
    let tintedPageControl = UIPageControl()
    let pageSwatch = UILabel()
    private var pageRows: [ControlRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpPage(title: "Controls", subtitle: "UISlider, UISwitch, UIStepper, UISegmentedControl, UIPageControl — each wired to a label")

        // MARK: Sliders
        defaultSlider.value = 0.5
        defaultSlider.accessibilityIdentifier = "slider.default"
        tintedSlider.minimumValue = 0; tintedSlider.maximumValue = 100; tintedSlider.value = 30
        tintedSlider.minimumTrackTintColor = .systemOrange
        tintedSlider.maximumTrackTintColor = UIColor.systemOrange.withAlphaComponent(0.25)
        tintedSlider.thumbTintColor = .systemPink
        tintedSlider.accessibilityIdentifier = "slider.tinted"
        imageSlider.minimumValue = 0; imageSlider.maximumValue = 10; imageSlider.value = 7
        imageSlider.minimumValueImage = ControlImages.sun(size: 14, color: .systemYellow)
        imageSlider.maximumValueImage = ControlImages.sun(size: 24, color: .systemOrange)
        imageSlider.accessibilityIdentifier = "slider.images"
        steppedSlider.minimumValue = 0; steppedSlider.maximumValue = 1; steppedSlider.value = 0.25
        steppedSlider.isContinuous = false
        steppedSlider.accessibilityIdentifier = "slider.noncontinuous"
        sliderRows = [
            ControlRow("Default", defaultSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Tinted", tintedSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Value images", imageSlider, captionWidth: 120, valueWidth: 130),
            ControlRow("Non-continuous", steppedSlider, captionWidth: 120, valueWidth: 130),
        ]
        for s in [defaultSlider, tintedSlider, imageSlider, steppedSlider] {
            s.addTarget(self, action: ControlsViewController.sliderChanged, for: .valueChanged)
            sliderChanged(s)
        }
        steppedEvents = 0
        sliderRows[3].valueLabel.text = "0.25 (0 events)"

        // MARK: Switches
        onSwitch.isOn = true
        offSwitch.isOn = false
        tintedSwitch.isOn = true
        tintedSwitch.onTintColor = .systemPurple
        tintedSwitch.thumbTintColor = .systemYellow
        disabledSwitch.isOn = true
        disabledSwitch.isEnabled = false
        switchRows = [
            ControlRow("On", onSwitch), ControlRow("Off", offSwitch),
            ControlRow("Tinted", tintedSwitch), ControlRow("Disabled", disabledSwitch),
        ]
        for (s, id) in [(onSwitch, "switch.on"), (offSwitch, "switch.off"), (tintedSwitch, "switch.tinted"), (disabledSwitch, "switch.disabled")] {
            s.accessibilityIdentifier = id
            s.addTarget(self, action: ControlsViewController.switchChanged, for: .valueChanged)
            switchChanged(s)
        }

        // MARK: Steppers
        stepper.minimumValue = 0; stepper.maximumValue = 10; stepper.value = 3
        stepper.accessibilityIdentifier = "stepper"
        wrappingStepper.minimumValue = 1; wrappingStepper.maximumValue = 5; wrappingStepper.value = 5
        wrappingStepper.wraps = true
        wrappingStepper.accessibilityIdentifier = "stepper.wraps"
        fineStepper.minimumValue = 0; fineStepper.maximumValue = 2; fineStepper.stepValue = 0.25; fineStepper.value = 1
        fineStepper.tintColor = .systemIndigo
        fineStepper.accessibilityIdentifier = "stepper.fine"
        stepperRows = [
            ControlRow("0…10", stepper), ControlRow("wraps, 1…5", wrappingStepper),
            ControlRow("step 0.25", fineStepper),
        ]
        for s in [stepper, wrappingStepper, fineStepper] {
            s.addTarget(self, action: ControlsViewController.stepperChanged, for: .valueChanged)
            stepperChanged(s)
        }

        // MARK: Segmented controls
        periodControl.selectedSegmentIndex = 1
        periodControl.accessibilityIdentifier = "segmented.period"
        periodControl.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
        momentaryControl.isMomentary = true
        momentaryControl.accessibilityIdentifier = "segmented.momentary"
        momentaryControl.addAction(UIAction { [unowned self] action in
            guard let c = action.sender as? UISegmentedControl, c.selectedSegmentIndex >= 0 else { return }
            segmentRows[1].valueLabel.text = "\(c.titleForSegment(at: c.selectedSegmentIndex) ?? "?")!"
        }, for: .valueChanged)
        sizeControl.selectedSegmentIndex = 0
        sizeControl.setEnabled(false, forSegmentAt: 1)
        sizeControl.selectedSegmentTintColor = .systemYellow
        sizeControl.accessibilityIdentifier = "segmented.size"
        sizeControl.addTarget(self, action: ControlsViewController.segmentChanged, for: .valueChanged)
        segmentRows = [
            ControlRow("Titles", periodControl, valueWidth: 90, stretch: true),
            ControlRow("Momentary (UIAction)", momentaryControl, valueWidth: 90, stretch: true),
            ControlRow("Segment 1 disabled", sizeControl, valueWidth: 90, stretch: true),
        ]
        for r in segmentRows { r.stacked = true }
        segmentChanged(periodControl); segmentChanged(sizeControl)
        segmentRows[1].valueLabel.text = "—"

        // MARK: Page controls
        pageControl.numberOfPages = 5
        pageControl.currentPage = 0
        pageControl.accessibilityIdentifier = "pagecontrol"
        tintedPageControl.numberOfPages = 8
        tintedPageControl.currentPage = 2
        tintedPageControl.pageIndicatorTintColor = UIColor.systemTeal.withAlphaComponent(0.3)
        tintedPageControl.currentPageIndicatorTintColor = .systemTeal
        tintedPageControl.accessibilityIdentifier = "pagecontrol.tinted"
        pageRows = [
            ControlRow("8 pages, tinted", tintedPageControl, valueWidth: 70, stretch: true),
        ]
        pageRows[0].stacked = true
        tintedPageControl.addTarget(self, action: ControlsViewController.pageChanged, for: .valueChanged)
        pageChanged(tintedPageControl)
        // The default page control (light indicators) sits on the coloured "pager", as in an app.
        pageControl.addAction(UIAction { [unowned self] _ in updateSwatch() }, for: .valueChanged)
        pageSwatch.textAlignment = .center
        pageSwatch.font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        pageSwatch.textColor = .white
        pageSwatch.layer.cornerRadius = 10
        pageSwatch.clipsToBounds = true
        pageSwatch.numberOfLines = 2
        updateSwatch()
        // Swipe the "pager" to change pages; the page control follows (currentPage set in code).
        pageSwatch.isUserInteractionEnabled = true
        pageSwatch.accessibilityIdentifier = "pager"
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = direction
            swipe.addAction { [unowned self] _ in
                let next = pageControl.currentPage + (direction == .left ? 1 : -1)
                pageControl.currentPage = max(0, min(pageControl.numberOfPages - 1, next))
                updateSwatch()
            }
            pageSwatch.addGestureRecognizer(swipe)
        }

        let pagesContent = UIView()
        pagesContent.addSubview(pageSwatch)
        pagesContent.addSubview(pageControl)
        let pageStack = RowStack(pageRows, rowHeight: 54, spacing: 10)
        pagesContent.addSubview(pageStack)

        cards = [
            CardView(caption: "UISLIDER", content: RowStack(sliderRows, rowHeight: 34, spacing: 16)),
            CardView(caption: "UISWITCH", content: RowStack(switchRows, rowHeight: 31, spacing: 18)),
            CardView(caption: "UISTEPPER", content: RowStack(stepperRows, rowHeight: 32, spacing: 22,
                                                               footnote: "Hold + or − to repeat (autorepeat). The middle stepper wraps from 5 to 1 and back.")),
            CardView(caption: "UISEGMENTEDCONTROL", content: RowStack(segmentRows, rowHeight: 54, spacing: 14,
                                                                        footnote: "Drag across the segments; the momentary one deselects on lift.")),
            CardView(caption: "UIPAGECONTROL", content: pagesContent),
        ]
        for c in cards { c.content.clipsToBounds = true; view.addSubview(c) }
    }

    // MARK: Actions (target-action method references)

    func sliderChanged(_ sender: UISlider) {
        guard let row = sliderRows.first(where: { $0.control === sender }) else { return }
        switch sender {
        case tintedSlider: row.valueLabel.text = String(format: "%.0f %%", sender.value)
        case imageSlider: row.valueLabel.text = String(format: "%.1f of 10", sender.value)
        case steppedSlider:
            steppedEvents += 1
            row.valueLabel.text = String(format: "%.2f (%d event%@)", sender.value, steppedEvents, steppedEvents == 1 ? "" : "s")
        default: row.valueLabel.text = String(format: "%.2f", sender.value)
        }
    }

    func switchChanged(_ sender: UISwitch) {
        guard let row = switchRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = sender.isOn ? "On" : "Off"
        row.valueLabel.textColor = sender.isOn ? UIColor(red: 0.1, green: 0.55, blue: 0.2, alpha: 1) : UIColor(white: 0.45, alpha: 1)
    }

    func stepperChanged(_ sender: UIStepper) {
        guard let row = stepperRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = sender === fineStepper ? String(format: "%.2f", sender.value) : "\(Int(sender.value))"
    }

    func segmentChanged(_ sender: UISegmentedControl) {
        guard let row = segmentRows.first(where: { $0.control === sender }) else { return }
        let i = sender.selectedSegmentIndex
        row.valueLabel.text = i >= 0 ? (sender.titleForSegment(at: i) ?? "\(i)") : "none"
    }

    func pageChanged(_ sender: UIPageControl) {
        guard let row = pageRows.first(where: { $0.control === sender }) else { return }
        row.valueLabel.text = "\(sender.currentPage + 1) of \(sender.numberOfPages)"
    }

    private func updateSwatch() {
        let colors: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]
        let p = pageControl.currentPage
        pageSwatch.backgroundColor = colors[max(0, min(colors.count - 1, p))]
        pageSwatch.text = "Page \(p + 1) of \(pageControl.numberOfPages)\nswipe, or tap the dots"
    }

    // MARK: Layout

    override func layoutCards(in area: CGRect) {
        guard cards.count == 5 else { return }
        let g = Self.gap
        if area.width >= 900 {
            // Row 1: sliders (two columns wide) and switches; row 2: steppers, segmented, page controls.
            let colW = (area.width - 2 * g) / 3
            let h1 = min(260, (area.height - g) / 2), h2 = max(10, area.height - h1 - g)
            cards[0].frame = CGRect(x: area.minX, y: area.minY, width: 2 * colW + g, height: h1)
            cards[1].frame = CGRect(x: area.minX + 2 * (colW + g), y: area.minY, width: colW, height: h1)
            for i in 0..<3 {
                cards[2 + i].frame = CGRect(x: area.minX + CGFloat(i) * (colW + g), y: area.minY + h1 + g, width: colW, height: h2)
            }
        } else {
            // Narrow windows: sliders across, then two columns (cards clip what does not fit).
            let colW = (area.width - g) / 2
            let h1 = min(236, (area.height - 2 * g) / 3), h2 = max(10, (area.height - h1 - 2 * g) / 2)
            cards[0].frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: h1)
            for i in 0..<4 {
                cards[1 + i].frame = CGRect(x: area.minX + CGFloat(i % 2) * (colW + g), y: area.minY + h1 + g + CGFloat(i / 2) * (h2 + g),
                                            width: colW, height: h2)
            }
        }
        for c in cards { c.layoutIfNeeded() }
        let pb = pageSwatch.superview?.bounds ?? .zero
        pageRows.first?.superview?.frame = CGRect(x: 0, y: 0, width: pb.width, height: 54)
        pageSwatch.frame = CGRect(x: 0, y: 80, width: pb.width, height: max(10, min(150, pb.height - 88)))
        let pc = pageControl.sizeThatFits(pb.size)
        pageControl.frame = CGRect(x: ((pb.width - pc.width) / 2).rounded(), y: pageSwatch.frame.maxY - pc.height - 4,
                                   width: pc.width, height: pc.height)
    }
}
