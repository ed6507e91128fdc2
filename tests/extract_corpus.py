#!/usr/bin/env python3
"""`warp extract` on every shared corpus file and on a bounded, deterministic set of mutations
of each (bit flips, hostile u32 values in RenderWare size/count fields, truncations): no run may
crash, hang, leave a temporary file or print a sanitizer report. Meaningful in the ASan+UBSan
build (the tool reads the input as an exact-size heap copy, WARP_NO_MMAP, so reads past the end
are seen); in other builds it still catches crashes and hangs.

usage: extract_corpus.py WARP   (WARP_CORPUS names the corpus folder; exit 77 without it)
MUTATIONS (default 3: one of each kind) sets the mutations per file."""
import os, random, shutil, struct, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

warp = sys.argv[1]
corpus = os.environ.get("WARP_CORPUS", "")
per_file = int(os.environ.get("MUTATIONS", "3"))
files = []
for sub in ("ps2", "ps2-more", "other"):
    d = os.path.join(corpus, sub)
    if os.path.isdir(d):
        files += sorted(os.path.join(d, f) for f in os.listdir(d))
if not files:
    print("skip: no corpus at %r" % corpus)
    sys.exit(77)

STAMPS = (0x1803FFFF, 0x1C02000A, 0x1005FFFF, 0x1003FFFF)
HOSTILE = (0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x0000FFFF, 0x00010000)


def section_sizes(data):
    """Offsets of the size words of what look like RenderWare section headers (stamp at +8)."""
    out = []
    for off in range(0, len(data) - 12, 4):
        if struct.unpack_from("<I", data, off + 8)[0] in STAMPS:
            out.append(off + 4)
    return out


def mutations(index, data):
    """Deterministic mutants of one file: per file, seeded by its index in the list."""
    rnd = random.Random(0x5EED + index)
    sizes = section_sizes(data)
    out = []
    for k in range(per_file):
        b = bytearray(data)
        kind = k % 3
        if kind == 0:  # a few bit flips anywhere
            for _ in range(1 + rnd.randrange(8)):
                i = rnd.randrange(len(b))
                b[i] ^= 1 << rnd.randrange(8)
            out.append(("flip%d" % k, bytes(b)))
        elif kind == 1:  # a hostile value in a section size, else in an aligned word after the header
            off = rnd.choice(sizes) if sizes and rnd.random() < 0.7 else 4 * rnd.randrange(max(1, len(b) // 4 - 1))
            if off + 4 <= len(b):
                struct.pack_into("<I", b, off, rnd.choice(HOSTILE))
            out.append(("u32_%d" % k, bytes(b)))
        else:  # a truncation
            out.append(("cut%d" % k, bytes(b[:rnd.randrange(len(b))])))
    return out


REPORT = ("ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:", "SUMMARY: UndefinedBehaviorSanitizer")
env = dict(os.environ, WARP_NO_MMAP="1", ASAN_OPTIONS="detect_leaks=1:abort_on_error=0",
           UBSAN_OPTIONS="print_stacktrace=1")
work = tempfile.mkdtemp(prefix="warp-extract-corpus-")


def run(job):
    name, data = job
    d = os.path.join(work, "%x" % (hash(name) & 0xFFFFFFFF))
    os.makedirs(d, exist_ok=True)
    path = os.path.join(d, "input" + os.path.splitext(name)[1].split("~")[0])
    with open(path, "wb") as f:
        f.write(data)
    try:
        r = subprocess.run([warp, "extract", path, "-o", os.path.join(d, "out"), "--mips", "--quiet", "--no-html", "--txd", path],
                           capture_output=True, text=True, errors="replace", env=env, timeout=120)
        problem = None
        if r.returncode not in (0, 1):
            problem = "exit %d" % r.returncode
        elif any(s in r.stderr for s in REPORT):
            problem = "sanitizer report"
        else:
            left = [f for _, _, fs in os.walk(os.path.join(d, "out")) for f in fs if ".tmp" in f or f.startswith(".")]
            if left:
                problem = "temporary files left: %s" % left[:3]
        return name, problem, r.stderr
    except subprocess.TimeoutExpired:
        return name, "hang (120 s)", ""
    finally:
        shutil.rmtree(d, ignore_errors=True)


jobs = []
for i, path in enumerate(files):
    data = open(path, "rb").read()
    base = os.path.relpath(path, corpus)
    jobs.append((base, data))
    jobs += [("%s~%s" % (base, tag), m) for tag, m in mutations(i, data)]

failures = 0
with ThreadPoolExecutor(max_workers=2) as pool:
    for name, problem, err in pool.map(run, jobs):
        if problem:
            failures += 1
            print("FAIL %s: %s" % (name, problem))
            print("\n".join(err.splitlines()[-40:]))
shutil.rmtree(work, ignore_errors=True)
print("extract_corpus: %d files, %d runs (%d mutations each), %d failed" % (len(files), len(jobs), per_file, failures))
sys.exit(1 if failures else 0)
