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
[ ${#pages[@]} -eq 0 ] && pages=(range-slider slider stepper pin-code dial picker date-picker)
gallery="$(swift build --show-bin-path)/controlkit-gallery"
[ -x "$gallery" ] || swift build --product controlkit-gallery

trap 'if [ -n "${private_xvfb_pid:-}" ]; then kill "$private_xvfb_pid" 2>/dev/null || true; fi' EXIT
. scripts/lib/display.sh
start_private_display

out=$(mktemp -d)
export GALLERY="$gallery" PAGES="${pages[*]}" OUT="$out"
# One private session bus for all pages; AT-SPI's bus starts on demand inside it.
dbus-run-session -- bash -c '
  unset NO_AT_BRIDGE
  export GSK_RENDERER=cairo GTK_A11Y=atspi
  status=0
  for page in $PAGES; do
    "$GALLERY" --window "$page" >"$OUT/$page.log" 2>&1 &
    pid=$!
    if /usr/bin/python3 scripts/a11y/check_page.py "$page" >"$OUT/$page.txt" 2>&1; then
      tail -1 "$OUT/$page.txt"
    else
      cat "$OUT/$page.txt" "$OUT/$page.log" >&2
      status=1
    fi
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  exit $status
' 2> >(grep -v -E "dbus-daemon|SpiRegistry|fd limit" >&2)
echo "a11y-test: the trees are in $out"
