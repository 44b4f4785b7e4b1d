/// A horizontal and vertical offset, in points.
public struct UIOffset: Equatable, Hashable, Sendable {
    public var horizontal: CGFloat, vertical: CGFloat
    public init() { horizontal = 0; vertical = 0 }
    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    public static let zero = UIOffset()
}

public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}
