//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

/// `willTransition(to:)`/`didTransition(to:)`: a cell subclass hears editing mode and the delete
/// confirmation come and go, before and after, with the state it goes to.
@MainActor @Suite struct TableViewCellTransitionTests {
    final class RecordingCell: UITableViewCell {
        var log: [String] = []
        override func willTransition(to state: StateMask) {
            super.willTransition(to: state)
            log.append("will \(state.rawValue) editing=\(isEditing)")
        }
        override func didTransition(to state: StateMask) {
            super.didTransition(to: state)
            log.append("did \(state.rawValue) editing=\(isEditing)")
        }
    }

    @Test func editingAndTheDeleteConfirmationAreAnnounced() {
        #expect(UITableViewCell.StateMask.showingEditControl.rawValue == 1)
        #expect(UITableViewCell.StateMask.showingDeleteConfirmation.rawValue == 2)
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: false)
        #expect(cell.log == ["will 1 editing=false", "did 1 editing=true"])
        cell.log.removeAll()
        cell.setEditing(true, animated: false)   // no change: nothing said
        #expect(cell.log.isEmpty)
        cell._showingDeleteConfirmation = true   // (what the table sets when the minus is tapped)
        #expect(cell.log == ["will 3 editing=true", "did 3 editing=true"])
        cell.log.removeAll()
        cell._showingDeleteConfirmation = false
        cell.setEditing(false, animated: false)
        #expect(cell.log == ["will 1 editing=true", "did 1 editing=true", "will 0 editing=true", "did 0 editing=false"])
    }

    @Test func anAnimatedChangeIsDoneAfterItsAnimation() {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let host = UIKitTestHost(view: cell)
        host.advanceFrames(1)
        cell.setEditing(true, animated: true)
        #expect(cell.log == ["will 1 editing=false"])
        host.advance(by: 0.5)
        #expect(cell.log == ["will 1 editing=false", "did 1 editing=true"])
    }

    /// A row swiped open shows its buttons as the delete confirmation: the cell says so, and
    /// says it again when the row closes.
    @Test func aSwipedOpenRowShowsTheDeleteConfirmation() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let list = EditableList(20)   // (the table holds its data source weakly)
        table.register(RecordingCell.self, forCellReuseIdentifier: "c")
        table.dataSource = list
        table.delegate = list
        let host = UIKitTestHost(view: table)
        host.advanceFrames(1)
        let cell = try #require(SwipeSupport.cell(table, 1) as? RecordingCell)
        host.drag(from: CGPoint(x: 300, y: SwipeSupport.y(1)), to: CGPoint(x: 200, y: SwipeSupport.y(1)), duration: 0.4)
        host.advance(by: 0.5)
        #expect(cell.showingDeleteConfirmation)
        #expect(cell.log == ["will 2 editing=false", "did 2 editing=false"])
        cell.log.removeAll()
        host.tap(at: CGPoint(x: 160, y: SwipeSupport.y(5)))   // a tap elsewhere closes it
        host.advance(by: 0.5)
        #expect(!cell.showingDeleteConfirmation)
        #expect(cell.log == ["will 0 editing=false", "did 0 editing=false"])
        // A swipe too short to open never shows it.
        cell.log.removeAll()
        host.drag(from: CGPoint(x: 300, y: SwipeSupport.y(1)), to: CGPoint(x: 285, y: SwipeSupport.y(1)), duration: 1.0)
        host.advance(by: 0.5)
        #expect(cell.log.isEmpty && !cell.showingDeleteConfirmation)
        withExtendedLifetime(list) {}
    }
}
