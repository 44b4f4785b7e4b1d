#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Builds UICatalog's and Photos' Debian packages with the PackageDeb plugin (`swift package
# package-deb`), checks what they hold (dpkg-deb -I/-c, desktop-file-validate, no Swift runtime
# library needed), installs one with apt as a user would (`apt-get install ./photos_….deb`), starts
# the installed app headless (`--screenshot`) and checks it drew, opens its window on a private
# Xvfb and checks the window's title, class and icon (xwininfo, xprop), then removes the package.
# Used by scripts/test.sh's `packages` stage (CI: root in a fresh Debian 12 clone). (gzip: xz
# takes a minute a package for the 110 MB debug executables; users' release packages use xz.)
#
#   UIKIT_DEB_CONFIGURATION   debug (default: CI) or release (what users ship: a longer build)
#   UIKIT_DEB_SCRATCH_PATH    the build folder (default .build-deb: the plugin builds with
#                             -static-stdlib, which would make .build's next plain build start over)
#   UIKIT_DEB_INSTALL=0       check the packages without installing one (a machine without root)
set -euo pipefail
cd "$(dirname "$0")/.."
config=${UIKIT_DEB_CONFIGURATION:-debug}
scratch=${UIKIT_DEB_SCRATCH_PATH:-.build-deb}
out=$(mktemp -d "${TMPDIR:-/tmp}/uikit-debs.XXXXXX")
xvfb_pid=""
cleanup() {
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$out"
}
trap cleanup EXIT
fail() { echo "test-packages: FAIL: $*" >&2; exit 1; }

# Bad input fails with a clear message, before any build: a malformed Info.plist, an AppIcon
# that is not an image.
script=Plugins/PackageDeb/package-deb.py
printf '<plist><dict><key>CFBundleName' > "$out/bad.plist"
if python3 "$script" --executable /bin/true --info-plist "$out/bad.plist" --output "$out/bad" > "$out/bad.log" 2>&1 \
   || ! grep -q "is not a property list" "$out/bad.log"; then cat "$out/bad.log"; fail "a malformed Info.plist was not refused clearly"; fi
mkdir -p "$out/App_App.resources/Assets.xcassets/AppIcon.appiconset"
echo "not a PNG" > "$out/App_App.resources/Assets.xcassets/AppIcon.appiconset/icon.png"
echo '{"images":[{"filename":"icon.png","idiom":"universal","platform":"ios","size":"1024x1024"}]}' \
  > "$out/App_App.resources/Assets.xcassets/AppIcon.appiconset/Contents.json"
if python3 "$script" --executable /bin/true --bundle "$out/App_App.resources" --output "$out/bad" > "$out/bad.log" 2>&1 \
   || ! grep -q "is not a PNG" "$out/bad.log"; then cat "$out/bad.log"; fail "an AppIcon that is not a PNG was not refused clearly"; fi
[ ! -e "$out/bad" ] || [ -z "$(ls "$out/bad")" ] || fail "a refused package was written anyway"

start=$SECONDS
swift package --scratch-path "$scratch" --allow-writing-to-package-directory \
  package-deb --product UICatalog --product Photos --configuration "$config" --output "$out" --compression gzip
echo "test-packages: built and packaged in $((SECONDS - start)) s"

# name executable display-name class: what each package must hold.
check_package() {
  local deb=$1 pkg=$2 exe=$3 name=$4 class=$5 tree="$out/tree-$2"
  [ -f "$deb" ] || fail "no $deb"
  dpkg-deb -I "$deb" > "$out/info-$pkg"
  dpkg-deb -c "$deb" > "$out/list-$pkg"
  for want in ./usr/bin/$pkg ./usr/lib/$pkg/$exe ./usr/lib/$pkg/Info.plist ./usr/share/applications/$class.desktop \
              ./usr/share/icons/hicolor/16x16/apps/$class.png ./usr/share/icons/hicolor/48x48/apps/$class.png \
              ./usr/share/icons/hicolor/512x512/apps/$class.png \
              "./usr/lib/$pkg/[A-Za-z]*_[A-Za-z]*.resources/Assets.xcassets/AppIcon.appiconset/AppIcon.png"; do
    grep -q " $want\$" "$out/list-$pkg" || grep -qE " ${want//\*/.*}\$" "$out/list-$pkg" || fail "$deb has no $want"
  done
  for dep in "libsdl2-2.0-0" "libcairo2" "libpango-1.0-0" "libpangocairo-1.0-0" "libpng16-16" "libjpeg62-turbo" "fonts-dejavu-core"; do
    grep -q "Depends:.*$dep" "$out/info-$pkg" || fail "$deb does not depend on $dep: $(grep Depends "$out/info-$pkg")"
  done
  mkdir -p "$tree"
  dpkg-deb -x "$deb" "$tree"
  desktop-file-validate "$tree/usr/share/applications/$class.desktop" || fail "$class.desktop does not validate"
  grep -qx "Name=$name" "$tree/usr/share/applications/$class.desktop" || fail "$class.desktop is not named $name"
  grep -qx "StartupWMClass=$class" "$tree/usr/share/applications/$class.desktop" || fail "$class.desktop has no StartupWMClass=$class"
  if ldd "$tree/usr/lib/$pkg/$exe" | grep -q swift; then fail "$exe needs the Swift runtime: $(ldd "$tree/usr/lib/$pkg/$exe" | grep swift)"; fi
  echo "test-packages: $deb ($(du -k "$deb" | cut -f1) KiB) holds $(wc -l < "$out/list-$pkg") entries; $(grep Depends "$out/info-$pkg")"
}
check_package "$(ls "$out"/uicatalog_*.deb)" uicatalog UICatalog "UIKit Catalog" org.uikit-linux.UICatalog
check_package "$(ls "$out"/photos_*.deb)" photos Photos Photos org.uikit-linux.Photos

if [ "${UIKIT_DEB_INSTALL:-1}" = 0 ]; then echo "test-packages: not installed (UIKIT_DEB_INSTALL=0)"; exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
dpkg-query -W -f='${Status}' photos 2>/dev/null | grep -q "install ok installed" && fail "a package named photos is installed already"
# (Recommends are fonts the CI machine has and xdg-utils: not fetched.)
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "$(ls "$out"/photos_*.deb)"
remove() { DEBIAN_FRONTEND=noninteractive $SUDO apt-get remove -y -q photos >/dev/null || true; }
trap 'remove; cleanup' EXIT
[ "$(command -v photos)" = /usr/bin/photos ] || fail "photos is not on PATH after installing"

# Headless: the installed app (its bundles found beside it in /usr/lib/photos) draws its albums.
(cd / && photos --screenshot "$out/photos.png" --size 390x844)
python3 - "$out/photos.png" <<'EOF' || fail "the installed app's screenshot is blank"
import ctypes, ctypes.util, sys
cairo = ctypes.CDLL(ctypes.util.find_library("cairo") or "libcairo.so.2")
for f in ["cairo_image_surface_create_from_png", "cairo_image_surface_get_data"]:
    getattr(cairo, f).restype = ctypes.c_void_p
cairo.cairo_image_surface_create_from_png.argtypes = [ctypes.c_char_p]
for f in ["cairo_image_surface_get_data", "cairo_image_surface_get_width", "cairo_image_surface_get_height", "cairo_image_surface_get_stride"]:
    getattr(cairo, f).argtypes = [ctypes.c_void_p]
s = cairo.cairo_image_surface_create_from_png(sys.argv[1].encode())
w, h, stride = cairo.cairo_image_surface_get_width(s), cairo.cairo_image_surface_get_height(s), cairo.cairo_image_surface_get_stride(s)
data = ctypes.string_at(cairo.cairo_image_surface_get_data(s), stride * h)
colours = {data[y * stride + x * 4: y * stride + x * 4 + 3] for y in range(0, h, 4) for x in range(0, w, 4)}
print("test-packages: installed Photos drew %dx%d px, %d colours" % (w, h, len(colours)))
sys.exit(0 if w >= 390 and len(colours) > 20 else 1)
EOF

# A real window on a private X server: its title, its class (the .desktop file's StartupWMClass)
# and its icon (_NET_WM_ICON: 128 x 128).
# (-noreset: the polling xwininfo below is the only client until the app connects, and a server
# that resets as that client leaves can refuse the app connecting meanwhile: seen once in CI.)
exec 5< <(Xvfb -displayfd 1 -screen 0 1024x768x24 -nolisten tcp -noreset 2>/dev/null)
xvfb_pid=$!
read -r -u 5 display || fail "Xvfb did not start"
trap 'remove; cleanup' EXIT
DISPLAY=:$display photos > "$out/photos.log" 2>&1 &
app=$!
tree=""
for _ in $(seq 1 100); do
  tree=$(DISPLAY=:$display xwininfo -root -tree 2>/dev/null | grep '"Photos": ("org.uikit-linux.Photos" "org.uikit-linux.Photos")' || true)
  [ -n "$tree" ] && break
  sleep 0.1
done
[ -n "$tree" ] || { cat "$out/photos.log"; DISPLAY=:$display xwininfo -root -tree; fail "no window titled Photos of class org.uikit-linux.Photos"; }
window=$(echo "$tree" | awk '{print $1}')
icon=""
for _ in $(seq 1 50); do
  icon=$(DISPLAY=:$display xprop -id "$window" -notype _NET_WM_ICON 2>/dev/null | head -c 200 || true)
  case $icon in *"= 128, 128,"*|*"Icon (128 x 128)"*) break ;; esac
  sleep 0.1
done
kill "$app"; wait "$app" 2>/dev/null || true
case $icon in *"= 128, 128,"*|*"Icon (128 x 128)"*) ;; *) fail "the window has no 128 x 128 icon: $icon" ;; esac
echo "test-packages: installed Photos' window: $(echo "$tree" | sed 's/^ *//'), icon 128x128"
remove
[ ! -e /usr/bin/photos ] || fail "/usr/bin/photos is still there after removing the package"
echo "test-packages: photos installed, started, drew, removed"
