#!/usr/bin/env bash
# Builds the DocC documentation of GestureCore and GestureReplay without a
# plugin: builds the two library targets, extracts their symbol graphs, then
# `docc convert`, with warnings as errors. Output in .build/docs/<Module>.
#
# It needs nothing built beforehand. `swift package dump-symbol-graph` is
# not used: it extracts a graph for every module of the package, the test
# runner's included, and fails where the tests have not been built (a fresh
# clone).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(GestureCore GestureReplay)

# GestureReplay depends on GestureCore: building it builds both.
swift build --target GestureReplay
bin=$(swift build --show-bin-path)
module_dir="$bin/Modules"
[ -e "$module_dir/GestureCore.swiftmodule" ] || module_dir="$bin"
triple=$(swift -print-target-info |
  sed -n 's/^ *"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
test -n "$triple"
sdk=()
if command -v xcrun > /dev/null; then
  sdk=(-sdk "$(xcrun --show-sdk-path)")
fi

for module in "${modules[@]}"; do
  staging=".build/docs/symbolgraph-$module"
  rm -rf "$staging"
  mkdir -p "$staging"
  # The options `swift package dump-symbol-graph` passes by default.
  swift symbolgraph-extract \
    -module-name "$module" \
    -target "$triple" \
    ${sdk[@]+"${sdk[@]}"} \
    -module-cache-path "$bin/ModuleCache" \
    -I "$module_dir" \
    -minimum-access-level public \
    -omit-extension-block-symbols \
    -output-dir "$staging"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$staging" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.gesturecore.$module" \
    --output-dir ".build/docs/$module" \
    --warnings-as-errors
  echo "docs: $module built in .build/docs/$module"
done
