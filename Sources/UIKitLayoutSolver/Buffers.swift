//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Manually managed storage for the tableau. Fixed-layout element buffers with unchecked
// subscripts, and a pool of variable-length runs (rows and columns) carved out of one buffer.
// Everything here holds trivial (POD) elements only, so nothing is retained or released on the
// solver's hot paths, and the owner (`SolverCore`) frees it explicitly. Growth uses `realloc`,
// which for large blocks remaps pages instead of copying them.

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#elseif canImport(ucrt)
import ucrt
#endif

/// A growable buffer of trivial elements, addressed without bounds checks. Growth moves the
/// elements, so never keep a pointer into it across a call that may grow it.
struct Buffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int, fill: Element) {
        let n = Swift.max(capacity, 4)
        base = Self.reallocate(nil, count: n)
        base.initialize(repeating: fill, count: n)
        self.capacity = n
    }

    /// `realloc` for trivial elements (never fails quietly: out of memory traps, as allocation does).
    private static func reallocate(_ old: UnsafeMutablePointer<Element>?, count: Int) -> UnsafeMutablePointer<Element> {
        let bytes = count * MemoryLayout<Element>.stride
        guard let raw = realloc(old.map { UnsafeMutableRawPointer($0) }, bytes) else {
            fatalError("UIKitLayoutSolver: out of memory (\(bytes) bytes)")
        }
        return raw.bindMemory(to: Element.self, capacity: count)
    }

    subscript(i: Int32) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + Int(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { base + Int(i) }
    }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + i) }
        @inline(__always) nonmutating unsafeMutableAddress { base + i }
    }

    /// Grows (doubling) to at least `count` elements, new ones set to `fill` (or, when `fill`
    /// is nil, left uninitialised: only for storage written before it is read).
    mutating func reserve(_ count: Int, fill: Element?) {
        guard count > capacity else { return }
        var n = capacity
        while n < count { n *= 2 }
        base = Self.reallocate(base, count: n)
        if let fill { (base + capacity).initialize(repeating: fill, count: n - capacity) }
        capacity = n
    }

    /// Sets the first `count` elements to `value`.
    func fill(_ value: Element, count: Int) {
        base.update(repeating: value, count: Swift.min(count, capacity))
    }

    func deallocate() { free(base) }
}

/// A stack of trivial elements on a `Buffer`: appending and emptying touch no Swift array
/// (no uniqueness checks, no `removeAll` machinery).
struct Stack<Element> {
    private(set) var storage: Buffer<Element>
    private(set) var count = 0

    init(fill: Element) { storage = Buffer(capacity: 64, fill: fill) }

    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ e: Element) {
        if count == storage.capacity { storage.reserve(count + 1, fill: nil) }
        storage[count] = e
        count += 1
    }

    @inline(__always) mutating func removeLast(_ n: Int = 1) { count -= n }

    @inline(__always) mutating func removeAll() { count = 0 }

    subscript(i: Int) -> Element {
        @inline(__always) get { storage[i] }
        @inline(__always) nonmutating set { storage[i] = newValue }
    }

    func deallocate() { storage.deallocate() }
}

/// Runs of `4 << sizeClass` elements carved from one `Buffer`, with a free list per size
/// class threaded through the freed runs themselves (their first four bytes hold the next
/// free run's offset), so allocating and freeing touch no Swift array. A run is named by its
/// offset, which stays valid when the buffer grows.
struct Pool<Element> {
    var store: Buffer<Element>
    private var top: Int32 = 0
    /// First free run of each size class, or -1.
    private var freeHeads = Buffer<Int32>(capacity: 32, fill: -1)

    init(fill: Element) {
        precondition(MemoryLayout<Element>.stride >= MemoryLayout<Int32>.size)
        store = Buffer(capacity: 1024, fill: fill)
    }

    @inline(__always) static func capacity(ofClass sizeClass: Int32) -> Int32 { 4 << sizeClass }

    /// The smallest size class holding `count` elements.
    @inline(__always) static func sizeClass(for count: Int32) -> Int32 {
        var c: Int32 = 0
        while (4 << c) < count { c += 1 }
        return c
    }

    /// The raw bytes of a run (trivial elements: reading and writing them raw is allowed).
    @inline(__always) private func bytes(_ run: Int32) -> UnsafeMutableRawPointer {
        UnsafeMutableRawPointer(store.base + Int(run))
    }

    mutating func allocate(sizeClass: Int32) -> Int32 {
        let head = freeHeads[sizeClass]
        if head >= 0 {
            freeHeads[sizeClass] = bytes(head).load(as: Int32.self)
            return head
        }
        // Small runs are carved a batch at a time, so that the many short rows and columns sit
        // together instead of between long ones (locality for the re-solve, which visits them).
        let size = Self.capacity(ofClass: sizeClass)
        let batch: Int32 = size <= 64 ? 256 / size * 4 : 1
        let run = top
        top += size * batch
        store.reserve(Int(top), fill: nil)
        var extra = top - size
        while extra > run {
            release(extra, sizeClass: sizeClass)
            extra -= size
        }
        return run
    }

    mutating func release(_ run: Int32, sizeClass: Int32) {
        bytes(run).storeBytes(of: freeHeads[sizeClass], as: Int32.self)
        freeHeads[sizeClass] = run
    }

    subscript(i: Int32) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(store.base + Int(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { store.base + Int(i) }
    }

    func deallocate() {
        store.deallocate()
        freeHeads.deallocate()
    }
}
