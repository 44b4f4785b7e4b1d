//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

class ViewController: UIViewController {

    let countLabel = UILabel()
    let countButton = UIButton(type: .system)
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        title = "Sample"
        view.backgroundColor = .systemBackground
        countLabel.text = "Tapped 0 times"
        countLabel.textAlignment = .center
        countButton.setTitle("Tap me", for: .normal)
        countButton.addTarget(self, action: #selector(countTapped(_:)), for: .touchUpInside)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "New Window", style: .plain, target: self,
                                                            action: #selector(newWindow(_:)))
        let stack = UIStackView(arrangedSubviews: [countLabel, countButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    /// Opens another window: a second scene of the app (iPadOS, and desktop windows on Linux).
    @objc func newWindow(_ sender: UIBarButtonItem) {
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { error in
            print("Could not open a new window: \(error)")
        }
    }

    @objc func countTapped(_ sender: UIButton) {
        count += 1
        countLabel.text = "Tapped \(count) time\(count == 1 ? "" : "s")"
    }


}

