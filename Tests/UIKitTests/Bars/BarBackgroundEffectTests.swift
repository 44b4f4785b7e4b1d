//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitTesting

/// `UIBarAppearance.backgroundEffect` and `init(idiom:)`: a bar given a blur shows what is under
/// it blurred, its colour over the blur; the default bar (Linux: no effect) and the configure
/// methods as documented.
@MainActor @Suite struct BarBackgroundEffectTests {
    @Test func effectIsStoredCopiedAndResetByTheConfigureMethods() {
        let a = UINavigationBarAppearance()
        #expect(a.backgroundEffect == nil, "Linux: the default background is a colour (PORTING)")
        let blur = UIBlurEffect(style: .systemThinMaterial)
        a.backgroundEffect = blur
        #expect(a.backgroundEffect === blur)
        let copy = a.copy() as! UINavigationBarAppearance
        #expect(copy.backgroundEffect === blur)
        #expect(UIToolbarAppearance(barAppearance: a).backgroundEffect === blur)
        for configure in [{ (x: UIBarAppearance) in x.configureWithOpaqueBackground() },
                          { $0.configureWithTransparentBackground() }, { $0.configureWithDefaultBackground() }] {
            let b = copy.copy() as! UINavigationBarAppearance
            configure(b)
            #expect(b.backgroundEffect == nil)
        }
        #expect(UINavigationBarAppearance(idiom: .phone).idiom == .phone)
        #expect(UIToolbarAppearance(idiom: .mac).idiom == .mac)
        #expect(UINavigationBarAppearance().idiom == UIDevice.current.userInterfaceIdiom)
        #expect((UINavigationBarAppearance(idiom: .tv).copy() as! UINavigationBarAppearance).idiom == .tv)
    }

    /// Largest minus smallest red value along a row of pixels (x0..<x1, scale 1).
    func spread(_ img: CGImage, y: Int, _ x0: Int, _ x1: Int) -> Int {
        var lo = 255, hi = 0
        for x in x0..<x1 { let r = Int(img.pixel(x: x, y: y)!.r); lo = min(lo, r); hi = max(hi, r) }
        return hi - lo
    }

    @Test func aBarWithABlurShowsWhatIsUnderItBlurred() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = .white
        // Black and white stripes, 6 points wide, under both bars.
        for i in 0..<25 where i % 2 == 0 {
            let s = UIView(frame: CGRect(x: CGFloat(i) * 12, y: 0, width: 6, height: 200))
            s.backgroundColor = .black
            root.addSubview(s)
        }
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        plain.items = [UINavigationItem(title: "")]
        root.addSubview(plain)
        let frosted = UINavigationBar(frame: CGRect(x: 0, y: 80, width: 300, height: 44))
        frosted.items = [UINavigationItem(title: "")]
        let look = UINavigationBarAppearance()
        look.backgroundEffect = UIBlurEffect(style: .systemUltraThinMaterial)
        frosted.standardAppearance = look
        root.addSubview(frosted)
        let tinted = UIToolbar(frame: CGRect(x: 0, y: 150, width: 300, height: 44))
        let toolLook = UIToolbarAppearance()
        toolLook.backgroundEffect = UIBlurEffect(style: .systemMaterial)
        toolLook.backgroundColor = UIColor.systemRed.withAlphaComponent(0.5)
        tinted.standardAppearance = toolLook
        root.addSubview(tinted)
        let host = UIKitTestHost(view: root, scale: 1)
        let img = host.render()
        // The plain bar (94 % grey) still shows the stripes faintly, sharp-edged.
        #expect(spread(img, y: 22, 100, 200) >= 8)
        // The blurred bar evens them out (a 15-point blur over 12-point stripes).
        #expect(spread(img, y: 102, 100, 200) <= 4, "\(spread(img, y: 102, 100, 200))")
        // Beside the bars the stripes are sharp.
        #expect(spread(img, y: 60, 100, 200) == 255)
        // The colour is drawn over the blur: the toolbar is red-tinted and even.
        let p = img.pixel(x: 150, y: 172)!
        #expect(Int(p.r) - Int(p.g) > 60, "\(p)")
        #expect(spread(img, y: 172, 100, 200) <= 4)
        // Taking the effect away gives the plain colour back.
        let noBlur = UIToolbarAppearance()
        noBlur.configureWithOpaqueBackground()
        noBlur.backgroundColor = .systemBlue
        tinted.standardAppearance = noBlur
        let after = host.render().pixel(x: 150, y: 172)!
        #expect(after.b > 200 && after.r < 60, "\(after)")
    }
}
