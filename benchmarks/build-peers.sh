#!/usr/bin/env bash
#===----------------------------------------------------------------------===#
# This source file is part of the UIKit for Linux open source project.
# Copyright (c) 2026 the UIKit for Linux project authors.
# Licensed under Apache License v2.0; see LICENSE. SPDX-License-Identifier: Apache-2.0
#===----------------------------------------------------------------------===#

# Builds the peer benchmark programs (copied unchanged from the project's shared peers) into
# benchmarks/peers/build/: sdlcairo (hand-written Cairo->SDL2), gtkbench (GTK4) and qtbench (Qt6
# Widgets, the table scene's peer: compiled from the shared peers' qtbench.cpp, copied into
# build/ at build time and never committed; QTBENCH_SRC overrides where it is); and kiwibench
# (benchmarks/kiwi/kiwibench.cpp, the layout solver's peer) against kiwi's C++ headers, fetched
# from the kiwisolver source distribution on PyPI into build/ (never committed).
# Installs the Debian build dependencies when missing. Each peer is optional: a peer whose
# dependencies can't be installed is skipped with a message (the benchmark then reports null).
set -uo pipefail
cd "$(dirname "$0")/peers"
mkdir -p build
SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
need=()
for p in build-essential pkg-config libsdl2-dev libcairo2-dev libgtk-4-dev qt6-base-dev libgl-dev libxcb1-dev xvfb xauth; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
  echo "build-peers: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q >/dev/null || true
  $SUDO apt-get install -y -q --no-install-recommends "${need[@]}" >/dev/null || echo "build-peers: apt-get install failed" >&2
fi
status=0
if [ ! build/sdlcairo -nt sdlcairo.c ]; then
  gcc -O2 -Wall -o build/sdlcairo sdlcairo.c $(pkg-config --cflags --libs sdl2 cairo) -lm \
    || { echo "build-peers: sdlcairo failed to build" >&2; status=1; }
fi
if [ ! build/gtkbench -nt gtkbench.c ]; then
  if pkg-config --exists gtk4; then
    gcc -O2 -Wall -o build/gtkbench gtkbench.c $(pkg-config --cflags --libs gtk4) \
      || { echo "build-peers: gtkbench failed to build" >&2; status=1; }
  else
    echo "build-peers: gtk4 development files not available; gtkbench skipped" >&2; status=1
  fi
fi
# qtbench: the shared peers' Qt6 Widgets program (a QScrollArea of N rows), copied unchanged.
qt_src="${QTBENCH_SRC:-$(cd ../../.. 2>/dev/null && pwd)/shared/peers/qtbench.cpp}"
[ -f "$qt_src" ] || qt_src=/work/shared/peers/qtbench.cpp
if [ -f "$qt_src" ]; then
  if [ ! build/qtbench -nt "$qt_src" ]; then
    install -m 644 "$qt_src" build/qtbench.cpp
    if pkg-config --exists Qt6Widgets xcb; then
      g++ -O2 -std=c++17 -fPIC -o build/qtbench build/qtbench.cpp $(pkg-config --cflags --libs Qt6Widgets xcb) \
        || { echo "build-peers: qtbench failed to build" >&2; status=1; }
    else
      echo "build-peers: Qt6Widgets/xcb development files not available; qtbench skipped" >&2; status=1
    fi
  fi
else
  echo "build-peers: qtbench.cpp not found (set QTBENCH_SRC); qtbench skipped" >&2; status=1
fi
# kiwi: header-only C++; the headers are the kiwi/ folder of kiwisolver's sdist.
KIWI_VERSION=1.5.1
kiwi_src="build/kiwisolver-$KIWI_VERSION"
if [ ! build/kiwibench -nt ../kiwi/kiwibench.cpp ]; then
  if [ ! -f "$kiwi_src/kiwi/kiwi.h" ]; then
    tmp=$(mktemp -d)
    pip=(python3 -m pip); command -v pip >/dev/null 2>&1 && pip=(pip)
    if "${pip[@]}" download --quiet --no-binary :all: --no-deps "kiwisolver==$KIWI_VERSION" -d "$tmp" >/dev/null 2>&1 \
       && tar xzf "$tmp/kiwisolver-$KIWI_VERSION.tar.gz" -C build "kiwisolver-$KIWI_VERSION/kiwi"; then
      :
    else
      echo "build-peers: could not fetch kiwisolver $KIWI_VERSION from PyPI; kiwibench skipped" >&2; status=1
    fi
    rm -rf "$tmp"
  fi
  if [ -f "$kiwi_src/kiwi/kiwi.h" ]; then
    g++ -O2 -std=c++17 -I "$kiwi_src" -o build/kiwibench ../kiwi/kiwibench.cpp \
      || { echo "build-peers: kiwibench failed to build" >&2; status=1; }
  fi
fi
exit $status
