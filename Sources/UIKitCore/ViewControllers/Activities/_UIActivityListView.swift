//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The share sheet's content: a header with a preview of the items and a Cancel button, then
/// the activities in rounded groups (sharing destinations first, then actions), one row each
/// with its title and image. A row's tap chooses its activity.
final class _UIActivityListView: UIView {
    var onChoose: ((UIActivity) -> Void)?
    var onCancel: (() -> Void)?
    let previewLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let scrollView = UIScrollView()
    private(set) var rows: [_UIActivityRow] = []
    private var groups: [UIView] = []

    static let headerHeight: CGFloat = 64, rowHeight: CGFloat = 50, margin: CGFloat = 16

    init(activities: [UIActivity], preview: String) {
        super.init(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        backgroundColor = .systemGroupedBackground
        previewLabel.text = preview
        previewLabel.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
        previewLabel.lineBreakMode = .byTruncatingTail
        addSubview(previewLabel)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.onCancel?() }, for: .touchUpInside)
        addSubview(cancelButton)
        addSubview(scrollView)
        let share = activities.filter { type(of: $0).activityCategory == .share }
        let action = activities.filter { type(of: $0).activityCategory == .action }
        for group in [share, action] where !group.isEmpty {
            let box = UIView()
            box.backgroundColor = .secondarySystemGroupedBackground
            box.layer.cornerRadius = 10
            box.clipsToBounds = true
            for activity in group {
                let row = _UIActivityRow(activity: activity)
                row.addAction(UIAction { [weak self] _ in self?.onChoose?(activity) }, for: .touchUpInside)
                box.addSubview(row)
                rows.append(row)
            }
            scrollView.addSubview(box)
            groups.append(box)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin, top = safeAreaInsets.top
        let cancelWidth = cancelButton.sizeThatFits(bounds.size).width
        cancelButton.frame = CGRect(x: bounds.width - m - cancelWidth, y: top + 12, width: cancelWidth, height: 40)
        previewLabel.frame = CGRect(x: m, y: top + 12, width: max(0, cancelButton.frame.minX - 2 * m), height: 40)
        let y0 = top + Self.headerHeight
        scrollView.frame = CGRect(x: 0, y: y0, width: bounds.width, height: max(0, bounds.height - y0))
        var y: CGFloat = 0
        for box in groups {
            let rowsIn = box.subviews.compactMap { $0 as? _UIActivityRow }
            for (i, row) in rowsIn.enumerated() {
                row.frame = CGRect(x: 0, y: CGFloat(i) * Self.rowHeight, width: bounds.width - 2 * m, height: Self.rowHeight)
                row.separator.isHidden = i == rowsIn.count - 1
            }
            box.frame = CGRect(x: m, y: y, width: bounds.width - 2 * m, height: CGFloat(rowsIn.count) * Self.rowHeight)
            y = box.frame.maxY + 20
        }
        scrollView.contentSize = CGSize(width: bounds.width, height: y + safeAreaInsets.bottom)
    }
}

/// One activity's row: its title on the left, its image on the right, a hairline below, and
/// a grey background while pressed.
final class _UIActivityRow: UIControl {
    let activity: UIActivity
    let titleLabel = UILabel()
    let imageView = UIImageView()
    let separator = UIView()

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        titleLabel.text = activity.activityTitle
        titleLabel.font = UIFont.systemFont(ofSize: 17)
        addSubview(titleLabel)
        imageView.image = activity.activityImage
        imageView.contentMode = .scaleAspectFit
        imageView.tintColor = .label
        addSubview(imageView)
        separator.backgroundColor = .separator
        addSubview(separator)
        accessibilityLabel = activity.activityTitle
        accessibilityTraits = .button
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = CGRect(x: bounds.width - 16 - 24, y: (bounds.height - 24) / 2, width: 24, height: 24)
        titleLabel.frame = CGRect(x: 16, y: 0, width: max(0, imageView.frame.minX - 24), height: bounds.height)
        separator.frame = CGRect(x: 16, y: bounds.height - 0.5, width: bounds.width - 16, height: 0.5)
    }

    override func _controlStateDidChange() {
        backgroundColor = isHighlighted ? .systemFill : nil
    }
}
