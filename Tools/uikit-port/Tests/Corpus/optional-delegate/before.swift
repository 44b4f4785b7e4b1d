import UIKit

@objc protocol RatingControlDelegate {
    @objc optional func ratingControl(_ control: RatingControl, didChange rating: Int)
    @objc optional func ratingControl(_ control: RatingControl, shouldChangeTo rating: Int) -> Bool
    @objc optional func titleForRating(_ rating: Int) -> String?
    @objc optional var maximumRating: Int { get }
    func ratingControlName() -> String
}

class RatingControl: UIControl {
    weak var delegate: RatingControlDelegate?
    private(set) var rating = 0

    func setRating(_ newValue: Int) {
        guard delegate?.ratingControl?(self, shouldChangeTo: newValue) ?? true else { return }
        rating = min(newValue, delegate?.maximumRating ?? 5)
        accessibilityValue = delegate?.titleForRating?(rating) ?? "\(rating)"
        delegate?.ratingControl?(self, didChange: rating)
    }
}

class RatingScreen: UIViewController, RatingControlDelegate {
    let control = RatingControl()
    var changes: [Int] = []

    @objc func ratingControl(_ control: RatingControl, didChange rating: Int) {
        changes.append(rating)
    }

    func ratingControlName() -> String { "stars" }
}
