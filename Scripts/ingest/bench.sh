#!/usr/bin/env bash
# Measures trace ingest (MB/s) of the release build, one thread.
#
# Usage: Scripts/ingest/bench.sh [MEGABYTES]
#
# Builds the package in release (scratch path $INGEST_SCRATCH, default
# .build-reader), links Scripts/ingest/IngestBench.swift against it, makes
# a 60 fps one-hand 21-landmark trace with `gesture-replay synth` (JSON,
# about 13 MB) and a JSON Lines trace of MEGABYTES (default 200) from it
# with Scripts/make-long-trace.py, in $TMPDIR, and times reading both
# through the public API (Trace(bytes:format:), TraceReader(path:)). The
# traces are deleted at the end.
set -euo pipefail
cd "$(dirname "$0")/../.."

megabytes=${1:-200}
scratch=${INGEST_SCRATCH:-.build-reader}
work=$(mktemp -d "${TMPDIR:-/tmp}/ingest-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

swift build -c release --scratch-path "$scratch" >&2
release="$scratch/release"
swiftc -O -wmo -I "$release/Modules" \
  Scripts/ingest/IngestBench.swift \
  "$release"/GestureCore.build/*.o "$release"/GestureReplay.build/*.o \
  -o "$work/ingest-bench"

script="open 1s; pinch 0.2s; hold 1s; release 0.2s; move right 0.4 over 0.5s;"
script+=" hold 1s; move left 0.4 over 0.5s; hold 1s;"
script=$(printf '%s ' $(for _ in $(seq 1 60); do echo "$script"; done))
"$release/gesture-replay" synth --script "$script" --fps 60 --seed 7 \
  -o "$work/synth60.json" 2>/dev/null
python3 Scripts/make-long-trace.py "$work/synth60.json" "$megabytes" \
  "$work/synth60.jsonl"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
"$work/ingest-bench" "$work/synth60.json" json 5
"$work/ingest-bench" "$work/synth60.jsonl" jsonl 3
