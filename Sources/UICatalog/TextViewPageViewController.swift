//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// The Text View page, as Apple's UIKitCatalog shows it: an editable text view of attributed
/// text (bold, coloured, underlined and highlighted runs, a link) that scrolls once its text is
/// taller than it; a read-only one whose links and phone numbers are tappable (data detectors)
/// and whose text flows around a picture (an exclusion path); and a message box that grows
/// with its text up to five lines, then scrolls. A status label says what was tapped or typed.
final class TextViewPageViewController: CatalogCasesViewController, UITextViewDelegate {
    /// The editable, attributed, scrolling text view.
    let attributedView = UITextView()
    /// A read-only text view whose links and phone numbers are tappable.
    let about = UITextView()
    /// The chat screen's message box: it grows with its text up to five lines, then scrolls.
    let message = UITextView()
    static let messageMaxHeight: CGFloat = 110
    /// The attributed view's height (its text is taller: it scrolls).
    static let attributedHeight: CGFloat = 170
    /// The link in the attributed text.
    static let link = URL(string: "https://www.swift.org")!
    let statusLabel = UILabel.catalogStatus("textview.status", text: "Type in a text view, or tap a link.")

    override func makeCases() -> [CatalogCase] {
        attributedView.attributedText = Self.sampleText()
        attributedView.isScrollEnabled = true
        attributedView.delegate = self
        attributedView.layer.cornerRadius = 8
        attributedView.backgroundColor = .tertiarySystemFill
        attributedView.accessibilityIdentifier = "textview.attributed"
        attributedView.heightAnchor.constraint(equalToConstant: Self.attributedHeight).isActive = true

        about.text = "UITextView with data detectors: visit https://www.swift.org or call +1 555 010 9999. Links open when the view isn't editable, and the text flows around the picture (an exclusion path)."
        about.font = UIFont.preferredFont(forTextStyle: .callout)
        about.isEditable = false
        about.dataDetectorTypes = [.link, .phoneNumber]
        about.isScrollEnabled = false
        about.backgroundColor = .clear
        about.delegate = self
        about.accessibilityIdentifier = "text.about"
        // A picture in the text's top-left corner: the text flows beside it (an exclusion path
        // in the text container's coordinates) and under it once past.
        let badge = UIImageView(image: UIImage(systemName: "photo.fill"))
        badge.tintColor = .systemTeal
        badge.frame = CGRect(x: about.textContainerInset.left + about.textContainer.lineFragmentPadding,
                             y: about.textContainerInset.top + 2, width: 30, height: 30)
        about.addSubview(badge)
        about.textContainer.exclusionPaths = [UIBezierPath(rect: CGRect(x: 0, y: 0, width: 38, height: 34))]

        message.font = UIFont.preferredFont(forTextStyle: .body)
        message.isScrollEnabled = false
        message.delegate = self
        message.layer.cornerRadius = 8
        message.layer.borderWidth = 1
        message.layer.borderColor = UIColor.separator.cgColor
        message.accessibilityIdentifier = "text.message"
        message.heightAnchor.constraint(lessThanOrEqualToConstant: Self.messageMaxHeight).isActive = true
        let send = UIButton(configuration: .filled())
        send.configuration?.title = "Send"
        send.accessibilityIdentifier = "text.send"
        send.setContentHuggingPriority(.required, for: .horizontal)
        send.addTarget(self, action: TextViewPageViewController.sendMessage, for: .touchUpInside)
        let composer = UIStackView(arrangedSubviews: [message, send])
        composer.spacing = 8
        composer.alignment = .bottom

        return [
            CatalogCase("Attributed, Editable", attributedView, footer: "Bold, colours, underline, highlight and a link; it scrolls.", fills: true),
            CatalogCase("Not Editable", about, footer: "dataDetectorTypes = [.link, .phoneNumber]: tap the link.", fills: true),
            CatalogCase("Growing Message Box", composer, footer: "Grows to five lines, then scrolls.", fills: true),
            CatalogCase("Status", statusLabel, fills: true),
        ]
    }

    /// The width the read-only view's height was measured at.
    private var measuredWidth: CGFloat = 0

    /// The read-only view's height depends on its width: once laid out at a new width, its row
    /// is measured again (an empty batch of updates).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let w = about.bounds.width
        guard w > 0, abs(w - measuredWidth) > 0.5 else { return }
        measuredWidth = w
        about.invalidateIntrinsicContentSize()
        tableView.performBatchUpdates(nil)
    }

    /// The attributed view's text: runs in bold, colour, underline and highlight, a link, and
    /// enough paragraphs to scroll.
    static func sampleText() -> NSAttributedString {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let base: [NSAttributedString.Key: Any] = [.font: body, .foregroundColor: UIColor.label]
        let s = NSMutableAttributedString(string: "")
        // Each styled run also carries `.kern: 0`, so no two neighbouring runs have the same
        // keys with different objects (Linux Foundation cannot compare those; see PORTING.md).
        func add(_ text: String, _ extra: [NSAttributedString.Key: Any] = [:]) {
            let attributes = extra.isEmpty ? base : base.merging(extra) { $1 }.merging([.kern: 0]) { $1 }
            s.append(NSAttributedString(string: text, attributes: attributes))
        }
        add("This text view shows ")
        add("bold", [.font: UIFont.boldSystemFont(ofSize: body.pointSize)])
        add(", ")
        add("red", [.foregroundColor: UIColor.systemRed])
        add(" and ")
        add("green", [.foregroundColor: UIColor.systemGreen])
        add(" words, ")
        add("underlined", [.underlineStyle: NSUnderlineStyle.single.rawValue])
        add(" and ")
        add("highlighted", [.backgroundColor: UIColor.systemYellow.withAlphaComponent(0.5)])
        add(" ones, and a link to ")
        add("swift.org", [.link: link])
        add(".\n\nIt is editable: click in it and type. Its text is taller than the view, so it scrolls (drag, the wheel, or move the caret down with the arrow keys).\n\n")
        add("Each run keeps its attributes while you edit around it; new text takes the attributes of the text before the caret (typingAttributes).\n\n")
        add("A text view is a scroll view: it bounces at its ends, shows its scroll indicator while it moves, and keeps the caret in sight as you type.\n\nThe end.")
        return s
    }

    /// Send: the status shows the message, and the box empties (and shrinks).
    func sendMessage() {
        let sent = message.text.replacingOccurrences(of: "\n", with: " ⏎ ")
        message.text = ""
        textViewDidChange(message)
        statusLabel.text = "Sent: \(sent)"
    }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        statusLabel.text = "Link tapped: \(URL.absoluteString)"
        return false   // shown, not opened
    }

    /// The message box scrolls once it reaches five lines, and grows (or shrinks) until then.
    func textViewDidChange(_ textView: UITextView) {
        guard textView === message else {
            statusLabel.text = "Attributed text: \(textView.text.count) characters"
            return
        }
        let needed = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: 0)).height
        let scrolls = needed > Self.messageMaxHeight
        if scrolls != textView.isScrollEnabled {
            textView.isScrollEnabled = scrolls
            if scrolls { textView.heightAnchor.constraint(equalToConstant: Self.messageMaxHeight).isActive = true }
        }
        if !scrolls { textView.constraints.filter { $0.firstAttribute == .height && $0.relation == .equal }.forEach { $0.isActive = false } }
        // The row follows the box's height (an empty batch re-measures the rows, as on iOS).
        let height = min(needed, Self.messageMaxHeight)
        if abs(height - textView.bounds.height) > 0.5 { tableView.performBatchUpdates(nil) }
        statusLabel.text = "Message: \(textView.text.count) characters"
    }
}
