#!/usr/bin/env python3
"""Does a webcam fist begin a pinch? One trace per `closedFist` sample of community-dev.json.

    python3 Scripts/poses/fist_pinch.py GESTURE_REPLAY [OUT_DIR] [--configuration adaptive]

Each trace is 40 frames at 30 fps of one right hand (mirrored selfie view, as the data): an open
palm (GuestChoop/Machine-Learning#250) for 10 frames, then the fist sample for 30 frames, both
placed at the image centre at 0.15 of the image per unit of the data's wrist-relative scale. Each
trace is replayed with `GESTURE_REPLAY TRACE --configuration C --format jsonl`; the script prints,
per recorder, how many fists began a pinch and how many of those also began the `closedFist`
pose. The traces stay in OUT_DIR (a temporary directory when not given) to replay one by hand.
Documented in Docs/Gestures/Poses.md and Docs/Tuning.md (the pinch's fist rule).
"""
import collections
import json
import os
import subprocess
import sys
import tempfile

DATA = os.path.join(os.path.dirname(__file__), '..', '..', '..', 'shared', 'data', 'poses',
                    'community-dev.json')
PALM = 'GuestChoop/Machine-Learning#250'


def place(landmarks):
    return [[round(0.5 + 0.15 * p[0], 5), round(0.5 + 0.15 * p[1], 5), 0.0] for p in landmarks]


def trace(palm, fist):
    frames = [{"t": round(i / 30, 4),
               "hands": [{"chirality": "right", "landmarks": place(palm if i < 10 else fist)}]}
              for i in range(40)]
    return {"version": 1, "source": "mediapipe", "frameRate": 30,
            "coordinates": {"origin": "topLeft", "mirrored": True}, "frames": frames}


def main(argv):
    args = [a for a in argv if not a.startswith('--')]
    configuration = 'adaptive'
    if '--configuration' in argv:
        configuration = argv[argv.index('--configuration') + 1]
        args.remove(configuration)
    if not args:
        sys.exit(__doc__)
    replay = args[0]
    out = args[1] if len(args) > 1 else tempfile.mkdtemp(prefix='fist-pinch-')
    os.makedirs(out, exist_ok=True)
    samples = json.load(open(DATA))['samples']
    palm = next(s for s in samples if s['id'] == PALM)['landmarks']
    counts = collections.defaultdict(collections.Counter)
    for s in samples:
        if s['label'] != 'closedFist':
            continue
        path = os.path.join(out, s['id'].replace('/', '_').replace('#', '_') + '.json')
        with open(path, 'w') as f:
            json.dump(trace(palm, s['landmarks']), f)
        result = subprocess.run([replay, path, '--configuration', configuration, '--format', 'jsonl'],
                                capture_output=True, text=True, check=True)
        events = [json.loads(line) for line in result.stdout.splitlines() if line.strip()]
        pinch = any(e['gesture'] == 'pinch' and e['phase'] == 'began' for e in events)
        fist = any(e['gesture'] == 'pose' and e['phase'] == 'began' and e.get('name') == 'closedFist'
                   for e in events)
        c = counts[s['repo']]
        c['fists'] += 1; c['pinch'] += pinch; c['closedFist'] += fist; c['both'] += pinch and fist
    print(f'{configuration}; traces in {out}')
    print('recorder                                               fists  began a pinch  of which closedFist')
    for repo, c in sorted(counts.items()):
        print(f"{repo:54s} {c['fists']:5d}  {c['pinch']:13d}  {c['both']:18d}")


if __name__ == '__main__':
    main(sys.argv[1:])
