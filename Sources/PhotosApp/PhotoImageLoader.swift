//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKit

/// Draws the photos' thumbnails and screen-sized pictures off the main thread, as an iOS app
/// loads images: the jobs run in order on one background queue, and what they drew is handed
/// back on the main thread at the start of the next frame (a display link, running only while
/// jobs are out), where thumbnails go into `PhotoArt.thumbnails` and the waiting cells and pages
/// get their images. Prefetched thumbnails (the grid's `UICollectionViewDataSourcePrefetching`)
/// are drawn before their rows scroll in; a cancelled job that has not started is skipped.
/// Pictures are not cached here: the page that asked keeps its picture, and it goes with the page.
@MainActor final class PhotoImageLoader {
    /// The app's loader.
    static let shared = PhotoImageLoader()

    /// Draw each job at once on the main thread and hand it over before returning (headless
    /// screenshots: the shot shows the pictures, not the placeholders of a loading grid).
    var drawsInline = false

    /// One job: a thumbnail (`pixels` zero) or a picture of `pixels`.
    struct Key: Hashable, Sendable {
        let photo: Int
        let width: Int, height: Int
        static func thumbnail(_ photo: Int) -> Key { Key(photo: photo, width: 0, height: 0) }
        static func picture(_ photo: Int, _ pixels: CGSize) -> Key { Key(photo: photo, width: Int(pixels.width), height: Int(pixels.height)) }
        var isThumbnail: Bool { width == 0 }
    }

    /// What the background queue and the main thread share, under a lock: which jobs are still
    /// wanted (by token) and the images drawn and not yet handed over.
    private final class Shared: @unchecked Sendable {
        private let lock = NSLock()
        private var wanted: [Key: Int] = [:]
        private var done: [(key: Key, brightness: Float, image: UIImage)] = []

        func want(_ key: Key, token: Int) { lock.withLock { wanted[key] = token } }
        func unwant(_ key: Key) { lock.withLock { wanted[key] = nil } }
        /// Whether the job `token` for `key` is still wanted (a cancelled or replaced one is not).
        func isWanted(_ key: Key, token: Int) -> Bool { lock.withLock { wanted[key] == token } }
        func finish(_ key: Key, token: Int, brightness: Float, image: UIImage) {
            lock.withLock {
                if wanted[key] == token { wanted[key] = nil }
                done.append((key, brightness, image))
            }
        }
        func takeDone() -> [(key: Key, brightness: Float, image: UIImage)] {
            lock.withLock { defer { done.removeAll() }; return done }
        }
    }

    private let queue = DispatchQueue(label: "PhotosApp.images", qos: .userInitiated)
    private let shared = Shared()
    /// Jobs asked for and not handed over yet, with their token.
    private var pending: [Key: Int] = [:]
    private var waiters: [Key: [(UIImage) -> Void]] = [:]
    private var nextToken = 0
    private var link: CADisplayLink?

    /// How many jobs are out (asked for, not handed over).
    var pendingCount: Int { pending.count }

    private init() {
        // Pictures are megabytes each and come and go with the pages: each gets pages of its
        // own from the kernel, handed back when it is freed. (glibc raises its mmap threshold
        // to the size of the largest block freed, after which such blocks come from the heap
        // of the thread that drew them, and stay resident once freed.)
        // (`mallopt` is in <malloc.h>, which the Glibc module does not import.)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mMmapThreshold: Int32 = -3   // M_MMAP_THRESHOLD
        if let process = dlopen(nil, RTLD_NOW), let f = dlsym(process, "mallopt") {
            _ = unsafeBitCast(f, to: Mallopt.self)(mMmapThreshold, 512 * 1024)
        }
    }

    // MARK: Thumbnails

    /// The photo's thumbnail if it is cached; otherwise nil, and `then` gets it on a later frame
    /// (drawn in the background, with `brightness`).
    func thumbnail(of photo: Int, brightness: Float, then: @escaping (UIImage) -> Void) -> UIImage? {
        if let hit = PhotoArt.thumbnails.image(for: photo) { return hit }
        let key = Key.thumbnail(photo)
        waiters[key, default: []].append(then)
        start(key, brightness: brightness)
        if drawsInline { return PhotoArt.thumbnails.image(for: photo) }
        return nil
    }

    /// Starts drawing the thumbnails of `photos` that are neither cached nor being drawn (the
    /// grid's prefetch).
    func prefetchThumbnails(_ photos: [Int], library: PhotoLibrary) {
        for photo in photos where PhotoArt.thumbnails.image(for: photo) == nil {
            start(.thumbnail(photo), brightness: library.brightness(of: photo))
        }
    }

    /// Gives up the thumbnails of `photos` no cell waits for (the grid scrolled away before
    /// they were drawn): jobs not started are skipped.
    func cancelThumbnails(_ photos: [Int]) {
        for photo in photos { cancel(.thumbnail(photo)) }
    }

    // MARK: Pictures

    /// Draws the photo's picture at `pixels` in the background; `then` gets it on a later frame.
    func picture(of photo: Int, pixels: CGSize, then: @escaping (UIImage) -> Void) {
        let key = Key.picture(photo, pixels)
        waiters[key, default: []].append(then)
        start(key, brightness: 0)
    }

    /// Gives up the photo's picture at `pixels` (its page went away).
    func cancelPicture(of photo: Int, pixels: CGSize) {
        let key = Key.picture(photo, pixels)
        waiters[key] = nil
        cancel(key)
    }

    // MARK: Jobs

    private func start(_ key: Key, brightness: Float) {
        guard pending[key] == nil else { return }
        nextToken += 1
        let token = nextToken
        pending[key] = token
        shared.want(key, token: token)
        let shared = self.shared
        let job: @Sendable () -> Void = {
            guard shared.isWanted(key, token: token) else { return }
            Self.lowerThreadPriority()
            let image = key.isThumbnail ? PhotoArt.renderThumbnail(of: key.photo, brightness: brightness)
                : PhotoArt.renderPicture(of: key.photo, pixels: CGSize(width: key.width, height: key.height))
            shared.finish(key, token: token, brightness: brightness, image: image)
        }
        if drawsInline {
            job()
            handOver()
            return
        }
        queue.async(execute: job)
        startLink()
    }

    /// Runs this (queue) thread at a lower priority than the main thread and the display
    /// server (`nice` 10, as iOS runs `.utility` work): drawing ahead must not take a core from a
    /// frame. Once per thread (a queue's threads come from the process's pool and keep it: the
    /// app gives that pool nothing that must not wait).
    nonisolated private static func lowerThreadPriority() {
        guard !isLowered else { return }
        isLowered = true
        // (On Linux a nice value is the calling thread's, not the process's: who 0 is this thread.)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    }
    nonisolated(unsafe) private static var isLowered: Bool {
        get { pthread_getspecific(loweredKey) != nil }
        set { pthread_setspecific(loweredKey, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
    }
    nonisolated(unsafe) private static let loweredKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private func cancel(_ key: Key) {
        guard pending[key] != nil, waiters[key]?.isEmpty ?? true else { return }
        pending[key] = nil
        waiters[key] = nil
        shared.unwant(key)
    }

    private func startLink() {
        if link == nil {
            let l = CADisplayLink { [weak self] _ in self?.handOver() }
            l.add(to: .main, forMode: .common)
            link = l
        }
        link?.isPaused = false
    }

    /// Hands over what the queue drew: thumbnails into the cache (unless the photo's brightness
    /// changed meanwhile: drawn again), images to their waiters.
    func handOver() {
        for (key, brightness, image) in shared.takeDone() {
            if key.isThumbnail {
                let now = PhotoLibrary.shared.brightness(of: key.photo)
                if now != brightness {
                    if pending[key] != nil { pending[key] = nil; start(key, brightness: now) }
                    continue
                }
                PhotoArt.thumbnails.insert(image, for: key.photo)
            }
            pending[key] = nil
            for waiter in waiters.removeValue(forKey: key) ?? [] { waiter(image) }
        }
        if pending.isEmpty { link?.isPaused = true }
    }

    /// Whether the background queue is held (`hold()`).
    private(set) var isHeld = false

    /// Holds the background queue: its jobs wait until `release()` (tests: what a person sees
    /// on a machine too busy to draw them yet).
    func hold() {
        guard !isHeld else { return }
        isHeld = true
        queue.suspend()
    }

    /// Lets the held background queue run again.
    func release() {
        guard isHeld else { return }
        isHeld = false
        queue.resume()
    }

    /// Waits for the queue to finish what it was given and hands it over now (tests; a
    /// screenshot). Releases a held queue first.
    func finishPendingWork() {
        release()
        for _ in 0..<4 where !pending.isEmpty {   // (a hand-over may start a job again)
            queue.sync {}
            handOver()
        }
    }

    /// Forgets every job and waiter (a new launch).
    func reset() {
        release()
        for key in pending.keys { shared.unwant(key) }
        pending.removeAll()
        waiters.removeAll()
        queue.sync {}
        _ = shared.takeDone()
        link?.isPaused = true
    }
}
