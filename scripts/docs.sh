#!/usr/bin/env bash
# Builds the DocC documentation of every public module into one static site, offline:
# ./docs-site (or $1), with index.html linking each module. Open it through any static
# file server (DocC sites need one): `python3 -m http.server -d docs-site`.
#
# The Linux modules come from the normal build; the Apple hosts (ControlKitUIKit,
# ControlKitSwiftUI) from their compile for iOS against Apple's SDK (scripts/ios-check.sh),
# so their pages show our API as an app sees it. Without an SDK kit they are left out, and
# the script says so.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null
site=$(realpath -m "${1:-docs-site}")
work=.build/docs
rm -rf "$work" "$site"
mkdir -p "$work" "$site"
swift build >/dev/null
apple=(ControlKitUIKit ControlKitSwiftUI)
ios_status=0
scripts/ios-check.sh >/dev/null || ios_status=$?
case "$ios_status" in
  0) ;;
  2) echo "docs: no iOS SDK kit, so ControlKitUIKit and ControlKitSwiftUI are left out (see README: Compiling for iOS)"; apple=() ;;
  *) echo "docs: scripts/ios-check.sh failed"; exit 1 ;;
esac
target=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
linux=(ControlKit ControlKitTesting ControlKitCairo ControlKitGTK ControlKitSnapshotTesting)
extract() {  # module, include paths…
  local module=$1
  shift
  mkdir -p "$work/graphs/$module"
  swift symbolgraph-extract -module-name "$module" -target "$target" -minimum-access-level public \
    -output-dir "$work/graphs/$module" "$@" >/dev/null
}
for m in "${linux[@]}"; do extract "$m" -I .build/debug/Modules -I Sources/CCairo -I Sources/CGtk $(pkg-config --cflags-only-I gtk4 | sed 's/-I/-Xcc -I/g'); done
for m in "${apple[@]}"; do  # emitted by the iOS compile; only our module's own graph
  mkdir -p "$work/graphs/$m"
  cp ".build/ios/graphs/$m/$m.symbols.json" "$work/graphs/$m/"
done
links=""
for m in "${linux[@]}" "${apple[@]}"; do
  catalog=()
  [[ -d Sources/$m/$m.docc ]] && catalog=("Sources/$m/$m.docc")
  lower=$(echo "$m" | tr '[:upper:]' '[:lower:]')
  docc convert "${catalog[@]}" --additional-symbol-graph-dir "$work/graphs/$m" \
    --fallback-display-name "$m" --fallback-bundle-identifier "org.controlkit.$m" \
    --transform-for-static-hosting --hosting-base-path "$m" --output-path "$site/$m" >"$work/$m.log" 2>&1 ||
    { cat "$work/$m.log"; exit 1; }
  links+="<li><a href=\"$m/documentation/$lower/\">$m</a></li>"
done
cat >"$site/index.html" <<HTML
<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ControlKit documentation</title></head><body style="font: 16px sans-serif; margin: 32px">
<h1>ControlKit documentation</h1><p>Every public module, built by scripts/docs.sh.</p><ul>$links</ul></body></html>
HTML
echo "docs: $((${#linux[@]} + ${#apple[@]})) modules in $site (serve with: python3 -m http.server -d $site)"
