#!/usr/bin/env python3
"""A disc image of the sample (tests/disc_e2e.py, tests/html_check.sh): the sample WAD and DIR,
a BFW.SND and a MUSIC.SND for the sample WAD's tables written frame by frame (predictor 0,
shift 12: each decoded sample is its nibble, as audio_e2e.py writes them), a SYSTEM.CNF and an
executable stand-in, made into an ISO 9660 + UDF image with genisoimage.

As a program: disc_sample.py WARP ROOT IMAGE [EXTRA_NAME EXTRA_FILE]... writes the sample into
ROOT and the image to IMAGE; exit 77 (skip) without genisoimage."""
import os
import shutil
import subprocess
import sys


def frame(nibbles, flags=0):
    """Predictor 0, shift 12: each decoded sample is its nibble (audio_e2e.py)."""
    return bytes([0x0C, flags]) + bytes((nibbles[2 * i] & 15) | (nibbles[2 * i + 1] & 15) << 4 for i in range(14))


def sounds():
    """BFW.SND (a mono voice at 0, a stereo sound at 0x800) and MUSIC.SND (one stereo track) for
    the sample WAD's tables, as audio_e2e.py writes them."""
    bfw = bytearray(b"".join(frame([(f + i) % 16 - 8 for i in range(28)]) for f in range(128)))
    bfw += b"\x00" * 0x600  # the rain, 3 full-size blocks of 2 x 0x100 (FACTS.md 7)
    for b in range(3):
        for c in range(2):
            n = 16 if b < 2 else 4
            block = b"".join(frame([((b * 16 + f) % 8) if c == 0 else -((b * 16 + f) % 8) - 1] * 28) for f in range(n))
            at = 0x800 + b * 0x200 + c * 0x100
            bfw[at:at + len(block)] = block
    music = bytearray(0x1000)
    for b in range(2):
        for c in range(2):
            n = 64 if b == 0 else 32
            block = b"".join(frame([(f + c * 3) % 16 - 8] * 28) for f in range(b * 64, b * 64 + n))
            at = b * 0x800 + c * 0x400
            music[at:at + len(block)] = block
    return bytes(bfw), bytes(music)


def disc_files():
    """The files beside WARRIORS.WAD/.DIR on the disc: {path: bytes}."""
    bfw, music = sounds()
    return {"SYSTEM.CNF": b"BOOT2 = cdrom0:\\SLUS_212.15;1\r\nVER = 1.00\r\nVMODE = NTSC\r\n",
            "SLUS_212.15": b"\x7fELF\x01\x01\x01" + bytes(9) + b"global.lua\0warriors.glr\0" * 40,
            "IOP/BFW.SND": bfw, "IOP/MUSIC.SND": music}


def write_files(root, files):
    for name, data in files.items():
        os.makedirs(os.path.dirname(os.path.join(root, name)) or root, exist_ok=True)
        open(os.path.join(root, name), "wb").write(data)


def make_image(root, iso):
    """genisoimage -udf of the folder root; (returncode, stderr)."""
    g = subprocess.run(["genisoimage", "-quiet", "-udf", "-V", "WARRIORS", "-o", iso, root], capture_output=True,
                       text=True)
    return g.returncode, g.stderr


def image_of_sample(sample, root, iso):
    """A disc image of `warp sample`'s folder (its WAD and DIR; names.txt left out), made in
    root: (returncode, stderr) of make_image."""
    shutil.copytree(sample, root)
    os.remove(os.path.join(root, "names.txt"))
    return make_image(root, iso)


if __name__ == "__main__":
    warp, root, iso = sys.argv[1:4]
    if not shutil.which("genisoimage"):
        print("skip: no genisoimage (tests/run.sh installs it)")
        sys.exit(77)
    shutil.rmtree(root, ignore_errors=True)
    subprocess.run([warp, "sample", root, "--quiet"], check=True)
    os.remove(os.path.join(root, "names.txt"))
    write_files(root, disc_files())
    rc, err = make_image(root, iso)
    if rc:
        print("genisoimage failed: " + err)
    sys.exit(rc)
