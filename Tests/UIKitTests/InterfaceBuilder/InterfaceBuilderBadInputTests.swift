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

/// An app screen made in code beside what a bad document loads: a button that counts its
/// taps (the rest of the app must keep working) and a slot for the loaded content.
@MainActor final class IBBadInputApp {
    let controller = UIViewController()
    let button = UIButton(type: .system)
    let slot = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 600))
    let host: UIKitTestHost
    var taps = 0

    init() {
        controller.view.backgroundColor = .systemBackground
        button.setTitle("App button", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        controller.view.addSubview(button)
        controller.view.addSubview(slot)
        host = UIKitTestHost(viewController: controller)
        button.addAction(UIAction { [unowned self] _ in taps += 1 }, for: .touchUpInside)
        host.advanceFrames(1)
    }

    /// Shows `view` in the slot, lays it out and draws a frame; then taps the app's button and
    /// says whether it still answered.
    func showAndCheckTheApp(_ view: UIView?) -> Bool {
        if let view {
            view.frame = slot.bounds
            slot.addSubview(view)
        }
        host.advanceFrames(2)
        let before = taps
        host.tap(button)
        return taps == before + 1 && button.window != nil && button.currentTitle == "App button"
    }
}

/// Bad documents through UIKit's loader: each problem is logged naming the document and the
/// object, nothing crashes, loading goes on where iOS would, and the app's own views keep
/// working.
@MainActor @Suite(.serialized) struct InterfaceBuilderBadInputTests {
    /// A view with a label and a button, as a card xib holds them; `extra` goes in its subviews.
    static func card(_ extra: String = "", labelAttributes: String = "", connections: String = "") -> String {
        IBTestBundle.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="IBCardOwner" customModule="UIKitTests" customModuleProvider="target">
                <connections>
                    <outlet property="rootView" destination="Roo-t0-vew" id="Out-00-aaa"/>
                    <outlet property="titleLabel" destination="Lbl-00-aaa" id="Out-01-aaa"/>
                    \(connections)
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Roo-t0-vew">
                <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Hello" \(labelAttributes) id="Lbl-00-aaa">
                        <rect key="frame" x="20" y="20" width="260" height="24"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="textColor"/>
                    </label>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="Btn-00-aaa">
                        <rect key="frame" x="20" y="60" width="100" height="40"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <state key="normal" title="Tap"/>
                        <connections>
                            <action selector="tappedNoArguments" destination="-1" eventType="touchUpInside" id="Act-00-aaa"/>
                        </connections>
                    </button>
                    \(extra)
                </subviews>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </view>
            """, resources: """
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
            """)
    }

    /// Loads `Name.xib` holding `text` with a fresh owner.
    static func loadCard(_ text: String, name: String = "Card") -> (IBCardOwner, [Any]) {
        let owner = IBCardOwner()
        let objects = UINib(nibName: name, bundle: IBTestBundle.make(["\(name).xib": text])).instantiate(withOwner: owner)
        return (owner, objects)
    }

    /// A logged message that names `document` and contains every one of `parts`.
    static func logged(_ document: String, _ parts: String...) -> Bool {
        UIKitLog.recentMessages.contains { m in m.contains(document) && parts.allSatisfy { m.contains($0) } }
    }

    // MARK: Malformed documents

    @Test func malformedXMLLogsTheDocumentAndLineAndLoadsNothing() {
        let app = IBBadInputApp()
        UIKitLog.clearRecentMessages()
        let broken = Self.card().replacingOccurrences(of: "</label>", with: "</lable>")
        let (owner, objects) = Self.loadCard(broken, name: "Broken")
        #expect(objects.isEmpty)
        #expect(owner.rootView == nil)
        #expect(Self.logged("Broken.xib", "Could not load NIB", "line "))
        // A storyboard cut off half-way.
        let story = SBMain.document
        let cut = String(story.prefix(story.count / 2))
        let storyboard = UIStoryboard(name: "Cut", bundle: IBTestBundle.make(["Cut.storyboard": cut]))
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(type(of: storyboard.instantiateViewController(withIdentifier: "Home")) == UIViewController.self)
        #expect(Self.logged("Cut.storyboard", "Could not load the storyboard named 'Cut'", "line "))
        // Not an Interface Builder document at all.
        let (_, none) = Self.loadCard("<html><body>hi</body></html>", name: "Page")
        #expect(none.isEmpty)
        #expect(Self.logged("Page.xib", "not the <document>"))
        #expect(app.showAndCheckTheApp(nil))
    }

    @Test func unknownElementsAndAttributesAreLoggedAndTheRestLoads() throws {
        let app = IBBadInputApp()
        UIKitLog.clearRecentMessages()
        let text = Self.card("""
            <hologramView contentMode="scaleToFill" id="Hol-00-aaa">
                <rect key="frame" x="0.0" y="120" width="100" height="40"/>
            </hologramView>
            <view contentMode="scaleToFill" id="Dep-00-aaa">
                <rect key="frame" x="0.0" y="120" width="100" height="40" depth="3"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """, labelAttributes: #"sparkleLevel="11""#)
        let bundle = IBTestBundle.make(["Card.xib": text])
        let owner = IBCardOwner()
        let objects = UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: owner)
        let root = try #require(objects.first as? UIView)
        // The label, the button and the view; the unknown element is skipped. An unknown
        // attribute of an object element is ignored (as iOS ignores keys a class doesn't read),
        // and logged once, when the document is first read.
        #expect(root.subviews.count == 3)
        #expect(Self.logged("Card.xib", "Lbl-00-aaa", "<label> attribute sparkleLevel is ignored"))
        UIKitLog.clearRecentMessages()
        _ = UINib(nibName: "Card", bundle: bundle).instantiate(withOwner: IBCardOwner())
        #expect(!Self.logged("Card.xib", "sparkleLevel"))
        #expect(owner.titleLabel?.text == "Hello")
        #expect(Self.logged("Card.xib", "Hol-00-aaa", "unknown element <hologramView>"))
        #expect(Self.logged("Card.xib", "Dep-00-aaa", "unknown attribute depth"))
        #expect(root.subviews[2].frame == CGRect(x: 0, y: 120, width: 100, height: 40))
        #expect(app.showAndCheckTheApp(root))
        // The loaded button still reaches its owner.
        app.host.tap(try #require(root.subviews.compactMap { $0 as? UIButton }.first))
        #expect(owner.log == ["()"])
    }

    // MARK: Connections to missing objects

    @Test func outletsAndActionsToMissingObjectsAreLoggedAndSkipped() throws {
        let app = IBBadInputApp()
        UIKitLog.clearRecentMessages()
        let text = Self.card(connections: """
            <outlet property="buttons" destination="Gon-e0-000" id="Out-02-aaa"/>
            """).replacingOccurrences(of: #"<action selector="tappedNoArguments" destination="-1""#,
                                      with: #"<action selector="tappedNoArguments" destination="Nob-od-y00""#)
        let (owner, objects) = Self.loadCard(text)
        let root = try #require(objects.first as? UIView)
        #expect(owner.rootView === root)
        #expect(owner.titleLabel?.text == "Hello")
        #expect(Self.logged("Card.xib", "(object -1)", "the outlet buttons points to Gon-e0-000"))
        #expect(Self.logged("Card.xib", "(object Btn-00-aaa)", "the action tappedNoArguments targets Nob-od-y00"))
        #expect(app.showAndCheckTheApp(root))
        app.host.tap(try #require(root.subviews.compactMap { $0 as? UIButton }.first))
        #expect(owner.log.isEmpty)
    }

    @Test func aSegueToAMissingDestinationIsLoggedAndTheScreenStays() throws {
        let doc = SBMain.document.replacingOccurrences(of: #"<segue destination="Det-00-aaa" kind="show" identifier="showDetail""#,
                                                       with: #"<segue destination="Mis-si-ng0" kind="show" identifier="showDetail""#)
        UIKitLog.clearRecentMessages()
        let storyboard = UIStoryboard(name: "Main", bundle: IBTestBundle.make(["Main.storyboard": doc]))
        let nav = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        let home = try #require(nav.viewControllers.first as? SBHomeViewController)
        let host = UIKitTestHost(viewController: nav)
        host.advanceFrames(2)
        host.tap(try #require(home.goButton))
        host.advance(by: 1)
        #expect(nav.viewControllers.count == 1)
        #expect(Self.logged("Main.storyboard", "Seg-01-aaa", "Mis-si-ng0"))
        // The rest of the screen works: the manual segue still pushes.
        home.performSegue(withIdentifier: "manualDetail", sender: nil)
        host.advance(by: 1)
        #expect(nav.topViewController is SBDetailViewController)
    }

    // MARK: Cycles

    /// A storyboard of `scenes`: view controllers whose views hold a container each.
    static func embedStoryboard(_ embeds: [(String, String)], initial: String) -> String {
        var scenes = ""
        for (i, (id, destination)) in embeds.enumerated() {
            scenes += """
                <scene sceneID="Scn-0\(i)-emb">
                    <objects>
                        <viewController storyboardIdentifier="\(id)" title="\(id)" id="\(id)" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(id)-view">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <containerView opaque="NO" contentMode="scaleToFill" fixedFrame="YES" id="\(id)-box">
                                        <rect key="frame" x="0.0" y="100" width="393" height="400"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                                        <connections>
                                            <segue destination="\(destination)" kind="embed" id="\(id)-emb"/>
                                        </connections>
                                    </containerView>
                                </subviews>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id)-fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

                """
        }
        return IBTestBundle.storyboard(initial: initial, scenes)
    }

    @Test func anEmbedCycleStopsAtTheRepeatAndIsLogged() throws {
        UIKitLog.clearRecentMessages()
        let doc = Self.embedStoryboard([("Ctl-AA-aaa", "Ctl-BB-bbb"), ("Ctl-BB-bbb", "Ctl-AA-aaa")], initial: "Ctl-AA-aaa")
        let storyboard = UIStoryboard(name: "Cycle", bundle: IBTestBundle.make(["Cycle.storyboard": doc]))
        let a = try #require(storyboard.instantiateInitialViewController())
        let host = UIKitTestHost(viewController: a)
        host.advanceFrames(3)
        #expect(a.children.count == 1)
        let b = try #require(a.children.first)
        #expect(b.title == "Ctl-BB-bbb")
        #expect(b.isViewLoaded)
        #expect(b.children.isEmpty)
        #expect(b.view.window != nil)
        #expect(Self.logged("Cycle.storyboard", "Ctl-BB-bbb-emb", "embed cycle"))
    }

    @Test func aSceneThatEmbedsItselfIsLoggedOnce() throws {
        UIKitLog.clearRecentMessages()
        let doc = Self.embedStoryboard([("Ctl-SS-sss", "Ctl-SS-sss")], initial: "Ctl-SS-sss")
        let storyboard = UIStoryboard(name: "Selfie", bundle: IBTestBundle.make(["Selfie.storyboard": doc]))
        let a = try #require(storyboard.instantiateInitialViewController())
        let host = UIKitTestHost(viewController: a)
        host.advanceFrames(3)
        #expect(a.children.isEmpty)
        #expect(a.view.subviews.count == 1)   // the empty container
        #expect(Self.logged("Selfie.storyboard", "Ctl-SS-sss-emb", "embed cycle"))
    }

    @Test func anEmbedCycleThroughANavigationControllerEndsToo() throws {
        // A embeds a navigation controller whose root is A: the repeat comes when the
        // navigation controller shows its root, a layout later.
        UIKitLog.clearRecentMessages()
        let embeds = Self.embedStoryboard([("Ctl-AA-aaa", "Nav-NN-nnn")], initial: "Ctl-AA-aaa")
        let nav = """
            <scene sceneID="Scn-NN-nav">
                <objects>
                    <navigationController id="Nav-NN-nnn" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-NN-bar">
                            <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </navigationBar>
                        <connections>
                            <segue destination="Ctl-AA-aaa" kind="relationship" relationship="rootViewController" id="Nav-NN-rel"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            """
        let doc = embeds.replacingOccurrences(of: "    </scenes>", with: nav + "\n    </scenes>")
        let storyboard = UIStoryboard(name: "NavCycle", bundle: IBTestBundle.make(["NavCycle.storyboard": doc]))
        let a = try #require(storyboard.instantiateInitialViewController())
        let host = UIKitTestHost(viewController: a)
        host.advanceFrames(5)
        let inner = try #require(a.children.first as? UINavigationController)
        let a2 = try #require(inner.viewControllers.first)
        #expect(a2.title == "Ctl-AA-aaa")
        #expect(a2 !== a)
        #expect(a2.children.isEmpty)
        #expect(Self.logged("NavCycle.storyboard", "Ctl-AA-aaa-emb", "embed cycle"))
    }

    @Test func aRelationshipCycleIsLoggedAndTheControllersAreStillMade() throws {
        UIKitLog.clearRecentMessages()
        func relationships(_ id: String, _ element: String, _ relationship: String, _ children: [String]) -> String {
            """
            <scene sceneID="\(id)-scn">
                <objects>
                    <\(element) storyboardIdentifier="\(id)" id="\(id)" sceneMemberID="viewController">
                        <connections>
                            \(children.enumerated().map { #"<segue destination="\#($1)" kind="relationship" relationship="\#(relationship)" id="\#(id)-rel\#($0)"/>"# }.joined(separator: "\n"))
                        </connections>
                    </\(element)>
                </objects>
            </scene>

            """
        }
        let first = """
            <scene sceneID="Vc1-11-scn">
                <objects>
                    <viewController title="First" id="Vc1-11-aaa" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="Vc1-11-vew">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </view>
                    </viewController>
                </objects>
            </scene>

            """
        // A tab bar controller whose second tab is itself; two navigation controllers each
        // other's root; a navigation controller that is its own root.
        let doc = IBTestBundle.storyboard(initial: "Tab-11-aaa",
                                          relationships("Tab-11-aaa", "tabBarController", "viewControllers", ["Vc1-11-aaa", "Tab-11-aaa"]) + first
                                          + relationships("Nav-22-aaa", "navigationController", "rootViewController", ["Nav-22-bbb"])
                                          + relationships("Nav-22-bbb", "navigationController", "rootViewController", ["Nav-22-aaa"])
                                          + relationships("Nav-33-ccc", "navigationController", "rootViewController", ["Nav-33-ccc"]))
        let storyboard = UIStoryboard(name: "Loop", bundle: IBTestBundle.make(["Loop.storyboard": doc]))
        let tabs = try #require(storyboard.instantiateInitialViewController() as? UITabBarController)
        #expect(tabs.viewControllers?.map { $0.title ?? "" } == ["First"])
        #expect(Self.logged("Loop.storyboard", "Tab-11-aaa", "relationship cycle"))
        let host = UIKitTestHost(viewController: tabs)
        host.advanceFrames(2)
        #expect(tabs.selectedViewController?.view.window != nil)
        // Each other's root: made, the repeat refused (a navigation controller can't be a
        // root anyway, as on iOS).
        UIKitLog.clearRecentMessages()
        _ = storyboard.instantiateViewController(withIdentifier: "Nav-22-aaa")
        #expect(Self.logged("Loop.storyboard", "Nav-22-aaa", "relationship cycle"))
        let selfRooted = try #require(storyboard.instantiateViewController(withIdentifier: "Nav-33-ccc") as? UINavigationController)
        #expect(selfRooted.viewControllers.isEmpty)
        #expect(Self.logged("Loop.storyboard", "Nav-33-ccc", "relationship cycle"))
        let app = IBBadInputApp()
        #expect(app.showAndCheckTheApp(nil))
    }

    @Test func aSegueOrInitialControllerThatIsNotAControllerIsLogged() throws {
        UIKitLog.clearRecentMessages()
        // The initial controller names the home screen's label.
        let doc = SBMain.document.replacingOccurrences(of: #"initialViewController="Nav-00-aaa""#, with: #"initialViewController="HmL-00-aaa""#)
        let storyboard = UIStoryboard(name: "Odd", bundle: IBTestBundle.make(["Odd.storyboard": doc]))
        #expect(storyboard.instantiateInitialViewController() == nil)
        #expect(Self.logged("Odd.storyboard", "HmL-00-aaa", "not a view controller"))
        #expect(storyboard.instantiateViewController(withIdentifier: "Home") is SBHomeViewController)
    }

    // MARK: Values of the wrong type

    @Test func valuesOfTheWrongTypeAreLoggedAndTheDefaultsKept() throws {
        let app = IBBadInputApp()
        UIKitLog.clearRecentMessages()
        let text = Self.card("""
            <view contentMode="scaleToFill" alpha="NaN" tag="seven" id="Nan-00-aaa">
                <rect key="frame" x="0.0" y="120" width="-50" height="-10"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="nan" green="0.5" blue="0.5" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </view>
            <slider opaque="NO" contentMode="scaleToFill" value="inf" minValue="0.0" maxValue="abc" id="Sld-00-aaa">
                <rect key="frame" x="0.0" y="150" width="200" height="31"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </slider>
            """, labelAttributes: #"alpha="abc" numberOfLines="many" hidden="maybe""#)
        let (owner, objects) = Self.loadCard(text)
        let root = try #require(objects.first as? UIView)
        let label = try #require(owner.titleLabel)
        #expect(label.alpha == 1)
        #expect(label.numberOfLines == 1)
        #expect(!label.isHidden)
        #expect(label.text == "Hello")
        #expect(Self.logged("Card.xib", "Lbl-00-aaa", #"alpha="abc""#))
        #expect(Self.logged("Card.xib", "Lbl-00-aaa", #"hidden="maybe""#))
        let odd = root.subviews[2]
        #expect(odd.alpha == 1)
        #expect(odd.tag == 0)
        #expect(odd.frame == CGRect(x: -50, y: 110, width: 50, height: 10))
        #expect(Self.logged("Card.xib", "Nan-00-aaa", "negative size"))
        #expect(Self.logged("Card.xib", "Nan-00-aaa", #"alpha="NaN""#))
        #expect(Self.logged("Card.xib", "Nan-00-aaa", #"tag="seven""#))
        let slider = try #require(root.subviews.compactMap { $0 as? UISlider }.first)
        #expect(slider.value.isFinite)
        #expect(slider.maximumValue == 1)
        #expect(Self.logged("Card.xib", "Sld-00-aaa", #"maxValue="abc""#))
        #expect(app.showAndCheckTheApp(root))
    }

    @Test func duplicateIDsAreLoggedAndTheFirstObjectIsUsed() throws {
        let app = IBBadInputApp()
        UIKitLog.clearRecentMessages()
        let text = Self.card("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Second" id="Lbl-00-aaa">
                <rect key="frame" x="20" y="120" width="260" height="24"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <nil key="textColor"/>
            </label>
            """)
        let (owner, objects) = Self.loadCard(text)
        let root = try #require(objects.first as? UIView)
        #expect(owner.titleLabel?.text == "Hello")
        #expect(owner.titleLabel?.superview === root)
        #expect(Self.logged("Card.xib", "Lbl-00-aaa", "duplicate id"))
        #expect(app.showAndCheckTheApp(root))
    }

    // MARK: Found by the fuzz test

    @Test func attributedFragmentsWithTheSameKeysLoad() throws {
        // Two fragments with different colours and fonts under the same keys (fuzz case 3701:
        // Linux Foundation halted comparing the neighbouring runs).
        let text = Self.card("""
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="Atr-00-aaa">
                <rect key="frame" x="20" y="120" width="260" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <attributedString key="attributedText">
                    <fragment content="Warning ">
                        <attributes>
                            <color key="NSColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="24"/>
                        </attributes>
                    </fragment>
                    <fragment content="text">
                        <attributes>
                            <color key="NSColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <font key="NSFont" metaFont="system" size="12"/>
                        </attributes>
                    </fragment>
                </attributedString>
                <nil key="highlightedColor"/>
            </label>
            """)
        let (_, objects) = Self.loadCard(text)
        let root = try #require(objects.first as? UIView)
        let label = try #require(root.subviews.last as? UILabel)
        #expect(label.attributedText?.string == "Warning text")
        let first = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        let second = label.attributedText?.attribute(.font, at: 9, effectiveRange: nil) as? UIFont
        #expect(first?.pointSize == 24)
        #expect(second?.pointSize == 12)
        let app = IBBadInputApp()
        #expect(app.showAndCheckTheApp(root))
    }

    // MARK: Size

    @Test func aTenMegabyteDocumentLoadsInBoundedTime() throws {
        // ~1,000 rows (a label and a switch each, and a long user label): ~10 MB of XML.
        var rows = ""
        var n = 0
        let padding = String(repeating: "x", count: 9_500)
        while rows.utf8.count < 10_000_000 {
            rows += """
                <view contentMode="scaleToFill" id="Row-\(n)-big" userLabel="\(padding)">
                    <rect key="frame" x="0.0" y="\(n * 44)" width="300" height="44"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row \(n)" id="Lbl-\(n)-big">
                            <rect key="frame" x="20" y="10" width="200" height="24"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                        </label>
                        <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="Swi-\(n)-big">
                            <rect key="frame" x="240" y="6" width="51" height="31"/>
                            <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                        </switch>
                    </subviews>
                </view>

                """
            n += 1
        }
        let text = Self.card(rows)
        #expect(text.utf8.count >= 10_000_000)
        let start = Date()
        let (owner, objects) = Self.loadCard(text, name: "Huge")
        let seconds = Date().timeIntervalSince(start)
        let root = try #require(objects.first as? UIView)
        #expect(root.subviews.count == n + 2)
        #expect(owner.titleLabel?.text == "Hello")
        #expect((root.subviews.last?.subviews.first as? UILabel)?.text == "Row \(n - 1)")
        #expect(seconds < 60, "a 10 MB document took \(seconds) s")
    }
}
