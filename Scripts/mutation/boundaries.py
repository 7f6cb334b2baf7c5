#!/usr/bin/env python3
"""Boundary mutants of Swift comparisons, each built and tested.

    python3 Scripts/mutation/boundaries.py PATH... [--tests FILTER]
        [--timeout SECONDS] [--out RESULTS.jsonl] [--survivors-of EARLIER.jsonl]

For every comparison ` < `, ` <= `, ` > `, ` >= ` on a code line of the
Swift files given (or of the Swift files directly in a folder given), not
in a comment or a one-line string literal, swaps it for its boundary
twin (< with <=, > with >=), builds the tests (`swift build --build-tests`), runs those the filter
names (`swift test --skip-build --filter FILTER`), and writes one JSON
line: `killed` when a test failed or crashed, `timeout` when the tests
ran past the limit (a mutant that loops), `survived` when every test
passed, `nobuild` when the mutant did not compile. The file is put back
after each mutant, and on Ctrl-C.

A mutant that survives is one of two things: a comparison no test puts
exactly on its bound (add the test), or one whose two forms cannot differ
(a `min` of two equal values, a guard whose other branch gives the same
answer). CONTRIBUTING.md ("Boundary mutants") sorts what the last run
found.

Run it in a clone of its own (it edits the sources it mutates), e.g.
`git clone . /tmp/mutants && cd /tmp/mutants && python3 ...`. An --out
file that exists is read first: the mutants it holds are not run again.

--survivors-of runs only the mutants that survived in an earlier results
file: a quick filter first, then a wider (slower) one on what it left.
A mutant is found again by its line's code and column, so tests and docs
written in between that move it do not lose it.
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TWIN = {" < ": " <= ", " <= ": " < ", " > ": " >= ", " >= ": " > "}
COMPARISON = re.compile(r" (<=|>=|<|>) ")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
        else:
            for name in sorted(os.listdir(path)):
                if name.endswith(".swift"):
                    yield os.path.join(path, name)


def mutants(paths):
    """(path, line number, column, comparison) of each mutant."""
    for path in swift_files(paths):
        with open(path) as f:
            for number, line in enumerate(f, 1):
                code = line.split("//")[0]
                # A comparison inside a string literal is text, not code.
                code = STRING.sub(lambda m: "x" * len(m.group(0)), code)
                for m in COMPARISON.finditer(code):
                    yield path, number, m.start(), m.group(0)


def run(command, log, timeout=None):
    """The command's exit status, or "timeout"."""
    with open(log, "w") as f:
        process = subprocess.Popen(
            command, stdout=f, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
            return "timeout"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--tests", default="GestureCoreTests")
    parser.add_argument("--timeout", type=float, default=150)
    parser.add_argument("--out", default="mutants.jsonl")
    parser.add_argument("--survivors-of")
    options = parser.parse_args()
    wanted = None
    if options.survivors_of:
        wanted = set()
        with open(options.survivors_of) as f:
            for line in f:
                record = json.loads(line)
                if record["status"] == "survived":
                    # By the line's code, not its number: the tests
                    # written since may have moved it.
                    wanted.add(
                        (record["path"], record["code"], record["column"])
                    )
    done = set()
    if os.path.exists(options.out):
        with open(options.out) as f:
            for line in f:
                record = json.loads(line)
                done.add((record["path"], record["line"], record["column"]))
    logs = tempfile.mkdtemp(prefix="mutants-")
    for path, number, column, comparison in list(mutants(options.paths)):
        if (path, number, column) in done:
            continue
        with open(path) as f:
            original = f.read()
        code = original.split("\n")[number - 1].strip()
        if wanted is not None and (path, code, column) not in wanted:
            continue

        def restore(*_):
            with open(path, "w") as f:
                f.write(original)
            sys.exit(130)

        previous = signal.signal(signal.SIGINT, restore)
        started = time.monotonic()
        try:
            lines = original.split("\n")
            line = lines[number - 1]
            lines[number - 1] = (
                line[:column] + TWIN[comparison] + line[column + len(comparison):]
            )
            with open(path, "w") as f:
                f.write("\n".join(lines))
            build = os.path.join(logs, "build.log")
            if run(["swift", "build", "--build-tests"], build) != 0:
                status = "nobuild"
            else:
                status = run(
                    ["swift", "test", "--skip-build", "--filter", options.tests],
                    os.path.join(logs, "test.log"),
                    timeout=options.timeout,
                )
                if status != "timeout":
                    status = "killed" if status != 0 else "survived"
        finally:
            with open(path, "w") as f:
                f.write(original)
            signal.signal(signal.SIGINT, previous)
        record = {
            "path": path,
            "line": number,
            "column": column,
            "comparison": comparison.strip(),
            "code": line.strip(),
            "status": status,
            "seconds": round(time.monotonic() - started),
        }
        with open(options.out, "a") as f:
            f.write(json.dumps(record) + "\n")
        print(status, f"{path}:{number}", line.strip(), flush=True)


if __name__ == "__main__":
    main()
