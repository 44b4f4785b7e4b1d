// Manually managed storage for the tableau: fixed-layout element buffers with unchecked
// subscripts, and a pool of variable-length runs (rows and columns) carved out of one buffer.
// Everything here holds trivial (POD) elements only, so nothing is retained or released on the
// solver's hot paths, and the owner (`SolverCore`) frees it explicitly.

/// A growable buffer of trivial elements, addressed without bounds checks. Growth moves the
/// elements, so never keep a pointer into it across a call that may grow it.
struct Buffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int

    init(capacity: Int, fill: Element) {
        let n = Swift.max(capacity, 4)
        base = .allocate(capacity: n)
        base.initialize(repeating: fill, count: n)
        self.capacity = n
    }

    subscript(i: Int32) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + Int(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { base + Int(i) }
    }

    subscript(i: Int) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(base + i) }
        @inline(__always) nonmutating unsafeMutableAddress { base + i }
    }

    /// Grows (doubling) to at least `count` elements, new ones set to `fill`.
    mutating func reserve(_ count: Int, fill: Element) {
        guard count > capacity else { return }
        var n = capacity
        while n < count { n *= 2 }
        let fresh = UnsafeMutablePointer<Element>.allocate(capacity: n)
        fresh.moveInitialize(from: base, count: capacity)
        (fresh + capacity).initialize(repeating: fill, count: n - capacity)
        base.deallocate()
        base = fresh
        capacity = n
    }

    /// Sets the first `count` elements to `value`.
    func fill(_ value: Element, count: Int) {
        base.update(repeating: value, count: Swift.min(count, capacity))
    }

    func deallocate() {
        base.deinitialize(count: capacity)
        base.deallocate()
    }
}

/// Runs of `4 << sizeClass` elements carved from one `Buffer`, with a free list per size
/// class. A run is named by its offset, which stays valid when the buffer grows.
struct Pool<Element> {
    var store: Buffer<Element>
    private var top: Int32 = 0
    private var freeRuns: [[Int32]] = Array(repeating: [], count: 30)
    private let filler: Element

    init(fill: Element) {
        store = Buffer(capacity: 1024, fill: fill)
        filler = fill
    }

    @inline(__always) static func capacity(ofClass sizeClass: Int32) -> Int32 { 4 << sizeClass }

    /// The smallest size class holding `count` elements.
    @inline(__always) static func sizeClass(for count: Int32) -> Int32 {
        var c: Int32 = 0
        while (4 << c) < count { c += 1 }
        return c
    }

    mutating func allocate(sizeClass: Int32) -> Int32 {
        if let run = freeRuns[Int(sizeClass)].popLast() { return run }
        let run = top
        top += Self.capacity(ofClass: sizeClass)
        store.reserve(Int(top), fill: filler)
        return run
    }

    mutating func free(_ run: Int32, sizeClass: Int32) {
        freeRuns[Int(sizeClass)].append(run)
    }

    subscript(i: Int32) -> Element {
        @inline(__always) unsafeAddress { UnsafePointer(store.base + Int(i)) }
        @inline(__always) nonmutating unsafeMutableAddress { store.base + Int(i) }
    }

    func deallocate() { store.deallocate() }
}
