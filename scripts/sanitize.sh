#!/usr/bin/env bash
# Runs the whole test suite under a sanitizer: `scripts/sanitize.sh address` (ASan with
# LeakSanitizer: ControlKit's own leaks fail, system libraries' are suppressed in
# scripts/sanitizers/lsan.supp) or `scripts/sanitize.sh thread` (TSan). Builds into
# .build/<sanitizer> so the normal debug build is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."
kind="${1:-address}"
case "$kind" in address | thread) ;; *) echo "usage: scripts/sanitize.sh [address|thread]" >&2; exit 2 ;; esac
scripts/setup.sh
. scripts/lib/display.sh
trap 'if [ -n "${private_xvfb_pid:-}" ]; then kill "$private_xvfb_pid" 2>/dev/null || true; fi' EXIT
start_private_display
export GSK_RENDERER=cairo NO_AT_BRIDGE=1 GDK_DEBUG=gl-disable  # no GL probing: Mesa unloads with leaks LSan cannot name
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=0"
export TSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/tsan.supp:halt_on_error=1:second_deadlock_stack=1"
scratch=".build/$kind"
echo "sanitize: building with -sanitize=$kind"
build_log="$scratch.build.log"
mkdir -p .build
if ! swift build --build-tests --sanitize="$kind" --scratch-path "$scratch" >"$build_log" 2>&1; then
  tail -50 "$build_log" >&2
  echo "sanitize: the $kind build failed" >&2
  exit 1
fi
log=$(mktemp)
trap 'rm -f "$log"; if [ -n "${private_xvfb_pid:-}" ]; then kill "$private_xvfb_pid" 2>/dev/null || true; fi' EXIT
status=0
swift test --skip-build --sanitize="$kind" --scratch-path "$scratch" >"$log" 2>&1 || status=$?
grep -E "^(✔|✘) Test run|^SUMMARY: |WARNING: ThreadSanitizer|ERROR: (Address|Leak)Sanitizer" "$log" || true
if [ "$status" -ne 0 ] || grep -qE "^SUMMARY: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer" "$log"; then
  echo "sanitize: $kind sanitizer found problems (full log below)" >&2
  grep -vE "^(◇|↳|✔ Test [a-z])" "$log" | tail -200 >&2
  exit 1
fi
echo "sanitize: $kind clean"
