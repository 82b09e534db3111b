#!/usr/bin/env bash
# Installs the Debian packages ControlKit needs, only those missing, then checks that the
# project's fonts are there. Idempotent and quiet.
#   cairo + pango (drawing and text), pkg-config,
#   fonts: DejaVu (Latin, Greek, Cyrillic, Arabic, Hebrew: the system font) and Noto CJK
#     (the Japanese date picker), the only fonts any ControlKit process draws with
#     (scripts/fonts/fonts.conf), plus fontconfig's tools to check them,
#   GTK 4 (the Linux host), Xvfb + xauth (a display for the GTK tests and the window gallery),
#   valgrind (the gallery's leak check in scripts/valgrind-gallery.sh),
#   D-Bus (its daemon, dbus-send, GLib's gdbus), AT-SPI and its Python bindings + xdotool (what a
#   screen reader sees: scripts/a11y-test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(pkg-config libcairo2-dev libpixman-1-dev libpango1.0-dev fontconfig fonts-dejavu-core fonts-noto-cjk
  libgtk-4-dev xvfb xauth valgrind dbus-daemon dbus-bin libglib2.0-bin at-spi2-core python3-gi gir1.2-atspi-2.0 xdotool)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "setup: need root (or sudo) to install: ${missing[*]}" >&2; exit 1; }
    sudo="sudo"
  fi
  echo "setup: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq >/dev/null
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Every family the project's fontconfig file relies on, and the package that has it.
fonts=("DejaVu Sans:fonts-dejavu-core" "Noto Sans CJK JP:fonts-noto-cjk")
found=$(FONTCONFIG_FILE="$PWD/scripts/fonts/fonts.conf" fc-list : family)
for entry in "${fonts[@]}"; do
  family=${entry%%:*} package=${entry#*:}
  grep -qxF "$family" <<<"$(tr ',' '\n' <<<"$found")" || {
    echo "setup: the font family '$family' is not found by scripts/fonts/fonts.conf; install the Debian package $package" >&2
    exit 1
  }
done
