#!/usr/bin/env python3
"""Writes GestureCore trace format v1 from MediaPipe HandLandmarker results.

Use it as a module in the loop that runs MediaPipe, or from the command line
on results saved as JSON (the shape of `testdata/hand_landmarker_results.json`).
The conversion never imports mediapipe: it reads any object with the fields
of a `HandLandmarkerResult` (`hand_landmarks`, `hand_world_landmarks`,
`handedness`), so it is tested without mediapipe installed.

    import mediapipe as mp
    from landmarker_to_trace import TraceWriter

    with TraceWriter("session.jsonl", image_size=(1280, 720),
                     selfie=True, mirrored=False) as trace:
        for timestamp_ms, image in frames:   # image: mp.Image
            result = landmarker.detect_for_video(image, timestamp_ms)
            trace.append(result, timestamp_ms)

Handedness. MediaPipe labels hands assuming the image is mirrored, as a
selfie camera's flipped image is. GestureCore traces hold the anatomical
hand, the one the user would name, so that a trace from MediaPipe and one
from Apple Vision agree and a gesture bound to the right hand follows the
right hand: with `selfie=True` (the image given to MediaPipe was flipped
horizontally, `cv2.flip(image, 1)`) the label is kept; otherwise (a back
camera, a video file, an unflipped webcam frame) it is swapped.

Coordinates. MediaPipe's normalized landmarks have their origin at the top
left of the image it was given. `mirrored` says whether that image's x axis
is flipped relative to what the user sees: `False` when the user sees the
very image given to MediaPipe, `True` when, say, MediaPipe gets the raw
webcam frame while the user sees a mirrored preview.

Command line:

    python3 landmarker_to_trace.py RESULTS.json -o TRACE.json [--selfie] [--mirrored]
"""

import argparse
import json
import sys
from types import SimpleNamespace

TRACE_VERSION = 1
JOINT_COUNT = 21


def chirality(category_name, selfie):
    """Returns the anatomical chirality for a MediaPipe handedness label.

    `category_name` is "Left" or "Right" as MediaPipe reports it, for an
    image it assumes mirrored; `selfie` says whether it was.
    """
    name = (category_name or "").strip().lower()
    if name not in ("left", "right"):
        return "unknown"
    if selfie:
        return name
    return "right" if name == "left" else "left"


def _point(landmark, keep_z=True):
    values = [float(landmark.x), float(landmark.y)]
    if keep_z:
        values.append(float(getattr(landmark, "z", 0.0) or 0.0))
    return values


def hand(landmarks, world_landmarks, categories, selfie):
    """Returns one trace hand from one hand of a HandLandmarker result."""
    if len(landmarks) != JOINT_COUNT:
        raise ValueError(
            f"a hand needs {JOINT_COUNT} landmarks, not {len(landmarks)}")
    best = max(categories, key=lambda c: c.score) if categories else None
    result = {
        "chirality": chirality(best.category_name if best else None, selfie),
        "score": round(float(best.score), 6) if best else 1.0,
        # MediaPipe leaves visibility and presence empty for hands: no
        # per-joint confidence, which the trace format reads as 1.
        "landmarks": [_point(landmark) for landmark in landmarks],
    }
    if world_landmarks is not None and len(world_landmarks) == JOINT_COUNT:
        result["worldLandmarks"] = [_point(p) for p in world_landmarks]
    return result


def frame(result, timestamp_ms, selfie):
    """Returns one trace frame from a HandLandmarkerResult and its time.

    `timestamp_ms` is the timestamp given to `detect_for_video` or
    `detect_async`, in milliseconds; the trace's `t` is in seconds.
    """
    all_landmarks = list(getattr(result, "hand_landmarks", None) or [])
    all_world = list(getattr(result, "hand_world_landmarks", None) or [])
    all_handedness = list(getattr(result, "handedness", None) or [])
    hands = []
    for index, landmarks in enumerate(all_landmarks):
        world = all_world[index] if index < len(all_world) else None
        categories = (
            all_handedness[index] if index < len(all_handedness) else [])
        hands.append(hand(landmarks, world, categories, selfie))
    return {"t": timestamp_ms / 1000.0, "hands": hands}


def header(image_size=None, mirrored=False, frame_rate=None):
    """Returns the header of a trace of MediaPipe results."""
    result = {
        "version": TRACE_VERSION,
        "source": "mediapipe",
        "coordinates": {
            "origin": "topLeft",
            "mirrored": bool(mirrored),
            "orientation": "up",
        },
    }
    if frame_rate:
        result["frameRate"] = frame_rate
    if image_size:
        width, height = image_size
        result["imageSize"] = [int(width), int(height)]
    return result


class TraceWriter:
    """Writes a JSON Lines trace frame by frame, as results arrive.

    Each frame is written and flushed at once, so a session cut short keeps
    every frame appended before. Timestamps must not go backwards.
    """

    def __init__(self, path, image_size=None, selfie=False, mirrored=False,
                 frame_rate=None):
        self.selfie = selfie
        self.last_t = None
        self.file = open(path, "w", encoding="utf-8")
        self._write(header(image_size, mirrored, frame_rate))

    def append(self, result, timestamp_ms):
        """Appends the frame of one result, at `timestamp_ms` milliseconds."""
        converted = frame(result, timestamp_ms, self.selfie)
        if self.last_t is not None and converted["t"] < self.last_t:
            raise ValueError(
                f"timestamp {timestamp_ms} ms is before the previous frame")
        self.last_t = converted["t"]
        self._write(converted)

    def close(self):
        self.file.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _write(self, value):
        self.file.write(json.dumps(value, separators=(",", ":")) + "\n")
        self.file.flush()


def trace(results, image_size=None, selfie=False, mirrored=False,
          frame_rate=None):
    """Returns a whole trace (a dict) from `(timestamp_ms, result)` pairs."""
    document = header(image_size, mirrored, frame_rate)
    document["frames"] = [frame(r, t, selfie) for t, r in results]
    times = [f["t"] for f in document["frames"]]
    if any(b < a for a, b in zip(times, times[1:])):
        raise ValueError("timestamps must not go backwards")
    return document


def _namespace(value):
    if isinstance(value, dict):
        return SimpleNamespace(**{k: _namespace(v) for k, v in value.items()})
    if isinstance(value, list):
        return [_namespace(v) for v in value]
    return value


def load_saved_results(path):
    """Reads results saved as JSON: `image_size`, `frame_rate` and
    `results`, each with `timestamp_ms` and the fields of a
    HandLandmarkerResult. Returns `(results, image_size, frame_rate)`.
    """
    with open(path, encoding="utf-8") as file:
        saved = json.load(file)
    results = [(entry["timestamp_ms"], _namespace(entry))
               for entry in saved["results"]]
    return results, saved.get("image_size"), saved.get("frame_rate")


def main(argv=None):
    parser = argparse.ArgumentParser(
        description="Writes a GestureCore trace (format v1) from saved "
        "MediaPipe HandLandmarker results.")
    parser.add_argument("results", help="saved results, JSON")
    parser.add_argument("-o", "--output", required=True,
                        help="the trace to write, .json or .jsonl")
    parser.add_argument("--selfie", action="store_true",
                        help="the images given to MediaPipe were flipped "
                        "horizontally: keep its handedness labels")
    parser.add_argument("--mirrored", action="store_true",
                        help="the user sees those images flipped")
    arguments = parser.parse_args(argv)
    results, image_size, frame_rate = load_saved_results(arguments.results)
    if arguments.output.endswith(".jsonl"):
        with TraceWriter(arguments.output, image_size, arguments.selfie,
                         arguments.mirrored, frame_rate) as writer:
            for timestamp_ms, result in results:
                writer.append(result, timestamp_ms)
    else:
        document = trace(results, image_size, arguments.selfie,
                         arguments.mirrored, frame_rate)
        with open(arguments.output, "w", encoding="utf-8") as file:
            json.dump(document, file, separators=(",", ":"))
            file.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
