//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

import Foundation
import CSDL2
import CoreGraphics
import UIKitCore

/// How a native Wayland window shows its pixels: an SDL renderer's streaming texture the size of
/// the window's drawable (its size in points times the output's scale), updated with the damaged
/// rectangles and drawn over the whole window each present.
///
/// SDL 2.26's window surface (`SDL_GetWindowSurface`) can't serve a Wayland window: its Wayland
/// driver has no shared-memory surface of its own, SDL emulates one with a texture the size of
/// the window in *points*, and the compositor would then enlarge every frame on a scale-2
/// output (blurry). Here the frame is drawn at the output's scale (`SDL_WINDOW_ALLOW_HIGHDPI`
/// makes SDL give the surface `wl_surface.set_buffer_scale`), so text stays sharp. The pixels
/// live in mapped memory of their own (`_MappedPixels`) that the window's `_WindowSurface`
/// draws into.
@MainActor final class _TexturePresenter {
    private let renderer: OpaquePointer
    private var texture: OpaquePointer?
    private var pixels: _MappedPixels?
    /// The texture's size in pixels (0×0 before the first `resize`).
    private(set) var width = 0, height = 0
    /// The SDL render driver's name (`opengl`, `opengles2`, `software`...), for diagnostics.
    let driverName: String

    /// A renderer for `window`, or nil (the error logged) when SDL has none for it.
    init?(window: OpaquePointer) {
        guard let r = SDL_CreateRenderer(window, -1, 0) else {
            UIKitLog.error("SDL_CreateRenderer failed: \(String(cString: SDL_GetError()))", category: "SDLBackend")
            return nil
        }
        renderer = r
        var info = SDL_RendererInfo()
        driverName = SDL_GetRendererInfo(r, &info) == 0 && info.name != nil ? String(cString: info.name) : "?"
    }

    /// The window's drawable size in pixels as SDL reports it now (0×0 if it can't).
    var outputSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &w, &h) != 0 { return (0, 0) }
        return (Int(w), Int(h))
    }

    /// Whether the drawable no longer has the texture's size (a resize, or the window moved to
    /// an output of another scale).
    var isStale: Bool { let s = outputSize; return s.width != width || s.height != height }

    /// Makes a texture and pixels of `width`×`height`; the pixels (stride `width * 4`, XRGB8888
    /// as Cairo's RGB24) and what keeps them alive, or nil (the error logged).
    func resize(width: Int, height: Int) -> (pixels: UnsafeMutableRawPointer, owner: AnyObject)? {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil; pixels = nil; self.width = 0; self.height = 0
        guard width > 0, height > 0, let memory = _MappedPixels(bytes: width * height * 4) else { return nil }
        guard let t = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                        Int32(width), Int32(height)) else {
            UIKitLog.error("SDL_CreateTexture \(width)x\(height) failed: \(String(cString: SDL_GetError()))", category: "SDLBackend")
            return nil
        }
        texture = t; pixels = memory; self.width = width; self.height = height
        return (memory.pointer, memory)
    }

    /// Uploads `rects` (pixels) of the frame and shows the whole texture; false when there is no
    /// texture or SDL refused the upload.
    func present(_ rects: [SDL_Rect]) -> Bool {
        guard let texture, let pixels else { return false }
        let stride = width * 4
        for var r in rects {
            r.x = max(0, r.x); r.y = max(0, r.y)
            r.w = min(Int32(width) - r.x, r.w); r.h = min(Int32(height) - r.y, r.h)
            guard r.w > 0, r.h > 0 else { continue }
            let start = pixels.pointer + Int(r.y) * stride + Int(r.x) * 4
            if SDL_UpdateTexture(texture, &r, start, Int32(stride)) != 0 { return false }
        }
        if SDL_RenderCopy(renderer, texture, nil, nil) != 0 { return false }
        SDL_RenderPresent(renderer)
        return true
    }
}

/// Anonymous mapped memory in transparent huge pages where the kernel grants them (a frame
/// touches all of it at once: a few faults instead of one per 4 KB), unmapped when released: the
/// window surface holds it as long as its target draws into it.
final class _MappedPixels: _ReleasablePixels, @unchecked Sendable {
    let pointer: UnsafeMutableRawPointer
    private let base: UnsafeMutableRawPointer
    private let mapped: Int
    /// Bytes from `pointer` already given back (`release(prefixBytes:)`).
    private var released = 0
    init?(bytes: Int) {
        let huge = 2 << 20, rounded = (bytes + huge - 1) / huge * huge
        mapped = rounded + huge
        guard let p = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), p != MAP_FAILED else { return nil }
        base = p
        pointer = p + ((huge - Int(bitPattern: p) % huge) % huge)   // (2 MB aligned)
        _ = madvise(pointer, rounded, MADV_HUGEPAGE)
    }
    deinit { munmap(base, mapped) }

    /// Frees the pages of the first `prefixBytes` bytes at once (the first frame moving into the
    /// window's own pixels: without this the process holds both copies of the frame until the
    /// last row is copied, 4 MB more at its peak for a 1280×800 window).
    func release(prefixBytes: Int) {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let end = min(prefixBytes, mapped - (pointer - base)) / page * page
        guard end > released else { return }
        _ = madvise(pointer + released, end - released, MADV_DONTNEED)
        released = end
    }
}
