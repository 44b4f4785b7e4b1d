//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// UIView's interactions: `addInteraction(_:)`, `removeInteraction(_:)`, `interactions`.
extension UIView {
    /// The interactions attached to the view, in the order they were added. Setting the array
    /// removes the interactions left out and adds the new ones.
    public var interactions: [UIInteraction] {
        get { _x?.interactions ?? [] }
        set {
            for old in interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
            for new in newValue where !interactions.contains(where: { $0 === new }) { addInteraction(new) }
        }
    }

    /// Attaches `interaction` to the view (moving it from the view it was on). Adding one that is
    /// already here does nothing.
    public func addInteraction(_ interaction: UIInteraction) {
        if interactions.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        _ext.interactions.append(interaction)
        if interaction is UIPointerInteraction { _UIPointerDriver.shared.attachedInteractions += 1 }
        interaction.didMove(to: self)
    }

    /// Detaches `interaction` from the view; one that is not here is ignored.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let i = _x?.interactions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        _ext.interactions.remove(at: i)
        if interaction is UIPointerInteraction { _UIPointerDriver.shared.attachedInteractions -= 1 }
        interaction.didMove(to: nil)
    }
}
