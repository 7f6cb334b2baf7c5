#!/usr/bin/env python3
"""GestureCore pose rules in Python: the current Swift rules (exact port) and the proposed changes.

STALE (kept as the record of the analysis in rules-analysis.md, not as a model of the shipped rules):
"current" below is the rule set just before commit c728641, not the rules that shipped there, and
the proposal includes R3 (a thumb up/down with one half-bent finger), which was not shipped.
Against a report of today's engine the reproduction check fails (python misreads 453, swift 357). Measure the shipped rules with `gesture-replay poses`. The leave-one-recorder-out check
of rules-analysis.md section 4 was made with a script that is not in the repository.

    python3 final2.py            # reproduce Swift, evaluate current vs proposed, write report tables
    python3 final2.py --quiet    # numbers only

Part 1 (`shape`, `pose_current`) is a line-by-line port of PoseClassifier+Exact.swift and
PoseClassifier.Shape.swift (`pose`) with the default GestureConfiguration.Poses (both presets):
on community-dev.json it misreads exactly the 453 ids of a JSON report of `gesture-replay poses --format json --misread 100000` (adaptive), each as
the same pose, and it gives the expected reading on every MediaPipe test hand and photo.

Part 2 (`pose_proposed`) adds five rules, R1-R5 below; each can be switched off with RULES.
Points: raw landmarks -> display frame (origin, rotationDegrees / orientation, mirroring)
-> square units (imageSize when given; none of the three files has one, so unscaled), as
Sources/GestureReplay/Poses/PoseSampleDecoder.swift and CoordinateSpace do.
"""
import json, math, collections, sys

DATA = '/work/shared/data/poses/'
SWIFT = sys.argv[1] if len(sys.argv) > 1 and not sys.argv[1].startswith('-') else '/tmp/swift-adaptive.json'  # gesture-replay poses --format json --misread 100000

# GestureConfiguration.Poses defaults (handKit == adaptive for poses)
CFG = dict(fingerExtendedRatio=1.2, fingerCurledRatio=1.0, thumbExtendedRatio=1.2,
           thumbFoldedRatio=1.0, thumbTouchRatio=0.5, minimumPalmWidth=0.25,
           minimumKnuckleRatio=0.5, thumbAlongsideRatio=0.35, thumbAwayRatio=0.4,
           thumbVerticalShare=0.57)

# Proposed new settings
NEW = dict(
    thumbStandOutRatio=0.25,     # R1: tip past every finger joint, along the thumb, in longest-knuckle units
    fingerKnuckleCurledRatio=1.2,  # R5: |MCP-tip| / |MCP-PIP| below which a finger is curled
    looseFingersCurled=3,        # R3: a thumb up/down needs at least 3 curled fingers and none extended
)
RULES = dict(R1=True, R2=True, R3=True, R4=True, R5=True, R6=False)  # R6: optional, not recommended by default

FINGERS = [(5, 6, 8), (9, 10, 12), (13, 14, 16), (17, 18, 20)]


def dist(a, b): return math.hypot(a[0] - b[0], a[1] - b[1])


# ---------------------------------------------------------------- loading
def display_points(sample, coords):
    origin = coords.get('origin', 'topLeft'); mirrored = coords.get('mirrored', False)
    turns = {'up': 0, 'right': 1, 'down': 2, 'left': 3}[coords.get('orientation', 'up')]
    if 'rotationDegrees' in sample:
        turns += int(math.fmod(sample['rotationDegrees'], 360) / 90)
    turns %= 4
    size = sample.get('imageSize') or coords.get('imageSize')
    out = []
    for p in sample['landmarks']:
        x, y = p[0], p[1]
        if origin == 'bottomLeft': y = 1 - y
        d = [(x, y), (1 - y, x), (1 - x, 1 - y), (y, 1 - x)][turns]
        if mirrored: d = (1 - d[0], d[1])
        if size:
            w, h = (size['width'], size['height']) if isinstance(size, dict) else size
            if turns % 2: w, h = h, w
            lo = max(w, h); d = (d[0] * w / lo, d[1] * h / lo)
        out.append(d)
    return out


def load(name):
    d = json.load(open(DATA + name))
    coords = d.get('coordinates', {})
    out = []
    for i, s in enumerate(d['samples']):
        s = dict(s); s.setdefault('id', str(i))
        s['P'] = display_points(s, coords)
        s['recorder'] = s.get('recorder') or s.get('repo')
        out.append(s)
    return out


# ---------------------------------------------------------------- part 1: the Swift rules
def state(r, ext, cur):
    if r > ext: return 'E'
    if r < cur: return 'C'
    return 'N'


def nearest_axis(dx, dy):
    if abs(dy) > abs(dx): return 'up' if dy < 0 else 'down'
    if abs(dx) > abs(dy): return 'right' if dx > 0 else 'left'
    return None


def shape(P, S=CFG):
    """PoseClassifier.exactShape: digit states C(urled/folded) E(xtended) N(either) A(longside)."""
    W, tMP, tTip, lMCP = P[0], P[2], P[4], P[17]
    base = dist(tMP, lMCP)
    if base == 0: return None
    tr = dist(tTip, lMCP) / base
    th = state(tr, S['thumbExtendedRatio'], S['thumbFoldedRatio'])
    fr, fs, kn = [], [], []
    for m, p, t in FINGERS:
        b = dist(W, P[p])
        if b == 0: return None
        fr.append(dist(W, P[t]) / b)
        fs.append(state(fr[-1], S['fingerExtendedRatio'], S['fingerCurledRatio']))
        kn.append(dist(W, P[m]))
    longest, shortest = max(kn), min(kn)
    touches = dist(tTip, P[8]) < S['thumbTouchRatio'] * dist(tMP, tTip)
    nearest = min(dist(tTip, P[j]) for j in (6, 7, 10, 11))
    th0 = th
    if th != 'C':
        if nearest < S['thumbAlongsideRatio'] * longest: th = 'A'
        elif th == 'E' and (touches or not (nearest > S['thumbAwayRatio'] * longest)): th = 'N'
    palmLength, palmWidth = dist(W, P[9]), dist(P[5], P[17])
    if palmLength == 0 or longest == 0: return None
    fourC = fs == ['C'] * 4
    readable = palmWidth / palmLength > S['minimumPalmWidth'] and (
        fourC or shortest / longest > S['minimumKnuckleRatio'])
    dx, dy = tTip[0] - tMP[0], tTip[1] - tMP[1]
    share = S['thumbVerticalShare']
    if share < math.sqrt(0.5) and dy * dy > share * share * (dx * dx + dy * dy):
        tdir = 'up' if dy < 0 else 'down'
    else:
        tdir = nearest_axis(dx, dy)
    return dict(thumb=th, thumb0=th0, fingers=fs, tr=tr, fr=fr, near=nearest / longest,
                longest=longest, touches=touches, readable=readable, pw=palmWidth / palmLength,
                kr=shortest / longest, tdir=tdir,
                idir=nearest_axis(P[8][0] - P[5][0], P[8][1] - P[5][1]))


def pose_of_shape(th, f, sh):
    """PoseClassifier.Shape.pose for thumb state th and finger states f."""
    f = tuple(f)
    if f == ('E',) * 4:
        return None if th == 'C' or sh['touches'] else 'openPalm'
    if f == ('C',) * 4:
        if th in 'CA': return 'closedFist'
        if th == 'E': return {'up': 'thumbUp', 'down': 'thumbDown'}.get(sh['tdir'])
        return None
    if f == ('E', 'C', 'C', 'C'):
        return 'pointingUp' if th != 'E' and sh['idir'] == 'up' else None
    if f[:2] == ('E', 'E') and f[2] in 'CN' and f[3] in 'CN': return 'victory'
    if f == ('E', 'C', 'C', 'E'):
        return 'iLoveYou' if th == 'E' else None
    return None


def pose_current(P):
    sh = shape(P)
    if sh is None or not sh['readable']: return None
    return pose_of_shape(sh['thumb'], sh['fingers'], sh)


# ---------------------------------------------------------------- part 2: proposed rules
def thumb_stand_out(P, longest):
    """R1 measure: how far the thumb tip lies beyond every finger joint (landmarks 5-20),
    measured along the thumb's own direction (MP joint -> tip), in longest wrist-to-knuckle
    distances.  > 0: the tip is past the whole fist in the direction the thumb points."""
    dx, dy = P[4][0] - P[2][0], P[4][1] - P[2][1]
    n = math.hypot(dx, dy)
    if n == 0: return float('-inf')
    ux, uy = dx / n, dy / n
    return (ux * P[4][0] + uy * P[4][1] - max(ux * P[j][0] + uy * P[j][1] for j in range(5, 21))) / longest


def proposed_shape(P, S=CFG, N=NEW, R=RULES):
    sh = shape(P, S)
    if sh is None: return None
    fs = list(sh['fingers']); th = sh['thumb']
    # R5: a finger whose tip lies within 1.2 x |MCP-PIP| of its own knuckle is curled.
    if R['R5']:
        for i, (m, p, t) in enumerate(FINGERS):
            b = dist(P[m], P[p])
            if fs[i] != 'C' and b > 0 and dist(P[m], P[t]) < N['fingerKnuckleCurledRatio'] * b:
                fs[i] = 'C'
    fourC = fs == ['C'] * 4
    vertical = sh['tdir'] in ('up', 'down')  # within acos(0.57) = 55 degrees of vertical
    # R1: a not-folded thumb whose tip stands out past every finger joint by more than
    # 0.25 longest-knuckle distances is neither alongside nor too near: extended if its ratio says so.
    if R['R1'] and th != 'C' and thumb_stand_out(P, sh['longest']) > N['thumbStandOutRatio']:
        th = 'E' if sh['tr'] > S['thumbExtendedRatio'] and not sh['touches'] else 'N'
    # R4: with the four fingers curled, a thumb that is not folded (ratio >= 1.0), stands clear of
    # the fingers (nearest > thumbAwayRatio) and points up or down is extended (a thumb up / down).
    if R['R4'] and th == 'N' and fourC and vertical and sh['tr'] >= S['thumbFoldedRatio'] \
            and sh['near'] > S['thumbAwayRatio'] and not sh['touches']:
        th = 'E'
    widthOK = sh['pw'] > S['minimumPalmWidth']
    knuckleOK = sh['kr'] > S['minimumKnuckleRatio']
    # Swift: readable = widthOK && (fourC || knuckleOK); R2: four curled fingers skip the width check too.
    readable = (fourC and (widthOK or R['R2'])) or (widthOK and knuckleOK)
    return dict(sh, thumb=th, fingers=fs, readable=readable, fourC=fourC, vertical=vertical)


def pose_proposed(P, S=CFG, N=NEW, R=RULES):
    sh = proposed_shape(P, S, N, R)
    if sh is None or not sh['readable']: return None
    f, th = sh['fingers'], sh['thumb']
    # R3: a thumb up / down also takes one half-bent finger: >= 3 curled, none extended.
    if R['R3'] and th == 'E' and not sh['fourC'] and 'E' not in f \
            and f.count('C') >= N['looseFingersCurled'] and sh['vertical']:
        return {'up': 'thumbUp', 'down': 'thumbDown'}[sh['tdir']]
    # R6 (optional): four curled fingers and a half-out thumb (neither) that does not point up or
    # down is a fist: it cannot be a thumb up/down, and the fist is the only other four-curled pose.
    if R.get('R6') and sh['fourC'] and th == 'N' and not sh['vertical']:
        return 'closedFist'
    return pose_of_shape(th, f, sh)


# ---------------------------------------------------------------- evaluation
POSES = ('openPalm', 'closedFist', 'pointingUp', 'thumbUp', 'thumbDown', 'victory', 'iLoveYou')
LABELS = ['openPalm', 'closedFist', 'thumbUp', 'thumbDown', 'victory', 'iLoveYou', 'pointer', 'none']


def index_angle(P):
    dx, dy = P[8][0] - P[5][0], P[8][1] - P[5][1]
    if dx == 0 and dy == 0: return None
    return math.degrees(math.atan2(abs(dx), -dy))


def target(s):
    lab = s.get('label')
    if lab is None: return 'unscored'
    if lab in POSES: return lab
    if lab == 'pointer':
        a = index_angle(s['P'])
        if a is None: return 'unscored'
        return 'pointingUp' if a <= 30 else (None if a >= 60 else 'unscored')
    if lab.startswith('none'): return None
    return 'unscored'


def evaluate(samples, clf):
    lab = collections.defaultdict(lambda: [0, 0]); rec = collections.defaultdict(lambda: [0, 0])
    mis = {}; conf = collections.defaultdict(collections.Counter)
    for s in samples:
        t = target(s)
        if t == 'unscored': continue
        got = clf(s['P']); ok = got == t
        key = 'none' if s['label'].startswith('none') else s['label']
        lab[key][0] += ok; lab[key][1] += 1
        rec[(key, s['recorder'])][0] += ok; rec[(key, s['recorder'])][1] += 1
        conf[key][got or 'none'] += 1
        if not ok: mis[s['id']] = got or 'none'
    return lab, rec, mis, conf


REVIEWED_NONE = {"d7dab2": 'pointingUp', "fffbf2.jpg#0": 'pointingUp', "08ba53": 'pointingUp',
                 "7005f5.jpg#1": 'thumbDown', "ebc440": 'thumbDown', "1cd6d4.jpg#0": 'thumbDown',
                 "8224ef": 'thumbDown', "c3492d.jpg#0": 'thumbDown', "fce261.jpg#0": 'pointingUp',
                 "63ef7d.jpg#0": 'thumbDown', "1cd6d4.jpg#1": 'openPalm'}


def side_checks(clf, MP, PH):
    """MediaPipe test hands (PoseDataTests.mediaPipe) and photos (PoseDataTests.photos)."""
    bad = []
    for s in MP:
        if clf(s['P']) != s['label']: bad.append(('mediapipe', s['id'], s['label'], clf(s['P'])))
    for s in PH:
        exp = next((v for k, v in REVIEWED_NONE.items() if k in s['id']), None) if s['label'] == 'none' else None
        if clf(s['P']) != exp: bad.append(('photo', s['id'], exp, clf(s['P'])))
    return bad


STALE_NOTICE = ("STALE: this port models the rules before c728641 and a proposal with R3, not the shipped "
                "rules; a disagreement with a Swift report of today's engine is expected. "
                "Measure the shipped rules with `gesture-replay poses` (see the module docstring).")


def main(quiet=False):
    print(STALE_NOTICE)
    S = load('community-dev.json'); MP = load('mediapipe-testdata.json'); PH = load('photos-call-four-rock-none.json')
    out = []
    # 1. reproduction of the Swift engine
    lab, rec, mis, conf = evaluate(S, pose_current)
    try:
        sw = {m['id']: m['read'] for m in json.load(open(SWIFT))['misread']}
        only_py = [i for i in mis if i not in sw]; only_sw = [i for i in sw if i not in mis]
        diff = [i for i in mis if i in sw and mis[i] != sw[i]]
        print(f"reproduction: python misreads {len(mis)}, swift {len(sw)}; only python {len(only_py)}, "
              f"only swift {len(only_sw)}, read differently {len(diff)}")
    except FileNotFoundError:
        print('no swift results file')
    print('current  mediapipe/photos mismatches:', side_checks(pose_current, MP, PH) or 'none')
    print('proposed mediapipe/photos mismatches:', side_checks(pose_proposed, MP, PH) or 'none')
    results = {}
    for name, clf in [('current', pose_current), ('proposed', pose_proposed)]:
        results[name] = evaluate(S, clf)
    for name in results:
        lab = results[name][0]
        print(f"{name:9s}", ' '.join(f"{k}={100 * lab[k][0] / lab[k][1]:.1f}" for k in LABELS[:-1]),
              f"none-read-as-pose={100 - 100 * lab['none'][0] / lab['none'][1]:.2f}% ({lab['none'][1] - lab['none'][0]}/{lab['none'][1]})")
    # ablation
    if not quiet:
        for r in RULES:
            R = dict(RULES, **{r: not RULES[r]})
            lab = evaluate(S, lambda P: pose_proposed(P, R=R))[0]
            print(f"{'without' if RULES[r] else 'with'} {r}:", ' '.join(f"{k}={100 * lab[k][0] / lab[k][1]:.1f}" for k in LABELS[:-1]),
                  f"noneFP={100 - 100 * lab['none'][0] / lab['none'][1]:.2f}")
    return S, MP, PH, results


if __name__ == '__main__':
    main('--quiet' in sys.argv)
