"""Mods people can share (docs/mods.md): `.warpmod` packages made, read and applied from Python.

Reading a package (`info`, `conflicts`) is plain Python (zipfile and json: a package is a zip of
stored members, or a folder). Making and applying one runs the `warp` tool (`warp mod create`,
`warp mod apply`), the same code path as the command line: applying needs `warp rebuild`'s
encoders. The tool is `warp=` when given, else $WARP_TOOL, else `warp` on the PATH.

    import libwarp.mods as mods
    mods.create("out", "crates.warpmod", title="Crates", author="me", version="1")
    for a, b, f in mods.conflicts(["crates.warpmod", "skins.warpmod"]):
        print(a, "and", b, "both change", f["resource"]["kind"], "of", f["entry"]["name"])
    mods.apply(["crates.warpmod", "skins.warpmod"], "GAME.iso", "MOD.iso", order=True)
"""
import json
import os
import shutil
import subprocess
import zipfile

__all__ = ["ModError", "info", "conflicts", "create", "apply"]


class ModError(Exception):
    """`warp mod` refused or failed: the message is what it said (every file and reason named)."""


def _tool(warp):
    found = warp or os.environ.get("WARP_TOOL") or shutil.which("warp")
    if not found:
        raise ModError("the warp tool was not found: pass warp=PATH or set WARP_TOOL")
    return found


def _run(warp, *args):
    r = subprocess.run([_tool(warp)] + [str(a) for a in args], capture_output=True, text=True)
    if r.returncode != 0:
        raise ModError(r.stderr.strip() or "warp %s exited %d" % (args[0], r.returncode))
    return r


def info(path):
    """The package's warpmod.json as a dict (title, author, version, description, base, files)."""
    if os.path.isdir(path):
        with open(os.path.join(path, "warpmod.json"), encoding="utf-8") as f:
            return json.load(f)
    with zipfile.ZipFile(path) as z:
        return json.loads(z.read("warpmod.json").decode("utf-8"))


def _key(f):
    """What two packages must not both change: a resource (or the file added beside it), or a new
    prop by its name (said once, on its prop.json; None for its other files)."""
    added = f.get("added") or {}
    if f["resource"]["kind"] == "prop":
        return ("prop", added.get("prop")) if added.get("file") == "prop.json" else None
    return f["entry"]["hash"], f["resource"]["kind"], f["resource"]["variant"], added.get("file", "")


def conflicts(paths):
    """Pairs of packages changing one resource or adding one prop, as `warp mod apply` finds them:
    a list of (earlier path, later path, the later package's file object)."""
    seen, out = {}, []
    for p in paths:
        mine = {}
        for f in info(p)["files"]:
            k = _key(f)
            if k is None:
                continue
            if k in seen:
                out.append((seen[k], p, f))
            mine[k] = p
        seen.update(mine)
    return out


def create(extraction, out, title="", author="", version="", description="", wad=None, warp=None):
    """`warp mod create`: the extraction's edited files packaged into out; returns out."""
    args = ["mod", "create", extraction, "-o", out, "--title", title, "--author", author, "--version", version,
            "--description", description, "--quiet"]
    if wad:
        args += ["--wad", wad]
    _run(warp, *args)
    return out


def apply(paths, game, out, force=False, order=False, names=None, warp=None):
    """`warp mod apply`: the packages (in order) applied to game (a disc image or a WAD with its
    DIR beside it) into out (the new image; for a WAD, a folder); returns out. Raises ModError
    naming the conflict, the differing original or the refused file when nothing was written."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    args = ["mod", "apply"] + list(paths) + [game, "-o", out, "--quiet"]
    args += ["--force"] if force else []
    args += ["--order"] if order else []
    args += ["--names", names] if names else []
    _run(warp, *args)
    return out
