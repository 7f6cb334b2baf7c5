#!/usr/bin/env python3
"""Writes the trace fuzzer's seed corpus, made from the shipped fixtures.

Usage: python3 Scripts/fuzz/make-corpus.py FIXTURES_DIR OUT_DIR [MAX_BYTES]

For each fixture, six seeds, each at most MAX_BYTES (default 4096), in
JSON and in JSON Lines:
- `raw-NAME.json(l)`: the header and the first frames exactly as recorded
  (21 landmarks, world landmarks), so the fuzzer starts from every field;
- `palm-NAME.json(l)`: a stretch of frames from just before the first
  expected gesture, reduced to the joints the recognizers read (wrist,
  knuckles, tips), so that replaying the seed makes gestures happen;
- `tips-NAME.json(l)`: the same with the thumb and index tips only, which
  is all handKit reads, so that more frames fit.
Then a few hand-written seeds for what the fixtures do not show: joints as
objects, MediaPipe and Vision names, expectFor, non-finite numbers, a byte
order mark, CRLF line ends. Deterministic: the same fixtures give the same
files.
"""
import json
import os
import sys

# The joints the handKit and adaptive recognizers read.
KEPT_JOINTS = [0, 4, 5, 8, 9, 12, 13, 16, 17, 20]
JOINT_NAMES = [
    "wrist", "thumbCMC", "thumbMP", "thumbIP", "thumbTip",
    "indexMCP", "indexPIP", "indexDIP", "indexTip",
    "middleMCP", "middlePIP", "middleDIP", "middleTip",
    "ringMCP", "ringPIP", "ringDIP", "ringTip",
    "littleMCP", "littlePIP", "littleDIP", "littleTip",
]


def compact(value) -> str:
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


def encode(header: dict, frames: list, lines: bool) -> bytes:
    if lines:
        text = "".join(compact(x) + "\n" for x in [header] + frames)
    else:
        text = compact(dict(header, frames=frames)) + "\n"
    return text.encode()


def fit(header: dict, frames: list, limit: int) -> list:
    """The longest prefix of frames whose JSON Lines text fits the limit."""
    kept = []
    for frame in frames:
        if len(encode(header, kept + [frame], True)) > limit:
            break
        kept.append(frame)
    return kept


def rounded(value):
    if isinstance(value, float):
        return round(value, 4)
    if isinstance(value, list):
        return [rounded(x) for x in value]
    return value


def tips(frame: dict, kept_joints=KEPT_JOINTS) -> dict:
    hands = []
    for hand in frame.get("hands", []):
        reduced = {k: v for k, v in hand.items()
                   if k in ("chirality", "score")}
        if "landmarks" in hand:
            joints = {}
            for index in kept_joints:
                entry = rounded(hand["landmarks"][index])
                # [x, y, z, confidence] -> [x, y, confidence]
                joints[JOINT_NAMES[index]] = (
                    [entry[0], entry[1], entry[3]] if len(entry) == 4
                    else entry[:2])
            reduced["joints"] = joints
        elif "joints" in hand:
            reduced["joints"] = rounded(hand["joints"])
        hands.append(reduced)
    return {"t": rounded(frame["t"]), "hands": hands}


def seeds_from(path: str, limit: int):
    with open(path) as f:
        trace = json.load(f)
    frames = trace.pop("frames")
    header = {k: v for k, v in trace.items()
              if k in ("version", "source", "frameRate", "coordinates",
                       "imageSize", "expectIgnoring")}
    expect = trace.get("expect", [])
    name = os.path.splitext(os.path.basename(path))[0]

    raw_header = dict(header, expect=expect[:2]) if expect else header
    raw = fit(raw_header, frames, limit)
    yield f"raw-{name}", raw_header, raw

    start = 0
    if expect:
        gestures = [e for e in expect if e["gesture"] != "hand"] or expect
        first = min(e["t"] for e in gestures)
        start = max(0, next((i for i, f in enumerate(frames)
                             if f["t"] >= first), 0) - 8)
    for prefix, joints in (("palm", KEPT_JOINTS), ("tips", [4, 8])):
        reduced = [tips(f, joints) for f in frames[start:]]
        kept = fit(header, reduced, limit)
        window = (kept[0]["t"], kept[-1]["t"]) if kept else (0, 0)
        tip_header = dict(header, expect=[
            e for e in expect if window[0] <= e["t"] <= window[1]][:4])
        yield f"{prefix}-{name}", tip_header, kept


HANDWRITTEN = {
    "objects.json": {
        "version": 1, "source": "mediapipe", "frameRate": 30,
        "coordinates": {"origin": "bottomLeft", "mirrored": True,
                        "orientation": "right", "imageSize": [640, 480]},
        "expect": [{"gesture": "pinch", "phase": "began", "t": 0.0333,
                    "within": 0.05, "hand": "left", "finger": "index"},
                   {"gesture": "slider", "phase": "changed", "t": 0.1,
                    "value": 42.5, "tolerance": 1}],
        "expectIgnoring": ["hand", "slider.changed"],
        "expectFor": {"adaptive": {"expect": [
            {"gesture": "swipe", "phase": "recognized", "t": 1,
             "direction": "left"},
            {"gesture": "pose", "phase": "began", "t": 1,
             "name": "openPalm"}], "expectIgnoring": ["movement"]}},
        "frames": [
            {"t": 0, "hands": [{"chirality": "left", "score": 0.9,
                                "joints": {
                                    "THUMB_TIP": {"x": 0.5, "y": 0.5,
                                                  "z": -0.1,
                                                  "confidence": 0.7},
                                    "INDEX_FINGER_TIP": [0.52, 0.5, 0.69],
                                    "VNHLKWRI": [0.5, 0.9]}}]},
            {"t": 0.0333, "hands": [{"chirality": "left", "joints": {
                "thumbTip": [0.5, 0.5], "indexTip": [0.51, 0.5],
                "PINKY_TIP": [0.4, 0.6, 1]}}]},
            {"t": 0.0667, "hands": []},
            {"t": 0.1},
        ],
    },
}

HANDWRITTEN_TEXT = {
    "nonfinite.json":
        '{"version":1,"frames":[{"t":0,"hands":[{"joints":'
        '{"indexTip":[NaN,Infinity,-Infinity]}}]}]}',
    "numbers.json":
        '{"version":1,"frameRate":1e-400,"frames":[{"t":-0},'
        '{"t":1e308},{"t":1.7976931348623157e308},{"t":1e400}]}',
    "strings.json":
        '\ufeff{"version":1,"source":"\\u00e9\\ud83d\\ude00\\n\\"\\\\\\/",'
        '"frames":[]}',
    "crlf.jsonl":
        '{"version":1}\r\n\r\n{"t":0,"hands":[{"chirality":"right",'
        '"joints":{"thumbTip":[0.1,0.1],"indexTip":[0.1,0.11]}}]}\r\n'
        '{"t":0.5}\r\n',
    "world.jsonl":
        '{"version":1}\n{"t":0,"hands":[{"landmarks":['
        + ",".join(["[0.5,0.5,0,0.9]"] * 21) + '],"worldLandmarks":['
        + ",".join(["[0.01,0.02,0.03]"] * 21) + ']}]}\n',
}


def main() -> None:
    fixtures, out = sys.argv[1], sys.argv[2]
    limit = int(sys.argv[3]) if len(sys.argv) > 3 else 4096
    os.makedirs(out, exist_ok=True)
    for name in sorted(os.listdir(fixtures)):
        if not name.endswith(".json"):
            continue
        for seed, header, frames in seeds_from(
                os.path.join(fixtures, name), limit):
            for lines in (False, True):
                suffix = ".jsonl" if lines else ".json"
                with open(os.path.join(out, seed + suffix), "wb") as f:
                    f.write(encode(header, frames, lines))
    for name, trace in HANDWRITTEN.items():
        frames = trace.pop("frames")
        for lines in (False, True):
            stem = os.path.splitext(name)[0]
            path = os.path.join(out, stem + (".jsonl" if lines else ".json"))
            with open(path, "wb") as f:
                f.write(encode(trace, frames, lines))
    for name, text in HANDWRITTEN_TEXT.items():
        with open(os.path.join(out, name), "wb") as f:
            f.write(text.encode())


if __name__ == "__main__":
    main()
