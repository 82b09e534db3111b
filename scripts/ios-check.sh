#!/usr/bin/env bash
# Compiles ControlKit for iOS against Apple's real SDK, as Xcode would build it for an app:
#   ControlKit, ControlKitTesting, ControlKitUIKit, ControlKitSwiftUI   arm64 objects + modules
#   Examples/*.swift                                                   type-checked as app files
#   every ```swift sample of the README, the DocC articles and the Apple modules' doc comments
#                                                                      type-checked as pasted into an app file
# for arm64-apple-ios at the minimum iOS that Package.swift declares, in Swift 6 mode with
# warnings as errors. Nothing is linked or run (this toolchain cannot link for iOS), so it
# proves that the code compiles for iOS, not how UIKit behaves at run time.
#
# The SDK comes from a kit outside the repository, $CONTROLKIT_IOS_KIT or
# ~/.cache/controlkit/ios-kit, made by scripts/ios/make-kit.py from a git directory of the
# public repository theos/sdks (see "Compiling for iOS" in the README).
# Exit status: 0 all compiled, 1 something failed, 2 no kit (nothing was checked; the
# message says so and how to get one).
set -uo pipefail
cd "$(dirname "$0")/.."
kit=${CONTROLKIT_IOS_KIT:-${XDG_CACHE_HOME:-${HOME:-/root}/.cache}/controlkit/ios-kit}
sdk=$(ls -d "$kit"/iPhoneOS*.sdk 2>/dev/null | sort -V | tail -1)
if [ -z "$sdk" ] || [ ! -e "$sdk/SDKSettings.plist" ] || [ ! -d "$kit/resource-dir" ]; then
  cat <<EOF
ios-check: SKIPPED: no iOS SDK kit at $kit, so nothing was compiled for iOS.
  To make one from a git directory of the public repository theos/sdks (a clone of it,
  e.g. \`git clone https://github.com/theos/sdks\`, or a bare mirror):
    scripts/ios/make-kit.py <its git directory>
  (or set CONTROLKIT_IOS_KIT to a kit made elsewhere; "Compiling for iOS" in the README).
EOF
  exit 2
fi

# A kit from scripts/ios/make-kit.py has these; one without them fails to compile in ways
# that do not say why, so say it here.
for part in resource-dir/shims resource-dir/apinotes/Dispatch.apinotes resource-dir/apinotes/os.apinotes; do
  if [ ! -e "$kit/$part" ]; then
    echo "ios-check: the kit at $kit has no $part; make it again: scripts/ios/make-kit.py <a theos/sdks git directory> $kit" >&2
    exit 1
  fi
done

minimum=$(grep -oE '\.iOS\(\.v[0-9_]+\)' Package.swift | head -1 | grep -oE '[0-9][0-9_]*' | tr _ .)
case "$minimum" in *.*) ;; ?*) minimum=$minimum.0 ;; *) echo "ios-check: no .iOS(...) platform in Package.swift" >&2; exit 1 ;; esac
out=.build/ios
rm -rf "$out"
mkdir -p "$out/samples"
flags=(-target "arm64-apple-ios$minimum" -sdk "$sdk" -resource-dir "$kit/resource-dir"
  -module-cache-path "$kit/module-cache" -swift-version 6 -warnings-as-errors -I "$out")
echo "ios-check: $(basename "$sdk"), arm64-apple-ios$minimum, Swift 6, warnings as errors"
failures=0

report() {  # name, log, status
  if [ "$3" -eq 0 ]; then
    echo "PASS  $1"
  else
    failures=$((failures + 1))
    echo "FAIL  $1"
    grep -E '^[^ |].*(error|warning):' "$2" | sed "s|$PWD/||" | sort -u | head -20 | sed 's/^/      /'
  fi
}

# The modules, in dependency order, each as SwiftPM builds a package target.
for module in ControlKit ControlKitTesting ControlKitUIKit ControlKitSwiftUI; do
  sources=$(find "Sources/$module" -name '*.swift' | sort)
  extra=()
  if [ -d "Sources/$module/Resources" ]; then
    # What SwiftPM generates for a target with resources (`Bundle.module`).
    printf '%s\n' 'import Foundation' 'extension Foundation.Bundle {' \
      '    nonisolated(unsafe) static let module = Bundle(path: Bundle.main.bundlePath + "/ControlKit_'"$module"'.bundle") ?? .main' '}' \
      >"$out/${module}_resources.swift"
    extra=("$out/${module}_resources.swift")
  fi
  # Symbol graphs of our public API as an iOS app sees it, for scripts/docs.sh.
  mkdir -p "$out/graphs/$module"
  # shellcheck disable=SC2086
  swiftc -c -wmo -parse-as-library -D SWIFT_PACKAGE -module-name "$module" "${flags[@]}" \
    -emit-module -emit-module-path "$out/$module.swiftmodule" -o "$out/$module.o" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/$module" -symbol-graph-minimum-access-level public \
    $sources "${extra[@]}" >"$out/$module.log" 2>&1
  report "$module" "$out/$module.log" $?
done

# Parity: every member each UIKit twin declares exists on our view, with the same type
# (scripts/ios/parity.py, from UIKit's interface as this SDK prints it).
if swift-synthesize-interface -include-submodules -module-name UIKit -target "arm64-apple-ios$minimum" \
  -sdk "$sdk" -resource-dir "$kit/resource-dir" -module-cache-path "$kit/module-cache" >"$out/UIKit.swift" 2>"$out/parity.log" &&
  python3 scripts/ios/parity.py "$out/UIKit.swift" "$out/parity.swift" >"$out/parity.txt" 2>>"$out/parity.log"; then
  swiftc -typecheck -module-name App "${flags[@]}" "$out/parity.swift" >"$out/parity.log" 2>&1
  parity_status=$?
  while read -r uikit ours count; do
    # One protocol per member: each one ours lacks is one "does not conform" error.
    missing=$(grep -oE "type '$ours' does not conform to protocol '${uikit}_[A-Za-z0-9]+_[0-9]+'" "$out/parity.log" |
      sort -u | sed -E "s/.*'${uikit}_([A-Za-z0-9]+)_[0-9]+'/\1/" | tr '\n' ' ')
    wrong=$(grep -cE "type '$uikit' does not conform" "$out/parity.log")
    if grep -q "cannot find type '$ours'" "$out/parity.log"; then
      failures=$((failures + 1))
      echo "FAIL  parity: there is no $ours"
    elif [ -z "$missing" ] && [ "$wrong" -eq 0 ]; then
      echo "PASS  parity $ours has all $count members of $uikit, with UIKit's types"
    else
      failures=$((failures + 1))
      echo "FAIL  parity $ours lacks, or types differently, of $uikit's $count members: ${missing:-none}"
      [ "$wrong" -eq 0 ] || echo "      $uikit itself fails $wrong requirements: scripts/ios/parity.py misread the interface"
    fi
  done <"$out/parity.txt"
  if [ "$parity_status" -ne 0 ] && ! grep -qE "does not conform|cannot find type" "$out/parity.log"; then
    report "parity (the generated check itself)" "$out/parity.log" 1
  fi
else
  failures=$((failures + 1))
  echo "FAIL  parity: could not read UIKit's interface"
  sed 's/^/      /' "$out/parity.log" | head -10
fi

# Names: no public type of ours shares a top-level name with UIKit, SwiftUI or what an app
# file sees with them (Foundation, CoreGraphics, Combine), which would make it ambiguous
# there (scripts/ios/name_clash.py, from the SDK's own interfaces and our symbol graphs).
interfaces=("$out/UIKit.swift")
for module in Foundation CoreGraphics; do
  swift-synthesize-interface -include-submodules -module-name "$module" -target "arm64-apple-ios$minimum" \
    -sdk "$sdk" -resource-dir "$kit/resource-dir" -module-cache-path "$kit/module-cache" >"$out/$module.swift" 2>/dev/null &&
    interfaces+=("$out/$module.swift")
done
for module in SwiftUI Combine; do
  interfaces+=($(find "$sdk/System/Library/Frameworks/$module.framework" "$sdk/usr/lib/swift/$module.swiftmodule" \
    -name arm64-apple-ios.swiftinterface 2>/dev/null | head -1))
done
python3 scripts/ios/name_clash.py "$out/graphs" "${interfaces[@]}" >"$out/names.log" 2>&1
names_status=$?
if [ "$names_status" -eq 0 ]; then
  echo "PASS  names: $(tail -1 "$out/names.log")"
else
  failures=$((failures + 1))
  echo "FAIL  names: $(tail -1 "$out/names.log")"
  head -20 "$out/names.log" | sed 's/^/      /'
fi

# The promises our types make to UIKit and SwiftUI (protocols, call sites), as a file of an app.
swiftc -typecheck -parse-as-library -module-name App "${flags[@]}" scripts/ios/promises.swift >"$out/promises.log" 2>&1
promises_status=$?
report "promises: $(grep -c '^    static func\|^    struct' scripts/ios/promises.swift) kept (scripts/ios/promises.swift)" "$out/promises.log" $promises_status

# A string literal must reach a SwiftUI view's LocalizedStringKey initializer, as it reaches
# SwiftUI's own: a literal binds to a generic `S: StringProtocol` (as String, its default
# type) ahead of a LocalizedStringKey, so each such twin is marked @_disfavoredOverload, as
# SwiftUI marks Text's. (Which overload a literal picks cannot be seen from a compile.)
unmarked=$(awk 'FNR == 1 { previous = "" } /public init<S: StringProtocol[,>]/ && previous !~ /@_disfavoredOverload/ { print FILENAME ":" FNR } { if ($0 !~ /^ *\/\/\//) previous = $0 }' Sources/ControlKitSwiftUI/*.swift)
if [ -z "$unmarked" ]; then
  echo "PASS  string titles: every StringProtocol initializer of ControlKitSwiftUI gives way to its LocalizedStringKey twin"
else
  failures=$((failures + 1))
  echo "FAIL  string titles: not marked @_disfavoredOverload, so a literal skips the LocalizedStringKey twin:"
  echo "$unmarked" | sed 's/^/      /'
fi

# The example screens and every documented sample, as files of an app.
for example in Examples/*.swift; do
  swiftc -typecheck -parse-as-library -module-name App "${flags[@]}" "$example" >"$out/example.log" 2>&1
  report "$example" "$out/example.log" $?
done
# Renames: each file in Examples/Renames is written for an Apple twin (UISlider, SwiftUI's
# Slider, …); it compiles as it is (so it is Apple's API) and again with the names its
# "// rename:" line gives (so ours takes the same code).
for twin in Examples/Renames/*.swift; do
  swiftc -typecheck -parse-as-library -module-name App "${flags[@]}" "$twin" >"$out/twin.log" 2>&1
  report "$twin as written for Apple's class" "$out/twin.log" $?
  renamed="$out/renamed-$(basename "$twin")"
  python3 scripts/ios/rename.py "$twin" "$renamed" &&
    swiftc -typecheck -parse-as-library -module-name App "${flags[@]}" "$renamed" >"$out/twin.log" 2>&1
  status=$?  # before the report's own $(…), which would reset it
  report "$twin renamed ($(grep -oE '^// rename: .*' "$twin" | cut -c12-))" "$out/twin.log" $status
done
python3 scripts/ios/samples.py "$out/samples" README.md Sources/ControlKit/ControlKit.docc/*.md \
  Sources/ControlKitTesting/ControlKitTesting.docc/*.md Sources/ControlKitUIKit/*.swift Sources/ControlKitSwiftUI/*.swift \
  >"$out/samples.txt" || exit 1
while IFS=$'\t' read -r file origin; do
  swiftc -typecheck -module-name App "${flags[@]}" "$file" >"$out/sample.log" 2>&1
  report "sample $origin" "$out/sample.log" $?
done <"$out/samples.txt"

if [ "$failures" -gt 0 ]; then
  echo "ios-check: $failures failed to compile for iOS"
  exit 1
fi
echo "ios-check: the four modules, UIKit parity, our names beside Apple's, the promises, $(ls Examples/Renames/*.swift | wc -l) renamed screens, $(ls Examples/*.swift | wc -l) examples and $(wc -l <"$out/samples.txt") documented samples compile for iOS"
