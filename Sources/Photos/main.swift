//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// Photos: albums → an album's photos → a photo, from Main.storyboard (PhotosApp).
//
//   swift run Photos                                  # a window (UIKIT_WINDOW_SIZE, UIKIT_SCALE, UIKIT_INTERFACE_STYLE=dark)
//   swift run Photos --screenshot out.png [--size WxH] [--scale N] [--time T] [--script NAME]
//                                                     # headless; NAME: albums, search, grid, photo, zoom, swipe,
//                                                     # deletesheet, edit, favorite (PhotosScript)
// The photo shown and its zoom are restored at the next launch ($PHOTOS_STATE_FILE, else
// $XDG_STATE_HOME/uikit-photos/restoration.plist; headless runs neither read nor write it).
import DemoSupport
import Foundation
import PhotosApp
import UIKit

let usage = "[--size WxH] [--scale N] [--screenshot out.png [--time T] [--script \(PhotosScript.names.joined(separator: "|"))]]"
let options = DemoOptions.parse(program: "Photos", usage: usage, scripts: PhotosScript.names)

MainActor.assumeIsolated {
    if options.screenshot != nil {
        PhotosApp.disableRestoration()
        PhotosApp.drawImagesInline()
        DemoScreenshot.run(options, program: "Photos", launch: { host in
            host.launch(delegate: AppDelegate(), infoDictionary: PhotosApp.infoDictionary)
        }, script: { host, window, name in
            PhotosScript(host: host, window: window).run(name)
        })
    } else {
        options.exportWindowEnvironment()
        UIApplicationMain(delegate: AppDelegate())
    }
}
