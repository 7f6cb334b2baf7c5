#!/usr/bin/env python3
"""Sorts the warnings of sweep.py's runs into kinds and counts them.

    python3 Scripts/synth/classify.py RUNS.jsonl... [--examples OUT.json]

Prints the runs and warnings, then one line per kind, most first: how many
warnings, in how many runs, the class (design: what the script asks for
and a recognizer cannot see, as a move too slow for it; meaning-warn: the
meaning says it cannot tell; missing, extra, timing, value: where the
meaning and the replay disagree), the events, the step, and the settings
the kind's runs share most. "move too slow" is a rough guess from the
move's peak speed. With --examples, writes up to 8 of the shortest
scripts of each kind, with their arguments, to replay by hand."""
import argparse
import collections
import json
import re

EV = re.compile(r"(\w+) (began|ended|cancelled|recognized|changed) \(([\d.]+)(?: to ([\d.]+))? s\)|(\w+) (began|ended|cancelled|recognized|changed) \(at ([\d.]+) s\)")
MISSING = re.compile(r"^'(.+?)' means (.+), but (\S+) gives (none of them|none|it at ([\d.]+) s)(.*)$")
VALUE = re.compile(r"^'(.+?)' means (\w+) (\w+) with (value|scale) .*, but (\S+) gives")
EXTRA = re.compile(r"^(\S+) gives (\w+) (\w+) at (.+) s, during '(.+?)', which the script does not mean")


def feature(label):
    """The settings of a run, as short keys."""
    parts = label.split(" ")
    base = parts[0]
    keys = []
    for p in parts[1:]:
        k, v = p.split("=")
        k = k.split(".")[-1]
        if k in ("pinchWithMovement", "pinchWithDoublePinch", "stopDelay",
                 "lossTimeout"):
            keys.append(f"{k}={v}")
        else:
            keys.append(p.split(".")[0])
    return base, keys


def move_info(step):
    m = re.match(r"move (\w+) ([\d.]+) over ([\d.]+)s ?(\w*)", step)
    if not m:
        return None
    dist, d = float(m.group(2)), float(m.group(3))
    prof = m.group(4) or "smooth"
    peak = dist / d * (1.5 if prof == "smooth" else 1)
    return dist, d, prof, peak


def slow(step, base, fps):
    """Whether a move is near or below the configuration's start threshold:
    rough, for leaving out the documented 'too slow' kind."""
    info = move_info(step)
    if not info:
        return False
    dist, d, prof, peak = info
    if base == "handKit":
        return peak / fps < 0.014
    # adaptive: speed ~0.24 normalized/s and 0.6 hand sizes (0.072) displacement
    return peak < 0.35 or dist < 0.1


def classify(rec, line):
    msg = re.sub(r"^Warning: (script line \d+: )?", "", line)
    base, keys = feature(rec["label"])
    if base == "both-default":
        base = "adaptive" if "adaptive" in msg else "handKit"
    if "outside the image" in msg:
        return ("design", "hand outside image", "")
    if "has no frame at" in msg:
        return ("design", "lose with no frame", "")
    if "minimumConfidence" in msg or "minimumScore" in msg:
        return ("design", "confidence/score", "")
    if "hands.labels" in msg:
        return ("design", "mirrored labels", "")
    if msg.startswith("whether a double pinch is under way rests on"):
        m = re.search(r"rests on (.+?), which", msg)
        return ("meaning-warn", "doublePinch unknown: " + m.group(1), "")
    if msg.startswith("the movement before"):
        return ("meaning-warn", "pinch may be held back all along", "")
    m = VALUE.match(msg)
    if m:
        return ("value", f"{m.group(2)}.{m.group(3)} {m.group(4)}",
                m.group(1).split()[0])
    m = MISSING.match(msg)
    if m:
        step, events, _, gives, at, rest = m.groups()
        evs = []
        windows = []
        for e in EV.finditer(events):
            if e.group(1):
                evs.append(f"{e.group(1)}.{e.group(2)}")
                windows.append((float(e.group(3)), float(e.group(4) or e.group(3))))
            else:
                evs.append(f"{e.group(5)}.{e.group(6)}")
                windows.append((float(e.group(7)), float(e.group(7))))
        kw = step.split()[0]
        if at:
            t = float(at)
            side = "late" if t > windows[0][1] else "early"
            return ("timing", f"{side} {'+'.join(evs)}", kw)
        trunc = " (trace ends)" if "the trace ends" in rest else ""
        movement = all(e.split(".")[0] in ("movement", "slider") for e in evs)
        if movement and kw == "move" and slow(step, base, rec["fps"]):
            return ("design", "move too slow (approx.)", "")
        if trunc:
            return ("design", "window past the trace's end", "")
        return ("missing", "+".join(evs), kw)
    m = EXTRA.match(msg)
    if m:
        _, g, p, times, step = m.groups()
        return ("extra", f"{g}.{p}", step.split()[0])
    return ("other", msg[:80], "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+")
    parser.add_argument("--examples")
    options = parser.parse_args()
    files, examples_path = options.runs, options.examples
    kinds = collections.Counter()
    runs = collections.Counter()
    feats = collections.defaultdict(collections.Counter)
    examples = collections.defaultdict(list)
    nruns = 0
    nwarn = 0
    for f in files:
        for l in open(f):
            rec = json.loads(l)
            nruns += 1
            seen = set()
            base0, keys = feature(rec["label"])
            for line in rec["stderr"].splitlines():
                if not line.startswith("Warning"):
                    continue
                base = base0
                if base0 == "both-default":
                    base = "adaptive" if "adaptive" in line else "handKit"
                nwarn += 1
                k = classify(rec, line)
                kinds[k] += 1
                if k not in seen:
                    runs[k] += 1
                    seen.add(k)
                    for key in keys or ["preset"]:
                        feats[k][key] += 1
                    feats[k]["base=" + base] += 1
                examples[k].append((len(rec["script"]), rec, line))
    print(f"runs {nruns}, warnings {nwarn}")
    for k, n in sorted(kinds.items(), key=lambda x: -x[1]):
        top = ", ".join(f"{a}:{b}" for a, b in feats[k].most_common(6))
        print(f"{n:6d} {runs[k]:5d}  {k[0]:12s} {k[1]:55s} {k[2]:8s} | {top}")
    if examples_path:
        json.dump({repr(k): [(r["script"], " ".join(r["args"]), r["fps"], r["noise"], r["seed"], line)
                             for _, r, line in sorted(v, key=lambda x: x[0])[:8]]
                   for k, v in examples.items()},
                  open(examples_path, "w"), indent=1)


if __name__ == "__main__":
    main()
