import UIKit
import Testing

// iOS-style code as apps write it in Swift 5 mode: nothing here is annotated @MainActor.
func makeHeader(title: String) -> UIView {
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    header.backgroundColor = .systemBlue
    let label = UILabel()
    label.text = title
    label.sizeToFit()
    header.addSubview(label)
    return header
}

final class FormBuilder {
    let button = UIButton(type: .system)
    var fields: [UILabel] = []
    func build() -> UIStackView {
        button.setTitle("Sign in", for: .normal)
        let stack = UIStackView(arrangedSubviews: [button])
        stack.axis = .vertical
        return stack
    }
}

let sharedAccent = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
var cachedView = UIView()

final class BadgeView: UIView {
    let dot = CALayer()
    deinit {
        dot.removeFromSuperlayer()
        layer.removeAllAnimations()
    }
}

struct Swift5CompatTests {
    @Test func freeFunctionBuildsAView() {
        let header = makeHeader(title: "Hello")
        #expect(header.subviews.count == 1)
    }
}
