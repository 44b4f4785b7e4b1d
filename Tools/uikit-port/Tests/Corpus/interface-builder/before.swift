import UIKit

class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var avatarView: UIImageView?
    @IBOutlet var ratingButtons: [UIButton]!
    @IBOutlet private weak var badge: BadgeView!
    var saves = 0
    var cancels = 0
    var shares = 0
    var lastEvent: UIEvent?
    var ratings: [Int] = []

    var badgeTitle: String { badge?.title ?? "" }

    @IBAction func save(_ sender: UIButton) {
        saves += 1
    }

    @IBAction func cancel() {
        cancels += 1
    }

    @IBAction func touched(_ sender: Any, forEvent event: UIEvent) {
        lastEvent = event
    }

    @IBAction func rate(button: UIButton) {
        ratings.append(ratingButtons.firstIndex(of: button) ?? -1)
    }

    @objc(clearRatings:)
    @IBAction func resetRatings(_ sender: Any?) {
        ratings = []
    }
}

extension ProfileViewController {
    @IBAction func share(_ sender: UIBarButtonItem) {
        shares += 1
    }
}

@IBDesignable
class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBInspectable var borderWidth: Double = 0
    @IBInspectable var count: Int = 0
    @IBInspectable var isPill: Bool = false
    @IBInspectable var fillColor: UIColor?
    @IBInspectable var title: String = ""
    @IBInspectable var icon: UIImage?
    @IBInspectable var padding: CGSize = .zero
    @IBInspectable var anchor: CGPoint = .zero
    @IBInspectable var hitArea: CGRect = .zero
}

class TitleView: UIView {
    @IBOutlet var titleLabel: UILabel!
    var keys: [String] = []

    override func setValue(_ value: Any?, forKey key: String) {
        keys.append(key)
        if key == "titleLabel" {
            titleLabel = value as? UILabel
            return
        }
        super.setValue(value, forKey: key)
    }
}
