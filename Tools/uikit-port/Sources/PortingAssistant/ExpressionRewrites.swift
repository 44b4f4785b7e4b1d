//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import SwiftSyntax

/// `#selector` in target-action calls, `Timer`, `NotificationCenter` and `CADisplayLink` calls;
/// `#keyPath`; calls of optional protocol requirements (`delegate?.m?(x)`).
enum ExpressionRewrites {
    static func edits(_ tree: SourceFileSyntax, _ text: String, _ context: ProjectContext) -> ([Edit], [(Int, String)]) {
        let visitor = ExpressionVisitor(context: context)
        visitor.walk(tree)
        return (visitor.edits, visitor.notes)
    }
}

final class ExpressionVisitor: SyntaxVisitor {
    let context: ProjectContext
    var edits: [Edit] = []
    var notes: [(Int, String)] = []
    /// `#selector`s a call rewrite took care of (or reported).
    var handled: Set<SyntaxIdentifier> = []

    init(context: ProjectContext) {
        self.context = context
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let arguments = Array(node.arguments)
        let labels = arguments.map { $0.label?.text }
        let callee = node.calledExpression.trimmedDescription
        let calleeName = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? callee
        guard let selectorIndex = arguments.firstIndex(where: {
            ($0.label?.text == "action" || $0.label?.text == "selector")
                && ($0.expression.as(MacroExpansionExprSyntax.self)?.macroName.text == "selector" || context.selectorConstant($0.expression) != nil)
        }) else { return .visitChildren }
        let expression = arguments[selectorIndex].expression
        let selector: SelectorReference
        let isConstant: Bool
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            handled.insert(macro.id)
            guard let reference = SelectorReference(macro) else {
                notes.append((macro.start, "\(macro.trimmedDescription) not rewritten: getter/setter or unusual selector; use a closure"))
                return .visitChildren
            }
            selector = reference
            isConstant = false
        } else if let reference = context.selectorConstant(expression) {
            selector = reference
            isConstant = true
        } else {
            return .visitChildren
        }
        if calleeName == "removeTarget", labels[selectorIndex] == "action" {
            removeTarget(node, labels, expression, selector, isConstant: isConstant)
        } else if calleeName == "scheduledTimer", labels == ["timeInterval", "target", "selector", "userInfo", "repeats"] {
            timer(node, arguments, selector)
        } else if calleeName == "addObserver", labels == [nil, "selector", "name", "object"] {
            observer(node, arguments, selector)
        } else if callee.hasSuffix("CADisplayLink"), labels == ["target", "selector"] {
            displayLink(node, arguments, selector)
        } else if labels[selectorIndex] == "action" {
            targetAction(node, arguments, labels, expression, selector, isConstant: isConstant)
        } else if !isConstant {
            notes.append((expression.start, "\(expression.trimmedDescription) in \(calleeName)(…) not rewritten: there is no selector here; call the method from a closure"))
        }
        return .visitChildren
    }

    /// `removeTarget(t, action: #selector(m), …)` (a control's, or a gesture recognizer's without
    /// `for:`): the selector's string, which names the registrations this run's target-action
    /// calls of `m` make (`named:`). A constant already is that string.
    private func removeTarget(_ call: FunctionCallExprSyntax, _ labels: [String?], _ expression: ExprSyntax,
                              _ selector: SelectorReference, isConstant: Bool) {
        guard !isConstant else { return }
        edits.append(Edit(start: expression.start, end: expression.end, text: "\"\(selector.objcName(context))\""))
    }

    /// A `Selector` constant (`action: .buttonTapped`) stays for a nil target; a `removeTarget` of the
    /// same method in the run names the control's registration (`named: "buttonTapped:"`).
    private func targetAction(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax], _ labels: [String?],
                              _ expression: ExprSyntax, _ selector: SelectorReference, isConstant: Bool) {
        let target = arguments.first(where: { $0.label?.text == "target" }) ?? (arguments.first?.label == nil ? arguments.first : nil)
        let targetText = target?.expression.trimmedDescription
        let name = selector.objcName(context)
        if targetText == nil || targetText == "nil" {
            guard !isConstant else { return }
            edits.append(Edit(start: expression.start, end: expression.end, text: "\"\(name)\"", notes: [
                "nil-targeted action \"\(name)\": a responder on the chain handles it once it calls registerAction(\"\(name)\") { sender, event in … }",
            ]))
            return
        }
        guard let enclosing = selector.type ?? expression.enclosingTypeName else {
            notes.append((expression.start, "\(expression.trimmedDescription) outside a type: write the method reference Type.method by hand"))
            return
        }
        edits.append(Edit(start: expression.start, end: expression.end, text: selector.methodReference(in: enclosing)))
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? call.calledExpression.trimmedDescription
        let namable = labels.last == "for"                                                  // a control's addTarget
            || (callee == "addTarget" && labels == [nil, "action"])                            // a recognizer's
            || (callee.hasSuffix("GestureRecognizer") && labels == ["target", "action"])       // a recognizer's init
        if namable, context.isRemoved(selector), let last = arguments.last {
            edits.append(Edit(start: last.end, end: last.end, text: ", named: \"\(name)\"",
                              summary: ("addTarget(…, \(selector.base))", "named: \"\(name)\" (a removeTarget of the run names it so)")))
        }
    }

    /// The closure a selector-based timer, observer or display link becomes.
    /// `onMainActor`: the closure is Foundation's `@Sendable` one, run on the main thread (a
    /// timer scheduled from main-actor code; a notification posted there, delivered at once with
    /// `queue: nil` as the selector form was: `queue: .main` deadlocks when the poster runs on the
    /// main queue but not as its OperationQueue), so the call is wrapped in
    /// `MainActor.assumeIsolated`, clean in Swift 5 and Swift 6 modes.
    private func closure(target: ExprSyntax, _ selector: SelectorReference, parameter: String,
                         onMainActor: Bool = false) -> (text: String, note: String?) {
        let targetText = target.trimmedDescription
        let capture: String, receiver: String
        if target.is(DeclReferenceExprSyntax.self) {
            capture = targetText; receiver = targetText
        } else {
            capture = "target = \(targetText)"; receiver = "target"
        }
        var note: String?
        let labels = selector.resolvedLabels(context)
        if labels == nil { note = "assumed \(selector.base) takes no argument (no single declaration of it found)" }
        let argument: String
        if let label = labels?.first {
            argument = label == "_" ? parameter : "\(label): \(parameter)"
        } else {
            argument = ""
        }
        let name = argument.isEmpty ? "_" : parameter
        let call = "\(receiver)?.\(selector.base)(\(argument))"
        return ("{ [weak \(capture)] \(name) in \(onMainActor ? "MainActor.assumeIsolated { \(call) }" : call) }", note)
    }

    /// Ends a call with `closure`: a trailing closure, or a labelled argument in a condition.
    private func replaceCall(_ call: FunctionCallExprSyntax, head: String, arguments: [String], label: String,
                             closure: String, notes: [String]) {
        let text: String
        if call.isInCondition {
            text = "\(head)(\((arguments + ["\(label): \(closure)"]).joined(separator: ", ")))"
        } else {
            text = "\(head)(\(arguments.joined(separator: ", "))) \(closure)"
        }
        edits.append(Edit(start: call.start, end: call.end, text: text, notes: notes))
    }

    private func timer(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax], _ selector: SelectorReference) {
        var notes: [String] = []
        let userInfo = arguments[3].expression.trimmedDescription
        if userInfo != "nil" { notes.append("userInfo \(userInfo) dropped: the block form has none; capture the value in the closure") }
        let made = closure(target: arguments[1].expression, selector, parameter: "timer", onMainActor: true)
        if let note = made.note { notes.append(note) }
        let head = call.calledExpression.trimmedDescription
        replaceCall(call, head: head, arguments: [
            "withTimeInterval: \(arguments[0].expression.trimmedDescription)",
            "repeats: \(arguments[4].expression.trimmedDescription)",
        ], label: "block", closure: made.text, notes: notes)
    }

    private func observer(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax], _ selector: SelectorReference) {
        var notes = ["keep the returned token and pass it to removeObserver(_:) (removeObserver(self) does not remove block observers); the block runs at once on the posting thread, as the selector did, and expects the main thread"]
        let made = closure(target: arguments[0].expression, selector, parameter: "notification", onMainActor: true)
        if let note = made.note { notes.append(note) }
        let head = call.calledExpression.trimmedDescription
        replaceCall(call, head: head, arguments: [
            "forName: \(arguments[2].expression.trimmedDescription)",
            "object: \(arguments[3].expression.trimmedDescription)",
            "queue: nil",
        ], label: "using", closure: made.text, notes: notes)
    }

    private func displayLink(_ call: FunctionCallExprSyntax, _ arguments: [LabeledExprSyntax], _ selector: SelectorReference) {
        let made = closure(target: arguments[0].expression, selector, parameter: "link")
        let head = call.calledExpression.trimmedDescription
        let text = call.isInCondition ? "\(head)(handler: \(made.text))" : "\(head) \(made.text)"
        edits.append(Edit(start: call.start, end: call.end, text: text, notes: made.note.map { [$0] } ?? []))
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector" where !handled.contains(node.id) && node.isSelectorConstant:
            // `extension Selector { static let tapped = #selector(ViewController.tapped(_:)) }`
            if let selector = SelectorReference(node) {
                edits.append(Edit(start: node.start, end: node.end, text: "Selector(\"\(selector.objcName(context))\")"))
            }
        case "selector" where !handled.contains(node.id):
            notes.append((node.start, "\(node.trimmedDescription) not rewritten: Swift on Linux has no selectors (responds(to:), perform(_:)); call the method, or use a Selector string with registerAction"))
        case "keyPath":
            guard node.arguments.count == 1, let argument = node.arguments.first else { break }
            var parts = argument.expression.trimmedDescription.split(separator: ".").map { $0.trimmingWhitespace }
            if parts.count > 1, let first = parts.first?.first, first.isUppercase || parts[0] == "self" { parts.removeFirst() }
            edits.append(Edit(start: node.start, end: node.end, text: "\"\(parts.joined(separator: "."))\""))
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        // `delegate?.method?(x)` → `delegate?.method(x)` when `method` was an optional requirement.
        if let member = node.expression.as(MemberAccessExprSyntax.self), member.base != nil,
           context.optionalRequirements.contains(member.declName.baseName.text),
           let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
            edits.append(Edit(start: node.questionMark.start, end: node.questionMark.end, text: "",
                              summary: (node.trimmedDescription, member.trimmedDescription)))
        }
        return .visitChildren
    }
}

extension Substring {
    var trimmingWhitespace: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
