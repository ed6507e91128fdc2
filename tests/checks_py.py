"""check() for the end-to-end tests: one line per assertion as it runs, and finish() prints
the counts and exits 1 when any failed; tree() reads a folder's files for comparing outputs."""
import os
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
