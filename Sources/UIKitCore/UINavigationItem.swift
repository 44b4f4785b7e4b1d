/// What a navigation bar shows for one controller: title, buttons, back button.
@MainActor open class UINavigationItem: NSObject {
    open var title: String?

    public override init() { super.init() }
    public init(title: String) {
        self.title = title
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }
}
