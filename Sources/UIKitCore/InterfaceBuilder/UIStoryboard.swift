//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import UIKitIBDocument

// UIStoryboard: a storyboard document's scenes, instantiated as new controllers on every call
// (by the initial controller, by storyboard identifier, or through a creator block).

/// A storyboard's view controllers, instantiated on demand.
///
/// Every call makes a new controller with `init?(coder:)` (and its relationship children),
/// sends it `awakeFromNib` with its view not loaded, and leaves the view to load from the
/// scene on first access.
///
/// Linux note: the document is the `Name.storyboard` XML itself (there is no ibtool), found at
/// the bundle's top level or in `Base.lproj/`, with the preferred language's `Name.strings`
/// beside it. Where iOS raises an exception, the message is logged instead: a missing or
/// unreadable storyboard makes a storyboard that instantiates nothing
/// (`instantiateInitialViewController()` returns nil), and an unknown identifier returns a
/// plain `UIViewController` (see docs/PORTING.md).
@preconcurrency @MainActor open class UIStoryboard: NSObject {
    /// The storyboard's name (without the extension).
    let _name: String
    /// The bundle the storyboard, its images and colours come from.
    let _bundle: Bundle
    /// The parsed document (nil when it was missing or unreadable).
    let _document: IBDocument?
    /// The `.strings` table of the preferred language, if any.
    let _strings: IBStringsFile?
    /// Controller elements being instantiated (a relationship cycle is refused).
    var _instantiating: Set<String> = []
    /// Controller elements whose view unit is loading (an embed cycle is refused).
    var _loadingViews: Set<String> = []

    /// The storyboard `Name.storyboard` in `storyboardBundleOrNil` (nil: the main bundle).
    /// A missing document logs iOS's exception message; the storyboard then instantiates nothing.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        let bundle = storyboardBundleOrNil ?? .main
        _name = name
        _bundle = bundle
        var document: IBDocument?
        var strings: IBStringsFile?
        if let url = _UINibDocumentStore.url(named: name, extension: "storyboard", in: bundle) {
            do {
                document = try _UINibDocumentStore.document(at: url)
                strings = _UINibDocumentStore.strings(for: url)
            } catch {
                UIKitLog.error("Could not load the storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded): \(name).storyboard \(error)", category: "UIStoryboard")
            }
        } else {
            UIKitLog.error("Could not find a storyboard named '\(name)' in bundle NSBundle <\(bundle.bundlePath)> (loaded)", category: "UIStoryboard")
        }
        if let document, document.kind != .storyboard {
            UIKitLog.error("\(name).storyboard is not a storyboard document; it instantiates nothing", category: "UIStoryboard")
            _document = nil
        } else {
            _document = document
        }
        _strings = strings
        super.init()
    }

    /// A new instance of the storyboard's initial view controller ("Is Initial View
    /// Controller"), or nil when the storyboard has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let element = _document?.initialViewController else { return nil }
        return _instantiateController(element)
    }

    /// A new instance of the initial view controller, made by `block` from the scene's coder
    /// (it must call `super.init(coder:)`); a nil block or result uses `init?(coder:)`. Nil when
    /// the storyboard has no initial controller or it isn't a `ViewController`.
    open func instantiateInitialViewController<ViewController: UIViewController>(creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let element = _document?.initialViewController else { return nil }
        let made = _instantiateController(element, creator: block.map { b in { b($0) } })
        guard let vc = made as? ViewController else {
            if let made { UIKitLog.error("The initial view controller is a \(type(of: made)), not a \(ViewController.self)", category: "UIStoryboard") }
            return nil
        }
        return vc
    }

    /// A new instance of the controller whose storyboard identifier is `identifier`. An
    /// unknown identifier logs iOS's exception message and returns a plain `UIViewController`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = _element(identifier: identifier), let vc = _instantiateController(element) else {
            return UIViewController()
        }
        return vc
    }

    /// A new instance of the controller with storyboard identifier `identifier`, made by
    /// `block` from the scene's coder (it must call `super.init(coder:)`); a nil block or result
    /// uses `init?(coder:)`.
    ///
    /// Linux note: an unknown identifier (or a scene of another class) logs iOS's message and
    /// returns a `ViewController` made with `init?(coder:)` from an empty scene; if that
    /// initializer fails too there is nothing to return, and the call stops the program as
    /// iOS's exception would.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String, creator block: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let element = _element(identifier: identifier) {
            let made = _instantiateController(element, creator: block.map { b in { b($0) } })
            if let vc = made as? ViewController { return vc }
            if let made { UIKitLog.error("The view controller with identifier '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)", category: "UIStoryboard") }
        }
        let context = _UINibLoadingContext(document: UIStoryboard._emptyScene, name: "(empty scene)", bundle: _bundle, strings: nil)
        guard let element = UIStoryboard._emptyScene.scenes.first?.controller,
              let vc = ViewController(coder: _UINibDecoder(element: element, context: context)) else {
            fatalError("Storyboard (<UIStoryboard: \(_UIKeyValueCoding.address(of: self))>) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return vc
    }

    /// The controller element with `identifier`, or nil with iOS's message logged.
    func _element(identifier: String) -> IBElement? {
        if let element = _document?.scene(storyboardIdentifier: identifier)?.controller { return element }
        UIKitLog.error("Storyboard (<UIStoryboard: \(_UIKeyValueCoding.address(of: self))>) doesn't contain a view controller with identifier '\(identifier)'", category: "UIStoryboard")
        return nil
    }

    /// A storyboard with one empty controller scene (what the generic form falls back on).
    private static let _emptyScene: IBDocument = {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="empty"><objects><viewController id="empty-vc"/></objects></scene></scenes>
            </document>
            """
        return (try? IBDocument(string: text)) ?? { fatalError("the built-in empty scene must parse") }()
    }()
}
