import UIKit
print("UICatalog: not yet")
