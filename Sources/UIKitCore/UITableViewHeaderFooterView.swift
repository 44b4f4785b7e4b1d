import Foundation

/// A reusable view for a table section's header or footer.
///
/// (Being built: issue 15.)
@MainActor open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under.
    public let reuseIdentifier: String?

    /// The view custom subviews go in.
    public let contentView: UIView

    /// A header or footer view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView()
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        self.reuseIdentifier = nil
        self.contentView = UIView()
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How a table makes a view of a registered class (see `UITableViewCell`'s counterpart).
    /// Not for app code.
    public required convenience init(_tableRegisteredReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    // Interim stub (replaced by the cells branch).
    package func _fittingHeight(forWidth width: CGFloat) -> CGFloat { 28 }
    package var _tableStyle: UITableView.Style = .plain
    package var _title: String?

    /// Called on a recycled view before the table hands it out again.
    open func prepareForReuse() {}
}
