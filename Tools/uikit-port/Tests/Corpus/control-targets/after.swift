import UIKit

class CounterViewController: UIViewController {
    let button = UIButton(type: .system)
    let slider = UISlider()
    let saveButton = UIButton(type: .system)
    var taps = 0
    var lastValue: Float = 0
    var events = 0
    var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: CounterViewController.tapped, for: .touchUpInside)
        button.addTarget(self, action: CounterViewController.touched(_:forEvent:), for: .touchUpInside)
        slider.addTarget(self, action: CounterViewController.changed(_:), for: .valueChanged)
        saveButton.addTarget(nil, action: "save:", for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: CounterViewController.add)
        view.addSubview(button)
        view.addSubview(slider)
    }

    func tapped() {
        taps += 1
    }

    func touched(_ sender: UIButton, forEvent event: UIEvent) {
        events += 1
    }

    private func changed(_ sender: UISlider) {
        lastValue = sender.value
    }

    func add() {
        added += 1
    }
}

class CounterEditor: UIView {
    func save(_ sender: Any) {}
}
