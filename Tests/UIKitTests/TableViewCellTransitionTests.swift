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
}
