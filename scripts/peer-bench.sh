#!/usr/bin/env bash
# Installs the peers (Qt Quick Controls via qml6, GTK 4 via python3-gi, xdotool, Xvfb,
# ImageMagick), builds the gallery in release, the native floor (scripts/peers/floor.c) and
# the fair floors (scripts/peers/fair_*.c) and runs scripts/peer-bench.py: the same gesture
# on ControlKit's GTK-hosted control, its GTK and Qt peers and the floors, interleaved in
# rounds (--wheel, --flings N, --dial [--items 1000] for the other gestures; see
# docs/PERFORMANCE.md). Not part of the test command (it measures, it
# does not judge).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
need=()
for p in qml-qt6 qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates \
  qml6-module-qtquick-window qml6-module-qtqml-workerscript qml6-module-qtquick-layouts \
  python3-gi gir1.2-gtk-4.0 xdotool xvfb imagemagick; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || need+=("$p")
done
if ((${#need[@]})); then
  sudo_cmd=""
  [[ $(id -u) -ne 0 ]] && sudo_cmd=sudo
  $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}"
fi
swift build -c release --product controlkit-gallery >/dev/null
mkdir -p .build/peers
# shellcheck disable=SC2046
clang -O2 -o .build/peers/floor scripts/peers/floor.c $(pkg-config --cflags --libs gtk4) -lm
for fair in slider wheels dial; do
  # shellcheck disable=SC2046
  clang -O2 -o ".build/peers/fair_$fair" "scripts/peers/fair_$fair.c" $(pkg-config --cflags --libs gtk4) -lm
done
exec /usr/bin/python3 scripts/peer-bench.py "$@"
