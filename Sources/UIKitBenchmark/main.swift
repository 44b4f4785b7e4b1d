import UIKit
print("UIKitBenchmark: not yet")
