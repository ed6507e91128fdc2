"""check() for the end-to-end tests: one line per assertion as it runs, and finish() prints
the counts and exits 1 when any failed; tree() reads a folder's files for comparing outputs."""
import os
import shutil
import struct
import subprocess
import sys

passed, failures = 0, []


def check(name, cond, detail=""):
    global passed
    if cond:
        passed += 1
        print("ok  ", name, flush=True)
    else:
        failures.append(name)
        print("FAIL", name, detail, flush=True)


def finish(label):
    print("%s: %d passed, %d failed" % (label, passed, len(failures)))
    sys.exit(1 if failures else 0)


def tree(root):
    """Every file below root: {relative path: bytes}."""
    files = {}
    for d, _, names in os.walk(root):
        for n in names:
            p = os.path.join(d, n)
            files[os.path.relpath(p, root)] = open(p, "rb").read()
    return files


def warp_runner(warp):
    """run(*args): the tool with args (each str()'d), its output captured as text."""
    return lambda *args: subprocess.run([warp] + [str(a) for a in args], capture_output=True, text=True)


def fresh_folder(out):
    """out emptied and made; returns p(*parts), a path under it."""
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    return lambda *parts: os.path.join(out, *parts)


def read(path):
    """A file's bytes."""
    with open(path, "rb") as f:
        return f.read()


def u32(b, o):
    """The little-endian u32 at b[o:]."""
    return struct.unpack_from("<I", b, o)[0]


def read_wad(d):
    """d's WARRIORS.WAD and .DIR: (entries as [offset, size, hash], WAD bytes, DIR bytes)."""
    wad, dr = read(os.path.join(d, "WARRIORS.WAD")), read(os.path.join(d, "WARRIORS.DIR"))
    return [list(struct.unpack_from("<III", dr, 16 + 12 * i)) for i in range(u32(dr, 0))], wad, dr
