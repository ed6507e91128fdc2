#!/usr/bin/env python3
"""bench/rebuild_snd_bench.py WARP [MEGABYTES=1024] [WORKDIR=_build/rebuild-snd-bench]

`warp rebuild MUSIC.SND --wad WAD` on a synthetic MUSIC.SND of MEGABYTES: the sample WAD's one
track (at 0) followed by filler up to the size, so a longer track moves everything after it.
Warm cache, one run each, seconds and peak memory (ru_maxrss of the child):
  cat      the .SND copied with cat (the baseline: the same bytes read and written)
  same     rebuild from an unedited extraction (every WAV compared; byte-identical output checked)
  edit     the track replaced by a 3-minute 44,100 Hz stereo WAV (encoded, the rest copied)
Fails when a rebuild fails or the unedited one is not byte-identical."""
import math, os, resource, shutil, struct, subprocess, sys, time, wave

warp = sys.argv[1]
mb = int(sys.argv[2]) if len(sys.argv) > 2 else 1024
work = sys.argv[3] if len(sys.argv) > 3 else "_build/rebuild-snd-bench"
shutil.rmtree(work, ignore_errors=True)
os.makedirs(work)


def run(*args):
    t = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    r = subprocess.run(list(args), capture_output=True, text=True)
    if r.returncode:
        sys.exit("failed: %s\n%s" % (" ".join(args), r.stderr))
    return time.perf_counter() - t, max(before, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)


sample = os.path.join(work, "sample")
run(warp, "sample", sample, "--quiet")
wad = os.path.join(sample, "WARRIORS.WAD")
snd = os.path.join(work, "MUSIC.SND")
with open(snd, "wb") as f:  # the track: 2 blocks of 0x400 bytes a channel (silence decodes as zeros)
    f.write(bytes(0x1000))
    piece = bytes(range(256)) * 4096  # 1 MiB of filler, not sparse
    for _ in range(mb - 1):
        f.write(piece)
    f.write(bytes(1024 * 1024 - 0x1000))
ex = os.path.join(work, "ex")
run(warp, "extract", snd, "--wad", wad, "-o", ex, "-q")
t_cat, _ = run("sh", "-c", "cat '%s' > '%s'" % (snd, os.path.join(work, "cat.SND")))
os.remove(os.path.join(work, "cat.SND"))
t_same, m_same = run(warp, "rebuild", snd, "--wad", wad, "--from", ex, "-o", os.path.join(work, "same"), "-q")
same = os.path.join(work, "same", "MUSIC.SND")
if subprocess.run(["cmp", "-s", snd, same]).returncode:
    sys.exit("the unedited rebuild is not byte-identical")
shutil.rmtree(os.path.join(work, "same"))
track = [f for f in os.listdir(ex) if f.endswith(".wav")][0]
n = 44100 * 180
with wave.open(os.path.join(ex, track), "wb") as w:
    w.setnchannels(2), w.setsampwidth(2), w.setframerate(44100)
    step = 44100
    for s in range(0, n, step):
        w.writeframes(b"".join(struct.pack("<hh", int(8000 * math.sin(i * 0.0627)), int(6000 * math.sin(i * 0.1)))
                               for i in range(s, min(n, s + step))))
t_edit, m_edit = run(warp, "rebuild", snd, "--wad", wad, "--from", ex, "-o", os.path.join(work, "edit"), "-q")
edited = os.path.join(work, "edit", "MUSIC.SND")
if not subprocess.run(["cmp", "-s", snd, edited]).returncode:
    sys.exit("the edited rebuild left MUSIC.SND unchanged")
out_size = os.path.getsize(edited)
print("MUSIC.SND %d MiB; track: 3 min 44,100 Hz stereo (%d frames a channel)" % (mb, n))
print("cat    %7.2f s" % t_cat)
print("same   %7.2f s  (%.2fx cat)  peak %d MiB" % (t_same, t_same / t_cat, m_same // 1024))
print("edit   %7.2f s  (%.2fx cat)  peak %d MiB  -> %d bytes" % (t_edit, t_edit / t_cat, m_edit // 1024, out_size))
shutil.rmtree(work)
