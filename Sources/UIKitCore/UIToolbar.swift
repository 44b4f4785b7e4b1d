/// A bar of buttons at the bottom of the screen.
@MainActor open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? {
        get { _items }
        set { setItems(newValue, animated: false) }
    }
    var _items: [UIBarButtonItem]?
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { _items = items }
    open var isTranslucent = true
}
