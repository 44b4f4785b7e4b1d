import Foundation

// State restoration: zoomScale, contentInset and contentOffset.
extension UIScrollView {
    func _encodeScrollState(with coder: NSCoder) {}
    func _decodeScrollState(with coder: NSCoder) {}
}
