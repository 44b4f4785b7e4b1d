import UIKit

class ProfileViewController: UIViewController {
    weak var nameLabel: UILabel!
    var avatarView: UIImageView?
    var ratingButtons: [UIButton]!
    private weak var badge: BadgeView!
    var saves = 0
    var cancels = 0
    var shares = 0
    var lastEvent: UIEvent?
    var ratings: [Int] = []

    var badgeTitle: String { badge?.title ?? "" }

    func save(_ sender: UIButton) {
        saves += 1
    }

    func cancel() {
        cancels += 1
    }

    func touched(_ sender: Any, forEvent event: UIEvent) {
        lastEvent = event
    }

    func rate(button: UIButton) {
        ratings.append(ratingButtons.firstIndex(of: button) ?? -1)
    }

    func resetRatings(_ sender: Any?) {
        ratings = []
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameLabel": self.nameLabel = value as? UILabel
        case "avatarView": self.avatarView = value as? UIImageView
        case "ratingButtons": self.ratingButtons = (value as? [Any])?.compactMap { $0 as? UIButton }
        case "badge": self.badge = value as? BadgeView
        default: super.setValue(value, forKey: key)
        }
    }

    // uikit-port: key-value coding reads these by key (key paths such as "nameLabel.text"); without the Objective-C runtime, this override names them.
    override func value(forKey key: String) -> Any? {
        switch key {
        case "nameLabel": return self.nameLabel
        case "avatarView": return self.avatarView
        case "ratingButtons": return self.ratingButtons
        case "badge": return self.badge
        default: return super.value(forKey: key)
        }
    }

    // uikit-port: storyboards and nibs send these actions by selector name; without the Objective-C runtime, this override finds the methods.
    override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        switch action.name {
        case "save:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.save(sender) } }
        case "cancel": return { [unowned self] _, _ in self.cancel() }
        case "touched:forEvent:": return { [unowned self] sender, event in if let sender { self.touched(sender, forEvent: event ?? UIEvent()) } }
        case "rateWithButton:": return { [unowned self] sender, _ in if let sender = sender as? UIButton { self.rate(button: sender) } }
        case "clearRatings:": return { [unowned self] sender, _ in self.resetRatings(sender) }
        case "share:": return { [unowned self] sender, _ in if let sender = sender as? UIBarButtonItem { self.share(sender) } }
        default: return super._actionHandler(for: action)
        }
    }
}

extension ProfileViewController {
    func share(_ sender: UIBarButtonItem) {
        shares += 1
    }
}

@IBDesignable
class BadgeView: UIView {
    var cornerRadius: CGFloat = 0 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    var borderWidth: Double = 0
    var count: Int = 0
    var isPill: Bool = false
    var fillColor: UIColor?
    var title: String = ""
    var icon: UIImage?
    var padding: CGSize = .zero
    var anchor: CGPoint = .zero
    var hitArea: CGRect = .zero

    // uikit-port: storyboards and nibs set these inspectable properties by key; without the Objective-C runtime, this override names them.
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "cornerRadius": if let value = _ibCast(value, to: CGFloat.self) { self.cornerRadius = value }
        case "borderWidth": if let value = _ibCast(value, to: Double.self) { self.borderWidth = value }
        case "count": if let value = _ibCast(value, to: Int.self) { self.count = value }
        case "isPill": if let value = _ibCast(value, to: Bool.self) { self.isPill = value }
        case "fillColor": self.fillColor = _ibCast(value, to: UIColor.self)
        case "title": if let value = _ibCast(value, to: String.self) { self.title = value }
        case "icon": self.icon = _ibCast(value, to: UIImage.self)
        case "padding": if let value = _ibCast(value, to: CGSize.self) { self.padding = value }
        case "anchor": if let value = _ibCast(value, to: CGPoint.self) { self.anchor = value }
        case "hitArea": if let value = _ibCast(value, to: CGRect.self) { self.hitArea = value }
        default: super.setValue(value, forKey: key)
        }
    }

    // uikit-port: key-value coding reads these by key (key paths such as "cornerRadius"); without the Objective-C runtime, this override names them.
    override func value(forKey key: String) -> Any? {
        switch key {
        case "cornerRadius": return self.cornerRadius
        case "borderWidth": return self.borderWidth
        case "count": return self.count
        case "isPill": return self.isPill
        case "fillColor": return self.fillColor
        case "title": return self.title
        case "icon": return self.icon
        case "padding": return self.padding
        case "anchor": return self.anchor
        case "hitArea": return self.hitArea
        default: return super.value(forKey: key)
        }
    }
}

class TitleView: UIView {
    var titleLabel: UILabel!
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
