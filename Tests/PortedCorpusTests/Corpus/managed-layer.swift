import UIKit

class DialLayer: CALayer {
    var angle: CGFloat { get { value(forKey: "angle") as? CGFloat ?? 0 } set { setValue(newValue, forKey: "angle") } }
    var tint: CGColor? { get { value(forKey: "tint") as? CGColor } set { setValue(newValue, forKey: "tint") } }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == "angle" { return true }
        return super.needsDisplay(forKey: key)
    }

    func spin(to newAngle: CGFloat) {
        let animation = CABasicAnimation(keyPath: "angle")
        animation.fromValue = angle
        animation.toValue = newAngle
        animation.duration = 0.25
        add(animation, forKey: "spin")
        angle = newAngle
    }

    func slide(to point: CGPoint) {
        let animation = CABasicAnimation(keyPath: "position")
        animation.toValue = NSValue(point: point)
        add(animation, forKey: "slide")
        position = point
    }
}
