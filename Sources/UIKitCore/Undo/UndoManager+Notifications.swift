//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// The undo manager's notifications, user-info keys and the key of its discardable groups, with
// Foundation's names.

extension NSNotification.Name {
    /// Posted when an undo manager opens or closes a nested group, closes a top-level one, and
    /// before it undoes, redoes or answers `canRedo` (the object is the manager).
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted just before an undo manager undoes a group.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted just before an undo manager redoes a group.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted just after an undo manager undid a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted just after an undo manager redid a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when an undo manager opened a group.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted before an undo manager closes a group; its user info holds
    /// `NSUndoManagerGroupIsDiscardableKey` when the group is discardable.
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    /// Posted after an undo manager closed a group.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}

/// The key, in a `.NSUndoManagerWillCloseUndoGroup` notification's user info, whose value (true)
/// says the group being closed is discardable.
public let NSUndoManagerGroupIsDiscardableKey = "NSUndoManagerGroupIsDiscardableKey"

extension UndoManager {
    /// A key for a value attached to an undo group (`setActionUserInfoValue(_:forKey:)`).
    public struct UserInfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key with the given string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A key with the given string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
