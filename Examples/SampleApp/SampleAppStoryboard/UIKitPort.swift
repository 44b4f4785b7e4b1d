//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The Linux target's own source file: Package.swift lists only this file in `sources:`, and
// UIKitPortPlugin compiles ported copies of every other Swift file of this folder (the iOS
// sources, unchanged). A comment only, so it compiles to nothing in Xcode too.
// The app starts at the iOS sources' @main type, and its window comes from Base.lproj/Main.storyboard
// (Info.plist's UISceneStoryboardFile), found in the target's SwiftPM resource bundle.
