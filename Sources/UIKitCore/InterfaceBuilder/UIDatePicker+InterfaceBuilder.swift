//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIDatePicker from a document: `<datePicker datePickerMode="date" style="wheels"
// minuteInterval="5" countDownDuration="…">` with `<date key="date"
// timeIntervalSinceReferenceDate="…"/>` (and `minimumDate`, `maximumDate`) and `<locale
// key="locale" localeIdentifier="…"/>`, as Xcode writes them.

extension UIDatePicker {
    /// Called by `init?(coder:)` after the picker's own set-up.
    func _decodeInterfaceBuilderDatePicker(_ coder: NSCoder) {
        guard let coder = coder as? _UINibDecoder else { return }
        _decodeInterfaceBuilderAttributes(coder)
        _decodeInterfaceBuilderControl(coder)
        let modes: [String: Mode] = [
            "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
            "yearAndMonth": .yearAndMonth,
        ]
        let styles: [String: UIDatePickerStyle] = ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]
        if let locale = _ibChild(coder, "locale"), let id = locale.attribute("localeIdentifier") { self.locale = Locale(identifier: id) }
        if let m = coder.enumeration("datePickerMode", modes) { datePickerMode = m }
        if let s = coder.enumeration("style", styles) { preferredDatePickerStyle = s }
        if let i = coder.int("minuteInterval") { minuteInterval = i }
        // The bounds before the date, so that the date is kept inside them.
        if let d = _ibDate(coder, "minimumDate") { minimumDate = d }
        if let d = _ibDate(coder, "maximumDate") { maximumDate = d }
        if let d = _ibDate(coder, "date") { date = d }
        if let c = coder.double("countDownDuration") { countDownDuration = c }
    }

    /// The keyed child element `key` (recorded as read).
    private func _ibChild(_ coder: _UINibDecoder, _ key: String) -> IBElement? {
        guard coder.containsValue(forKey: key) else { return nil }
        return coder.element.child(key: key)
    }

    /// `<date key="…" timeIntervalSinceReferenceDate="…"/>` as a date (a diagnostic when malformed).
    private func _ibDate(_ coder: _UINibDecoder, _ key: String) -> Date? {
        guard let child = _ibChild(coder, key), child.isNamed("date") else { return nil }
        guard let text = child.attribute("timeIntervalSinceReferenceDate"), let t = Double(text), t.isFinite else {
            coder.report("<date key=\"\(key)\"> has no readable timeIntervalSinceReferenceDate; ignored")
            return nil
        }
        return Date(timeIntervalSinceReferenceDate: t)
    }
}
