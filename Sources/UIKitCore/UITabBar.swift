/// The bar of tabs at the bottom of a tab bar interface.
@MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]?
}
