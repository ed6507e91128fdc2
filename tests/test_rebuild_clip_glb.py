#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with a character's clips edited in its .glb (the glTF animations
`warp extract` writes, FACTS.md 6.4), on the sample WAD (`warp sample`): the file saved again
with every animation resampled at 60 keys a second (keys added, as Blender bakes) and no value
changed leaves every clip's bytes; one joint's rotation changed at one key of one animation (keys
added the same way) comes back in that clip's JSON extracted again, to the stored precision, the
other clips byte-identical; the hips joint turned gives the pelvis's channel back; a joint turned
that has no channel in its clip gets a new rotation channel (the bone mask follows); an animation
keyed 10 frames on (one joint turning) lengthens its clip (the duration, the new keys; the stored
keys before them as they were), one cut after frame 19 shortens it (every channel cut there, a key
at the new end). An animation no clip has, one cut before a clip's event, one past 8191 frames, a
joint moved, and a clip edited both in the .glb and in its JSON are refused naming the file and
what, and nothing is written.

usage: test_rebuild_clip_glb.py WARP OUTDIR"""
import json, math, os, shutil, struct, subprocess, sys

from checks_py import check, finish
import glb_py as G

warp, out = sys.argv[1:3]
CHAR, SAMPLE_CHAR = "2044971641/2044971641.glb", "4045352282/4045352282.glb"
WALK, IDLE = "2939917314/warr_anim_walk.json", "2939917314/warr_anim_idle.json"


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def wad_entries(d):
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    return {i: wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)] for i in range(u32(dr, 0))}


def extract(wad_dir, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(wad_dir, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet", "--no-html")
    check("%s: extracts" % name, r.returncode == 0 and "error" not in r.stderr, r.stderr)
    return x


def rebuild(src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", wad, "--from", src, "-o", dst), dst


def qmul(a, b):
    return (a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1], a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0],
            a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3], a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2])


def lerp(a, b, u):
    v = [x + (y - x) * u for x, y in zip(a, b)]
    if len(v) == 4:
        n = math.sqrt(sum(c * c for c in v))
        v = [c / n for c in v]
    return tuple(v)


def resample(j, b, anim, rate=60):
    """Every sampler of animation anim keyed `rate` times a second (linear), as Blender bakes."""
    for s in anim["samplers"]:
        times, vals = [t for t, in G.read(j, b, s["input"])], G.read(j, b, s["output"])
        n = int(round(times[-1] * rate)) + 1
        nt, nv = [], []
        for k in range(n):
            t, i = k / rate, 0
            while i + 1 < len(times) and times[i + 1] <= t + 1e-9:
                i += 1
            u = 0 if i + 1 == len(times) else (t - times[i]) / (times[i + 1] - times[i])
            nt.append((t,))
            nv.append(lerp(vals[i], vals[min(i + 1, len(vals) - 1)], u))
        s["input"], s["output"] = G.add(j, b, nt, 5126, "SCALAR"), G.add(j, b, nv, 5126, "VEC4" if len(nv[0]) == 4 else "VEC3")


def joint(j, name):
    return [i for i, n in enumerate(j["nodes"]) if n.get("name") == name and i in j["skins"][0]["joints"]][0]


def edit_glb(x, rel, change):
    """The .glb rel of extraction x changed by change(j, b), then saved."""
    p = os.path.join(x, rel)
    j, b = G.load(p)
    change(j, b)
    G.save(p, j, b)


def turn(anim_name, node, key, deg, axis=0, rate=60):
    """One joint's rotation turned by deg about a local axis at key `key`, then the animation resampled."""
    def change(j, b):
        a = [a for a in j["animations"] if a["name"] == anim_name][0]
        ni = joint(j, node)
        ch = [c for c in a["channels"] if c["target"]["node"] == ni and c["target"]["path"] == "rotation"][0]
        s = a["samplers"][ch["sampler"]]
        vals = G.read(j, b, s["output"])
        r = [0.0, 0.0, 0.0, math.cos(math.radians(deg) / 2)]
        r[axis] = math.sin(math.radians(deg) / 2)
        vals[key] = qmul(vals[key], tuple(r))
        s["output"] = G.add(j, b, vals, 5126, "VEC4")
        if rate:
            resample(j, b, a, rate)
    return change


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
before = wad_entries(sample)
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
clip_entry = [e["index"] for e in man["entries"] for o in e["outputs"] if o["kind"] == "clip" and
              o["file"] == "warr_anim_walk.json"][0]
clips = [os.path.join(e["folder"], o["file"]) for e in man["entries"] for o in e["outputs"] if o["kind"] == "clip"]
j0, _ = G.load(os.path.join(ex, CHAR))
check("the character's .glb holds its clips as animations",
      sorted(a["name"] for a in j0.get("animations", [])) == ["warr_anim_idle", "warr_anim_walk"])

# ---- saved again, every animation resampled at 60 keys a second, no value changed: every clip as it was ----
x = extract(sample, "resampled")
edit_glb(x, CHAR, lambda j, b: [resample(j, b, a) for a in j["animations"]])
r, d = rebuild(x, "resampled_wad")
after = wad_entries(d) if r.returncode == 0 else {}
check("resampled, unchanged: rebuild exits 0, no clip encoded again, the clips' entry unchanged",
      r.returncode == 0 and "encoded again from animation" not in r.stderr and after.get(clip_entry) == before[clip_entry],
      r.stderr)


# ---- the same with the root motion node (--root-motion): held at rest, every clip as it was --------------
x = os.path.join(out, "root_motion")
r = run("extract", wad, "-o", x, "--names", names, "--quiet", "--no-html", "--root-motion")
check("root_motion: extracts", r.returncode == 0, r.stderr)
edit_glb(x, CHAR, lambda j, b: [resample(j, b, a) for a in j["animations"]])
r, d = rebuild(x, "root_motion_wad")
check("root motion node, resampled: rebuild exits 0, no clip encoded again", r.returncode == 0 and
      "encoded again from animation" not in r.stderr and wad_entries(d)[clip_entry] == before[clip_entry], r.stderr)


def comes_back(name, rel, change, clip, test, others):
    x = extract(sample, name)
    edit_glb(x, rel, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: rebuilt, the clip encoded again" % name, r.returncode == 0 and
          "clip %s encoded again from animation" % clip in r.stderr, r.stderr)
    if r.returncode:
        return
    y = extract(d, name + "_again")
    doc = json.load(open(os.path.join(y, clip_file(clip))))
    check("%s: comes back" % name, test(doc), json.dumps(doc)[:600])
    check("%s: the other clips byte-identical" % name, all(
        open(os.path.join(ex, c), "rb").read() == open(os.path.join(y, c), "rb").read() for c in others))
    after = wad_entries(d)
    check("%s: the entries without the model or the clip unchanged (the list's size records follow)" % name,
          all(after[i] == before[i] for i in before if i not in (owner[clip_file(clip)], owner[rel], glr)),
          [i for i in before if after[i] != before[i]])


def clip_file(clip):
    return [c for c in clips if os.path.basename(c) == clip + ".json"][0]


def keys_of(doc, bone):
    return [c for c in doc["rotations"] if c["bone"] == bone][0]["keys"]


glr = [e["index"] for e in man["entries"] if e["name"] == "warriors.glr"][0]
owner = {os.path.join(e["folder"], o["file"]): e["index"] for e in man["entries"] for o in e["outputs"] if "file" in o}
# bone06 is HAnim id 4 (frame 5): pose bone 6 (FACTS.md 6.4 step 1); its glTF local turns (x, y, z) as the
# pose's (x, -z, y): 20 degrees about glTF x at frame 10 is (sin 10, 0, 0, cos 10) in the clip
s10, c10 = math.sin(math.radians(10)), math.cos(math.radians(10))
old_walk = json.load(open(os.path.join(ex, WALK)))


def walk_turned(doc):
    k = keys_of(doc, 6)
    return (len(k) == 31 and [f[0] for f in k] == list(range(31)) and abs(k[10][1] - s10) < 1e-4 and
            abs(k[10][4] - c10) < 1e-4 and all(f[1:] == [0.0, 0.0, 0.0, 1.0] for i, f in enumerate(k) if i != 10) and
            all(c == o for c, o in zip(doc["rotations"], old_walk["rotations"]) if c["bone"] != 6) and
            doc["root_translation"] == old_walk["root_translation"] and doc["events"] == old_walk["events"])


comes_back("one joint at one key", CHAR, turn("warr_anim_walk", "bone06", 10, 20), "warr_anim_walk", walk_turned, [IDLE])


def walk_about_z(doc):  # glTF z is the pose's y: (0, sin, 0, cos) in the clip
    k = keys_of(doc, 6)
    return abs(k[4][2] - math.sin(math.radians(15))) < 1e-4 and abs(k[4][1]) < 1e-4 and abs(k[4][3]) < 1e-4


comes_back("about another axis, no keys added", CHAR, turn("warr_anim_walk", "bone06", 4, -30, 2, 0), "warr_anim_walk",
           walk_about_z, [IDLE])


# the hips joint (bone02, HAnim id 0 = pose bone 2): the walk animates the pelvis (bone 1), which takes the turn
def pelvis_turned(doc):
    k = keys_of(doc, 1)
    return abs(k[5][1] - math.sin(math.radians(7.5))) < 1e-4 and keys_of(doc, 2) == keys_of(old_walk, 2)


comes_back("the hips joint", CHAR, turn("warr_anim_walk", "bone02", 5, 15), "warr_anim_walk", pelvis_turned, [IDLE])


def hips_moved(j, b):  # the hips joint 0.1 m up (glTF y = the pose's z) at frame 5: the pelvis position moves
    a = [a for a in j["animations"] if a["name"] == "warr_anim_walk"][0]
    ch = [c for c in a["channels"] if c["target"]["node"] == joint(j, "bone02") and c["target"]["path"] == "translation"][0]
    s = a["samplers"][ch["sampler"]]
    vals = G.read(j, b, s["output"])
    vals[5] = (vals[5][0], vals[5][1] + 0.1, vals[5][2])
    s["output"] = G.add(j, b, vals, 5126, "VEC3")


def pelvis_moved(doc):
    def at(keys, f):  # the old root translation at frame f (lerped between its keys)
        k = max(i for i, key in enumerate(keys) if key[0] <= f)
        if keys[k][0] == f or k + 1 == len(keys):
            return keys[k][1:]
        u = (f - keys[k][0]) / (keys[k + 1][0] - keys[k][0])
        return [a + (b - a) * u for a, b in zip(keys[k][1:], keys[k + 1][1:])]
    new, old = doc["root_translation"], old_walk["root_translation"]
    want = at(old, 5)
    return (len(new) == 31 and abs(new[5][3] - want[2] - 0.1) < 0.002 and all(abs(a - b) < 0.002 for a, b in zip(
        new[5][1:3], want[:2])) and all(abs(a - b) < 0.002 for a, b in zip(new[6][1:], at(old, 6))) and
        doc["rotations"] == old_walk["rotations"])


comes_back("the hips joint moved", CHAR, hips_moved, "warr_anim_walk", pelvis_moved, [IDLE])
SAMPLE_IDLE = clip_file("warr_sample_idle.anm")
old_sample = json.load(open(os.path.join(ex, clip_file("warr_sample_walk.anm"))))


def sample_turned(doc):
    # this model's bone02 carries HAnim id 2: pose bone 4, keyed at frames 0 and 30 (nlerped between); frame 3
    # turned 10 degrees about glTF x = the pose's x, after the clip's own rotation
    k0, k1 = keys_of(old_sample, 4)
    q = qmul(lerp(k0[1:], k1[1:], 3 / 30), (math.sin(math.radians(5)), 0, 0, math.cos(math.radians(5))))
    k = keys_of(doc, 4)
    return len(k) == 31 and all(abs(a - b) < 1e-4 for a, b in zip(k[3][1:], q)) and keys_of(doc, 1) == keys_of(
        old_sample, 1) and keys_of(doc, 5) == keys_of(old_sample, 5)


comes_back("the second character", SAMPLE_CHAR, turn("warr_sample_walk.anm", "bone02", 3, 10), "warr_sample_walk.anm",
           sample_turned, [SAMPLE_IDLE, IDLE, WALK])


# ---- a joint with no channel in its clip turned: a new rotation channel (the bone mask follows) ----------
def new_channel(doc):
    # bone10 of the sample model is pose bone 12, held at the game's reference pose (the quantised key at frame 0
    # shows it); frame 5 turned 15 degrees about glTF x = the pose's x after it
    k, ref = keys_of(doc, 12), keys_of(doc, 12)[0][1:]
    q = qmul(ref, (math.sin(math.radians(7.5)), 0, 0, math.cos(math.radians(7.5))))
    return (len(k) == 31 and all(abs(a - b) < 2e-4 for a, b in zip(k[5][1:], q)) and
            all(f[1:] == ref for i, f in enumerate(k) if i != 5) and doc["descriptor"]["bone_mask"][1] & 0x10 and
            [c for c in doc["rotations"] if c["bone"] != 12] == old_sample["rotations"] and
            doc["duration"] == old_sample["duration"] and doc["events"] == old_sample["events"])


comes_back("a new channel", SAMPLE_CHAR, turn("warr_sample_walk.anm", "bone10", 5, 15), "warr_sample_walk.anm",
           new_channel, [SAMPLE_IDLE, IDLE, WALK])


# ---- a clip lengthened or shortened in its animation: its frames follow the last key ---------------------
def lengthen(anim_name, frames, node, deg):
    """Every sampler of the animation keyed on to frame 30 + frames, its last value held; node's rotation
    turned deg about glTF x at the new last frame (nlerped from frame 30 on)."""
    def change(j, b):
        a = [a for a in j["animations"] if a["name"] == anim_name][0]
        ni = joint(j, node)
        for ch in a["channels"]:
            s = a["samplers"][ch["sampler"]]
            times, vals = [t for t, in G.read(j, b, s["input"])], G.read(j, b, s["output"])
            end, last = len(times) - 1, vals[-1]
            tip = last
            if ch["target"]["node"] == ni and ch["target"]["path"] == "rotation":
                tip = qmul(last, (math.sin(math.radians(deg) / 2), 0, 0, math.cos(math.radians(deg) / 2)))
            for f in range(1, frames + 1):
                times.append(((end + f) / 30,))
                vals.append(lerp(last, tip, f / frames))
            s["input"] = G.add(j, b, [t if isinstance(t, tuple) else (t,) for t in times], 5126, "SCALAR")
            s["output"] = G.add(j, b, vals, 5126, "VEC4" if len(vals[0]) == 4 else "VEC3")
    return change


def cut(anim_name, last):
    """Every sampler of the animation cut after frame `last` (the keys past it dropped)."""
    def change(j, b):
        a = [a for a in j["animations"] if a["name"] == anim_name][0]
        for s in a["samplers"]:
            times, vals = [t for t, in G.read(j, b, s["input"])], G.read(j, b, s["output"])
            n = len([t for t in times if t <= last / 30 + 1e-6])
            s["input"] = G.add(j, b, [(t,) for t in times[:n]], 5126, "SCALAR")
            s["output"] = G.add(j, b, vals[:n], 5126, "VEC4" if len(vals[0]) == 4 else "VEC3")
    return change


def lengthened(doc):  # 10 frames more: bone 6 keyed at every frame, the turn at frame 40, the rest as stored
    k = keys_of(doc, 6)
    return (doc["duration"] == 1.333333 and len(k) == 41 and [f[0] for f in k] == list(range(41)) and
            abs(k[40][1] - s10) < 1e-4 and abs(k[40][4] - c10) < 1e-4 and abs(k[35][1] - math.sin(math.radians(5))) < 2e-3
            and all(f[1:] == [0.0, 0.0, 0.0, 1.0] for f in k[:31]) and
            all(c == o for c, o in zip(doc["rotations"], old_walk["rotations"]) if c["bone"] != 6) and
            doc["root_translation"] == old_walk["root_translation"] and doc["events"] == old_walk["events"] and
            doc["root_velocity"] == old_walk["root_velocity"])


comes_back("lengthened", CHAR, lengthen("warr_anim_walk", 10, "bone06", 20), "warr_anim_walk", lengthened, [IDLE])


def shortened(doc):  # cut after frame 19: every channel's keys before it as stored, one at 19 where one was past it
    def cut_ok(new, old):
        kept = [k for k in old if k[0] < 19]
        return new[:len(kept)] == kept and new[-1][0] == 19 if old[-1][0] > 19 else new == old
    def at(keys, f):
        k = max(i for i, key in enumerate(keys) if key[0] <= f)
        u = (f - keys[k][0]) / (keys[k + 1][0] - keys[k][0])
        return [a + (b - a) * u for a, b in zip(keys[k][1:], keys[k + 1][1:])]
    rt, ort = doc["root_translation"], old_walk["root_translation"]
    return (doc["duration"] == 0.633333 and
            all(cut_ok(c["keys"], o["keys"]) for c, o in zip(doc["rotations"], old_walk["rotations"])) and
            [c["bone"] for c in doc["rotations"]] == [c["bone"] for c in old_walk["rotations"]] and
            cut_ok(rt, ort) and all(abs(a - b) < 2e-3 for a, b in zip(rt[-1][1:], at(ort, 19))) and
            cut_ok(doc["root_velocity"], old_walk["root_velocity"]) and doc["events"] == old_walk["events"])


comes_back("shortened", CHAR, cut("warr_anim_walk", 19), "warr_anim_walk", shortened, [IDLE])


# ---- refusals: nothing written ------------------------------------------------------------------
def new_animation(j, b):
    a = json.loads(json.dumps([a for a in j["animations"] if a["name"] == "warr_anim_walk"][0]))
    a["name"] = "new_dance"
    j["animations"].append(a)


def moved(j, b):
    a = [a for a in j["animations"] if a["name"] == "warr_anim_idle"][0]
    ni = joint(j, "bone06")
    ch = [c for c in a["channels"] if c["target"]["node"] == ni and c["target"]["path"] == "translation"][0]
    s = a["samplers"][ch["sampler"]]
    vals = G.read(j, b, s["output"])
    vals[7] = (vals[7][0], vals[7][1] + 0.05, vals[7][2])
    s["output"] = G.add(j, b, vals, 5126, "VEC3")


for name, rel, change, says in [
        ("new_animation", CHAR, new_animation, "animation new_dance is no clip"),
        ("event_past_end", CHAR, cut("warr_anim_walk", 10), "event 1 (type 11) is at frame 15"),
        ("too_long", CHAR, lengthen("warr_anim_walk", 8200, "bone06", 20), "8231 frames, past the 8191"),
        ("moved", CHAR, moved, "joint bone06 is moved"),
        ("twice", CHAR, turn("warr_anim_walk", "bone06", 10, 20), "edited both")]:
    x = extract(sample, name)
    edit_glb(x, rel, change)
    if name == "twice":
        p = os.path.join(x, WALK)
        doc = json.load(open(p))
        doc["events"] = doc["events"]
        json.dump(doc, open(p, "w"))
    r, d = rebuild(x, name + "_wad")
    check("%s: refused naming the file and %s" % (name, says), r.returncode != 0 and rel in r.stderr and
          says in r.stderr and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)

finish("rebuild_clip_glb")
