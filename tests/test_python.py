"""Test of the Python package on the sample WAD. Exit 77 = skip.

Run by meson twice: `python` imports python/libwarp from the source tree with WARP_LIB set;
`python_package` (tests/python_package.sh) runs it with the interpreter of a venv that
`pip install ./python` installed into (WARP_INSTALLED=1), where numpy is required
(WARP_REQUIRE_NUMPY=1) so the array paths are always tested. WARP_TOOL: the warp tool."""
import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
if not os.environ.get("WARP_INSTALLED"):
    sys.path.insert(0, os.path.join(HERE, "..", "python"))


def close(a, b):
    """Equal numbers (float32 against the JSON's 9 digits), recursively through lists and tuples."""
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(close(x, y) for x, y in zip(a, b))
    if isinstance(a, float) or isinstance(b, float):
        return abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
    return a == b


def load(xdir, entry, name):
    with open(os.path.join(xdir, entry, name)) as f:
        return json.load(f)


def check_paths(libwarp, lev, xdir, check):
    want = load(xdir, "level1.lev", "paths.json")
    got = libwarp.paths(lev)
    check(got is not None and len(got.paths) == want["header"]["paths"] == 3 and len(got.nodes) == 3, "paths: %r" % got)
    if got is None:
        return
    for p, w in zip(got.paths, want["paths"]):
        same = (p.index, p.area, p.is_outline, p.first_vertex, p.membership, p.ground) == (
            w["index"], w["area"], w["outline"], w["first_vertex"], w["membership"], w["ground"])
        same = same and close(p.vertices, w["vertices"]) and close(p.box, w["box"]) and p.flags == int(w["flags"], 16)
        same = same and list(p.slab_start) == w["slab_start"] and p.slabs == w["slabs"]
        same = same and (p.area_record if p.area_record is not None else -1) == w["area_record"]
        same = same and (p.area_record is None or (p.first_node, p.node_count) == (w["first_node"], w["node_count"]))
        check(same, "path %d: %r vs %r" % (p.index, p.__dict__, w))
    for n, w in zip(got.nodes, want["nodes"]):
        edges = [{"from": e.target, "kind": hex(e.kind), "door": e.door, "avoid": e.avoid} for e in n.edges]
        check(close(n.position, w["position"]) and edges == w["edges"], "path node %d: %r" % (n.index, n))
    check([["0x%08x" % v for v in a] for a in got.area_records] == want["area_records"], "path area records")
    check((got.lists_offset, got.lists_len, got.tail_len, got.slab_lists) ==
          (want["lists_offset"], want["lists_bytes"], want["tail_bytes"], want["slab_lists"]), "path lists")
    # sample/level.c: the hole around the wall, and node 1's door edge to node 2
    check(got.paths[1].vertices == [(-6.0, 9.0), (-6.0, 11.0), (6.0, 11.0), (6.0, 9.0)] and not got.paths[1].is_outline,
          "the hole's vertices")
    e = got.nodes[1].edges[1]
    check((e.target, e.kind, e.door, e.avoid) == (2, 0x10, 3, 1), "door edge: %r" % e)


def check_level(libwarp, wad, xdir, check):
    lev = wad.data(wad.find("level1.lev"))
    subs = libwarp.subtitles(lev)
    want = load(xdir, "level1.lev", "subtitles.json")
    flat = [(lang["language"], sc["scene"], c["kind"], c["text"]) for lang in want["languages"]
            for sc in lang["scenes"] for c in sc["captions"]]
    check([(s.language, s.scene, s.kind, s.text) for s in subs if s.kind > 1] == flat and len(subs) == want["records"],
          "subtitles: %r" % subs)
    check(len(subs) == 8 and subs[4].text.encode("latin-1") == b"Caf\xe9 du monde." and subs[7].language == "GERMAN",
          "subtitle bytes and languages")
    occ = libwarp.occluders(lev)
    want = load(xdir, "level1.lev", "level.json")["occluders"]
    check(len(occ) == len(want) == 1 and close(occ[0].points, want[0]["points"]) and
          close(occ[0].planes, want[0]["planes"]) and occ[0].active == want[0]["active"], "occluders: %r" % occ)
    check(occ and occ[0].points[1][:3] == (5.0, 10.0, 0.0), "occluder P1 over the wall")
    check_paths(libwarp, lev, xdir, check)
    # a level of one hand-made 0x53 chunk: two occluders, no subtitles, no paths
    rec = lambda x: struct.pack("<12f", *[0.0] * 12) + struct.pack("<15f", x, 1, 2, 1, x + 1, 1, 2, 1, x, 1, 3, 1,
                                                                    x + 1, 1, 3) + b"\0\0\0\x01"
    payload = struct.pack("<I12x", 2) + rec(7.0) + rec(-7.0)
    fake = struct.pack("<4I", 1, len(payload), 0, 99) + struct.pack("<4I", 0x53, len(payload), 0, 99) + payload
    occ = libwarp.occluders(fake)
    check(len(occ) == 2 and occ[1].points[0] == (-7.0, 1.0, 2.0, 1.0) and occ[1].points[3][:3] == (-6.0, 1.0, 3.0) and
          occ[0].active == 1, "hand-made occluders: %r" % occ)
    check(libwarp.subtitles(fake) == [] and libwarp.paths(fake) is None, "a level without subtitles or paths")
    try:
        libwarp.subtitles(wad.data(wad.find("level1.lua")))
        check(False, "subtitles of a Lua script")
    except libwarp.Error as e:
        check(e.status == -6, "subtitles of bytes that are no container: WARP_E_MAGIC, got %d" % e.status)
    try:
        libwarp.occluders(fake[:-1])
        check(False, "a cut occluder chunk accepted")
    except libwarp.Error as e:
        check(e.status < 0, "cut occluder chunk: an error")


def check_scene_track(t, w, check):
    same = (t.offset, t.keys_offset, t.word00) == (w["offset"], w["keys_offset"], int(w["word00"], 16))
    same = same and close(t.duration, w["duration"])
    events = [(e["frame"], e["type"], e["args"]) for e in w["events"]]
    same = same and [(f, ty, a.hex()) for f, ty, a in t.events] == events
    if t.group == "roles":
        c = w["clip"]
        same = same and (t.name, list(t.section_bytes), t.channels, t.mask.hex()) == (
            c["name"], c["section_bytes"], c["channels"], c["mask"])
        clip = t.clip()
        trans = [k for kind, _bone, keys in clip.channels if kind == 1 for k in keys]
        same = same and clip.name == c["keys"]["name"] and close(trans, c["keys"]["root_translation"])
    else:
        same = same and (t.total_bytes, t.position_bytes) == (w["total_bytes"], w["position_bytes"])
        same = same and close([k[1:] for k in t.position_keys], [k["position"] for k in w["position_keys"]])
        same = same and close([k[1:] for k in t.rotation_keys], [k["rotation"] for k in w["rotation_keys"]])
        same = same and [k[0] for k in t.position_keys] == [k["frame"] for k in w["position_keys"]]
    check(same, "scene track %s %d: %r vs %r" % (t.group, t.index, t.__dict__, w))


def check_scene_definition(d, w, check):
    same = (d.offset, d.name) == (w["offset"], w["name"]) and close(d.start_position, w["start"]["position"])
    same = same and close(d.start_rotation, w["start"]["rotation"]) and close(d.end_position, w["end"]["position"])
    same = same and close(d.end_rotation, w["end"]["rotation"]) and ["0x%08x" % v for v in d.words50] == w["words50"]
    if d.group == "camera":
        same = same and close((d.near, d.far, d.radius, d.fov), w["near_far_radius_fov"])
    if d.group == "lights":
        same = same and d.light_kind == w["light_kind"] and close((d.color, d.cone, d.range),
                                                                  (w["color"], w["cone"], w["range"]))
    check(same, "scene definition %s %d: %r vs %r" % (d.group, d.index, d.__dict__, w))


def check_scenes(libwarp, wad, xdir, check):
    want = load(xdir, "scene_list.cnk", "scene_list.json")["scenes"]
    got = libwarp.scene_list(wad.data(wad.find("scene_list.cnk")))
    check(got == [(s["id"], s["size"], s["name"]) for s in want] and got[0][2] == "cs_sample", "scene list: %r" % got)
    for name in ("cs_sample", "cs_sampleaa"):
        data = wad.data(wad.find(name + ".scn"))
        s, w = libwarp.Scene(data), load(xdir, name + ".scn", name + ".json")
        check((s.kind, s.size, s.name, s.next_suffix) == (w["record"], w["size"], w["name"], w["next_suffix"]) and
              s.size == len(data), "scene %s: %r" % (name, s))
        check(s.counts == tuple(w["counts"][g] for g in ("roles", "objects", "camera", "lights")) and
              list(s.table_offsets) == w["table_offsets"] and close(s.part_duration, w["part_duration"]),
              "scene %s counts" % name)
        if s.kind == "header":
            check((s.frame_count, s.label, list(s.definition_offsets)) == (w["frame_count"], w["label"],
                                                                        w["definition_offsets"]), "scene header")
            for g in libwarp.SCENE_GROUPS:
                for d, wd in zip(s.definitions[g], w["definitions"][g]):
                    check_scene_definition(d, wd, check)
        else:
            check(s.frame_count is None and all(v == [] for v in s.definitions.values()), "segment: no definitions")
        for g in libwarp.SCENE_GROUPS:
            check(len(s.tracks[g]) == len(w["tracks"][g]), "scene %s %s tracks" % (name, g))
            for t, wt in zip(s.tracks[g], w["tracks"][g]):
                check_scene_track(t, wt, check)
    # values sample/level.c wrote: the box turns to z = 0.5 at frame 60, the lens event, the
    # camera's field of view, the light's colour; the segment goes on with the same clip
    s = libwarp.Scene(wad.data(wad.find("cs_sample.scn")))
    box = s.tracks["objects"][0]
    check(box.rotation_keys[1][:4] == (60, 0.0, 0.0, 0.5) and abs(box.rotation_keys[1][4] - 0.75 ** 0.5) < 1e-6,
          "box rotation key: %r" % (box.rotation_keys,))
    lens = s.tracks["camera"][0].events[0]
    check(lens[:2] == (0, 26) and struct.unpack_from("<3f", lens[2], 4) == (60.0, 0.5, 75.0), "lens event %r" % (lens,))
    cam, light = s.definitions["camera"][0], s.definitions["lights"][0]
    check(abs(cam.fov - 65.47) < 1e-4 and cam.light_kind is None and light.light_kind == 2 and
          close(light.color, (1.0, 0.8, 0.5)) and light.fov is None, "camera and light definitions")
    seg = libwarp.Scene(wad.data(wad.find("cs_sampleaa.scn")))
    check(s.next_suffix == "aa" and seg.tracks["roles"][0].name == "cs_sample_warr" and
          seg.tracks["camera"][0].position_keys == [(90, 2.0, -6.0, 1.7000000476837158)], "the segment's tracks")
    try:
        s.tracks["objects"][0].clip()
        check(False, "clip() of an object track")
    except libwarp.Error as e:
        check(e.status == -1, "clip() of an object track: WARP_E_ARG")
    try:
        libwarp.Scene(b"\x10\0\0\0" + bytes(12))
        check(False, "a 16-byte scene accepted")
    except libwarp.Error as e:
        check(e.status < 0, "a short scene: an error")


def check_level_and_scenes(libwarp, wad, xdir, check):
    check_level(libwarp, wad, xdir, check)
    check_scenes(libwarp, wad, xdir, check)


def main():
    tool = os.environ.get("WARP_TOOL")
    if not tool or not os.path.exists(tool):
        print("skip: WARP_TOOL not set")
        return 77
    try:
        import libwarp
    except OSError as e:
        print("skip: %s" % e)
        return 77
    failures = []
    if os.environ.get("WARP_INSTALLED"):
        here = os.path.dirname(os.path.abspath(libwarp.__file__))
        if os.path.commonpath([here, sys.prefix]) != sys.prefix or not libwarp._find_library().startswith(here):
            print("FAIL: libwarp imported from %s with %s, not the installed package" % (here, libwarp._find_library()))
            return 1
    if os.environ.get("WARP_REQUIRE_NUMPY") and libwarp.numpy is None:
        print("FAIL: numpy is required here (python3-numpy)")
        return 1

    def check(cond, what):
        if not cond:
            failures.append(what)
            print("FAIL", what)

    with tempfile.TemporaryDirectory() as out:
        subprocess.run([tool, "sample", out, "--quiet"], check=True)
        tool_version = subprocess.run([tool, "--version"], capture_output=True, text=True).stdout.split()
        check(tool_version == ["warp", libwarp.version()], "version: the library's, as warp --version prints it")
        check(libwarp.name_hash("global.lua") == 0x7E23A6F2, "name hash test vector (FACTS.md 8)")
        check(libwarp.crc32(b"123456789") == 0xCBF43926, "crc32 test vector")
        with open(os.path.join(out, "names.txt")) as f:
            names = f.read().split()
        wad = libwarp.Wad(os.path.join(out, "WARRIORS.WAD"), names=names)
        entries = wad.entries()
        check(len(entries) == 32, "32 entries, got %d" % len(entries))
        by_name = {e.name: e for e in entries}
        check(all(e.name for e in entries), "every entry named")
        check(by_name["level1.lev"].kind == "level", "level kind")
        check(by_name["sound.msb"].kind == "sound_bank", "bank found through its .msd")
        unnamed = libwarp.Wad(os.path.join(out, "WARRIORS.WAD")).entries()  # no names: hashes pair the bank
        check(unnamed[by_name["sound.msb"].index].kind == "sound_bank", "an unnamed bank is sound_bank, not %s"
              % unnamed[by_name["sound.msb"].index].kind)
        check([e.kind for e in unnamed] == [e.kind for e in entries], "the same kinds with and without names")
        check(by_name[str(libwarp.crc32(b"warr_sample_cv_geo"))].kind == "skinned_model", "decimal name recovered")
        kinds = sorted(e.kind for e in entries)
        check(kinds.count("textures") == 4 and kinds.count("world_part") == 2, "kind counts")
        check(libwarp.classify(b"METRICS1\n") == "font_metrics", "classify bytes")
        for e in entries:
            check(libwarp.classify(wad.data(e.index), "sound_bank" if e.name.endswith(".msb") else None) == e.kind,
                  "classify entry %d" % e.index)

        # texture: the binding's pixels equal what the C example (C API) wrote
        tex_entry = by_name[str(libwarp.crc32(b"sample_tex"))]
        texs = libwarp.textures(wad.data(tex_entry.index))
        check([t.name for t in texs] == ["gradient", "checker", "rgba_alpha", "stripes"], "texture names")
        checker = texs[1]
        check((checker.width, checker.height, checker.psm) == (32, 32, 0x14), "checker info")
        px = [checker.rgba[4 * i:4 * i + 4] for i in (0, 4, 4 * 32 + 4)]
        check(px[0] != px[1] and px[0] == px[2], "checkerboard cells")
        decode = os.environ.get("DECODE_TEXTURE")
        if decode:
            cnk = os.path.join(out, "sample_tex.cnk")
            with open(cnk, "wb") as f:
                f.write(wad.data(tex_entry.index))
            for i, t in enumerate(texs):
                c_rgba = subprocess.run([decode, cnk, str(i)], check=True, capture_output=True).stdout
                check(c_rgba == t.rgba, "texture %d pixels equal the C API's" % i)
        if libwarp.numpy is not None:
            a = checker.array()
            check(a.shape == (32, 32, 4) and a.dtype == libwarp.numpy.uint8, "numpy texture shape")
            check(a.tobytes() == checker.rgba and tuple(a[0, 4]) == tuple(checker.rgba[16:20]), "numpy texture pixels")

        # model: the box prop and the skinned character
        box = libwarp.clump_geometries(wad.data(by_name[str(libwarp.crc32(b"dyn_box_geo"))].index))
        check(len(box) == 1 and len(box[0].meshes) == 1, "box geometry")
        mesh = box[0].meshes[0]
        check(mesh.vertex_count == 34, "box vertex count %d" % mesh.vertex_count)
        check(len(mesh.triangles) == 36, "box triangles")
        check(set(mesh.positions[0::3]) == {-0.5, 0.5} and set(mesh.positions[1::3]) == {0.0, 1.0}, "box extent")
        check(mesh.normals is not None and mesh.uvs is not None, "box normals and uvs")
        body = libwarp.clump_geometries(wad.data(by_name[str(libwarp.crc32(b"warr_sample_cv_geo"))].index))
        check(body[0].skinned and body[0].uv_sets == 2, "character skinned, two uv sets")
        check(body[0].meshes[0].vertex_count == 7 * 18 + 6 * 2, "tube vertex count")
        if libwarp.numpy is not None:
            arr = mesh.arrays()
            check(arr["positions"].shape == (34, 3), "numpy positions shape")
            check(arr["positions"].ravel().tolist() == list(mesh.positions), "numpy positions values")
            check(arr["triangles"].shape == (12, 3) and int(arr["triangles"].max()) < 34, "numpy triangles")

        # the WAD is mapped, not read; find() raises like every other call
        import mmap
        check(isinstance(wad._wad.data, mmap.mmap), "WAD mapped with mmap")
        try:
            wad.find("no/such/entry.txd")
            check(False, "find() of a missing name returned")
        except libwarp.Error as e:
            check(e.status == -10, "find() raises WARP_E_NOT_FOUND")
        check("level1.lev" in wad and "nothing.lev" not in wad, "name in wad")

        # every clump of a level (sky models), not only the first
        lev = libwarp.clumps(wad.data(wad.find("level1.lev")))
        check(len(lev) >= 2 and all(len(c) >= 1 for c in lev), "clumps of the level: %d" % len(lev))

        # collision of the sample level (sample/level.c): 13 vertices, 10 triangles as written
        col = libwarp.collision(wad.data(wad.find("level1.lev")))
        check(len(col.vertices) == 13 and col.vertices[9] == (-5.0, 10.0, 0.0) and col.vertices[12] == (5.0, 10.0, 3.0),
              "collision vertices: %r" % (col.vertices[9:],))
        check(len(col.triangles) == 10 and col.triangles[2] == (1, 2, 5, 0x0081, 35, 2) and
              col.triangles[9] == (9, 12, 11, 0x0203, 2, 0), "collision triangles: %r" % (col.triangles[:3],))
        check(col.grid == (4, 4, 1), "collision grid %r" % (col.grid,))
        if libwarp.numpy is not None:
            v, t = col.arrays()
            check(v.shape == (13, 3) and t.shape == (10, 6) and int(t[8][4]) == 2, "collision arrays")

        # clips: the animated character's walk (sample/anim.c; docs/format-animation.md)
        data_entry = by_name.get(str(libwarp.crc32(b"warr_anim")))
        cl = libwarp.clips(wad.data(data_entry.index)) if data_entry else []
        walk = [c for c in cl if c.name == "warr_anim_walk"]
        check(len(walk) == 1 and abs(walk[0].duration - 1.0) < 1e-6, "walk clip: %r" % cl)
        if walk:
            vel = [ch for ch in walk[0].channels if ch[0] == 0]
            check(vel and vel[0][2] == [(0, 0.0, 1.200391, 0.0), (30, 0.0, 1.200391, 0.0)], "walk root velocity keys")
            check([(e[0], e[1]) for e in walk[0].events] == [(0, 11), (15, 11)], "walk footstep events")
            # sampling: at a key it is the key (thigh, bone 28: x = -7092 / 2^15 at frame 15, w >= 0);
            # between keys positions lerp (pelvis keys 7 and 15 of section B); bone 0 has no
            # channel (identity); bone_transforms puts bone 1 at the pelvis with zero offsets
            p15 = walk[0].sample(15 / 30)
            x = -7092 / 32768
            check(all(abs(a - b) < 1e-5 for a, b in zip(p15["rotation"][28], (x, 0, 0, (1 - x * x) ** 0.5))),
                  "walk thigh at frame 15: %r" % (p15["rotation"][28],))
            check(28 in p15["animated"] and 0 not in p15["animated"] and p15["rotation"][0] == (0, 0, 0, 1),
                  "animated bones")
            pel = dict((k[0], k[1:]) for ch in walk[0].channels if ch[0] == 1 for k in ch[2])
            mid = walk[0].sample(11 / 30)["pelvis"]
            want = [pel[7][i] + (pel[15][i] - pel[7][i]) * 4 / 8 for i in range(3)]
            check(mid and all(abs(a - b) < 1e-5 for a, b in zip(mid, want)), "pelvis lerp %r vs %r" % (mid, want))
            check(abs(p15["velocity"][1] - 1.200391) < 1e-5, "velocity at frame 15")
            bt = walk[0].bone_transforms(11 / 30)
            check(len(bt) == 34 and bt[0] == ((0, 0, 0, 1), (0, 0, 0)) and
                  all(abs(a - b) < 1e-5 for a, b in zip(bt[1][1], mid)), "bone transforms: bone 1 at the pelvis")

        # sounds: the hand-written square-wave bank (sample/audio.c): two sounds, +-1792
        snd = libwarp.bank_sounds(wad.data(wad.find("sound.msd")), wad.data(wad.find("sound.msb")))
        check(len(snd) == 2, "two bank sounds")
        if snd:
            pcm = list(snd[0][1])
            check(len(pcm) > 0 and max(pcm) == 1792 and min(pcm) == -1792, "square wave +-1792: %s" % pcm[:8])
            if libwarp.numpy is not None:
                check(snd[0][1].dtype == libwarp.numpy.int16, "numpy int16 PCM")

        # textures wherever an entry keeps them (warp_entry_streams): the world stream's and
        # world part's dictionaries too; [] for an entry without any (sample_level.c)
        tex_of = lambda n: [t.name for t in libwarp.textures(wad.data(wad.find(n)))]
        check(tex_of("level1s_sec.wld") == ["road"], "world stream dictionary: %r" % tex_of("level1s_sec.wld"))
        check(tex_of("level1s_ms1.sec") == ["grass"], "world part dictionary: %r" % tex_of("level1s_ms1.sec"))
        check(tex_of("level1.lua") == [] and tex_of("level1s_ms2.sec") == [], "no textures: []")
        check(len(tex_of("level1.lev")) == 4, "level textures: %r" % tex_of("level1.lev"))

        # worlds: the streamed world's tree (4 sectors, k 0-3, no triangles: those are in the
        # parts) and the level's own world with its geometry
        ws = libwarp.worlds(wad.data(wad.find("level1s_sec.wld")))
        check(len(ws) == 1 and len(ws[0].sectors) == 4 and [s.k for s in ws[0].sectors] == [0, 1, 2, 3] and
              all(s.geometry is None for s in ws[0].sectors), "world stream sectors: %r" % (ws,))
        check(ws and ws[0].box_min == (-16.0, -1.0, -16.0) and ws[0].box_max == (16.0, 1.0, 16.0), "world box")
        lw = libwarp.worlds(wad.data(wad.find("level1.lev")))
        check(len(lw) == 1 and lw[0].sectors[0].geometry is not None and
              lw[0].sectors[0].geometry.meshes[0].vertex_count > 0, "level world geometry")
        check(libwarp.worlds(wad.data(wad.find("level1.lua"))) == [], "no world: []")

        # one rule for entries without a model: [] (as textures(), worlds(), clips()); a font's
        # metrics were "truncated input" before
        font = wad.data(wad.find("cn12.met"))
        check(libwarp.clumps(font) == [] and libwarp.clump_geometries(font) == [], "no model: []")
        check(len(libwarp.clumps(wad.data(wad.find("level1.lev")))) == 3, "the level's three clump chunks")

        # a damaged 0x2A chunk raises as `warp check` reports it (tests/check_e2e.py): the
        # dictionary reader's code, the chunk named
        garbled, off = bytearray(wad.data(tex_entry.index)), 16
        while off + 16 <= len(garbled) and struct.unpack_from("<I", garbled, off)[0] != 0x2A:
            off += 16 + struct.unpack_from("<I", garbled, off + 4)[0]
        size = struct.unpack_from("<I", garbled, off + 4)[0]
        garbled[off + 16:off + 16 + size] = b"\xAB" * size
        try:
            libwarp.textures(bytes(garbled))
            check(False, "a damaged 0x2A chunk gave textures")
        except libwarp.Error as e:
            check(e.status == -5 and "chunk 0x2A (resource 0, chunk 0) holds no texture dictionary" in str(e),
                  "damaged 0x2A: %s (%d)" % (e, e.status))

        # world-part atomics (sample/level_stream.c): parts 1 and 2 hold k 0-1 and 2-3, each a
        # 46-vertex quad grid in its own coordinates
        parts = [libwarp.part_atomics(wad.data(wad.find(n))) for n in ("level1s_ms1.sec", "level1s_ms2.sec")]
        check([[a.k for a in p] for p in parts] == [[0, 1], [2, 3]], "part atomics k: %r" % (parts,))
        first = parts[0][0].geometry.meshes[0] if parts[0] else None
        check(first is not None and first.vertex_count == 46 and list(first.positions[:3]) == [-8.0, 0.0, -8.0],
              "part atomic geometry")
        check(libwarp.part_atomics(wad.data(wad.find("level1.lev"))) == [], "no world part: []")

        # banks paired with their indexes by hash, names or not (warp_wad_sound_pair)
        pairs = [(wad.find(b + ".msd"), wad.find(b + ".msb")) for b in ("menu", "sound")]
        check(wad.bank_pairs() == pairs and libwarp.Wad(os.path.join(out, "WARRIORS.WAD")).bank_pairs() == pairs,
              "bank pairs %r, want %r" % (wad.bank_pairs(), pairs))

        # sound rates: the sound list of warriors.glr, found by hash (binary search)
        glr = wad.data(wad.find("warriors.glr"))
        sounds = libwarp.SoundList([p for t, _h, p in libwarp.chunks(glr) if t == 0x29][0])
        beep = sounds.find(libwarp.crc32(b"sound/sample_beep"))
        check(len(sounds) == 7 and beep is not None and beep.rate == 22500 and beep.size == 416,
              "sound list: %d, %r" % (len(sounds), beep))
        check(sounds.find(0x12345678) is None, "a hash the list lacks")
        rated = libwarp.bank_sounds(wad.data(wad.find("sound.msd")), wad.data(wad.find("sound.msb")), sounds)
        check(len(rated) == 2 and all(r[2] == 22500 for r in rated), "bank sounds with rates: %r" %
              ([(r[0], r[2]) for r in rated],))

        # level data and scenes, checked against what `warp extract` (the C tool) writes for
        # the same entries, and against the values sample/level.c wrote
        xdir = os.path.join(out, "x")
        subprocess.run([tool, "extract", os.path.join(out, "WARRIORS.WAD"), "-o", xdir, "--quiet", "--no-html",
                        "--jobs", "1"], check=True)
        check_level_and_scenes(libwarp, wad, xdir, check)

        # the module shows its API only
        check(not {"ctypes", "mmap", "os", "array"} & set(dir(libwarp)) and "textures" in dir(libwarp),
              "dir(libwarp): %r" % dir(libwarp))

        try:
            libwarp.Wad(b"\x05\x00\x00\x00" + bytes(12), b"")
            check(False, "bad DIR accepted")
        except libwarp.Error as e:
            check(e.status < 0, "error status")
    print("python binding: %s" % ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
