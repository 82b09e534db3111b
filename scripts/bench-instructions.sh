#!/usr/bin/env bash
# Instructions per operation of bench entries, counted by callgrind: exact and repeatable
# where a noisy machine's timings swing by tens of percent (use it to decide an A/B; time
# still decides the budget). Counts SIMD instructions as one each, so compare like with like.
#
# Usage: scripts/bench-instructions.sh FILTER [BENCH_BINARY]
#   FILTER        one or more entries, as for `controlkit-bench FILTER`
#   BENCH_BINARY  another build to compare (default: this checkout's release build)
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:?usage: scripts/bench-instructions.sh FILTER [BENCH_BINARY]}"
bench="${2:-}"
if [[ -z "$bench" ]]; then
  swift build -c release --product controlkit-bench >/dev/null
  bench=.build/release/controlkit-bench
fi
command -v valgrind >/dev/null || { echo "bench-instructions: needs valgrind (scripts/setup.sh installs it)" >&2; exit 1; }
# Valgrind 3.19 gives up on the DWARF 5 debug info this toolchain writes ("possibly corrupted
# debuginfo"): count on a copy without it, beside the original (so its resource bundle is
# found); function names stay.
if command -v objcopy >/dev/null && objcopy --strip-debug "$bench" "$bench.nodebug" 2>/dev/null; then
  trap 'rm -f "$bench.nodebug"' EXIT
  bench="$bench.nodebug"
fi
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bench" "$1" 2>&1 | awk '/Collected/ {print $4}'; }
startup=$(count "no entry has this name")
total=$(count "$filter")
# Every entry also runs two batches before timing (warm-up, allocation count): 2/30 more
# runs for the frame entries' 30 samples (touch moves take 50: there the count reads 2.5 %
# high). Compare the same entry between builds, not entries with each other.
"$bench" "$filter" | awk -v total="$total" -v startup="$startup" '
  /^-/ { table = 1; next }
  table && NF >= 5 { n++; ops += $(NF-1) * (1 + 2 / 30) }
  END {
    if (n == 0) { print "bench-instructions: no entry matches"; exit 1 }
    printf "%d entr%s, %.0f instructions per operation (%.0f operations, startup of %d subtracted)\n",
      n, (n == 1 ? "y" : "ies"), (total - startup) / ops, ops, startup
  }'
