#!/usr/bin/env python3
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Lays out a built UIKit app as a Debian package and freedesktop app, and builds it with dpkg-deb.
# Called by the PackageDeb command plugin (`swift package package-deb`), which builds the app and
# passes its executable, resource bundles and Info.plist; runnable by hand on any build the same
# way (docs/PACKAGING.md). Needs dpkg-deb and dpkg-shlibdeps (dpkg-dev), and libcairo2 for the
# icon sizes; desktop-file-validate (desktop-file-utils) is run when installed.
#
# The package (for an executable App, Info.plist CFBundleIdentifier ID, package name PKG):
#   /usr/lib/PKG/App                      the executable (debug info stripped unless --no-strip)
#   /usr/lib/PKG/*.resources/             its SwiftPM resource bundles: Bundle.module and the
#                                         storyboard/asset lookups look beside the executable
#   /usr/lib/PKG/Info.plist               the app's Info.plist (its CFBundle* settings expanded):
#                                         UIApplicationMain reads it there first
#   /usr/bin/PKG                          a two-line sh script that execs the executable
#   /usr/share/applications/ID.desktop    Name = CFBundleDisplayName, Icon = ID, StartupWMClass =
#                                         ID (the app's windows carry it as their class)
#   /usr/share/icons/hicolor/NxN/apps/ID.png   the AppIcon set's largest image, 16 to 512 px
# Depends: what dpkg-shlibdeps finds the executable linked against, plus what it loads at run
# time: libsdl2-2.0-0 (dlopen; it brings libX11) and a font (fonts-dejavu-core).

import argparse, ctypes, ctypes.util, json, os, plistlib, re, shutil, subprocess, sys, tempfile

ICON_SIZES = [16, 24, 32, 48, 64, 128, 256, 512]
# Run-time dependencies no ELF header names (SDL2 is loaded with dlopen by CUIKitShims).
RUNTIME_DEPENDS = ["libsdl2-2.0-0 (>= 2.26.0)", "fonts-dejavu-core"]
RECOMMENDS = ["fonts-urw-base35", "fonts-materialdesignicons-webfont", "xdg-utils"]
# LSApplicationCategoryType → freedesktop main (and additional) categories.
CATEGORIES = {
    "business": "Office;", "developer-tools": "Development;", "education": "Education;",
    "entertainment": "AudioVideo;", "finance": "Office;Finance;", "games": "Game;",
    "graphics-design": "Graphics;", "healthcare-fitness": "Utility;", "lifestyle": "Utility;",
    "medical": "Science;MedicalSoftware;", "music": "AudioVideo;Audio;Music;", "news": "Network;News;",
    "photography": "Graphics;Photography;", "productivity": "Office;", "reference": "Education;",
    "social-networking": "Network;InstantMessaging;", "sports": "Utility;", "travel": "Utility;",
    "utilities": "Utility;", "video": "AudioVideo;Video;", "weather": "Utility;",
}
IDENTITY_KEYS = ["CFBundleDisplayName", "CFBundleName", "CFBundleExecutable", "CFBundleIdentifier",
                 "CFBundleShortVersionString", "CFBundleVersion", "CFBundleIconName"]


def fail(message):
    sys.exit("package-deb: " + message)


def expand(value, settings):
    """A CFBundle* value with Xcode build settings ($(NAME), ${NAME}) replaced; None when one is unknown."""
    if not isinstance(value, str):
        return None
    for name, setting in settings.items():
        if setting is not None:
            value = value.replace("$(%s)" % name, setting).replace("${%s}" % name, setting)
    value = value.strip()
    return None if not value or "$(" in value or "${" in value else value


def largest_icon(bundles, name):
    """The largest image (points x scale) of `<name>.appiconset` in a *.xcassets of the bundles."""
    best = None
    for bundle in bundles:
        for root, dirs, files in os.walk(bundle):
            if os.path.basename(root) != name + ".appiconset" or ".xcassets" not in root:
                continue
            try:
                images = json.load(open(os.path.join(root, "Contents.json"))).get("images", [])
            except (OSError, ValueError) as error:
                print("package-deb: warning: %s/Contents.json unreadable (%s)" % (root, error))
                continue
            for image in images:
                path = os.path.join(root, image.get("filename") or "")
                if not image.get("filename") or not os.path.isfile(path):
                    continue
                try:
                    points = float(str(image.get("size", "0")).split("x")[0])
                    scale = float(str(image.get("scale", "1x")).rstrip("x"))
                except ValueError:
                    continue
                if best is None or points * scale > best[0]:
                    best = (points * scale, path)
    return best[1] if best else None


def render_icons(source, root, icon_name):
    """The icon scaled (Cairo, box-filtered) to each hicolor size up to its own; the sizes made."""
    cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
    for f in ["cairo_image_surface_create_from_png", "cairo_image_surface_create", "cairo_create", "cairo_get_source"]:
        getattr(cairo, f).restype = ctypes.c_void_p
    cairo.cairo_image_surface_create_from_png.argtypes = [ctypes.c_char_p]
    cairo.cairo_surface_status.argtypes = [ctypes.c_void_p]
    cairo.cairo_image_surface_get_width.argtypes = [ctypes.c_void_p]
    cairo.cairo_image_surface_get_height.argtypes = [ctypes.c_void_p]
    cairo.cairo_create.argtypes = [ctypes.c_void_p]
    cairo.cairo_scale.argtypes = [ctypes.c_void_p, ctypes.c_double, ctypes.c_double]
    cairo.cairo_set_source_surface.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_double, ctypes.c_double]
    cairo.cairo_get_source.argtypes = [ctypes.c_void_p]
    cairo.cairo_pattern_set_filter.argtypes = [ctypes.c_void_p, ctypes.c_int]
    cairo.cairo_paint.argtypes = [ctypes.c_void_p]
    cairo.cairo_destroy.argtypes = [ctypes.c_void_p]
    cairo.cairo_surface_write_to_png.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
    cairo.cairo_surface_destroy.argtypes = [ctypes.c_void_p]
    src = cairo.cairo_image_surface_create_from_png(source.encode())
    if cairo.cairo_surface_status(src) != 0:
        fail("the app icon %s is not a PNG Cairo can read" % source)
    width, height = cairo.cairo_image_surface_get_width(src), cairo.cairo_image_surface_get_height(src)
    made = []
    for size in ICON_SIZES:
        if size > max(width, height):
            break
        dst = cairo.cairo_image_surface_create(0, size, size)  # CAIRO_FORMAT_ARGB32
        cr = cairo.cairo_create(dst)
        cairo.cairo_scale(cr, size / width, size / height)
        cairo.cairo_set_source_surface(cr, src, 0.0, 0.0)
        cairo.cairo_pattern_set_filter(cairo.cairo_get_source(cr), 1)  # CAIRO_FILTER_GOOD: box below 1:2
        cairo.cairo_paint(cr)
        cairo.cairo_destroy(cr)
        folder = os.path.join(root, "usr/share/icons/hicolor/%dx%d/apps" % (size, size))
        os.makedirs(folder, exist_ok=True)
        if cairo.cairo_surface_write_to_png(dst, os.path.join(folder, icon_name + ".png").encode()) != 0:
            fail("could not write the %d px icon" % size)
        cairo.cairo_surface_destroy(dst)
        made.append(size)
    cairo.cairo_surface_destroy(src)
    return made


def shlib_depends(executable):
    """The executable's library dependencies as Debian packages (dpkg-shlibdeps)."""
    if not shutil.which("dpkg-shlibdeps"):
        fail("dpkg-shlibdeps not found (apt-get install dpkg-dev)")
    work = tempfile.mkdtemp(prefix="package-deb-shlibs-")
    try:
        os.makedirs(os.path.join(work, "debian"))
        with open(os.path.join(work, "debian/control"), "w") as f:
            f.write("Source: app\n\nPackage: app\nArchitecture: any\n")
        run = subprocess.run(["dpkg-shlibdeps", "-O", "-e" + executable], cwd=work, capture_output=True, text=True)
        if run.returncode != 0:
            fail("dpkg-shlibdeps could not map every library the executable needs to a Debian package "
                 "(a Swift runtime library? build with the static Swift standard library):\n" + run.stderr)
        for line in run.stdout.splitlines():
            if line.startswith("shlibs:Depends="):
                return [d.strip() for d in line.split("=", 1)[1].split(",") if d.strip()]
        return []
    finally:
        shutil.rmtree(work, ignore_errors=True)


def desktop_entry(name, command, icon, wm_class, categories, schemes):
    def escape(s):
        return s.replace("\\", "\\\\").replace("\n", "\\n")
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.0", "Name=" + escape(name),
             "Exec=" + command + (" %U" if schemes else ""), "Terminal=false", "Categories=" + categories,
             "StartupWMClass=" + wm_class]
    if icon:
        lines.append("Icon=" + icon)
    if schemes:
        lines.append("MimeType=" + "".join("x-scheme-handler/%s;" % s for s in schemes))
    return "\n".join(lines) + "\n"


def main():
    parser = argparse.ArgumentParser(description="Packages a built UIKit app as a .deb (see docs/PACKAGING.md).")
    parser.add_argument("--executable", required=True, help="the built executable")
    parser.add_argument("--info-plist", help="the app's Info.plist (name, identifier, version, icon name)")
    parser.add_argument("--bundle", action="append", default=[], help="a SwiftPM resource bundle beside it (repeat)")
    parser.add_argument("--output", default=".", help="folder for the .deb")
    parser.add_argument("--configuration", default="release", help="debug or release (for the message only)")
    parser.add_argument("--version", help="Debian version (default: CFBundleShortVersionString)")
    parser.add_argument("--package-name", help="Debian package and command name (default: the executable's, lower case)")
    parser.add_argument("--maintainer", help='"Name <mail>" (default: $DEBFULLNAME <$DEBEMAIL>)')
    parser.add_argument("--bundle-identifier", help="the value of $(PRODUCT_BUNDLE_IDENTIFIER) in the Info.plist")
    parser.add_argument("--categories", help="freedesktop Categories (default: from LSApplicationCategoryType)")
    parser.add_argument("--no-strip", action="store_true", help="keep the executable's debug information")
    parser.add_argument("--compression", default="xz", choices=["xz", "gzip", "zstd", "none"],
                        help="dpkg-deb's compressor (default xz, the smallest; gzip is ~10 times faster)")
    args = parser.parse_args()

    executable = os.path.abspath(args.executable)
    if not os.path.isfile(executable):
        fail("no executable at " + executable)
    exe_name = os.path.basename(executable)
    info = {}
    if args.info_plist:
        try:
            with open(args.info_plist, "rb") as f:
                info = plistlib.load(f)
        except Exception as error:
            fail("%s is not a property list (%s)" % (args.info_plist, error))
        if not isinstance(info, dict):
            fail(args.info_plist + " is not a dictionary")
    else:
        print("package-deb: warning: no Info.plist: the app is named %s, version 0" % exe_name)
    settings = {"PRODUCT_NAME": exe_name, "EXECUTABLE_NAME": exe_name, "PRODUCT_MODULE_NAME": exe_name,
                "TARGET_NAME": exe_name, "PRODUCT_BUNDLE_IDENTIFIER": args.bundle_identifier,
                "MARKETING_VERSION": args.version, "CURRENT_PROJECT_VERSION": None}
    value = {k: expand(info.get(k), settings) for k in IDENTITY_KEYS}
    for key in IDENTITY_KEYS:
        if key in info and value[key] is None and key != "CFBundleVersion":
            print("package-deb: warning: Info.plist's %s (%r) uses a build setting this script does not know; ignored" % (key, info[key]))
    display_name = value["CFBundleDisplayName"] or value["CFBundleName"] or exe_name
    # The window class the app's windows carry (_AppIdentity: the identifier, else the executable's name).
    identifier = value["CFBundleIdentifier"]
    wm_class = identifier if identifier and re.fullmatch(r"[A-Za-z0-9._-]+", identifier) else exe_name
    package = args.package_name or re.sub(r"[^a-z0-9+.-]+", "-", exe_name.lower()).strip("-.+")
    if not re.fullmatch(r"[a-z0-9][a-z0-9+.-]+", package):
        fail("%r is not a Debian package name (lower case letters, digits, + - .; give --package-name)" % package)
    version = args.version or value["CFBundleShortVersionString"] or "0"
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", version):
        fail("%r is not a Debian version (give --version)" % version)
    maintainer = args.maintainer or ("%s <%s>" % (os.environ.get("DEBFULLNAME", display_name + " maintainers"),
                                                  os.environ.get("DEBEMAIL", "root@localhost")))
    arch = subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True, check=True).stdout.strip()
    category_type = str(info.get("LSApplicationCategoryType", ""))
    categories = args.categories or CATEGORIES.get(category_type.rsplit(".", 1)[-1].replace("app-category.", ""), "Utility;")
    schemes = [s for t in info.get("CFBundleURLTypes", []) if isinstance(t, dict)
               for s in t.get("CFBundleURLSchemes", []) if isinstance(s, str) and re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]*", s)]

    stage = tempfile.mkdtemp(prefix="package-deb-")
    try:
        os.chmod(stage, 0o755)   # (the package's "./": mkdtemp makes it 0700)
        libdir = os.path.join(stage, "usr/lib", package)
        os.makedirs(libdir)
        installed = os.path.join(libdir, exe_name)
        shutil.copy2(executable, installed)
        if not args.no_strip and shutil.which("strip"):
            subprocess.run(["strip", "--strip-debug", installed], check=True)
        for bundle in args.bundle:
            shutil.copytree(bundle, os.path.join(libdir, os.path.basename(bundle.rstrip("/"))), symlinks=False)
        if info:
            installed_info = dict(info)
            for key in IDENTITY_KEYS:
                if value[key] is not None:
                    installed_info[key] = value[key]
            with open(os.path.join(libdir, "Info.plist"), "wb") as f:
                plistlib.dump(installed_info, f)
        bindir = os.path.join(stage, "usr/bin")
        os.makedirs(bindir)
        with open(os.path.join(bindir, package), "w") as f:
            f.write('#!/bin/sh\nexec /usr/lib/%s/%s "$@"\n' % (package, exe_name))
        os.chmod(os.path.join(bindir, package), 0o755)

        icon_name = value["CFBundleIconName"] or "AppIcon"
        icons = (info.get("CFBundleIcons") or {}).get("CFBundlePrimaryIcon") if isinstance(info.get("CFBundleIcons"), dict) else None
        if isinstance(icons, dict) and isinstance(icons.get("CFBundleIconName"), str):
            icon_name = icons["CFBundleIconName"]
        source = largest_icon(args.bundle, icon_name)
        sizes = render_icons(source, stage, wm_class) if source else []
        if not source:
            print("package-deb: warning: no %s.appiconset image in the resource bundles: the launcher shows a generic icon" % icon_name)
        apps = os.path.join(stage, "usr/share/applications")
        os.makedirs(apps)
        desktop = os.path.join(apps, wm_class + ".desktop")
        with open(desktop, "w") as f:
            f.write(desktop_entry(display_name, package, wm_class if sizes else "application-x-executable",
                                  wm_class, categories, schemes))
        if shutil.which("desktop-file-validate"):
            check = subprocess.run(["desktop-file-validate", desktop], capture_output=True, text=True)
            if check.returncode != 0 or "error:" in check.stdout:
                fail("desktop-file-validate: " + check.stdout + check.stderr)

        depends = shlib_depends(installed) + RUNTIME_DEPENDS
        size_kb = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(stage) for f in fs) // 1024 + 1
        os.makedirs(os.path.join(stage, "DEBIAN"))
        with open(os.path.join(stage, "DEBIAN/control"), "w") as f:
            f.write("Package: %s\nVersion: %s\nArchitecture: %s\nMaintainer: %s\nInstalled-Size: %d\n"
                    "Depends: %s\nRecommends: %s\nSection: x11\nPriority: optional\n"
                    "Description: %s (UIKit for Linux app)\n %s, built with UIKit for Linux (%s build).\n"
                    % (package, version, arch, maintainer, size_kb, ", ".join(depends), ", ".join(RECOMMENDS),
                       display_name, display_name, args.configuration))
        os.makedirs(args.output, exist_ok=True)
        deb = os.path.join(os.path.abspath(args.output), "%s_%s_%s.deb" % (package, version, arch))
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Z" + args.compression, "--build", stage, deb], check=True,
                       stdout=subprocess.DEVNULL)
        print("package-deb: %s (%s %s: %s, icons %s, window class %s)" % (
            deb, display_name, version, "/usr/bin/" + package, ",".join(map(str, sizes)) or "none", wm_class))
    finally:
        shutil.rmtree(stage, ignore_errors=True)


if __name__ == "__main__":
    main()
