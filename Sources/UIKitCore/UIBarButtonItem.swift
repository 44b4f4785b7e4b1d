/// A button in a navigation bar or toolbar.
@MainActor open class UIBarButtonItem: UIBarItem {
    /// The look of a plain bar button (Apple's raw values).
    public enum Style: Int, Sendable {
        case plain = 0
        @available(*, deprecated, message: "Use .plain")
        case bordered = 1
        case done = 2
    }

    /// The system buttons (Apple's raw values).
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action,
             organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind,
             fastForward, undo, redo
        @available(*, deprecated)
        case pageCurl = 23
        case close = 24
    }

    open var style: Style = .plain

    public override init() { super.init() }

    public convenience init(title: String?, style: Style) {
        self.init()
        self.title = title
        self.style = style
    }

    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init()
    }

    /// The Edit/Done item of `UIViewController.editButtonItem`.
    static func _editButton(for vc: UIViewController) -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .edit)
    }

    /// `editButtonItem` follows its controller's editing state (Edit ↔ Done).
    func _editingDidChange(_ editing: Bool) {}
}
