//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import PortingAssistant
import Testing

/// `@IBOutlet`, `@IBInspectable` and `@IBAction` connected through generated overrides (the
/// corpus's interface-builder case holds the common forms; these are the edges).
@Suite struct InterfaceBuilderTests {
    @Test func outletsAreReadByKeyUnlessTheClassAlreadyReadsKeys() {
        let (text, lines, _) = portOne("""
        class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
        }
        class CardView: UIView {
            @IBOutlet weak var badge: UILabel!
            override func value(forKey key: String) -> Any? { key == "badge" ? badge : super.value(forKey: key) }
        }
        """)
        #expect(text.contains("""
                override func value(forKey key: String) -> Any? {
                    switch key {
                    case "nameLabel": return self.nameLabel
                    default: return super.value(forKey: key)
                    }
                }
            }
            class CardView: UIView {
            """))
        #expect(text.components(separatedBy: "override func value(forKey").count == 3) // CardView's own, and the one generated
        #expect(lines.contains("F.swift:1: @IBOutlet nameLabel → ProfileViewController overrides setValue(_:forKey:), value(forKey:)"))
        #expect(lines.contains("F.swift:4: note: CardView already overrides value(forKey:): add cases for badge there (key paths through them read them by key)"))
    }

    @Test func unwindActionCastsTheSegue() {
        let (text, lines, _) = portOne("""
        class ListViewController: UITableViewController {
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
        }
        """)
        #expect(text.contains("    func unwindToList(_ segue: UIStoryboardSegue) {}\n"))
        #expect(text.contains("""
                case "unwindToList:": return { [unowned self] sender, _ in if let sender = sender as? UIStoryboardSegue { self.unwindToList(sender) } }
        """))
        #expect(lines.contains("F.swift:1: @IBAction \"unwindToList:\" → ListViewController overrides _actionHandler(for:)"))
        #expect(lines.contains { $0.hasPrefix("F.swift:1: note: a storyboard or nib loading ListViewController sends \"unwindToList:\"") })
    }

    @Test func nestedOneLineAndOpenClassesGetOverridesOfTheirOwn() {
        let (text, _, _) = portOne("""
        open class Card: UIView {
            public final class Badge: UILabel { @IBInspectable var inset = 2.0 }
            @IBOutlet open var title: UILabel?
        }
        """)
        #expect(text == """
        open class Card: UIView {
            public final class Badge: UILabel { var inset = 2.0

                // uikit-port: storyboards and nibs set these inspectable properties by key; without the Objective-C runtime, this override names them.
                public override func setValue(_ value: Any?, forKey key: String) {
                    switch key {
                    case "inset": if let value = _ibCast(value, to: Double.self) { self.inset = value }
                    default: super.setValue(value, forKey: key)
                    }
                }

                // uikit-port: key-value coding reads these by key (key paths such as "inset"); without the Objective-C runtime, this override names them.
                public override func value(forKey key: String) -> Any? {
                    switch key {
                    case "inset": return self.inset
                    default: return super.value(forKey: key)
                    }
                }
            }
            open var title: UILabel?

            // uikit-port: storyboards and nibs set these outlets by key; without the Objective-C runtime, this override names them.
            open override func setValue(_ value: Any?, forKey key: String) {
                switch key {
                case "title": self.title = value as? UILabel
                default: super.setValue(value, forKey: key)
                }
            }

            // uikit-port: key-value coding reads these by key (key paths such as "title.text"); without the Objective-C runtime, this override names them.
            open override func value(forKey key: String) -> Any? {
                switch key {
                case "title": return self.title
                default: return super.value(forKey: key)
                }
            }
        }
        """)
    }

    @Test func senderAndEventTypesDecideTheCall() {
        let (text, _, _) = portOne("""
        class A: UIView {
            @IBAction func any(_ sender: Any) {}
            @IBAction func object(_ sender: AnyObject) {}
            @IBAction func maybe(_ sender: UIButton?) {}
            @IBAction func event(_ sender: UIControl, forEvent event: UIEvent?) {}
            @IBAction func labelled(with sender: UISwitch, event: UIEvent) {}
            @IBAction func searchFor(term sender: Any?) {}
            @IBAction func scroll(usingThumb sender: Any?) {}
        }
        """)
        #expect(text.contains(#"case "any:": return { [unowned self] sender, _ in if let sender { self.any(sender) } }"#))
        #expect(text.contains(#"case "object:": return { [unowned self] sender, _ in if let sender { self.object(sender as AnyObject) } }"#))
        #expect(text.contains(#"case "maybe:": return { [unowned self] sender, _ in self.maybe(sender as? UIButton) }"#))
        #expect(text.contains(#"case "event:forEvent:": return { [unowned self] sender, event in if let sender = sender as? UIControl { self.event(sender, forEvent: event) } }"#))
        #expect(text.contains(#"case "labelledWith:event:": return { [unowned self] sender, event in if let sender = sender as? UISwitch { self.labelled(with: sender, event: event ?? UIEvent()) } }"#))
        #expect(text.contains(#"case "searchForTerm:": return { [unowned self] sender, _ in self.searchFor(term: sender) }"#))
        #expect(text.contains(#"case "scrollUsingThumb:": return { [unowned self] sender, _ in self.scroll(usingThumb: sender) }"#))
    }

    @Test func whatCannotBeConnectedIsReportedAndStillCompiles() {
        let (text, lines, _) = portOne("""
        class Model: NSObject {
            @IBOutlet var view: UIView!
        }
        class Box<T>: UIView {
            @IBAction func go() {}
        }
        class Form: UIViewController {
            @IBAction func submit(_ a: Any, _ b: Any, _ c: Any) {}
            @IBAction func later() async {}
            @IBInspectable var computed: Int { 1 }
            @IBInspectable var untyped = makeValue()
            #if os(iOS)
            @IBOutlet var phoneOnly: UIView!
            #endif
            @IBSegueAction func makeDetail(_ coder: NSCoder) -> UIViewController? { nil }
        }
        extension UIView {
            @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
        }
        """)
        #expect(!text.contains("@IBOutlet") && !text.contains("@IBAction") && !text.contains("@IBInspectable"))
        #expect(!text.contains("override func"))
        #expect(text.contains("@IBSegueAction func makeDetail"))   // it compiles on Linux
        let expected = [
            "F.swift:1: note: Model is not a UIResponder (it descends from NSObject)",
            "F.swift:4: note: Box is generic",
            "F.swift:8: note: @IBAction submit (\"submit:::\") takes parameters Interface Builder can't pass",
            "F.swift:9: note: @IBAction later (\"later\") is async, throwing or generic",
            "F.swift:10: note: @IBInspectable computed has no setter",
            "F.swift:11: note: @IBInspectable untyped has no declared type",
            "F.swift:12: note: Interface Builder members inside #if are not connected",
            "F.swift:15: note: @IBSegueAction makeDetail is not connected",
            "F.swift:18: note: @IBInspectable cornerRadius in an extension of UIView is not connected",
        ]
        for prefix in expected { #expect(lines.contains { $0.hasPrefix(prefix) }, "missing \(prefix)") }
    }

    @Test func existingOverridesAreKeptWithANote() {
        let (text, lines, _) = portOne("""
        class A: UIView {
            @IBOutlet var label: UILabel!
            @IBAction func go(_ sender: Any) {}
            override func _actionHandler(for action: Selector) -> ((_ sender: Any?, _ event: UIEvent?) -> Void)? { nil }
        }
        """)
        #expect(text.contains("override func setValue(_ value: Any?, forKey key: String)"))
        #expect(!text.contains("case \"go:\""))
        #expect(lines.contains { $0.hasPrefix("F.swift:1: note: A already overrides _actionHandler(for:): add cases for \"go:\" there") })
    }

    @Test func actionsInAnExtensionInAnotherFileAreConnectedInTheClassBody() {
        let results = port([
            "Controller.swift": "class Controller: UIViewController {\n    @IBOutlet var label: UILabel!\n}\n",
            "Controller+Actions.swift": """
            extension Controller {
                @IBAction func done(_ sender: UIBarButtonItem) {}
                @IBAction private func hidden(_ sender: Any) {}
                @IBInspectable var tint: UIColor? { get { view.tintColor } set { view.tintColor = newValue } }
            }
            """,
        ])
        let controller = results["Controller.swift"]!
        #expect(controller.text.contains(#"case "label": self.label = value as? UILabel"#))
        #expect(controller.text.contains(#"case "tint": self.tint = _ibCast(value, to: UIColor.self)"#))
        #expect(controller.text.contains(#"case "done:": return { [unowned self] sender, _ in if let sender = sender as? UIBarButtonItem { self.done(sender) } }"#))
        #expect(!controller.text.contains("hidden"))
        #expect(controller.notes.contains { $0.message.hasPrefix("@IBAction hidden (\"hidden:\") is private in another file") })
        let actions = results["Controller+Actions.swift"]!
        #expect(!actions.text.contains("@IB"))
        #expect(actions.notes.isEmpty)
    }
}
