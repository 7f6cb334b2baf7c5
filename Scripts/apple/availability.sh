#!/usr/bin/env bash
# Checks, on Linux, that GestureCore and GestureReplay use nothing above the
# deployment targets that Package.swift declares for Apple platforms.
#
# The Linux toolchain carries the standard library's textual interfaces,
# with their Apple availability annotations. This script compiles them for
# each declared Apple platform into a minimal SDK under .build/apple-sdk
# (once per toolchain), then type-checks GestureCore's and GestureReplay's
# sources for that platform at its declared minimum. An API newer than the
# floor, used without a guard, is the same error Xcode reports. Darwin is
# reduced to the few declarations the two use (Scripts/apple/Darwin).
# Scripts/apple/LiveUse.swift, an app's loops over the live API, is then
# type-checked against them at the floor and at the release where
# iterators run on their caller's actor (macOS 15, iOS 18, tvOS 18,
# watchOS 11): `for await` must need no `try` over frames that never throw,
# on both sides of that release.
#
# The shells of the Apple frameworks (GestureCoreVision, GestureCoreARKit)
# are type-checked against stubs of the frameworks written from Apple's
# documentation, with its availability (Scripts/apple/stubs): a Swift error
# or an unguarded API above the floor is found there, a name the real SDK
# spells otherwise is not (the macOS workflow builds against the real SDKs;
# Docs/Platforms.md lists what each shell uses and where it is guarded).
# GestureCoreARKit is for visionOS, whose floor (1.0) is iOS 17's year: it
# is checked as iOS 17 code.
#
# The standard library's annotations name macOS, iOS, tvOS and watchOS
# with releases of the same year, so checking macOS and iOS (by default)
# finds what the other two would; --all checks those too. visionOS and Mac
# Catalyst take iOS's availability through the version maps of Xcode's
# SDKs, which are not here, so they are not checked: their floors (visionOS
# 1, the iOS 17 of its year; Catalyst 13) are at or above iOS's.
#
# Usage: Scripts/apple/availability.sh [--self-test] [--all]
#   --self-test  first checks that the check fails on an API above the floor.
#   --all        checks tvOS and watchOS as well.
set -euo pipefail
cd "$(dirname "$0")/../.."

toolchain_lib="$(dirname "$(command -v swiftc)")/../lib/swift"
linux="$toolchain_lib/linux"
version=$(swiftc --version 2>/dev/null | head -n 1 | tr -c 'A-Za-z0-9.\n' '_')
root="$PWD/.build/apple-sdk/$version"
shim="$PWD/Scripts/apple/Darwin"

# The platforms and floors Package.swift declares, as "name version" lines,
# read with a scratch path of its own: CI runs this script beside `swift build`.
platforms=$(swift package --scratch-path "$PWD/.build/manifest" dump-package | python3 -c '
import json, sys
for p in json.load(sys.stdin).get("platforms") or []:
    print(p["platformName"], p["version"])')
if [ -z "$platforms" ]; then
  echo "Error: Package.swift declares no Apple platforms." >&2
  exit 1
fi

# A platform's target triple at a version, and the file name a compiled
# module has for it inside its .swiftmodule folder.
triple() {
  case "$1" in
    macos) echo "x86_64-apple-macosx$2" ;;
    ios) echo "x86_64-apple-ios$2-simulator" ;;
    tvos) echo "x86_64-apple-tvos$2-simulator" ;;
    watchos) echo "x86_64-apple-watchos$2-simulator" ;;
    *) return 1 ;;
  esac
}
module_file() {
  case "$1" in
    macos) echo "x86_64-apple-macos" ;;
    ios) echo "x86_64-apple-ios-simulator" ;;
    tvos) echo "x86_64-apple-tvos-simulator" ;;
    watchos) echo "x86_64-apple-watchos-simulator" ;;
  esac
}

# The release of each platform where AsyncIteratorProtocol gained
# next(isolation:) and Failure (SE-0421).
isolation_release() {
  case "$1" in
    macos) echo 15.0 ;;
    watchos) echo 11.0 ;;
    *) echo 18.0 ;;
  esac
}

# The oldest release of each platform that Xcode 16 and later deploy to.
oldest() {
  case "$1" in
    macos) echo 10.13 ;;
    watchos) echo 4.0 ;;
    *) echo 12.0 ;;
  esac
}

# Compiles Swift, _Concurrency and _StringProcessing for one platform. The interfaces are
# compiled for the platform's newest release (their own declarations carry
# their availability), then used by code that targets the floor.
build_sdk() {
  local name=$1
  local sdk="$root/$name" lib="$root/$name/usr/lib/swift"
  [ -f "$sdk/.done" ] && return 0
  rm -rf "$sdk"
  mkdir -p "$lib" "$sdk/interfaces"
  cp -R "$toolchain_lib/shims" "$lib/shims"
  local target module interface extra
  target=$(triple "$name" 26.0)
  for module in Swift _Concurrency _StringProcessing; do
    mkdir -p "$sdk/interfaces/$module.swiftmodule" "$lib/$module.swiftmodule"
    interface="$sdk/interfaces/$module.swiftmodule/$(module_file "$name").swiftinterface"
    # Retarget Linux's interface; drop @backDeployed, whose bodies it
    # omits (a back-deployed API keeps its @available floor), and the
    # flags that check the interface against its clients' floors.
    sed -E \
      -e "s/-target x86_64-unknown-linux-gnu/-target $target/g" \
      -e 's/@backDeployed\(before: [^)]*\)//g' \
      -e 's/-target-min-inlining-version min//g' \
      -e 's/-library-level api//g' \
      "$linux/$module.swiftmodule/x86_64-unknown-linux-gnu.swiftinterface" \
      > "$interface"
    extra=()
    [ "$module" = Swift ] && extra=(-parse-stdlib)
    swiftc -frontend -compile-module-from-interface -module-name "$module" \
      ${extra[@]+"${extra[@]}"} -target "$target" -disable-objc-interop \
      -I "$lib/shims" -I "$lib" \
      -o "$lib/$module.swiftmodule/$(module_file "$name").swiftmodule" \
      "$interface"
  done
  # Darwin: the C declarations and the Swift overlay the sources use, for
  # the oldest release any floor could name.
  mkdir -p "$lib/Darwin.swiftmodule"
  swiftc -frontend -emit-module -O -module-name Darwin -parse-as-library \
    -target "$(triple "$name" "$(oldest "$name")")" -disable-objc-interop -sdk "$sdk" \
    -resource-dir "$lib" -I "$lib" -I "$shim" \
    -o "$lib/Darwin.swiftmodule/$(module_file "$name").swiftmodule" \
    "$shim/Darwin.swift"
  touch "$sdk/.done"
}

# Type-checks Swift files as one module for a platform at a version; with
# OUTPUT set, also writes the module there for the next module to import.
# Every module is in one package, as SwiftPM builds them, so that
# GestureReplay sees GestureCore's `package` declarations.
typecheck() {
  local name=$1 floor=$2 module=$3
  shift 3
  local sdk="$root/$name" action=(-typecheck)
  [ -n "${OUTPUT:-}" ] && action=(-emit-module -O -o "$OUTPUT/$module.swiftmodule")
  swiftc -frontend "${action[@]}" -target "$(triple "$name" "$floor")" \
    -sdk "$sdk" -resource-dir "$sdk/usr/lib/swift" -I "$sdk/usr/lib/swift" \
    -I "$shim" -I "${OUTPUT:-$modules/$name}" -disable-objc-interop \
    -swift-version 6 -package-name GestureCore -module-name "$module" "$@"
}

core_sources=$(find Sources/GestureCore -name '*.swift' | sort)
replay_sources=$(find Sources/GestureReplay -name '*.swift' | sort)
vision_sources=$(find Sources/GestureCoreVision -name '*.swift' | sort)
arkit_sources=$(find Sources/GestureCoreARKit -name '*.swift' | sort)
stubs="$PWD/Scripts/apple/stubs"
live_use=Scripts/apple/LiveUse.swift
modules=$(mktemp -d)
trap 'rm -rf "$modules"' EXIT

self_test=false
checked="macos ios"
for argument in "$@"; do
  case "$argument" in
    --self-test) self_test=true ;;
    --all) checked="macos ios tvos watchos" ;;
    *) echo "Error: unknown argument '$argument'." >&2; exit 64 ;;
  esac
done

if $self_test; then
  # The check must fail on an API above the floor: InlineArray needs the
  # OS 26 releases.
  read -r name floor <<<"$(echo "$platforms" | head -n 1)"
  build_sdk "$name"
  probe="$modules/probe"
  mkdir -p "$probe"
  printf 'public func probe() -> Int { InlineArray<2, Int>(repeating: 0).count }\n' \
    > "$probe/Probe.swift"
  if typecheck "$name" "$floor" Probe "$probe/Probe.swift" 2>"$probe/err"; then
    echo "Error: the availability check passed code above the $name $floor floor." >&2
    exit 1
  fi
  grep -q "only available in" "$probe/err"
  echo "self-test: $name $floor refuses InlineArray, as it should"
fi

status=0
while read -r name floor; do
  case " $checked " in
    *" $name "*) ;;
    *)
      echo "not checked: $name $floor"
      continue
      ;;
  esac
  build_sdk "$name"
  out="$modules/$name"
  mkdir -p "$out"
  # The frameworks' stubs, each built on the ones it imports.
  for stub in CoreGraphics ImageIO Vision AVFoundation simd ARKit; do
    OUTPUT="$out" typecheck "$name" "$(oldest "$name")" "$stub" \
      -parse-as-library "$stubs/$stub.swift"
  done
  # The ARKit shell compiles for visionOS only: check it as iOS 17 code.
  mkdir -p "$out/arkit"
  for source in $arkit_sources; do
    sed 's/ && os(visionOS)//' "$source" > "$out/arkit/$(basename "$source")"
  done
  # shellcheck disable=SC2086
  if OUTPUT="$out" typecheck "$name" "$floor" GestureCore $core_sources \
    && typecheck "$name" "$floor" GestureReplay $replay_sources \
    && typecheck "$name" "$floor" LiveUse "$live_use" \
    && typecheck "$name" "$(isolation_release "$name")" LiveUse "$live_use" \
    && typecheck "$name" "$floor" GestureCoreVision $vision_sources \
    && { [ "$name" != ios ] \
      || typecheck "$name" 17.0 GestureCoreARKit "$out"/arkit/*.swift; }; then
    echo "ok: GestureCore, GestureReplay and GestureCoreVision type-check" \
      "for $name $floor; LiveUse for $name $floor and" \
      "$(isolation_release "$name")"
    if [ "$name" = ios ]; then
      echo "ok: GestureCoreARKit type-checks as iOS 17 code"
    fi
  else
    echo "Error: an API above $name $floor is used without a guard (above)." >&2
    status=1
  fi
done <<<"$platforms"
exit $status
