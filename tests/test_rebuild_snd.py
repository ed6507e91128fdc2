#!/usr/bin/env python3
"""`warp rebuild BFW.SND|MUSIC.SND --wad WAD`: on the sample WAD and synthetic .SND files
written here (the layouts of FACTS.md 7: a mono streamed sound at 0, a stereo one at 0x800 of
3 blocks of 0x100 bytes per channel with a short last block, a music track of 2 blocks of 0x400),
an unedited extraction rebuilds the identical .SND and no WAD; a longer mono sound moves the
stereo one to the next 2,048-byte boundary and the WAD's sound list follows; a stereo sound and
a music track of new lengths get new block counts and last blocks; every edit comes back through
`warp extract` within the codec's error (SNR >= 20 dB), every other sound sample-exact; a rate
outside the table is refused, nothing written.

usage: test_rebuild_snd.py WARP OUTDIR"""
import json, math, os, shutil, struct, subprocess, sys, wave, zlib

from checks_py import check, finish

warp, out = sys.argv[1:3]


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def u32(b, o):
    return struct.unpack_from("<I", b, o)[0]


def frame(nibbles, flags=0):
    """Predictor 0, shift 12: each decoded sample is its nibble."""
    return bytes([0x0C, flags]) + bytes((nibbles[2 * i] & 15) | (nibbles[2 * i + 1] & 15) << 4 for i in range(14))


def wav_write(path, rate, channels, frames):
    """frames: a list of per-frame tuples (one value per channel)."""
    with wave.open(path, "wb") as w:
        w.setnchannels(channels), w.setsampwidth(2), w.setframerate(rate)
        w.writeframes(b"".join(struct.pack("<%dh" % channels, *f) for f in frames))


def wav_read(path):
    with wave.open(path, "rb") as w:
        n, c = w.getnframes(), w.getnchannels()
        s = struct.unpack("<%dh" % (n * c), w.readframes(n))
        return w.getframerate(), c, [s[k::c] for k in range(c)]


def snr(ref, got):
    sig = sum(x * x for x in ref)
    err = sum((x - (got[i] if i < len(got) else 0)) ** 2 for i, x in enumerate(ref))
    return math.inf if err == 0 else 10 * math.log10(sig / err)


def tone(rate, n, hz, amp=9000):
    return [int(amp * math.sin(2 * math.pi * hz * i / rate)) for i in range(n)]


def glr_tables(wad_dir):
    """(sound list {hash: (size, offset, rate index)}, stereo {hash: (interleave, last, blocks)}, music records)."""
    wad, dr = open(os.path.join(wad_dir, "WARRIORS.WAD"), "rb").read(), open(os.path.join(wad_dir, "WARRIORS.DIR"), "rb").read()
    i = GLR
    glr = wad[u32(dr, 16 + 12 * i):u32(dr, 16 + 12 * i) + u32(dr, 20 + 12 * i)]
    sounds, stereo, music, off = {}, {}, [], 16
    while off + 16 <= len(glr):
        t, size, d = u32(glr, off), u32(glr, off + 4), off + 16
        if t == 0x29:
            sounds = {u32(glr, d + 4 + 16 * r + 8): (u32(glr, d + 4 + 16 * r), u32(glr, d + 8 + 16 * r), glr[d + 4 + 16 * r + 14])
                      for r in range(u32(glr, d))}
        if t == 0x49:
            stereo = {u32(glr, d + 16 + 16 * r): struct.unpack_from("<III", glr, d + 20 + 16 * r) for r in range(u32(glr, d))}
        if t == 0x31:
            music = [struct.unpack_from("<fIIIIIIIII", glr, d + 4 + 104 * r) for r in range(u32(glr, d))]
        off += 16 + size
    return sounds, stereo, music


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
r = run("sample", sample, "--quiet")
check("sample written", r.returncode == 0, r.stderr)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
r = run("list", wad, "--json", "--names", names)
GLR = next(e["index"] for e in json.loads(r.stdout) if e["name"] == "warriors.glr")
VOICE, RAIN = zlib.crc32(b"stream/sample_voice"), zlib.crc32(b"stream/sample_rain")

# The .SND files of tests/audio_e2e.py.
bfw = bytearray(b"".join(frame([(f + i) % 16 - 8 for i in range(28)]) for f in range(128)))
bfw += b"\x00" * 0x600  # the rain, 3 full-size blocks of 2 x 0x100
for b in range(3):
    for c in range(2):
        n = 16 if b < 2 else 4
        block = b"".join(frame([(b * 16 + f) % 8 if c == 0 else -((b * 16 + f) % 8) - 1] * 28) for f in range(n))
        at = 0x800 + b * 0x200 + c * 0x100  # the last block full size too (FACTS.md 7)
        bfw[at:at + len(block)] = block
music = bytearray(0x1000)
for b in range(2):
    for c in range(2):
        n = 64 if b == 0 else 32
        block = b"".join(frame([(f + c * 3) % 16 - 8] * 28) for f in range(b * 64, b * 64 + n))
        at = b * 0x800 + c * 0x400
        music[at:at + len(block)] = block
iop = os.path.join(out, "IOP")
os.makedirs(iop)
open(os.path.join(iop, "BFW.SND"), "wb").write(bfw)
open(os.path.join(iop, "MUSIC.SND"), "wb").write(music)


def extract(snd, wad_path, name):
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    r = run("extract", snd, "--wad", wad_path, "--names", names, "-o", d, "-q")
    check("%s: extracted" % name, r.returncode == 0, r.stderr)
    return d


def rebuild(snd, src, name):
    d = os.path.join(out, name)
    shutil.rmtree(d, ignore_errors=True)
    return run("rebuild", snd, "--wad", wad, "--from", src, "-o", d), d


bfw_path, music_path = os.path.join(iop, "BFW.SND"), os.path.join(iop, "MUSIC.SND")
ex = extract(bfw_path, wad, "ex_bfw")
exm = extract(music_path, wad, "ex_music")

# ---- unedited: the identical .SND, no WAD ------------------------------------------------------
for snd, src in ((bfw_path, ex), (music_path, exm)):
    r, d = rebuild(snd, src, "same")
    base = os.path.basename(snd)
    check("%s unedited: identical, and no WAD written" % base, r.returncode == 0 and
          open(os.path.join(d, base), "rb").read() == open(snd, "rb").read() and os.listdir(d) == [base],
          r.stderr + str(os.listdir(d) if os.path.isdir(d) else ""))

# ---- a WAV the manifest does not name: refused by name, nothing written (issue 44) -------------
stray = os.path.join(ex, "new_sound.wav")
shutil.copy(os.path.join(ex, sorted(n for n in os.listdir(ex) if n.endswith(".wav"))[0]), stray)
r, d = rebuild(bfw_path, ex, "stray")
os.remove(stray)
check("BFW.SND: a new WAV dropped in: refused by name, nothing written", r.returncode == 1 and
      (stray + ": no manifest item names it") in r.stderr and not os.path.exists(os.path.join(d, "BFW.SND")), r.stderr)

# ---- a longer mono sound: the stereo one moves -------------------------------------------------
x = os.path.join(out, "ed_voice")
shutil.copytree(ex, x)
voice = tone(22500, 22500 // 4, 440)
wav_write(os.path.join(x, "stream_sample_voice.wav"), 22500, 1, [(v,) for v in voice])
r, d = rebuild(bfw_path, x, "voice")
check("the summary gives the SNR", "SNR" in r.stderr and "5625 samples x 1 channels at 22500 Hz" in r.stderr, r.stderr)
check("longer mono sound: rebuilt, the WAD written", r.returncode == 0 and
      sorted(os.listdir(d)) == ["BFW.SND", "WARRIORS.DIR", "WARRIORS.WAD"], r.stderr)
sounds, stereo, _ = glr_tables(d)
size = (len(voice) + 27) // 28 * 16
check("mono: its record's size, no end flags", sounds[VOICE][:2] == (size, 0), sounds[VOICE])
new = open(os.path.join(d, "BFW.SND"), "rb").read()
check("mono: no frame flagged", all(new[16 * f + 1] == 0 for f in range(size // 16)))
moved = (size + 2047) // 2048 * 2048
check("stereo sound moved to the next 2,048 boundary", sounds[RAIN][1] == moved and new[moved:moved + 0x600] ==
      bytes(bfw[0x800:0xE00]), sounds[RAIN])
check("the DIR is unchanged (the tables change in place)",
      open(os.path.join(d, "WARRIORS.DIR"), "rb").read() == open(os.path.join(sample, "WARRIORS.DIR"), "rb").read())
y = extract(os.path.join(d, "BFW.SND"), os.path.join(d, "WARRIORS.WAD"), "ex_voice")
rate, ch, got = wav_read(os.path.join(y, "stream_sample_voice.wav"))
s = snr(voice, got[0])
check("mono: back at 22,500 Hz, as long, SNR >= 20 dB (%.1f dB)" % s, rate == 22500 and len(got[0]) >= len(voice)
      and s >= 20, (rate, len(got[0])))
check("stereo sound: sample-exact", wav_read(os.path.join(y, "stream_sample_rain.wav")) ==
      wav_read(os.path.join(ex, "stream_sample_rain.wav")))

# ---- a stereo sound of a new length: blocks and the short last block --------------------------
x = os.path.join(out, "ed_rain")
shutil.copytree(ex, x)
n = 1000  # 36 frames a channel: 576 bytes, 2 full blocks of 0x100 and 0x40 each in the last
left, right = tone(44100, n, 500), tone(44100, n, 1500, 6000)
wav_write(os.path.join(x, "stream_sample_rain.wav"), 44100, 2, list(zip(left, right)))
r, d = rebuild(bfw_path, x, "rain")
check("stereo: rebuilt", r.returncode == 0, r.stderr)
sounds, stereo, _ = glr_tables(d)
check("stereo table: interleave kept, 3 blocks, last block 0x40 (one channel's bytes)", stereo[RAIN] == (0x100, 0x40, 3),
      stereo[RAIN])
rb = open(os.path.join(d, "BFW.SND"), "rb").read()
last = sounds[RAIN][1] + 2 * 0x200  # the last block, stored full size: left at +0, right at +0x100
check("stereo: the last block's channels each at their own interleave offset, zeros after 0x40 bytes",
      any(rb[last:last + 0x40]) and not any(rb[last + 0x40:last + 0x100]) and any(rb[last + 0x100:last + 0x140]) and
      not any(rb[last + 0x140:last + 0x200]) and len(rb) >= last + 0x200, len(rb))
check("mono sound untouched", sounds[VOICE] == (0x800, 0, 36) and
      open(os.path.join(d, "BFW.SND"), "rb").read()[:0x800] == bytes(bfw[:0x800]), sounds[VOICE])
y = extract(os.path.join(d, "BFW.SND"), os.path.join(d, "WARRIORS.WAD"), "ex_rain")
rate, ch, got = wav_read(os.path.join(y, "stream_sample_rain.wav"))
sl, sr = snr(left, got[0]), snr(right, got[1])
check("stereo: back at 44,100 Hz, both channels SNR >= 20 dB (%.1f, %.1f dB)" % (sl, sr),
      rate == 44100 and ch == 2 and len(got[0]) >= n and sl >= 20 and sr >= 20, (rate, ch, len(got[0])))

# ---- a music track: longer, another rate --------------------------------------------------------
x = os.path.join(out, "ed_music")
shutil.copytree(exm, x)
n = 5000  # 179 frames a channel: 2,864 bytes = 2 full blocks of 0x400 and 0x330 a channel
left, right = tone(32000, n, 300), tone(32000, n, 700, 5000)
track = [f for f in os.listdir(x) if f.endswith(".wav")][0]
wav_write(os.path.join(x, track), 32000, 2, list(zip(left, right)))
r, d = rebuild(music_path, x, "music")
check("music: rebuilt", r.returncode == 0, r.stderr)
_, _, mus = glr_tables(d)
check("music list: rate 32,000, 3 blocks, last block 0x330 (one channel's bytes), offset 0",
      (mus[0][1], mus[0][4], mus[0][7], mus[0][8]) == (32000, 0, 3, 0x330), mus[0])
y = extract(os.path.join(d, "MUSIC.SND"), os.path.join(d, "WARRIORS.WAD"), "ex_music2")
rate, ch, got = wav_read(os.path.join(y, track))
sl, sr = snr(left, got[0]), snr(right, got[1])
check("music: back at 32,000 Hz, SNR >= 20 dB (%.1f, %.1f dB)" % (sl, sr), rate == 32000 and sl >= 20 and sr >= 20,
      (rate, len(got[0])))

# ---- two sound-list records of the same sound (hashes may repeat, FACTS-2 6.7) -----------------
dup = os.path.join(out, "dup")
shutil.copytree(sample, dup)
wad_bytes = bytearray(open(os.path.join(dup, "WARRIORS.WAD"), "rb").read())
dr = open(os.path.join(dup, "WARRIORS.DIR"), "rb").read()
g0, g1 = u32(dr, 16 + 12 * GLR), u32(dr, 16 + 12 * GLR) + u32(dr, 20 + 12 * GLR)
back = struct.pack("<I", zlib.crc32(b"menu/back"))
at = wad_bytes.index(back, g0, g1) - 8  # menu/back's record becomes a second record of the voice
wad_bytes[at:at + 16] = struct.pack("<III4B", 0x800, 0, VOICE, 0, 100, 36, 2)
open(os.path.join(dup, "WARRIORS.WAD"), "wb").write(wad_bytes)
exd = os.path.join(out, "ex_dup")
r = run("extract", bfw_path, "--wad", os.path.join(dup, "WARRIORS.WAD"), "--names", names, "-o", exd, "-q")
voice_wav = os.path.join(exd, "stream_sample_voice.wav")
wav_write(voice_wav, 22500, 1, [(v,) for v in voice])
d = os.path.join(out, "dup_out")
r = run("rebuild", bfw_path, "--wad", os.path.join(dup, "WARRIORS.WAD"), "--from", exd, "-o", d)
new_wad = open(os.path.join(d, "WARRIORS.WAD"), "rb").read() if r.returncode == 0 else b""
recs = [struct.unpack_from("<III", new_wad, o - 8) for o in range(g0, g1) if new_wad[o:o + 4] ==
        struct.pack("<I", VOICE) and struct.unpack_from("<I", new_wad, o - 4)[0] == 0]
check("a repeated record: both get the new size, the sound is written once",
      r.returncode == 0 and [x[0] for x in recs] == [size, size] and
      os.path.getsize(os.path.join(d, "BFW.SND")) == moved + 0x600, (r.stderr, recs))

# ---- refused: a rate outside the table; nothing written ----------------------------------------
x = os.path.join(out, "ed_bad")
shutil.copytree(ex, x)
wav_write(os.path.join(x, "stream_sample_voice.wav"), 12345, 1, [(v,) for v in tone(12345, 500, 440)])
r, d = rebuild(bfw_path, x, "bad")
check("rate outside the table: refused, nothing written", r.returncode != 0 and "12345 Hz" in r.stderr and
      not os.path.exists(d), r.stderr)

finish("rebuild_snd")
