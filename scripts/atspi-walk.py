#!/usr/bin/python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Walks UICatalog's accessibility tree through AT-SPI (pyatspi) as a screen reader would, and
# fails (exit 1) when a check fails. Run by scripts/atspi-check.sh inside Xvfb and a session
# bus: starts the app (argv[1]) on its Interface Builder page (a form of controls), waits for it
# on the desktop, then: reads the page list (a table of cells), presses the form's Favourite
# button and its switch and sees their effect, moves its slider through the Value interface,
# opens another page with a cell's action, and checks that a client killed in the middle of a
# walk leaves the app running.
import os, signal, subprocess, sys, time

import pyatspi

failures = []


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what, flush=True)
    if not ok:
        failures.append(what)


def wait_for(what, find, timeout=30):
    end = time.time() + timeout
    last_error = None
    while time.time() < end:
        try:
            found = find()
        except Exception as e:
            found = None
            if str(e) != last_error:
                print("     (%s: %s)" % (what, e))
                last_error = str(e)
        if found:
            return found
        time.sleep(0.25)
    check(False, "timed out waiting for " + what)
    return None


def fresh(acc):
    try:
        acc.clear_cache()
    except Exception:
        pass
    return acc


def descendants(acc, depth=0):
    fresh(acc)
    out = [acc]
    if depth > 40:
        return out
    for i in range(acc.childCount):
        c = acc.getChildAtIndex(i)
        if c is not None:
            out += descendants(c, depth + 1)
    return out


def find_app(name):
    desktop = pyatspi.Registry.getDesktop(0)
    fresh(desktop)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == name:
            return a
    return None


def named(app, role, name_start):
    for a in descendants(app):
        if a.getRoleName() == role and (a.name or "").startswith(name_start):
            return a
    return None


def walk_forever(name):
    """The client that is killed mid-walk (run as a child process)."""
    app = wait_for("the app (walker child)", lambda: find_app(name))
    while True:
        descendants(app)


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--walk-forever":
        walk_forever(sys.argv[2])
        return 0
    binary = sys.argv[1]
    name = os.path.basename(binary)
    env = dict(os.environ, UIKIT_WINDOW_SIZE="1200x900")
    app_process = subprocess.Popen([binary, "--page", "interfaceBuilder"], env=env)
    try:
        start = time.time()
        app = wait_for("%s on the AT-SPI desktop" % name, lambda: find_app(name), timeout=90)
        if app is None:
            return 1
        print("found %s on the desktop after %.1f s" % (name, time.time() - start))
        check(app.getRoleName() == "application", "the app's role is application")
        check(app.childCount >= 1 and app.getChildAtIndex(0).getRoleName() == "frame", "its window is a frame")

        # Read a table: the page list.
        index = wait_for("the page list", lambda: next((a for a in descendants(app) if a.getRoleName() == "table"
                                                     and (a.getAttributes() or []).count("id:catalog.index")), None))
        if index is None:
            return 1
        rows = [c for c in index]
        cells = [c for c in rows if c.getRoleName() == "table cell"]
        names = [c.name for c in cells]
        print("page list: %d rows, %d cells: %s ..." % (len(rows), len(cells), ", ".join(names[:6])))
        check(len(cells) >= 8, "the page list's rows are table cells")
        rows_in_table = index.queryTable().nRows
        check(rows_in_table >= len(cells) and index.queryTable().nColumns == 1,
              "the page list is a one-column table of %d rows" % rows_in_table)
        check("Alert Controller" in names and "Table View" in names, "the page list names its pages")
        check(any(r.getRoleName() == "heading" and r.name == "More" for r in rows), "its section header is a heading")
        other_cell = next((c for c in cells if c.name == "Alert Controller"), None)
        check(other_cell is not None and other_cell.queryAction().getName(0) == "click", "a cell's first action is click")
        t0 = time.time()
        every = descendants(app)
        print("a full walk: %d objects in %.3f s" % (len(every), time.time() - t0))

        favourite = wait_for("the Favourite button", lambda: named(app, "push button", "Favourite"))
        if favourite is None:
            return 1
        status = named(app, "label", "Nothing changed yet")
        check(status is not None, "the status label reads 'Nothing changed yet'")
        if status is not None:
            t = status.queryText()
            check(t.characterCount == 19 and t.getText(0, -1) == "Nothing changed yet", "its text reads through the Text interface")

        # Press a button and see the effect.
        favourite.queryAction().doAction(0)
        check(wait_for("the status after pressing Favourite", lambda: named(app, "label", "A favourite")) is not None,
              "pressing Favourite through AT-SPI shows 'A favourite'")
        check(wait_for("Favourite selected", lambda: fresh(named(app, "push button", "Favourite"))
                       .getState().contains(pyatspi.STATE_SELECTED)) is not None, "the Favourite button is selected")

        # The switch: a toggle button with the checked state.
        switch = named(app, "toggle button", "")
        check(switch is not None, "the switch is a toggle button")
        if switch is not None:
            was = switch.getState().contains(pyatspi.STATE_CHECKED)
            switch.queryAction().doAction(0)
            check(wait_for("the switch to change", lambda: fresh(switch).getState().contains(pyatspi.STATE_CHECKED) != was) is not None,
                  "pressing the switch toggles its checked state")

        # Move the slider.
        slider = named(app, "slider", "")
        check(slider is not None, "the volume control is a slider")
        if slider is not None:
            value = slider.queryValue()
            print("slider: %s in %s...%s, increment %s" % (value.currentValue, value.minimumValue, value.maximumValue, value.minimumIncrement))
            check(value.minimumValue == 0 and value.maximumValue == 100 and value.currentValue == 40, "the slider reads 40 in 0...100")
            value.currentValue = 75
            check(wait_for("the slider at 75", lambda: fresh(slider).queryValue().currentValue == 75) is not None,
                  "setting the slider's value through AT-SPI moves it")
            check(wait_for("the status after the slider", lambda: named(app, "label", "Volume 75 of 100")) is not None,
                  "the app saw the slider's change ('Volume 75 of 100')")

        # Type into the name field through EditableText, as a dictation or switch-access tool does.
        field = next((a for a in descendants(app) if "id:ib.name" in (a.getAttributes() or [])), None)
        check(field is not None and field.getRoleName() == "entry", "the name field is an entry")
        if field is not None:
            check(field.queryEditableText().setTextContents("Ada"), "the name field takes text through EditableText")
            check(wait_for("the status after the name", lambda: named(app, "label", "Name: Ada")) is not None,
                  "the app saw the edit as a user's ('Name: Ada')")
            check(fresh(field).queryText().getText(0, -1) == "Ada", "the field reads 'Ada'")

        # Open another page with a cell's action (VoiceOver's double tap: a tap on the row).
        if other_cell is not None:
            other_cell.queryAction().doAction(0)
            check(wait_for("the Alert Controller page", lambda: named(app, "push button", "Favourite") is None
                           and any("id:page.alertController" in (a.getAttributes() or []) for a in descendants(app))) is not None,
                  "the Alert Controller cell's action opens its page")

        # A client killed in the middle of a walk leaves the app running.
        child = subprocess.Popen([sys.executable, __file__, "--walk-forever", name])
        time.sleep(3)
        child.send_signal(signal.SIGKILL)
        child.wait()
        time.sleep(0.5)
        check(app_process.poll() is None, "the app still runs after a client was killed mid-walk")
        check(find_app(name) is not None and len(descendants(app)) > 10, "and still answers")
    finally:
        app_process.terminate()
        try:
            app_process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            app_process.kill()
    if failures:
        print("atspi-walk: %d check(s) failed" % len(failures))
        return 1
    print("atspi-walk: all checks passed")
    return 0


sys.exit(main())
