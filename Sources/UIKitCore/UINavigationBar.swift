/// The bar at the top of a navigation interface: a stack of navigation items, the top one's
/// title and buttons, and a back button for the one below.
@MainActor open class UINavigationBar: UIView {
    /// The stack of items; the last is shown.
    open var items: [UINavigationItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    var _items: [UINavigationItem]?
    open var topItem: UINavigationItem? { _items?.last }
    open var backItem: UINavigationItem? {
        guard let i = _items, i.count >= 2 else { return nil }
        return i[i.count - 2]
    }
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) { _items = items }

    /// The navigation controller managing this bar (nil for a standalone bar). Set by the
    /// controller: the back button then asks it to pop, and `delegate` can't be changed.
    package weak var _managingController: UINavigationController?

    // MARK: Driven transitions (the navigation controller's push and pop)

    /// Starts showing `items` with a push (`pop == false`) or pop transition that the caller
    /// drives with `_setTransitionProgress` (the bar shows progress 0 now).
    package func _beginTransition(to items: [UINavigationItem], pop: Bool) { _items = items }
    /// Places the bar's contents at `progress` (0…1) of the transition begun last.
    package func _setTransitionProgress(_ progress: CGFloat) {}
    /// Ends the transition: with `completed`, the new items stay; otherwise the old ones return.
    package func _endTransition(completed: Bool) {}

    /// The height of the bar's content for its top item (44 pt; more with a prompt or a large
    /// title), not counting the status bar area its background extends into.
    package var _contentHeight: CGFloat { 44 }
    /// Whether the bar's background lets content show through (translucent, or a transparent
    /// appearance), so content extends under it.
    package var _isVisuallyTranslucent: Bool { true }
}
