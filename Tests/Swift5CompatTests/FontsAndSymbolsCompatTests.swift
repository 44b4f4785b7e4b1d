//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import UIKitTesting
import Testing

// iOS-style code as apps write it in Swift 5 mode (nothing annotated @MainActor): named iOS
// fonts force-unwrapped, SF Symbols, and a view that sizes its labels in layoutSubviews.

enum Theme {
    static let titleFont = UIFont(name: "Avenir-Heavy", size: 17)!
    static let bodyFont = UIFont(name: "HelveticaNeue", size: 15)!
    static let codeFont = UIFont(name: "Menlo-Regular", size: 13)!
}

final class ProfileHeaderView: UIView {
    let nameLabel = UILabel()
    let detailLabel = UILabel()
    let favoriteButton = UIButton(type: .system)
    let avatar = UIImageView(image: UIImage(systemName: "person.circle.fill"))
    var layoutCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = Theme.titleFont
        nameLabel.text = "Ada Lovelace"
        detailLabel.font = Theme.bodyFont
        detailLabel.text = "Analyst"
        favoriteButton.setImage(UIImage(systemName: "heart.fill"), for: .normal)
        favoriteButton.tintColor = .systemPink
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .semibold)
        [avatar, nameLabel, detailLabel, favoriteButton].forEach { addSubview($0) }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        avatar.sizeToFit()
        avatar.frame.origin = CGPoint(x: 16, y: 16)
        nameLabel.sizeToFit()
        nameLabel.frame.origin = CGPoint(x: avatar.frame.maxX + 12, y: 16)
        detailLabel.sizeToFit()
        detailLabel.frame.origin = CGPoint(x: nameLabel.frame.minX, y: nameLabel.frame.maxY + 4)
        favoriteButton.sizeToFit()
        favoriteButton.center = CGPoint(x: bounds.width - 32, y: bounds.midY)
    }
}

func makeToolbarItems() -> [UIBarButtonItem] {
    let names = ["square.and.arrow.up", "trash", "gearshape", "magnifyingglass"]
    return names.compactMap { UIImage(systemName: $0) }.map { UIBarButtonItem(image: $0, style: .plain, target: nil, action: nil) }
}

struct FontsAndSymbolsCompatTests {
    @Test func namedFontsForceUnwrap() {
        #expect(Theme.titleFont.pointSize == 17)
        #expect(Theme.bodyFont.fontName == "HelveticaNeue")
        #expect(Theme.codeFont.lineHeight > 13)
        let bold = UIFont(name: "AvenirNext-DemiBold", size: 20)!
        #expect(bold.pointSize == 20)
    }

    @Test func systemImagesAreThere() {
        #expect(UIImage(systemName: "heart.fill") != nil)
        #expect(UIImage(systemName: "chevron.right")!.size.height > 15)
        #expect(makeToolbarItems().count == 4)
        #expect(UIImage(systemName: "definitely.not.a.symbol") == nil)
        let config = UIImage.SymbolConfiguration(pointSize: 24, weight: .bold, scale: .large)
        #expect(UIImage(systemName: "star.fill", withConfiguration: config)!.size.height > 24)
    }

    @MainActor @Test func sizeToFitInLayoutSubviewsSettles() {
        let header = ProfileHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        let host = UIKitTestHost(view: header)
        defer { host.invalidate() }
        host.advanceFrames(3)
        let count = header.layoutCount
        host.advanceFrames(5)
        #expect(header.layoutCount == count, "laying out again only when something changed")
        #expect(header.nameLabel.frame.width > 50)
        #expect(header.avatar.frame.height > 28)
        #expect(header.favoriteButton.frame.width > 15)
    }
}
