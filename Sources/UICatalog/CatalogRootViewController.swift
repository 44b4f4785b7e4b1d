import UIKit

/// The app's root, as in Apple's UIKitCatalog sample: a list of pages in a navigation
/// controller; tapping a row (or pressing 1…7) pushes the page with the real slide, and the
/// back button or an edge swipe comes back.
final class CatalogRootViewController: UIViewController {
    enum Page: Int, CaseIterable {
        case views, gestures, buttons, controls, scroll, presentation, layout
        var title: String {
            switch self {
            case .views: "Views"
            case .gestures: "Gestures"
            case .buttons: "Buttons"
            case .controls: "Controls"
            case .scroll: "Scroll Views"
            case .presentation: "Presentation"
            case .layout: "Auto Layout"
            }
        }
        var subtitle: String {
            switch self {
            case .views: "Labels, images, shapes, layers, animation, colours"
            case .gestures: "Drag, tap, pinch and rotate"
            case .buttons: "Every button type, configurations, states"
            case .controls: "Sliders, switches, steppers, segments, pages"
            case .scroll: "A long list, a pager, a zoomable picture"
            case .presentation: "Sheets, full screen, tab bars, alerts, action sheets"
            case .layout: "A form of anchors and stack views that reflows and mirrors"
            }
        }
        init?(name: String) {
            switch name.lowercased() {
            case "views", "catalog", "1": self = .views
            case "gestures", "2": self = .gestures
            case "buttons", "button", "3": self = .buttons
            case "controls", "sliders", "switches", "steppers", "segmented", "pagecontrol", "4": self = .controls
            case "scroll", "scrollview", "5": self = .scroll
            case "presentation", "present", "alerts", "sheets", "tabs", "6": self = .presentation
            case "layout", "autolayout", "constraints", "stackview", "7": self = .layout
            default: return nil
            }
        }
        /// A new controller for the page (its view starts below the navigation bar).
        @MainActor func makeController() -> UIViewController {
            let c: UIViewController
            switch self {
            case .views: c = CatalogViewController()
            case .gestures: c = GesturesViewController()
            case .buttons: c = ButtonsViewController()
            case .controls: c = ControlsViewController()
            case .scroll: c = ScrollViewController()
            case .presentation: c = PresentationViewController()
            case .layout: c = LayoutViewController()
            }
            c.title = title
            c.edgesForExtendedLayout = []
            return c
        }
    }

    private let list = UIScrollView()
    private var rows: [UIView] = []
    static let rowHeight: CGFloat = 64

    override func loadView() {
        list.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        list.alwaysBounceVertical = true
        list.accessibilityIdentifier = "catalog.index"
        view = list
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "UICatalog"
        for p in Page.allCases { rows.append(makeRow(p)) }
    }

    private func makeRow(_ p: Page) -> UIView {
        let row = UIView()
        row.backgroundColor = .white
        row.isAccessibilityElement = true
        row.accessibilityLabel = p.title
        row.accessibilityHint = p.subtitle
        row.accessibilityTraits = .button
        row.accessibilityIdentifier = "row.\(p)"
        let title = UILabel(frame: CGRect(x: 20, y: 12, width: 600, height: 22))
        title.text = "\(p.rawValue + 1) · \(p.title)"
        title.font = UIFont.systemFont(ofSize: 17)
        title.tag = 1
        row.addSubview(title)
        let subtitle = UILabel(frame: CGRect(x: 20, y: 36, width: 600, height: 18))
        subtitle.text = p.subtitle
        subtitle.font = UIFont.systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        row.addSubview(subtitle)
        let chevron = UILabel()
        chevron.text = "›"
        chevron.font = UIFont.systemFont(ofSize: 24)
        chevron.textColor = .tertiaryLabel
        chevron.tag = 2
        row.addSubview(chevron)
        let separator = UIView()
        separator.backgroundColor = UIColor(white: 0.86, alpha: 1)
        separator.tag = 3
        row.addSubview(separator)
        let tap = UITapGestureRecognizer()
        tap.addAction { [unowned self] _ in show(p, animated: true) }
        row.addGestureRecognizer(tap)
        list.addSubview(row)
        return row
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = view.bounds.width
        for (i, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: 24 + CGFloat(i) * Self.rowHeight, width: w, height: Self.rowHeight)
            row.viewWithTag(2)?.frame = CGRect(x: w - 36, y: 16, width: 20, height: 30)
            row.viewWithTag(3)?.frame = CGRect(x: 20, y: Self.rowHeight - 0.5, width: w - 20, height: 0.5)
        }
        list.contentSize = CGSize(width: w, height: 48 + CGFloat(rows.count) * Self.rowHeight)
    }

    /// The page on top (nil on the list).
    var page: Page? { (navigationController?.topViewController).flatMap { top in Page.allCases.first { $0.title == top.title && top !== self } } }

    /// Shows page `p`: back to the list, then pushes it.
    func show(_ p: Page, animated: Bool) {
        guard let nav = navigationController, page != p else { return }
        nav.popToRootViewController(animated: false)
        nav.pushViewController(p.makeController(), animated: animated)
    }
}

/// The catalog's navigation controller: keys 1…7 show a page from anywhere.
final class CatalogNavigationController: UINavigationController {
    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let keys: [UIKeyboardHIDUsage: CatalogRootViewController.Page] = [
            .keyboard1: .views, .keyboard2: .gestures, .keyboard3: .buttons,
            .keyboard4: .controls, .keyboard5: .scroll, .keyboard6: .presentation, .keyboard7: .layout,
        ]
        for press in presses {
            if let code = press.key?.keyCode, let p = keys[code], let root = viewControllers.first as? CatalogRootViewController {
                return root.show(p, animated: true)
            }
        }
        super.pressesBegan(presses, with: event)
    }
}
