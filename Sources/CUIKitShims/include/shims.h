//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

#ifndef UIKIT_SHIMS_H
#define UIKIT_SHIMS_H
#include <stddef.h>
#include <stdint.h>

int uikit_shims_version(void);

/// Decodes a JPEG (baseline or progressive; gray, RGB or CMYK) into a newly malloc'ed buffer of
/// 32-bit pixels in Cairo's ARGB32 layout (native-endian 0xAARRGGBB, alpha 255) with
/// `*out_stride` bytes per row. Returns NULL on any error (corrupt, truncated, unsupported, or
/// either side larger than `max_dimension`); `error_message` (may be NULL) receives a
/// NUL-terminated reason of at most `error_capacity` bytes. Never calls exit().
uint8_t *uikit_jpeg_decode(const uint8_t *data, size_t size, int max_dimension,
                           int *out_width, int *out_height, int *out_stride,
                           char *error_message, size_t error_capacity);

/// Encodes ARGB32 premultiplied native-endian pixels as a baseline JPEG of `quality` 1...100
/// (alpha is composited over black as iOS does). Returns a malloc'ed buffer (free with
/// `uikit_free`) and its size in `*out_size`, or NULL on error.
uint8_t *uikit_jpeg_encode(const uint8_t *argb, int width, int height, int stride, int quality,
                           size_t *out_size);

/// Frees a buffer returned by this library.
void uikit_free(void *p);

/// Three passes of a box blur of `radius` pixels over an 8-bit alpha plane, horizontally then
/// vertically: a cheap Gaussian approximation (sigma ≈ radius) used for shadows.
void uikit_box_blur_a8(uint8_t *data, int width, int height, int stride, int radius);

/// The same three-pass box blur over premultiplied 32-bit pixels (each of the four bytes as its
/// own plane): a backdrop blur (`CALayer._backdropBlur`, UIKit's `UIVisualEffectView`).
void uikit_box_blur_argb32(uint8_t *data, int width, int height, int stride, int radius);

/// Saturates premultiplied 32-bit pixels (native-endian ARGB) by `amount` around their luma
/// (1: unchanged, 0: grey), keeping each channel within its alpha.
void uikit_saturate_argb32(uint8_t *data, int width, int height, int stride, float amount);

/// Loads libSDL2 (dlopen) and resolves the SDL functions this package calls. Returns 0, or -1
/// with a message in `error`. Call it once, before any SDL function, from any thread; SDL calls
/// made on other threads must come after it (the SDL backend's init thread hands over through a
/// condition variable).
int uikit_sdl2_load(char *error, size_t size);

/// Makes the next `bytes` of the main heap transparent huge pages (`madvise(MADV_HUGEPAGE)`),
/// where the kernel grants them on request. Call it on the main thread before the app builds its
/// first views. At most 32 MB less 8 KB (glibc's largest dynamic mmap threshold on 64-bit).
/// The first `skip` bytes keep ordinary pages, so that a small app's heap is not rounded up to
/// 2 MB pages. Returns the bytes advised (0: nothing done).
///
/// glibc's own steps, in order: a block above the mmap threshold is mapped on its own, and freeing
/// it raises the threshold (and the trim threshold, to twice that) to its size; the same request
/// then comes from the heap, whose top grows by it; that range is advised and freed back into
/// the top, which stays, below the trim threshold. Pages are still faulted in only when used.
size_t uikit_heap_reserve_huge_pages(size_t bytes, size_t skip);

/// The file descriptor of the X server connection of an SDL window (`ConnectionNumber`), or -1
/// when the window is not an X11 window. (`window`: an `SDL_Window *`.)
int uikit_sdl2_x11_connection_fd(void *window);

/// Moves the pixels of the rectangle (x, y, w, h) of an SDL window by (dx, dy) in the X server
/// (`XCopyArea` of the window onto itself, libX11 looked up in SDL's copy); 0 when the request was
/// sent (flushed at once, so the server copies while the client paints), -1 when the window is not an X11 window or libX11
/// can't be found. Parts the server could not copy (hidden by another window, without a
/// compositor) are reported by `uikit_sdl2_x11_take_scroll_exposures` after the present.
int uikit_sdl2_x11_scroll(void *window, int x, int y, int w, int h, int dx, int dy);

/// The X keycode of `keysym` on the X display of an SDL window (libX11's `XKeysymToKeycode`,
/// looked up in SDL's copy); 0 when the window is not an X11 window or no key makes it.
int uikit_sdl2_x11_keycode(void *window, unsigned long keysym);

/// After a present (SDL's ends with an `XSync`): the rectangles a server scroll could not copy,
/// as x, y, width, height in `rects` (room for `max`); returns their count, `max + 1` when there
/// were more. Takes them, and the `NoExpose` events of complete copies, out of Xlib's queue.
int uikit_sdl2_x11_take_scroll_exposures(void *window, int *rects, int max);

/// The file descriptor libdispatch signals when work is queued on the main queue (Linux: the
/// eventfd it hands CoreFoundation's run loop), or -1 when unavailable. Readable until the run
/// loop services the main queue (`RunLoop.main.limitDate(forMode:)` on the main thread).
int uikit_main_queue_fd(void);

/// Bytes malloc has handed out and not had back (glibc `mallinfo2`: arena blocks in use plus
/// mmapped blocks; under AddressSanitizer, its allocator's live bytes). For the benchmark's soak.
size_t uikit_malloc_in_use(void);

#endif
