import UIKit

class DialLayer: CALayer {
    @NSManaged var angle: CGFloat
    @NSManaged var tint: CGColor?

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == #keyPath(DialLayer.angle) { return true }
        return super.needsDisplay(forKey: key)
    }

    func spin(to newAngle: CGFloat) {
        let animation = CABasicAnimation(keyPath: #keyPath(angle))
        animation.fromValue = angle
        animation.toValue = newAngle
        animation.duration = 0.25
        add(animation, forKey: "spin")
        angle = newAngle
    }

    func slide(to point: CGPoint) {
        let animation = CABasicAnimation(keyPath: #keyPath(CALayer.position))
        animation.toValue = NSValue(point: point)
        add(animation, forKey: "slide")
        position = point
    }
}
