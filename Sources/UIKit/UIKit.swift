// `import UIKit` gives user code the whole toolkit, as on iOS: Foundation, the Core Graphics and
// Core Animation types, the views and controls, and the platform backends.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import UIKitCore
@_exported import UIKitPlatform
