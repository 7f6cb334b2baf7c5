#!/usr/bin/env bash
# Builds the DocC documentation of GestureCore and GestureReplay without a
# plugin: symbol graphs from the package, then `docc convert`, with
# warnings as errors. Output in .build/docs/<Module>.
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph --minimum-access-level public > /dev/null
graphs=$(dirname "$(find .build -path '*symbolgraph/GestureCore.symbols.json' | head -n 1)")
for module in GestureCore GestureReplay; do
  staging=".build/docs/symbolgraph-$module"
  rm -rf "$staging"
  mkdir -p "$staging"
  cp "$graphs/$module.symbols.json" "$staging/"
  cp "$graphs/$module"@*.symbols.json "$staging/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$staging" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.gesturecore.$module" \
    --output-dir ".build/docs/$module" \
    --warnings-as-errors
  echo "docs: $module built in .build/docs/$module"
done
