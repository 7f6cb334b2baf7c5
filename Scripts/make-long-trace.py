#!/usr/bin/env python3
"""Writes a long JSON Lines trace by repeating a fixture's frames.

Usage: python3 Scripts/make-long-trace.py FIXTURE.json MEGABYTES OUT.jsonl

Times keep increasing across repetitions, so the result is a valid trace of
any size, for measuring memory and throughput. Deterministic.
"""
import json
import sys


def main() -> None:
    source, megabytes, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    with open(source) as f:
        trace = json.load(f)
    frames = trace.pop("frames")
    trace.pop("expect", None)
    span = frames[-1]["t"] - frames[0]["t"] + 1 / 30
    limit = int(megabytes * 1_000_000)
    written = 0
    with open(out, "w") as f:
        line = json.dumps(trace, separators=(",", ":")) + "\n"
        f.write(line)
        written += len(line)
        repetition = 0
        while written < limit:
            for frame in frames:
                frame = dict(frame, t=round(frame["t"] + repetition * span, 5))
                line = json.dumps(frame, separators=(",", ":")) + "\n"
                f.write(line)
                written += len(line)
            repetition += 1


if __name__ == "__main__":
    main()
