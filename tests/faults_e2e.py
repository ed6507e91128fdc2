#!/usr/bin/env python3
"""Faults leave nothing half-written (issue 16): `warp extract WAD` stopped by an interrupt
(the hidden WARP_TEST_STOP_AFTER hook, real SIGINT / SIGTERMs, a second signal), a full disk
(`ulimit -f`, and an LD_PRELOAD shim failing writes with ENOSPC / EDQUOT after N bytes),
and a WAD that shrinks mid-run (WARP_TEST_SHRINK_AT). Each time: every file under a final
name is byte-identical to the same file of an uninterrupted run (so every PNG passes
pngcheck and every .glb parses; both are checked too), the manifest parses and says what
happened, one message says why, and `--resume` completes the job with outputs identical
to the uninterrupted run, manifest included.

usage: faults_e2e.py WARP FAULT_SHIM MAKE_WAD OUTDIR"""
import json, os, resource, shutil, signal, struct, subprocess, sys, time

from checks_py import check, finish, tree

warp, shim, make_wad, out = sys.argv[1:5]
TEMP = ".#warp-"


def run(args, env=None, limit_kb=None):
    e = dict(os.environ, **(env or {}))
    pre = (lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit_kb * 1024, limit_kb * 1024))) if limit_kb else None
    r = subprocess.run([warp] + args, env=e, preexec_fn=pre, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return r.returncode, r.stderr.decode(errors="replace")


def glb_parses(data):
    magic, version, length = struct.unpack("<III", data[:12])
    n, kind = struct.unpack("<II", data[12:20])
    json.loads(data[20:20 + n])
    return magic == 0x46546C67 and version == 2 and length == len(data) and kind == 0x4E4F534A


def no_partial(label, outdir, ref, temps_allowed=False):
    """Every final-named file equals the reference's; PNGs pass pngcheck, .glb files parse."""
    got = tree(outdir)
    temps = [p for p in got if os.path.basename(p).startswith(TEMP)]
    if not temps_allowed:
        check(label + ": no temporary file left", not temps, temps[:3])
    # the manifest and what the index derives from the run's outputs (data.js, previews.js, thumbs.js) differ
    # by design
    finals = {p: b for p, b in got.items() if p not in temps and
              p not in ("manifest.json", "index-files/data.js", "index-files/previews.js", "index-files/thumbs.js")}
    bad = [p for p, b in finals.items() if ref.get(p) != b]
    check(label + ": every final-named file is complete (equal to the uninterrupted run's)", not bad, bad[:5])
    pngs = [os.path.join(outdir, p) for p in finals if p.endswith(".png")]
    if pngs and shutil.which("pngcheck"):
        r = subprocess.run(["pngcheck", "-q"] + pngs, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        check(label + ": %d PNGs pass pngcheck" % len(pngs), r.returncode == 0, r.stdout[-300:])
    glbs = [p for p in finals if p.endswith(".glb")]
    bad = []
    for p in glbs:
        try:
            if not glb_parses(finals[p]):
                bad.append(p)
        except Exception as ex:  # truncated or not JSON
            bad.append((p, str(ex)))
    check(label + ": %d .glb files parse" % len(glbs), not bad, bad[:3])
    return finals


def manifest(label, outdir):
    try:
        m = json.load(open(os.path.join(outdir, "manifest.json")))
    except Exception as ex:
        check(label + ": manifest.json parses", False, ex)
        return {"entries": [], "status": None}
    check(label + ": manifest.json parses and lists every entry", len(m["entries"]) == m["entry_count"],
          (len(m["entries"]), m["entry_count"]))
    return m


def statuses(m):
    s = {}
    for e in m["entries"]:
        s[e["status"]] = s.get(e["status"], 0) + 1
    return s


def resumes(label, wad, outdir, ref, extra=(), want_rc=0):
    rc, err = run(["extract", wad, "-o", outdir, "--resume", "-q"] + list(extra))
    check(label + ": --resume exits %d, as the uninterrupted run" % want_rc, rc == want_rc, (rc, err[-400:]))
    got = tree(outdir)
    check(label + ": --resume gives the uninterrupted run's files, manifest included", got == ref,
          sorted(set(got) ^ set(ref))[:5] or [p for p in got if got[p] != ref.get(p)][:5])


shutil.rmtree(out, ignore_errors=True)
os.makedirs(out)
sample = os.path.join(out, "sample")
subprocess.run([warp, "sample", sample, "-q"], check=True)
wad, names = os.path.join(sample, "WARRIORS.WAD"), os.path.join(sample, "names.txt")
common = ["--names", names, "-q"]

# The uninterrupted run every other outcome is compared with.
ref_dir = os.path.join(out, "ref")
rc, err = run(["extract", wad, "-o", ref_dir, "--jobs", "2"] + common)
check("reference run exits 0", rc == 0, err)
ref = tree(ref_dir)
m = manifest("reference", ref_dir)
check("reference: status complete, nothing unfinished", m.get("status") == "complete" and
      m.get("reason") is None and m.get("unfinished_entries") == 0 and statuses(m) == {"ok": len(m["entries"])}, statuses(m))

# An interrupt at a point the test controls: SIGTERM after 9 entries (one job), then after
# 5 entries with two jobs (entries in flight are cut short).
for jobs, n in (("1", 9), ("2", 5)):
    label = "stop after %d, %s job(s)" % (n, jobs)
    d = os.path.join(out, "stop%d_%s" % (n, jobs))
    rc, err = run(["extract", wad, "-o", d, "--jobs", jobs] + common, {"WARP_TEST_STOP_AFTER": str(n)})
    check(label + ": exit 143", rc == 143, (rc, err))
    lines = err.strip().splitlines()
    check(label + ": one summary line", len(lines) == 1 and "interrupted (SIGTERM)" in lines[0], lines)
    m = manifest(label, d)
    st = statuses(m)
    check(label + ": manifest says interrupted by SIGTERM", m.get("status") == "interrupted" and
          m.get("reason") == "SIGTERM", (m.get("status"), m.get("reason")))
    done = st.get("ok", 0) + st.get("interrupted", 0)
    check(label + ": entries done, cut short and not started add up", done >= n and
          done + st.get("not_started", 0) == len(m["entries"]) and m.get("unfinished_entries") == len(m["entries"]) - st.get("ok", 0), st)
    if jobs == "1":
        check(label + ": exactly the first 9 entries ok", [e["status"] for e in m["entries"][:10]] ==
              ["ok"] * 9 + ["not_started"], [e["status"] for e in m["entries"][:10]])
    no_partial(label, d, ref)
    resumes(label, wad, d, ref, common[:2])

# A second signal exits at once: the manifest from the start stays; --resume finishes.
label = "two signals after 6 entries"
d = os.path.join(out, "stop_twice")
rc, err = run(["extract", wad, "-o", d, "--jobs", "2"] + common,
              {"WARP_TEST_STOP_AFTER": "6", "WARP_TEST_STOP_SIGNALS": "2"})
check(label + ": exit 143 at once", rc == 143 and "stopped at once" in err, (rc, err))
m = manifest(label, d)
check(label + ": the start's manifest stays", m.get("status") == "running" and
      statuses(m) == {"not_started": len(m["entries"])}, (m.get("status"), statuses(m)))
no_partial(label, d, ref, temps_allowed=True)
resumes(label, wad, d, ref, common[:2])
check(label + ": temporary files gone after --resume", not any(TEMP in p for p in tree(d)))

# A full disk: `ulimit -f 64` (EFBIG on the 98 KB bitmap), and the shim's ENOSPC / EDQUOT.
cases = [("ulimit -f 64", {}, 64, "File too large"),
         ("ENOSPC after 60000 bytes", {"LD_PRELOAD": shim, "WARP_SHIM_FAIL_AFTER": "60000",
                                       "WARP_SHIM_SPARE": "manifest.json"}, None, "No space left on device"),
         ("EDQUOT after 20000 bytes", {"LD_PRELOAD": shim, "WARP_SHIM_FAIL_AFTER": "20000", "WARP_SHIM_ERRNO": "122",
                                       "WARP_SHIM_SPARE": "manifest.json"}, None, "Disk quota exceeded")]
asan = {"ASAN_OPTIONS": os.environ.get("ASAN_OPTIONS", "") + ":verify_asan_link_order=0"}
for label, env, limit, why in cases:
    d = os.path.join(out, "full_" + label.split()[0].replace(" ", "_"))
    rc, err = run(["extract", wad, "-o", d, "--jobs", "2"] + common, dict(env, **asan), limit)
    check(label + ": exit 1", rc == 1, (rc, err))
    lines = err.strip().splitlines()
    check(label + ": one message naming the folder and what was written", len(lines) == 1 and why in lines[0] and
          ("warp: %s/" % d) in lines[0] and "files (" in lines[0], lines)
    m = manifest(label, d)
    check(label + ": manifest says failed and why", m.get("status") == "failed" and why in (m.get("reason") or ""),
          (m.get("status"), m.get("reason")))
    check(label + ": entries after the stop are not started", statuses(m).get("not_started", 0) > 0, statuses(m))
    no_partial(label, d, ref)
    resumes(label, wad, d, ref, common[:2])

# The disk full for the manifest too (no byte spared for it): the room held for the final
# manifest (a posix_fallocate the shim takes from the same bytes) is given back at the end,
# so the final manifest is written: failed, listing what was done (issue 44).
label = "full disk, manifest not spared"
d = os.path.join(out, "full_manifest")
rc, err = run(["extract", wad, "-o", d, "--jobs", "1"] + common,
              dict({"LD_PRELOAD": shim, "WARP_SHIM_FAIL_AFTER": "150000"}, **asan))
check(label + ": exit 1, one message, no 'cannot write manifest.json'", rc == 1 and
      "no room to write" in err and "cannot write manifest.json" not in err, (rc, err))
m = manifest(label, d)
st = statuses(m)
check(label + ": the final manifest: failed, some entries ok, the rest not started",
      m.get("status") == "failed" and "No space left" in (m.get("reason") or "") and st.get("ok", 0) > 0 and
      st.get("not_started", 0) > 0, (m.get("status"), m.get("reason"), st))
no_partial(label, d, ref)
resumes(label, wad, d, ref, common[:2])

# No room even for the manifest's room: the run stops before its first entry, and the final
# manifest (every entry not started) still goes in the bytes the room did not take.
label = "no room for the manifest's room"
d = os.path.join(out, "full_room")
rc, err = run(["extract", wad, "-o", d, "--jobs", "1"] + common,
              dict({"LD_PRELOAD": shim, "WARP_SHIM_FAIL_AFTER": "40000"}, **asan))
check(label + ": exit 1 and says no room", rc == 1 and "no room to write" in err and
      "cannot write manifest.json" not in err, (rc, err))
m = manifest(label, d)
check(label + ": the final manifest: failed, nothing started", m.get("status") == "failed" and
      statuses(m) == {"not_started": len(m["entries"])}, (m.get("status"), statuses(m)))
no_partial(label, d, ref)
resumes(label, wad, d, ref, common[:2])

# A WAD that shrinks under the run (to entry 20's start, after entry 20 was opened):
# entry 20 fails with a read fault and keeps no output, 21..26 say the WAD ends before
# them, the others are complete, the manifest is whole.
label = "WAD shrinks"
work = os.path.join(out, "shrink_wad")
shutil.copytree(sample, work)
d = os.path.join(out, "shrink")
rc, err = run(["extract", os.path.join(work, "WARRIORS.WAD"), "-o", d, "--jobs", "1", "--names",
               os.path.join(work, "names.txt"), "-q"], {"WARP_TEST_SHRINK_AT": "21"})
check(label + ": exit 1", rc == 1, (rc, err))
m = manifest(label, d)
st = [e["status"] for e in m["entries"]]
late = len(st) - 20 # entries from 20 on
check(label + ": entries 20.. failed, the rest ok", st == ["ok"] * 20 + ["failed"] * late, st)
errs = [o.get("error", "") for e in m["entries"][20:] for o in e["outputs"] if o["kind"] == "error"]
check(label + ": read fault, then 'ends before this entry'", "read fault at WAD offset" in errs[-late] and
      all("ends before this entry" in x for x in errs[-late + 1:]), errs)
check(label + ": status complete (every entry tried)", m.get("status") == "complete", m.get("status"))
got = no_partial(label, d, ref)
faulted = m["entries"][20]["name"] + "/"
check(label + ": no output of the faulted entry", not any(p.startswith(faulted) for p in got), faulted)

# Real signals on a bigger WAD (make_wad, 12 MB): SIGINT (Ctrl-C) once the first output
# exists; then two SIGTERMs at once (exit at once; temporary files may stay, the next run removes
# them). Time to stop is printed, not asserted.
big = os.path.join(out, "big")
os.makedirs(big)
subprocess.run([make_wad, big, "12"], check=True, stdout=subprocess.DEVNULL)
bwad = os.path.join(big, "WARRIORS.WAD")
bref_dir = os.path.join(out, "big_ref")
t0 = time.time()
brc, err = run(["extract", bwad, "-o", bref_dir, "-q", "--jobs", "2"])
print("     big reference run: %.2f s" % (time.time() - t0))
bref = tree(bref_dir)
check("big reference run ends (exit 1 when some of make_wad's models do not decode)", brc in (0, 1) and
      json.load(open(os.path.join(bref_dir, "manifest.json")))["status"] == "complete", (rc, err[-300:]))

# One thread for the index pass and the entries: the same files, byte for byte (the index
# pass cut into parts merges its tables in entry order).
one_dir = os.path.join(out, "big_one")
rc, err = run(["extract", bwad, "-o", one_dir, "-q", "--jobs", "1"])
one = tree(one_dir)
check("--jobs 1: the same files as --jobs 2, byte for byte", rc == brc and one == bref,
      sorted(k for k in set(one) | set(bref) if one.get(k) != bref.get(k))[:5])


# A full disk late in a run whose final manifest is several times its first one (each entry
# lists its textures, their rasters and their files' hashes): 300 copies of the sample's
# four-texture dictionary under hashes of their own. The room held for the final manifest grows
# with the run, so it is written and lists every entry done (twice the first plus 64 KiB did not
# hold it).
label = "full disk late in a run of 300 dictionaries"
many = os.path.join(out, "many")
os.makedirs(many, exist_ok=True)
dr = open(os.path.join(sample, "WARRIORS.DIR"), "rb").read()
recs = [struct.unpack_from("<III", dr, 16 + 12 * i) for i in range((len(dr) - 16) // 12)]
wbytes = open(wad, "rb").read()
dict_rec = next(r for r in recs if r[2] == 1769315550)  # 3125553347/: checker, gradient, rgba_alpha, stripes
body = wbytes[dict_rec[0]:dict_rec[0] + dict_rec[1]]
step = (len(body) + 2047) // 2048 * 2048
open(os.path.join(many, "WARRIORS.WAD"), "wb").write((body + bytes(step - len(body))) * 300)
open(os.path.join(many, "WARRIORS.DIR"), "wb").write(struct.pack("<IIII", 300, 0, 0, 0) + b"".join(
    struct.pack("<III", k * step, len(body), 0x10000 + k) for k in range(300)))
mwad = os.path.join(many, "WARRIORS.WAD")
mref = os.path.join(out, "many_ref")
rc, err = run(["extract", mwad, "-o", mref, "-q", "--jobs", "2", "--no-html"])
check(label + ": the reference run exits 0", rc == 0, err[-300:])
outputs = sum(len(b) for p, b in tree(mref).items() if p != "manifest.json")
d = os.path.join(out, "many_full")
rc, err = run(["extract", mwad, "-o", d, "-q", "--jobs", "2", "--no-html"],
              dict({"LD_PRELOAD": shim, "WARP_SHIM_FAIL_AFTER": str(outputs * 95 // 100)}, **asan))
m = manifest(label, d)
st = statuses(m)
check(label + ": exit 1, the final manifest written: failed, entries ok and not started",
      rc == 1 and "cannot write manifest.json" not in err and m.get("status") == "failed" and
      st.get("ok", 0) > 100 and st.get("not_started", 0) > 0, (rc, err[-300:], m.get("status"), st))
first = os.path.join(out, "many_first")  # the first manifest alone: a run stopped at once after one entry
run(["extract", mwad, "-o", first, "-q", "--jobs", "1", "--no-html"],
    {"WARP_TEST_STOP_AFTER": "1", "WARP_TEST_STOP_SIGNALS": "2"})
first_size = os.path.getsize(os.path.join(first, "manifest.json"))
final_size = os.path.getsize(os.path.join(d, "manifest.json"))
check(label + ": it is larger than twice the first manifest plus 64 KiB (%d > 2 x %d + 65536)" % (final_size, first_size),
      final_size > 2 * first_size + 65536)


def first_output(d):
    for _, _, names in os.walk(d):
        if any(n.endswith(".png") for n in names):
            return True
    return False


for sigs, sig in ((1, signal.SIGINT), (2, signal.SIGTERM)):
    label = "%s x%d" % (sig.name, sigs)
    d = os.path.join(out, "sig%d" % sigs)
    p = subprocess.Popen([warp, "extract", bwad, "-o", d, "-q", "--jobs", "2"], stderr=subprocess.PIPE)
    t_end = time.time() + 60
    while not first_output(d) and p.poll() is None and time.time() < t_end:
        time.sleep(0.005)
    t0 = time.time()
    for _ in range(sigs):
        p.send_signal(sig)
    err = p.communicate()[1].decode(errors="replace")
    print("     %s: stopped %.3f s after the signal" % (label, time.time() - t0))
    if p.returncode in (0, 1):
        print("     (the run ended before the signal: nothing to check)")
        continue
    check(label + ": exit %d" % (128 + sig), p.returncode == 128 + sig, (p.returncode, err[-300:]))
    if sigs == 1:
        lines = err.strip().splitlines()  # (make_wad's undecodable models are reported before it)
        check(label + ": one summary line, no write errors", "interrupted (SIGINT)" in lines[-1] and
              sum("interrupted" in x or "cannot write" in x for x in lines) == 1, lines[-3:])
    m = manifest(label, d)
    want = "interrupted" if sigs == 1 else ("interrupted", "running")
    check(label + ": manifest says " + str(want), m.get("status") in want, m.get("status"))
    no_partial(label, d, bref, temps_allowed=sigs == 2)
    if sigs == 2:  # a leftover of a dead run (this one's pid is gone now) goes too
        open(os.path.join(d, TEMP + "%d-999.left.png" % p.pid), "wb").write(b"partial")
    resumes(label, bwad, d, bref, ["--jobs", "2"], brc)

finish("faults_e2e")
