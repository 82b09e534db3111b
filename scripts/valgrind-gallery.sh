#!/usr/bin/env bash
# Renders the whole gallery under valgrind's memcheck and fails when a block is
# "definitely lost" whose allocation is ControlKit's own: the first frame above the
# allocator and the Swift runtime/Foundation is in ControlKit. Blocks that system
# libraries (fontconfig, pango, cairo, GLib) allocate for their own caches are theirs, and
# Swift weak-reference side tables (reached only through tagged pointers) are not leaks.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
command -v valgrind >/dev/null || { echo "valgrind-gallery: valgrind is not installed" >&2; exit 1; }
swift build --product controlkit-gallery >/dev/null
out=$(mktemp -d)
log="$out/valgrind.log"
trap 'rm -rf "$out"' EXIT
valgrind --leak-check=full --show-leak-kinds=definite --num-callers=40 \
  .build/debug/controlkit-gallery --out "$out/gallery" >"$log" 2>&1
python3 - "$log" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
# The allocator and the Swift runtime's allocation entry points; the frame above them
# owns the block. Foundation owns what Foundation allocates (a Data's storage, which it
# reaches through enum-packed pointers valgrind cannot follow).
allocator = ("vgpreload", "libswiftCore", "libc.so", "ld-linux")
ours, theirs = [], 0
for record in re.split(r"==\d+== \n", text):
    if "are definitely lost" not in record:
        continue
    frames = re.findall(r"(?:at|by) 0x[0-9A-F]+: (.*)", record)
    if any("swift_weakInit" in f or "swift_weakAssign" in f for f in frames):
        continue  # a weak reference's side table: pointed to through tag bits only
    owner = next((f for f in frames if not any(lib in f for lib in allocator)), "")
    if "ControlKit" in owner or "controlkit" in owner:
        ours.append(record.strip())
    else:
        theirs += 1
summary = re.search(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", text)
print(f"valgrind-gallery: {summary.group(0) if summary else 'no leak summary'}; "
      f"{len(ours)} record(s) allocated by ControlKit, {theirs} by system libraries")
if "ERROR SUMMARY" not in text:
    print(text[-3000:]); sys.exit(1)
if ours:
    print("\n\n".join(ours)); sys.exit(1)
PY
