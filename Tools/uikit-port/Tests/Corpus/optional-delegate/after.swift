import UIKit

protocol RatingControlDelegate: AnyObject {
    func ratingControl(_ control: RatingControl, didChange rating: Int)
    func ratingControl(_ control: RatingControl, shouldChangeTo rating: Int) -> Bool
    func titleForRating(_ rating: Int) -> String?
    var maximumRating: Int { get }
    func ratingControlName() -> String
}

extension RatingControlDelegate {
    func ratingControl(_ control: RatingControl, didChange rating: Int) {}
    func ratingControl(_ control: RatingControl, shouldChangeTo rating: Int) -> Bool { true }
    func titleForRating(_ rating: Int) -> String? { nil }
    var maximumRating: Int { 5 }
}

class RatingControl: UIControl {
    weak var delegate: RatingControlDelegate?
    private(set) var rating = 0

    func setRating(_ newValue: Int) {
        guard delegate?.ratingControl(self, shouldChangeTo: newValue) ?? true else { return }
        rating = min(newValue, delegate?.maximumRating ?? 5)
        accessibilityValue = delegate?.titleForRating(rating) ?? "\(rating)"
        delegate?.ratingControl(self, didChange: rating)
    }
}

class RatingScreen: UIViewController, RatingControlDelegate {
    let control = RatingControl()
    var changes: [Int] = []

    func ratingControl(_ control: RatingControl, didChange rating: Int) {
        changes.append(rating)
    }

    func ratingControlName() -> String { "stars" }
}
