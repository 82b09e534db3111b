#!/usr/bin/env bash
# Installs what is needed, builds everything with warnings as errors, runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh

# Style: the toolchain's formatter with the checked-in .swift-format (fix with `swift format -i -r Sources Tests`).
swift format lint --strict -r Sources Tests Package.swift

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! swift build --build-tests -Xswiftc -warnings-as-errors 2>&1 | tee "$log"; then
  echo "test.sh: build failed" >&2
  exit 1
fi
if grep -E "warning:" "$log" >/dev/null; then
  echo "test.sh: the build printed warnings (zero allowed):" >&2
  grep -E "warning:" "$log" >&2
  exit 1
fi
# The GTK host's tests need a display: start a private Xvfb when there is none.
if [ -z "${DISPLAY:-}" ] && command -v Xvfb >/dev/null; then
  for n in $(seq 90 110); do
    [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] && continue
    Xvfb ":$n" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
    if [ -e "/tmp/.X11-unix/X$n" ]; then
      export DISPLAY=":$n"
      trap 'rm -f "$log"; kill "$xvfb_pid" 2>/dev/null || true' EXIT
    else
      kill "$xvfb_pid" 2>/dev/null || true
      echo "test.sh: Xvfb did not start; the GTK host tests will be skipped" >&2
    fi
    break
  done
fi
export GSK_RENDERER=cairo NO_AT_BRIDGE=1
swift test --skip-build
