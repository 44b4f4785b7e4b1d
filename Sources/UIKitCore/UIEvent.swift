/// An event (touches etc.). The event system defines its contents later; here it is only the type
/// that `hitTest(_:with:)` and `point(inside:with:)` take.
@MainActor open class UIEvent: NSObject {
    public override init() { super.init() }
}
