"""The Blender tests' launcher: start() reads WARP OUTDIR and skips (exit 77) without Blender,
run() runs warp, blend() runs a script of tests/ inside Blender headless."""
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
warp = blender = None


def start():
    """OUTDIR; WARP and blender (found on PATH) kept for run() and blend(). Without blender:
    SKIP, exit 77."""
    global warp, blender
    warp, out = sys.argv[1:3]
    blender = shutil.which("blender")
    if not blender:
        print("SKIP: blender not installed")
        sys.exit(77)
    return out


def run(*args):
    return subprocess.run([warp] + list(args), capture_output=True, text=True)


def blend(script, *args, made=None, also=None):
    """Blender headless (factory settings) runs tests/SCRIPT with ARGS after "--": (ok, the tail
    of its output). ok: it exits 0, MADE (a file the script writes) exists when named, and
    also(the finished process) holds when given."""
    env = dict(os.environ, PATH="/usr/bin:" + os.environ.get("PATH", ""))  # the system Python's numpy
    r = subprocess.run([blender, "-b", "--factory-startup", "--python", os.path.join(HERE, script), "--"] +
                       list(args), capture_output=True, text=True, env=env, timeout=600)
    ok = r.returncode == 0 and (made is None or os.path.exists(made)) and (also is None or also(r))
    return ok, r.stdout[-2000:] + r.stderr[-2000:]


def sample_extracted(out):
    """out emptied; warp's sample written to out/sample, extracted to out/ex and copied to out/ed
    for the edit (each step checked): (sample, ex, ed)."""
    from checks_py import check
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    sample, ex, ed = (os.path.join(out, d) for d in ("sample", "ex", "ed"))
    check("sample written", run("sample", sample, "--quiet").returncode == 0)
    check("sample extracted", run("extract", os.path.join(sample, "WARRIORS.WAD"), "-o", ex, "--quiet").returncode == 0)
    shutil.copytree(ex, ed)
    return sample, ex, ed
