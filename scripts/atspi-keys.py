#!/usr/bin/env python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Keys reach a screen reader first (docs/ACCESSIBILITY.md): a keystroke listener registered
# with the AT-SPI registry as Orca registers its own (synchronous, may consume, not global, so
# the keys come only through the app) sees the keys typed in UICatalog, X11's keysyms and
# keycodes; the key it consumes ("2", a page key) does not reach the app, the next ("3") does.
# Run by scripts/atspi-check.sh after atspi-walk.py (same bus, same display).

import os, subprocess, sys, time

import pyatspi

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def listen(log_path):
    """The screen reader's part (a child process with its own main loop)."""
    log = open(log_path, "a", buffering=1)

    def on_key(e):
        kind = "press" if e.type == pyatspi.KEY_PRESSED_EVENT else "release"
        log.write("%s %d %d %s\n" % (kind, e.id, e.hw_code, e.event_string))
        return e.event_string == "2"

    pyatspi.Registry.registerKeystrokeListener(on_key, kind=(pyatspi.KEY_PRESSED_EVENT, pyatspi.KEY_RELEASED_EVENT),
                                               mask=pyatspi.allModifiers(), synchronous=True, preemptive=True)
    log.write("listening\n")
    pyatspi.Registry.start()


def find_app(name):
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == name:
            return a
    return None


def headings(acc, depth=0):
    try:
        acc.clear_cache()
    except Exception:
        pass
    out = [acc.name] if acc.getRoleName() == "heading" else []
    if depth < 40:
        for i in range(acc.childCount):
            c = acc.getChildAtIndex(i)
            if c is not None:
                out += headings(c, depth + 1)
    return out


def wait_until(what, test, timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        try:
            if test():
                return True
        except Exception:
            pass
        time.sleep(0.2)
    check(False, "timed out waiting for " + what)
    return False


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--listen":
        listen(sys.argv[2])
        return 0
    binary = sys.argv[1]
    name = os.path.basename(binary)
    log_path = os.path.join(os.environ.get("XDG_RUNTIME_DIR", "/tmp"), "atspi-keys-%d.log" % os.getpid())
    listener = subprocess.Popen([sys.executable, __file__, "--listen", log_path])
    app = subprocess.Popen([binary, "--page", "interfaceBuilder"], env=dict(os.environ, UIKIT_WINDOW_SIZE="1200x900"))
    try:
        def log():
            return open(log_path).read().splitlines() if os.path.exists(log_path) else []
        if not wait_until("the listener", lambda: "listening" in log()):
            return 1
        if not wait_until("the app on the desktop", lambda: find_app(name) is not None, timeout=90):
            return 1
        acc = find_app(name)
        before = headings(acc)
        print("headings: %s" % before, flush=True)
        window = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid)],
                                capture_output=True, text=True, timeout=30).stdout.split()
        if not window:
            check(False, "the app's window is on the display")
            return 1
        subprocess.run(["xdotool", "windowfocus", "--sync", window[0]], timeout=10)
        time.sleep(0.5)
        subprocess.run(["xdotool", "key", "--window", window[0], "2"], timeout=10)
        wait_until("the listener to see 2", lambda: any(l.startswith("release") and l.endswith(" 2") for l in log()))
        time.sleep(0.5)
        check(headings(acc) == before, "the key the listener consumed (2) did not open a page")
        subprocess.run(["xdotool", "key", "--window", window[0], "3"], timeout=10)
        wait_until("the listener to see 3", lambda: any(l.startswith("release") and l.endswith(" 3") for l in log()))
        check(wait_until("page 3", lambda: headings(acc) != before), "the next key (3) reached the app and opened a page")
        lines = log()
        print("listener: %s" % lines, flush=True)
        two = [l.split() for l in lines if l.endswith(" 2")]
        check([k[0] for k in two] == ["press", "release"], "the listener saw 2 pressed and released")
        check(all(k[1] == str(0x32) and int(k[2]) > 8 for k in two), "as keysym 0x32 with its X keycode")
    finally:
        app.terminate()
        listener.terminate()
        for p in (app, listener):
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
    print("atspi-keys: " + ("all checks passed" if not failures else "%d failed: %s" % (len(failures), "; ".join(failures))), flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
