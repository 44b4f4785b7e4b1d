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

    /// Called on a recycled view before the table hands it out again.
    open func prepareForReuse() {}
}
