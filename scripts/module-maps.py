#!/usr/bin/env python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

"""Writes (or, with --check, verifies) each module's map: Sources/<Module>/README.md.

A map says where to start, lists the module's seams (each checked to be declared in the file the
map names), its wings (folders) and every file with the first sentence of its first comment (a
`//` file comment or the main type's `///` comment, after the license header). The maps are
generated so they cannot go stale: CI runs `--check`, which fails when a committed map differs
from what the sources say now (a file added, moved or re-described) or when a seam moved.
To change a map, change the file comments (or the wing and seam notes below) and run this script.

Usage: scripts/module-maps.py [--check]
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Per module: what it is and where to start; its wings (folders) with a line each; its seams as
# (seam, kind, declared in (file path below the module), implemented or installed by, called by).
MODULES = {
    "CoreGraphics": {
        "about": "Core Graphics over Cairo and Pango: geometry, paths, colours, images, bitmap "
                 "contexts, fonts and the text layout the layers above draw with.",
        "start": "`CGContext.swift` (a context over a `cairo_t`, split by topic into `CGContext+*.swift`), "
                 "`CGImage.swift`, `TextLayout.swift` (Pango text layout, cached).",
        "wings": {},
        "seams": [
            ("`UIKitLog`", "diagnostics every module logs invalid input through (swift-log); tests read it back",
             "UIKitLog.swift", "this module", "every module above"),
        ],
    },
    "QuartzCore": {
        "about": "Core Animation on Linux: layers, transactions, animations and media time over a "
                 "Cairo compositor that repaints only what changed.",
        "start": "`Layers/CALayer.swift` (the layer tree and its properties), then "
                 "`Layers/CATransaction.swift` (`flush()`: the layout, display and animation passes) and "
                 "`Compositor/CARenderer.swift` (a layer tree composited into a `CARenderTarget`).",
        "wings": {
            "Layers": "the layer tree: `CALayer` split by topic, its subclasses, transactions and the "
                      "layout/display bookkeeping behind `CATransaction.flush()`",
            "Animation": "animation classes, timing functions, value interpolation, display links and "
                         "the media clock (real or manual time)",
            "Compositor": "`CARenderer`: damage, compositing, scrolling by moving pixels, the per-layer "
                          "painter and its caches",
        },
        "seams": [
            ("`CALayoutEngineHook`", "package protocol", "Layers/CALayoutEngineHook.swift",
             "UIKitCore's `_UILayoutEngine` (installed as `CATransaction.layoutEngine`)",
             "`_CALayerEngine.layoutPass()` before each layout round"),
            ("`CAFrameScheduling`", "package protocol", "Compositor/CAFrameScheduling.swift",
             "UIKitPlatform's `_FrameDriver` (installed as `CARenderer.frameScheduler`)",
             "`CARenderer._requestFrame()` on damage, animations, display links"),
        ],
    },
    "UIKitCore": {
        "about": "UIKit's classes: responders, views, controls, gestures, scroll and table views, view "
                 "controllers, bars, Auto Layout, drawing. Platform-free: windows reach a screen "
                 "through UIKitPlatform.",
        "start": "`Views/UIView.swift` (every overridable member; topics in `Views/UIView+*.swift`), "
                 "`Events/UIResponder.swift` and `Events/_EventDispatcher.swift` (how a touch becomes "
                 "`touchesBegan`), `Application/UIWindow.swift`, `ViewControllers/UIViewController.swift`.",
        "wings": {
            "Application": "`UIApplication`, windows, screens, the device, orientations, opening URLs, "
                           "the window registry hosts attach to, timers on the media clock",
            "Scenes": "`UIScene`, `UIWindowScene`, sessions, configurations, scene delegates, the "
                      "Info.plist scene manifest and the scene life cycle the desktop's windows drive",
            "Events": "responders, touches, presses, keys, events and the dispatcher that delivers raw "
                      "input (`RawInput`) to them",
            "TextInput": "the text input protocols (`UIKeyInput`, `UITextInput`, `UITextInputTraits`), "
                         "their types and string tokenizer, and the router that brings typed and composed "
                         "text to the first responder",
            "Gestures": "`UIGestureRecognizer`, its subclasses and the arbitration between them",
            "Views": "`UIView` split by topic, labels, image views, stack views, visual effect views, "
                     "geometry types, appearance and traits",
            "Accessibility": "accessibility properties, elements and traits",
            "Drawing": "colours, fonts, images, SF Symbols, Bézier paths, graphics contexts and "
                       "renderers, attributed-text attributes",
            "Animation": "`UIView.animate`, property animators and timing parameters",
            "AutoLayout": "anchors, constraints, layout guides, the visual format and the engine over "
                          "UIKitLayoutSolver",
            "Controls": "`UIControl` and every control: buttons, sliders, switches, steppers, segmented "
                        "and page controls, colour wells, refresh control, actions; activity indicators and "
                        "progress views",
            "Pickers": "`UIPickerView` (spinning wheels of rows), `UIDatePicker` (wheels, an inline month "
                       "calendar, a compact button) and their date logic over Foundation's calendars and locales",
            "Feedback": "haptic feedback generators (accepted and recorded; Linux has no haptic engine)",
            "Menus": "`UIMenu`, its elements, commands, key commands and context menus",
            "Interactions": "`UIInteraction` and `UIView.interactions`, pointer interactions, styles, "
                            "regions and targeted previews, and the driver that turns hover into the cursor",
            "DragDrop": "drag and drop: `UIDragInteraction`, `UIDropInteraction`, their delegates, sessions, "
                        "proposals and previews, `NSItemProvider` (which Linux's Foundation lacks), the table and "
                        "collection view drag and drop protocols, and the driver that runs drags and desktop file drops",
            "ScrollView": "`UIScrollView` split by topic: geometry, dragging, deceleration, zoom, "
                          "indicators, keyboard and wheel input",
            "TableView": "`UITableView` split by topic, its cells, header/footer views "
                         "and the row geometry over UIKitListGeometry",
            "TextField": "`UITextField`: its text, placeholder, border styles, overlay views, clear button, "
                         "rects and drawing, and its delegate protocol",
            "TextView": "`UITextView`: paragraph-by-paragraph layout and drawing over the editing engine, "
                        "editing, self-sizing, links and data detectors, its TextKit objects, its delegate",
            "TextKit": "TextKit 1: `NSTextStorage` (the text, its edits processed once per change or "
                       "batch), `NSLayoutManager` (geometry and drawing, standalone as a label lays "
                       "text out, or over a text view's paragraphs), `NSTextContainer`, their delegates",
            "InterfaceBuilder": "xibs at run time: `UINib`, `Bundle.loadNibNamed`, controllers' and cells' "
                                "nibs; the coder objects are made with, class resolution, constraints, "
                                "outlets, actions, runtime attributes and `awakeFromNib` in iOS's order; "
                                "the value cast of the `setValue(_:forKey:)` overrides `uikit-port` writes",
            "Undo": "`UndoManager` (Foundation's, which Linux's Foundation lacks): groups, groups by event, "
                    "names, notifications; `UIResponder.undoManager` finds it up the chain",
            "Search": "`UISearchBar` (field, Cancel and bookmark buttons, scope bar), `UISearchTextField` "
                      "with tokens, the search bar's delegate protocol, and `UISearchController` (its "
                      "results updater and delegate protocols, dimming and results view, suggestions)",
            "SwipeActions": "`UIContextualAction`, `UISwipeActionsConfiguration`, the buttons a swiped row "
                            "reveals and the one swipe machine table rows and list cells share",
            "CollectionView": "`UICollectionView` split by topic (tiling, reuse, selection, batch "
                              "updates, interactive movement), its cells, reusable views, the layout "
                              "base class, attributes and invalidation contexts, and the controller",
            "CollectionView/Flow": "`UICollectionViewFlowLayout`: lines of items filled per section, its "
                                   "delegate protocol and invalidation context, geometry queried by binary search",
            "CollectionView/Compositional": "`UICollectionViewCompositionalLayout` and the `NSCollectionLayout*` "
                                            "model (items, groups, sections, boundary and decoration items), "
                                            "its geometry solver and the sideways scrolling of orthogonal sections",
            "CollectionView/List": "lists (iOS 14): the list cell and its accessories, the list "
                                   "configuration and the list layout's geometry",
            "Configurations": "content and background configurations and configuration states for "
                              "cells and list content",
            "DataSources": "diffable snapshots, the diffable table data source and their batch "
                           "difference",
            "Bars": "navigation bars and items, tab bars, toolbars, bar button items and their "
                    "appearance objects",
            "ViewControllers": "`UIViewController` and containment; navigation, tab bar, presentation "
                               "alert, page and split view controllers in subfolders",
            "ViewControllers/Navigation": "`UINavigationController`: stack, transitions, layout and "
                                          "the interactive pop",
            "ViewControllers/Tabs": "`UITabBarController` and its transitions",
            "ViewControllers/Presentation": "modal presentation: styles, presentation controllers, "
                                            "sheets, transitions and their coordinators",
            "ViewControllers/Alerts": "`UIAlertController`, its actions and views",
            "ViewControllers/Pages": "`UIPageViewController`: pages in a paging scroll view, its data source and delegate",
            "ViewControllers/Split": "`UISplitViewController`: columns side by side, collapsing into one stack when compact",
            "ViewControllers/Activities": "the share sheet: `UIActivityViewController`, `UIActivity` and "
                                          "its types, item sources, the built-in activities",
            "ViewControllers/Pickers": "`UIImagePickerController` and `UIDocumentPickerViewController` "
                                       "over the desktop's file chooser (or one drawn here); "
                                       "`UIColorPickerViewController` (grid, spectrum, sliders)",
        },
        "seams": [
            ("`RawInput`", "package enum: the one door for input", "Events/RawInput.swift",
             "backends enqueue (`RawInput.enqueue…`), the test host sends (`RawInput.send…`)",
             "the frame loop's `RawInput.flush()` → `_EventDispatcher` → `UIApplication.sendEvent`"),
            ("`_UITextInputPlatform`", "package protocol, installed as `_UITextInputRouter.platform`",
             "TextInput/_UITextInputRouter.swift",
             "UIKitPlatform's `SDLInput` (the desktop's input method: SDL text input on/off, the candidate window)",
             "`_UITextInputRouter` when the text object changes or its composition is abandoned"),
            ("`UIWindowHosting`", "package protocol", "Application/UIWindowHosting.swift",
             "UIKitPlatform's `SDLBackend` and `HeadlessHost` (registered with `_UIWindowRegistry`)",
             "`UIWindow.isHidden` (and `makeKeyAndVisible()`) through `_UIWindowRegistry.shared`"),
            ("`_UILayoutEngine`", "implements QuartzCore's `CALayoutEngineHook`",
             "AutoLayout/_UILayoutEngine.swift", "itself, when the first constraint is activated",
             "`CATransaction.flush()`'s layout pass"),
            ("`_UIFileChoosing`", "package protocol, installed as `_UIFileChooser.current`",
             "ViewControllers/Pickers/_UIFileChoosing.swift",
             "`_UIDesktopFileChooser` (`zenity`) by default; UIKitTesting's stand-in in every test host",
             "`UIDocumentPickerViewController` and `UIImagePickerController` once on screen"),
            ("`UICursorPresenting`", "package protocol: shows the cursor pointer styles ask for",
             "Interactions/UICursorPresenting.swift",
             "UIKitPlatform's `SDLCursor` (installed as `_UIPointerDriver.shared.presenter` by `SDLBackend.start`)",
             "`_UIPointerDriver` after each hover event, when the cursor changes"),
        ],
    },
    "UIKitPlatform": {
        "about": "Where windows meet a screen: the SDL2 window backend, the headless host, the main "
                 "loop and `UIApplicationMain`.",
        "start": "`UIApplicationMain.swift`, then `UIMainLoop.swift` (one loop: input, frame, sleep) "
                 "and `SDLBackend.swift`; `HeadlessHost.swift` for tests.",
        "wings": {},
        "seams": [
            ("`_FrameDriver`", "implements QuartzCore's `CAFrameScheduling`", "_FrameDriver.swift",
             "itself (`install()`, when a backend or host starts)",
             "the main loop and the headless host (`runFrame`)"),
        ],
    },
    "UIKitTesting": {
        "about": "The test driver: `UIKitTestHost` drives touches, keys and time on a manual clock "
                 "against a headless window, finds views as a user sees them and compares snapshots.",
        "start": "`UIKitTestHost.swift`, then `Snapshot.swift`.",
        "wings": {},
        "seams": [],
    },
    "UIKitSnapshotTesting": {
        "about": "swift-snapshot-testing's UIKit strategies on Linux (`.image`, `.image(on: .iPhone13)`, "
                 "`.image(precision:perceptualPrecision:)`, `.recursiveDescription`, `.hierarchy`, `ViewImageConfig`), "
                 "rendered by this project's renderer in a headless window with the device's size, safe area and "
                 "traits. To use it, a test target adds `.product(name: \"UIKitSnapshotTesting\", package: \"uikit\")` "
                 "to its dependencies (it brings the `SnapshotTesting` product, never swift-syntax) and one file of "
                 "the target has `@_exported import UIKitSnapshotTesting` (wrapped in `#if canImport(UIKitSnapshotTesting)` to "
                 "share the target with iOS; `@_exported` lets `@MainActor` XCTestCase classes run): the module is then loaded, and files with only `import "
                 "SnapshotTesting` and `import UIKit` find the strategies. A file that spells `ViewImageConfig` "
                 "itself imports the module too. Failure images go to `$SNAPSHOT_ARTIFACTS`. See docs/TESTING.md.",
        "start": "`UIView+Snapshotting.swift`, then `_SnapshotHost.swift` and `UIImage+Snapshotting.swift`.",
        "wings": {}, "seams": [],
    },
    "UIKitPhysics": {
        "about": "Pure motion maths (no dependencies, not even Foundation): springs, deceleration, "
                 "rubber banding and paging targets.",
        "start": "`SpringSimulation.swift`.",
        "wings": {}, "seams": [],
    },
    "UIKitLayoutSolver": {
        "about": "A pure constraint solver (Cassowary, priorities as a strict hierarchy) for Auto "
                 "Layout; no dependencies.",
        "start": "`LayoutSolver.swift`.",
        "wings": {}, "seams": [],
    },
    "UIKitListGeometry": {
        "about": "Pure list geometry: row offsets in O(log n) and memory by runs of equal heights, "
                 "for table and collection views; no dependencies.",
        "start": "the file whose name is the module's main type (listed below).",
        "wings": {}, "seams": [],
    },
    "UIKitDBus": {
        "about": "Pure D-Bus for the AT-SPI bridge: values and signatures, the little-endian wire "
                 "format (bounds-checked reading: hostile bytes throw, never trap), messages, and a "
                 "client connection over a Unix socket (EXTERNAL authentication, Hello, "
                 "non-blocking send and receive for the main loop's poll); no dependencies.",
        "start": "`DBusValue.swift`, then `DBusMessage.swift` and `DBusConnection.swift`.",
        "wings": {}, "seams": [],
    },
    "UIKitATSPI": {
        "about": "The AT-SPI2 bridge (docs/ACCESSIBILITY.md): UIKit's accessibility tree, as "
                 "VoiceOver reads it, served to screen readers (Orca) on the accessibility bus over "
                 "UIKitDBus. Objects are made when a client asks and map back weakly; nothing runs "
                 "per frame. UIKitPlatform's main loop starts it and services its socket.",
        "start": "`_ATSPIBridge.swift` (start, serving, paths, events), then `_ATSPIElement.swift` "
                 "(what a view or element looks like to AT-SPI) and `_ATSPIBridge+Interfaces.swift`.",
        "wings": {}, "seams": [
            ("`_ATSPIBridge`", "package class", "_ATSPIBridge.swift",
             "UIKitPlatform's `UIMainLoop` (start, `service()` each turn, `fd` in its poll)",
             "UIKitCore, through `_UIAccessibilityObserving` as `UIAccessibility._observer` (notifications, first responder changes)"),
        ],
    },
    "UIKitTextEditing": {
        "about": "Pure text editing for text fields, text views and custom text input: a "
                 "UTF-16-addressed buffer with a paragraph index, grapheme-cluster and word "
                 "boundaries, selection and marked text, editing commands proposed before they "
                 "apply, caret moves over a layout protocol, and undo; Foundation only. Bad input "
                 "returns nil or is clamped; the UIKit layer logs.",
        "start": "`TextEditingEngine.swift` (the state and `apply(_:)`), then "
                 "`TextEditingBuffer.swift` (the text) and `TextLineLayout.swift` (what moves "
                 "need from a layout).",
        "wings": {}, "seams": [
            ("`TextLineLayout`", "public protocol", "TextLineLayout.swift",
             "the UIKit text views over their text layout (`HardLineLayout` without one)",
             "`TextEditingEngine`'s caret moves and line deletions"),
        ],
    },
    "UIKitIBDocument": {
        "about": "Pure Interface Builder documents for the storyboard and nib loader: a fast, "
                 "non-recursive XML parser over UTF-8 (errors with line and column), the element "
                 "tree, storyboards' scenes and xibs' placeholders and top-level objects, objects by "
                 "id, typed values (geometry, colours, fonts, constraints, connections, runtime "
                 "attributes, button states) and `.strings` files; Foundation only. Unknown forms "
                 "are diagnostics, never traps. A generated 1 MB storyboard parses and indexes in "
                 "about 3 ms in a release build (2-core machine).",
        "start": "`IBDocument.swift` (a storyboard or xib read into its parts), then "
                 "`IBElement.swift` (the tree) and `IBValueReadable.swift` (how values are read).",
        "wings": {}, "seams": [],
    },
    "UniformTypeIdentifiers": {
        "about": "Uniform type identifiers (`UTType`) as on Apple's systems: the system's types, "
                 "their filename extensions, MIME types and conformances; Foundation only.",
        "start": "`UTType.swift`.",
        "wings": {}, "seams": [],
    },
    "UICatalog": {
        "about": "The demo app, in the manner of Apple's UIKitCatalog: a navigation list of pages, "
                 "one per subsystem, and scripted runs for screenshots. `Resources/` holds the "
                 "Interface Builder page's documents (`InterfaceBuilder.storyboard`, "
                 "`BadgeView.xib`), the target's SwiftPM resources, read from `Bundle.module`; "
                 "`Tests/UICatalogTests` drives the page in the test host.",
        "start": "`main.swift`.",
        "wings": {}, "seams": [],
    },
    "DemoSupport": {
        "about": "What the demo apps share: the command line (`--screenshot`, `--size`, `--scale`, "
                 "`--time`, `--script`, `--still`), the headless screenshot run, and scripted "
                 "touches with the finders a script needs.",
        "start": "`DemoOptions.swift`.",
        "wings": {}, "seams": [],
    },
    "PhotosApp": {
        "about": "The Photos app (the `Photos` executable is its `main`): `Resources/Main.storyboard` "
                 "holds a navigation controller over the albums (an inset-grouped table with a search "
                 "field), an album's grid (a collection view controller given a compositional layout "
                 "and a diffable data source) and the photo screen (a page view controller of zooming "
                 "pages, with a toolbar); photos are drawn at launch, not shipped. A library so the "
                 "benchmark's `--scene photos` scrolls the app's own grid; `Tests/PhotosTests` uses the "
                 "app end to end in the test host.",
        "start": "`AppDelegate.swift` and `SceneDelegate.swift`, then `AlbumsViewController.swift`.",
        "wings": {}, "seams": [],
    },
    "UIKitBenchmark": {
        "about": "The benchmark: scenes timed side by side with peer programs in the same run, and "
                 "the soak and idle checks.",
        "start": "`main.swift`.",
        "wings": {}, "seams": [],
    },
}

HEADER_RULE = re.compile(r"^//===-+===//$")


def summary(path):
    """First sentence of the file's first comment after the license header."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    i = 0
    if lines and HEADER_RULE.match(lines[0]):
        i = 1
        while i < len(lines) and not HEADER_RULE.match(lines[i]):
            i += 1
        i += 1
    block = []
    in_block = False
    while i < len(lines):
        s = lines[i].strip()
        if s.startswith("//"):
            text = s.lstrip("/").strip()
            if text.startswith("MARK:") or (not in_block and not text):
                i += 1
                continue
            if in_block and not text:
                break
            block.append(text)
            in_block = True
        elif in_block:
            break
        elif s and not s.startswith(("import ", "@_exported import", "@preconcurrency import", "#if", "#endif", "#else", "#elseif")):
            if not s.startswith("@"):
                # Code before any comment: nothing to say.
                break
        i += 1
    text = " ".join(block)
    m = re.search(r"^(.+?[.!?])(\s|$)", text)
    sentence = m.group(1) if m else text
    if len(sentence) > 160:
        sentence = sentence[:157].rstrip() + "…"
    return sentence.replace("|", "\\|") or "—"


def module_files(module_dir):
    out = []
    for dirpath, dirnames, names in os.walk(module_dir):
        dirnames[:] = sorted(d for d in dirnames if not d.endswith(".docc") and not d.startswith("."))
        for n in sorted(names):
            if n.endswith((".swift", ".c", ".h")):
                out.append(os.path.relpath(os.path.join(dirpath, n), module_dir))
    return out


def render(module, spec):
    module_dir = os.path.join(ROOT, "Sources", module)
    files = module_files(module_dir)
    errors = []
    lines = [f"# {module}: map", "",
             "<!-- Generated by scripts/module-maps.py from each file's first comment: edit those (or the",
             "     script's notes) and run it again; CI checks that this file is up to date. -->", "",
             spec["about"], "", f"**Start with** {spec['start']}", ""]
    if spec["seams"]:
        lines += ["## Seams", "",
                  "Where this module meets the others: follow these to see who calls whom.", "",
                  "| seam | what | declared in | implemented / installed by | called by |",
                  "|---|---|---|---|---|"]
        for name, kind, where, impl, caller in spec["seams"]:
            path = os.path.join(module_dir, where)
            symbol = name.strip("`")
            if not os.path.isfile(path):
                errors.append(f"{module}: seam {symbol}: no file {where}")
            else:
                with open(path, encoding="utf-8") as f:
                    if not re.search(r"\b(protocol|class|enum|struct|extension)\s+" + re.escape(symbol) + r"\b", f.read()):
                        errors.append(f"{module}: seam {symbol} is not declared in {where}")
            lines.append(f"| {name} | {kind} | [{where}]({where}) | {impl} | {caller} |")
        lines.append("")
    folders = {}
    for rel in files:
        folders.setdefault(os.path.dirname(rel), []).append(rel)
    wings = spec["wings"]
    for folder in folders:
        if folder and folder not in wings:
            errors.append(f"{module}: folder {folder}/ has no line in scripts/module-maps.py's wings")
    for wing in wings:
        if wing not in folders:
            errors.append(f"{module}: wing {wing}/ is listed in scripts/module-maps.py but has no files")
    if wings:
        lines += ["## Wings", "", "| wing | what it holds | files |", "|---|---|---|"]
        for wing, about in wings.items():
            lines.append(f"| [{wing}/](#{wing.lower().replace('/', '')}) | {about} | {len(folders.get(wing, []))} |")
        lines.append("")
    lines += ["## Files", ""]
    for folder in sorted(folders, key=lambda f: (f != "", list(wings).index(f) if f in wings else 999, f)):
        if folder:
            about = wings.get(folder, "")
            lines += [f"### {folder}", "", about[:1].upper() + about[1:] + ".", ""]
        lines += ["| file | what it holds |", "|---|---|"]
        for rel in folders[folder]:
            lines.append(f"| [{os.path.basename(rel)}]({rel}) | {summary(os.path.join(module_dir, rel))} |")
        lines.append("")
    return "\n".join(lines), errors


def main(argv):
    check = "--check" in argv
    stale, errors = [], []
    for module, spec in MODULES.items():
        if not os.path.isdir(os.path.join(ROOT, "Sources", module)):
            errors.append(f"{module}: no folder Sources/{module}")
            continue
        text, errs = render(module, spec)
        errors += errs
        path = os.path.join(ROOT, "Sources", module, "README.md")
        old = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if old != text:
            stale.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    for e in errors:
        print(f"module-maps: {e}")
    if check and stale:
        for p in stale:
            print(f"module-maps: {p} is out of date: run scripts/module-maps.py and commit it")
    if errors or (check and stale):
        return 1
    print("module-maps: " + ("all maps up to date" if check else f"wrote {len(stale)} map(s)"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
