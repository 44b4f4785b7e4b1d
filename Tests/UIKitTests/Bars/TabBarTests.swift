//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKitTesting

@MainActor private final class BarDelegate: UITabBarDelegate {
    var selected: [String] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
}

/// UITabBar on its own, UITabBarItem, badges, colours, accessibility and the snapshot.
@MainActor @Suite struct TabBarTests {
    /// A 25-pt template glyph: a filled square with a hole, or a circle.
    static func glyph(round: Bool) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 25, height: 25)).image { ctx in
            UIColor.black.setFill()
            if round {
                UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 21, height: 21)).fill()
            } else {
                ctx.fill(CGRect(x: 3, y: 3, width: 19, height: 19))
                UIColor.white.setFill()
                ctx.fill(CGRect(x: 9, y: 9, width: 7, height: 7))
            }
        }
    }

    @Test func systemItemsHaveApplesTitlesAndRawValuesAndCantBeRenamed() {
        let expected: [(UITabBarItem.SystemItem, Int, String)] = [
            (.more, 0, "More"), (.favorites, 1, "Favorites"), (.featured, 2, "Featured"), (.topRated, 3, "Top Rated"),
            (.recents, 4, "Recents"), (.contacts, 5, "Contacts"), (.history, 6, "History"), (.bookmarks, 7, "Bookmarks"),
            (.search, 8, "Search"), (.downloads, 9, "Downloads"), (.mostRecent, 10, "Most Recent"), (.mostViewed, 11, "Most Viewed"),
        ]
        for (item, raw, title) in expected {
            #expect(item.rawValue == raw)
            let i = UITabBarItem(tabBarSystemItem: item, tag: raw + 100)
            #expect(i.title == title && i.tag == raw + 100)
            #expect(i.image != nil && i.image?.size == CGSize(width: 25, height: 25))
            i.title = "Other"
            i.image = nil
            #expect(i.title == title && i.image != nil)
        }
    }

    @Test func itemInitializersAndDefaults() {
        let img = TabBarTests.glyph(round: false), sel = TabBarTests.glyph(round: true)
        let i = UITabBarItem(title: "Home", image: img, selectedImage: sel)
        #expect(i.title == "Home" && i.image === img && i.selectedImage === sel && i.tag == 0)
        #expect(i.badgeValue == nil && i.badgeColor == nil && i.isEnabled)
        let j = UITabBarItem(title: "Two", image: nil, tag: 2)
        #expect(j.tag == 2 && j.selectedImage == nil)
        // A controller's item is made on first use from its title and follows it.
        let vc = UIViewController()
        vc.title = "Mail"
        #expect(vc.tabBarItem.title == "Mail")
        vc.title = "Post"
        #expect(vc.tabBarItem.title == "Post")
    }

    @Test func aStandaloneBarSelectsOnTapAndTellsItsDelegateOnlyForTaps() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 151, width: 300, height: 49))
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(bar)
        let a = UITabBarItem(title: "A", image: nil, tag: 0), b = UITabBarItem(title: "B", image: nil, tag: 1)
        bar.items = [a, b]
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.selectedItem = a
        #expect(delegate.selected.isEmpty && bar.selectedItem === a)
        let host = UIKitTestHost(view: root)
        host.tap(try #require(host.view(withAccessibilityLabel: "B")))
        #expect(bar.selectedItem === b && delegate.selected == ["B"])
        host.tap(try #require(host.view(withAccessibilityLabel: "B")))
        #expect(delegate.selected == ["B", "B"])
        // An item that isn't on the bar is logged and ignored.
        bar.selectedItem = UITabBarItem(title: "Z", image: nil, tag: 9)
        #expect(UIKitLog.didLog("is not one of the bar's items") && bar.selectedItem === b)
        // Replacing the items drops a selection that is gone.
        bar.setItems([a], animated: false)
        #expect(bar.selectedItem == nil && bar.items?.count == 1)
        // A disabled item can't be tapped.
        bar.items = [a, b]
        b.isEnabled = false
        host.tap(try #require(host.view(withAccessibilityLabel: "B")))
        #expect(delegate.selected == ["B", "B"] && bar.selectedItem == nil)
    }

    @Test func tabsAreAccessibleButtonsWithTheBadgeAsValue() throws {
        let tbc = UITabBarController()
        let a = UIViewController(), b = UIViewController()
        a.title = "Inbox"; b.title = "Outbox"
        tbc.viewControllers = [a, b]
        a.tabBarItem.badgeValue = "3"
        let host = UIKitTestHost(viewController: tbc)
        let nodes = UIAccessibility.elements(in: host.window)
        let inbox = try #require(nodes.first { $0.label == "Inbox" })
        #expect(inbox.value == "3")
        #expect(inbox.traits.contains(.button) && inbox.traits.contains(.selected))
        let outbox = try #require(nodes.first { $0.label == "Outbox" })
        #expect(outbox.value == nil && !outbox.traits.contains(.selected))
        a.tabBarItem.badgeValue = nil
        #expect(host.view(withAccessibilityLabel: "Inbox")?.accessibilityValue == nil)
        // VoiceOver's activation selects the tab through the delegate path.
        let log = TabLog()
        let delegate = TabDelegate(log)
        tbc.delegate = delegate
        #expect(host.view(withAccessibilityLabel: "Outbox")?.accessibilityActivate() == true)
        #expect(tbc.selectedIndex == 1 && log.lines == ["shouldSelect Outbox", "didSelect Outbox"])
    }

    /// A 390×200 screen with a tab bar of four items, the first selected and badged.
    func fourTabs() -> (UIKitTestHost, UITabBarController) {
        let tbc = UITabBarController()
        let names = ["Home", "Search", "Library", "Profile"]
        let vcs = names.enumerated().map { i, n -> UIViewController in
            let v = UIViewController()
            v.tabBarItem = UITabBarItem(title: n, image: TabBarTests.glyph(round: i % 2 == 1), tag: i)
            return v
        }
        vcs[2].tabBarItem.badgeValue = "12"
        tbc.viewControllers = vcs
        let host = UIKitTestHost(viewController: tbc, size: CGSize(width: 390, height: 200))
        host.window._setSafeAreaInsets(UIEdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
        host.window.layoutIfNeeded()
        host.advanceFrames(1)
        return (host, tbc)
    }

    @Test func imagesAreTintedSelectedBlueOthersGreyAndTheBadgeIsRed() throws {
        let (host, tbc) = fourTabs()
        let home = try #require(host.view(withAccessibilityLabel: "Home"))
        let search = try #require(host.view(withAccessibilityLabel: "Search"))
        let image = host.render()
        // The images' centres (7-pt holes aside: sample the square's rim and the circle).
        let homeImage = host.frame(of: (home.subviews.first { $0 is UIImageView })!)
        let searchImage = host.frame(of: (search.subviews.first { $0 is UIImageView })!)
        #expect(ControlTestSupport.pixel(image, CGPoint(x: homeImage.minX + 5, y: homeImage.midY), is: 0x007AFF, tol: 8))
        #expect(ControlTestSupport.pixel(image, CGPoint(x: searchImage.midX, y: searchImage.midY), is: 0x8E8E93, tol: 8))
        // The badge: red, to the upper right of the Library image.
        let library = try #require(host.view(withAccessibilityLabel: "Library"))
        let badge = try #require(library.subviews.first { $0 is _UITabBarBadgeView })
        let bf = host.frame(of: badge)
        #expect(bf.height == 18 && bf.width > 18)
        #expect(ControlTestSupport.pixel(image, CGPoint(x: bf.minX + 3, y: bf.midY), is: 0xFF3B30, tol: 8))
        // The hairline above the bar.
        let top = tbc.tabBar.frame.minY
        let line = ControlTestSupport.pixel(image, CGPoint(x: 5, y: top - 0.5))
        #expect(line.r < 200 && line.r > 120)

        // Colours set on the bar.
        tbc.tabBar.tintColor = .systemGreen
        tbc.tabBar.unselectedItemTintColor = .systemOrange
        tbc.viewControllers![2].tabBarItem.badgeColor = .systemPurple
        host.advanceFrames(1)
        let recoloured = host.render()
        #expect(ControlTestSupport.pixel(recoloured, CGPoint(x: homeImage.minX + 5, y: homeImage.midY), is: 0x34C759, tol: 8))
        #expect(ControlTestSupport.pixel(recoloured, CGPoint(x: searchImage.midX, y: searchImage.midY), is: 0xFF9500, tol: 8))
        #expect(ControlTestSupport.pixel(recoloured, CGPoint(x: bf.minX + 3, y: bf.midY), is: 0xAF52DE, tol: 8))
        // An opaque bar tint colour fills the bar.
        tbc.tabBar.barTintColor = .systemYellow
        tbc.tabBar.isTranslucent = false
        host.advanceFrames(1)
        #expect(ControlTestSupport.pixel(host.render(), CGPoint(x: 2, y: 195), is: 0xFFCC00, tol: 4))
    }

    @Test func snapshotOfFourTabsWithABadge() {
        let (host, _) = fourTabs()
        assertSnapshot(of: host, named: "four-tabs-badge", tolerance: .text)
    }
}

@MainActor private final class StyledTabs: UITabBarController {}

@MainActor @Suite struct TabBarAppearanceProxyTests {
    @Test func barColoursComeFromAppearanceProxies() {
        let proxy = UITabBar.appearance(whenContainedInInstancesOf: [StyledTabs.self])
        proxy.unselectedItemTintColor = .systemOrange
        proxy.barTintColor = .systemYellow
        proxy.isTranslucent = false
        let styled = StyledTabs(), plain = UITabBarController()
        styled.viewControllers = [UIViewController()]
        plain.viewControllers = [UIViewController()]
        let h1 = UIKitTestHost(viewController: styled)
        #expect(styled.tabBar.unselectedItemTintColor == .systemOrange)
        #expect(styled.tabBar.barTintColor == .systemYellow && !styled.tabBar.isTranslucent)
        h1.invalidate()
        let h2 = UIKitTestHost(viewController: plain)
        #expect(plain.tabBar.unselectedItemTintColor == nil && plain.tabBar.barTintColor == nil && plain.tabBar.isTranslucent)
        h2.invalidate()
    }
}

@MainActor @Suite struct TabBarSystemItemSnapshotTests {
    /// Two standalone bars showing the twelve system items (their outline images and titles).
    @Test func systemItems() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        root.backgroundColor = .white
        let all: [UITabBarItem.SystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts,
                                              .history, .bookmarks, .search, .downloads, .mostRecent, .mostViewed]
        for row in 0..<2 {
            let bar = UITabBar(frame: CGRect(x: 0, y: 6 + CGFloat(row) * 60, width: 390, height: 49))
            bar.items = all[(row * 6)..<(row * 6 + 6)].map { UITabBarItem(tabBarSystemItem: $0, tag: $0.rawValue) }
            bar.selectedItem = bar.items?.first
            root.addSubview(bar)
        }
        let host = UIKitTestHost(view: root, scale: 2)
        assertSnapshot(of: host, named: "system-items", tolerance: .text)
    }
}
