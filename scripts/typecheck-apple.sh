#!/usr/bin/env bash
# Type-checks the Apple hosts (ControlKitUIKit, ControlKitSwiftUI) on Linux against
# declaration-only stand-ins for UIKit, SwiftUI, CoreGraphics, QuartzCore and ObjectiveC
# (Tools/AppleStubs; their deviations from the SDK are listed in Tools/AppleStubs/README.md).
# The stubs live outside Package.swift's targets: a module named UIKit visible to the normal
# build would switch `canImport(UIKit)` on. Catches wrong names, labels and types, missing
# overrides, isolation and Sendable errors, and name clashes with SwiftUI/UIKit; it cannot
# catch availability, deprecations or anything at run time.
set -euo pipefail
cd "$(dirname "$0")/.."
stubs=Tools/AppleStubs
out=.build/apple-stubs
mkdir -p "$out"
swift build --target ControlKit >/dev/null
modules=.build/debug/Modules
common=(-swift-version 6 -Xfrontend -enable-objc-interop -I "$out" -I "$stubs/QuartzCoreObjC" -module-cache-path "$out/cache")
stub() {  # name, sources…
  local name=$1
  shift
  swiftc -emit-module -parse-as-library -enable-library-evolution -suppress-warnings -module-name "$name" \
    -emit-module-path "$out/$name.swiftmodule" "${common[@]}" "$@"
}
stub ObjectiveC "$stubs/ObjectiveC.swift"
stub CoreGraphics "$stubs/CoreGraphics.swift"
stub QuartzCore "$stubs/QuartzCore.swift"
stub UIKit "$stubs/UIKit.swift"
stub SwiftUI "$stubs/SwiftUI.swift" "$stubs/SwiftUINames.swift"
# The hosts: warnings are errors here too.
mkdir -p "$out/graphs/ControlKitUIKit" "$out/graphs/ControlKitSwiftUI"  # symbol graphs for scripts/docs.sh
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name ControlKitUIKit \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/ControlKitUIKit" \
  -emit-module-path "$out/ControlKitUIKit.swiftmodule" "${common[@]}" -I "$modules" Sources/ControlKitUIKit/*.swift
swiftc -emit-module -parse-as-library -warnings-as-errors -module-name ControlKitSwiftUI \
  -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/ControlKitSwiftUI" \
  -emit-module-path "$out/ControlKitSwiftUI.swiftmodule" "${common[@]}" -I "$modules" Sources/ControlKitSwiftUI/*.swift
# The example screens, as an app would compile them: each file imports SwiftUI/UIKit and our modules together.
for example in Examples/*.swift; do
  swiftc -typecheck -parse-as-library -warnings-as-errors -module-name Examples "${common[@]}" -I "$modules" "$example"
done
echo "typecheck-apple: ControlKitUIKit, ControlKitSwiftUI and Examples/ type-check against the Apple stubs"
