//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

// The AT-SPI interfaces the bridge's objects implement: Accessible, Component, Action, Value, Application, and D-Bus Properties, Introspectable and Peer (Text, EditableText and Table in files of their own).

import Foundation
import UIKitCore
import UIKitDBus

extension _ATSPIBridge {
    /// The reply (or error) to method call `m`.
    func answer(_ m: DBusMessage) -> DBusMessage? {
        let interface = m.interface ?? ""
        let member = m.member ?? ""
        if interface == "org.freedesktop.DBus.Peer" {
            return member == "GetMachineId" ? m.reply([.string("")]) : m.reply()
        }
        if m.path == ATSPI.cachePath {
            // No cache is pushed: clients ask for what they need.
            return member == "GetItems" ? m.reply([.array(element: "((so)(so)(so)iiassusau)", [])]) : unknownMethod(m)
        }
        guard let path = m.path, let found = object(at: path) else {
            return m.errorReply(name: "org.freedesktop.DBus.Error.UnknownObject", message: "no accessible object at \(m.path ?? "")")
        }
        let object = found
        if interface == "org.freedesktop.DBus.Introspectable" {
            return m.reply([.string(introspection(of: object))])
        }
        if interface == ATSPI.properties { return properties(m, object) }
        switch interface {
        case ATSPI.accessible: return accessible(m, member, object)
        case ATSPI.component where object != nil: return component(m, member, object!)
        case ATSPI.action where object != nil: return action(m, member, object!)
        case Self.textInterface where object != nil: return text(m, member, object!) ?? unknownMethod(m)
        case Self.editableTextInterface where object != nil: return editableText(m, member, object!) ?? unknownMethod(m)
        case Self.tableInterface where object is UITableView: return table(m, member, object as! UITableView) ?? unknownMethod(m)
        case Self.tableCellInterface where object != nil: return tableCell(m, member, object!) ?? unknownMethod(m)
        case ATSPI.application where object == nil:
            switch member {
            case "GetLocale": return m.reply([.string(locale)])
            // (No private bus of the app's own: clients keep using the accessibility bus.)
            case "GetApplicationBusAddress": return m.reply([.string("")])
            default: return unknownMethod(m)
            }
        default: return unknownMethod(m)
        }
    }

    func unknownMethod(_ m: DBusMessage) -> DBusMessage {
        m.errorReply(name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(m.interface ?? "").\(m.member ?? "") with signature \"\(m.signature)\"")
    }

    var locale: String { Locale.current.identifier }

    /// The interfaces `object` implements.
    func interfaces(of object: AnyObject?) -> [String] {
        guard let object else { return [ATSPI.accessible, ATSPI.application] }
        var out = [ATSPI.accessible, ATSPI.component]
        if !_ATSPIElement.actionNames(of: object).isEmpty { out.append(ATSPI.action) }
        if _ATSPIElement.range(of: object) != nil { out.append(ATSPI.value) }
        if Self.textContent(of: object) != nil { out.append(Self.textInterface) }
        if Self.isEditableText(object) { out.append(Self.editableTextInterface) }
        if object is UITableView { out.append(Self.tableInterface) }
        if Self.tablePosition(of: object) != nil { out.append(Self.tableCellInterface) }
        return out
    }

    // MARK: Accessible

    private func accessible(_ m: DBusMessage, _ member: String, _ object: AnyObject?) -> DBusMessage {
        switch member {
        case "GetChildAtIndex":
            let kids = children(of: object)
            let i = m.body.first?.intValue ?? -1
            return m.reply([kids.indices.contains(i) ? reference(kids[i]) : nullReference])
        case "GetChildren":
            return m.reply([.array(element: "(so)", children(of: object).map(reference))])
        case "GetIndexInParent":
            guard let object else { return m.reply([.int32(-1)]) }
            let siblings = children(of: _ATSPIElement.parent(of: object))
            return m.reply([.int32(Int32(siblings.firstIndex { $0 === object } ?? -1))])
        case "GetRelationSet": return m.reply([.array(element: "(ua(so))", [])])
        case "GetRole": return m.reply([.uint32(_ATSPIElement.role(of: object).rawValue)])
        case "GetRoleName", "GetLocalizedRoleName": return m.reply([.string(_ATSPIElement.role(of: object).name)])
        case "GetState":
            let s = _ATSPIElement.states(of: object, focus: focusedObject)
            return m.reply([.array(element: "u", [.uint32(s.words.0), .uint32(s.words.1)])])
        case "GetAttributes": return m.reply([attributes(of: object)])
        case "GetApplication": return m.reply([reference(nil)])
        case "GetInterfaces": return m.reply([.array(element: "s", interfaces(of: object).map(DBusValue.string))])
        default: return unknownMethod(m)
        }
    }

    func attributes(of object: AnyObject?) -> DBusValue {
        var entries: [(DBusValue, DBusValue)] = [(.string("toolkit"), .string("UIKit"))]
        if let object {
            entries.append((.string("class"), .string(String(describing: type(of: object)))))
            if let id = _ATSPIElement.identifier(of: object), !id.isEmpty { entries.append((.string("id"), .string(id))) }
            // (What an empty field asks for; screen readers read it as GTK's entries give it.)
            if let field = object as? UITextField, let p = field.placeholder ?? field.attributedPlaceholder?.string, !p.isEmpty {
                entries.append((.string("placeholder-text"), .string(p)))
            }
        }
        return .dictionary(key: "s", value: "s", entries)
    }

    /// A property's value, or nil when `object` has no such property.
    func property(_ interface: String, _ name: String, of object: AnyObject?) -> DBusValue? {
        switch (interface, name) {
        case (ATSPI.accessible, "Name"): return .string(_ATSPIElement.name(of: object))
        case (ATSPI.accessible, "Description"): return .string(object.flatMap(_ATSPIElement.hint(of:)) ?? "")
        case (ATSPI.accessible, "HelpText"): return .string("")
        case (ATSPI.accessible, "Locale"): return .string(locale)
        case (ATSPI.accessible, "AccessibleId"): return .string(object.flatMap(_ATSPIElement.identifier(of:)) ?? "")
        case (ATSPI.accessible, "ChildCount"): return .int32(Int32(children(of: object).count))
        case (ATSPI.accessible, "Parent"):
            guard let object else { return desktop ?? nullReference }
            return reference(_ATSPIElement.parent(of: object))
        case (ATSPI.application, "ToolkitName") where object == nil: return .string("UIKit for Linux")
        case (ATSPI.application, "Version") where object == nil: return .string("1.0")
        case (ATSPI.application, "AtspiVersion") where object == nil: return .string("2.1")
        case (ATSPI.application, "Id") where object == nil: return .int32(applicationId)
        case (ATSPI.action, "NActions"):
            return object.map { .int32(Int32(_ATSPIElement.actionNames(of: $0).count)) }
        case (Self.textInterface, _):
            return object.flatMap { textProperty(name, of: $0) }
        case (Self.tableInterface, _):
            return (object as? UITableView).flatMap { tableProperty(name, of: $0) }
        case (Self.tableCellInterface, _):
            return object.flatMap { tableCellProperty(name, of: $0) }
        case (ATSPI.value, _):
            guard let object, let r = _ATSPIElement.range(of: object) else { return nil }
            switch name {
            case "MinimumValue": return .double(r.min)
            case "MaximumValue": return .double(r.max)
            case "CurrentValue": return .double(r.current)
            case "MinimumIncrement": return .double(r.increment)
            case "Text": return .string(_ATSPIElement.valueText(of: object) ?? "")
            default: return nil
            }
        default: return nil
        }
    }

    static let propertyNames: [String: [String]] = [
        ATSPI.accessible: ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
        ATSPI.application: ["ToolkitName", "Version", "AtspiVersion", "Id"],
        ATSPI.action: ["NActions"],
        ATSPI.value: ["MinimumValue", "MaximumValue", "CurrentValue", "MinimumIncrement", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Table": ["NRows", "NColumns", "Caption", "Summary", "NSelectedRows", "NSelectedColumns"],
        "org.a11y.atspi.TableCell": ["ColumnSpan", "Position", "RowSpan", "Table"],
    ]

    private func properties(_ m: DBusMessage, _ object: AnyObject?) -> DBusMessage {
        let interface = m.body.first?.stringValue ?? ""
        switch m.member {
        case "Get":
            let name = m.body.count > 1 ? m.body[1].stringValue ?? "" : ""
            guard let v = property(interface, name, of: object) else {
                return m.errorReply(name: "org.freedesktop.DBus.Error.UnknownProperty", message: "no property \(interface).\(name)")
            }
            return m.reply([.variant(v)])
        case "GetAll":
            let entries = (Self.propertyNames[interface] ?? []).compactMap { name in
                property(interface, name, of: object).map { (DBusValue.string(name), DBusValue.variant($0)) }
            }
            return m.reply([.dictionary(key: "s", value: "v", entries)])
        case "Set":
            let name = m.body.count > 1 ? m.body[1].stringValue ?? "" : ""
            let value = m.body.count > 2 ? m.body[2].unwrapped : .int32(0)
            if interface == ATSPI.application, name == "Id", object == nil {
                applicationId = Int32(value.intValue ?? 0)
                return m.reply()
            }
            if interface == ATSPI.value, name == "CurrentValue", let object, let d = value.doubleValue {
                guard _ATSPIElement.setValue(d, of: object) else {
                    return m.errorReply(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "the value of this element can't be set")
                }
                childrenCache.removeAll()
                return m.reply()
            }
            return m.errorReply(name: "org.freedesktop.DBus.Error.PropertyReadOnly", message: "\(interface).\(name) is read-only")
        default:
            return unknownMethod(m)
        }
    }

    // MARK: Component

    private func component(_ m: DBusMessage, _ member: String, _ object: AnyObject) -> DBusMessage {
        let coordType = m.body.last?.intValue ?? 0
        let r = extents(of: object, coordType: coordType)
        func ints(_ values: [CGFloat]) -> DBusValue { .structure(values.map { .int32(Int32(clamping: Int($0.rounded()))) }) }
        switch member {
        case "GetExtents": return m.reply([ints([r.minX, r.minY, r.width, r.height])])
        case "GetPosition": return m.reply([.int32(Int32(clamping: Int(r.minX.rounded()))), .int32(Int32(clamping: Int(r.minY.rounded())))])
        case "GetSize": return m.reply([.int32(Int32(clamping: Int(r.width.rounded()))), .int32(Int32(clamping: Int(r.height.rounded())))])
        case "Contains":
            let p = point(m)
            return m.reply([.boolean(r.contains(p))])
        case "GetAccessibleAtPoint":
            let p = point(m)
            let hit = children(of: object).last { extents(of: $0, coordType: coordType).contains(p) }
            return m.reply([hit.map(reference) ?? nullReference])
        case "GetLayer": return m.reply([.uint32(object is UIWindow ? 7 : 3)])
        case "GetMDIZOrder": return m.reply([.int16(0)])
        case "GetAlpha": return m.reply([.double(1)])
        case "GrabFocus":
            if let r = object as? UIResponder, r.canBecomeFirstResponder, r.becomeFirstResponder() { return m.reply([.boolean(true)]) }
            grabbedFocus = object
            focusMoved(to: object)
            return m.reply([.boolean(true)])
        case "ScrollTo", "ScrollToPoint":
            return m.reply([.boolean(false)])
        default: return unknownMethod(m)
        }
    }

    private func point(_ m: DBusMessage) -> CGPoint {
        CGPoint(x: CGFloat(m.body.first?.intValue ?? 0), y: CGFloat(m.body.count > 1 ? m.body[1].intValue ?? 0 : 0))
    }

    /// The frame in AT-SPI coordinates: 0 screen, 1 window, 2 parent.
    func extents(of object: AnyObject, coordType: Int) -> CGRect {
        let r = _ATSPIElement.frame(of: object)
        switch coordType {
        case 1:
            guard let w = _ATSPIElement.window(of: object), w !== object else { return CGRect(origin: .zero, size: r.size) }
            return r.offsetBy(dx: -w.frame.minX, dy: -w.frame.minY)
        case 2:
            guard let p = _ATSPIElement.parent(of: object) else { return r }
            let pr = _ATSPIElement.frame(of: p)
            return r.offsetBy(dx: -pr.minX, dy: -pr.minY)
        default:
            return r
        }
    }

    // MARK: Action

    private func action(_ m: DBusMessage, _ member: String, _ object: AnyObject) -> DBusMessage {
        let names = _ATSPIElement.actionNames(of: object)
        let i = m.body.first?.intValue ?? -1
        switch member {
        case "GetName", "GetLocalizedName": return m.reply([.string(names.indices.contains(i) ? names[i] : "")])
        case "GetDescription": return m.reply([.string(names.indices.contains(i) && names[i] == "click" ? (_ATSPIElement.hint(of: object) ?? "") : "")])
        case "GetKeyBinding": return m.reply([.string("")])
        case "GetActions":
            return m.reply([.array(element: "(sss)", names.map { .structure([.string($0), .string(""), .string("")]) })])
        case "DoAction":
            let done = _ATSPIElement.perform(action: i, on: object)
            childrenCache.removeAll()
            return m.reply([.boolean(done)])
        default: return unknownMethod(m)
        }
    }

    // MARK: Introspection

    /// A minimal introspection document naming the interfaces (for tools such as busctl).
    func introspection(of object: AnyObject?) -> String {
        let body = interfaces(of: object).map { "<interface name=\"\($0)\"/>" }.joined()
        return "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\"><node>\(body)</node>"
    }
}
