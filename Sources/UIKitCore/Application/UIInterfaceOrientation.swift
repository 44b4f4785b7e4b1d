//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The orientation of the app's user interface (Apple's raw values). On Linux a window taller
/// than wide is `.portrait`, a wider one `.landscapeRight`.
public enum UIInterfaceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright, home button (or bottom) below.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Landscape, home button (or bottom) on the left.
    case landscapeLeft = 4
    /// Landscape, home button (or bottom) on the right.
    case landscapeRight = 3

    /// True for `.portrait` and `.portraitUpsideDown`.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for `.landscapeLeft` and `.landscapeRight`.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations (what a view controller supports). Apple's raw values.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
    /// The raw value (Apple's bits: 1 << each orientation's raw value).
    public let rawValue: UInt
    /// The mask with these bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Portrait.
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    /// Landscape left.
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    /// Landscape right.
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    /// Portrait upside down.
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    /// Both landscapes.
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    /// Every orientation but upside down (the iPhone default).
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// The style of the status bar's content (Apple's raw values). Desktop windows have no status
/// bar; the value is kept and reported (`UIStatusBarManager.statusBarStyle`).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content in light mode, light content in dark mode.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden (Apple's raw values).
public enum UIStatusBarAnimation: Int, Sendable {
    /// No animation.
    case none = 0
    /// Fades.
    case fade = 1
    /// Slides.
    case slide = 2
}
