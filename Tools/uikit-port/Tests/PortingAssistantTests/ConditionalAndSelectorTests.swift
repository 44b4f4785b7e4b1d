//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import PortingAssistant
import Testing

/// Overrides inside `#if` blocks (in an extension, or an extension in a block).
@Suite struct ConditionalOverrideTests {
    @Test func overrideInAnIfBlockInsideAnExtensionMovesWithItsCondition() {
        let source = """
        class V: UIView {
            var n = 0
        }

        extension V {
            #if os(iOS)
            override func layoutSubviews() {
                n += 1
            }
            #endif
            func helper() {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text == """
        class V: UIView {
            var n = 0

            #if os(iOS)
            override func layoutSubviews() {
                n += 1
            }
            #endif
        }

        extension V {
            func helper() {}
        }
        """)
        #expect(lines.contains("F.swift:7: layoutSubviews() in extension V → moved into class V"))
    }

    @Test func extensionInsideAnIfBlockIsMovedUnderTheSameConditionsAndTheEmptiedBlockGoes() {
        let source = """
        class V: UIView {
            var n = 0
        }

        #if DEBUG
        #elseif os(Linux) || os(iOS)
        extension V {
            override func didMoveToWindow() {
                super.didMoveToWindow()
            }
        }
        #endif
        """
        let (text, _, _) = portOne(source)
        #expect(text == """
        class V: UIView {
            var n = 0

            #if DEBUG
            #elseif os(Linux) || os(iOS)
            override func didMoveToWindow() {
                super.didMoveToWindow()
            }
            #endif
        }
        """)
    }

    @Test func lonelyExtensionInAnIfBlockTakesTheBlockWithIt() {
        let source = """
        class V: UIView {}

        #if canImport(UIKit)
        extension V {
            override var intrinsicContentSize: CGSize { .zero }
        }
        #endif
        """
        let (text, _, _) = portOne(source)
        #expect(text == """
        class V: UIView {
            #if canImport(UIKit)
            override var intrinsicContentSize: CGSize { .zero }
            #endif
        }
        """)
        #expect(portOne(text).lines.isEmpty)
    }

    @Test func conditionalOverrideOfAClassElsewhereIsReported() {
        let source = """
        #if os(iOS)
        extension UIView {
            override func layoutSubviews() {}
        }
        #endif
        extension UILabel {
            #if DEBUG
            override func didMoveToWindow() {}
            #endif
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text == source)
        #expect(lines.contains { $0.hasPrefix("F.swift:3: note: override layoutSubviews() in an extension of UIView") })
        #expect(lines.contains { $0.hasPrefix("F.swift:8: note: override didMoveToWindow() in an extension of UILabel") })
    }
}

/// `removeTarget` with `#selector`, and `Selector` constants (`extension Selector { static let … }`).
@Suite struct SelectorFormTests {
    @Test func removeTargetNamesTheRegistrationItRemoves() {
        let source = """
        class A: UIViewController {
            let button = UIButton()
            func on() {
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                button.addTarget(self, action: #selector(other), for: .touchUpInside)
            }
            func off() {
                button.removeTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
            }
            @objc func tapped(_ sender: UIButton) {}
            @objc func other() {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("button.addTarget(self, action: A.tapped(_:), for: .touchUpInside, named: \"tapped:\")"))
        #expect(text.contains("button.addTarget(self, action: A.other, for: .touchUpInside)\n"))
        #expect(text.contains("button.removeTarget(self, action: \"tapped:\", for: .touchUpInside)"))
        #expect(!lines.contains { $0.contains("note") })
    }

    @Test func removeTargetOfAGestureRecognizerNamesItsRegistrationToo() {
        let source = """
        class A: UIViewController {
            let tap = UITapGestureRecognizer()
            func on() {
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handle(_:))))
                tap.addTarget(self, action: #selector(handle(_:)))
                tap.addTarget(self, action: #selector(keep))
            }
            func off() { tap.removeTarget(self, action: #selector(handle(_:))) }
            @objc func handle(_ recognizer: UITapGestureRecognizer) {}
            @objc func keep() {}
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text.contains("UITapGestureRecognizer(target: self, action: A.handle(_:), named: \"handle:\")"))
        #expect(text.contains("tap.addTarget(self, action: A.handle(_:), named: \"handle:\")"))
        #expect(text.contains("tap.addTarget(self, action: A.keep)\n"))
        #expect(text.contains("tap.removeTarget(self, action: \"handle:\")"))
        #expect(!lines.contains { $0.contains("note") })
    }

    @Test func selectorConstantsBecomeStringsAndTheirTargetActionUsesMethodReferences() {
        let files = [
            "Selectors.swift": """
            extension Selector {
                static let buttonTapped = #selector(ViewController.buttonTapped(_:))
                static let refresh = #selector(ViewController.refresh)
            }
            """,
            "ViewController.swift": """
            class ViewController: UIViewController {
                let button = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.addTarget(self, action: .buttonTapped, for: .touchUpInside)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector.refresh))
                    button.addTarget(nil, action: .refresh, for: .touchUpInside)
                }
                func stop() { button.removeTarget(self, action: .buttonTapped, for: .touchUpInside) }
                @objc func buttonTapped(_ sender: UIButton) {}
                @objc func refresh() {}
            }
            """,
        ]
        let results = port(files)
        let selectors = results["Selectors.swift"]!.text
        #expect(selectors.contains("static let buttonTapped = Selector(\"buttonTapped:\")"))
        #expect(selectors.contains("static let refresh = Selector(\"refresh\")"))
        #expect(results["Selectors.swift"]!.notes.isEmpty)
        let controller = results["ViewController.swift"]!.text
        #expect(controller.contains("button.addTarget(self, action: ViewController.buttonTapped(_:), for: .touchUpInside, named: \"buttonTapped:\")"))
        #expect(controller.contains("UITapGestureRecognizer(target: self, action: ViewController.refresh)"))
        #expect(controller.contains("button.addTarget(nil, action: .refresh, for: .touchUpInside)"))
        #expect(controller.contains("button.removeTarget(self, action: .buttonTapped, for: .touchUpInside)"))
        let again = port(["Selectors.swift": selectors, "ViewController.swift": controller])
        #expect(again.values.allSatisfy { $0.changes.isEmpty })
    }
}

/// `--output`: ported copies of every file, originals unchanged (what the build plugin runs).
@Suite struct OutputCopyTests {
    @Test func copiesGoBelowTheOutputDirectoryAndOriginalsStay() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)")
        let sources = dir.appendingPathComponent("App")
        let output = dir.appendingPathComponent("Ported")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Views"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let view = "class V: UIView {}\nextension V {\n    override func layoutSubviews() {}\n}\n"
        try view.write(to: sources.appendingPathComponent("Views/V.swift"), atomically: true, encoding: .utf8)
        try "let x = 1\n".write(to: sources.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
        try "<plist/>".write(to: sources.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)

        let run = PortingRun(paths: [sources.appendingPathComponent("Views/V.swift").path, sources.appendingPathComponent("Plain.swift").path],
                             output: output.path, base: sources.path)
        #expect(run.succeeded)
        #expect(try String(contentsOf: sources.appendingPathComponent("Views/V.swift"), encoding: .utf8) == view)
        #expect(try String(contentsOf: output.appendingPathComponent("Views/V.swift"), encoding: .utf8)
            == "class V: UIView {\n    override func layoutSubviews() {}\n}\n")
        #expect(try String(contentsOf: output.appendingPathComponent("Plain.swift"), encoding: .utf8) == "let x = 1\n")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("Info.plist").path))
    }
}

@Suite struct AppDelegateTests {
    @Test func appDelegateClassBecomesFinalSoThatMainCanCreateIt() {
        let source = """
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }
        """
        let (text, lines, _) = portOne(source)
        #expect(text == "@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    var window: UIWindow?\n}")
        #expect(lines.contains("F.swift:2: class AppDelegate → final class AppDelegate"))
        #expect(portOne(text).lines.isEmpty)
    }

    @Test func sceneDelegateClassBecomesFinalSoThatTheManifestCanCreateIt() {
        let source = "class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n"
        let (text, lines, _) = portOne(source)
        #expect(text == "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {\n    var window: UIWindow?\n}\n")
        #expect(lines.contains("F.swift:1: class SceneDelegate → final class SceneDelegate"))
    }

    @Test func subclassedAppDelegateIsReported() {
        let source = "class Base: UIResponder, UIApplicationDelegate {}\nclass App: Base {}\n"
        let (text, lines, _) = portOne(source)
        #expect(text == source)
        #expect(lines.contains { $0.hasPrefix("F.swift:1: note: Base is subclassed: add `required override init() { super.init() }`") })
    }
}
