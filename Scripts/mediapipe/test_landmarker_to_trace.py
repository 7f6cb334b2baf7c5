"""Tests of landmarker_to_trace.py on saved HandLandmarker results.

Run from the package root:

    python3 -m unittest discover -s Scripts/mediapipe -v

With GESTURE_REPLAY set to a built gesture-replay executable, the trace
written is also checked by `gesture-replay validate` and replayed.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest
from types import SimpleNamespace

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import landmarker_to_trace as converter  # noqa: E402

SAVED = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                     "testdata", "hand_landmarker_results.json")


class ChiralityTests(unittest.TestCase):
    def test_swapped_when_the_image_is_not_a_selfie(self):
        self.assertEqual(converter.chirality("Left", selfie=False), "right")
        self.assertEqual(converter.chirality("Right", selfie=False), "left")

    def test_kept_for_a_flipped_selfie_image(self):
        self.assertEqual(converter.chirality("Left", selfie=True), "left")
        self.assertEqual(converter.chirality("Right", selfie=True), "right")

    def test_unknown_label(self):
        self.assertEqual(converter.chirality(None, selfie=False), "unknown")
        self.assertEqual(converter.chirality("Both", selfie=True), "unknown")


class ConversionTests(unittest.TestCase):
    def setUp(self):
        self.results, self.image_size, self.frame_rate = (
            converter.load_saved_results(SAVED))

    def test_header(self):
        trace = converter.trace(self.results, self.image_size,
                                frame_rate=self.frame_rate)
        self.assertEqual(trace["version"], 1)
        self.assertEqual(trace["source"], "mediapipe")
        self.assertEqual(trace["imageSize"], [640, 480])
        self.assertEqual(trace["frameRate"], 15)
        self.assertEqual(trace["coordinates"], {
            "origin": "topLeft", "mirrored": False, "orientation": "up"})

    def test_frames(self):
        trace = converter.trace(self.results, self.image_size)
        frames = trace["frames"]
        self.assertEqual(len(frames), len(self.results))
        self.assertEqual(frames[0], {"t": 0.0, "hands": []})
        # Milliseconds become seconds.
        self.assertEqual(frames[1]["t"], self.results[1][0] / 1000)
        seen = [f for f in frames if f["hands"]]
        self.assertTrue(seen)
        hand = seen[0]["hands"][0]
        self.assertEqual(hand["chirality"], "right")  # "Left" in MediaPipe
        self.assertAlmostEqual(hand["score"], 0.9713)
        self.assertEqual(len(hand["landmarks"]), 21)
        self.assertEqual(len(hand["landmarks"][0]), 3)  # x, y, z: no confidence
        self.assertEqual(len(hand["worldLandmarks"]), 21)

    def test_duck_typed_result(self):
        point = SimpleNamespace(x=0.5, y=0.25, z=-0.01)
        result = SimpleNamespace(
            hand_landmarks=[[point] * 21],
            hand_world_landmarks=[],
            handedness=[[SimpleNamespace(category_name="Right", score=0.8)]],
        )
        frame = converter.frame(result, 1500, selfie=True)
        self.assertEqual(frame["t"], 1.5)
        self.assertEqual(frame["hands"][0]["chirality"], "right")
        self.assertNotIn("worldLandmarks", frame["hands"][0])

    def test_wrong_landmark_count(self):
        result = SimpleNamespace(
            hand_landmarks=[[SimpleNamespace(x=0, y=0, z=0)] * 20],
            hand_world_landmarks=None, handedness=None)
        with self.assertRaises(ValueError):
            converter.frame(result, 0, selfie=False)

    def test_backward_time(self):
        empty = SimpleNamespace(hand_landmarks=[], hand_world_landmarks=[],
                                handedness=[])
        with self.assertRaises(ValueError):
            converter.trace([(100, empty), (50, empty)])


class WrittenTraceTests(unittest.TestCase):
    """Writes the saved results as traces, checked by gesture-replay."""

    def setUp(self):
        self.directory = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.directory.cleanup()

    def write(self, name):
        path = os.path.join(self.directory.name, name)
        self.assertEqual(converter.main([SAVED, "-o", path]), 0)
        return path

    def test_json_and_json_lines_hold_the_same_frames(self):
        with open(self.write("trace.json"), encoding="utf-8") as file:
            document = json.load(file)
        with open(self.write("trace.jsonl"), encoding="utf-8") as file:
            lines = [json.loads(line) for line in file]
        self.assertEqual(lines[0], {k: v for k, v in document.items()
                                    if k != "frames"})
        self.assertEqual(lines[1:], document["frames"])

    def test_gesture_replay_reads_it_and_sees_the_pinch(self):
        tool = os.environ.get("GESTURE_REPLAY")
        if not tool:
            self.skipTest("GESTURE_REPLAY is not set")
        for name in ("trace.json", "trace.jsonl"):
            path = self.write(name)
            validate = subprocess.run([tool, "validate", path],
                                      capture_output=True, text=True)
            self.assertEqual(validate.returncode, 0, validate.stderr)
            replay = subprocess.run([tool, path, "--format", "jsonl"],
                                    capture_output=True, text=True)
            self.assertEqual(replay.returncode, 0, replay.stderr)
            events = [json.loads(line) for line in replay.stdout.splitlines()]
            pinches = [(e["hand"], e["phase"]) for e in events
                       if e["gesture"] == "pinch"]
            self.assertEqual(pinches, [("right", "began"), ("right", "ended")])


if __name__ == "__main__":
    unittest.main()
