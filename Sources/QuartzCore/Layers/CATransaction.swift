//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// Animations added while a transaction with a completion block was open; the block runs once
/// when all of them have stopped (or at commit when there were none).
@MainActor final class _CATransactionGroup {
    @exclusivity(unchecked) var pending = 0
    @exclusivity(unchecked) var committed = false
    var completion: (@MainActor () -> Void)?
    func animationStopped() {
        pending -= 1
        fireIfDone()
    }
    func fireIfDone() {
        guard committed, pending <= 0, let c = completion else { return }
        completion = nil
        c()
    }
}

/// Groups layer changes. An implicit transaction is opened by the first change of a main-loop
/// turn and committed by `flush()`; explicit `begin()`/`commit()` pairs nest inside it.
///
/// `flush()` is the per-frame work before compositing: the layout pass (only layers marked with
/// `setNeedsLayout`, parents before children, repeated while layout dirties more layers, at most
/// 100 rounds) and then the display pass (only layers marked with `setNeedsDisplay`). It also
/// retires finished animations. Nothing in it visits layers that were not marked.
@preconcurrency @MainActor public final class CATransaction {
    struct Frame {
        var duration: CFTimeInterval?
        var timing: CAMediaTimingFunction?
        var disableActions: Bool?
        var group: _CATransactionGroup?
        var values: [String: Any] = [:]
        let implicit: Bool
    }
    // Unchecked: only this file touches it, and no outside code runs during its accesses.
    @exclusivity(unchecked) static var stack: [Frame] = []

    private init() {}

    /// Opens an explicit transaction: changes until the matching ``commit()`` share its animation settings
    /// and completion block. Transactions nest.
    public static func begin() {
        stack.append(Frame(implicit: false))
    }
    /// Closes the innermost explicit transaction, committing its changes (a `commit()` without `begin()` is logged and ignored).
    public static func commit() {
        guard let top = stack.last, !top.implicit else {
            UIKitLog.warning("CATransaction.commit() without a matching begin()", category: "CATransaction")
            return
        }
        stack.removeLast()
        commitFrame(top)
    }
    static func commitFrame(_ f: Frame) {
        if let g = f.group {
            g.committed = true
            g.fireIfDone()
        }
    }
    /// Commits the implicit transaction (if any) and runs the layout and display passes.
    public static func flush() {
        _CALayerEngine.flushCount += 1
        // A frame is being made: later changes ask for the next one.
        CARenderer.frameRequested = false
        // Commit an implicit transaction if it is the only open one.
        if stack.count == 1, stack[0].implicit {
            let f = stack.removeLast()
            commitFrame(f)
        }
        _CALayerEngine.processAnimations(now: CACurrentMediaTime())
        _CALayerEngine.layoutPass()
        _CALayerEngine.displayPass()
    }
    /// The layout engine told before each round of the layout pass (UIKit's update-constraints
    /// phase): the `CALayoutEngineHook` seam.
    package static var layoutEngine: (any CALayoutEngineHook)? {
        get { _CALayerEngine.layoutEngine }
        set { _CALayerEngine.layoutEngine = newValue }
    }
    /// Apple's lock for changing layers from several threads; on Linux all layer work is on the main actor, so it does nothing.
    public static func lock() {}
    /// The counterpart of ``lock()``; does nothing on Linux.
    public static func unlock() {}

    /// Opens the implicit transaction if none is open (called by layer changes).
    static func ensureImplicit() {
        if stack.isEmpty { stack.append(Frame(implicit: true)) }
    }

    private static func lookup<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for f in stack.reversed() { if let v = f[keyPath: key] { return v } }
        return nil
    }
    private static func setTop(_ body: (inout Frame) -> Void) {
        ensureImplicit()
        body(&stack[stack.count - 1])
    }

    // (Plain loops, not `lookup(_:)`: key-path reads go through the runtime, and these run for
    // every implicit action.)
    /// The duration of implicit animations in the current transaction: the innermost setting, else 0.25 s.
    public static func animationDuration() -> CFTimeInterval {
        for f in stack.reversed() { if let v = f.duration { return v } }
        return 0.25
    }
    /// Sets the duration of the implicit animations that the current transaction's changes make (a negative or non-finite value is ignored).
    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite, dur >= 0 else { return UIKitLog.warning("CATransaction.setAnimationDuration: invalid \(dur)", category: "CATransaction") }
        setTop { $0.duration = dur }
    }
    /// The timing function of implicit animations in the current transaction; nil: each action uses its default.
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        for f in stack.reversed() { if let v = f.timing { return v } }
        return nil
    }
    /// Sets the timing function of the implicit animations the current transaction's changes make.
    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { setTop { $0.timing = f } }
    /// Whether the current transaction's property changes skip their implicit actions (animations); false by default.
    public static func disableActions() -> Bool {
        for f in stack.reversed() { if let v = f.disableActions { return v } }
        return false
    }
    /// Turns the implicit actions (animations) of the current transaction's changes off or on.
    public static func setDisableActions(_ flag: Bool) { setTop { $0.disableActions = flag } }
    /// The completion block of the innermost transaction that has one and has not committed yet.
    public static func completionBlock() -> (@MainActor () -> Void)? {
        for f in stack.reversed() { if let g = f.group, let c = g.completion, !g.committed { return c } }
        return nil
    }
    /// The block runs once, after every animation added from now until this transaction commits
    /// has finished or been removed (right at commit when none was added).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        setTop { f in
            if f.group == nil { f.group = _CATransactionGroup() }
            f.group!.completion = block
        }
    }
    /// The transaction's property named `key` (`kCATransactionAnimationDuration`, …: what the
    /// getters above return) or any other value set with `setValue(_:forKey:)`.
    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        case kCATransactionCompletionBlock: return completionBlock()
        default:
            for f in stack.reversed() { if let v = f.values[key] { return v } }
            return nil
        }
    }
    /// Sets the property named `key` as its setter does (numbers as `NSNumber`s or Swift
    /// numbers, as iOS code passes them), or keeps any other value under `key`.
    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = _CAValue.double(anObject) { setAnimationDuration(d) }
        case kCATransactionDisableActions:
            if let b = _CAValue.bool(anObject) { setDisableActions(b) }
        case kCATransactionAnimationTimingFunction:
            setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock:
            setCompletionBlock(anObject as? (@MainActor () -> Void))
        default:
            setTop { $0.values[key] = anObject }
        }
    }

    /// The completion groups of every open transaction (an animation added now belongs to all).
    static var openGroups: [_CATransactionGroup] { stack.compactMap { $0.group } }
    /// True while an explicit `begin()` is open.
    package static var _isInExplicitTransaction: Bool { stack.contains { !$0.implicit } }
}

/// The keys of `CATransaction.value(forKey:)`/`setValue(_:forKey:)` for its own properties.
public let kCATransactionAnimationDuration = "animationDuration"
/// The key of the ``CATransaction/disableActions()`` setting.
public let kCATransactionDisableActions = "disableActions"
/// The key of the ``CATransaction/animationTimingFunction()`` setting.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The key of the ``CATransaction/completionBlock()`` setting.
public let kCATransactionCompletionBlock = "completionBlock"
