import Foundation
import CoreGraphics
import CCairo

/// STUB (being replaced): compositor.
@MainActor public final class CARenderer {
    public static var needsFrameHandler: (@MainActor () -> Void)?
    static var frameRequested = false
    static func _requestFrame() {
        guard !frameRequested else { return }
        frameRequested = true
        needsFrameHandler?()
    }
    public var layer: CALayer?
    public init(layer: CALayer, target: CARenderTarget) { self.layer = layer }
    func _noteChange(of layer: CALayer, _ change: _CAChange, oldBoundsOrigin: CGPoint?) {}
    func _noteRemoval(of layer: CALayer) {}
    func _noteInsertion(of layer: CALayer) {}
    func _noteContentChange(of layer: CALayer, rect: CGRect) {}
    func _noteAnimationEnded(_ layer: CALayer) {}
}
@MainActor public final class CARenderTarget {}
@MainActor struct _CASpatialIndex {}
@MainActor enum _CAPainter {
    static func paintTree(_ root: CALayer, cr: OpaquePointer, rootTransformApplied: Bool, damage: [CGRect]?, frameTime: CFTimeInterval?, stats: AnyObject?) {}
}
