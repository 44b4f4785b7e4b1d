#!/usr/bin/env bash
# Builds the peer benchmark programs (copied unchanged from the project's shared peers) into
# benchmarks/peers/build/: sdlcairo (hand-written Cairo->SDL2) and gtkbench (GTK4).
# Installs the Debian build dependencies when missing. Each peer is optional: a peer whose
# dependencies can't be installed is skipped with a message (the benchmark then reports null).
set -uo pipefail
cd "$(dirname "$0")/peers"
mkdir -p build
SUDO=""; if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
need=()
for p in build-essential pkg-config libsdl2-dev libcairo2-dev libgtk-4-dev xvfb xauth; do
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
exit $status
