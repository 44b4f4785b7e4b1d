//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Runs drags: the lifted preview above everything following the finger, the drop interaction
/// under it (asked `canHandle` once per session, then entered, updated and exited), the drop or
/// the cancel with their animations, and desktop file drops (`dropFiles(_:at:in:)`).
///
/// Delegate order of a drop, as iOS documents it: source `sessionWillEnd(willEndWith:)` →
/// destination `performDrop` → (drop animation) → `concludeDrop` → `sessionDidEnd` of every
/// destination the drag entered → source `didEndWith`. A cancel: `sessionDidExit` of the
/// destination under it → `willEndWith(.cancel)` → (the preview returns) → `sessionDidEnd` →
/// `didEndWith(.cancel)`.
@MainActor package final class _UIDragDriver {
    /// The app's driver.
    package static let shared = _UIDragDriver()
    /// The lift's scale of the preview.
    static let liftScale: CGFloat = 1.05
    /// Seconds of the lift, cancel and drop animations.
    static let liftDuration: TimeInterval = 0.2
    static let cancelDuration: TimeInterval = 0.3
    static let dropDuration: TimeInterval = 0.25

    /// The drag in progress (or ending: its animation still runs).
    private(set) var session: _UIDragDropSession?
    private weak var source: UIDragInteraction?
    /// The floating preview (a subview of the window, last).
    package private(set) var previewView: UIView?
    /// Where the preview was lifted from (a cancelled drag returns there).
    private var liftedPreview: UITargetedDragPreview?
    /// The preview's centre minus the finger, kept while dragging.
    private var grabOffset = CGPoint.zero
    private weak var target: UIDropInteraction?
    private var proposal: UIDropProposal?
    private var canHandle: [ObjectIdentifier: Bool] = [:]
    /// Destinations the drag entered (told `sessionDidEnd`).
    private var entered: [UIDropInteraction] = []
    private var ending = false
    /// The item's own preview (\`previewProvider\`) replaced the lifted one.
    private var previewReplaced = false

    /// Forgets any drag (a new test host starts clean).
    package func reset() {
        previewView?.removeFromSuperview()
        previewView = nil
        session = nil; source = nil; liftedPreview = nil; target = nil; proposal = nil
        canHandle = [:]; entered = []; ending = false; previewReplaced = false
    }

    // MARK: Drags inside the app

    /// The lift: the preview appears over the view and grows a little, then the drag begins.
    func lift(_ s: _UIDragDropSession, from interaction: UIDragInteraction, at p: CGPoint) {
        guard session == nil, let view = interaction.view, let window = view.window, let d = interaction.delegate else { return }
        reset()
        session = s
        source = interaction
        s.windowLocation = p
        s.allowsMoveOperation = d.dragInteraction(interaction, sessionAllowsMoveOperation: s)
        s.isRestrictedToDraggingApplication = d.dragInteraction(interaction, sessionIsRestrictedToDraggingApplication: s)
        let lifted = d.dragInteraction(interaction, previewForLifting: s.items[0], session: s) ?? UITargetedDragPreview(view: view)
        liftedPreview = lifted
        let shown = _makePreview(lifted, in: window)
        previewView = shown
        grabOffset = CGPoint(x: shown.center.x - p.x, y: shown.center.y - p.y)
        let animator = _UIDragAnimator()
        d.dragInteraction(interaction, willAnimateLiftWith: animator, session: s)
        animator.run(duration: Self.liftDuration, animated: true, {
            shown.transform = CGAffineTransform(scaleX: Self.liftScale, y: Self.liftScale)
        }, done: {})
        d.dragInteraction(interaction, sessionWillBegin: s)
        _update()
    }

    /// The preview: a snapshot of the preview's view, at its target, with a shadow.
    private func _makePreview(_ preview: UITargetedDragPreview, in window: UIWindow) -> UIView {
        let size = preview.size
        let container = _UIDragPreviewView(frame: CGRect(origin: .zero, size: size))
        if let snap = preview.view.snapshotView(afterScreenUpdates: false) {
            snap.frame = CGRect(origin: .zero, size: preview.view.bounds.size)
            container.addSubview(snap)
        }
        container.layer.shadowColor = UIColor.black.cgColor
        container.layer.shadowOpacity = 0.3
        container.layer.shadowRadius = 8
        container.layer.shadowOffset = CGSize(width: 0, height: 4)
        container.center = preview.target.container.convert(preview.target.center, to: window)
        window.addSubview(container)
        return container
    }

    /// The finger moved: the preview follows, the source hears `sessionDidMove`, the destination
    /// under the finger is updated.
    func move(to p: CGPoint, from interaction: UIDragInteraction) {
        guard let s = session, source === interaction, !ending else { return }
        s.windowLocation = p
        if !previewReplaced { _replacePreview(s) }
        if let v = previewView {
            v.center = CGPoint(x: p.x + grabOffset.x, y: p.y + grabOffset.y)
            if let w = v.superview, w.subviews.last !== v { w.bringSubviewToFront(v) }
        }
        interaction.delegate?.dragInteraction(interaction, sessionDidMove: s)
        _update()
    }

    /// Once the drag moves, the first item's \`previewProvider\` (when it gives one) replaces the
    /// lifted picture, centred under the finger.
    private func _replacePreview(_ s: _UIDragDropSession) {
        previewReplaced = true
        guard let provider = s.items.first?.previewProvider, let preview = provider(), let v = previewView else { return }
        let center = v.center
        for sub in v.subviews { sub.removeFromSuperview() }
        let size = preview.parameters.visiblePath?.bounds.size ?? preview.view.bounds.size
        v.bounds = CGRect(origin: .zero, size: size)
        if let snap = preview.view.snapshotView(afterScreenUpdates: false) {
            snap.frame = CGRect(origin: .zero, size: preview.view.bounds.size)
            v.addSubview(snap)
        }
        v.center = center
        grabOffset = .zero
    }

    /// The finger lifted: a drop where the destination proposed `.copy` or `.move`, else a cancel.
    func drop(at p: CGPoint, from interaction: UIDragInteraction) {
        guard let s = session, source === interaction, !ending else { return }
        s.windowLocation = p
        _update()
        guard let t = target, let op = _operation(), op == .copy || op == .move else { return cancel(from: interaction) }
        ending = true
        interaction.delegate?.dragInteraction(interaction, session: s, willEndWith: op)
        t.delegate?.dropInteraction(t, performDrop: s)
        let animator = _UIDragAnimator()
        if let v = previewView, let window = s.window {
            let defaultPreview = UITargetedDragPreview(view: v, parameters: UIPreviewParameters(),
                                                       target: UIPreviewTarget(container: window, center: v.center))
            let landing = t.delegate?.dropInteraction(t, previewForDropping: s.items[0], withDefault: defaultPreview)
            t.delegate?.dropInteraction(t, item: s.items[0], willAnimateDropWith: animator)
            let end = landing.map { $0.target.container.convert($0.target.center, to: window) } ?? v.center
            animator.run(duration: Self.dropDuration, animated: true, {
                v.center = end
                v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                v.alpha = 0
            }, done: { [weak self] in self?._finish(s, op, concluding: t) })
        } else {
            _finish(s, op, concluding: t)
        }
    }

    /// The drag ends without a drop: the preview returns where it was lifted.
    func cancel(from interaction: UIDragInteraction) {
        guard let s = session, source === interaction, !ending else { return }
        ending = true
        if let t = target { t.delegate?.dropInteraction(t, sessionDidExit: s) }
        target = nil
        interaction.delegate?.dragInteraction(interaction, session: s, willEndWith: .cancel)
        guard let v = previewView, let window = s.window, let lifted = liftedPreview else { return _finish(s, .cancel, concluding: nil) }
        let back = interaction.delegate?.dragInteraction(interaction, previewForCancelling: s.items[0], withDefault: lifted)
        let animator = _UIDragAnimator()
        interaction.delegate?.dragInteraction(interaction, item: s.items[0], willAnimateCancelWith: animator)
        animator.run(duration: Self.cancelDuration, animated: true, {
            if let back {
                v.center = back.target.container.convert(back.target.center, to: window)
                v.transform = .identity
                v.alpha = 1
            } else {
                v.alpha = 0
            }
        }, done: { [weak self] in self?._finish(s, .cancel, concluding: nil) })
    }

    /// After the animation: the preview goes, `concludeDrop`, `sessionDidEnd`, `didEndWith`.
    private func _finish(_ s: _UIDragDropSession, _ op: UIDropOperation, concluding t: UIDropInteraction?) {
        guard session === s else { return }
        previewView?.removeFromSuperview()
        previewView = nil
        if let t { t.delegate?.dropInteraction(t, concludeDrop: s) }
        for e in entered { e.delegate?.dropInteraction(e, sessionDidEnd: s) }
        let src = source
        reset()
        if let src { src.delegate?.dragInteraction(src, session: s, didEndWith: op) }
    }

    /// The proposal's operation; `.move` becomes `.copy` where the session does not allow moves.
    private func _operation() -> UIDropOperation? {
        guard let op = proposal?.operation else { return nil }
        if op == .move, session?.allowsMoveOperation == false { return .copy }
        return op
    }

    /// Finds the drop interaction under the drag and tells destinations it entered, moved over
    /// or left.
    private func _update() {
        guard let s = session, let window = s.window else { return }
        let new = _destination(at: s.windowLocation, in: window, s)
        if new !== target {
            if let old = target { old.delegate?.dropInteraction(old, sessionDidExit: s) }
            target = new
            if let new {
                if !entered.contains(where: { $0 === new }) { entered.append(new) }
                new.delegate?.dropInteraction(new, sessionDidEnter: s)
            }
        }
        proposal = target.map { t in t.delegate?.dropInteraction(t, sessionDidUpdate: s) ?? UIDropProposal(operation: .cancel) }
    }

    /// The nearest drop interaction at `p` (from the view hit there up) whose delegate can
    /// handle the session.
    private func _destination(at p: CGPoint, in window: UIWindow, _ s: _UIDragDropSession) -> UIDropInteraction? {
        var v = window.hitTest(p, with: nil)
        while let view = v {
            for case let i as UIDropInteraction in view.interactions.reversed() where _canHandle(i, s) { return i }
            v = view.superview
        }
        return nil
    }

    private func _canHandle(_ i: UIDropInteraction, _ s: _UIDragDropSession) -> Bool {
        let key = ObjectIdentifier(i)
        if let known = canHandle[key] { return known }
        let answer = i.delegate?.dropInteraction(i, canHandle: s) ?? false
        canHandle[key] = answer
        return answer
    }

    /// A drop interaction left its view: it hears no more of the drag.
    func interactionLeft(_ i: UIDropInteraction) {
        if target === i { target = nil; proposal = nil }
        entered.removeAll { $0 === i }
    }

    // MARK: Files from the desktop

    /// Files dropped on `window` at `p` (window points): a drop session of external items
    /// (file-URL item providers, no local drag session) delivered to the drop interaction under
    /// `p` (`canHandle` → `sessionDidEnter` → `sessionDidUpdate` → `performDrop` →
    /// `concludeDrop` → `sessionDidEnd`). A file that cannot be read is refused with a log line;
    /// returns whether a destination took the drop.
    @discardableResult
    package func dropFiles(_ urls: [URL], at p: CGPoint, in window: UIWindow) -> Bool {
        guard session == nil else {
            UIKitLog.warning("Files dropped during a drag are refused", category: "DragDrop")
            return false
        }
        var items: [UIDragItem] = []
        for url in urls {
            var isDirectory: ObjCBool = false
            guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  FileManager.default.isReadableFile(atPath: url.path), let provider = NSItemProvider(contentsOf: url) else {
                UIKitLog.warning("A dropped file cannot be read and is refused: \(url.isFileURL ? url.path : url.absoluteString)", category: "DragDrop")
                continue
            }
            items.append(UIDragItem(itemProvider: provider))
        }
        guard !items.isEmpty else { return false }
        let s = _UIDragDropSession(items: items, window: window, location: p, isLocal: false)
        reset()
        session = s
        _update()
        guard let t = target, let op = _operation(), op == .copy || op == .move else {
            if let t = target { t.delegate?.dropInteraction(t, sessionDidExit: s) }
            for e in entered { e.delegate?.dropInteraction(e, sessionDidEnd: s) }
            reset()
            return false
        }
        t.delegate?.dropInteraction(t, performDrop: s)
        _finish(s, op, concluding: t)
        return true
    }
}

/// The floating preview of a drag: above everything in the window, never hit by touches.
@MainActor final class _UIDragPreviewView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        accessibilityIdentifier = "UIDragPreview"
    }

    required init?(coder: NSCoder) { nil }
}
