#!/usr/bin/env python3
"""`warp rebuild WARRIORS.WAD` with edited sounds and captions, on the sample WAD (`warp sample`):
an unedited extraction rebuilds the identical WAD and DIR; a bank sound replaced by a 0.25 s sine
at its own rate comes back at that rate, at least as long, SNR >= 20 dB, and the other sounds
sample-exact; a shorter sound shrinks its bank; a WAV at another rate of the game's table moves the
record's rate index; a rate outside the table, hostile WAVs and a caption outside Latin-1 are
refused and nothing is written; a translated and a lengthened caption set comes back exactly.
The bank bytes, the .msd offsets and the sound-list records are checked against FACTS.md 7 here,
independently of the tool.

usage: test_rebuild_media.py WARP OUTDIR"""
import json, math, os, shutil, struct, subprocess, sys, wave

from checks_py import check, finish

warp, out = sys.argv[1:3]
RATES = [0, 750, 1500, 2250, 3000, 3750, 4500, 5250, 6000, 6750, 7500, 8000, 8250, 9000, 9750, 10500, 11000, 11025,
         11250, 12000, 12750, 13500, 14250, 15000, 15750, 16000, 16500, 17250, 18000, 18750, 19500, 20250, 21000,
         21750, 22050, 22250, 22500, 23250, 24000, 24750, 25500, 26250, 27000, 27750, 28500, 29250, 30000, 30750,
         31500, 32250, 33000, 33750, 34500, 35250, 36000, 36750, 37500, 38250, 39000, 39750, 40500, 41250, 42000,
         42750, 43500, 44100, 44250, 45000, 45750, 46500, 47250, 48000, 9999]  # FACTS.md 7


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def crc(name):
    import zlib
    return zlib.crc32(name.encode())


def wad_entries(d):
    """{entry index: bytes} of OUTDIR d's WARRIORS.WAD."""
    wad, dr = open(os.path.join(d, "WARRIORS.WAD"), "rb").read(), open(os.path.join(d, "WARRIORS.DIR"), "rb").read()
    return {i: wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)] for i in range(u32(dr, 0))}


def sound_list(glr):
    """{hash: (size, offset, pitch, volume, rate index, class)} of the 0x29 chunk (FACTS.md 7: records at +4)."""
    off = 16
    while off + 16 <= len(glr):
        ctype, size = u32(glr, off), u32(glr, off + 4)
        if ctype == 0x29:
            d = off + 16
            return {u32(glr, d + 4 + 16 * r + 8): struct.unpack_from("<II4xBBBB", glr, d + 4 + 16 * r)
                    for r in range(u32(glr, d))}
        off += 16 + size
    return {}


def wav_write(path, rate, samples, channels=1, width=2):
    with wave.open(path, "wb") as w:
        w.setnchannels(channels), w.setsampwidth(width), w.setframerate(rate)
        if width == 1:
            w.writeframes(bytes((s // 256 + 128) & 255 for s in samples))
        else:
            w.writeframes(struct.pack("<%dh" % len(samples), *samples))


def wav_read(path):
    with wave.open(path, "rb") as w:
        return w.getframerate(), list(struct.unpack("<%dh" % w.getnframes(), w.readframes(w.getnframes())))


def snr(ref, got):
    sig = sum(x * x for x in ref)
    err = sum((x - (got[i] if i < len(got) else 0)) ** 2 for i, x in enumerate(ref))
    return math.inf if err == 0 else 10 * math.log10(sig / err)


def sine(rate, seconds, hz=440, amp=10000):
    return [int(amp * math.sin(2 * math.pi * hz * i / rate)) for i in range(int(rate * seconds))]


def fresh(name):
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    shutil.copytree(ex, d)
    return d


def nothing_written(d):
    return not os.path.exists(d) or os.listdir(d) == []


def rebuild(src, name):
    dst = os.path.join(out, name)
    shutil.rmtree(dst, ignore_errors=True)
    return run("rebuild", wad, "--from", src, "-o", dst), dst


def extract(d, name):
    x = os.path.join(out, name)
    shutil.rmtree(x, ignore_errors=True)
    r = run("extract", os.path.join(d, "WARRIORS.WAD"), "-o", x, "--names", names, "--quiet")
    check("%s: extracts" % name, r.returncode == 0, r.stderr)
    return x


def bank_sounds(x):
    """{file: item} of every sound item of the extraction x."""
    m = json.load(open(os.path.join(x, "manifest.json")))
    return {os.path.join(e["folder"], o["file"]): o for e in m["entries"] for o in e["outputs"] if o["kind"] == "sound"}


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
ex = os.path.join(out, "ex")
r = run("extract", wad, "-o", ex, "--names", names, "--quiet")
check("sample extracted", r.returncode == 0, r.stderr)
man = json.load(open(os.path.join(ex, "manifest.json")))
index = {e["name"]: e["index"] for e in man["entries"]}
before = wad_entries(sample)
old_list = sound_list(before[index["warriors.glr"]])
old_sounds = bank_sounds(ex)

# ---- unedited: identical ----------------------------------------------------------------------
r, d = rebuild(ex, "same")
check("unedited: rebuilt", r.returncode == 0, r.stderr)
check("unedited: identical WAD and DIR", r.returncode == 0 and all(
    open(os.path.join(d, f), "rb").read() == open(os.path.join(sample, f), "rb").read()
    for f in ("WARRIORS.WAD", "WARRIORS.DIR")))

# ---- a longer sound: a 0.25 s sine at its own rate (22,050 Hz) --------------------------------
x = fresh("ed_long")
tone = sine(22050, 0.25)
wav_write(os.path.join(x, "menu.msb", "menu_select.wav"), 22050, tone)
r, d = rebuild(x, "long")
check("longer sound: rebuilt", r.returncode == 0, r.stderr)
check("longer sound: the summary gives the SNR", "SNR" in r.stderr, r.stderr)
after = wad_entries(d)
msb, msd = after[index["menu.msb"]], after[index["menu.msd"]]
new_list = sound_list(after[index["warriors.glr"]])
h_sel, h_back, h_unl = crc("menu/select"), crc("menu/back"), crc("menu/alert")
frames = (len(tone) + 27) // 28
size = new_list[h_sel][0]
check("longer sound: record size = its frames + the silent frame", size == 16 * frames + 16, (size, frames))
check("longer sound: last frame flagged 1, then a silent frame flagged 7 (FACTS 7)",
      msb[size - 32 + 1] == 1 and msb[size - 16:size] == bytes([0, 7]) + bytes(14) and
      all(msb[16 * f + 1] == 0 for f in range(frames - 1)), msb[size - 32:size].hex())
check("longer sound: the bank grew by as much", len(msb) == len(before[index["menu.msb"]]) - 416 + size,
      (len(msb), size))
pairs = [struct.unpack_from("<II", msd, 8 * k) for k in range(3)]
check(".msd: offsets after it follow", pairs == [(h_sel, 0), (h_back, size), (h_unl, size + 416)], pairs)
check("sound list: moved record follows, other fields kept",
      new_list[h_back] == (416, size) + old_list[h_back][2:] and new_list[h_sel][1:] == old_list[h_sel][1:],
      (new_list[h_back], new_list[h_sel], old_list[h_sel]))
y = extract(d, "ex_long")
new_sounds = bank_sounds(y)
sel = new_sounds["menu.msb/menu_select.wav"]
rate, got = wav_read(os.path.join(y, "menu.msb", "menu_select.wav"))
check("longer sound: back at its own rate", rate == 22050 and sel["rate"] == 22050, rate)
check("longer sound: at least as long as the WAV", len(got) >= len(tone), (len(got), len(tone)))
s = snr(tone, got)
check("longer sound: SNR >= 20 dB (%.1f dB)" % s, s >= 20, s)
others = [f for f in old_sounds if f != "menu.msb/menu_select.wav"]
check("longer sound: every other sound sample-exact", all(
    wav_read(os.path.join(ex, f)) == wav_read(os.path.join(y, f)) for f in others), others)

# ---- a shorter sound at a new rate of the table; a stereo 8-bit WAV mixed to mono --------------
x = fresh("ed_short")
short = sine(16000, 0.01, 1000)  # 160 samples at 16,000 Hz (index 25)
wav_write(os.path.join(x, "sound.msb", "sound_sample_chirp.wav"), 16000, short)
stereo = [v for s in sine(22500, 0.02, 300) for v in (s, s)]
wav_write(os.path.join(x, "sound.msb", "sound_sample_beep.wav"), 22500, stereo, channels=2, width=1)
r, d = rebuild(x, "short")
check("shorter sound: rebuilt", r.returncode == 0, r.stderr)
after = wad_entries(d)
new_list = sound_list(after[index["warriors.glr"]])
h_beep, h_chirp = crc("sound/sample_beep"), crc("sound/sample_chirp")
check("new rate in the table: rate index 25 (16,000 Hz)", new_list[h_chirp][4] == 25 and
      RATES[new_list[h_chirp][4]] == 16000, new_list[h_chirp])
check("shorter sound: size", new_list[h_chirp][0] == 16 * ((160 + 27) // 28) + 16, new_list[h_chirp])
check("shorter sound: the bank shrank", len(after[index["sound.msb"]]) < len(before[index["sound.msb"]]))
check("class, volume, pitch kept", new_list[h_chirp][2:4] + new_list[h_chirp][5:] ==
      old_list[h_chirp][2:4] + old_list[h_chirp][5:], (new_list[h_chirp], old_list[h_chirp]))
y = extract(d, "ex_short")
rate, got = wav_read(os.path.join(y, "sound.msb", "sound_sample_chirp.wav"))
check("shorter sound: back at 16,000 Hz, SNR >= 20 dB", rate == 16000 and snr(short, got) >= 20,
      (rate, snr(short, got)))
rate, got = wav_read(os.path.join(y, "sound.msb", "sound_sample_beep.wav"))
mono = [((s // 256 + 128) & 255) * 256 - 32768 for s in stereo[::2]]
check("stereo 8-bit WAV: mixed to mono and converted", rate == 22500 and snr(mono, got) >= 20, snr(mono, got))
check("menu bank untouched", after[index["menu.msb"]] == before[index["menu.msb"]] and
      after[index["menu.msd"]] == before[index["menu.msd"]])

# ---- refusals: nothing written ----------------------------------------------------------------
def refused(label, path, data, *needles):
    x = fresh("ed_refuse")
    with open(os.path.join(x, path), "wb") as f:
        f.write(data)
    r, d = rebuild(x, "refused")
    check("%s: refused" % label, r.returncode != 0 and all(n in r.stderr for n in needles), r.stderr)
    check("%s: nothing written" % label, nothing_written(d), os.listdir(d) if os.path.exists(d) else "")


def riff(fmt_tag=1, channels=1, rate=22050, bits=16, data=b"\0\0" * 8, riff_size=None, data_size=None):
    align = channels * bits // 8
    fmt = struct.pack("<HHIIHH", fmt_tag, channels, rate, rate * align, align, bits)
    body = b"WAVEfmt " + struct.pack("<I", 16) + fmt + b"data" + struct.pack(
        "<I", len(data) if data_size is None else data_size) + data
    return b"RIFF" + struct.pack("<I", len(body) if riff_size is None else riff_size) + body


sel_wav = os.path.join("menu.msb", "menu_select.wav")
x = fresh("ed_rate")
wav_write(os.path.join(x, sel_wav), 12345, sine(12345, 0.25))
if os.environ.get("WARP_RESAMPLE") == "1":  # built with libsamplerate: resampled to the sound's own rate
    r, d = rebuild(x, "rate")
    check("rate outside the table: resampled", r.returncode == 0 and "resampled to its sound's 22050 Hz" in r.stderr,
          r.stderr)
    y = extract(d, "ex_rate")
    rate, got = wav_read(os.path.join(y, sel_wav))
    ideal = sine(22050, 0.25)
    mid = slice(200, len(ideal) - 200)  # the converter's edges aside
    check("rate outside the table: back at 22,050 Hz, as long, SNR >= 20 dB against the ideal sine (%.1f dB)" %
          snr(ideal[mid], got[mid]), rate == 22050 and abs(len(got) - len(ideal)) < 40 and
          snr(ideal[mid], got[mid]) >= 20, (rate, len(got), len(ideal)))
    check("rate outside the table: the rate index is kept", sound_list(wad_entries(d)[index["warriors.glr"]])[
        crc("menu/select")][4] == old_list[crc("menu/select")][4])
else:
    refused("rate outside the table", sel_wav, open(os.path.join(x, sel_wav), "rb").read(), "12345 Hz",
            "22050", "48000", "resample")
refused("data chunk longer than the file", sel_wav, riff(data_size=100000), "\"data\" chunk", "past the end")
refused("zero channels", sel_wav, riff(channels=0), "0 channels")
refused("4 GB RIFF size", sel_wav, riff(riff_size=0xFFFFFFFF), "RIFF size", "4294967303")
refused("not a WAV", sel_wav, b"not a wav at all", "not a WAV")
refused("12-bit samples", sel_wav, riff(bits=12), "12-bit")
refused("empty WAV", sel_wav, riff(data=b""), "no samples")

# ---- captions ---------------------------------------------------------------------------------
subs = os.path.join("level1.lev", "subtitles.json")
orig = json.load(open(os.path.join(ex, subs)))
x = fresh("ed_subs")
j = json.loads(json.dumps(orig))
j["languages"][0]["scenes"][0]["captions"][1]["text"] = "Hello, sample. Now a much longer caption than before."
j["languages"][1]["language"] = "FRENCH"
j["languages"][1]["scenes"][0]["captions"] = [{"kind": 3, "text": "Bonjour, ça va ?"},
                                              {"kind": 2, "text": "Fin<CR>de l'épisode"}]
json.dump(j, open(os.path.join(x, subs), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
r, d = rebuild(x, "subs")
check("captions: rebuilt", r.returncode == 0, r.stderr)
after = wad_entries(d)
lev, old_lev = after[index["level1.lev"]], before[index["level1.lev"]]
check("captions: the level resource's size follows", u32(lev, 4) == len(lev) - 16 - 16 * u32(lev, 0),
      (u32(lev, 4), len(lev)))
y = extract(d, "ex_subs")
back = json.load(open(os.path.join(y, subs)))
check("captions: the edited set comes back exactly", back["languages"] == j["languages"], back["languages"])
pos = lev.find(b"Bonjour, \xe7a va ?\0")
check("captions: Latin-1 bytes, tags verbatim", pos > 0 and lev.find(b"Fin<CR>de l'\xe9pisode\0") > pos)
check("captions: everything before the 0x51 chunk unchanged", lev[16:len(old_lev) - 400] == old_lev[16:len(old_lev) - 400])

x = fresh("ed_subs_bad")
j = json.loads(json.dumps(orig))
j["languages"][1]["scenes"][0]["captions"][0]["text"] = "Привет"
json.dump(j, open(os.path.join(x, subs), "w", encoding="utf-8"), ensure_ascii=False, indent=1)
line = next(n + 1 for n, t in enumerate(open(os.path.join(x, subs), encoding="utf-8")) if "Привет" in t)
r, d = rebuild(x, "subs_bad")
check("caption outside Latin-1: refused naming its line and caption",
      r.returncode != 0 and ("line %d" % line) in r.stderr and "caption 1 of scene cs_sample (GERMAN)" in r.stderr and
      "U+041F" in r.stderr, r.stderr)
check("caption outside Latin-1: nothing written", nothing_written(d))

x = fresh("ed_subs_utf8")
raw = open(os.path.join(x, subs), "rb").read().replace(b"Hallo.", b"Hallo\xff.")
open(os.path.join(x, subs), "wb").write(raw)
r, d = rebuild(x, "subs_utf8")
check("subtitles.json not UTF-8: refused, nothing written", r.returncode != 0 and "not valid UTF-8" in r.stderr and
      "caption 1 of scene cs_sample (GERMAN)" in r.stderr and nothing_written(d), r.stderr)

finish("rebuild_media")
