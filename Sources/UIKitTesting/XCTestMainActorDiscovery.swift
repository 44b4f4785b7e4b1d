//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

#if canImport(XCTest) && !canImport(ObjectiveC)
import XCTest

// `@MainActor` XCTestCase classes on Linux.
//
// SwiftPM finds XCTest methods on Linux by generating a file (compiled in Swift 5 mode, in a
// module of its own that `@testable import`s the test target) that lists each class's methods as
// `[("testA", testA), …]` and passes the list to XCTest's `testCase(_:)`. For a `@MainActor`
// class with only synchronous tests, the list's type is
// `[(String, (T) -> @MainActor () -> ())]`, and reaching XCTest's
// `[(String, (T) -> () throws -> Void)]` takes an array cast that the runtime refuses for each
// element (it will not drop the global actor): "Could not cast value of type
// '(T) -> @MainActor () -> ()'", before any test runs. One `async` test method hides the
// problem, because the generated list then wraps that method in `asyncTest(_:)` and the whole
// literal is typed without the actor.
//
// The overload below takes the list exactly as generated (any method type), so it is chosen over
// XCTest's (which needs a conversion); plain classes still go to XCTest's more specific overloads.
// It runs each test on the main actor, which is where XCTest already runs them (the main thread).
// The generated file sees it only if the test target re-exports UIKitTesting, once:
//
//     @_exported import UIKitTesting

/// Registers a `@MainActor` XCTestCase's synchronous test methods with XCTest on Linux (called by
/// SwiftPM's generated test list; see the file comment for the one line a test target needs).
///
/// Each method runs on the main actor; a method type this cannot call (not `() -> ()` or
/// `() throws -> ()`) is reported as a test failure naming the type, never a crash.
public func testCase<T: XCTestCase, Method>(_ allTests: [(String, (T) -> Method)]) -> XCTestCaseEntry {
    let type = String(describing: Method.self)
    let throwing = type.hasSuffix("() throws -> ()")
    // Isolation and sendability are not part of a synchronous function's calling convention, so
    // a `@MainActor () -> ()` value is called as one; `throws` is, so it is told apart by name.
    let callable = MemoryLayout<Method>.size == MemoryLayout<() -> Void>.size
        && (throwing || type.hasSuffix("() -> ()")) && !type.contains("async")
    return (T.self, allTests.map { entry in
        nonisolated(unsafe) let method = entry.1
        return (entry.0, { (testCase: XCTestCase) throws in
            guard callable, let instance = testCase as? T else {
                XCTFail("UIKitTesting cannot run \(T.self).\(entry.0): unsupported test method type \(type)")
                return
            }
            nonisolated(unsafe) let body = method(instance)
            try MainActor.assumeIsolated {
                if throwing {
                    try unsafeBitCast(body, to: (@MainActor () throws -> Void).self)()
                } else {
                    unsafeBitCast(body, to: (@MainActor () -> Void).self)()
                }
            }
        })
    })
}
#endif
