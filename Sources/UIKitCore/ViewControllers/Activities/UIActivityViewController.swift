//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

/// The share sheet: present it with the items to share (text, URLs, images, item sources) and it
/// lists the activities that handle them — the app's own (`applicationActivities`), Copy, and
/// on Linux the desktop's Open in Browser (web links) and Mail (when a mail program is set) —
/// minus `excludedActivityTypes`. Choosing one runs it; the sheet goes away and
/// `completionWithItemsHandler` gets the activity's type and whether it completed. Cancel, or a
/// swipe down (unless `isModalInPresentation`), gives `(nil, false, nil, nil)`.
///
/// ```swift
/// let share = UIActivityViewController(activityItems: ["Hello", URL(string: "https://swift.org")!],
///                                      applicationActivities: nil)
/// share.completionWithItemsHandler = { type, completed, _, _ in … }
/// present(share, animated: true)
/// ```
@preconcurrency @MainActor open class UIActivityViewController: UIViewController {
    /// Called when the sheet finishes: the activity's type (nil when cancelled), whether it
    /// completed, items an extension returned (none on Linux) and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void
    /// The older handler: the activity's type and whether it completed.
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

    /// Types not to offer (built-in or the app's own).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Runs once the sheet is gone, after an activity ran or the user cancelled.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// The older form of `completionWithItemsHandler` (deprecated on iOS 8; still called).
    @available(*, deprecated, message: "Use completionWithItemsHandler")
    open var completionHandler: CompletionHandler? {
        get { _completionHandler }
        set { _completionHandler = newValue }
    }
    private var _completionHandler: CompletionHandler?

    let activityItems: [Any]
    let applicationActivities: [UIActivity]
    /// The activity running (between the tap and `activityDidFinish(_:)`).
    private(set) var runningActivity: UIActivity?
    /// Set once the completion handler ran (or is about to), so it runs once.
    private var finished = false

    /// A share sheet for `activityItems` (objects or `UIActivityItemSource`s) offering
    /// `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
    }

    /// Not available: a share sheet is made with `init(activityItems:applicationActivities:)`.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Activities

    /// The items as placeholders (item sources' stand-ins), to decide which activities fit.
    var placeholderItems: [Any] {
        activityItems.map { ($0 as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for `type`: item sources asked, those answering nil left out.
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            if let source = item as? any UIActivityItemSource { return source.activityViewController(self, itemForActivityType: type) }
            return item
        }
    }

    /// The activities shown, in order: the app's, then the system's; excluded types left out.
    var offeredActivities: [UIActivity] {
        let placeholders = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        return (applicationActivities.filter { $0.canPerform(withActivityItems: placeholders) } + _UISystemActivity.all(for: placeholders))
            .filter { $0.activityType.map { !excluded.contains($0) } ?? true }
    }

    // MARK: View

    /// The sheet's view: a header with the items' preview and Cancel, then the activities.
    open override func loadView() {
        let list = _UIActivityListView(activities: offeredActivities, preview: previewText)
        list.onChoose = { [weak self] in self?._perform($0) }
        list.onCancel = { [weak self] in self?._cancel() }
        view = list
    }

    /// A line naming what is shared: the first text or link, else the number of items.
    var previewText: String {
        let placeholders = placeholderItems
        if let t = placeholders.lazy.compactMap({ _UISystemActivity.text(of: $0) }).first(where: { !$0.isEmpty }) { return t }
        if placeholders.contains(where: { $0 is UIImage }) { return placeholders.count == 1 ? "1 Image" : "\(placeholders.count) Items" }
        return placeholders.count == 1 ? "1 Item" : "\(placeholders.count) Items"
    }

    /// Runs `activity`: prepared with its items, then its own controller shown or `perform()`.
    func _perform(_ activity: UIActivity) {
        guard runningActivity == nil, !finished else { return }
        runningActivity = activity
        activity._sheet = self
        if let mail = activity as? _UIMailActivity {
            mail.subject = activityItems.lazy.compactMap { ($0 as? any UIActivityItemSource)?.activityViewController(self, subjectForActivityType: .mail) }
                .first { !$0.isEmpty } ?? ""
        }
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let vc = activity.activityViewController {
            present(vc, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The running activity finished: the sheet (and the activity's controller) goes away, then
    /// the completion handler runs.
    func _activityDidFinish(_ activity: UIActivity, completed: Bool) {
        guard activity === runningActivity, !finished else { return }
        runningActivity = nil
        activity._sheet = nil
        _finish(type: activity.activityType, completed: completed)
    }

    private func _cancel() {
        guard runningActivity == nil else { return }
        _finish(type: nil, completed: false)
    }

    private func _finish(type: UIActivity.ActivityType?, completed: Bool) {
        finished = true
        let done = { [self] in _callHandlers(type: type, completed: completed) }
        if presentingViewController != nil { presentingViewController?.dismiss(animated: true, completion: done) } else { done() }
    }

    private func _callHandlers(type: UIActivity.ActivityType?, completed: Bool) {
        completionWithItemsHandler?(type, completed, nil, nil)
        _completionHandler?(type, completed)
    }

    /// A sheet swiped away (or dismissed by the app) without a choice counts as cancelled.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed, !finished else { return }
        finished = true
        runningActivity?._sheet = nil
        runningActivity = nil
        _callHandlers(type: nil, completed: false)
    }
}
