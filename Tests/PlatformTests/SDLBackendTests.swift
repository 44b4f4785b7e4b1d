//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

#if canImport(Glibc)
import Glibc
#endif
import Testing
import UIKit

/// The SDL backend's decisions that need no display. (Opening a real window is exercised by
/// the demo and the benchmark under Xvfb.)
struct SDLBackendTests {
    /// A `DISPLAY` naming no server makes SDL fall back to its invisible offscreen driver; the
    /// app must then fail with "cannot open a window", not run with nothing on screen.
    @Test func invisibleFallbackDriverIsNoDisplay() {
        let error = SDLBackend._fallbackDriverError(driver: "offscreen", requested: nil)
        #expect(error?.contains("could not be opened") == true)
        #expect(error?.contains("offscreen") == true)
        #expect(SDLBackend._fallbackDriverError(driver: "dummy", requested: "x11") != nil)
    }

    @Test func explicitlyRequestedOrVisibleDriversAreAccepted() {
        #expect(SDLBackend._fallbackDriverError(driver: "x11", requested: nil) == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "wayland", requested: "wayland,x11") == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "offscreen", requested: "offscreen") == nil)
        #expect(SDLBackend._fallbackDriverError(driver: "dummy", requested: "x11,dummy") == nil)
    }

    /// With no session bus announced, libdbus would fork the app to run `dbus-launch` during
    /// `SDL_Init`; the backend gives it an address that fails at once. A bus that exists, or an
    /// address the user chose, is left alone.
    @Test func noSessionBusMeansNoAutolaunch() {
        let none: (String) -> Bool = { _ in false }
        #expect(SDLBackend._sessionBusAddress(environment: [:], fileExists: none) == "disabled:")
        #expect(SDLBackend._sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"], fileExists: none) == "disabled:")
        #expect(SDLBackend._sessionBusAddress(environment: ["XDG_RUNTIME_DIR": "/run/user/1000"],
                                              fileExists: { $0 == "/run/user/1000/bus" }) == nil)
        #expect(SDLBackend._sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "autolaunch:"], fileExists: none) == nil)
        #expect(SDLBackend._sessionBusAddress(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/b"], fileExists: none) == nil)
    }

    /// libX11 caches its parsed Compose table only for users other than root, in a directory the
    /// environment names: the backend names one under the user's cache directory, unless the
    /// user has one already.
    @Test func composeCacheGoesToTheUsersCacheDirectory() {
        let none: (String) -> Bool = { _ in false }
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/home/ann"], uid: 1000, fileExists: none)
                == "/home/ann/.cache/uikit-linux/compose")
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "/var/c"], uid: 1000, fileExists: none)
                == "/var/c/uikit-linux/compose")
        // A relative XDG_CACHE_HOME is invalid by the XDG spec: ignored.
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/home/ann", "XDG_CACHE_HOME": "c"], uid: 1000, fileExists: none)
                == "/home/ann/.cache/uikit-linux/compose")
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/root"], uid: 0, fileExists: none) == nil)
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/home/ann", "XCOMPOSECACHE": "/x"], uid: 1000, fileExists: none) == nil)
        #expect(SDLBackend._composeCacheDirectory(environment: ["HOME": "/home/ann"], uid: 1000,
                                                  fileExists: { $0 == "/home/ann/.compose-cache" }) == nil)
        #expect(SDLBackend._composeCacheDirectory(environment: [:], uid: 1000, fileExists: none) == nil)
    }

    /// The start-up heap is advised as huge pages, and nothing is committed up front: the
    /// process's resident memory does not grow by the reserved size.
    /// (Not under AddressSanitizer: its allocator replaces glibc's, whose heap this advises.)
    @Test(.enabled(if: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil, "AddressSanitizer's allocator is not glibc's"))
    func startupHeapIsHugePagesWithoutCommittingThem() throws {
        func rssKB() -> Int {
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        // A block of 16 MB comes from the heap after one of its size was freed, unless something
        // in this process fixed glibc's mmap threshold (Photos' image loader, whose tests run in
        // the same process, does): then every such block is a mapping of its own, unmapped when
        // freed, and nothing can stay advised. (glibc's IS_MMAPPED bit, in the size word before.)
        let thresholdFixed: Bool = {
            free(malloc(16 << 20))
            guard let block = malloc(16 << 20) else { return true }
            defer { free(block) }
            return block.load(fromByteOffset: -8, as: Int.self) & 2 != 0
        }()
        let before = rssKB()
        let advised = SDLBackend._reserveHugePageHeap(bytes: 16 << 20, skip: 0)
        // (Committing it would add at least `advised`; other tests' threads running meanwhile may
        // add a few MB of their own, so the bound is half the reservation, not zero.)
        #expect(rssKB() - before < 8 << 10)
        if thresholdFixed {
            #expect(advised == 0, "a block that free() unmaps cannot stay advised")
            return
        }
        #expect(advised >= 12 << 20)
        // The first `skip` bytes keep ordinary pages (a small app's RSS is not rounded up to 2 MB).
        #expect(SDLBackend._reserveHugePageHeap(bytes: 16 << 20, skip: 8 << 20) <= 8 << 20)
        #expect(SDLBackend._reserveHugePageHeap(bytes: 16 << 20, skip: 16 << 20) == 0)
        // The kernel has at least that much marked for huge pages ("hg"), in one mapping or, when
        // other tests' threads grow the heap beside it meanwhile, in the pieces it was split into.
        // (Read to the end: /proc files report a size of 0.)
        let data = try #require(FileHandle(forReadingAtPath: "/proc/self/smaps")).readDataToEndOfFile()
        let smaps = String(decoding: data, as: UTF8.self)
        var size = 0, marked = 0
        for line in smaps.split(separator: "\n") {
            if line.hasPrefix("Size:") { size = (Int(line.split(separator: " ")[1]) ?? 0) * 1024 }
            if line.hasPrefix("VmFlags:"), line.contains(" hg") { marked += size }
        }
        #expect(marked >= advised)
    }
}
