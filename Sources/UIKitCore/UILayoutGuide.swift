import Foundation

/// A rectangle in a view's coordinate system that layout can refer to without a view of its own.
///
/// Auto Layout (anchors, constraints) is not implemented yet: today a guide reports its
/// `layoutFrame`, which the views that own built-in guides (a scroll view's
/// `contentLayoutGuide` and `frameLayoutGuide`) keep current.
@MainActor open class UILayoutGuide: NSObject {
    /// The view whose coordinate system the guide lives in.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier: String = ""

    /// Where the owning view's built-in guides get their frame.
    var _frameProvider: (@MainActor (UIView) -> CGRect)?
    var _storedFrame: CGRect = .zero

    public override init() { super.init() }

    /// The guide's rectangle in its owning view's coordinates (zero without an owning view).
    open var layoutFrame: CGRect {
        guard let v = owningView else { return .zero }
        if let p = _frameProvider { return p(v) }
        return _storedFrame
    }

    init(owningView: UIView, identifier: String, frame: @escaping @MainActor (UIView) -> CGRect) {
        super.init()
        self.owningView = owningView
        self.identifier = identifier
        _frameProvider = frame
    }
}
