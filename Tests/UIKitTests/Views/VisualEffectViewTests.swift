//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
@testable import UIKitCore
import UIKitTesting

/// UIVisualEffectView: Apple's raw values, a real blur of what is behind the view (tinted per
/// style), kept right when things under it or near it change, and vibrancy.
@MainActor @Suite(.serialized) struct VisualEffectViewTests {
    typealias S = ControlTestSupport

    /// A white 240 × 160 root with a black stripe (x 110…130) and a blur view over x 60…180, y 20…100.
    func scene(_ effect: UIVisualEffect?) -> (UIKitTestHost, UIView, UIVisualEffectView) {
        let root = S.root(CGSize(width: 240, height: 160))
        let stripe = UIView(frame: CGRect(x: 110, y: 0, width: 20, height: 160))
        stripe.backgroundColor = .black
        root.addSubview(stripe)
        let blur = UIVisualEffectView(effect: effect)
        blur.frame = CGRect(x: 60, y: 20, width: 120, height: 80)
        root.addSubview(blur)
        return (UIKitTestHost(view: root), stripe, blur)
    }

    /// The frame repainted from scratch must equal what the incremental frames left.
    func expectMatchesFullRepaint(_ h: UIKitTestHost, sourceLocation: SourceLocation = #_sourceLocation) {
        let incremental = h.render()
        h.headless.surfaces.first?.renderer?.setNeedsFullRepaint()
        h.advanceFrames(1)
        let full = h.render()
        var differing = 0
        for y in 0..<full.height { for x in 0..<full.width {
            guard let p = full.pixel(x: x, y: y), let q = incremental.pixel(x: x, y: y) else { continue }
            if abs(Int(p.r) - Int(q.r)) > 2 || abs(Int(p.g) - Int(q.g)) > 2 || abs(Int(p.b) - Int(q.b)) > 2 { differing += 1 }
        } }
        #expect(differing == 0, "the incremental frame differs from a full repaint in \(differing) pixels", sourceLocation: sourceLocation)
    }

    @Test func rawValues() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.light.rawValue == 1)
        #expect(UIBlurEffect.Style.dark.rawValue == 2 && UIBlurEffect.Style.regular.rawValue == 4)
        #expect(UIBlurEffect.Style.prominent.rawValue == 5 && UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6)
        #expect(UIBlurEffect.Style.systemChromeMaterial.rawValue == 10 && UIBlurEffect.Style.systemMaterialLight.rawValue == 13)
        #expect(UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test func blursWhatIsBehindIt() {
        let (h, _, blur) = scene(UIBlurEffect(style: .light))
        let img = h.render()
        // Outside the view the stripe is sharp.
        #expect(S.pixel(img, CGPoint(x: 120, y: 130), is: 0x000000, tol: 4))
        #expect(S.pixel(img, CGPoint(x: 100, y: 130), is: 0xFFFFFF, tol: 4))
        // Under the view it is spread out: lighter in its middle, darker beside it.
        let middle = S.pixel(img, CGPoint(x: 120, y: 60)), beside = S.pixel(img, CGPoint(x: 100, y: 60))
        #expect(middle.g > 60, "the stripe's middle is blurred lighter (\(middle))")
        #expect(beside.g < 235, "10 pt beside the stripe is blurred darker (\(beside))")
        #expect(beside.g > middle.g)
        // No effect: the stripe is sharp under the view too.
        blur.effect = nil
        h.advanceFrames(1)
        #expect(S.pixel(h.render(), CGPoint(x: 120, y: 60), is: 0x000000, tol: 4))
        #expect(S.pixel(h.render(), CGPoint(x: 100, y: 60), is: 0xFFFFFF, tol: 4))
    }

    @Test func stylesTintTheBlur() {
        let (h, _, blur) = scene(UIBlurEffect(style: .dark))
        let dark = S.pixel(h.render(), CGPoint(x: 70, y: 60))
        #expect(dark.g < 110, "dark: a dark grey over white (\(dark))")
        blur.effect = UIBlurEffect(style: .extraLight)
        h.advanceFrames(1)
        let light = S.pixel(h.render(), CGPoint(x: 120, y: 60))
        #expect(light.g > 150, "extra light: the stripe all but hidden (\(light))")
        blur.effect = UIBlurEffect(style: .systemMaterialDark)
        h.advanceFrames(1)
        #expect(S.pixel(h.render(), CGPoint(x: 70, y: 60)).g < 110)
    }

    @Test func changesUnderOrNearTheBlurRepaintIt() {
        let (h, stripe, blur) = scene(UIBlurEffect(style: .light))
        // Under the view.
        stripe.frame.origin.x = 140
        h.advanceFrames(1)
        expectMatchesFullRepaint(h)
        // Beside the view, within the blur's reach: the blur's edge changes.
        let near = UIView(frame: CGRect(x: 40, y: 30, width: 15, height: 60))
        near.backgroundColor = .systemRed
        h.rootView.insertSubview(near, belowSubview: blur)
        h.advanceFrames(1)
        expectMatchesFullRepaint(h)
        #expect(S.pixel(h.render(), CGPoint(x: 62, y: 60)).g < 240, "the red square bleeds into the blur's edge")
        // Content over the blur: drawn sharp on top.
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 100, height: 20))
        label.text = "Title"
        blur.contentView.addSubview(label)
        h.advanceFrames(1)
        expectMatchesFullRepaint(h)
        // A static screen makes no frames.
        #expect(h.runUntilIdle(timeout: 1))
    }

    @Test func roundedCornersAndContentView() {
        let (h, _, blur) = scene(UIBlurEffect(style: .dark))
        blur.layer.cornerRadius = 20
        blur.clipsToBounds = true
        h.advanceFrames(1)
        let img = h.render()
        #expect(S.pixel(img, CGPoint(x: 61, y: 21), is: 0xFFFFFF, tol: 8), "the corner is cut")
        #expect(S.pixel(img, CGPoint(x: 80, y: 60)).g < 110)
        #expect(blur.contentView.superview === blur && blur.contentView.frame == blur.bounds)
        #expect(h.view(withAccessibilityIdentifier: "none") == nil)
    }

    @Test func vibrancyShowsTheContentFaded() {
        let (h, _, blur) = scene(UIBlurEffect(style: .light))
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .tertiaryLabel))
        vibrancy.frame = blur.bounds
        blur.contentView.addSubview(vibrancy)
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        square.backgroundColor = .black
        vibrancy.contentView.addSubview(square)
        h.advanceFrames(1)
        let p = S.pixel(h.render(), CGPoint(x: 75, y: 35))
        #expect(p.g > 120 && p.g < 240, "tertiary: the black square at 30 % (\(p))")
    }
}

/// The look of the blur styles over coloured stripes (__Snapshots__/VisualEffectSnapshotTests).
@MainActor @Suite(.serialized) struct VisualEffectSnapshotTests {
    @Test func blurStyles() {
        let root = ControlTestSupport.root(CGSize(width: 360, height: 150))
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
        for i in 0..<15 {
            let stripe = UIView(frame: CGRect(x: CGFloat(i) * 24, y: 0, width: 12, height: 150))
            stripe.backgroundColor = colours[i % colours.count]
            root.addSubview(stripe)
        }
        let styles: [UIBlurEffect.Style] = [.light, .extraLight, .dark, .systemUltraThinMaterial, .systemMaterial, .systemThickMaterialDark]
        for (i, style) in styles.enumerated() {
            let v = UIVisualEffectView(effect: UIBlurEffect(style: style))
            v.frame = CGRect(x: 10 + CGFloat(i % 3) * 115, y: 10 + CGFloat(i / 3) * 70, width: 105, height: 60)
            v.layer.cornerRadius = 10
            v.clipsToBounds = true
            let label = UILabel(frame: v.bounds)
            label.text = "\(style.rawValue)"
            label.textAlignment = .center
            label.textColor = [2, 19].contains(style.rawValue) ? .white : .black
            v.contentView.addSubview(label)
            root.addSubview(v)
        }
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "blur-styles", tolerance: SnapshotTolerance(channelDelta: 2, pixelFraction: 0.002))
    }
}
