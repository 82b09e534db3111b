#!/usr/bin/env bash
# What a screen reader sees: every live gallery page walked through AT-SPI (what Orca
# reads) on a private D-Bus session, under Xvfb. Checks roles, names, values, states, a
# value set through AT-SPI, and Tab order (scripts/a11y/check_page.py).
#   scripts/a11y-test.sh [PAGE...]     (default: every page with live controls)
# Part of the README's test command. Needs the gallery built (swift build).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

pages=("$@")
[ ${#pages[@]} -eq 0 ] && pages=(range-slider slider stepper pin-code dial circular-range-slider picker date-picker calendar)
gallery="$(swift build --show-bin-path)/controlkit-gallery"
[ -x "$gallery" ] || swift build --product controlkit-gallery

trap 'if [ -n "${private_xvfb_pid:-}" ]; then kill "$private_xvfb_pid" 2>/dev/null || true; fi' EXIT
. scripts/lib/display.sh
start_private_display

out=$(mktemp -d)
export GALLERY="$gallery" PAGES="${pages[*]}" OUT="$out"
# One private session bus for all pages; scripts/a11y/session.sh brings up AT-SPI's bus and
# registry inside it and checks each page, waiting for events, never for a fixed time.
# The bus daemons' own chatter (activation notices, the registry's greeting, the launcher
# losing the display at the end) is dropped; everything else is shown.
noise="dbus-daemon|SpiRegistry|fd limit|X connection to .* broken"
dbus-run-session -- scripts/a11y/session.sh 2> >(grep -v -E "$noise" >&2) | { grep -v -E "$noise" || true; }
echo "a11y-test: the trees are in $out"
