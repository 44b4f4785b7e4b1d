import Foundation

/// Wheel and keyboard scrolling state of a scroll view.
struct _ScrollInputState {}

// Desktop input: the mouse wheel and trackpad scroll, and keys (arrows, Page Up/Down, Home/End,
// Space) for a focused scroll view.
extension UIScrollView {
    /// A wheel or trackpad scroll under the pointer; false passes it to the next responder.
    func _handleScrollWheel(_ event: UIEvent) -> Bool { false }
    /// Key presses; false passes them on.
    func _handleKeyPresses(_ presses: Set<UIPress>) -> Bool { false }
}
