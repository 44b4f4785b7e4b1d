import UIKit

class BadgeLabelView: UIView {
    let label = UILabel()
    var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        label.frame = bounds.insetBy(dx: 4, dy: 2)
    }

    override var intrinsicContentSize: CGSize {
        let size = label.intrinsicContentSize
        return CGSize(width: size.width + 8, height: size.height + 4)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        label.textColor = tintColor
    }
}

// MARK: - Layout

extension BadgeLabelView {
    func setText(_ text: String) {
        label.text = text
        invalidateIntrinsicContentSize()
    }
}
