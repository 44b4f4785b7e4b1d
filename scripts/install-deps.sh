#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Installs the Debian 12 packages the project needs: Cairo, Pango and SDL2 (with their -dev
# headers and pkg-config files), fonts, libjpeg and libpng, and Xvfb so the demo and the tests
# can open a real window on a machine without a display; D-Bus, AT-SPI2 and pyatspi for the screen
# reader check (scripts/atspi-check.sh); weston and the libraries SDL's Wayland driver loads
# (libwayland-*, libxkbcommon, libdecor with its Cairo plugin for title bars, Mesa's EGL: SDL
# presents a Wayland window's surface through GL), xdotool (drags a window between weston's
# outputs; types into UICatalog for scripts/atspi-keys.py) and xrdb (x11-xserver-utils: the X11
# run at Xft.dpi 144) for scripts/wayland-check.sh. Safe to run again.
# dpkg-dev (dpkg-shlibdeps) and desktop-file-utils: the package-deb plugin (docs/PACKAGING.md);
# x11-utils (xwininfo, xprop): scripts/test-packages.sh reads the installed app's window.
# Fonts: DejaVu (the system font); URW base35 (metric-compatible Helvetica/Arial, Times and
# Courier stand-ins that UIFont(name:size:) falls back to); Material Design Icons (the glyphs
# UIImage(systemName:) draws most SF Symbols with).
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
PKGS=(pkg-config libcairo2-dev libpango1.0-dev libsdl2-dev libjpeg-dev libpng-dev
      fontconfig fonts-dejavu-core fonts-dejavu-extra fonts-urw-base35 fonts-materialdesignicons-webfont
      xvfb xauth python3
      dpkg-dev desktop-file-utils x11-utils
      dbus at-spi2-core python3-pyatspi
      weston libwayland-client0 libwayland-cursor0 libwayland-egl1 libxkbcommon0 libdecor-0-0
      libdecor-0-plugin-1-cairo libegl1 libegl-mesa0 libgl1-mesa-dri xdotool x11-xserver-utils)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  echo "install-deps: all packages present"
fi
