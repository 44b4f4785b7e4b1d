//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The screens under test, written as an iOS app writes them (UIKit only): a profile screen with
// Auto Layout against the safe area, dynamic colours and Dynamic Type, and a badge view.

import UIKit

/// A round badge with a count, as an app's tab or list would show.
final class BadgeView: UIView {
    let label = UILabel()

    init(count: Int) {
        super.init(frame: CGRect(x: 0, y: 0, width: 64, height: 40))
        backgroundColor = .secondarySystemBackground
        let pill = UIView(frame: CGRect(x: 8, y: 6, width: 48, height: 28))
        pill.backgroundColor = .systemRed
        pill.layer.cornerRadius = 14
        addSubview(pill)
        label.frame = pill.bounds
        label.text = "\(count)"
        label.textAlignment = .center
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 15)
        pill.addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A profile: avatar, name, subtitle, a switch row and a button, pinned to the safe area.
final class ProfileViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let subtitleLabel = UILabel()
    let notifications = UISwitch()
    let followButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        avatar.backgroundColor = .systemBlue
        avatar.layer.cornerRadius = 40
        avatar.translatesAutoresizingMaskIntoConstraints = false

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textColor = .label
        subtitleLabel.text = "Analyst, London"
        subtitleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.adjustsFontForContentSizeCategory = true
        subtitleLabel.textColor = .secondaryLabel

        let rowLabel = UILabel()
        rowLabel.text = "Notifications"
        rowLabel.font = .preferredFont(forTextStyle: .body)
        rowLabel.adjustsFontForContentSizeCategory = true
        notifications.isOn = true
        let row = UIStackView(arrangedSubviews: [rowLabel, notifications])
        row.axis = .horizontal
        row.spacing = 8

        followButton.setTitle("Follow", for: .normal)

        let stack = UIStackView(arrangedSubviews: [avatar, nameLabel, subtitleLabel, row, followButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 80),
            avatar.heightAnchor.constraint(equalToConstant: 80),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
        ])
    }
}

/// An avatar drawn into an image, as an app would make a placeholder picture.
func makeAvatarImage() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2   // not the screen's: tests running beside this one configure other screens
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format)
    return renderer.image { context in
        UIColor.systemTeal.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 48, height: 48))
        UIColor.white.setFill()
        UIBezierPath(ovalIn: CGRect(x: 14, y: 8, width: 20, height: 20)).fill()
        UIBezierPath(roundedRect: CGRect(x: 8, y: 30, width: 32, height: 24), cornerRadius: 12).fill()
    }
}
