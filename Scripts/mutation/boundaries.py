#!/usr/bin/env python3
"""Boundary mutants of Swift comparisons, each built and tested.

    python3 Scripts/mutation/boundaries.py PATH... [--tests FILTER]
        [--timeout SECONDS] [--out RESULTS.jsonl] [--survivors-of EARLIER.jsonl]
        [--build COMMAND --check COMMAND] [--kind boundary|equality|logic]

For every comparison ` < `, ` <= `, ` > `, ` >= ` on a code line of the
Swift files given (or of the Swift files directly in a folder given), not
in a comment or a one-line string literal, swaps it for its boundary
twin (< with <=, > with >=), builds the tests (`swift build --build-tests`), runs those the filter
names (`swift test --skip-build --filter FILTER`), and writes one JSON
line: `killed` when a test failed or crashed, `timeout` when the tests
ran past the limit (a mutant that loops), `survived` when every test
passed, `nobuild` when the mutant did not compile. The file is put back
after each mutant, and on Ctrl-C.

--kind equality swaps ` == ` with ` != ` (and back) instead, and --kind
logic ` && ` with ` || `: a mutant of either that survives is a
condition no test tells from its opposite, or its other half.

--build and --check replace the two steps with shell commands of their
own, for code that no test target imports: `gesture-bench`, whose check
is its release smoke run (`--build "swift build -c release" --check
"swift run -c release gesture-bench --smoke"`). The check kills a mutant
by exiting non-zero, as a failed test does.

A mutant that survives is one of two things: a comparison no test puts
exactly on its bound (add the test), or one whose two forms cannot differ
(a `min` of two equal values, a guard whose other branch gives the same
answer). CONTRIBUTING.md ("Boundary mutants") sorts what the last run
found.

Run it in a clone of its own (it edits the sources it mutates), beside
the repository so that `../shared/data` is found (elsewhere the suites
that read it are skipped), e.g.
`git clone . ../mutants && cd ../mutants && python3 ...`. An --out
file that exists is read first: the mutants it holds are not run again.

--survivors-of runs only the mutants that survived in an earlier results
file: a quick filter first, then a wider (slower) one on what it left.
Both files name a mutant by its line's code and column (and which of the
file's lines with that code it is), not by its line number, so tests and
docs written in between that move it do not lose it.
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

KINDS = {
    "boundary": (
        {" < ": " <= ", " <= ": " < ", " > ": " >= ", " >= ": " > "},
        re.compile(r" (<=|>=|<|>) "),
    ),
    "equality": ({" == ": " != ", " != ": " == "}, re.compile(r" (==|!=) ")),
    "logic": ({" && ": " || ", " || ": " && "}, re.compile(r" (&&|\|\|) ")),
}
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
        else:
            for name in sorted(os.listdir(path)):
                if name.endswith(".swift"):
                    yield os.path.join(path, name)


def mutants(paths, kind="boundary"):
    """(path, line number, column, comparison, key) of each mutant of a kind.

    The key names a mutant by its line's code, not its number, so tests
    and docs written in between that move the line do not lose it: the
    path, the code, the column, and how many lines of that file with the
    same code came before (`guard index < end else { break }` can be
    written twice in one file).
    """
    comparison = KINDS[kind][1]
    for path in swift_files(paths):
        seen = {}
        with open(path) as f:
            for number, line in enumerate(f, 1):
                code = line.split("//")[0]
                # A comparison inside a string literal is text, not code.
                code = STRING.sub(lambda m: "x" * len(m.group(0)), code)
                text = line.strip()
                occurrence = seen.get(text, 0)
                seen[text] = occurrence + 1
                for m in comparison.finditer(code):
                    key = (path, text, m.start(), occurrence)
                    yield path, number, m.start(), m.group(0), key


def key_of(record):
    """The key of a mutant written to a results file."""
    return (
        record["path"],
        record["code"],
        record["column"],
        record.get("occurrence", 0),
    )


def session_members(session):
    """The processes of a session, by /proc: every one the command started,
    even those in a process group of their own (`swift test` runs the test
    binary so)."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                stat = f.read()
        except OSError:
            continue
        # The fields after the command's name, which may hold spaces.
        fields = stat[stat.rindex(")") + 2:].split()
        if int(fields[3]) == session:
            members.append(int(entry))
    return members


def run(command, log, timeout=None):
    """The command's exit status, or "timeout"."""
    with open(log, "w") as f:
        process = subprocess.Popen(
            command, stdout=f, stderr=subprocess.STDOUT, start_new_session=True
        )
        try:
            return process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            # A mutant that loops leaves the test binary looping: kill the
            # whole session, not only the command's process group.
            for pid in session_members(process.pid):
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            process.wait()
            return "timeout"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--tests", default="GestureCoreTests")
    parser.add_argument("--timeout", type=float, default=150)
    parser.add_argument("--out", default="mutants.jsonl")
    parser.add_argument("--survivors-of")
    parser.add_argument("--build", help="a shell command that builds")
    parser.add_argument("--check", help="a shell command that checks")
    parser.add_argument("--kind", choices=sorted(KINDS), default="boundary")
    options = parser.parse_args()
    twin = KINDS[options.kind][0]
    if (options.build is None) != (options.check is None):
        parser.error("--build and --check go together")
    if options.build is not None:
        build_command = ["sh", "-c", options.build]
        check_command = ["sh", "-c", options.check]
    else:
        build_command = ["swift", "build", "--build-tests"]
        check_command = [
            "swift", "test", "--skip-build", "--filter", options.tests
        ]
    wanted = None
    if options.survivors_of:
        with open(options.survivors_of) as f:
            records = [json.loads(line) for line in f]
        wanted = {key_of(r) for r in records if r["status"] == "survived"}
    done = set()
    if os.path.exists(options.out):
        with open(options.out) as f:
            done = {key_of(json.loads(line)) for line in f}
    logs = tempfile.mkdtemp(prefix="mutants-")
    for path, number, column, comparison, key in list(mutants(options.paths, options.kind)):
        if key in done or (wanted is not None and key not in wanted):
            continue
        with open(path) as f:
            original = f.read()

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
                line[:column] + twin[comparison] + line[column + len(comparison):]
            )
            with open(path, "w") as f:
                f.write("\n".join(lines))
            build = os.path.join(logs, "build.log")
            if run(build_command, build) != 0:
                status = "nobuild"
            else:
                status = run(
                    check_command,
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
            "occurrence": key[3],
            "status": status,
            "seconds": round(time.monotonic() - started),
        }
        with open(options.out, "a") as f:
            f.write(json.dumps(record) + "\n")
        print(status, f"{path}:{number}", line.strip(), flush=True)


if __name__ == "__main__":
    main()
