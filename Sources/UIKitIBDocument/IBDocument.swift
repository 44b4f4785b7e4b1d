//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation

// A storyboard or xib read into its parts: kind, initial controller, scenes or top-level
// objects, resources, the elements by id, and the non-fatal problems found on the way.

/// An Interface Builder document (`.storyboard` or `.xib`, as Xcode 9 to 16 write them) read
/// into the parts a loader needs; the layer under `UIStoryboard` and `UINib`.
///
/// Reading throws only when the XML is not well-formed or the root is not `<document>`.
/// Everything else that is wrong (a duplicate id, a connection to a missing object, an element
/// this module does not know) is a `diagnostic`, and reading goes on.
///
/// ```swift
/// let document = try IBDocument(data: Data(contentsOf: url))
/// if let initial = document.initialViewController { … }
/// for scene in document.scenes { print(scene.title ?? "", scene.controller?.name ?? "") }
/// ```
public final class IBDocument: Sendable {
    /// Whether the document is a storyboard or a xib.
    public enum Kind: Equatable, Sendable {
        /// A storyboard (`type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"`): scenes.
        case storyboard
        /// A xib (`type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"`): File's Owner and top-level objects.
        case xib
    }

    /// The parsed XML.
    public let xml: IBXMLDocument
    /// Storyboard or xib (from `type`, or from the presence of `<scenes>` when `type` is missing).
    public let kind: Kind
    /// `launchScreen="YES"`: the document is a launch screen.
    public let isLaunchScreen: Bool
    /// The `toolsVersion` attribute (`22505`, `14490.70`), or nil.
    public let toolsVersion: String?
    /// The `initialViewController` attribute: the id of IB's "Is Initial View Controller", or nil.
    public let initialViewControllerID: String?
    /// A storyboard's scenes in document order (empty for a xib).
    public let scenes: [IBScene]
    /// A xib's `<placeholder>` objects in order (File's Owner, First Responder); empty for storyboards.
    public let placeholders: [IBElement]
    /// A xib's top-level objects in document order, placeholders excluded (what
    /// `UINib.instantiate(withOwner:options:)` returns); empty for storyboards.
    public let topLevelObjects: [IBElement]
    /// The entries of `<resources>`, in order.
    public let resources: [IBResource]
    /// The non-fatal problems found while reading, in document order.
    public let diagnostics: [IBDiagnostic]
    /// Element indices by `id`.
    let idIndex: [String: Int32]

    /// Reads a document from its XML.
    public init(xml: IBXMLDocument) throws(IBDocumentError) {
        self.xml = xml
        let root = xml.root
        guard root.isNamed("document") else {
            throw IBDocumentError(.notAnInterfaceBuilderDocument,
                                  "the root element is <\(root.name)>, not the <document> of a storyboard or xib",
                                  line: root.line, column: 1)
        }
        var diagnostics: [IBDiagnostic] = []
        let type = root.attribute("type")
        if let type {
            kind = type.contains("Storyboard") ? .storyboard : .xib
            if !type.contains("CocoaTouch") {
                diagnostics.append(IBDiagnostic("document type \(type) is not an iOS document; read as a \(kind == .storyboard ? "storyboard" : "xib")", line: root.line))
            }
        } else {
            kind = root.child(named: "scenes") != nil ? .storyboard : .xib
            diagnostics.append(IBDiagnostic("the <document> has no type attribute; read as a \(kind == .storyboard ? "storyboard" : "xib")", line: root.line))
        }
        if let runtime = root.attribute("targetRuntime"), !runtime.hasPrefix("iOS.CocoaTouch") {
            diagnostics.append(IBDiagnostic("targetRuntime \(runtime) is not iOS.CocoaTouch", line: root.line))
        }
        isLaunchScreen = root.attribute("launchScreen") == "YES"
        toolsVersion = root.attribute("toolsVersion")
        initialViewControllerID = root.attribute("initialViewController")

        idIndex = IBDocument.indexIDs(xml, &diagnostics)
        IBDocument.checkElementNames(xml, &diagnostics)

        var scenes: [IBScene] = []
        var placeholders: [IBElement] = []
        var topLevel: [IBElement] = []
        if kind == .storyboard {
            if let list = root.child(named: "scenes") {
                for element in list.children(named: "scene") {
                    scenes.append(IBDocument.readScene(element, &diagnostics))
                }
            } else {
                diagnostics.append(IBDiagnostic("the storyboard has no <scenes>", line: root.line))
            }
            if root.child(named: "objects") != nil {
                diagnostics.append(IBDiagnostic("a storyboard's top-level <objects> are not read (scenes hold the objects)", line: root.line))
            }
        } else if let objects = root.child(named: "objects") {
            for object in objects.children {
                if object.isNamed("placeholder") { placeholders.append(object) } else { topLevel.append(object) }
            }
        } else {
            diagnostics.append(IBDiagnostic("the xib has no <objects>", line: root.line))
        }
        self.scenes = scenes
        self.placeholders = placeholders
        self.topLevelObjects = topLevel

        var resources: [IBResource] = []
        if let list = root.child(named: "resources") {
            for entry in list.children {
                let kind: IBResource.Kind
                switch entry.name {
                case "image": kind = .image
                case "systemColor": kind = .systemColor
                case "namedColor": kind = .namedColor
                default: kind = .other(entry.name)
                }
                let name = entry.attribute("name")
                if name == nil {
                    diagnostics.append(IBDiagnostic("resource <\(entry.name)> has no name", line: entry.line))
                }
                resources.append(IBResource(kind: kind, name: name ?? "", element: entry))
            }
        }
        self.resources = resources

        if let initial = initialViewControllerID, idIndex[initial] == nil {
            diagnostics.append(IBDiagnostic("initialViewController \(initial) is not an object in the document", objectID: initial, line: root.line))
        }
        IBDocument.checkConnections(xml, idIndex, &diagnostics)
        diagnostics.sort { $0.line < $1.line }
        self.diagnostics = diagnostics
    }

    /// Parses and reads a document from UTF-8 `bytes`.
    public convenience init(bytes: [UInt8]) throws(IBDocumentError) {
        try self.init(xml: IBXMLDocument(bytes: bytes))
    }

    /// Parses and reads a document from UTF-8 `data`.
    public convenience init(data: Data) throws(IBDocumentError) {
        try self.init(xml: IBXMLDocument(data: data))
    }

    /// Parses and reads a document from `string`.
    public convenience init(string: String) throws(IBDocumentError) {
        try self.init(xml: IBXMLDocument(string: string))
    }

    // MARK: Lookup

    /// The element whose `id` is `id` (the first one, when a document repeats an id), or nil.
    public func element(id: String) -> IBElement? {
        guard let index = idIndex[id] else { return nil }
        return IBElement(document: xml, index: Int(index))
    }

    /// How many distinct ids the document has.
    public var idCount: Int { idIndex.count }

    /// The initial view controller's element, or nil when there is none (then
    /// `instantiateInitialViewController()` returns nil) or it is missing.
    public var initialViewController: IBElement? { initialViewControllerID.flatMap { element(id: $0) } }

    /// The scene whose controller has `storyboardIdentifier`, or nil.
    public func scene(storyboardIdentifier: String) -> IBScene? {
        scenes.first { $0.storyboardIdentifier == storyboardIdentifier }
    }

    /// The scene that contains `element` (its controller, a view in it, a placeholder…), or nil.
    public func scene(containing element: IBElement) -> IBScene? {
        scenes.first { $0.element.contains(element) }
    }

    /// A xib's File's Owner placeholder (`placeholderIdentifier="IBFilesOwner"`, id `-1`), or nil.
    public var filesOwner: IBElement? {
        placeholders.first { $0.attribute("placeholderIdentifier") == "IBFilesOwner" }
    }

    /// A xib's First Responder placeholder (`placeholderIdentifier="IBFirstResponder"`), or nil.
    public var firstResponder: IBElement? {
        placeholders.first { $0.attribute("placeholderIdentifier") == "IBFirstResponder" }
    }

    /// The `<resources>` entry of `kind` named `name`, or nil.
    public func resource(_ kind: IBResource.Kind, named name: String) -> IBResource? {
        resources.first { $0.kind == kind && $0.name == name }
    }

    // MARK: Reading

    private static func readScene(_ element: IBElement, _ diagnostics: inout [IBDiagnostic]) -> IBScene {
        let sceneID = element.attribute("sceneID")
        if sceneID == nil {
            diagnostics.append(IBDiagnostic("<scene> has no sceneID", line: element.line))
        }
        var controller: IBElement?
        var placeholders: [IBElement] = [], exits: [IBElement] = [], others: [IBElement] = []
        if let objects = element.child(named: "objects") {
            for object in objects.children {
                if object.isNamed("placeholder") {
                    placeholders.append(object)
                } else if object.isNamed("exit") {
                    exits.append(object)
                } else if controller == nil && object.attribute("sceneMemberID") == "viewController" {
                    controller = object
                } else {
                    others.append(object)
                }
            }
            if controller == nil, !others.isEmpty {
                controller = others.removeFirst()
            }
            for exit in element.descendants(named: "exit") where exit.parent != objects {
                diagnostics.append(IBDiagnostic("an <exit> outside the scene's <objects> is not compiled by ibtool: unwind segues to it do nothing",
                                                objectID: exit.objectID, line: exit.line))
            }
        } else {
            diagnostics.append(IBDiagnostic("scene \(sceneID ?? "") has no <objects>", objectID: sceneID, line: element.line))
        }
        if controller == nil {
            diagnostics.append(IBDiagnostic("scene \(sceneID ?? "") has no view controller", objectID: sceneID, line: element.line))
        }
        var scratch: [IBDiagnostic] = []
        let canvas = element.child(key: "canvasLocation").flatMap { IBPoint($0, diagnostics: &scratch) }
        return IBScene(element: element, sceneID: sceneID, title: element.precedingComment, controller: controller,
                       placeholders: placeholders, exits: exits, otherObjects: others, canvasLocation: canvas)
    }

    /// Indexes every element with an `id`, outside `<dependencies>` and `<device>` (whose ids
    /// name plug-ins and canvas devices, not objects). Duplicates keep the first.
    private static func indexIDs(_ xml: IBXMLDocument, _ diagnostics: inout [IBDiagnostic]) -> [String: Int32] {
        var index: [String: Int32] = [:]
        let idName = xml.idName
        guard idName >= 0 else { return index }
        index.reserveCapacity(xml.elements.count / 2)
        let skipped: Set<Int32> = Set(["dependencies", "device"].compactMap { xml.nameIDs[$0] })
        var k = 1
        let count = xml.elements.count
        while k < count {
            let record = xml.elements[k]
            if record.parent == 0 && skipped.contains(record.name) {
                k = Int(record.subtreeEnd)
                continue
            }
            let a = xml.attributeIndex(k, idName)
            if a >= 0 {
                let id = xml.attributeValue(a)
                if let first = index[id] {
                    diagnostics.append(IBDiagnostic("duplicate id \(id) (first used on line \(xml.elements[Int(first)].line)); the first is used",
                                                    objectID: id, line: Int(record.line)))
                } else {
                    index[id] = Int32(k)
                }
            }
            k += 1
        }
        return index
    }

    /// Reports each element name outside `IBVocabulary.elementNames`, once, at its first use.
    private static func checkElementNames(_ xml: IBXMLDocument, _ diagnostics: inout [IBDiagnostic]) {
        for (name, first) in xml.distinctElementNames where !IBVocabulary.elementNames.contains(name) {
            diagnostics.append(IBDiagnostic("unknown element <\(name)>: not read", objectID: first.objectID, line: first.line))
        }
    }

    /// Reports outlets, actions and segues whose destination is not an object in the document.
    private static func checkConnections(_ xml: IBXMLDocument, _ index: [String: Int32], _ diagnostics: inout [IBDiagnostic]) {
        for name in ["outlet", "outletCollection", "action", "segue"] {
            for connection in xml.elements(named: name) {
                guard let destination = connection.attribute("destination") else {
                    if name != "segue" || connection.attribute("reference") == nil {
                        diagnostics.append(IBDiagnostic("<\(name)> has no destination", objectID: connection.objectID, line: connection.line))
                    }
                    continue
                }
                if index[destination] == nil {
                    diagnostics.append(IBDiagnostic("<\(name)> points to \(destination), which is not an object in the document",
                                                    objectID: connection.parent?.parent?.objectID, line: connection.line))
                }
            }
        }
    }
}
