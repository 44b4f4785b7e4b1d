//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import DemoSupport
import Foundation
import Testing
import UIKit
@testable import PhotosApp

/// The demos' shared command line (DemoSupport), as `Photos` and `UICatalog` parse it.
@Suite struct DemoOptionsTests {
    @Test func aScreenshotCommandLineIsRead() throws {
        let o = try DemoOptions.parsing(["--screenshot", "out.png", "--size", "800x600", "--scale", "2", "--time", "1.5", "--script", "zoom", "--still"],
                                        scripts: PhotosScript.names)
        #expect(o.screenshot == "out.png" && o.size == CGSize(width: 800, height: 600) && o.scale == 2)
        #expect(o.time == 1.5 && o.script == "zoom" && o.still)
    }

    @Test func anAppsOwnOptionsAreHandedToIt() throws {
        var page: String?
        let o = try DemoOptions.parsing(["--page", "table", "--screenshot", "x.png"], scripts: []) { option, next throws(DemoOptions.Failure) in
            guard option == "--page" else { return false }
            page = next()
            return true
        }
        #expect(page == "table" && o.screenshot == "x.png")
    }

    @Test func badCommandLinesSayWhatIsWrong() {
        #expect(throws: DemoOptions.Failure(message: "unknown argument '--frobnicate'")) {
            try DemoOptions.parsing(["--frobnicate"], scripts: PhotosScript.names)
        }
        #expect(throws: DemoOptions.Failure.self) { try DemoOptions.parsing(["--script", "nonsense"], scripts: PhotosScript.names) }
        #expect(throws: DemoOptions.Failure.self) { try DemoOptions.parsing(["--time", "-1"], scripts: []) }
        #expect(throws: DemoOptions.Failure.self) { try DemoOptions.parsing(["--time", "nan"], scripts: []) }
        #expect(throws: DemoOptions.Failure.self) { try DemoOptions.parsing(["--screenshot"], scripts: []) }
        // An unusable size or scale is reported and the default used, as UICatalog always did.
        #expect((try? DemoOptions.parsing(["--size", "0x-3"], scripts: []))?.size == nil)
    }
}
