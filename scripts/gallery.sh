#!/usr/bin/env bash
# Installs what is needed, checks the project's fonts draw every character the gallery
# shows, and renders the gallery (PNGs + index.html) to ./gallery (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --product controlkit-gallery
gallery="$(swift build --show-bin-path)/controlkit-gallery"
"$gallery" --check-fonts
"$gallery" --out "${1:-gallery}"
