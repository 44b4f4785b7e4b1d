//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

/// A minimal storyboard around `scenes` (and optional `resources` and document attributes).
func storyboard(_ scenes: String, attributes: String = "", resources: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" \(attributes)>
        <scenes>
    \(scenes)
        </scenes>
        <resources>\(resources)</resources>
    </document>
    """
}

@Suite struct DocumentModelTests {
    @Test func aStoryboardsScenesControllersAndInitialController() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        #expect(document.kind == .storyboard)
        #expect(!document.isLaunchScreen)
        #expect(document.toolsVersion == "23504")
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.scenes.map(\.title) == ["Navigation Controller", "Fruit List", "Fruit Detail"])
        #expect(document.scenes.map(\.sceneID) == ["Scn-aa-001", "Scn-aa-002", "Scn-aa-003"])
        #expect(document.scenes.map { $0.controller?.name } == ["navigationController", "viewController", "viewController"])
        #expect(document.initialViewControllerID == "Nav-aa-001")
        #expect(document.initialViewController?.name == "navigationController")
        #expect(document.scenes[0].canvasLocation == IBPoint(x: -620, y: 4))
        #expect(document.scenes[0].placeholders.map(\.id) == ["Frs-aa-001"])
        #expect(document.scenes[2].exits.map(\.id) == ["Ext-aa-001"])
        #expect(document.scenes[1].exits.isEmpty)
        #expect(document.placeholders.isEmpty && document.topLevelObjects.isEmpty)
    }

    @Test func controllersAreFoundByStoryboardIdentifierAndObjectsByID() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        let scene = try #require(document.scene(storyboardIdentifier: "FruitDetail"))
        #expect(scene.controller?.id == "Det-aa-001")
        #expect(scene.controller?.customClassName == "Orchard.FruitDetailViewController")
        #expect(document.scene(storyboardIdentifier: "Nope") == nil)
        let label = try #require(document.element(id: "Lbl-aa-001"))
        #expect(label.name == "label")
        #expect(label["text"] == "Pick & choose <fruit>")
        #expect(document.scene(containing: label)?.sceneID == "Scn-aa-002")
        #expect(document.element(id: "retina6_12") == nil, "the canvas device's id is not an object")
        #expect(document.element(id: "missing") == nil)
    }

    @Test func aXibsPlaceholdersAndTopLevelObjectsInOrder() throws {
        let document = try IBDocument(string: TestDocuments.xib)
        #expect(document.kind == .xib)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        #expect(document.filesOwner?.id == "-1")
        #expect(document.filesOwner?.customClassName == "Orchard.CardViewController")
        #expect(document.firstResponder?.id == "-2")
        #expect(document.topLevelObjects.map(\.name) == ["view", "tapGestureRecognizer"])
        #expect(document.topLevelObjects.first?.customClassName == "Orchard.CardView")
        #expect(document.scenes.isEmpty)
        #expect(document.initialViewController == nil)
        var diagnostics: [IBDiagnostic] = []
        let owner = try #require(document.filesOwner)
        let outlets = owner.connections(diagnostics: &diagnostics)
        #expect(outlets.count == 2)
        if case .outlet(let view) = outlets[0] {
            #expect(view.property == "view" && view.destination == "Crd-bb-001" && view.source == owner)
        } else {
            Issue.record("expected an outlet")
        }
    }

    @Test func resourcesAreListedWithTheirFallbacks() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        #expect(document.resources.map(\.kind) == [.image, .namedColor, .systemColor, .systemColor, .systemColor])
        let leaf = try #require(document.resource(.image, named: "leaf"))
        #expect(leaf.catalog == "system")
        #expect(leaf.imageSize == IBSize(width: 128, height: 107))
        var diagnostics: [IBDiagnostic] = []
        let brand = try #require(document.resource(.namedColor, named: "Brand"))
        #expect(brand.fallbackColor(diagnostics: &diagnostics) == .rgb(red: 0.13, green: 0.55, blue: 0.13, alpha: 1, colorSpace: .sRGB))
        #expect(diagnostics.isEmpty)
    }

    @Test func launchScreensAreRecognised() throws {
        let document = try IBDocument(string: storyboard("", attributes: "launchScreen=\"YES\""))
        #expect(document.isLaunchScreen)
        #expect(document.kind == .storyboard)
        #expect(document.initialViewController == nil)
    }

    @Test func duplicateIDsAreReportedAndTheFirstIsUsed() throws {
        let document = try IBDocument(string: storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="dup" sceneMemberID="viewController"><view key="view" id="dup"/></viewController>
            </objects></scene>
        """))
        #expect(document.element(id: "dup")?.name == "viewController")
        let diagnostic = try #require(document.diagnostics.first { $0.message.contains("duplicate id") })
        #expect(diagnostic.objectID == "dup")
        #expect(diagnostic.line == 5)
    }

    @Test func unknownElementsAreReportedOnceWithTheirObject() throws {
        let document = try IBDocument(string: storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="v"><hologram id="h1"/><hologram id="h2"/></view>
                </viewController>
            </objects></scene>
        """))
        let reports = document.diagnostics.filter { $0.message.contains("unknown element <hologram>") }
        #expect(reports.count == 1)
        #expect(reports.first?.objectID == "h1")
        #expect(reports.first?.line == 6)
    }

    @Test func danglingReferencesAndMisplacedExitsAreReported() throws {
        let document = try IBDocument(string: storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="v"><exit id="lost"/></view>
                    <connections><outlet property="thing" destination="nowhere" id="o1"/></connections>
                </viewController>
            </objects></scene>
            <scene><objects/></scene>
        """, attributes: "initialViewController=\"gone\""))
        let messages = document.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("initialViewController gone") })
        #expect(messages.contains { $0.contains("points to nowhere") })
        #expect(messages.contains { $0.contains("<exit> outside the scene's <objects>") })
        #expect(messages.contains { $0.contains("no sceneID") })
        #expect(messages.contains { $0.contains("has no view controller") })
        #expect(document.initialViewController == nil)
        #expect(document.diagnostics.map(\.line) == document.diagnostics.map(\.line).sorted())
    }

    @Test func aDocumentThatIsNotInterfaceBuilderIsAnError() throws {
        #expect(throws: IBDocumentError.self) { try IBDocument(string: "<plist version=\"1.0\"><dict/></plist>") }
        do {
            _ = try IBDocument(string: "<plist/>")
        } catch {
            #expect(error.kind == .notAnInterfaceBuilderDocument)
            #expect(error.message.contains("<plist>"))
        }
    }

    @Test func otherPlatformsAndMissingTypesAreDiagnosedButRead() throws {
        let mac = try IBDocument(string: """
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa"><objects><customView id="c"/></objects></document>
        """)
        #expect(mac.kind == .xib)
        #expect(mac.diagnostics.contains { $0.message.contains("not an iOS document") })
        #expect(mac.diagnostics.contains { $0.message.contains("targetRuntime MacOSX.Cocoa") })
        let untyped = try IBDocument(string: "<document><scenes/></document>")
        #expect(untyped.kind == .storyboard)
        #expect(untyped.diagnostics.contains { $0.message.contains("no type attribute") })
    }

    @Test func malformedXMLIsAnErrorFromTheDocumentToo() throws {
        do {
            _ = try IBDocument(string: storyboard("<scene sceneID=\"s\"><objects></scene>"))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .mismatchedTag)
            #expect(error.line == 4)
        }
    }
}
