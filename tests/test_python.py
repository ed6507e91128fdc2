"""Test of the Python package on the sample WAD. Exit 77 = skip.

Run by meson twice: `python` imports python/warp from the source tree with WARP_LIB set;
`python_package` (tests/python_package.sh) runs it with the interpreter of a venv that
`pip install ./python` installed into (WARP_INSTALLED=1), where numpy is required
(WARP_REQUIRE_NUMPY=1) so the array paths are always tested. WARP_TOOL: the warp tool."""
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
if not os.environ.get("WARP_INSTALLED"):
    sys.path.insert(0, os.path.join(HERE, "..", "python"))


def main():
    tool = os.environ.get("WARP_TOOL")
    if not tool or not os.path.exists(tool):
        print("skip: WARP_TOOL not set")
        return 77
    try:
        import warp
    except OSError as e:
        print("skip: %s" % e)
        return 77
    failures = []
    if os.environ.get("WARP_INSTALLED"):
        here = os.path.dirname(os.path.abspath(warp.__file__))
        if os.path.commonpath([here, sys.prefix]) != sys.prefix or not warp._find_library().startswith(here):
            print("FAIL: warp imported from %s with %s, not the installed package" % (here, warp._find_library()))
            return 1
    if os.environ.get("WARP_REQUIRE_NUMPY") and warp.numpy is None:
        print("FAIL: numpy is required here (python3-numpy)")
        return 1

    def check(cond, what):
        if not cond:
            failures.append(what)
            print("FAIL", what)

    with tempfile.TemporaryDirectory() as out:
        subprocess.run([tool, "sample", out, "--quiet"], check=True)
        check(warp.version() == "%d.%d.%d" % (0, 1, 0) or warp.version()[0].isdigit(), "version")
        check(warp.name_hash("global.lua") == 0x7E23A6F2, "name hash test vector (FACTS.md 8)")
        check(warp.crc32(b"123456789") == 0xCBF43926, "crc32 test vector")
        with open(os.path.join(out, "names.txt")) as f:
            names = f.read().split()
        wad = warp.Wad(os.path.join(out, "WARRIORS.WAD"), names=names)
        entries = wad.entries()
        check(len(entries) == 32, "32 entries, got %d" % len(entries))
        by_name = {e.name: e for e in entries}
        check(all(e.name for e in entries), "every entry named")
        check(by_name["level1.lev"].kind == "level", "level kind")
        check(by_name["sound.msb"].kind == "sound_bank", "bank found through its .msd")
        check(by_name[str(warp.crc32(b"warr_sample_cv_geo"))].kind == "skinned_model", "decimal name recovered")
        kinds = sorted(e.kind for e in entries)
        check(kinds.count("textures") == 4 and kinds.count("world_part") == 2, "kind counts")
        check(warp.classify(b"METRICS1\n") == "font_metrics", "classify bytes")
        for e in entries:
            check(warp.classify(wad.data(e.index), "sound_bank" if e.name.endswith(".msb") else None) == e.kind,
                  "classify entry %d" % e.index)

        # texture: the binding's pixels equal what the C example (C API) wrote
        tex_entry = by_name[str(warp.crc32(b"sample_tex"))]
        texs = warp.textures(wad.data(tex_entry.index))
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
        if warp.numpy is not None:
            a = checker.array()
            check(a.shape == (32, 32, 4) and a.dtype == warp.numpy.uint8, "numpy texture shape")
            check(a.tobytes() == checker.rgba and tuple(a[0, 4]) == tuple(checker.rgba[16:20]), "numpy texture pixels")

        # model: the box prop and the skinned character
        box = warp.clump_geometries(wad.data(by_name[str(warp.crc32(b"dyn_box_geo"))].index))
        check(len(box) == 1 and len(box[0].meshes) == 1, "box geometry")
        mesh = box[0].meshes[0]
        check(mesh.vertex_count == 34, "box vertex count %d" % mesh.vertex_count)
        check(len(mesh.triangles) == 36, "box triangles")
        check(set(mesh.positions[0::3]) == {-0.5, 0.5} and set(mesh.positions[1::3]) == {0.0, 1.0}, "box extent")
        check(mesh.normals is not None and mesh.uvs is not None, "box normals and uvs")
        body = warp.clump_geometries(wad.data(by_name[str(warp.crc32(b"warr_sample_cv_geo"))].index))
        check(body[0].skinned and body[0].uv_sets == 2, "character skinned, two uv sets")
        check(body[0].meshes[0].vertex_count == 7 * 18 + 6 * 2, "tube vertex count")
        if warp.numpy is not None:
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
        except warp.Error as e:
            check(e.status == -10, "find() raises WARP_E_NOT_FOUND")
        check("level1.lev" in wad and "nothing.lev" not in wad, "name in wad")

        # every clump of a level (sky models), not only the first
        lev = warp.clumps(wad.data(wad.find("level1.lev")))
        check(len(lev) >= 2 and all(len(c) >= 1 for c in lev), "clumps of the level: %d" % len(lev))

        # collision of the sample level (sample/level.c): 13 vertices, 10 triangles as written
        col = warp.collision(wad.data(wad.find("level1.lev")))
        check(len(col.vertices) == 13 and col.vertices[9] == (-5.0, 10.0, 0.0) and col.vertices[12] == (5.0, 10.0, 3.0),
              "collision vertices: %r" % (col.vertices[9:],))
        check(len(col.triangles) == 10 and col.triangles[2] == (1, 2, 5, 0x0081, 35, 2) and
              col.triangles[9] == (9, 12, 11, 0x0203, 2, 0), "collision triangles: %r" % (col.triangles[:3],))
        check(col.grid == (4, 4, 1), "collision grid %r" % (col.grid,))
        if warp.numpy is not None:
            v, t = col.arrays()
            check(v.shape == (13, 3) and t.shape == (10, 6) and int(t[8][4]) == 2, "collision arrays")

        # clips: the animated character's walk (sample/anim.c; docs/format-animation.md)
        data_entry = by_name.get(str(warp.crc32(b"warr_anim")))
        cl = warp.clips(wad.data(data_entry.index)) if data_entry else []
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
        snd = warp.bank_sounds(wad.data(wad.find("sound.msd")), wad.data(wad.find("sound.msb")))
        check(len(snd) == 2, "two bank sounds")
        if snd:
            pcm = list(snd[0][1])
            check(len(pcm) > 0 and max(pcm) == 1792 and min(pcm) == -1792, "square wave +-1792: %s" % pcm[:8])
            if warp.numpy is not None:
                check(snd[0][1].dtype == warp.numpy.int16, "numpy int16 PCM")

        try:
            warp.Wad(b"\x05\x00\x00\x00" + bytes(12), b"")
            check(False, "bad DIR accepted")
        except warp.Error as e:
            check(e.status < 0, "error status")
    print("python binding: %s" % ("FAILED" if failures else "ok"))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
