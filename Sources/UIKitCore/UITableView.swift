import Foundation

/// A vertically scrolling list of rows in sections, made of reused cells.
///
/// (Being built: issue 15.)
@MainActor open class UITableView: UIScrollView {
    /// The table's style, fixed at initialisation.
    public let style: Style

    /// A table of the given style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// A plain table, as `UITableView(frame:)` makes on iOS.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }
}
