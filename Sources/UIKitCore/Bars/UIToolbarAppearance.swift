import Foundation

/// The look of a toolbar: background and shadow (from `UIBarAppearance`) and its buttons.
@preconcurrency @MainActor open class UIToolbarAppearance: UIBarAppearance {
    /// Plain buttons.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// `.done` buttons.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init() { super.init() }
    public override init(barAppearance: UIBarAppearance) { super.init(barAppearance: barAppearance) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let c = UIToolbarAppearance(barAppearance: self)
        c.buttonAppearance = buttonAppearance.copy() as! UIBarButtonItemAppearance
        c.doneButtonAppearance = doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        return c
    }
}
