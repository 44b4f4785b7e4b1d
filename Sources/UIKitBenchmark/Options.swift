//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//


// The benchmark's command line: which scenes to run, how many frames and runs, peers or not.
import Foundation

struct Options {
    var json: String?
    var frames = 300
    var runs = 3
    var peers = true
    var child = false
    /// Exit after the first frame (for profiling startup: `valgrind --tool=callgrind … --child --first-frame-only`).
    var firstFrameOnly = false
    var rows = 2000
    var png: String?
    /// Rows of real UIButton/UISlider/UISwitch (the default; the value change drags a slider), or
    /// with `--plain` rows of plain views drawn to look like them.
    var controls = true
    /// Value-change frames per run (profiling: the difference of two counts isolates them).
    var valueFrames = 100
    /// `--soak SECONDS`: the soak run instead of the benchmark (see Soak.swift).
    var soakSeconds = 0
    /// `--idle-check`: the idle main loop's wake-ups (see Soak.swift).
    var idleCheck = false
    /// Fling-deceleration frames per run.
    var flingFrames = 120
    /// `--scene push`: the list in a navigation controller, plus timed push/pop frames.
    var push = false
    /// Push and pop frames per run (`--scene push`).
    var pushFrames = 120
    /// `--scene layout`: the solver against kiwi and a constraint-based form (LayoutScene.swift).
    var layout = false
    /// `--scene table`: the list as a `UITableView` of reused cells, against Qt6 and GtkListView
    /// too (TableScene.swift).
    var table = false
    /// `--scene grid`: a `UICollectionView` photo grid of `--items` thumbnails (GridScene.swift).
    var grid = false
    /// `--scene photos`: the Photos app's grid of `--items` photos (10,000 by default) and its
    /// page turns (PhotosScene.swift).
    var photos = false
    /// `--scene typing`: keys typed into a `UITextView` of `--rows` lines (10,000 by default)
    /// and a `UITextField`, `--frames` keys each, against GtkTextView (TypingScene.swift).
    var typing = false
    /// `--scene storyboard`: a 100-view form instantiated from a storyboard against the same
    /// form built in code, and the first parse of a 1 MB storyboard (StoryboardScene.swift).
    var storyboard = false
    /// `--scene picker`: a five-wheel picker of 1,000 rows each, flung (PickerScene.swift).
    var picker = false
}

func parseOptions() -> Options {
    var o = Options()
    var args = CommandLine.arguments.dropFirst().makeIterator()
    var rowsGiven = false
    func intArg(_ name: String, _ v: String?, min: Int) -> Int? {
        guard let v, let n = Int(v), n >= min else {
            FileHandle.standardError.write(Data("UIKitBenchmark: \(name) needs an integer >= \(min)\n".utf8)); exit(2)
        }
        return n
    }
    while let a = args.next() {
        switch a {
        case "--json": o.json = args.next()
        case "--frames": o.frames = intArg(a, args.next(), min: 10)!
        case "--runs": o.runs = intArg(a, args.next(), min: 1)!
        case "--rows", "-n", "--items": o.rows = intArg(a, args.next(), min: 30)!; rowsGiven = true
        case "--no-peers": o.peers = false
        case "--controls": o.controls = true
        case "--plain": o.controls = false
        case "--child": o.child = true
        case "--first-frame-only": o.firstFrameOnly = true
        case "--png": o.png = args.next()
        case "--value-frames": o.valueFrames = intArg(a, args.next(), min: 1)!
        case "--machine-check": print(machineCheckLine()); exit(0)
        case "--soak": o.soakSeconds = intArg(a, args.next(), min: 1)!
        case "--idle-check": o.idleCheck = true
        case "--fling-frames": o.flingFrames = intArg(a, args.next(), min: 10)!
        case "--scene":
            // scroll: the list in a UIScrollView, dragged and flung by injected touches; push: the
            // same list as a navigation controller's root, then pushes and pops (PushScene.swift).
            switch args.next() {
            case "scroll": o.push = false
            case "push": o.push = true
            case "layout": o.layout = true
            case "table": o.table = true
            case "grid": o.grid = true
            case "photos": o.photos = true
            case "typing": o.typing = true
            case "storyboard": o.storyboard = true
            case "picker": o.picker = true
            default: FileHandle.standardError.write(Data("UIKitBenchmark: --scene takes scroll, push, layout, table, grid, photos, typing, storyboard or picker\n".utf8)); exit(2)
            }
        case "--push-frames": o.pushFrames = intArg(a, args.next(), min: 10)!
        case "-h", "--help":
            print("usage: UIKitBenchmark [--plain] [--json PATH] [--frames 300] [--runs 3] [--no-peers] [--rows 2000] [--first-frame-only] [--value-frames 100] [--machine-check] [--soak SECONDS] [--idle-check] [--scene scroll|push|layout|table|grid|photos|typing|storyboard|picker] [--items N] [--fling-frames 120] [--push-frames 120]")
            exit(0)
        default:
            FileHandle.standardError.write(Data("UIKitBenchmark: unknown argument \(a)\n".utf8)); exit(2)
        }
    }
    if o.typing && !rowsGiven { o.rows = 10_000 }   // the typing scene's text view: 10,000 lines
    if o.photos && !rowsGiven { o.rows = 10_000 }   // Photos' Recents: 10,000 photos
    return o
}
