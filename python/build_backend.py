"""A PEP 517 build backend for the `libwarp` package that needs nothing from PyPI.

build_wheel: the pure-Python package (libwarp/) with libwarp's shared library inside it:
$WARP_LIB if set, else built with meson and ninja from the source tree this folder sits in
(release build, library only). A build that fails, or no meson/ninja, fails the install
with the reason; WARP_NO_BUILD=1 asks for a pure-Python wheel on purpose (it then finds an
installed libwarp at import time, docs/python.md).
"""
import base64
import hashlib
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
NAME = "libwarp"


def _version():
    try:
        with open(os.path.join(ROOT, "include", "warp", "core.h")) as f:
            h = f.read()
        part = [re.search(r"#define WARP_VERSION_%s (\d+)" % k, h).group(1) for k in ("MAJOR", "MINOR", "PATCH")]
        return ".".join(part)
    except (OSError, AttributeError):
        return "0.0.0"


def _log(msg):
    print("warp build: " + msg, file=sys.stderr)


class BuildError(Exception):
    """The shared library could not be had: the install stops with this reason."""


def _shared_library(tmp):
    """Path of the libwarp.so to bundle; None only when WARP_NO_BUILD asks for pure Python."""
    env = os.environ.get("WARP_LIB")
    if env:
        if not os.path.exists(env):
            raise BuildError("WARP_LIB=%s: no such file" % env)
        return env
    if os.environ.get("WARP_NO_BUILD"):
        return None
    if not os.path.exists(os.path.join(ROOT, "meson.build")):
        raise BuildError("no libwarp source tree above %s (set WARP_LIB, or WARP_NO_BUILD=1 for a "
                         "pure-Python wheel)" % HERE)
    meson, ninja = shutil.which("meson"), shutil.which("ninja")
    if not meson or not ninja:
        raise BuildError("meson and ninja are needed to build libwarp (apt install meson ninja-build; "
                         "or set WARP_LIB, or WARP_NO_BUILD=1 for a pure-Python wheel)")
    build = os.path.join(tmp, "build")
    steps = ([meson, "setup", build, ROOT, "-Dbuildtype=release", "-Dtool=false", "-Ddefault_library=shared",
              "--wrap-mode=nodownload"], [ninja, "-C", build])
    # pip's build isolation puts a sitecustomize on PYTHONPATH that hides the system's
    # site-packages, where Debian's meson keeps its modules: meson runs without it.
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONNOUSERSITE", "PYTHONHOME")}
    for cmd in steps:
        # The build's own output goes to stderr, which pip shows when the install fails.
        r = subprocess.run(cmd, stdout=sys.stderr, env=env)
        if r.returncode:
            raise BuildError("building libwarp failed: `%s` exited %d (its output is above)"
                             % (" ".join(cmd), r.returncode))
    so = os.path.realpath(os.path.join(build, "lib", "libwarp.so"))
    if not os.path.exists(so):
        raise BuildError("the build made no %s" % so)
    return so


def _record_line(arc, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arc, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def _metadata(version):
    return ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
            "Summary: Python binding of libwarp (The Warriors PS2 data)\n"
            "License: MIT\nRequires-Python: >=3.8\n"
            "Provides-Extra: numpy\nRequires-Dist: numpy; extra == \"numpy\"\n" % (NAME, version)).encode()


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    """The metadata alone, so pip does not build the library twice (once for it)."""
    info = "%s-%s.dist-info" % (NAME, _version())
    os.makedirs(os.path.join(metadata_directory, info), exist_ok=True)
    with open(os.path.join(metadata_directory, info, "METADATA"), "wb") as f:
        f.write(_metadata(_version()))
    return info


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    with tempfile.TemporaryDirectory() as tmp:
        try:
            lib = _shared_library(tmp)
        except BuildError as e:
            _log(str(e))
            raise
        files = []
        pkg = os.path.join(HERE, NAME)
        for fn in sorted(os.listdir(pkg)):
            if fn.endswith(".py"):
                with open(os.path.join(pkg, fn), "rb") as f:
                    files.append((NAME + "/" + fn, f.read()))
        if lib:
            with open(lib, "rb") as f:
                files.append((NAME + "/libwarp.so", f.read()))
            plat = sysconfig.get_platform().replace("-", "_").replace(".", "_")
            tag = "py3-none-" + plat
        else:
            tag = "py3-none-any"
        info = "%s-%s.dist-info" % (NAME, version)
        files.append((info + "/METADATA", _metadata(version)))
        files.append((info + "/WHEEL", ("Wheel-Version: 1.0\nGenerator: warp build_backend\nRoot-Is-Purelib: %s\n"
                                       "Tag: %s\n" % ("false" if lib else "true", tag)).encode()))
        record = [_record_line(a, d) for a, d in files] + [info + "/RECORD,,"]
        files.append((info + "/RECORD", ("\n".join(record) + "\n").encode()))
        wheel = "%s-%s-%s.whl" % (NAME, version, tag)
        with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w", zipfile.ZIP_DEFLATED) as z:
            for arc, data in files:
                zi = zipfile.ZipInfo(arc, date_time=(2026, 1, 1, 0, 0, 0))
                zi.external_attr = (0o755 if arc.endswith(".so") else 0o644) << 16
                z.writestr(zi, data, zipfile.ZIP_DEFLATED)
        _log("wrote %s%s" % (wheel, " with libwarp.so" if lib else " (pure Python)"))
        return wheel
