//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The text field of a search bar (iOS 13): a grey capsule with a magnifying glass, "Search"
/// until the user types, a clear button while editing, and tokens before the text.
@preconcurrency @MainActor open class UISearchTextField: UITextField {
    /// The capsule's corner radius (⚠ iOS 13+ look).
    static let _capsuleRadius: CGFloat = 10
    /// The capsule's fill.
    static let _fillColor = UIColor.tertiarySystemFill

    /// A search field with the magnifying glass and "Search".
    public override init(frame: CGRect) {
        super.init(frame: frame)
        _commonSearchFieldInit()
    }

    /// Makes a search field from an Interface Builder archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _commonSearchFieldInit()
    }

    private func _commonSearchFieldInit() {
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
        font = UIFont.systemFont(ofSize: 17)
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame = CGRect(x: 0, y: 0, width: 28, height: 22)
        leftView = glass
        leftViewMode = .always
        attributedPlaceholder = NSAttributedString(string: "Search")
    }

    // MARK: Tokens

    /// The tokens before the text, in order.
    open var tokens: [UISearchToken] = [] { didSet { setNeedsDisplay() } }
    /// The tokens' background colour (nil: the tint colour's light fill).
    open var tokenBackgroundColor: UIColor?
    /// Whether the user may delete tokens (true).
    open var allowsDeletingTokens = true
    /// Whether tokens are copied with the text (true).
    open var allowsCopyingTokens = true

    /// Inserts a token at `tokenIndex` (out-of-range indexes are logged and ignored).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard tokenIndex >= 0, tokenIndex <= tokens.count else {
            UIKitLog.error("UISearchTextField: token index \(tokenIndex) beyond bounds [0 .. \(tokens.count)]", category: "UISearchTextField")
            return
        }
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex` (out-of-range indexes are logged and ignored).
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else {
            UIKitLog.error("UISearchTextField: token index \(tokenIndex) beyond bounds [0 .. \(max(0, tokens.count - 1))]", category: "UISearchTextField")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    // MARK: Look

    override func _drawBackground(in rect: CGRect) {
        let path = UIBezierPath(roundedRect: rect, cornerRadius: Self._capsuleRadius)
        Self._fillColor.resolvedColor(with: traitCollection).setFill()
        path.fill()
    }

    override var _textInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 6) }

    /// The magnifying glass sits 0 pt from the capsule's leading edge, in a 28-pt slot.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let r = super.leftViewRect(forBounds: bounds)
        return CGRect(x: bounds.minX + 2, y: r.minY, width: r.width, height: r.height)
    }
}
