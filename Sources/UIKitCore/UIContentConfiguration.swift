import Foundation

/// A description of a view's content (text, image, layout) that can make the view showing it,
/// so cells can be configured by value and restyled per state.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state` (a selected cell's colours, say).
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view made by a content configuration; setting `configuration` restyles it in place so a
/// reused cell keeps its content view.
@MainActor public protocol UIContentView: AnyObject {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default: when it is of the same type as
    /// the current one).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}
