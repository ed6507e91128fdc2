"""A PEP 517 build backend for the `libwarp` package that needs nothing from PyPI.

build_wheel: the pure-Python package (libwarp/), plus libwarp's shared library when it can be
had: $WARP_LIB if set, else built with meson and ninja from the source tree this folder sits
in (release build, no tests). Without either the wheel is pure Python and `import libwarp` finds
an installed libwarp (docs/python.md).
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


def _shared_library(tmp):
    """Path of a libwarp.so to bundle, or None."""
    env = os.environ.get("WARP_LIB")
    if env:
        return env if os.path.exists(env) else None
    if os.environ.get("WARP_NO_BUILD") or not os.path.exists(os.path.join(ROOT, "meson.build")):
        return None
    meson, ninja = shutil.which("meson"), shutil.which("ninja")
    if not meson or not ninja:
        _log("meson/ninja not found: the wheel will use an installed libwarp")
        return None
    build = os.path.join(tmp, "build")
    try:
        subprocess.run([meson, "setup", build, ROOT, "-Dbuildtype=release", "-Dtool=false", "-Ddefault_library=shared",
                        "--wrap-mode=nodownload"], check=True, stdout=sys.stderr)
        subprocess.run([ninja, "-C", build], check=True, stdout=sys.stderr)
    except (OSError, subprocess.CalledProcessError) as e:
        _log("could not build libwarp (%s): the wheel will use an installed libwarp" % e)
        return None
    so = os.path.realpath(os.path.join(build, "lib", "libwarp.so"))
    return so if os.path.exists(so) else None


def _record_line(arc, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return "%s,sha256=%s,%d" % (arc, digest, len(data))


def get_requires_for_build_wheel(config_settings=None):
    return []


def get_requires_for_build_sdist(config_settings=None):
    return []


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    version = _version()
    with tempfile.TemporaryDirectory() as tmp:
        lib = _shared_library(tmp)
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
        files.append((info + "/METADATA", ("Metadata-Version: 2.1\nName: %s\nVersion: %s\n"
                                          "Summary: Python binding of libwarp (The Warriors PS2 data)\n"
                                          "License: MIT\nRequires-Python: >=3.8\n"
                                          "Provides-Extra: numpy\nRequires-Dist: numpy; extra == \"numpy\"\n"
                                          % (NAME, version)).encode()))
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
