//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import QuartzCore

/// A solid-coloured layer.
@MainActor func box(_ frame: CGRect, _ color: CGColor?) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backgroundColor = color
    return l
}

@MainActor func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> CGColor { CGColor(red: r, green: g, blue: b, alpha: 1) }

/// Pixel (r, g, b) of an image.
func px(_ img: CGImage?, _ x: Int, _ y: Int) -> (Int, Int, Int) {
    guard let p = img?.pixel(x: x, y: y) else { return (-1, -1, -1) }
    return (Int(p.r), Int(p.g), Int(p.b))
}

/// A renderer over an owned target, rendered once (full frame).
@MainActor func makeRenderer(_ root: CALayer, width: Int, height: Int, scale: CGFloat = 1) -> CARenderer {
    let target = CARenderTarget(width: width, height: height, scale: scale)!
    let r = CARenderer(layer: root, target: target)
    frame(r)
    return r
}

/// One frame: begin, render, end.
@MainActor func frame(_ r: CARenderer, at t: CFTimeInterval? = nil) {
    r.beginFrame(atTime: t ?? CACurrentMediaTime())
    r.render()
    r.endFrame()
}

/// Raw bytes of the target (for exact comparisons).
@MainActor func bytes(_ r: CARenderer) -> [UInt8] {
    let img = r.target.makeImage()!
    return img.rgbaPixels()
}

/// Where two renderers' pixels differ: nil when identical, else (count, first x, first y).
@MainActor func pixelDifference(_ a: CARenderer, _ b: CARenderer) -> (count: Int, x: Int, y: Int)? {
    let x = bytes(a), y = bytes(b)
    guard x.count == y.count else { return (-1, 0, 0) }
    var count = 0, first = -1
    for i in 0..<x.count where x[i] != y[i] { count += 1; if first < 0 { first = i } }
    if count == 0 { return nil }
    let w = a.target.width
    return (count, (first / 4) % w, (first / 4) / w)
}

/// A layer that counts its draws.
final class DrawingLayer: CALayer {
    var draws = 0
    var color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(color)
        ctx.fill(bounds)
    }
}

/// A delegate that can refuse actions and records layout calls.
final class TestDelegate: CALayerDelegate {
    var refuseActions = true
    var layouts: [String] = []
    var draws = 0
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { refuseActions ? NSNull() : nil }
    func layoutSublayers(of layer: CALayer) { layouts.append(layer.name ?? "?") }
    func draw(_ layer: CALayer, in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        ctx.fill(layer.bounds)
    }
}

final class StopRecorder: CAAnimationDelegate {
    var starts = 0
    var stops: [Bool] = []
    func animationDidStart(_ anim: CAAnimation) { starts += 1 }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

func approx(_ a: CGFloat, _ b: CGFloat, _ tol: CGFloat = 1e-6) -> Bool { abs(a - b) <= tol }

/// Puts the shared clock in manual mode at `t`. Called at the top of each test body: tests of
/// other suites (UIKit's too) may switch the shared clock between a suite's init and its test.
@MainActor func manualClock(_ t: CFTimeInterval) { CAMediaClock.shared._useManualTimeOutsideHosts(startingAt: t) }
