import Foundation

/// A row of a table view: a content view for the row's own subviews, with the table's
/// accessories, separators, highlight and selection around it.
///
/// (Being built: issue 15.)
@MainActor open class UITableViewCell: UIView {
    /// The built-in layouts of `textLabel`, `detailTextLabel` and `imageView`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// The standard accessories drawn at a cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// How a selected cell looks.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// The line between rows.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?

    /// The view custom subviews go in; it narrows for accessories and editing controls.
    public let contentView: UIView

    /// A cell of a built-in style, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        self.contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a cell of a registered class: it calls `init(style: .default,
    /// reuseIdentifier:)` on that class. (Swift without the Objective-C runtime can make an
    /// object from a class value only through a `required` initialiser; this one reaches a
    /// subclass's `init(style:reuseIdentifier:)` override.) Not for app code.
    public required convenience init(_tableRegisteredStyle style: CellStyle, reuseIdentifier: String?) {
        self.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    /// Called on a recycled cell before the table hands it out again: reset state that is not
    /// content (alpha, editing, selection).
    open func prepareForReuse() {}

    // Interim stubs (replaced by the cells branch).
    open var isHighlighted = false
    open var isSelected = false
    open var isEditing = false
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    package var _tableStyle: UITableView.Style = .plain
    package func _setSeparator(style: SeparatorStyle, color: UIColor?, inset: UIEdgeInsets, isHidden: Bool) {}
    package var _accessoryButtonTapped: (() -> Void)?
    package func _isTouchOnAccessoryButton(_ point: CGPoint) -> Bool { false }
    package var _editingControlStyle: EditingStyle = .none
    package var _editingControlTapped: (() -> Void)?
    package var _showsReorderGrabber = false
    package var _reorderGrabberFrame: CGRect? { nil }
    package func _fittingHeight(forWidth width: CGFloat) -> CGFloat {
        contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }
}
