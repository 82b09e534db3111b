#!/usr/bin/env bash
# Installs what is needed and renders the gallery (PNGs + index.html) to ./gallery (or $1).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift run controlkit-gallery --out "${1:-gallery}"
