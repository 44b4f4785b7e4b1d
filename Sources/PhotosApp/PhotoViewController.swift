//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import UIKit

/// The photo screen: the storyboard's page view controller (scroll style), one zoomable page
/// per photo of the album (swipe to the next), and the storyboard's toolbar: share
/// (`UIActivityViewController`), favourite (a heart, filled when on) and delete (an action
/// sheet; the next photo comes in, the album's grid and count update). Edit presents a sheet
/// with a brightness slider applied to the shown photo. Only the page shown and its two
/// neighbours are alive (and, while a turn runs, the page beyond the one coming in): the
/// neighbours are made, and their pictures drawn in the background, before a swipe needs them,
/// so a swipe only slides them in; pages further away go, with their pictures.
public final class PhotoViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    /// The album browsed (set by the grid's segue, or by state restoration).
    var album: PhotoLibrary.Album!
    /// The index of the first photo shown.
    var startIndex = 0
    /// A zoom to apply to the first page (state restoration).
    var pendingZoom: PhotoZoomView.ZoomState?
    // @IBOutlet weak var favoriteItem: UIBarButtonItem!
    var favoriteItem: UIBarButtonItem!
    // @IBOutlet weak var shareItem: UIBarButtonItem!
    var shareItem: UIBarButtonItem!
    // @IBOutlet weak var deleteItem: UIBarButtonItem!
    var deleteItem: UIBarButtonItem!
    /// How many photos were deleted from this screen.
    private(set) var deletions = 0
    /// The pages alive, by photo: the one shown and its neighbours.
    private(set) var pages: [Int: PhotoPageViewController] = [:]
    /// The size the pictures were last asked for (points) and the screen's scale.
    private var pictureArea: (size: CGSize, scale: CGFloat)?

    /// The page on screen.
    var currentPage: PhotoPageViewController? { viewControllers?.first as? PhotoPageViewController }
    /// The photo on screen.
    var currentPhoto: Int? { currentPage?.photo }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dataSource = self
        delegate = self
        shareItem?.accessibilityIdentifier = "photo.share"
        shareItem?.accessibilityLabel = "Share"
        deleteItem?.accessibilityIdentifier = "photo.delete"
        deleteItem?.accessibilityLabel = "Delete"
        favoriteItem?.accessibilityIdentifier = "photo.favorite"
        navigationItem.rightBarButtonItem?.accessibilityIdentifier = "photo.edit"
        let ids = album?.photoIDs ?? []
        guard !ids.isEmpty else { return }
        let page = self.page(for: ids[min(max(0, startIndex), ids.count - 1)])
        page.zoomView.pendingZoom = pendingZoom
        setViewControllers([page], direction: .forward, animated: false)
        pageChanged()
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The pictures are drawn for the area a page shows them in (the safe area) at the
        // screen's scale: asked again when it changes (the first layout, a resize).
        let area = view.bounds.inset(by: view.safeAreaInsets).size
        let scale = view.window?.screen.scale ?? UIScreen.main.scale
        guard area.width > 0, area.height > 0, pictureArea.map({ $0.size != area || $0.scale != scale }) ?? true else { return }
        pictureArea = (area, scale)
        preparePages()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setToolbarHidden(false, animated: animated)
        // The edge swipe goes back, as on iOS: the paging scroll view (found among the page view
        // controller's subviews, as iOS apps find it) and the pages wait for it to fail.
        if let paging = view.subviews.first(where: { $0 is UIScrollView }) as? UIScrollView { yieldToEdgeSwipe(paging) }
        if let page = currentPage { yieldToEdgeSwipe(page.zoomView) }
    }

    private func yieldToEdgeSwipe(_ scrollView: UIScrollView) {
        guard let pop = navigationController?.interactivePopGestureRecognizer else { return }
        scrollView.panGestureRecognizer.require(toFail: pop)
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()   // the arrow keys turn the pages
    }

    public override var canBecomeFirstResponder: Bool { true }

    /// ← and → show the previous and next photo (a desktop's keyboard; iPad's too).
    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Previous Photo", action: "showPreviousPhoto:", input: UIKeyCommand.inputLeftArrow, discoverabilityTitle: "Previous Photo"),
         UIKeyCommand(title: "Next Photo", action: "showNextPhoto:", input: UIKeyCommand.inputRightArrow, discoverabilityTitle: "Next Photo")]
    }

    /// Turns to the photo `step` away (±1), sliding, if there is one.
    func turn(by step: Int) {
        guard let current = currentPage, let next = page(after: current, by: step) else { return }
        setViewControllers([next], direction: step > 0 ? .forward : .reverse, animated: true) { [weak self] _ in self?.pageChanged() }
        pageChanged()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setToolbarHidden(true, animated: animated)
    }

    /// The title and the heart follow the photo on screen.
    private func pageChanged() {
        guard let photo = currentPhoto else { return }
        let library = PhotoLibrary.shared
        navigationItem.title = library.name(of: photo)
        let favorite = library.isFavorite(photo)
        favoriteItem?.image = UIImage(systemName: favorite ? "heart.fill" : "heart")
        favoriteItem?.accessibilityLabel = favorite ? "Unfavorite" : "Favorite"
    }

    // MARK: Pages

    /// The photo's page: the one alive, or a new one.
    private func page(for photo: Int) -> PhotoPageViewController {
        if let page = pages[photo] { return page }
        let page = PhotoPageViewController(photo: photo)
        yieldToEdgeSwipe(page.zoomView)
        pages[photo] = page
        if let area = pictureArea { page.loadPreview(for: area.size, scale: area.scale) }
        return page
    }

    /// The page `step` (±1) away from `page`, if any. A turn towards it is starting: the page
    /// after it that way is made too, and its picture starts drawing, so that turning on at
    /// once (a held arrow key) finds it drawn as well.
    private func page(after page: UIViewController, by step: Int) -> UIViewController? {
        guard let page = page as? PhotoPageViewController, let ids = album?.photoIDs,
              let i = ids.firstIndex(of: page.photo), ids.indices.contains(i + step) else { return nil }
        if ids.indices.contains(i + 2 * step) { _ = self.page(for: ids[i + 2 * step]) }
        return self.page(for: ids[i + step])
    }

    /// A page came on screen (the first, or a turn's, by a swipe, a key or in code): its
    /// neighbours are readied.
    func pageDidAppear(_ page: PhotoPageViewController) {
        // (The page view controller makes it the shown page just after it appeared.)
        if children.contains(page) { preparePages(around: page.photo) }
    }

    /// Keeps the pages of the photo shown and its neighbours, made now with their views loaded
    /// and their pictures drawing in the background (the shown one's first), and lets the others
    /// go (a page still sliding in or out stays until its turn ends).
    private func preparePages(around photo: Int? = nil) {
        guard let shown = photo ?? currentPhoto, let ids = album?.photoIDs, let i = ids.firstIndex(of: shown) else { return }
        let wanted = [i, i + 1, i - 1].filter { ids.indices.contains($0) }.map { ids[$0] }
        let onScreen = Set(children.compactMap { ($0 as? PhotoPageViewController)?.photo })
        for photo in pages.keys where !wanted.contains(photo) && !onScreen.contains(photo) { pages[photo] = nil }
        for photo in wanted {
            let page = page(for: photo)
            page.loadViewIfNeeded()
            guard let area = pictureArea else { continue }
            // The page shown sharp; its neighbours at half the resolution until they are shown.
            if photo == shown { page.loadPicture(for: area.size, scale: area.scale) } else { page.loadPreview(for: area.size, scale: area.scale) }
        }
    }

    /// The page of the photo before, if any.
    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        page(after: viewController, by: -1)
    }

    /// The page of the photo after, if any.
    public func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        page(after: viewController, by: 1)
    }

    /// A swipe turned the page: the title and the heart follow.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed { pageChanged() }
    }

    // MARK: Toolbar

    /// Share: the share sheet for the photo's picture.
    func share(_ sender: UIBarButtonItem) {
        guard let photo = currentPhoto else { return }
        let sheet = UIActivityViewController(activityItems: [PhotoArt.image(of: photo), PhotoLibrary.shared.name(of: photo)], applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    /// Favourite: toggles the heart.
    func toggleFavorite(_ sender: UIBarButtonItem) {
        guard let photo = currentPhoto else { return }
        let library = PhotoLibrary.shared
        library.setFavorite(photo, !library.isFavorite(photo))
        pageChanged()
    }

    /// Delete: asks with an action sheet, then deletes.
    func deletePhoto(_ sender: UIBarButtonItem) {
        guard currentPhoto != nil else { return }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Photo", style: .destructive) { [weak self] _ in self?.deleteCurrentPhoto() })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    /// Deletes the photo on screen and shows the next (the previous after the last; the grid
    /// again when the album is empty).
    func deleteCurrentPhoto() {
        guard let photo = currentPhoto, let album else { return }
        let index = album.photoIDs.firstIndex(of: photo) ?? 0
        PhotoLibrary.shared.delete(photo)
        deletions += 1
        let ids = album.photoIDs
        guard !ids.isEmpty else {
            navigationController?.popViewController(animated: true)
            return
        }
        let next = min(index, ids.count - 1)
        setViewControllers([page(for: ids[next])], direction: next < index ? .reverse : .forward, animated: true) { [weak self] _ in
            self?.pageChanged()
        }
        pageChanged()
    }

    /// Edit: the brightness sheet for the photo on screen.
    func editPhoto(_ sender: UIBarButtonItem) {
        guard let page = currentPage else { return }
        let editor = EditPhotoViewController(photo: page.photo, zoomView: page.zoomView)
        let nav = UINavigationController(rootViewController: editor)
        nav.modalPresentationStyle = .pageSheet
        if let sheet = nav.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium   // the photo stays bright above the sheet: the edit is seen

        }
        present(nav, animated: true)
    }

    // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
    public override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "favoriteItem": favoriteItem = value as? UIBarButtonItem
        case "shareItem": shareItem = value as? UIBarButtonItem
        case "deleteItem": deleteItem = value as? UIBarButtonItem
        default: super.setValue(value, forKey: key)
        }
    }

    // uikit-port: storyboards and nibs send these actions by selector name; without the Objective-C runtime, this override finds the methods.
    public override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? {
        func item(_ f: @escaping (PhotoViewController) -> (UIBarButtonItem) -> Void) -> (Any?, UIEvent?) -> Void {
            { [unowned self] sender, _ in if let sender = sender as? UIBarButtonItem { f(self)(sender) } }
        }
        switch action.name {
        case "share:": return item(PhotoViewController.share)
        case "toggleFavorite:": return item(PhotoViewController.toggleFavorite)
        case "deletePhoto:": return item(PhotoViewController.deletePhoto)
        case "editPhoto:": return item(PhotoViewController.editPhoto)
        case "showPreviousPhoto:": return { [unowned self] _, _ in turn(by: -1) }
        case "showNextPhoto:": return { [unowned self] _, _ in turn(by: 1) }
        default: return super._actionHandler(for: action)
        }
    }
}
