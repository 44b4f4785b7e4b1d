// Layout, sizing, autoresizing, layout margins and the safe area.

extension UIView: UITraitEnvironment {}


/// Rarely-changed boolean and mask state of a view.
struct _UIViewFlags {
    var autoresizesSubviews = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
}
