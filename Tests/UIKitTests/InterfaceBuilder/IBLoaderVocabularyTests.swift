//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
@testable import UIKitCore
import UIKit
import UIKitIBDocument
import UIKitTesting

/// `IBLoaderVocabulary` (what `uikit-port check` calls ignored) against the loader itself: every
/// key the decoders read while loading the Interface Builder test documents is in its table, so
/// a key a decoder learns cannot be reported as ignored; its class names are UIKit's.
@MainActor @Suite(.serialized) struct IBLoaderVocabularyTests {
    /// The xibs of the Interface Builder suites, by name.
    static let xibs: [(String, String)] = [
        ("profile", NibControllerAndCellTests.profile), ("cell", NibControllerAndCellTests.cell),
        ("card", NibLoadingTests.card), ("controls", NibControlsDecodingTests.controls),
        ("customObject", NibControlsDecodingTests.customObject), ("switchCells", NibControlsDecodingTests.switchCells),
        ("segments", NibViewDecodingTests.segments), ("table", NibViewDecodingTests.table),
        ("collection", NibViewDecodingTests.collection), ("texts", NibViewDecodingTests.texts),
        ("shop", NibSymbolAndAttributedTitleTests.document), ("colorWells", ColorWellTests.xib),
        ("dates", DatePickerInterfaceBuilderTests.document),
    ]

    /// The storyboards of the Interface Builder suites, by name.
    static let storyboards: [(String, String)] = [
        ("Main", SBMain.document), ("Controllers", StoryboardControllerTests.document),
        ("Cells", StoryboardCellSegueTests.document), ("Settings", StoryboardStaticTableTests.document),
        ("Album", StoryboardSupplementaryViewTests.document), ("References", StoryboardReferenceTests.main),
    ]

    /// Loads every test document (every scene of the storyboards, with its view) and returns the
    /// keys the decoders read, as "element.key".
    static func recordedKeys() -> Set<String> {
        nonisolated(unsafe) var keys: Set<String> = []
        _UINibDecoder.keyRecorder = { element, key in keys.insert(element + "." + key) }
        defer { _UINibDecoder.keyRecorder = nil }
        for (name, text) in xibs {
            let bundle = IBTestBundle.make(["\(name).xib": text])
            let objects = UINib(nibName: name, bundle: bundle).instantiate(withOwner: IBViewsOwner(), options: nil)
            for case let cell as UITableViewCell in objects { cell.layoutIfNeeded() }
        }
        for (name, text) in storyboards {
            let storyboard = UIStoryboard(name: name, bundle: IBTestBundle.make(["\(name).storyboard": text]))
            var controllers: [UIViewController] = storyboard.instantiateInitialViewController().map { [$0] } ?? []
            let document = try? IBDocument(string: text)
            for scene in document?.scenes ?? [] {
                guard let identifier = scene.controller?.attribute("storyboardIdentifier") else { continue }
                controllers.append(storyboard.instantiateViewController(withIdentifier: identifier))
            }
            for controller in controllers {
                controller.loadViewIfNeeded()
                for child in controller.children { child.loadViewIfNeeded() }
            }
        }
        return keys
    }

    @Test func everyKeyTheDecodersReadIsInTheVocabulary() {
        let keys = Self.recordedKeys()
        // The recording works: the documents' labels read their text and the controllers their title.
        #expect(keys.contains("label.text"))
        #expect(keys.contains("viewController.title") || keys.contains("tableViewController.title"))
        let missing = keys.filter { !IBLoaderVocabulary.readKeys.contains(String($0.split(separator: ".").last ?? "")) }
        #expect(missing.isEmpty, "read by the loader but missing from IBLoaderVocabulary.readKeys: \(missing.sorted())")
        // The documents' objects were decoded (and values inside them through decoders of their
        // own: button configurations, text input traits, segments, paragraph styles).
        let elements = Set(keys.map { String($0.split(separator: ".").first ?? "") })
        for name in ["view", "label", "button", "tableView", "tableViewCell", "viewController", "navigationController"] {
            #expect(elements.contains(name), "no key of <\(name)> was read")
            #expect(IBLoaderVocabulary.objectElements.contains(name))
        }
    }

    @Test func objectElementsAreTheOnesTheLoaderMakes() {
        for name in IBLoaderVocabulary.objectElements {
            #expect(_UIIBClassMap.baseClass(forElementNamed: name) != nil, "<\(name)> is not made by the loader")
        }
        #expect(_UIIBClassMap.baseClass(forElementNamed: "mapView") == nil) // what `check` reports as skipped
    }

    @Test func uikitClassNamesAreClassesOfThisUIKit() {
        for name in IBLoaderVocabulary.uikitClassNames {
            #expect((_typeByName("UIKitCore.\(name)") as? AnyClass) != nil, "\(name) is not a class of UIKitCore")
        }
    }

    @Test func keyValueCodingKeysAreTakenByUIKitsClasses() {
        // Each key UIKit's classes take by name is answered without iOS's "not key value
        // coding-compliant" failure.
        let objects: [String: UIResponder] = ["UIView": UIView(), "UILabel": UILabel(), "UIViewController": UIViewController(), "UIResponder": UIResponder()]
        for (className, keys) in IBLoaderVocabulary.keyValueCodingKeys {
            guard let object = objects[className] else { Issue.record("no sample object for \(className)"); continue }
            for key in keys where key != "dataSource" && key != "delegate" && key != "gestureRecognizers" && key != "layer" {
                _UIKeyValueCoding.capturedFailures = []
                object.setValue(object.value(forKey: key) ?? NSNumber(value: 1), forKey: key)
                let failures = _UIKeyValueCoding.capturedFailures ?? []
                _UIKeyValueCoding.capturedFailures = nil
                #expect(failures.isEmpty, "\(className) does not take \(key): \(failures)")
            }
        }
    }
}
