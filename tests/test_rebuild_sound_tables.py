#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD`: warriors.glr's sound tables put back (docs/patch.md, "Every edit").
On the sample WAD (`warp sample`, `warp extract --names`): an unedited rebuild is
byte-identical; each edit of sound_list.json, sound_classes.json, stereo_sounds.json and
music_list.json, made alone on the fresh extraction, comes back in a new extraction of the
rebuilt WAD; a derived field or a key edited is refused naming the file and the field, and
nothing is written.

usage: test_rebuild_sound_tables.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys

from checks_py import check, finish

warp, out = sys.argv[1:3]


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


shutil.rmtree(out, ignore_errors=True)
sample, ex, rb, again = (os.path.join(out, d) for d in ("sample", "extract", "rebuilt", "again"))
run("sample", sample, "-q")
wad_path = os.path.join(sample, "WARRIORS.WAD")
names = os.path.join(sample, "names.txt")
r = run("extract", wad_path, "-o", ex, "--names", names, "-q", "--no-html")
check("extract exits 0", r.returncode == 0, r.stderr)
wad = open(wad_path, "rb").read()

r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("unedited rebuild is byte-identical",
      r.returncode == 0 and open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad, r.stderr)


def table(name):
    return os.path.join("warriors.glr", name + ".json")


def putback(rel, edit, extra=None):
    """Edit the extracted JSON rel (edit(json) -> json; extra(): another edit made with it),
    rebuild, extract the rebuilt WAD: (rebuild's result, the re-extracted JSON or None,
    the rebuilt WAD or None). The files restored."""
    path = os.path.join(ex, rel)
    keep = open(path, "rb").read()
    json.dump(edit(json.loads(keep)), open(path, "w", encoding="utf-8"), indent=1)
    restore = extra() if extra else None
    shutil.rmtree(rb, ignore_errors=True)
    r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
    back = new = None
    if r.returncode == 0:
        shutil.rmtree(again, ignore_errors=True)
        new = open(os.path.join(rb, "WARRIORS.WAD"), "rb").read()
        r2 = run("extract", os.path.join(rb, "WARRIORS.WAD"), "-o", again, "--names", names, "-q", "--no-html")
        back = json.load(open(os.path.join(again, rel))) if r2.returncode == 0 else None
    open(path, "wb").write(keep)
    if restore:
        restore()
    return r, back, new


def setf(k, **fields):
    def edit(j):
        j["records"][k].update(fields)
        return j
    return edit


def came_back(label, rel, k, expect, **fields):
    r, back, new = putback(rel, setf(k, **fields))
    rec = back["records"][k] if back else {}
    ok = r.returncode == 0 and all(rec.get(f) == v for f, v in expect.items())
    # only the table's bytes changed: the WAD keeps its size
    check(label, ok and new is not None and len(new) == len(wad) and new != wad, (r.stderr, rec))
    return back


def refused(label, rel, edit, field):
    r, _, _ = putback(rel, edit)
    said = r.stderr
    check(label, r.returncode != 0 and rel in said and field in said and not os.path.exists(rb), said)


# 1. Each field a user sets, alone.
SL, SC, ST, ML = table("sound_list"), table("sound_classes"), table("stereo_sounds"), table("music_list")
back = came_back("sound_list: a sound's volume comes back", SL, 1, {"volume": 33, "pitch_variation": 0}, volume=33)
check("sound_list: the other records unchanged",
      back is not None and [r["volume"] for r in back["records"]] == [100, 33, 100, 90, 70, 100, 100], back)
came_back("sound_list: pitch variation comes back", SL, 3, {"pitch_variation": 25}, pitch_variation=25)
came_back("sound_list: a rate index comes back (its rate follows)", SL, 4, {"rate_index": 65, "rate": 44100},
          rate_index=65)
came_back("sound_list: a rate in Hz alone sets its index", SL, 4, {"rate_index": 11, "rate": 8000}, rate=8000)
came_back("sound_list: a bank sound's class comes back", SL, 2, {"class": 0, "streamed": False}, **{"class": 0})
came_back("sound_classes: a class's near distance comes back", SC, 0, {"near_m": 17, "far_m": 100}, near_m=17)
came_back("sound_classes: far distance, priority and channels come back", SC, 1,
          {"far_m": 75, "priority": 99, "channels": 3}, far_m=75, priority=99, channels=3)
came_back("sound_classes: \"loop\" alone sets flag 0x01", SC, 1, {"flags": 3, "loop": True}, loop=True)
came_back("sound_classes: flags come back (0x10 directional)", SC, 0, {"flags": 0x10}, flags=0x10)
came_back("stereo_sounds: a last block comes back", ST, 0, {"last_block": 128, "interleave": 256}, last_block=128)
came_back("music_list: a track's volume comes back", ML, 0, {"volume": 0.5, "rate": 44100}, volume=0.5)
came_back("music_list: rate, unknown words and last block come back", ML, 0,
          {"rate": 32000, "unknown_08": 7, "unknown_0c": 9, "last_block": 256}, rate=32000, unknown_08=7,
          unknown_0c=9, last_block=256)
came_back("music_list: a renamed track gets its name's hash", ML, 0, {"name": "music/other", "hash": "b5f34329"},
          name="music/other")

# 2. An edit of the table and of a bank sound in one run: both come back (the record's words merged).
beep = os.path.join(ex, "sound.msb", "sound_sample_beep.wav")


def louder():
    keep = open(beep, "rb").read()
    b = bytearray(keep)
    d = b.find(b"data") + 8
    for k in range(d, min(d + 400, len(b) - 1), 2):
        struct.pack_into("<h", b, k, max(-32768, min(32767, struct.unpack_from("<h", b, k)[0] // 2)))
    open(beep, "wb").write(b)
    return lambda: open(beep, "wb").write(keep)


r, back, new = putback(SL, setf(6, volume=42, pitch_variation=5), louder)
rec = back["records"][6] if back else {}
wav_new = open(os.path.join(again, "sound.msb", "sound_sample_beep.wav"), "rb").read() if back else b""
check("a bank sound's WAV and its sound_list record edited together: both come back",
      r.returncode == 0 and rec.get("volume") == 42 and rec.get("pitch_variation") == 5 and
      wav_new != open(beep, "rb").read(), (r.stderr, rec))

# 3. Refused naming the file and the field: derived members and keys.
refused("sound_list: a derived size is refused", SL, setf(1, size=999), "\"size\"")
refused("sound_list: an offset is refused", SL, setf(1, offset=4), "\"offset\"")
refused("sound_list: a sound's hash (its key) is refused", SL, setf(1, hash="12345678"), "\"hash\"")
refused("sound_list: a sound's name (its key) is refused", SL, setf(1, name="menu/other"), "\"name\"")
refused("sound_list: \"streamed\" (its class's) is refused", SL, setf(1, streamed=True), "\"streamed\"")
refused("sound_list: a class moving a sound into BFW.SND is refused", SL, setf(1, **{"class": 2}), "BFW.SND")
refused("sound_list: a rate that is none of the game's is refused", SL, setf(1, rate=12345), "\"rate\"")
refused("sound_list: a volume over 255 is refused", SL, setf(1, volume=256), "\"volume\"")
refused("sound_list: an index is refused", SL, setf(1, index=9), "\"index\"")
refused("sound_list: the count is refused", SL, lambda j: dict(j, count=8), "\"count\"")
refused("sound_list: a record removed is refused", SL, lambda j: dict(j, records=j["records"][:-1]), "records")
refused("sound_classes: a far distance off the 5 m grid is refused", SC, setf(0, far_m=101), "\"far_m\"")
refused("sound_classes: the streamed flag is refused", SC, setf(0, flags=4), "streamed flag")
refused("sound_classes: 0 channels (the table's end) is refused", SC, setf(0, channels=0), "\"channels\"")
refused("stereo_sounds: a derived interleave is refused", ST, setf(0, interleave=512), "\"interleave\"")
refused("stereo_sounds: blocks are refused", ST, setf(0, blocks=4), "\"blocks\"")
refused("stereo_sounds: a last block past the interleave is refused", ST, setf(0, last_block=512), "\"last_block\"")
refused("music_list: a derived offset is refused", ML, setf(0, offset=2048), "\"offset\"")
refused("music_list: channels are refused", ML, setf(0, channels=1), "\"channels\"")
refused("music_list: a hash that is not the name's is refused", ML, setf(0, hash="00000001"), "\"hash\"")
refused("music_list: a name of 64 bytes is refused", ML, setf(0, name="m" * 64), "\"name\"")
refused("music_list: a last block not whole frames is refused", ML, setf(0, last_block=100), "\"last_block\"")
refused("music_list: not JSON is refused", ML, lambda j: "x", "records")

# 4. Validation covers what was edited (issue 44): a WAD whose record 1 holds rate index 80 (past
# the game's 73 rates, as one WAD ships it). The value kept as extracted is written back as it
# was; another record's edit, and an edit of that record's other fields, come back; a new value
# out of range is still refused.
recs = json.load(open(os.path.join(ex, SL)))["records"]
r1 = recs[1]
pat = struct.pack("<I", int(r1["hash"], 16)) + bytes([r1["pitch_variation"], r1["volume"], r1["rate_index"]])
check("odd WAD: record 1 found once in the WAD", wad.count(pat) == 1, wad.count(pat))
odd_dir = os.path.join(out, "odd")
os.makedirs(odd_dir, exist_ok=True)
odd = bytearray(wad)
odd[wad.find(pat) + 6] = 80
odd_wad = os.path.join(odd_dir, "WARRIORS.WAD")
open(odd_wad, "wb").write(odd)
shutil.copy(os.path.join(sample, "WARRIORS.DIR"), os.path.join(odd_dir, "WARRIORS.DIR"))
r = run("extract", odd_wad, "-o", ex, "--names", names, "-q", "--no-html")  # over the first extraction
check("odd WAD: extracted, record 1 says rate index 80",
      json.load(open(os.path.join(ex, SL)))["records"][1]["rate_index"] == 80, r.stderr)
wad_path, wad = odd_wad, bytes(odd)
r = run("rebuild", wad_path, "--from", ex, "-o", rb, "-q")
check("odd WAD: an unedited rebuild is byte-identical (the untouched 80 is no refusal)",
      r.returncode == 0 and open(os.path.join(rb, "WARRIORS.WAD"), "rb").read() == wad, r.stderr)
back = came_back("odd WAD: another record's edit comes back", SL, 3, {"volume": 44}, volume=44)
check("odd WAD: ... and record 1 keeps rate index 80",
      back is not None and back["records"][1]["rate_index"] == 80, back and back["records"][1])
back = came_back("odd WAD: record 1's own volume comes back, its rate index 80 kept", SL, 1,
                 {"volume": 55, "rate_index": 80}, volume=55)
refused("odd WAD: a new rate index out of range is still refused", SL, setf(1, rate_index=90), "\"rate_index\"")

finish("rebuild_sound_tables")
