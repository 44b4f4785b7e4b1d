// UICatalog: a tour of what UIKit for Linux draws today.
//
//   swift run UICatalog                      # opens a window (1024x768 points; UIKIT_WINDOW_SIZE, UIKIT_SCALE)
//   swift run UICatalog --screenshot out.png [--size WxH] [--scale N] [--time T]
//                                            # renders headless, advancing T seconds (default 0.6)
//   swift run UICatalog --still               # no animations (an idle app: the loop sleeps)
import Foundation
import UIKit

struct CatalogArguments {
    var screenshot: String?
    var size: CGSize?
    var scale: CGFloat?
    var time: Double = 0.6
    var still = false

    static func parse() -> CatalogArguments {
        var a = CatalogArguments()
        var it = CommandLine.arguments.dropFirst().makeIterator()
        func fail(_ m: String) -> Never {
            FileHandle.standardError.write(Data("UICatalog: \(m)\nusage: UICatalog [--still] [--screenshot out.png [--size WxH] [--scale N] [--time T]]\n".utf8))
            exit(2)
        }
        while let arg = it.next() {
            switch arg {
            case "--screenshot":
                guard let p = it.next() else { fail("--screenshot needs a file name") }
                a.screenshot = p
            case "--size":
                guard let s = it.next() else { fail("--size needs WxH") }
                a.size = UIKitPlatformOptions.parseSize(s, source: "--size")
                if a.size == nil { FileHandle.standardError.write(Data("UICatalog: invalid --size '\(s)'; using 1024x768\n".utf8)) }
            case "--scale":
                guard let s = it.next() else { fail("--scale needs a number") }
                a.scale = UIKitPlatformOptions.parseScale(s, source: "--scale")
                if a.scale == nil { FileHandle.standardError.write(Data("UICatalog: invalid --scale '\(s)'; using 1\n".utf8)) }
            case "--time":
                guard let s = it.next(), let t = Double(s), t.isFinite, t >= 0, t <= 3600 else { fail("--time needs seconds (0...3600)") }
                a.time = t
            case "--still":
                a.still = true
            case "-h", "--help":
                print("usage: UICatalog [--still] [--screenshot out.png [--size WxH] [--scale N] [--time T]]")
                exit(0)
            default:
                fail("unknown argument '\(arg)'")
            }
        }
        return a
    }
}

let arguments = CatalogArguments.parse()
MainActor.assumeIsolated { AnimationDemo.enabled = !arguments.still }

MainActor.assumeIsolated {
    if let path = arguments.screenshot {
        let size = arguments.size ?? UIKitPlatformOptions.environmentWindowSize ?? UIKitPlatformOptions.defaultWindowSize
        let host = HeadlessHost(size: size, scale: arguments.scale ?? UIKitPlatformOptions.environmentScale ?? 1)
        let app = UIApplication.shared
        let delegate = CatalogAppDelegate()
        app.delegate = delegate
        _ = delegate.application(app, didFinishLaunchingWithOptions: nil)
        host.advance(by: arguments.time)
        guard let png = host.pngData() else {
            FileHandle.standardError.write(Data("UICatalog: nothing to render (no visible window)\n".utf8))
            exit(1)
        }
        do {
            try png.write(to: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("UICatalog: cannot write \(path): \(error)\n".utf8))
            exit(1)
        }
        print("UICatalog: wrote \(path) (\(Int(size.width))x\(Int(size.height)) points at scale \(host.scale), t = \(arguments.time) s)")
        exit(0)
    } else {
        if let size = arguments.size { setenv("UIKIT_WINDOW_SIZE", "\(Int(size.width))x\(Int(size.height))", 1) }
        if let scale = arguments.scale { setenv("UIKIT_SCALE", "\(scale)", 1) }
        UIApplicationMain(delegate: CatalogAppDelegate())
    }
}
