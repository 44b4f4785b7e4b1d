//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The view, view controller and layer strategies: rendering through the snapshot window, a moved
// pixel failing with a difference image, dark traits, device sizes and safe areas, text sizes,
// and the text strategies.

import Foundation
import SnapshotTesting
import Testing
import UIKit
@testable import UIKitSnapshotTesting

/// A controller whose view records the safe area and traits it was laid out with, and places a
/// green bar along the top of its safe area.
@MainActor final class ProbeController: UIViewController {
    var insets = UIEdgeInsets.zero
    var traits: UITraitCollection?
    let bar = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        bar.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        view.addSubview(bar)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        insets = view.safeAreaInsets
        traits = view.traitCollection
        bar.frame = CGRect(x: 0, y: insets.top, width: view.bounds.width, height: 10)
    }
}

@MainActor @Suite struct ViewStrategyTests {
    /// A 40×30 white view with a 10×10 red square at (x, 5).
    func card(squareAt x: CGFloat = 5) -> UIView {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
        v.backgroundColor = .white
        let square = UIView(frame: CGRect(x: x, y: 5, width: 10, height: 10))
        square.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        v.addSubview(square)
        return v
    }

    @Test func viewRendersAtItsSizeThroughTheRenderer() {
        let image = take(Snapshotting<UIView, UIImage>.image, card())
        #expect(image.cgImage?.width == 40 && image.cgImage?.height == 30)
        #expect(pixel(image, 6, 6) == [255, 0, 0, 255])
        #expect(pixel(image, 30, 20) == [255, 255, 255, 255])
        let twice = take(Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(displayScale: 2)), card())
        #expect(twice.cgImage?.width == 80 && twice.scale == 2)
    }

    /// The view is put back where it was after the snapshot.
    @Test func snapshottedViewIsRestored() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = card()
        v.frame.origin = CGPoint(x: 7, y: 9)
        parent.addSubview(v)
        _ = take(Snapshotting<UIView, UIImage>.image(size: CGSize(width: 60, height: 60)), v)
        #expect(v.superview === parent)
        #expect(v.frame == CGRect(x: 7, y: 9, width: 40, height: 30))
    }

    /// The sample flow: a matching view passes; the square moved by one point fails, naming a
    /// difference image that shows where.
    @Test func movedPixelFailsWithADifferenceImage() throws {
        let dir = freshSnapshotDirectory()
        _ = verifySnapshot(of: card(), as: .image, named: "card", snapshotDirectory: dir)
        #expect(verifySnapshot(of: card(), as: .image, named: "card", snapshotDirectory: dir) == nil)
        let message = try #require(verifySnapshot(of: card(squareAt: 6), as: .image, named: "card", snapshotDirectory: dir))
        #expect(message.contains("Snapshot \"card\" does not match reference."))
        let path = try #require(artifactPath("difference", in: message))
        let difference = try #require(UIImage(contentsOfFile: path))
        #expect(pixel(difference, 5, 7) != [0, 0, 0, 255])    // the column the square left
        #expect(pixel(difference, 15, 7) != [0, 0, 0, 255])   // the column it moved into
        #expect(pixel(difference, 10, 7) == [0, 0, 0, 255])   // red in both
        #expect(pixel(difference, 30, 25) == [0, 0, 0, 255])
    }

    @Test func darkTraitsRenderDark() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        v.backgroundColor = .systemBackground
        let label = UILabel(frame: v.bounds)
        label.text = "Aa"
        v.addSubview(label)
        let dark = take(Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(userInterfaceStyle: .dark)), v)
        let light = take(Snapshotting<UIView, UIImage>.image(traits: UITraitCollection(userInterfaceStyle: .light)), v)
        #expect(pixel(dark, 1, 1)[0] < 40)
        #expect(pixel(light, 1, 1)[0] > 215)
        #expect(v.traitCollection.userInterfaceStyle != .dark)   // nothing left behind
    }

    /// A larger text size makes a Dynamic Type label taller.
    @Test func contentSizeCategoryChangesFonts() {
        func height(_ category: UIContentSizeCategory) -> CGFloat {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.text = "Text"
            let vc = UIViewController()
            vc.view.addSubview(label)
            var size = CGSize.zero
            _ = _SnapshotHost.withHosted(view: vc.view, viewController: vc, config: .iPhone13,
                                         traits: UITraitCollection(preferredContentSizeCategory: category)) { _, _ in
                size = label.intrinsicContentSize
            }
            return size.height
        }
        #expect(height(.accessibilityExtraExtraExtraLarge) > height(.medium) * 1.5)
    }

    @Test func layerRendersAtItsBounds() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 6, height: 4)
        layer.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor
        let image = take(Snapshotting<CALayer, UIImage>.image, layer)
        #expect(image.cgImage?.width == 6 && image.cgImage?.height == 4)
        #expect(pixel(image, 3, 2) == [0, 0, 255, 255])
    }

    @Test func zeroSizeViewGivesAClearFailureNotACrash() {
        let dir = freshSnapshotDirectory()
        let v = UIView()
        _ = verifySnapshot(of: v, as: .image, named: "empty", snapshotDirectory: dir)
        let message = verifySnapshot(of: v, as: .image, named: "empty", snapshotDirectory: dir)
        #expect(message?.contains("Newly-taken snapshot could not be loaded") == true)
    }
}

@MainActor @Suite struct DeviceConfigTests {
    @Test func iPhone13PortraitSizeSafeAreaAndTraits() {
        let vc = ProbeController()
        let image = take(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13), vc)
        #expect(image.cgImage?.width == 390 && image.cgImage?.height == 844)
        #expect(vc.insets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(vc.traits?.horizontalSizeClass == .compact && vc.traits?.verticalSizeClass == .regular)
        #expect(vc.traits?.userInterfaceIdiom == .phone && vc.traits?.preferredContentSizeCategory == .medium)
        #expect(pixel(image, 100, 47) == [0, 255, 0, 255])   // the bar sits on the safe area's top
        #expect(pixel(image, 100, 46) != [0, 255, 0, 255])
        #expect(vc.parent == nil && vc.view.window == nil)     // taken out again
    }

    @Test func landscapeAndLargePhonesHaveTheLibrarysSizeClasses() {
        let vc = ProbeController()
        let max = take(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13ProMax(.landscape)), vc)
        #expect(max.cgImage?.width == 926 && max.cgImage?.height == 428)
        #expect(vc.insets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(vc.traits?.horizontalSizeClass == .regular && vc.traits?.verticalSizeClass == .compact)
        let small = ProbeController()
        _ = take(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13(.landscape)), small)
        // 844 points wide is regular by size alone: the device's traits say compact.
        #expect(small.traits?.horizontalSizeClass == .compact && small.traits?.verticalSizeClass == .compact)
    }

    @Test func presetsHaveTheLibrarysSizes() {
        #expect(ViewImageConfig.iPhoneSe.size == CGSize(width: 320, height: 568))
        #expect(ViewImageConfig.iPhoneSe.safeArea == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(ViewImageConfig.iPhone8(.landscape).size == CGSize(width: 667, height: 375))
        #expect(ViewImageConfig.iPhoneX(.landscape).safeArea == UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        #expect(ViewImageConfig.iPhone13Mini.safeArea == UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        #expect(ViewImageConfig.iPadMini.size == CGSize(width: 1024, height: 768))
        #expect(ViewImageConfig.iPadPro11(.portrait).safeArea == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size == CGSize(width: 678, height: 1024))
        #expect(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass == .regular)
        #expect(ViewImageConfig.iPadPro11(.portrait(splitView: .oneThird)).traits.horizontalSizeClass == .compact)
    }

    @Test func tabletAndDarkTraitsReachTheController() {
        let vc = ProbeController()
        let image = take(Snapshotting<UIViewController, UIImage>.image(on: .iPadMini(.portrait),
                                                                        traits: UITraitCollection(userInterfaceStyle: .dark)), vc)
        #expect(image.cgImage?.width == 768 && image.cgImage?.height == 1024)
        #expect(vc.traits?.userInterfaceIdiom == .pad && vc.traits?.horizontalSizeClass == .regular)
        #expect(vc.traits?.userInterfaceStyle == .dark)
        #expect(pixel(image, 300, 600)[0] < 40)
    }

    /// A navigation controller's window loses the top inset from its height, as the library's does.
    @Test func navigationControllerWindowAsTheLibraryMakesIt() {
        let nav = UINavigationController(rootViewController: ProbeController())
        let image = take(Snapshotting<UIViewController, UIImage>.image(on: .iPhone13), nav)
        #expect(image.cgImage?.width == 390 && image.cgImage?.height == 844 - 47)
    }
}

@MainActor @Suite struct TextStrategyTests {
    @Test func recursiveDescriptionIsStableText() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let label = UILabel(frame: CGRect(x: 8, y: 4, width: 60, height: 20.5))
        label.text = "Hello"
        v.addSubview(label)
        let text = take(Snapshotting<UIView, String>.recursiveDescription, v)
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("<UIView; frame = (0 0; 100 50);"))
        #expect(lines[1].hasPrefix("   | <UILabel; frame = (8 4; 60 20.5); text = 'Hello';"))
        #expect(!text.contains("0x"))
        #expect(take(Snapshotting<UIView, String>.recursiveDescription, v) == text)
    }

    @Test func hierarchyListsControllers() {
        let nav = UINavigationController(rootViewController: ProbeController())
        let text = take(Snapshotting<UIViewController, String>.hierarchy, nav)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("<UINavigationController>, state: appeared, view: <") == true)
        #expect(lines.contains { $0.hasPrefix("   | <ProbeController>, state: appeared, view: <UIView>") })
        let described = take(Snapshotting<UIViewController, String>.recursiveDescription(on: .iPhoneSe), ProbeController())
        #expect(described.hasPrefix("<UIView; frame = (0 0; 320 568);"))
    }
}

/// Hands a main-actor object to a test running elsewhere (the test only passes it on).
final class MainActorBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// A nonisolated test (Swift Testing runs it off the main thread) asserting a snapshot: the
/// strategy renders on the main actor instead of trapping.
@Suite struct OffMainThreadTests {
    @Test func strategyTakenOffTheMainThreadRendersOnTheMainActor() async {
        let box = await MainActor.run {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
            v.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            return MainActorBox(v)
        }
        var image: UIImage?
        Snapshotting<UIView, UIImage>.image.snapshot(box.value).run { image = $0 }
        #expect(image?.cgImage?.width == 8 && image?.cgImage?.height == 6)
        #expect(image.map { pixel($0, 4, 3) } == [255, 0, 0, 255])
    }
}
