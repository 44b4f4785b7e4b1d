import Foundation

/// A control above a scroll view's content that starts a refresh when pulled down.
@MainActor open class UIRefreshControl: UIControl {
}

extension UIScrollView {
    func _setRefreshControl(_ control: UIRefreshControl?) { _refreshControl = control }
    /// Lays the refresh control out (from `layoutSubviews`).
    func _layoutRefreshControl() {}
}
