//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

extension Selector {
    static let increment = #selector(CounterViewController.increment(_:))
}

@objc protocol CounterViewControllerDelegate: AnyObject {
    @objc optional func counter(_ counter: CounterViewController, didChangeTo value: Int)
    @objc optional func maximumCount(for counter: CounterViewController) -> Int
}

class CounterViewController: UIViewController {
    weak var delegate: CounterViewControllerDelegate?
    let valueLabel = UILabel()
    let plusButton = UIButton(type: .system)
    let lockButton = UIButton(type: .system)
    @objc dynamic private(set) var value = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Counter"
        view.backgroundColor = .white
        valueLabel.text = "0"
        plusButton.setTitle("+1", for: .normal)
        plusButton.addTarget(self, action: .increment, for: .touchUpInside)
        lockButton.setTitle("Lock", for: .normal)
        lockButton.addTarget(self, action: #selector(lock), for: .touchUpInside)
        [valueLabel, plusButton, lockButton].forEach(view.addSubview)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: self, action: #selector(reset))
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(reset))
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
    }

    @objc func increment(_ sender: UIButton) {
        guard value < delegate?.maximumCount?(for: self) ?? 99 else { return }
        value += 1
        valueLabel.text = "\(value)"
        delegate?.counter?(self, didChangeTo: value)
        // The root of the window, read as iOS code reads it through the app delegate.
        UIApplication.shared.delegate?.window??.rootViewController?.title = "Counter \(value)"
    }

    @objc func lock() {
        plusButton.removeTarget(self, action: .increment, for: .touchUpInside)
        lockButton.isEnabled = false
    }

    @objc func reset() {
        value = 0
        valueLabel.text = "0"
    }
}

#if canImport(UIKit)
extension CounterViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        valueLabel.frame = CGRect(x: 20, y: 120, width: 200, height: 30)
        plusButton.frame = CGRect(x: 20, y: 160, width: 80, height: 44)
        lockButton.frame = CGRect(x: 110, y: 160, width: 80, height: 44)
    }
}
#endif
