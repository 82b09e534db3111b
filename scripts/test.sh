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
swift test --skip-build
