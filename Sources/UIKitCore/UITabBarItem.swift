/// The item a tab bar shows for one tab: title, image, selected image, badge.
@MainActor open class UITabBarItem: UIBarItem {
    public override init() { super.init() }
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}
