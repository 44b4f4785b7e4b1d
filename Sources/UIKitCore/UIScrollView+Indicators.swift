import Foundation

/// The scroll indicators of a scroll view (made on first use).
@MainActor final class _ScrollIndicators {}

// Indicators: shown while scrolling, fading after, flashScrollIndicators, styles and insets.
extension UIScrollView {
    /// A property that affects the indicators changed.
    func _indicatorsNeedUpdate() {}
    func _flashScrollIndicators() {}
    /// The offset changed (called after every scroll).
    func _indicatorsDidScroll() {}
    /// Dragging, deceleration or an animation ended: the indicators may fade.
    func _indicatorsScrollingEnded() {}
    /// Lays the indicators out (from `layoutSubviews`).
    func _layoutIndicators() {}
}
