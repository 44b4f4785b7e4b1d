//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Testing
import Foundation
import UIKit
import UIKitTesting

/// A source that drags its picture, logging what it is told.
@MainActor final class PictureDragSource: NSObject, UIDragInteractionDelegate {
    var log: [String] = []
    var lastItems: [UIDragItem] = []
    let image: UIImage
    /// When set, the picture is offered as PNG data that arrives from another thread this long
    /// after it is asked for (as a file read or a download would).
    var dataDelay: TimeInterval?
    init(image: UIImage) { self.image = image }
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        log.append("itemsForBeginning")
        var provider = NSItemProvider(object: image)
        if let delay = dataDelay, let png = image.pngData() {
            provider = NSItemProvider()
            provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
                DispatchQueue.global().asyncAfter(deadline: .now() + delay) { completion(png, nil) }
                return nil
            }
        }
        let item = UIDragItem(itemProvider: provider)
        item.localObject = "picture"
        lastItems = [item]
        return [item]
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) { log.append("sessionWillBegin") }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if log.last != "sessionDidMove" { log.append("sessionDidMove") }
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        log.append("willEndWith \(operation.rawValue)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("didEndWith \(operation.rawValue)")
    }
}

/// A destination taking images (or files when `takesFiles`), logging what it is told.
@MainActor final class PictureDropTarget: NSObject, UIDropInteractionDelegate {
    var log: [String] = []
    var images: [UIImage] = []
    var texts: [String] = []
    var urls: [URL] = []
    var takesFiles = false
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.append("canHandle")
        return takesFiles ? session.hasItemsConforming(toTypeIdentifiers: ["public.plain-text"]) : session.canLoadObjects(ofClass: UIImage.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) { log.append("sessionDidEnter") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if log.last != "sessionDidUpdate" { log.append("sessionDidUpdate") }
        return UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) { log.append("sessionDidExit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.append("performDrop")
        if takesFiles {
            session.loadObjects(ofClass: String.self) { self.texts = $0; self.log.append("loaded") }
            for item in session.items {
                item.itemProvider.loadObject(ofClass: URL.self) { url, _ in
                    MainActor.assumeIsolated { if let url { self.urls.append(url) } }
                }
            }
        } else {
            session.loadObjects(ofClass: UIImage.self) { self.images = $0; self.log.append("loaded") }
        }
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) { log.append("concludeDrop") }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) { log.append("sessionDidEnd") }
}

@MainActor @Suite struct DragDropTests {
    /// A 400×300 scene: a red 80-pt picture at (20, 100) that drags, a blue well at (220, 80)
    /// that takes pictures.
    func scene() -> (UIView, UIView, UIView, PictureDragSource, PictureDropTarget) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.backgroundColor = .white
        let red = solidImage(.red, CGSize(width: 80, height: 80))
        let picture = UIImageView(image: red)
        picture.frame = CGRect(x: 20, y: 100, width: 80, height: 80)
        picture.isUserInteractionEnabled = true
        let well = UIView(frame: CGRect(x: 220, y: 80, width: 150, height: 150))
        well.backgroundColor = .blue
        root.addSubview(picture)
        root.addSubview(well)
        let source = PictureDragSource(image: red), target = PictureDropTarget()
        picture.addInteraction(UIDragInteraction(delegate: source))
        well.addInteraction(UIDropInteraction(delegate: target))
        return (root, picture, well, source, target)
    }

    /// Moves finger `f` from the picture's middle (60, 140) by `step` each 1/50 s, `steps` times.
    func move(_ f: UIKitTestHost.Finger, on host: UIKitTestHost, steps: Int, by step: CGVector) {
        for i in 1...steps {
            host.advance(by: 0.02)
            host.move(f, to: CGPoint(x: 60 + step.dx * CGFloat(i), y: 140 + step.dy * CGFloat(i)))
        }
    }

    @Test func aPictureDraggedOntoAWellArrivesInIOSOrderWithItsPreviewAboveAtTheFinger() async throws {
        let (root, _, _, source, target) = scene()
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.3)
        #expect(source.log.isEmpty && host.dragPreviewFrame == nil)   // not lifted before the delay
        host.advance(by: 0.3)
        #expect(source.log == ["itemsForBeginning", "sessionWillBegin"])
        #expect(host.dragPreviewFrame != nil)
        move(f, on: host, steps: 10, by: CGVector(dx: 23.5, dy: 1.5))
        host.advance(by: 0.3)
        // The preview (opaque red) is drawn over the blue well, centred at the finger (295, 155);
        // the well shows blue beyond it. Tolerance: ±40 per channel (edges are antialiased).
        let image = host.render()
        let under = try #require(image.pixel(x: 295, y: 155)), beside = try #require(image.pixel(x: 360, y: 220))
        #expect(under.r > 200 && under.b < 60)
        #expect(beside.b > 215 && beside.r < 40)
        let frame = try #require(host.dragPreviewFrame)
        #expect(abs(frame.midX - 295) < 1 && abs(frame.midY - 155) < 1 && frame.width > 80)
        #expect(source.log == ["itemsForBeginning", "sessionWillBegin", "sessionDidMove"])
        #expect(target.log == ["canHandle", "sessionDidEnter", "sessionDidUpdate"])
        host.lift(f, at: CGPoint(x: 295, y: 155))
        #expect(source.log.suffix(1) == ["willEndWith 3"])
        #expect(target.log.suffix(1) == ["performDrop"])
        host.advance(by: 0.1)
        #expect(host.dragPreviewFrame != nil)   // shrinking away at the drop point
        host.advance(by: 0.3)
        _ = await host.runUntilIdleDrainingMainQueue()
        #expect(target.log.suffix(4) == ["performDrop", "loaded", "concludeDrop", "sessionDidEnd"]
                || target.log.suffix(4) == ["performDrop", "concludeDrop", "sessionDidEnd", "loaded"])
        #expect(source.log.last == "didEndWith 3")
        let dropped = try #require(target.images.first)
        #expect(dropped.size == CGSize(width: 80, height: 80))
        let px = try #require(dropped.cgImage?.pixel(x: 40, y: 40))
        #expect(px.r > 250 && px.g < 5 && px.b < 5)
        #expect(host.dragPreviewFrame == nil)
    }

    @Test func aDropWhosePictureArrivesFromAnotherThreadIsWaitedForByTheIdleLoop() async throws {
        let (root, _, _, source, target) = scene()
        source.dataDelay = 0.2
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.6)
        move(f, on: host, steps: 10, by: CGVector(dx: 23.5, dy: 1.5))
        host.lift(f, at: CGPoint(x: 295, y: 155))
        #expect(target.log.suffix(1) == ["performDrop"])
        // The drop's animation ends first (the drag driver is the process's: a test suspended in
        // the middle of a drag would keep other suites' drops out), the data still on its way.
        host.advance(by: 0.4)
        #expect(host.dragPreviewFrame == nil && !target.log.contains("loaded"))
        #expect(await host.runUntilIdleDrainingMainQueue())
        #expect(target.log.filter { $0 == "loaded" }.count == 1)
        let dropped = try #require(target.images.first)
        #expect(dropped.size == CGSize(width: 80, height: 80))
    }

    @Test func aDragDroppedOnNothingReturnsItsPreviewAndEndsWithCancel() throws {
        let (root, _, _, source, target) = scene()
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.6)
        move(f, on: host, steps: 5, by: CGVector(dx: 20, dy: 20))
        host.advance(by: 0.3)
        host.lift(f, at: CGPoint(x: 160, y: 240))   // on the white root: no drop interaction
        #expect(source.log.suffix(1) == ["willEndWith 0"])
        #expect(target.log.isEmpty)   // never over the well: never asked
        host.advance(by: 0.15)
        // Half way back: between the drop point and the picture's place.
        let mid = try #require(host.dragPreviewFrame)
        #expect(mid.midX > 62 && mid.midX < 158 && mid.midY > 142 && mid.midY < 238)
        host.advance(by: 0.3)
        #expect(host.dragPreviewFrame == nil)
        #expect(source.log.last == "didEndWith 0")
        // The red picture is where it was, the spot of the drop is white again.
        let image = host.render()
        #expect(image.pixel(x: 60, y: 140).map { $0.r > 250 && $0.g < 5 } == true)
        #expect(image.pixel(x: 160, y: 240).map { $0.r > 250 && $0.g > 250 && $0.b > 250 } == true)
    }

    @Test func aDragThatLeavesTheWellIsToldItExitedAndCancels() throws {
        let (root, _, _, source, target) = scene()
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        host.dragAndDrop(from: CGPoint(x: 60, y: 140), to: CGPoint(x: 300, y: 150))   // over the well…
        host.advance(by: 0.5)
        #expect(target.log.first == "canHandle" && target.log.contains("performDrop"))
        target.log = []; source.log = []
        let f = host.touchDown(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.6)
        host.move(f, to: CGPoint(x: 300, y: 150))
        host.move(f, to: CGPoint(x: 200, y: 280))   // …then off it
        host.lift(f, at: CGPoint(x: 200, y: 280))
        host.advance(by: 0.5)
        #expect(target.log == ["canHandle", "sessionDidEnter", "sessionDidUpdate", "sessionDidExit", "sessionDidEnd"])
        #expect(source.log.last == "didEndWith 0")
    }

    @Test func anItemsOwnPreviewReplacesTheLiftedOneOnceTheDragMoves() throws {
        let (root, picture, _, source, _) = scene()
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 40, y: 120))   // off the picture's centre
        host.advance(by: 0.6)
        #expect(host.dragPreviewFrame.map { abs($0.midX - 60) < 1 } == true)   // lifted where it was
        _ = picture
        source.lastItems.first?.previewProvider = {
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
            badge.backgroundColor = .green
            return UIDragPreview(view: badge)
        }
        host.move(f, to: CGPoint(x: 150, y: 250))
        host.advance(by: 0.3)
        let frame = try #require(host.dragPreviewFrame)
        #expect(abs(frame.midX - 150) < 1 && abs(frame.midY - 250) < 1 && frame.width < 50)
        #expect(host.render().pixel(x: 150, y: 250).map { $0.g > 200 && $0.r < 40 } == true)
        host.lift(f, at: CGPoint(x: 150, y: 250))
        host.advance(by: 0.5)
        #expect(host.dragPreviewFrame == nil)
    }

    @Test func aDropTargetRemovedDuringTheDragHearsNoMoreAndTheDragCancels() throws {
        let (root, _, well, source, target) = scene()
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        let f = host.touchDown(at: CGPoint(x: 60, y: 140))
        host.advance(by: 0.6)
        host.move(f, to: CGPoint(x: 300, y: 150))
        #expect(target.log == ["canHandle", "sessionDidEnter", "sessionDidUpdate"])
        well.removeFromSuperview()
        well.interactions = []
        host.move(f, to: CGPoint(x: 305, y: 150))
        host.lift(f, at: CGPoint(x: 305, y: 150))
        host.advance(by: 0.5)
        #expect(target.log == ["canHandle", "sessionDidEnter", "sessionDidUpdate"])
        #expect(source.log.last == "didEndWith 0" && host.dragPreviewFrame == nil)
    }

    @Test func filesDroppedFromTheDesktopReachTheDropInteractionUnderThePointer() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let note = dir.appendingPathComponent("note.txt")
        try Data("hello from the desktop".utf8).write(to: note)
        let (root, _, _, _, target) = scene()
        target.takesFiles = true
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        // On the white root nothing takes it.
        #expect(!host.dropFiles([note], at: CGPoint(x: 150, y: 30)))
        #expect(target.log.isEmpty)
        #expect(host.dropFiles([note], at: CGPoint(x: 300, y: 150)))
        #expect(target.log == ["canHandle", "sessionDidEnter", "sessionDidUpdate", "performDrop", "concludeDrop", "sessionDidEnd"])
        _ = await host.runUntilIdleDrainingMainQueue()
        #expect(target.texts == ["hello from the desktop"])
        #expect(target.urls.map(\.path) == [note.path])
    }

    @Test func aViewThatDoesNotTakeFilesRefusesThemAndIsToldNothingMore() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dragdrop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let archive = dir.appendingPathComponent("data.bin")
        try Data([1, 2, 3]).write(to: archive)
        let (root, _, _, _, target) = scene()   // takes images only
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        #expect(!host.dropFiles([archive], at: CGPoint(x: 300, y: 150)))
        #expect(target.log == ["canHandle"])
    }

    @Test func aDroppedFileThatCannotBeReadIsRefusedWithALogLine() throws {
        let (root, _, _, _, target) = scene()
        target.takesFiles = true
        let host = UIKitTestHost(view: root)
        defer { host.invalidate() }
        UIKitLog.clearRecentMessages()
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/gone.txt")
        #expect(!host.dropFiles([missing], at: CGPoint(x: 300, y: 150)))
        #expect(target.log.isEmpty)
        #expect(UIKitLog.didLog("A dropped file cannot be read and is refused: \(missing.path)"))
    }

    @Test func itemProvidersLoadTheirRepresentationsOnTheMainQueue() async throws {
        let provider = NSItemProvider(object: "text")
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.canLoadObject(ofClass: String.self) && !provider.canLoadObject(ofClass: UIImage.self))
        #expect(provider.hasItemConformingToTypeIdentifier("public.text"))
        // The completion runs later, on the main queue (never inside the call).
        nonisolated(unsafe) var returned = false
        let loaded = await withCheckedContinuation { (c: CheckedContinuation<(String?, Bool), Never>) in
            provider.loadObject(ofClass: String.self) { s, _ in c.resume(returning: (s, returned)) }
            returned = true
        }
        #expect(loaded.0 == "text" && loaded.1)
        let missing = await withCheckedContinuation { (c: CheckedContinuation<Int?, Never>) in
            provider.loadDataRepresentation(forTypeIdentifier: "public.png") { _, e in c.resume(returning: (e as NSError?)?.code) }
        }
        #expect(missing == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(UIDropOperation.cancel.rawValue == 0 && UIDropOperation.forbidden.rawValue == 1
                && UIDropOperation.copy.rawValue == 2 && UIDropOperation.move.rawValue == 3)
    }
}

/// A solid image of `color`.
/// (At scale 1 whatever scale the shared screen was left at by other tests' hosts: the drop
/// delivers the picture as image data, whose size in points is its size in pixels.)
@MainActor func solidImage(_ color: UIColor, _ size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: size, format: format).image { ctx in
        color.setFill()
        ctx.fill(CGRect(origin: .zero, size: size))
    }
}
