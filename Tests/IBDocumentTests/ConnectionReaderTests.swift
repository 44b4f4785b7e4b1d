//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import Testing
import UIKitIBDocument

@Suite struct ConstraintReaderTests {
    @Test func theSampleViewsConstraints() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        let view = try #require(document.element(id: "Vew-aa-001"))
        var diagnostics: [IBDiagnostic] = []
        let constraints = view.constraints(diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(constraints.count == 7)
        let leading = constraints[0]
        #expect(leading.id == "Con-aa-001" && leading.owner == "Vew-aa-001")
        #expect(leading.firstItem == "Lbl-aa-001" && leading.firstAttribute == .leading)
        #expect(leading.secondItem == "Saf-aa-001" && leading.secondAttribute == .leading)
        #expect(leading.relation == .equal && leading.constant == 16 && leading.multiplier == 1 && leading.priority == 1000)
        #expect(constraints[3].isSymbolic)
        #expect(abs(constraints[5].multiplier - 16.0 / 9.0) < 1e-12)
        let bottom = constraints[6]
        #expect(bottom.relation == .lessThanOrEqual && bottom.priority == 750 && bottom.identifier == "buttonBottom")
    }

    @Test func aMissingFirstItemMeansTheOwningView() throws {
        let document = try IBDocument(string: TestDocuments.xib)
        let card = try #require(document.element(id: "Crd-bb-001"))
        var diagnostics: [IBDiagnostic] = []
        let height = try #require(card.constraints(diagnostics: &diagnostics).first)
        #expect(height.firstItem == nil)
        #expect(height.resolvedFirstItem == "Crd-bb-001")
        #expect(height.firstAttribute == .height && height.secondItem == nil && height.secondAttribute == .notAnAttribute)
        #expect(height.constant == 120)
        #expect(card.constraints(diagnostics: &diagnostics)[1].secondAttribute == .leadingMargin)
    }

    @Test func multipliersAsNumbersAndRatios() {
        #expect(IBConstraint.parseMultiplier("1:1") == 1)
        #expect(IBConstraint.parseMultiplier("16:9") == 16.0 / 9.0)
        #expect(IBConstraint.parseMultiplier("1/3") == 1.0 / 3.0)
        #expect(IBConstraint.parseMultiplier("0.8") == 0.8)
        #expect(IBConstraint.parseMultiplier("1:0") == nil)
        #expect(IBConstraint.parseMultiplier("a:b") == nil)
        #expect(IBConstraint.parseMultiplier("") == nil)
        #expect(IBConstraint.parseMultiplier("1:2:3") == nil)
    }

    @Test func legacyBaselineAndPlaceholders() throws {
        let (c, diagnostics) = try read(IBConstraint.self, #"<constraint firstItem="a" firstAttribute="baseline" secondItem="b" secondAttribute="firstBaseline" placeholder="YES" id="c"/>"#)
        #expect(c?.firstAttribute == .lastBaseline && c?.secondAttribute == .firstBaseline && c?.isPlaceholder == true)
        #expect(diagnostics.isEmpty)
    }

    @Test func unreadableConstraintsAreDiagnosedAndSkipped() throws {
        let bad = [
            #"<constraint firstItem="a" id="c"/>"#,
            #"<constraint firstAttribute="diagonal" id="c"/>"#,
            #"<constraint firstAttribute="top" secondAttribute="middle" secondItem="b" id="c"/>"#,
            #"<constraint firstAttribute="top" relation="approximately" id="c"/>"#,
            #"<constraint firstAttribute="top" multiplier="twice" id="c"/>"#,
            #"<constraint firstAttribute="top" constant="ten" id="c"/>"#,
            #"<constraint firstAttribute="top" priority="high" id="c"/>"#,
        ]
        for xml in bad {
            let (value, diagnostics) = try read(IBConstraint.self, xml)
            #expect(value == nil, "\(xml)")
            #expect(diagnostics.count == 1, "\(xml): \(diagnostics)")
        }
        let (odd, diagnostics) = try read(IBConstraint.self, #"<constraint firstAttribute="top" wobble="1" id="c"/>"#)
        #expect(odd != nil && diagnostics.map(\.message) == ["unknown attribute wobble on <constraint>: ignored"])
    }
}

@Suite struct ConnectionReaderTests {
    @Test func outletsActionsAndSeguesOfAButtonAndAController() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        var diagnostics: [IBDiagnostic] = []
        let button = try #require(document.element(id: "Btn-aa-001"))
        let connections = button.connections(diagnostics: &diagnostics)
        guard case .action(let action) = connections[0], case .segue(let segue) = connections[1] else {
            Issue.record("expected an action and a segue: \(connections)")
            return
        }
        #expect(action.selector == "detailsTapped:" && action.methodBaseName == "detailsTapped")
        #expect(action.destination == "Lst-aa-001" && action.eventType == "touchUpInside" && action.source == button)
        #expect(segue.kind == .show && segue.identifier == "showDetail" && segue.destination == "Det-aa-001")
        #expect(segue.animates && segue.source == button)

        let controller = try #require(document.element(id: "Lst-aa-001"))
        let outlets = controller.connections(diagnostics: &diagnostics)
        #expect(outlets.count == 3)
        if case .outlet(let collection) = outlets[2] {
            #expect(collection.isCollection && collection.property == "allViews" && collection.collectionClass == "NSMutableArray")
        } else {
            Issue.record("expected an outlet collection")
        }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func relationshipAndUnwindSegues() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        var diagnostics: [IBDiagnostic] = []
        let navigation = try #require(document.initialViewController)
        guard case .segue(let root) = navigation.connections(diagnostics: &diagnostics).first else {
            Issue.record("expected a relationship segue")
            return
        }
        #expect(root.kind == .relationship && root.relationship == "rootViewController" && root.destination == "Lst-aa-001")
        let done = try #require(document.element(id: "Btn-aa-002"))
        guard case .segue(let unwind) = done.connections(diagnostics: &diagnostics).first else {
            Issue.record("expected an unwind segue")
            return
        }
        #expect(unwind.kind == .unwind && unwind.unwindAction == "unwindToList:")
        #expect(document.element(id: unwind.destination ?? "")?.name == "exit")
        #expect(document.scene(containing: done)?.exits.first?.id == unwind.destination)
        #expect(diagnostics.isEmpty)
    }

    @Test func gestureRecognizerActionsHaveNoEvent() throws {
        let document = try IBDocument(string: TestDocuments.xib)
        var diagnostics: [IBDiagnostic] = []
        let tap = try #require(document.element(id: "Tap-bb-001"))
        guard case .action(let action) = tap.connections(diagnostics: &diagnostics).first else {
            Issue.record("expected an action")
            return
        }
        #expect(action.eventType == nil && action.destination == "-1")
        #expect(document.element(id: action.destination) == document.filesOwner)
    }

    @Test func segueAttributesAndReferences() throws {
        let (presentation, d1) = try read(IBConnection.self, """
        <segue destination="d" kind="presentation" identifier="p" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" animates="NO" customClass="FadeSegue" customModule="App" id="s"/>
        """)
        guard case .segue(let segue)? = presentation else { Issue.record("expected a segue"); return }
        #expect(segue.kind == .presentation && !segue.animates)
        #expect(segue.modalPresentationStyle == "fullScreen" && segue.modalTransitionStyle == "crossDissolve")
        #expect(segue.customClass == "FadeSegue" && segue.customModule == "App" && segue.source == nil)
        #expect(d1.isEmpty)
        let (reference, d2) = try read(IBConnection.self, #"<segue reference="abc-12-def"/>"#)
        guard case .segue(let shared)? = reference else { Issue.record("expected a segue"); return }
        #expect(shared.reference == "abc-12-def" && shared.kind == nil && shared.destination == nil)
        #expect(d2.isEmpty)
        for kind in ["show", "showDetail", "presentation", "popoverPresentation", "custom", "push", "modal", "embed"] {
            let (value, diagnostics) = try read(IBConnection.self, "<segue destination=\"d\" kind=\"\(kind)\" id=\"s\"/>")
            guard case .segue(let s)? = value else { Issue.record("\(kind)"); continue }
            #expect(s.kind == IBSegueConnection.Kind(kind) && s.kind != .other(kind))
            #expect(diagnostics.isEmpty)
        }
    }

    @Test func malformedConnectionsAreDiagnosed() throws {
        let cases = [
            #"<outlet destination="x" id="o"/>"#,
            #"<action selector="go:" id="a"/>"#,
            #"<segue destination="x" id="s"/>"#,
            #"<segue kind="show" id="s"/>"#,
            #"<binding id="b"/>"#,
        ]
        for xml in cases {
            let (value, diagnostics) = try read(IBConnection.self, xml)
            #expect(value == nil, "\(xml)")
            #expect(!diagnostics.isEmpty, "\(xml)")
        }
        let (warp, d1) = try read(IBConnection.self, #"<segue destination="x" kind="warp" id="s"/>"#)
        if case .segue(let s)? = warp { #expect(s.kind == .other("warp")) } else { Issue.record("expected a segue") }
        #expect(d1.map(\.message) == ["unknown segue kind warp"])
        let (event, d2) = try read(IBConnection.self, #"<action selector="go:" destination="x" eventType="touchSideways" id="a"/>"#)
        #expect(event != nil && d2.map(\.message) == ["unknown action eventType touchSideways"])
        let (root, d3) = try read(IBConnection.self, #"<segue destination="x" kind="relationship" id="s"/>"#)
        #expect(root != nil && d3.count == 1)
    }
}

@Suite struct RuntimeAttributeAndStateTests {
    @Test func runtimeAttributesOfEveryType() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        var diagnostics: [IBDiagnostic] = []
        let button = try #require(document.element(id: "Btn-aa-001"))
        let attributes = button.userDefinedRuntimeAttributes(diagnostics: &diagnostics)
        #expect(attributes.map(\.keyPath) == ["layer.cornerRadius", "layer.masksToBounds", "borderColor", "accessibilityHint"])
        #expect(attributes.map(\.value) == [.number(12), .boolean(true), .color(.named("Brand")), .string("Opens the fruit's page")])
        let card = try #require(IBDocument(string: TestDocuments.xib).element(id: "Crd-bb-001"))
        let more = card.userDefinedRuntimeAttributes(diagnostics: &diagnostics)
        #expect(more.map(\.value) == [.rect(IBRect(x: 1, y: 2, width: 3, height: 4)), .nil])
        #expect(diagnostics.isEmpty, "\(diagnostics)")

        let cases: [(String, IBRuntimeAttribute.Value)] = [
            (#"<userDefinedRuntimeAttribute type="number" keyPath="k"><real key="value" value="7.5"/></userDefinedRuntimeAttribute>"#, .number(7.5)),
            (#"<userDefinedRuntimeAttribute type="number" keyPath="k" value="3"/>"#, .number(3)),
            (#"<userDefinedRuntimeAttribute type="string" keyPath="k" value="hi"/>"#, .string("hi")),
            (#"<userDefinedRuntimeAttribute type="boolean" keyPath="k"><boolean key="value" value="NO"/></userDefinedRuntimeAttribute>"#, .boolean(false)),
            (#"<userDefinedRuntimeAttribute type="point" keyPath="k"><point key="value" x="4" y="3"/></userDefinedRuntimeAttribute>"#, .point(IBPoint(x: 4, y: 3))),
            (#"<userDefinedRuntimeAttribute type="size" keyPath="k"><size key="value" width="4" height="3"/></userDefinedRuntimeAttribute>"#, .size(IBSize(width: 4, height: 3))),
            (#"<userDefinedRuntimeAttribute type="range" keyPath="k"><range key="value" location="2" length="5"/></userDefinedRuntimeAttribute>"#, .range(location: 2, length: 5)),
            (#"<userDefinedRuntimeAttribute type="range" keyPath="k" value="{1, 2}"/>"#, .range(location: 1, length: 2)),
            (#"<userDefinedRuntimeAttribute type="image" keyPath="k" value="star"/>"#, .image("star")),
            (#"<userDefinedRuntimeAttribute type="image" keyPath="k"><imageReference key="value" image="heart"/></userDefinedRuntimeAttribute>"#, .image("heart")),
            (#"<userDefinedRuntimeAttribute type="localizedString" keyPath="k" value="greeting"/>"#, .localizedString("greeting")),
        ]
        for (xml, expected) in cases {
            let (attribute, d) = try read(IBRuntimeAttribute.self, xml)
            #expect(attribute?.value == expected, "\(xml)")
            #expect(attribute?.keyPath == "k")
            #expect(d.isEmpty, "\(xml): \(d)")
        }
    }

    @Test func unreadableRuntimeAttributesAreDiagnosed() throws {
        let cases = [
            #"<userDefinedRuntimeAttribute type="number" keyPath="k"/>"#,
            #"<userDefinedRuntimeAttribute type="number" keyPath="k" value="many"/>"#,
            #"<userDefinedRuntimeAttribute type="boolean" keyPath="k" value="true"/>"#,
            #"<userDefinedRuntimeAttribute type="vector" keyPath="k" value="1"/>"#,
            #"<userDefinedRuntimeAttribute type="string"/>"#,
            #"<userDefinedRuntimeAttribute keyPath="k" value="1"/>"#,
            #"<userDefinedRuntimeAttribute type="color" keyPath="k"/>"#,
            #"<userDefinedRuntimeAttribute type="range" keyPath="k" value="{1}"/>"#,
        ]
        for xml in cases {
            let (value, diagnostics) = try read(IBRuntimeAttribute.self, xml)
            #expect(value == nil, "\(xml)")
            #expect(diagnostics.count == 1, "\(xml): \(diagnostics)")
        }
    }

    @Test func buttonStatesWithTitlesImagesAndColours() throws {
        let document = try IBDocument(string: TestDocuments.storyboard)
        var diagnostics: [IBDiagnostic] = []
        let button = try #require(document.element(id: "Btn-aa-001"))
        let states = button.buttonStates(diagnostics: &diagnostics)
        #expect(states.map(\.state) == [.normal, .highlighted, .disabled])
        #expect(states[0].title == "Details" && states[0].image == "leaf" && states[0].imageCatalog == "system")
        #expect(states[0].titleColor == .white(1, alpha: 1, colorSpace: .genericGamma22Gray))
        #expect(states[1].title == "Opening…" && states[1].titleColor == nil)
        #expect(states[2].title == nil && states[2].titleColor == .system("secondaryLabelColor"))
        #expect(diagnostics.isEmpty)
        let (odd, d) = try read(IBButtonState.self, #"<state key="pressed" title="x"/>"#)
        #expect(odd == nil && d.count == 1)
        let (reference, d2) = try read(IBButtonState.self, """
        <state key="selected"><string key="title">Multi
        line</string><imageReference key="image" image="star.fill" catalog="system"/></state>
        """)
        #expect(reference?.title == "Multi\nline" && reference?.image == "star.fill" && reference?.imageCatalog == "system")
        #expect(d2.isEmpty)
    }
}
