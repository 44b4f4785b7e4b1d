//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// The app's photo library: eight albums of generated photos (Recents holds 10,000), the
/// favourites (a smart album), deletions and brightness edits. Every change is posted as
/// `PhotoLibrary.didChangeNotification` so the albums list, the grids and the photo screen update.
@MainActor final class PhotoLibrary {
    /// The library the app's controllers show (made anew at each launch).
    static var shared = PhotoLibrary()

    /// Posted (object: the library) after photos were deleted, favourited or edited;
    /// `userInfo["photo"]` is the photo's identifier.
    static let didChangeNotification = Notification.Name("PhotoLibraryDidChange")

    /// One album: its photos' identifiers in order (a smart album lists the favourites).
    @MainActor final class Album {
        /// The album's number (a photo's identifier is `id * 100_000 + n`).
        let id: Int
        /// The name shown in the list and the grid's title.
        let title: String
        /// What its photos look like.
        let art: PhotoArt.Kind
        /// Whether the album lists the library's favourites rather than photos of its own.
        let isFavorites: Bool
        fileprivate(set) var ownPhotos: [Int]
        fileprivate weak var library: PhotoLibrary?

        fileprivate init(id: Int, title: String, art: PhotoArt.Kind, count: Int, isFavorites: Bool = false) {
            self.id = id
            self.title = title
            self.art = art
            self.isFavorites = isFavorites
            ownPhotos = (0..<count).map { id * 100_000 + $0 }
        }

        /// The photos' identifiers, in the order the grid shows them.
        var photoIDs: [Int] { isFavorites ? (library?.favoriteOrder ?? []) : ownPhotos }
        /// How many photos it holds.
        var count: Int { isFavorites ? (library?.favoriteOrder.count ?? 0) : ownPhotos.count }
        /// The photo shown for the album in the list (its first), if any.
        var keyPhoto: Int? { photoIDs.first }
    }

    /// The albums, in the list's order.
    let albums: [Album]
    private(set) var favoriteOrder: [Int] = []
    private var favorites: Set<Int> = []
    private var brightness: [Int: Float] = [:]
    private var tints: [Int: UIColor] = [:]

    /// A library of the app's eight albums (`recents` photos in Recents: 10,000 in the app).
    init(recents: Int = 10_000) {
        albums = [
            Album(id: 0, title: "Recents", art: .mixed, count: recents),
            Album(id: 1, title: "Favorites", art: .mixed, count: 0, isFavorites: true),
            Album(id: 2, title: "Landscapes", art: .landscape, count: 36),
            Album(id: 3, title: "Sunsets", art: .sunset, count: 24),
            Album(id: 4, title: "Portraits", art: .portrait, count: 18),
            Album(id: 5, title: "Patterns", art: .pattern, count: 48),
            Album(id: 6, title: "Screenshots", art: .screenshot, count: 12),
            Album(id: 7, title: "Travel", art: .travel, count: 30),
        ]
        for a in albums { a.library = self }
        // A few favourites to start with, so the smart album is not empty.
        for id in [200_003, 300_001, 500_010] { favorites.insert(id); favoriteOrder.append(id) }
    }

    /// The album with `id`, if any.
    func album(id: Int) -> Album? { albums.first { $0.id == id } }

    /// The album a photo belongs to (not Favorites).
    func owner(of photo: Int) -> Album? { album(id: photo / 100_000) }

    /// Whether the photo exists (was not deleted).
    func contains(_ photo: Int) -> Bool {
        guard let a = owner(of: photo), !a.isFavorites else { return false }
        let n = photo % 100_000
        // Photos are in identifier order: a binary search.
        var lo = 0, hi = a.ownPhotos.count
        while lo < hi { let mid = (lo + hi) / 2; if a.ownPhotos[mid] % 100_000 < n { lo = mid + 1 } else { hi = mid } }
        return lo < a.ownPhotos.count && a.ownPhotos[lo] == photo
    }

    /// The photo's file-like name ("IMG_20042": album 2's photo 42), as Photos shows one.
    func name(of photo: Int) -> String { String(format: "IMG_%d%04d", photo / 100_000, photo % 100_000) }

    /// Whether the photo is a favourite.
    func isFavorite(_ photo: Int) -> Bool { favorites.contains(photo) }

    /// Makes the photo a favourite or not.
    func setFavorite(_ photo: Int, _ on: Bool) {
        guard contains(photo), on != favorites.contains(photo) else { return }
        if on { favorites.insert(photo); favoriteOrder.append(photo) } else { favorites.remove(photo); favoriteOrder.removeAll { $0 == photo } }
        changed(photo)
    }

    /// The photo's brightness edit, -1...1 (0: none).
    func brightness(of photo: Int) -> Float { brightness[photo] ?? 0 }

    /// Stores a brightness edit (clamped to -1...1; NaN is ignored).
    func setBrightness(_ value: Float, of photo: Int) {
        guard contains(photo), !value.isNaN else { return }
        let v = min(1, max(-1, value))
        brightness[photo] = v == 0 ? nil : v
        PhotoArt.thumbnails.remove(photo)
        changed(photo)
    }

    /// The photo's tint edit (nil: none), chosen with the Edit sheet's colour well.
    func tint(of photo: Int) -> UIColor? { tints[photo] }

    /// Stores a tint edit (nil removes it).
    func setTint(_ color: UIColor?, of photo: Int) {
        guard contains(photo) else { return }
        tints[photo] = color
        changed(photo)
    }

    /// Deletes the photo from its album (and the favourites).
    func delete(_ photo: Int) {
        guard let a = owner(of: photo), let i = a.ownPhotos.firstIndex(of: photo) else { return }
        a.ownPhotos.remove(at: i)
        if favorites.remove(photo) != nil { favoriteOrder.removeAll { $0 == photo } }
        brightness[photo] = nil
        tints[photo] = nil
        PhotoArt.thumbnails.remove(photo)
        changed(photo)
    }

    private func changed(_ photo: Int) {
        NotificationCenter.default.post(name: Self.didChangeNotification, object: self, userInfo: ["photo": photo])
    }
}
