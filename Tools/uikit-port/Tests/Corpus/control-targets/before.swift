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
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        button.addTarget(self, action: #selector(self.touched(_:forEvent:)), for: .touchUpInside)
        slider.addTarget(self, action: #selector(CounterViewController.changed(_:)), for: .valueChanged)
        saveButton.addTarget(nil, action: #selector(CounterEditor.save(_:)), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(Self.add))
        view.addSubview(button)
        view.addSubview(slider)
    }

    @objc func tapped() {
        taps += 1
    }

    @objc
    func touched(_ sender: UIButton, forEvent event: UIEvent) {
        events += 1
    }

    @objc private func changed(_ sender: UISlider) {
        lastValue = sender.value
    }

    @objc func add() {
        added += 1
    }
}

class CounterEditor: UIView {
    @objc func save(_ sender: Any) {}
}
