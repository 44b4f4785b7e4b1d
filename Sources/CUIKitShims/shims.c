//===----------------------------------------------------------------------===//
// This source file is part of the UIKit for Linux open source project.
// Copyright (c) 2026 the UIKit for Linux project authors.
// Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
//===----------------------------------------------------------------------===//

#include "shims.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <dlfcn.h>
#include <stdint.h>
#include <sys/mman.h>
#include <malloc.h>
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>

int uikit_shims_version(void) { return 2; }

void uikit_free(void *p) { free(p); }

/* ---- JPEG: libjpeg's default error handler calls exit(); ours longjmps back instead. ---- */

struct uikit_jpeg_error {
    struct jpeg_error_mgr mgr;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static void uikit_jpeg_error_exit(j_common_ptr cinfo) {
    struct uikit_jpeg_error *err = (struct uikit_jpeg_error *)cinfo->err;
    (*cinfo->err->format_message)(cinfo, err->message);
    longjmp(err->jump, 1);
}

static void uikit_jpeg_output_message(j_common_ptr cinfo) {
    (void)cinfo; /* warnings (e.g. premature end of data) are not printed to stderr */
}

static void copy_message(char *dst, size_t cap, const char *src) {
    if (!dst || cap == 0) return;
    strncpy(dst, src, cap - 1);
    dst[cap - 1] = 0;
}

uint8_t *uikit_jpeg_decode(const uint8_t *data, size_t size, int max_dimension,
                           int *out_width, int *out_height, int *out_stride,
                           char *error_message, size_t error_capacity) {
    struct jpeg_decompress_struct cinfo;
    struct uikit_jpeg_error jerr;
    uint8_t *volatile pixels = NULL;
    JSAMPLE *volatile row = NULL;
    copy_message(error_message, error_capacity, "");
    if (!data || size < 4) { copy_message(error_message, error_capacity, "not enough data"); return NULL; }

    memset(&cinfo, 0, sizeof cinfo);
    memset(&jerr, 0, sizeof jerr);
    cinfo.err = jpeg_std_error(&jerr.mgr);
    jerr.mgr.error_exit = uikit_jpeg_error_exit;
    jerr.mgr.output_message = uikit_jpeg_output_message;
    if (setjmp(jerr.jump)) {
        copy_message(error_message, error_capacity, jerr.message);
        jpeg_destroy_decompress(&cinfo);
        free(pixels);
        free(row);
        return NULL;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if ((int)cinfo.image_width > max_dimension || (int)cinfo.image_height > max_dimension ||
        cinfo.image_width == 0 || cinfo.image_height == 0) {
        snprintf(jerr.message, sizeof jerr.message, "image too large or empty (%ux%u)",
                 cinfo.image_width, cinfo.image_height);
        longjmp(jerr.jump, 1);
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&cinfo);
    int w = (int)cinfo.output_width, h = (int)cinfo.output_height, comps = cinfo.output_components;
    int stride = w * 4;
    pixels = malloc((size_t)stride * (size_t)h);
    row = malloc((size_t)w * (size_t)comps);
    if (!pixels || !row) {
        snprintf(jerr.message, sizeof jerr.message, "out of memory");
        longjmp(jerr.jump, 1);
    }
    /* Adobe CMYK JPEGs store inverted values. */
    int inverted = cmyk && cinfo.saw_Adobe_marker;
    while (cinfo.output_scanline < cinfo.output_height) {
        int y = (int)cinfo.output_scanline;
        JSAMPROW rows[1] = { row };
        jpeg_read_scanlines(&cinfo, rows, 1);
        uint32_t *out = (uint32_t *)(pixels + (size_t)y * (size_t)stride);
        for (int x = 0; x < w; x++) {
            uint32_t r, g, b;
            const JSAMPLE *s = row + x * comps;
            if (comps == 4) {
                uint32_t c = s[0], m = s[1], yy = s[2], k = s[3];
                if (!inverted) { c = 255 - c; m = 255 - m; yy = 255 - yy; k = 255 - k; }
                r = c * k / 255; g = m * k / 255; b = yy * k / 255;
            } else if (comps == 3) {
                r = s[0]; g = s[1]; b = s[2];
            } else {
                r = g = b = s[0];
            }
            out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    free(row);
    *out_width = w; *out_height = h; *out_stride = stride;
    return pixels;
}

uint8_t *uikit_jpeg_encode(const uint8_t *argb, int width, int height, int stride, int quality,
                           size_t *out_size) {
    struct jpeg_compress_struct cinfo;
    struct uikit_jpeg_error jerr;
    unsigned char *mem = NULL; /* address taken: lives in memory, valid after longjmp */
    unsigned long buffer_size = 0;
    JSAMPLE *volatile row = NULL;
    if (!argb || width <= 0 || height <= 0 || !out_size) return NULL;
    memset(&cinfo, 0, sizeof cinfo);
    memset(&jerr, 0, sizeof jerr);
    cinfo.err = jpeg_std_error(&jerr.mgr);
    jerr.mgr.error_exit = uikit_jpeg_error_exit;
    jerr.mgr.output_message = uikit_jpeg_output_message;
    if (setjmp(jerr.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(row);
        free(mem);
        return NULL;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &mem, &buffer_size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : quality > 100 ? 100 : quality, TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    row = malloc((size_t)width * 3);
    if (!row) { snprintf(jerr.message, sizeof jerr.message, "out of memory"); longjmp(jerr.jump, 1); }
    while (cinfo.next_scanline < cinfo.image_height) {
        const uint32_t *in = (const uint32_t *)(argb + (size_t)cinfo.next_scanline * (size_t)stride);
        for (int x = 0; x < width; x++) {
            uint32_t v = in[x]; /* premultiplied: over black is the colour itself */
            row[x * 3] = (JSAMPLE)((v >> 16) & 0xFF);
            row[x * 3 + 1] = (JSAMPLE)((v >> 8) & 0xFF);
            row[x * 3 + 2] = (JSAMPLE)(v & 0xFF);
        }
        JSAMPROW rows[1] = { row };
        jpeg_write_scanlines(&cinfo, rows, 1);
    }
    jpeg_finish_compress(&cinfo);
    /* jpeg_mem_dest allocates with malloc: hand the buffer over as is. */
    jpeg_destroy_compress(&cinfo);
    free(row);
    *out_size = buffer_size;
    return mem;
}

/* ---- Box blur ---- */

static void blur_line(uint8_t *p, int n, int step, int r, uint8_t *tmp) {
    int win = 2 * r + 1;
    for (int i = 0; i < n; i++) tmp[i] = p[i * step];
    int sum = 0;
    /* Pixels outside the line count as 0 (transparent). */
    for (int i = -r; i <= r; i++) if (i >= 0 && i < n) sum += tmp[i];
    for (int i = 0; i < n; i++) {
        p[i * step] = (uint8_t)((sum + win / 2) / win);
        int out = i - r, in = i + r + 1;
        if (out >= 0) sum -= tmp[out];
        if (in < n) sum += tmp[in];
    }
}

void uikit_box_blur_a8(uint8_t *data, int width, int height, int stride, int radius) {
    if (!data || width <= 0 || height <= 0 || radius <= 0) return;
    int n = width > height ? width : height;
    uint8_t *tmp = malloc((size_t)n);
    if (!tmp) return;
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < height; y++) blur_line(data + (size_t)y * (size_t)stride, width, 1, radius, tmp);
        for (int x = 0; x < width; x++) blur_line(data + x, height, stride, radius, tmp);
    }
    free(tmp);
}

void uikit_box_blur_argb32(uint8_t *data, int width, int height, int stride, int radius) {
    if (!data || width <= 0 || height <= 0 || radius <= 0) return;
    int n = width > height ? width : height;
    uint8_t *tmp = malloc((size_t)n);
    if (!tmp) return;
    /* Premultiplied channels blur independently: each byte of a pixel is a plane 4 bytes apart. */
    for (int pass = 0; pass < 3; pass++) {
        for (int y = 0; y < height; y++)
            for (int c = 0; c < 4; c++) blur_line(data + (size_t)y * (size_t)stride + c, width, 4, radius, tmp);
        for (int x = 0; x < width; x++)
            for (int c = 0; c < 4; c++) blur_line(data + (size_t)x * 4 + c, height, stride, radius, tmp);
    }
    free(tmp);
}

void uikit_saturate_argb32(uint8_t *data, int width, int height, int stride, float amount) {
    if (!data || width <= 0 || height <= 0 || amount == 1.0f) return;
    for (int y = 0; y < height; y++) {
        uint8_t *p = data + (size_t)y * (size_t)stride;
        for (int x = 0; x < width; x++, p += 4) {
            /* Little-endian ARGB32: bytes B, G, R, A (premultiplied). Luma (Rec. 601) stays. */
            float b = p[0], g = p[1], r = p[2], a = p[3];
            float l = 0.299f * r + 0.587f * g + 0.114f * b;
            float v[3] = { l + (b - l) * amount, l + (g - l) * amount, l + (r - l) * amount };
            for (int c = 0; c < 3; c++) {
                float q = v[c] < 0 ? 0 : (v[c] > a ? a : v[c]);
                p[c] = (uint8_t)(q + 0.5f);
            }
        }
    }
}

/* ---- SDL2, loaded at run time on the SDL backend's init thread. ----
 *
 * Linking libSDL2 makes the dynamic loader map it and its ~35 dependencies (PulseAudio and its
 * codecs, Wayland, ALSA, systemd, ...) and bind their symbols before `main`: ~6 ms of a cold
 * start on the CI machine kind, before the app can build a view. Loaded here instead, that work
 * overlaps the app building its views, and processes that never open a window (the headless
 * backend, tests) don't load SDL at all.
 *
 * Each SDL function the package calls is defined below with SDL's own prototype (from SDL.h, so
 * the compiler checks it) and forwards to the library's function. (In this file, not a second
 * one: valgrind 3.19 cannot read a program with two clang DWARF 5 C units.)
 */

#define UIKIT_SDL2_FUNCTIONS(F, V) \
    F(int, SDL_Init, (Uint32 flags), (flags)) \
    V(SDL_QuitSubSystem, (Uint32 flags), (flags)) \
    F(const char *, SDL_GetError, (void), ()) \
    F(SDL_bool, SDL_SetHint, (const char *name, const char *value), (name, value)) \
    F(const char *, SDL_GetCurrentVideoDriver, (void), ()) \
    V(SDL_GetVersion, (SDL_version *ver), (ver)) \
    F(SDL_Window *, SDL_CreateWindow, (const char *title, int x, int y, int w, int h, Uint32 flags), (title, x, y, w, h, flags)) \
    F(Uint32, SDL_GetWindowID, (SDL_Window *window), (window)) \
    V(SDL_GetWindowSize, (SDL_Window *window, int *w, int *h), (window, w, h)) \
    F(int, SDL_GetWindowDisplayIndex, (SDL_Window *window), (window)) \
    V(SDL_GetWindowPosition, (SDL_Window *window, int *x, int *y), (window, x, y)) \
    F(int, SDL_GetCurrentDisplayMode, (int displayIndex, SDL_DisplayMode *mode), (displayIndex, mode)) \
    F(SDL_Surface *, SDL_GetWindowSurface, (SDL_Window *window), (window)) \
    V(SDL_ShowWindow, (SDL_Window *window), (window)) \
    V(SDL_HideWindow, (SDL_Window *window), (window)) \
    V(SDL_SetWindowTitle, (SDL_Window *window, const char *title), (window, title)) \
    V(SDL_SetWindowIcon, (SDL_Window *window, SDL_Surface *icon), (window, icon)) \
    F(SDL_Surface *, SDL_CreateRGBSurfaceWithFormatFrom, (void *pixels, int width, int height, int depth, int pitch, Uint32 format), (pixels, width, height, depth, pitch, format)) \
    V(SDL_FreeSurface, (SDL_Surface *surface), (surface)) \
    F(int, SDL_SetClipboardText, (const char *text), (text)) \
    F(char *, SDL_GetClipboardText, (void), ()) \
    F(SDL_bool, SDL_HasClipboardText, (void), ()) \
    F(int, SDL_SetPrimarySelectionText, (const char *text), (text)) \
    F(char *, SDL_GetPrimarySelectionText, (void), ()) \
    F(SDL_bool, SDL_HasPrimarySelectionText, (void), ()) \
    V(SDL_free, (void *mem), (mem)) \
    V(SDL_SetWindowMinimumSize, (SDL_Window *window, int min_w, int min_h), (window, min_w, min_h)) \
    V(SDL_SetWindowMaximumSize, (SDL_Window *window, int max_w, int max_h), (window, max_w, max_h)) \
    V(SDL_DestroyWindow, (SDL_Window *window), (window)) \
    F(int, SDL_UpdateWindowSurface, (SDL_Window *window), (window)) \
    F(int, SDL_UpdateWindowSurfaceRects, (SDL_Window *window, const SDL_Rect *rects, int numrects), (window, rects, numrects)) \
    F(SDL_Renderer *, SDL_CreateRenderer, (SDL_Window *window, int index, Uint32 flags), (window, index, flags)) \
    F(int, SDL_GetRendererInfo, (SDL_Renderer *renderer, SDL_RendererInfo *info), (renderer, info)) \
    F(int, SDL_GetRendererOutputSize, (SDL_Renderer *renderer, int *w, int *h), (renderer, w, h)) \
    F(SDL_Texture *, SDL_CreateTexture, (SDL_Renderer *renderer, Uint32 format, int access, int w, int h), (renderer, format, access, w, h)) \
    V(SDL_DestroyTexture, (SDL_Texture *texture), (texture)) \
    F(int, SDL_UpdateTexture, (SDL_Texture *texture, const SDL_Rect *rect, const void *pixels, int pitch), (texture, rect, pixels, pitch)) \
    F(int, SDL_RenderCopy, (SDL_Renderer *renderer, SDL_Texture *texture, const SDL_Rect *srcrect, const SDL_Rect *dstrect), (renderer, texture, srcrect, dstrect)) \
    V(SDL_RenderPresent, (SDL_Renderer *renderer), (renderer)) \
    F(SDL_bool, SDL_GetWindowWMInfo, (SDL_Window *window, SDL_SysWMinfo *info), (window, info)) \
    F(const char *, SDL_GetPixelFormatName, (Uint32 format), (format)) \
    F(int, SDL_PollEvent, (SDL_Event *event), (event)) \
    F(int, SDL_WaitEventTimeout, (SDL_Event *event, int timeout), (event, timeout)) \
    V(SDL_PumpEvents, (void), ()) \
    F(SDL_bool, SDL_HasEvents, (Uint32 minType, Uint32 maxType), (minType, maxType)) \
    F(SDL_Window *, SDL_GetKeyboardFocus, (void), ()) \
    F(SDL_Keymod, SDL_GetModState, (void), ()) \
    V(SDL_StartTextInput, (void), ()) \
    V(SDL_StopTextInput, (void), ()) \
    F(SDL_bool, SDL_IsTextInputActive, (void), ()) \
    V(SDL_SetTextInputRect, (const SDL_Rect *rect), (rect)) \
    F(SDL_Window *, SDL_GetMouseFocus, (void), ()) \
    F(Uint32, SDL_GetMouseState, (int *x, int *y), (x, y)) \
    F(Uint32, SDL_GetGlobalMouseState, (int *x, int *y), (x, y)) \
    F(Uint32, SDL_GetTicks, (void), ()) \
    F(SDL_TouchDeviceType, SDL_GetTouchDeviceType, (SDL_TouchID touchID), (touchID)) \
    F(SDL_Cursor *, SDL_CreateSystemCursor, (SDL_SystemCursor id), (id)) \
    V(SDL_SetCursor, (SDL_Cursor *cursor), (cursor)) \
    F(int, SDL_ShowCursor, (int toggle), (toggle))

// An SDL call before the library is loaded is a bug in this package: say so and stop.
static void uikit_sdl2_not_loaded(const char *name) {
    fprintf(stderr, "UIKit: %s was called before libSDL2 was loaded (SDLBackend.start, then waitUntilReady)\n", name);
    abort();
}

#define UIKIT_SDL2_POINTER(ret, name, params, args) static ret (*uikit_##name) params;
#define UIKIT_SDL2_VOID_POINTER(name, params, args) static void (*uikit_##name) params;
UIKIT_SDL2_FUNCTIONS(UIKIT_SDL2_POINTER, UIKIT_SDL2_VOID_POINTER)

#define UIKIT_SDL2_FORWARD(ret, name, params, args) \
    ret name params { if (!uikit_##name) uikit_sdl2_not_loaded(#name); return uikit_##name args; }
#define UIKIT_SDL2_VOID_FORWARD(name, params, args) \
    void name params { if (!uikit_##name) uikit_sdl2_not_loaded(#name); uikit_##name args; }
UIKIT_SDL2_FUNCTIONS(UIKIT_SDL2_FORWARD, UIKIT_SDL2_VOID_FORWARD)

#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define UIKIT_UNDER_ASAN 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(UIKIT_UNDER_ASAN)
#  define UIKIT_UNDER_ASAN 1
#endif
#ifndef UIKIT_UNDER_ASAN
#  define UIKIT_UNDER_ASAN 0
#endif

size_t uikit_heap_reserve_huge_pages(size_t bytes, size_t skip) {
    const uintptr_t huge = 2u << 20;
    /* glibc raises its mmap threshold to a freed block's size only up to 32 MB (64-bit). */
    if (bytes > (32u << 20) - 8192) bytes = (32u << 20) - 8192;
    if (skip >= bytes) return 0;
    void *volatile mapped = malloc(bytes);   /* (volatile: the pair must not be optimised away) */
    free(mapped);
    char *heap = malloc(bytes);
    if (!heap) return 0;
    /* Where the process has fixed glibc's mmap threshold (mallopt(M_MMAP_THRESHOLD)), the block
     * is a mapping of its own (glibc's IS_MMAPPED bit, 0x2 in the size word before the block)
     * that free() unmaps: nothing would stay advised, so say so. */
#if !UIKIT_UNDER_ASAN   /* (AddressSanitizer's allocator is not glibc's, and the word is its redzone) */
    if (((size_t *)heap)[-1] & 2) { free(heap); return 0; }
#endif
    uintptr_t start = ((uintptr_t)heap + skip + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)heap + bytes) & ~(huge - 1);
    size_t advised = 0;
    if (end > start && madvise((void *)start, end - start, MADV_HUGEPAGE) == 0) advised = end - start;
    free(heap);
    return advised;
}

int uikit_sdl2_load(char *error, size_t size) {
    static void *library;
    if (library) return 0;
    /* Lazy binding, as for a program linked with SDL: binding every function of SDL and its
     * ~40 libraries (audio, Wayland, D-Bus, ...) up front costs ~1 ms on the display's critical
     * path; the functions used are looked up below, so a missing one still fails here. */
    void *lib = dlopen("libSDL2-2.0.so.0", RTLD_LAZY | RTLD_LOCAL);
    if (!lib) {
        snprintf(error, size, "cannot load libSDL2 (install libsdl2-2.0-0): %s", dlerror());
        return -1;
    }
#define UIKIT_SDL2_RESOLVE(ret, name, params, args) \
    if (!(*(void **)&uikit_##name = dlsym(lib, #name))) { snprintf(error, size, "libSDL2 has no %s", #name); return -1; }
#define UIKIT_SDL2_VOID_RESOLVE(name, params, args) UIKIT_SDL2_RESOLVE(void, name, params, args)
    UIKIT_SDL2_FUNCTIONS(UIKIT_SDL2_RESOLVE, UIKIT_SDL2_VOID_RESOLVE)
    library = lib;
    return 0;
}

/* ---- Scrolling in the X server (see SDLBackend.scrollInServer) ---- */

#if defined(SDL_VIDEO_DRIVER_X11)
/* libX11 is SDL's, loaded by SDL at run time: its functions are looked up there, not linked. */
static struct {
    int tried, ok;
    GC (*createGC)(Display *, Drawable, unsigned long, XGCValues *);
    int (*freeGC)(Display *, GC);
    int (*copyArea)(Display *, Drawable, Drawable, GC, int, int, unsigned int, unsigned int, int, int);
    Bool (*checkTypedWindowEvent)(Display *, Window, int, XEvent *);
    int (*flush)(Display *);
    KeyCode (*keysymToKeycode)(Display *, KeySym);
} uikit_x11;
/* The GC of the last window scrolled (one window scrolls at a time). */
static Display *uikit_scroll_display;
static Window uikit_scroll_window;
static GC uikit_scroll_gc;

static int uikit_x11_load(void) {
    if (uikit_x11.tried) return uikit_x11.ok;
    uikit_x11.tried = 1;
    void *lib = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL);
    if (!lib) return 0;
    *(void **)&uikit_x11.createGC = dlsym(lib, "XCreateGC");
    *(void **)&uikit_x11.freeGC = dlsym(lib, "XFreeGC");
    *(void **)&uikit_x11.copyArea = dlsym(lib, "XCopyArea");
    *(void **)&uikit_x11.checkTypedWindowEvent = dlsym(lib, "XCheckTypedWindowEvent");
    *(void **)&uikit_x11.flush = dlsym(lib, "XFlush");
    *(void **)&uikit_x11.keysymToKeycode = dlsym(lib, "XKeysymToKeycode");
    uikit_x11.ok = uikit_x11.createGC && uikit_x11.freeGC && uikit_x11.copyArea && uikit_x11.checkTypedWindowEvent
        && uikit_x11.flush;
    return uikit_x11.ok;
}

static int uikit_x11_window(void *window, Display **display, Window *xwindow) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!window || SDL_GetWindowWMInfo((SDL_Window *)window, &info) != SDL_TRUE || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *xwindow = info.info.x11.window;
    return 1;
}
#endif

/* ---- What the main loop sleeps on (see UIMainLoop): the X connection and the main queue ---- */

int uikit_sdl2_x11_connection_fd(void *window) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!uikit_x11_window(window, &display, &xwindow)) return -1;
    /* ConnectionNumber is a field of the Display: no libX11 call, so no link to it. */
    return ConnectionNumber(display);
#else
    (void)window;
    return -1;
#endif
}

int uikit_sdl2_x11_scroll(void *window, int x, int y, int w, int h, int dx, int dy) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!uikit_x11_window(window, &display, &xwindow) || !uikit_x11_load()) return -1;
    int cw = w - abs(dx), ch = h - abs(dy);
    if (cw <= 0 || ch <= 0) return -1;
    if (uikit_scroll_display != display || uikit_scroll_window != xwindow) {
        if (uikit_scroll_gc && uikit_scroll_display == display) uikit_x11.freeGC(display, uikit_scroll_gc);
        /* (The default GC reports what could not be copied: graphics_exposures is True.) */
        uikit_scroll_gc = uikit_x11.createGC(display, xwindow, 0, NULL);
        uikit_scroll_display = display;
        uikit_scroll_window = xwindow;
    }
    if (!uikit_scroll_gc) return -1;
    int sx = x + (dx < 0 ? -dx : 0), sy = y + (dy < 0 ? -dy : 0);
    uikit_x11.copyArea(display, xwindow, xwindow, uikit_scroll_gc, sx, sy, (unsigned)cw, (unsigned)ch, sx + dx, sy + dy);
    /* Sent now, not with the frame's present: a server on another core moves the pixels (a
     * memory-bound copy of most of the window) while this one paints the exposed strip; the
     * present's image follows it in the request stream, so it lands on the moved pixels.
     * (Photos scene, Xvfb on a core of its own: scroll median 1.09-1.14 ms against 1.72-1.79
     * without the flush. Where the kernel wakes the server on the client's core, as on a
     * 2-vCPU VM, the copy still waits for the client to block: no gain, no loss.) */
    uikit_x11.flush(display);
    return 0;
#else
    (void)window; (void)x; (void)y; (void)w; (void)h; (void)dx; (void)dy;
    return -1;
#endif
}

int uikit_sdl2_x11_keycode(void *window, unsigned long keysym) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!keysym || !uikit_x11_window(window, &display, &xwindow) || !uikit_x11_load() || !uikit_x11.keysymToKeycode) return 0;
    return uikit_x11.keysymToKeycode(display, (KeySym)keysym);
#else
    (void)window; (void)keysym;
    return 0;
#endif
}

int uikit_sdl2_x11_take_scroll_exposures(void *window, int *rects, int max) {
#if defined(SDL_VIDEO_DRIVER_X11)
    Display *display;
    Window xwindow;
    if (!uikit_x11_window(window, &display, &xwindow) || !uikit_x11_load()) return 0;
    XEvent ev;
    int n = 0;
    /* GraphicsExpose and NoExpose name the drawable where xany.window is. */
    while (uikit_x11.checkTypedWindowEvent(display, xwindow, GraphicsExpose, &ev)) {
        if (n < max) {
            rects[4 * n] = ev.xgraphicsexpose.x; rects[4 * n + 1] = ev.xgraphicsexpose.y;
            rects[4 * n + 2] = ev.xgraphicsexpose.width; rects[4 * n + 3] = ev.xgraphicsexpose.height;
        }
        n++;
    }
    while (uikit_x11.checkTypedWindowEvent(display, xwindow, NoExpose, &ev)) {}
    return n > max ? max + 1 : n;
#else
    (void)window; (void)rects; (void)max;
    return 0;
#endif
}

int uikit_main_queue_fd(void) {
    /* libdispatch's hook for CoreFoundation (Linux: an eventfd written when work is queued on the
     * main queue). Looked up, not linked: processes without Foundation's run loop have none. */
    int (*handle)(void) = (int (*)(void))dlsym(RTLD_DEFAULT, "_dispatch_get_main_queue_handle_4CF");
    return handle ? handle() : -1;
}

/* AddressSanitizer's allocator replaces malloc's arenas: under it, ask it (a weak reference, 0
 * without the sanitizer's runtime). */
size_t __sanitizer_get_current_allocated_bytes(void) __attribute__((weak));

size_t uikit_malloc_in_use(void) {
    if (__sanitizer_get_current_allocated_bytes) return __sanitizer_get_current_allocated_bytes();
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
