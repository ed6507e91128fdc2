#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with edited scenes (`<scene>.json`) and the scene list (`scene_list.json`), on the
sample WAD (`warp sample`): every scene's JSON and the list read back and encoded again give their own bytes (each
file touched, no value changed: rebuild says the entries came out unchanged); each edit made alone on a fresh
extraction comes back in the scene extracted again, the other entries unchanged (a position key moved, a key added:
the record grows and the scene list's size follows; a rotation key; a role clip's key through the clip encoder; a
role clip's duration; a camera event's field of view; a role event's position; a definition's pose, a light's cone,
a camera's far plane; the label and frame count; a segment's key; a list id; a role added by hand (its definition,
clip keys, events; the scene's .glb places it), an object copied, a role and an object removed, a segment's camera
track removed and an object track added); derived fields, the clip's events in the clips' shape, a rename, a second
camera, a role naming no character of the Character List, an offset no old item has, a segment with more tracks than
its header has definitions, a role inserted before the one an unedited segment's clip was made for and a list record
removed are refused naming the file and the field, nothing written.

usage: test_rebuild_scene.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish

warp, out = sys.argv[1:3]
HEAD = os.path.join("cs_sample.scn", "cs_sample.json")
SEG = os.path.join("cs_sampleaa.scn", "cs_sampleaa.json")
LIST = os.path.join("scene_list.cnk", "scene_list.json")


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


def edit(name, rel, change):
    x = os.path.join(out, name)  # a copy of the first extraction: what extracting again would write
    shutil.rmtree(x, ignore_errors=True)
    shutil.copytree(ex, x)
    p = os.path.join(x, rel)
    doc = json.load(open(p))
    change(doc)
    json.dump(doc, open(p, "w"), indent=1)
    return x


def comes_back(name, rel, change, test, changed=(HEAD,)):
    """rel edited by change(doc) alone: rebuilt, extracted again, test(doc again) holds; only the entries of
    the files in changed differ."""
    x = edit(name, rel, change)
    r, d = rebuild(x, name + "_wad")
    check("%s: rebuilt" % name, r.returncode == 0 and "scene" in r.stderr, r.stderr)
    if r.returncode:
        return
    y = extract(d, name + "_again")
    doc = json.load(open(os.path.join(y, rel)))
    check("%s: comes back" % name, test(doc), json.dumps(doc)[:600])
    after = wad_entries(d)
    want = set(index[os.path.dirname(c)] for c in changed)
    check("%s: only %s changed" % (name, sorted(want)), set(i for i in before if after[i] != before[i]) == want,
          sorted(i for i in before if after[i] != before[i]))
    return y


def refused(name, rel, change, words):
    x = edit(name, rel, change)
    r, d = rebuild(x, name + "_wad")
    said = r.stderr.replace(os.sep, "/")
    check("%s: refused naming the file and %s" % (name, words), r.returncode != 0 and rel.replace(os.sep, "/") in said
          and all(w in said for w in words) and (not os.path.exists(d) or os.listdir(d) == []), r.stderr)


def close(a, b, eps=0.001):
    return len(a) == len(b) and all(abs(x - y) < eps for x, y in zip(a, b))


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
before = wad_entries(sample)
ex = extract(sample, "ex")
man = json.load(open(os.path.join(ex, "manifest.json")))
index = {e["folder"]: e["index"] for e in man["entries"]}
files = [os.path.join(e["folder"], o["file"]) for e in man["entries"] for o in e["outputs"]
         if o["kind"] in ("scene", "scene_list")]
check("the sample's scenes and list are extracted with hashes (3 files)", sorted(files) == sorted([HEAD, SEG, LIST]) and
      all(p.replace(os.sep, "/") in e["files"] for e in man["entries"] for p in files if e["folder"] == os.path.dirname(p)),
      files)

# ---- every scene and the list read back and encoded again, no value changed: their own bytes -------------
x = extract(sample, "touched")
for rel in files:
    open(os.path.join(x, rel), "a").write("\n")
r, d = rebuild(x, "touched_wad")
unchanged = [l for l in r.stderr.replace(os.sep, "/").splitlines() if "came out unchanged" in l]
check("every scene JSON and the list touched: each encodes to its own bytes (%d files)" % len(files),
      r.returncode != 0 and all(any(rel.replace(os.sep, "/") in l for l in unchanged) for rel in files) and
      (not os.path.exists(d) or os.listdir(d) == []), r.stderr)


# ---- each edit alone --------------------------------------------------------------------------------
def obj(doc):
    return doc["tracks"]["objects"][0]


comes_back("position_key", HEAD, lambda d: obj(d)["position_keys"][1].__setitem__("position", [1.5, 3.25, -4]),
           lambda d: obj(d)["position_keys"][1]["position"] == [1.5, 3.25, -4] and d["size"] == 1136)


def add_key(d):
    obj(d)["position_keys"].append({"frame": 75, "position": [0.5, 0.25, 1]})


y = comes_back("position_key_added", HEAD, add_key,
               lambda d: obj(d)["position_keys"][2] == {"frame": 75, "time": 2.5, "position": [0.5, 0.25, 1]} and
               d["size"] == 1152 and obj(d)["position_bytes"] == 48, changed=(HEAD, LIST))
if y:
    lst = json.load(open(os.path.join(y, LIST)))
    check("position_key_added: the scene list's size follows the record (1136 -> 1152)",
          lst["scenes"][0]["size"] == 1152 and lst["scenes"][1]["size"] == 240, lst)

comes_back("rotation_key", HEAD, lambda d: obj(d)["rotation_keys"][1].__setitem__("rotation", [0, 0, 0.6, 0.8]),
           lambda d: close(obj(d)["rotation_keys"][1]["rotation"], [0, 0, 0.6, 0.8], 1e-4))


def role(d):
    return d["tracks"]["roles"][0]


comes_back("role_key", HEAD, lambda d: role(d)["clip"]["keys"]["root_translation"].__setitem__(1, [60, 2.5, -1, 0.5]),
           lambda d: close(role(d)["clip"]["keys"]["root_translation"][1][1:], [2.5, -1, 0.5]) and
           role(d)["clip"]["keys"]["root_translation"][1][0] == 60)
comes_back("role_key_added", HEAD, lambda d: role(d)["clip"]["keys"]["root_translation"].append([75, 3, 0, 0]),
           lambda d: len(role(d)["clip"]["keys"]["root_translation"]) == 3 and
           role(d)["clip"]["section_bytes"] == [0, 24, 0] and d["size"] == 1152, changed=(HEAD, LIST))
comes_back("role_duration", HEAD, lambda d: role(d).__setitem__("duration", 2.5),
           lambda d: role(d)["duration"] == 2.5 and role(d)["clip"]["keys"]["duration"] == 2.5 and d["part_duration"] == 2.5)
comes_back("role_event_position", HEAD, lambda d: role(d)["events"][0].__setitem__("position", [-3, 1.5, 0.25]),
           lambda d: role(d)["events"][0]["position"] == [-3, 1.5, 0.25] and role(d)["events"][1]["value"] == 0)
comes_back("camera_fov", HEAD, lambda d: d["tracks"]["camera"][0]["events"][0].__setitem__("fov", 45),
           lambda d: d["tracks"]["camera"][0]["events"][0]["fov"] == 45 and
           d["tracks"]["camera"][0]["events"][0]["args"] == "00000000000034420000003f0000964200000000")
comes_back("camera_event_added", HEAD, lambda d: d["tracks"]["camera"][0]["events"].append(
    {"frame": 85, "type": 27, "args": "0000000000000000000000000000000000000000", "seconds": 0.5}),
    lambda d: d["tracks"]["camera"][0]["events"][4] == {"frame": 85, "time": 2.83333, "type": 27, "args":
                                                      "000000000000003f000000000000000000000000", "fade": "out",
                                                      "seconds": 0.5}, changed=(HEAD, LIST))


def pose(d):
    d["definitions"]["objects"][0]["start"]["position"] = [1.25, -0.5, 4, 1]
    d["definitions"]["lights"][0]["cone"] = 33
    d["definitions"]["camera"][0]["near_far_radius_fov"][1] = 120


comes_back("definitions", HEAD, pose, lambda d: d["definitions"]["objects"][0]["start"]["position"] == [1.25, -0.5, 4, 1]
           and d["definitions"]["lights"][0]["cone"] == 33 and d["definitions"]["lights"][0]["words50"][5] == "0x42040000"
           and d["definitions"]["camera"][0]["near_far_radius_fov"] == [0.5, 120, 500, 65.4700012])
comes_back("label_frames", HEAD, lambda d: d.update(label="cs_sample_02", frame_count=99),
           lambda d: d["label"] == "cs_sample_02" and d["frame_count"] == 99)
comes_back("segment_key", SEG, lambda d: d["tracks"]["camera"][0]["position_keys"][0].__setitem__("position", [3, -5, 2]),
           lambda d: d["tracks"]["camera"][0]["position_keys"][0]["position"] == [3, -5, 2], changed=(SEG,))
comes_back("list_id", LIST, lambda d: d["scenes"][1].__setitem__("id", 7), lambda d: d["scenes"][1]["id"] == 7 and
           d["scenes"][1]["name"] == "cs_sampleaa", changed=(LIST,))


# ---- roles, objects and camera tracks added and removed (docs/patch.md "Scenes that grow") -----------------
def new_role(d):
    """A role added by hand: no "offset" (it is read over no old role), the Character List's warr_anim."""
    defn = json.loads(json.dumps(d["definitions"]["roles"][0]))
    defn.update(name="warr_anim", start={"position": [3, 1, 0, 1], "rotation": [0, 0, 0.6, 0.8]},
                end={"position": [4, 2, 0, 1], "rotation": [0, 0, 0, 1]})
    del defn["offset"]
    t = json.loads(json.dumps(role(d)))
    for k in ("offset", "keys_offset"):
        del t[k]
    t["clip"]["name"] = t["clip"]["keys"]["name"] = "cs_sample_anim"
    t["clip"]["keys"]["root_translation"] = [[0, 0, 0, 0], [30, 0.5, 0.25, 0], [60, 1, 1, 0]]
    t["clip"]["keys"]["events"] = []  # a view of "events": none for a role added
    t["events"] = [{"frame": 0, "type": 21, "args": "00" * 20, "position": [3, 1, 0]},
                   {"frame": 0, "type": 22, "args": "00" * 20, "value": 1.25},
                   {"frame": 60, "type": 21, "args": "00" * 20, "position": [4, 2, 0]}]
    d["definitions"]["roles"].append(defn)
    d["tracks"]["roles"].append(t)


def role_added(d):
    r, t = d["definitions"]["roles"], d["tracks"]["roles"]
    ev = t[1]["events"] if len(t) == 2 else []
    return (d["counts"]["roles"] == 2 and [x["name"] for x in r] == ["warr_sample", "warr_anim"] and
            r[1]["start"]["position"] == [3, 1, 0, 1] and close(r[1]["start"]["rotation"], [0, 0, 0.6, 0.8], 1e-6) and
            r[1]["end"]["position"] == [4, 2, 0, 1] and t[1]["clip"]["name"] == "cs_sample_anim" and
            [k[0] for k in t[1]["clip"]["keys"]["root_translation"]] == [0, 30, 60] and
            close(t[1]["clip"]["keys"]["root_translation"][1][1:], [0.5, 0.25, 0], 0.002) and
            [(e["frame"], e["type"]) for e in ev] == [(0, 21), (0, 22), (60, 21)] and ev[0]["position"] == [3, 1, 0]
            and ev[1]["value"] == 1.25 and ev[2]["position"] == [4, 2, 0] and t[0]["events"] == role(json.load(
                open(os.path.join(ex, HEAD))))["events"] and d["size"] > 1136)


def glb_nodes(p):
    b = open(p, "rb").read()
    doc = json.loads(b[20:20 + u32(b, 12)])
    return {n.get("name"): n.get("translation") for n in doc["nodes"]}


def copy_object(d):
    o, t = json.loads(json.dumps(d["definitions"]["objects"][0])), json.loads(json.dumps(obj(d)))
    o["name"] = "dyn_crate"
    o["start"]["position"] = [0, 2, 1, 1]
    t["position_keys"][0]["position"] = [0, 2, 1]
    d["definitions"]["objects"].append(o)  # "offset" kept: read over object 0, as a copy
    d["tracks"]["objects"].append(t)


def object_added(d):
    return (d["counts"]["objects"] == 2 and [o["name"] for o in d["definitions"]["objects"]] == ["dyn_box", "dyn_crate"]
            and d["definitions"]["objects"][1]["start"]["position"] == [0, 2, 1, 1] and
            d["tracks"]["objects"][1]["position_keys"][0]["position"] == [0, 2, 1] and
            d["tracks"]["objects"][1]["rotation_keys"] == obj(d)["rotation_keys"])


y = comes_back("role_object_added", HEAD, lambda d: (new_role(d), copy_object(d)),
               lambda d: role_added(d) and object_added(d), changed=(HEAD, LIST))
if y:
    lst = json.load(open(os.path.join(y, LIST)))
    scn = json.load(open(os.path.join(y, HEAD)))
    check("role_object_added: the scene list's size follows (%d)" % scn["size"], lst["scenes"][0]["size"] == scn["size"],
          lst)
    nodes = glb_nodes(os.path.join(y, "cs_sample.scn", "cs_sample.glb"))
    check("role_object_added: the scene's .glb places the new role (glTF axes: x, z, -y)",
          nodes.get("warr_anim") == [3, 0, -1] and nodes.get("warr_sample") == [-2, 0, -1], nodes)


def remove_role_object(d):
    new_role(d)  # two roles, then the first removed: the second is read over no old one
    d["definitions"]["roles"].pop(0)
    d["tracks"]["roles"].pop(0)
    d["definitions"]["objects"].pop()
    d["tracks"]["objects"].pop()


comes_back("role_object_removed", HEAD, remove_role_object,
           lambda d: d["counts"]["roles"] == 1 and d["definitions"]["roles"][0]["name"] == "warr_anim" and
           d["definitions"]["roles"][0]["start"]["position"] == [3, 1, 0, 1] and
           [e["frame"] for e in role(d)["events"]] == [0, 0, 60] and d["counts"]["objects"] == 0 and
           d["tracks"]["objects"] == [], changed=(HEAD, LIST))


def segment_edits(d):
    d["tracks"]["camera"].pop()
    d["tracks"]["objects"].append({"word00": "0x00000000", "duration": 1, "position_keys": [
        {"frame": 60, "position": [1.5, 2, 4]}, {"frame": 90, "position": [1.5, 3, 4]}],
        "rotation_keys": [{"frame": 60, "rotation": [0, 0, 0, 1]}], "events": []})


comes_back("segment_camera_removed_object_added", SEG, segment_edits,
           lambda d: d["counts"]["camera"] == 0 and d["counts"]["objects"] == 1 and
           [k["position"] for k in d["tracks"]["objects"][0]["position_keys"]] == [[1.5, 2, 4], [1.5, 3, 4]] and
           d["tracks"]["objects"][0]["rotation_keys"][0]["frame"] == 60, changed=(SEG, LIST))


def segment_new_camera(d):
    """The segment's camera track replaced by one written by hand (no "offset": a camera track gained)."""
    d["tracks"]["camera"] = [{"word00": "0x00000000", "duration": 1.5, "position_keys": [
        {"frame": 60, "position": [0, -9, 2]}, {"frame": 105, "position": [1, -9, 2.5]}],
        "rotation_keys": [], "events": [{"frame": 60, "type": 26, "args": "00" * 20, "fov": 50, "near": 0.5,
                                         "far": 80}]}]


comes_back("segment_camera_added", SEG, segment_new_camera,
           lambda d: d["counts"]["camera"] == 1 and d["tracks"]["camera"][0]["duration"] == 1.5 and
           [k["position"] for k in d["tracks"]["camera"][0]["position_keys"]] == [[0, -9, 2], [1, -9, 2.5]] and
           d["tracks"]["camera"][0]["rotation_keys"] == [] and d["tracks"]["camera"][0]["events"][0]["fov"] == 50,
           changed=(SEG, LIST))

# ---- refused by name ------------------------------------------------------------------------------------
refused("second_camera", HEAD, lambda d: (d["definitions"]["camera"].append(d["definitions"]["camera"][0]),
                                          d["tracks"]["camera"].append(d["tracks"]["camera"][0])),
        ["tracks.camera", "a second camera"])
refused("segment_second_camera", SEG, lambda d: d["tracks"]["camera"].append(d["tracks"]["camera"][0]),
        ["tracks.camera", "a second camera"])
refused("offset_unknown", HEAD, lambda d: d["definitions"]["objects"][0].__setitem__("offset", 300),
        ['definitions.objects[0].offset', "not the offset of one of the old record's"])
refused("new_role_clip_events", HEAD, lambda d: (new_role(d), d["tracks"]["roles"][1]["clip"]["keys"].__setitem__(
    "events", role(d)["clip"]["keys"]["events"][:1])), ["tracks.roles[1].clip.keys.events", "view"])
refused("role_unknown", HEAD, lambda d: (new_role(d), d["definitions"]["roles"][1].__setitem__("name", "warrcl")),
        ["definitions.roles[1].name", '"warrcl" is no character the Character List'])
refused("segment_past_header", SEG, lambda d: d["tracks"]["roles"].append(d["tracks"]["roles"][0]),
        ["segment cs_sampleaa holds 2 role tracks, its header cs_sample 1 role"])
refused("header_camera_removed", HEAD, lambda d: (d["definitions"]["camera"].pop(), d["tracks"]["camera"].pop()),
        ["segment cs_sampleaa holds 1 camera track, its header cs_sample 0 cameras"])


def role_inserted(d):
    new_role(d)  # the new role put first: the old role moves to index 1, the segment's clip 0 was made for it
    d["definitions"]["roles"].insert(0, d["definitions"]["roles"].pop())
    d["tracks"]["roles"].insert(0, d["tracks"]["roles"].pop())


refused("role_inserted", HEAD, role_inserted, ["roles[0] onwards moved", "segment cs_sampleaa (not edited) holds 1 role"])
refused("counts", HEAD, lambda d: d["counts"].__setitem__("objects", 3), ['counts."objects"', "derived"])
refused("size", HEAD, lambda d: d.__setitem__("size", 2000), ['"size"', "derived"])
refused("keys_offset", HEAD, lambda d: obj(d).__setitem__("keys_offset", 900), ['tracks.objects[0]."keys_offset"', "derived"])
refused("total_bytes", HEAD, lambda d: obj(d).__setitem__("total_bytes", 64), ['"total_bytes"', "derived"])
refused("mask", HEAD, lambda d: role(d)["clip"].__setitem__("mask", "0100000000"), ["clip.mask", "derived"])
refused("clip_events", HEAD, lambda d: role(d)["clip"]["keys"]["events"][0].__setitem__("type", 9),
        ["clip.keys.events", "view"])
refused("rename", HEAD, lambda d: d.__setitem__("name", "cs_other"), ['name', "renaming"])
refused("camera_words50", HEAD, lambda d: d["definitions"]["camera"][0]["words50"].__setitem__(2, "0x00000000"),
        ["words50", "near_far_radius_fov"])
refused("frames_back", HEAD, lambda d: obj(d)["position_keys"][1].__setitem__("frame", 0) or
        obj(d)["position_keys"].insert(0, {"frame": 5, "position": [0, 0, 0]}), ["position_keys", "frames go back"])
refused("both_durations", HEAD, lambda d: (role(d).__setitem__("duration", 3),
                                           role(d)["clip"]["keys"].__setitem__("duration", 4)), ["duration", "disagree"])
refused("list_size", LIST, lambda d: d["scenes"][0].__setitem__("size", 1200), ['scenes[0]."size"', "derived"])
refused("list_removed", LIST, lambda d: d["scenes"].pop(), ['"scenes"', "records added or removed"])
refused("not_json", HEAD, lambda d: d.__setitem__("tracks", 5), ["tracks", "missing"])
finish("rebuild_scene")
