//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

/// The physical orientation of the device (Apple's raw values).
public enum UIDeviceOrientation: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// Upright.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned so the bottom is on the right (the interface's `.landscapeRight`).
    case landscapeLeft = 3
    /// Turned so the bottom is on the left (the interface's `.landscapeLeft`).
    case landscapeRight = 4
    /// Lying flat, screen up.
    case faceUp = 5
    /// Lying flat, screen down.
    case faceDown = 6

    /// True for the two portrait orientations.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// True for the two landscape orientations.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// True for face up and face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// True for the orientations an interface can take (not unknown, not flat).
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}
