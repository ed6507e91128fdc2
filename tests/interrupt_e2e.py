#!/usr/bin/env python3
"""An interrupted `warp rebuild GAME.iso` cleans up (issue 44): the sample WAD and DIR in an
ISO 9660 image built here byte by byte (ECMA-119, as tests/test_disc.c does; no genisoimage
needed), extracted, then rebuilt with the hidden hook WARP_TEST_IMAGE_SIGNAL=N (the rebuild
sends itself signal N once the new image's first MiB is written, a point the test controls):
- SIGINT and SIGTERM: "interrupted" printed, exit 128 + N, no new image, no temporary file,
  no work folder left; the same for a real SIGINT sent from outside once the work folder exists;
- SIGKILL (kill -9): the hidden `.#warp-<pid>-...` image stays; the next rebuild removes it,
  says so, and writes the same image as an uninterrupted run.

usage: interrupt_e2e.py WARP OUTDIR"""
import os, shutil, signal, struct, subprocess, sys, time

from checks_py import check, finish

warp, out = sys.argv[1], sys.argv[2]
S = 2048
TEMP = ".#warp-"
shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)


def run(args, env=None):
    r = subprocess.run([warp] + args, env=dict(os.environ, **(env or {})), capture_output=True, text=True)
    return r.returncode, r.stderr


def both32(v):
    return struct.pack("<I", v) + struct.pack(">I", v)


def record(name, extent, size, folder=False):
    n = len(name)
    rec = bytearray(33 + n + (0 if n & 1 else 1))
    rec[0] = len(rec)
    rec[2:10], rec[10:18] = both32(extent), both32(size)
    rec[25] = 2 if folder else 0
    rec[28], rec[31], rec[32] = 1, 1, n
    rec[33:33 + n] = name
    return bytes(rec)


def make_iso(path, files):
    """PVD at 16, terminator at 17, the root at 18, the files from 19 on, each on whole sectors."""
    at, placed = 19, []
    for name, data in files:
        placed.append((name, at, data))
        at += (len(data) + S - 1) // S
    img = bytearray(at * S)
    pvd = 16 * S
    img[pvd:pvd + 7] = b"\x01CD001\x01"
    img[pvd + 80:pvd + 88] = both32(at)
    img[pvd + 128:pvd + 132] = b"\x00\x08\x08\x00"
    root = record(b"\0", 18, S, True)
    img[pvd + 156:pvd + 156 + len(root)] = root
    img[17 * S:17 * S + 7] = b"\xffCD001\x01"
    recs = root + record(b"\1", 18, S, True) + b"".join(record(n + b";1", e, len(d)) for n, e, d in placed)
    img[18 * S:18 * S + len(recs)] = recs
    for _, e, d in placed:
        img[e * S:e * S + len(d)] = d
    open(path, "wb").write(img)


sample = os.path.join(out, "sample")
subprocess.run([warp, "sample", sample, "-q"], check=True)
read = lambda n: open(os.path.join(sample, n), "rb").read()
iso = os.path.join(out, "GAME.iso")
# a filler first: the new image's first MiB is written before the WAD's sectors
make_iso(iso, [(b"FILLER.BIN", bytes(3 << 20)), (b"WARRIORS.DIR", read("WARRIORS.DIR")),
               (b"WARRIORS.WAD", read("WARRIORS.WAD"))])
ex = os.path.join(out, "ex")
rc, err = run(["extract", iso, "-o", ex, "-q", "--no-html"])
check("extract GAME.iso exits 0", rc == 0, err)

ref = os.path.join(out, "ref.iso")
rc, err = run(["rebuild", iso, "--from", ex, "-o", ref, "-q"])
check("an uninterrupted rebuild exits 0", rc == 0 and os.path.isfile(ref), err)

new_dir = os.path.join(out, "new")
os.makedirs(new_dir)
new = os.path.join(new_dir, "NEW.iso")


def left():
    return sorted(os.listdir(new_dir))


for sig in (signal.SIGINT, signal.SIGTERM):
    rc, err = run(["rebuild", iso, "--from", ex, "-o", new, "-q"], {"WARP_TEST_IMAGE_SIGNAL": str(int(sig))})
    check("%s: exit %d" % (sig.name, 128 + sig), rc == 128 + sig, (rc, err))
    check("%s: says interrupted, naming the image" % sig.name,
          ("warp: interrupted (%s): %s not written" % (sig.name, new)) in err, err)
    check("%s: nothing left beside the output (no image, no temporary file, no work folder)" % sig.name,
          left() == [], left())

# A real Ctrl-C from outside, as soon as the work folder appears (the WAD being rebuilt on
# threads, or the image copied): the same cleanup. The run may end first: then nothing to check.
p = subprocess.Popen([warp, "rebuild", iso, "--from", ex, "-o", new, "-q"], stderr=subprocess.PIPE)
t_end = time.time() + 30
while not os.path.exists(new + ".warp-parts") and p.poll() is None and time.time() < t_end:
    time.sleep(0.002)
p.send_signal(signal.SIGINT)
err = p.communicate()[1].decode(errors="replace")
if p.returncode == 0:
    print("     (the rebuild ended before the signal: nothing to check)")
    os.remove(new)
else:
    check("outside SIGINT: exit 130, says interrupted, nothing left", p.returncode == 130 and
          "interrupted (SIGINT)" in err and left() == [], (p.returncode, err, left()))

rc, err = run(["rebuild", iso, "--from", ex, "-o", new, "-q"], {"WARP_TEST_IMAGE_SIGNAL": str(int(signal.SIGKILL))})
stale = [n for n in left() if n.startswith(TEMP) and n.endswith("NEW.iso")]
check("kill -9: the run dies leaving its hidden temporary image", rc == -signal.SIGKILL and len(stale) == 1, (rc, left()))
rc, err = run(["rebuild", iso, "--from", ex, "-o", new])
check("the next rebuild exits 0 and says it removed the leftover",
      rc == 0 and ("warp: %s: removed 1 temporary file an interrupted run left" % new) in err, (rc, err))
check("... nothing but the new image is left", left() == ["NEW.iso"], left())
check("... which is the uninterrupted run's, byte for byte",
      os.path.isfile(new) and open(new, "rb").read() == open(ref, "rb").read())

finish("interrupt_e2e")
