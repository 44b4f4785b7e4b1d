import Testing
@testable import UIKitListGeometry

@Suite struct ListGeometryPlaceholderTests {}
