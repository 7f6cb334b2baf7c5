#!/usr/bin/env python3
"""Lists what the tests leave unrun in Sources/, from a coverage run.

Run the tests with coverage first (a scratch path of its own keeps the main
build valid):

    swift test --enable-code-coverage --scratch-path .build/cov
    python3 Scripts/coverage/uncovered.py            # files by unrun lines
    python3 Scripts/coverage/uncovered.py Swipe      # the unrun lines of files
                                                     # whose path contains Swipe

A line counts as unrun when a region that starts on it, or spans it, ran
zero times. Lines that only close a block, and the messages of
preconditions and assertions (which run only when they fail), are left out.
Code that runs only in a child process of an exit test, or under a
sanitizer, is not counted: a line listed here may still be tested that way.
"""

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]


def coverage_file():
    out = subprocess.run(
        ["swift", "test", "--scratch-path", ".build/cov", "--show-codecov-path"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout.strip()
    path = pathlib.Path(out)
    if not path.exists():
        sys.exit(f"no coverage at {path}: run swift test --enable-code-coverage "
                 "--scratch-path .build/cov first")
    return path


def unrun_lines(entry):
    """The unrun lines of one file entry, without closers and messages."""
    segments = entry["segments"]
    lines = pathlib.Path(entry["filename"]).read_text().split("\n")
    unrun = set()
    for index, segment in enumerate(segments[:-1]):
        line, _, count, has_count, _, is_gap = segment[:6]
        if has_count and count == 0 and not is_gap:
            unrun.update(range(line, segments[index + 1][0] + 1))
    kept = []
    for number in sorted(unrun):
        if number > len(lines):
            continue
        text = lines[number - 1].strip()
        if not text or text in ("}", ")", "]", "{") or text.startswith("//"):
            continue
        if text.startswith('"') or text.startswith('+ "'):
            continue
        if "precondition" in text or "assert" in text:
            continue
        kept.append((number, lines[number - 1].rstrip()))
    return kept


def main():
    data = json.loads(coverage_file().read_text())["data"][0]
    files = [f for f in data["files"] if "/Sources/" in f["filename"]]
    total = sum(f["summary"]["lines"]["count"] for f in files)
    covered = sum(f["summary"]["lines"]["covered"] for f in files)
    patterns = sys.argv[1:]
    if patterns:
        for entry in files:
            name = entry["filename"].split("/Sources/")[1]
            if any(p in name for p in patterns):
                print(f"== Sources/{name}")
                for number, text in unrun_lines(entry):
                    print(f"{number:5d}: {text}")
        return
    rows = []
    for entry in files:
        unrun = unrun_lines(entry)
        if unrun:
            rows.append((len(unrun), entry["filename"].split("/Sources/")[1]))
    for count, name in sorted(rows, key=lambda row: (-row[0], row[1])):
        print(f"{count:5d}  Sources/{name}")
    print(f"lines run: {covered} of {total} ({100 * covered / total:.1f} %)")


if __name__ == "__main__":
    main()
