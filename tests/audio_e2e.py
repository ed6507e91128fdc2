#!/usr/bin/env python3
"""End to end for sounds: `warp sample`, `warp extract` of its WAD, then every WAV header
(RIFF/PCM, channels, rate, length) and exact PCM: sound.msb's square waves by hand
(FACTS.md 7: predictor 0, shift 4, nibble +-7 -> +-1792), menu.msb's encoder-made sounds
against an independent decoder written here from the spec's formula (and within the
codec's bound of their source waves), the sound lists as JSON; then a BFW.SND and a
MUSIC.SND written here frame by frame (predictor 0, shift 12: each sample is its nibble)
through `warp extract X.SND --wad`, checking mono, stereo de-interleaving and the short
last block.

usage: audio_e2e.py WARP OUTDIR"""
import json, os, shutil, struct, subprocess, sys, zlib

from checks_py import check, finish

warp, out = sys.argv[1], sys.argv[2]


def wav(path):
    """(channels, rate, samples as a flat list) of a 16-bit PCM WAV, header checked field by field."""
    d = open(path, "rb").read()
    riff, size, wave, fmt, fmt_len, tag, ch, rate, byte_rate, align, bits = struct.unpack("<4sI4s4sIHHIIHH", d[:36])
    data, data_len = struct.unpack("<4sI", d[36:44])
    assert (riff, wave, fmt, data) == (b"RIFF", b"WAVE", b"fmt ", b"data"), "chunk ids"
    assert size == len(d) - 8 and fmt_len == 16 and tag == 1 and bits == 16, "sizes / PCM 16"
    assert byte_rate == rate * ch * 2 and align == ch * 2 and data_len == len(d) - 44, "rates / data size"
    return ch, rate, list(struct.unpack("<%dh" % (data_len // 2), d[44:]))


FILTERS = [(0, 0), (60, 0), (115, -52), (98, -55), (122, -60)]


def decode(adpcm, stop_at_end=True):
    """The spec's formula, written independently of lib/audio."""
    s1 = s2 = 0
    pcm = []
    for f in range(len(adpcm) // 16):
        fr = adpcm[f * 16:f * 16 + 16]
        shift, pred = fr[0] & 15, min(fr[0] >> 4, 4)
        shift = 9 if shift > 12 else shift
        for i in range(28):
            n = (fr[2 + i // 2] >> (4 * (i & 1))) & 15
            n = n - 16 if n >= 8 else n
            v = ((n << 12) >> shift) + ((s1 * FILTERS[pred][0] + s2 * FILTERS[pred][1] + 32) >> 6)
            v = max(-32768, min(32767, v))
            pcm.append(v)
            s2, s1 = s1, v
        if stop_at_end and fr[1] & 1:
            break
    return pcm


def frame(nibbles, flags=0):
    """Predictor 0, shift 12: each decoded sample is its nibble."""
    b = bytes([0x0C, flags]) + bytes((nibbles[2 * i] & 15) | (nibbles[2 * i + 1] & 15) << 4 for i in range(14))
    return b


shutil.rmtree(out, ignore_errors=True)
sample, ext = os.path.join(out, "sample"), os.path.join(out, "extract")
subprocess.run([warp, "sample", sample, "-q"], check=True)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
r = subprocess.run([warp, "extract", wad, "-o", ext, "--names", names, "--jobs", "2", "-q"], capture_output=True,
                   text=True)
check("extract exits 0", r.returncode == 0, r.stderr)
check("the sample extracts without a warning", r.stderr == "", r.stderr)
manifest = json.load(open(os.path.join(ext, "manifest.json")))
sounds = {o["name"]: o for e in manifest["entries"] for o in e["outputs"] if o["kind"] == "sound"}
check("five bank sounds in the manifest", set(sounds) == {"sound/sample_beep", "sound/sample_chirp", "menu/select",
                                                         "menu/back", "menu/alert"}, list(sounds))
check("every bank sound is in the sound list", all(o["in_sound_list"] for o in sounds.values()), sounds)

# sound.msb: square waves of period 40 and 18, +-7 * 256, then the end frame (zeros)
for name, frames, period, stem in (("sound/sample_beep", 24, 40, "sound_sample_beep"),
                                   ("sound/sample_chirp", 40, 18, "sound_sample_chirp")):
    ch, rate, pcm = wav(os.path.join(ext, "sound.msb", stem + ".wav"))
    want = [1792 if (s // (period // 2)) % 2 == 0 else -1792 for s in range(frames * 28)] + [0] * 28
    check("%s: mono 22,500 Hz, %d samples, exact square wave" % (name, len(want)),
          (ch, rate) == (1, 22500) and pcm == want, (ch, rate, len(pcm)))
    o = sounds[name]
    check("%s manifest record fields" % name, o["in_sound_list"] and o["volume"] == 100 and o["class"] == 1 and
          o["samples"] == len(want) and o["rate"] == 22500, o)

# menu.msb: encoder-made; the WAVs equal this file's decoding of the bank's bytes
listed = json.loads(subprocess.run([warp, "list", wad, "--names", names, "--json"], capture_output=True, text=True,
                                   check=True).stdout)
bank = next(e for e in listed if e["name"] == "menu.msb")
msb = open(wad, "rb").read()[bank["offset"]:bank["offset"] + bank["size"]]  # no raw copy: it was decoded
step = (700 + 27) // 28 * 16 + 16
for k, (stem, rate) in enumerate((("menu_select", 22050), ("menu_back", 11025), ("menu_alert", 22500))):
    ch, r_, pcm = wav(os.path.join(ext, "menu.msb", stem + ".wav"))
    want = decode(msb[k * step:(k + 1) * step])
    check("%s: mono %d Hz, 700 samples, PCM equals the spec decoder's" % (stem, rate),
          (ch, r_) == (1, rate) and len(pcm) == (700 + 27) // 28 * 28 and pcm == want, (ch, r_, len(pcm)))
    flags = [msb[k * step + f * 16 + 1] for f in range(step // 16)]
    check("%s: frame flags 0..., 1, then the silent frame 7" % stem, flags == [0] * (step // 16 - 2) + [1, 7], flags)
# the source waves (sample/audio.c) come back within the codec's bound
tri = [((p if p < 25 else 50 - p) * 960 - 12000) for p in (i % 50 for i in range(700))]
_, _, pcm = wav(os.path.join(ext, "menu.msb", "menu_select.wav"))
# per frame, the squared error is at most what predictor 0 with the finest shift that
# holds the frame's peak guarantees: 28 * (step / 2)^2, step = 4096 >> shift
over = []
for f in range(25):
    x, y = tri[f * 28:f * 28 + 28], pcm[f * 28:f * 28 + 28]
    shift = 12
    while shift > 0 and max(map(abs, x)) > 7 * (4096 >> shift):
        shift -= 1
    if sum((a - b) ** 2 for a, b in zip(x, y)) > 28 * ((4096 >> shift) / 2) ** 2:
        over.append(f)
check("menu/select is the triangle wave within the codec's bound, frame by frame", not over, over)
check("menu/select manifest: 22,050 Hz, volume 90, pitch 10, class 0", sounds["menu/select"]["volume"] == 90 and
      sounds["menu/select"]["pitch_variation"] == 10 and sounds["menu/select"]["class"] == 0)
al = sounds["menu/alert"]
check("menu/alert manifest: 22,500 Hz (rate index 36), volume 70", al["hash"] == "%08x" % zlib.crc32(b"menu/alert") and
      al["rate"] == 22500 and al["volume"] == 70, al)

# the bank indexes as JSON (no raw copy): menu.msd's pairs against menu.msb
mj = json.load(open(os.path.join(ext, "menu.msd", "menu.msd.json")))
check("menu.msd.json: bank, three pairs with names, offsets and spans",
      mj["bank"] == "menu.msb" and mj["bank_size"] == 3 * step and
      [(s["hash"], s["name"], s["offset"], s["span"]) for s in mj["sounds"]] ==
      [("%08x" % zlib.crc32(n.encode()), n, k * step, step) for k, n in enumerate(["menu/select", "menu/back", "menu/alert"])],
      mj)
check("menu.msd: no raw copy", os.listdir(os.path.join(ext, "menu.msd")) == ["menu.msd.json"],
      os.listdir(os.path.join(ext, "menu.msd")))

# a bank sound missing from the sound list: menu.msd's third hash changed in a copy of the WAD
missing = os.path.join(out, "missing")
shutil.copytree(sample, missing)
msd = next(e for e in listed if e["name"] == "menu.msd")
mwad = bytearray(open(os.path.join(missing, "WARRIORS.WAD"), "rb").read())
check("menu.msd's third pair is menu/alert", struct.unpack_from("<I", mwad, msd["offset"] + 16)[0] ==
      zlib.crc32(b"menu/alert"))
struct.pack_into("<I", mwad, msd["offset"] + 16, 0x15DADE26)
open(os.path.join(missing, "WARRIORS.WAD"), "wb").write(mwad)
mext = os.path.join(out, "missing-extract")
r = subprocess.run([warp, "extract", os.path.join(missing, "WARRIORS.WAD"), "-o", mext, "--names", names, "--only",
                    "sounds", "--no-html", "-q"], capture_output=True, text=True)
check("missing record: exit 0, the sound reported",
      r.returncode == 0 and "warning: sound 15dade26 is not in the sound list: decoded at 22500 Hz" in r.stderr, r.stderr)
mman = json.load(open(os.path.join(mext, "manifest.json")))
outs = next(e for e in mman["entries"] if e["name"] == "menu.msb")["outputs"]
un = next(o for o in outs if o["kind"] == "sound" and o["hash"] == "15dade26")
check("missing record: flagged in the manifest at 22,500 Hz", un["in_sound_list"] is False and un["rate"] == 22500 and
      "volume" not in un, un)
check("missing record: a warning item in the manifest",
      any(o["kind"] == "warning" and "15dade26" in o["warning"] for o in outs), outs)

# the sound tables as JSON
glr = os.path.join(ext, "warriors.glr")
sl = json.load(open(os.path.join(glr, "sound_list.json")))
check("sound_list.json: 7 records sorted by hash, named, hashes as 8 hex digits",
      sl["count"] == 7 and [x["hash"] for x in sl["records"]] == sorted(x["hash"] for x in sl["records"]) and
      all(len(x["hash"]) == 8 and x["name"] for x in sl["records"]), sl)
cl = json.load(open(os.path.join(glr, "sound_classes.json")))
check("sound_classes.json: 4 classes, class 3 streamed stereo",
      cl["count"] == 4 and cl["records"][3]["channels"] == 2 and cl["records"][3]["streamed"], cl)
st = json.load(open(os.path.join(glr, "stereo_sounds.json")))
check("stereo_sounds.json: the rain's layout", st["records"] == [
    {"index": 0, "hash": "287d8b33", "name": "stream/sample_rain", "interleave": 256, "last_block": 64, "blocks": 3}],
      st)
mu = json.load(open(os.path.join(glr, "music_list.json")))
check("music_list.json: one track", mu["count"] == 1 and mu["records"][0]["name"] == "music/sample" and
      mu["records"][0]["rate"] == 44100 and mu["records"][0]["unknown_08"] == 64, mu)

# BFW.SND: the mono voice (0x800 bytes = 128 frames at 0) and the stereo rain at 0x800:
# 3 blocks of 0x100 bytes per channel, 0x40 useful of each channel in the last, each at its own 0x100
def voice_nib(f, i): return (f + i) % 16 - 8
def rain_nib(c, f): return (f % 8) if c == 0 else -(f % 8) - 1


bfw = bytearray(b"".join(frame([voice_nib(f, i) for i in range(28)]) for f in range(128)))
bfw += b"\x00" * 0x600  # the rain, 3 full-size blocks of 2 x 0x100
for b in range(3):
    for c in range(2):
        n = 16 if b < 2 else 4
        block = b"".join(frame([rain_nib(c, b * 16 + f)] * 28) for f in range(n))
        at = 0x800 + b * 0x200 + c * 0x100  # the last block full size too (FACTS.md 7)
        bfw[at:at + len(block)] = block
snd = os.path.join(out, "IOP")
os.makedirs(snd)
open(os.path.join(snd, "BFW.SND"), "wb").write(bfw)
r = subprocess.run([warp, "extract", os.path.join(snd, "BFW.SND"), "--wad", wad, "--names", names, "-o",
                    os.path.join(out, "bfw"), "-q"], capture_output=True, text=True)
check("extract BFW.SND exits 0", r.returncode == 0, r.stderr)
ch, rate, pcm = wav(os.path.join(out, "bfw", "stream_sample_voice.wav"))
check("BFW.SND mono: 22,500 Hz, 128 frames, every sample its nibble",
      (ch, rate) == (1, 22500) and pcm == [voice_nib(f, i) for f in range(128) for i in range(28)], (ch, rate, len(pcm)))
ch, rate, pcm = wav(os.path.join(out, "bfw", "stream_sample_rain.wav"))
frames = 16 + 16 + 4
check("BFW.SND stereo: 44,100 Hz, (16 + 16 + 4) frames per channel, left/right de-interleaved",
      (ch, rate) == (2, 44100) and pcm[0::2] == [rain_nib(0, f) for f in range(frames) for _ in range(28)] and
      pcm[1::2] == [rain_nib(1, f) for f in range(frames) for _ in range(28)], (ch, rate, len(pcm)))
bm = json.load(open(os.path.join(out, "bfw", "manifest.json")))
check("BFW.SND manifest: 2 written, 0 failed", bm["written"] == 2 and bm["failed"] == 0, bm)
# --jobs: the sounds decoded on 1 or 4 threads, the same files and manifest (it exited 2 with the usage)
same = True
for jobs in ("1", "4"):
    d = os.path.join(out, "bfw_jobs" + jobs)
    r = subprocess.run([warp, "extract", os.path.join(snd, "BFW.SND"), "--wad", wad, "--names", names, "--jobs", jobs,
                        "-o", d, "-q"], capture_output=True, text=True)
    same = same and r.returncode == 0 and all(
        open(os.path.join(d, f), "rb").read() == open(os.path.join(out, "bfw", f), "rb").read()
        for f in ("stream_sample_voice.wav", "stream_sample_rain.wav", "manifest.json"))
check("extract BFW.SND --jobs 1 and --jobs 4: exit 0, the same WAVs and manifest", same, r.stderr)

# MUSIC.SND: one track, 2 blocks of 0x400 bytes per channel, 0x200 useful of each channel in the last
music = bytearray(0x1000)
for b in range(2):
    for c in range(2):
        n = 64 if b == 0 else 32
        block = b"".join(frame([(f + c * 3) % 16 - 8] * 28) for f in range(b * 64, b * 64 + n))
        at = b * 0x800 + c * 0x400
        music[at:at + len(block)] = block
open(os.path.join(snd, "MUSIC.SND"), "wb").write(music)
r = subprocess.run([warp, "extract", os.path.join(snd, "MUSIC.SND"), "--wad", wad, "-o", os.path.join(out, "music"),
                    "-q"], capture_output=True, text=True)
check("extract MUSIC.SND exits 0", r.returncode == 0, r.stderr)
ch, rate, pcm = wav(os.path.join(out, "music", "sample.wav"))
check("MUSIC.SND: stereo 44,100 Hz, 96 frames per channel, exact",
      (ch, rate) == (2, 44100) and all(pcm[c::2] == [(f + c * 3) % 16 - 8 for f in range(96) for _ in range(28)]
                                       for c in range(2)), (ch, rate, len(pcm)))
# a track past the end of its file is reported, not written
open(os.path.join(snd, "MUSIC.SND"), "wb").write(music[:0x800])
r = subprocess.run([warp, "extract", os.path.join(snd, "MUSIC.SND"), "--wad", wad, "-o", os.path.join(out, "short"),
                    "-q"], capture_output=True, text=True)
check("a short MUSIC.SND: exit 1, the track reported, no WAV",
      r.returncode == 1 and "runs past the end" in r.stderr and not os.path.exists(os.path.join(out, "short",
                                                                                              "sample.wav")), r.stderr)

# a hostile bank index (an offset past the bank; still a valid-looking index) in a copy of the WAD: the bank fails with the
# library's error, the run goes on
import zlib
bad = os.path.join(out, "bad")
shutil.copytree(sample, bad)
d = open(os.path.join(bad, "WARRIORS.DIR"), "rb").read()
want = zlib.crc32(b"./ee_files/menu.msd")
recs = [struct.unpack("<III", d[16 + 12 * i:28 + 12 * i]) for i in range(struct.unpack("<I", d[:4])[0])]
off = next(o for o, n, h in recs if h == want)
with open(os.path.join(bad, "WARRIORS.WAD"), "r+b") as f:
    f.seek(off + 20)
    f.write(struct.pack("<I", 0x7FF0))  # the third sound's offset, past the 1,248-byte bank
r = subprocess.run([warp, "extract", os.path.join(bad, "WARRIORS.WAD"), "-o", os.path.join(out, "bad-out"), "--names",
                    os.path.join(bad, "names.txt"), "-q"], capture_output=True, text=True)
m = json.load(open(os.path.join(out, "bad-out", "manifest.json")))
menu = next(e for e in m["entries"] if e["name"] == "menu.msb")
check("a bank index past its bank: exit 1, menu.msb failed with the library's error, no WAV",
      r.returncode == 1 and menu["status"] == "failed" and
      any(o["kind"] == "error" and "offset or index out of range" in o["error"] for o in menu["outputs"]) and
      not any(o["kind"] == "sound" for o in menu["outputs"]), (r.returncode, menu))

finish("audio_e2e")
