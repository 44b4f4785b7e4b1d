import Foundation

/// Zoom state of a scroll view (limits, scale, pinch).
struct _ScrollZoomState {
    var minimumScale: CGFloat = 1
    var maximumScale: CGFloat = 1
    var scale: CGFloat = 1
    var bounces = true
    var isZooming = false
    var isBouncing = false
}

// Zoom: the pinch, the zoom view's transform and contentSize, zoom(to:), setZoomScale.
extension UIScrollView {
    func _setMinimumZoomScale(_ scale: CGFloat) { _zoom.minimumScale = scale }
    func _setMaximumZoomScale(_ scale: CGFloat) { _zoom.maximumScale = scale }
    func _setZoomScale(_ scale: CGFloat, animated: Bool) {}
    func _zoom(to rect: CGRect, animated: Bool) {}
    var _pinchRecognizerIfZoomable: UIPinchGestureRecognizer? { nil }
}
