#!/usr/bin/env bash
# Installs the Debian packages ControlKit needs, only those missing. Idempotent and quiet.
#   cairo + pango (drawing and text), DejaVu fonts (deterministic text), pkg-config,
#   GTK 4 (the Linux host), Xvfb + xauth (a display for the GTK tests and the window gallery),
#   valgrind (the gallery's leak check in scripts/valgrind-gallery.sh),
#   D-Bus, AT-SPI and its Python bindings + xdotool (what a screen reader sees: scripts/a11y-test.sh).
set -euo pipefail

packages=(pkg-config libcairo2-dev libpixman-1-dev libpango1.0-dev fonts-dejavu-core libgtk-4-dev xvfb xauth valgrind
  dbus-daemon dbus-bin at-spi2-core python3-gi gir1.2-atspi-2.0 xdotool)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq >/dev/null
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
