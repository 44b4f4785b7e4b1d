#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# A by-hand check of drag and drop in a real SDL window under Xvfb: UICatalog's Drag and Drop
# page (1024x700) gets a real mouse drag of its picture into the other frame (xdotool: press,
# hold 0.8 s, move, release), then a desktop file drop on its file box through XDND, from a
# minimal XDND source compiled here (Xlib; SDL turns the drop into SDL_DROPFILE events).
# Screenshots before, mid-drag, after the drag and after the drop go to OUT_DIR (ImageMagick's
# `import`). Needs Xvfb, xdotool, a C compiler with libX11's headers and ImageMagick.
#
#   bash scripts/xdnd-drop-check.sh [OUT_DIR]     # default: .build/xdnd-drop-check
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-.build/xdnd-drop-check}"
mkdir -p "$OUT"
for tool in Xvfb xdotool cc import; do
  command -v "$tool" >/dev/null || { echo "xdnd-drop-check: $tool is missing" >&2; exit 1; }
done
swift build --product UICatalog >/dev/null
CATALOG="$(swift build --show-bin-path)/UICatalog"
WORK="$(mktemp -d)"
trap 'kill $APP $XVFB 2>/dev/null || true; rm -rf "$WORK"' EXIT

# The XDND source: enter, position and drop on WINDOW at root (X, Y), then serve the URI list.
cat > "$WORK/xdnd-send.c" <<'C'
#include <X11/Xlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
static Display *d;
static Atom A(const char *n) { return XInternAtom(d, n, False); }
static void msg(Window to, Window src, const char *type, long a, long b, long c, long e4) {
    XEvent e; memset(&e, 0, sizeof e);
    e.xclient.type = ClientMessage; e.xclient.window = to; e.xclient.message_type = A(type); e.xclient.format = 32;
    e.xclient.data.l[0] = src; e.xclient.data.l[1] = a; e.xclient.data.l[2] = b; e.xclient.data.l[3] = c; e.xclient.data.l[4] = e4;
    XSendEvent(d, to, False, NoEventMask, &e); XFlush(d);
}
int main(int argc, char **argv) {
    if (argc < 5 || !(d = XOpenDisplay(NULL))) return 2;
    Window to = strtoul(argv[1], 0, 0); int x = atoi(argv[2]), y = atoi(argv[3]);
    Window src = XCreateSimpleWindow(d, DefaultRootWindow(d), 0, 0, 1, 1, 0, 0, 0);
    XSetSelectionOwner(d, A("XdndSelection"), src, CurrentTime);
    XWarpPointer(d, None, DefaultRootWindow(d), 0, 0, 0, 0, x, y);
    msg(to, src, "XdndEnter", 5L << 24, A("text/uri-list"), 0, 0);
    msg(to, src, "XdndPosition", 0, ((long)x << 16) | y, CurrentTime, A("XdndActionCopy"));
    for (int i = 0, dropped = 0; i < 500; i++, usleep(10000)) {
        while (XPending(d)) {
            XEvent e; XNextEvent(d, &e);
            if (e.type == ClientMessage && e.xclient.message_type == A("XdndStatus") && !dropped) {
                printf("XdndStatus: accepted %ld\n", e.xclient.data.l[1] & 1);
                msg(to, src, "XdndDrop", 0, CurrentTime, 0, 0); dropped = 1;
            } else if (e.type == SelectionRequest) {
                XSelectionRequestEvent *r = &e.xselectionrequest; char buf[4096];
                snprintf(buf, sizeof buf, "%s\r\n", argv[4]);
                XChangeProperty(d, r->requestor, r->property, r->target, 8, PropModeReplace, (unsigned char *)buf, strlen(buf));
                XEvent n; memset(&n, 0, sizeof n); n.xselection.type = SelectionNotify; n.xselection.requestor = r->requestor;
                n.xselection.selection = r->selection; n.xselection.target = r->target; n.xselection.property = r->property;
                n.xselection.time = r->time; XSendEvent(d, r->requestor, False, 0, &n); XFlush(d);
            } else if (e.type == ClientMessage && e.xclient.message_type == A("XdndFinished")) {
                printf("XdndFinished: accepted %ld\n", e.xclient.data.l[1] & 1); return 0;
            }
        }
    }
    return 3;
}
C
cc -O1 -o "$WORK/xdnd-send" "$WORK/xdnd-send.c" -lX11

export DISPLAY=:$((90 + RANDOM % 100))
Xvfb "$DISPLAY" -screen 0 1280x800x24 -noreset >/dev/null 2>&1 & XVFB=$!
sleep 1
UIKIT_WINDOW_SIZE=1024x700 "$CATALOG" --page dragDrop >"$OUT/app.log" 2>&1 & APP=$!
WIN=$(xdotool search --sync --name UICatalog | head -1)
sleep 2
eval "$(xdotool getwindowgeometry --shell "$WIN")"   # X, Y: the window's place on the screen
at() { echo $((X + $1)) $((Y + $2)); }
import -window root "$OUT/1-before.png"
# A real mouse drag: the left frame's picture (596, 137) into the right frame (750, 137).
xdotool mousemove $(at 596 137); sleep 0.3; xdotool mousedown 1; sleep 0.8
for dx in 16 36 56 76 96 116 136 146; do xdotool mousemove $(at $((596 + dx)) 140); sleep 0.05; done
sleep 0.4; import -window root "$OUT/2-mid-drag.png"
xdotool mousemove $(at 750 137); sleep 0.1; xdotool mouseup 1; sleep 0.8
import -window root "$OUT/3-after-drag.png"
# A desktop file dropped on the file box (672, 318).
printf 'Milk and honey\nTea\n' > "$WORK/groceries.txt"
"$WORK/xdnd-send" "$WIN" $(at 672 318) "file://$WORK/groceries.txt"
sleep 0.8; import -window root "$OUT/4-after-file-drop.png"
echo "xdnd-drop-check: screenshots in $OUT (2: the lifted picture over the right frame; 3: the picture moved;"
echo "  4: the box shows groceries.txt, 19 bytes, \"Milk and honey\")"
