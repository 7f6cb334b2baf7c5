#!/usr/bin/env bash
# Makes the viewer's screenshots in Docs/Images again, with headless
# chromium at 1200x800: a pinch made stricter (two missing and two extra
# pinches marked), a pose and two hands, each zoomed to the hands.
#
# Run from the package root: Scripts/viewer/screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v chromium >/dev/null || {
  echo "Error: chromium is not on PATH (apt-get install -y chromium)" >&2
  exit 1
}
swift build --product gesture-replay
tool="$(swift build --show-bin-path)/gesture-replay"
pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT

shot() { # IMAGE PAGE FRAGMENT
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --user-data-dir="$pages/profile" --virtual-time-budget=3000 \
    --window-size=1200,800 --screenshot="Docs/Images/$1" \
    "file://$pages/$2#$3" 2>/dev/null
}

"$tool" Fixtures/pinch-hold-release-pinch.json \
  --set pinch.enterThreshold=0.005 --html "$pages/pinch.html" >/dev/null
"$tool" Fixtures/pose-victory-front-camera.json --html "$pages/pose.html" >/dev/null
"$tool" Fixtures/two-hands.json --html "$pages/two-hands.html" >/dev/null
shot viewer-pinch.png pinch.html "frame=15&zoom=1"
shot viewer-pose.png pose.html "frame=40&zoom=1"
shot viewer-two-hands.png two-hands.html "frame=20&zoom=1"
ls -l Docs/Images/viewer-*.png
