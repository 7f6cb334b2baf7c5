#!/usr/bin/env python3
"""Random sweep of `gesture-replay synth`: random scripts under random
configurations and frame rates, each run's warnings kept as one JSON line
for classify.py.

    python3 Scripts/synth/sweep.py SEED COUNT OUT.jsonl [--tool PATH]

The scripts come from a seeded generator, so a seed and a count name the
same runs on any machine; the tool defaults to the debug build
(`swift build --product gesture-replay`). The tool is copied before the
first run, so a build while the sweep runs does not mix two versions.
The team's figures use seeds 777 and 778, 1,500 runs each. Exits 1,
naming them, if any run exits non-zero. Python is a check here, never a
dependency of the package."""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

TOOL = ".build/debug/gesture-replay"
PWM = ["simultaneous", "exclusive", "preempts", "isPreemptedBy",
       "awaitsFailureOf", "isAwaitedBy"]


def dur(rng, lo=0.05, hi=1.0):
    # Favour short-to-middle durations; two decimals.
    x = rng.random() ** 1.3
    return round(lo + (hi - lo) * x, 2)


def part(rng, total_budget, fixed_x=None):
    """One hand's steps, as strings; keeps the index tip inside the view."""
    steps = []
    x = round(rng.uniform(0.3, 0.7), 2)
    y = round(rng.uniform(0.3, 0.5), 2)
    if rng.random() < 0.3:
        steps.append(f"at {x} {y}")
    else:
        x, y = 0.5, 0.4
    if rng.random() < 0.15:
        steps.append(f"size {round(rng.uniform(0.08, 0.16), 2)}")
    if fixed_x is not None:
        x = fixed_x
        y = 0.45
    visible = False
    pinched = False
    t = 0.0
    first = rng.choice(["open"] * 4 + ["pinch", "move"])
    n = rng.randint(3, 10)
    for i in range(n):
        if t > total_budget:
            break
        if i == 0:
            kind = first
        elif not visible:
            kind = rng.choice(["open", "open", "pinch", "move", "hold"])
        else:
            choices = ["hold", "move", "move", "move"]
            choices += ["release", "release"] if pinched else ["pinch", "pinch"]
            choices += ["open"] if not pinched else ["open"] * 0
            if pinched and rng.random() < 0.1:
                choices.append("open")  # open a pinched hand
            choices += ["lose"] if rng.random() < 0.35 else []
            kind = rng.choice(choices)
        if kind == "hold" and not visible and i == 0:
            kind = "open"
        if kind == "move":
            d = dur(rng, 0.1, 1.0)
            dist = round(rng.choice([rng.uniform(0.05, 0.15),
                                     rng.uniform(0.1, 0.35)]), 2)
            dirs = []
            if x + dist < 0.8:
                dirs.append(("right", dist, 0))
            if x - dist > 0.2:
                dirs.append(("left", -dist, 0))
            if y + dist < 0.6:
                dirs.append(("down", 0, dist))
            if y - dist > 0.2:
                dirs.append(("up", 0, -dist))
            if not dirs:
                kind = "hold"
            else:
                name, dx, dy = rng.choice(dirs)
                x += dx
                y += dy
                prof = rng.choice(["", "", " linear", " smooth"])
                steps.append(f"move {name} {dist} over {d}s{prof}")
                visible = True
                t += d
                continue
        if kind == "pinch" and rng.random() < 0.3:
            # A quick pinch, release, pinch: a double pinch's timing.
            q = lambda: round(rng.uniform(0.05, 0.15), 2)
            steps += [f"pinch {q()}s", f"hold {q()}s", f"release {q()}s",
                      f"hold {q()}s", f"pinch {q()}s"]
            visible = True
            pinched = True
            t += 0.5
            continue
        d = dur(rng)
        if kind == "lose":
            d = rng.choice([dur(rng, 0.05, 0.25), dur(rng, 0.3, 1.0)])
            steps.append(f"lose {d}s")
            visible = False
            if rng.random() < 0.2:
                x = round(rng.uniform(0.3, 0.7), 2) if fixed_x is None else fixed_x
                y = round(rng.uniform(0.3, 0.5), 2)
                steps.append(f"at {x} {y}")
        else:
            steps.append(f"{kind} {d}s")
            if kind in ("open", "pinch", "release"):
                visible = True
            if kind == "pinch":
                pinched = True
            if kind in ("release", "open"):
                pinched = False
        t += d
    if not visible or rng.random() < 0.7:
        steps.append(f"hold {dur(rng, 0.2, 0.8)}s" if visible
                     else f"open {dur(rng, 0.2, 0.6)}s")
    return steps


def script(rng, two):
    if not two:
        steps = part(rng, 4.0)
        if rng.random() < 0.2:
            steps.insert(0, "hand left")
        return "; ".join(steps)
    a = part(rng, 3.0, 0.3)
    b = part(rng, 3.0, 0.7)
    # Keep the hands apart: left on the left, right on the right.
    a = [s for s in a if not s.startswith("at ")]
    b = [s for s in b if not s.startswith("at ")]
    return "; ".join(["hand left", "at 0.3 0.45"] + a
                     + ["hand right", "at 0.7 0.45"] + b)


def variant(rng, two):
    """(label, args). Label names what differs from the base."""
    base = rng.choice(["handKit", "adaptive"])
    roll = rng.random()
    if roll < 0.12:
        return ("both-default", [])
    sets = []
    choices = [
        lambda: [f"relationships.pinchWithMovement={rng.choice(PWM)}"],
        lambda: [f"movement.stopDelay={rng.choice([0, 0.3, 0.6])}"],
        lambda: [f"hands.lossTimeout={rng.choice(['null', 0.2, 0.3, 0.5])}"],
        lambda: ["smoothing.isEnabled=true"],
        lambda: ["hold.isEnabled=true"],
        lambda: ["doublePinch.isEnabled=true"],
        lambda: ["doublePinch.isEnabled=true",
                 "relationships.pinchWithDoublePinch=awaitsFailureOf"],
        lambda: ["twoHandPinch.isEnabled=true"],
    ]
    weights = [3, 2, 2, 1, 1.5, 1.5, 1.5, 3 if two else 0.3]
    k = 0 if roll < 0.3 else rng.choice([1, 1, 1, 2, 2, 3])
    picked = set()
    for _ in range(k):
        i = rng.choices(range(len(choices)), weights)[0]
        if i in picked:
            continue
        picked.add(i)
        sets += choices[i]()
    sets = list(dict.fromkeys(sets))
    args = ["--configuration", base]
    for s in sets:
        args += ["--set", s]
    if sets:
        args += ["--set", "name=custom"]
    label = base + ("" if not sets else " " + " ".join(sorted(sets)))
    return (label, args)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("seed", type=int)
    parser.add_argument("count", type=int)
    parser.add_argument("out")
    parser.add_argument("--tool", default=TOOL)
    options = parser.parse_args()
    seed, count, tool = options.seed, options.count, options.tool
    if not os.access(tool, os.X_OK):
        sys.exit(f"sweep.py: no gesture-replay at {tool}; build it with "
                 "`swift build --product gesture-replay`, or name it with "
                 "--tool")
    # Every run uses one copy of the tool, whatever is built meanwhile.
    copy = tempfile.TemporaryDirectory(prefix="sweep-")
    tool = shutil.copy2(tool, os.path.join(copy.name, "gesture-replay"))
    out = open(options.out, "w")
    rng = random.Random(seed)
    start = time.time()
    failed = []
    for i in range(count):
        two = rng.random() < 0.35
        text = script(rng, two)
        label, args = variant(rng, two)
        fps = rng.choice([15, 30, 60])
        noise = rng.choice([0, 0.0005])
        s = rng.randint(0, 10**6)
        cmd = [tool, "synth", "--script", text, "--fps", str(fps), "--seed",
               str(s), "--noise", str(noise), "-o", "/dev/null"] + args
        p = subprocess.run(cmd, capture_output=True, text=True)
        rec = {"i": i, "script": text, "label": label, "args": args,
               "fps": fps, "noise": noise, "seed": s, "rc": p.returncode,
               "stderr": p.stderr, "two": two}
        out.write(json.dumps(rec) + "\n")
        if p.returncode != 0:
            failed.append(rec)
        if i % 500 == 0:
            out.flush()
            print(i, round(time.time() - start, 1), file=sys.stderr)
    out.close()
    for rec in failed:
        print(f"run {rec['i']} exited {rec['rc']}: {rec['script']!r} "
              f"{' '.join(rec['args'])} --fps {rec['fps']} --seed "
              f"{rec['seed']} --noise {rec['noise']}\n{rec['stderr'][-2000:]}",
              file=sys.stderr)
    if failed:
        sys.exit(1)


if __name__ == "__main__":
    main()
