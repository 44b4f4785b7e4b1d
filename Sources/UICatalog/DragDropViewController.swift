//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit
import UniformTypeIdentifiers

/// The drag-and-drop page: a picture that drags between two frames (`UIDragInteraction` and
/// `UIDropInteraction` on each; the picture moves), and a box that takes files dropped from the
/// desktop (a `UIDropInteraction` reading file URLs: it shows the file's name and size, and the
/// first line of a text file).
final class DragDropViewController: CatalogCasesViewController, UIDragInteractionDelegate, UIDropInteractionDelegate {
    /// The two frames the picture moves between.
    let frames = [PictureFrame(), PictureFrame()]
    /// The box for desktop files and what it shows.
    let fileBox = UIView()
    let fileLabel = UILabel()
    private var fileDrop: UIDropInteraction?

    /// A frame with a dashed border that holds a picture or is empty.
    final class PictureFrame: UIView {
        let imageView = UIImageView()
        private let border = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            layer.cornerRadius = 10
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 8
            addSubview(imageView)
            border.fillColor = nil
            border.lineWidth = 2
            border.lineDashPattern = [6, 4]
            layer.addSublayer(border)
            translatesAutoresizingMaskIntoConstraints = false
            // Just below required: the self-sizing row is 44 pt tall until it is first measured.
            for c in [widthAnchor.constraint(equalToConstant: 130), heightAnchor.constraint(equalToConstant: 100)] {
                c.priority = UILayoutPriority(999)
                c.isActive = true
            }
            isAccessibilityElement = true
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

        /// The picture shown (nil: an empty frame).
        var picture: UIImage? {
            get { imageView.image }
            set {
                imageView.image = newValue
                accessibilityValue = newValue == nil ? "Empty" : "Landscape"
            }
        }

        /// Highlighted while a drag that can drop here is over it.
        var isTargeted = false { didSet { backgroundColor = isTargeted ? UIColor.tintColor.withAlphaComponent(0.15) : nil } }

        override func layoutSubviews() {
            super.layoutSubviews()
            guard bounds.width > 12, bounds.height > 12 else { return }   // not sized yet
            imageView.frame = bounds.insetBy(dx: 6, dy: 6)
            border.frame = bounds
            border.path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 10).cgPath
            border.strokeColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }

    /// A small landscape: sky, sun and hills.
    static func landscape() -> UIImage {
        let size = CGSize(width: 118, height: 88)
        return UIGraphicsImageRenderer(size: size).image { ctx in
            UIColor(red: 0.45, green: 0.72, blue: 0.98, alpha: 1).setFill()
            ctx.fill(CGRect(origin: .zero, size: size))
            UIColor(red: 1, green: 0.82, blue: 0.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 78, y: 12, width: 24, height: 24)).fill()
            UIColor(red: 0.25, green: 0.62, blue: 0.3, alpha: 1).setFill()
            let hills = UIBezierPath()
            hills.move(to: CGPoint(x: 0, y: 88))
            hills.addLine(to: CGPoint(x: 0, y: 60))
            hills.addQuadCurve(to: CGPoint(x: 60, y: 58), controlPoint: CGPoint(x: 30, y: 38))
            hills.addQuadCurve(to: CGPoint(x: 118, y: 54), controlPoint: CGPoint(x: 92, y: 40))
            hills.addLine(to: CGPoint(x: 118, y: 88))
            hills.close()
            hills.fill()
        }
    }

    override func makeCases() -> [CatalogCase] {
        frames[0].picture = Self.landscape()
        frames[1].picture = nil
        for (i, f) in frames.enumerated() {
            f.accessibilityIdentifier = "dragdrop.frame\(i)"
            f.accessibilityLabel = i == 0 ? "Left Frame" : "Right Frame"
            f.addInteraction(UIDragInteraction(delegate: self))
            f.addInteraction(UIDropInteraction(delegate: self))
        }
        let pair = UIStackView(arrangedSubviews: frames)
        pair.spacing = 24
        pair.alignment = .center

        fileBox.accessibilityIdentifier = "dragdrop.files"
        fileBox.layer.cornerRadius = 10
        fileBox.layer.borderWidth = 2
        fileBox.layer.borderColor = UIColor.separator.cgColor
        fileBox.backgroundColor = .secondarySystemGroupedBackground
        let boxHeight = fileBox.heightAnchor.constraint(equalToConstant: 96)
        boxHeight.priority = UILayoutPriority(999)
        boxHeight.isActive = true
        fileLabel.text = "Drop a file here"
        fileLabel.textColor = .secondaryLabel
        fileLabel.textAlignment = .center
        fileLabel.numberOfLines = 3
        fileLabel.font = .preferredFont(forTextStyle: .subheadline)
        fileLabel.translatesAutoresizingMaskIntoConstraints = false
        fileBox.addSubview(fileLabel)
        NSLayoutConstraint.activate([
            fileLabel.centerYAnchor.constraint(equalTo: fileBox.centerYAnchor),
            fileLabel.leadingAnchor.constraint(equalTo: fileBox.leadingAnchor, constant: 12),
            fileLabel.trailingAnchor.constraint(equalTo: fileBox.trailingAnchor, constant: -12),
        ])
        let drop = UIDropInteraction(delegate: self)
        fileDrop = drop
        fileBox.addInteraction(drop)
        return [
            CatalogCase("Drag a Picture", pair,
                        footer: "Hold the picture until it lifts, then drag it into the other frame."),
            CatalogCase("Drop Files from the Desktop", fileBox,
                        footer: "Drag a file from the file manager onto the box: its name and size appear.", fills: true),
        ]
    }

    /// The box's border follows light and dark mode (a layer colour is not dynamic).
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        fileBox.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    private func frame(of interaction: UIInteraction) -> PictureFrame? { interaction.view as? PictureFrame }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let f = frame(of: interaction), let picture = f.picture else { return [] }
        let item = UIDragItem(itemProvider: NSItemProvider(object: picture))
        item.localObject = f
        return [item]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession) -> UITargetedDragPreview? {
        guard let f = frame(of: interaction) else { return nil }
        return UITargetedDragPreview(view: f.imageView)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        if interaction === fileDrop { return session.localDragSession == nil && session.canLoadObjects(ofClass: URL.self) }
        return session.canLoadObjects(ofClass: UIImage.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        frame(of: interaction)?.isTargeted = frame(of: interaction)?.picture == nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if interaction === fileDrop { return UIDropProposal(operation: .copy) }
        // A frame that already shows a picture takes no other.
        guard let f = frame(of: interaction), f.picture == nil else { return UIDropProposal(operation: .forbidden) }
        return UIDropProposal(operation: session.localDragSession != nil ? .move : .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        frame(of: interaction)?.isTargeted = false
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        if interaction === fileDrop { return showFiles(session) }
        guard let target = frame(of: interaction) else { return }
        target.isTargeted = false
        if let source = session.items.first?.localObject as? PictureFrame {
            target.picture = source.picture
            source.picture = nil
            return
        }
        session.loadObjects(ofClass: UIImage.self) { images in target.picture = images.first }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        frame(of: interaction)?.isTargeted = false
    }

    /// The dropped files' names and sizes, and the first line of a text file.
    private func showFiles(_ session: any UIDropSession) {
        for item in session.items {
            let name = item.itemProvider.suggestedName ?? "file"
            item.itemProvider.loadObject(ofClass: URL.self) { [weak self] url, _ in
                MainActor.assumeIsolated {
                    guard let self, let url else { return }
                    let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
                    var text = "\(url.lastPathComponent)\n\(ByteCountFormatter.string(fromByteCount: Int64(size ?? 0), countStyle: .file))"
                    if item.itemProvider.hasItemConformingToTypeIdentifier(UTType.plainText.identifier),
                       let data = try? Data(contentsOf: url), let s = String(data: data.prefix(200), encoding: .utf8),
                       let first = s.split(separator: "\n").first {
                        text += "\n“\(first)”"
                    }
                    self.fileLabel.text = text
                    self.fileLabel.textColor = .label
                    self.fileBox.accessibilityValue = name
                }
            }
        }
    }
}
