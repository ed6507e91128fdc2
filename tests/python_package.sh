#!/usr/bin/env bash
# python_package.sh PYTHON_DIR VENV TEST_PY
# What a user does: `pip install ./python` into a fresh venv, offline (--no-index: the in-tree
# build backend needs nothing from PyPI), with no WARP_LIB, so the backend builds libwarp with
# meson and puts libwarp.so in the package; then `python -c "import libwarp"` from outside the
# source tree with no WARP_LIB finds that bundled library, and the Python test runs with the
# venv's interpreter and numpy required. First, an install whose build fails must fail and
# leave nothing installed. The interpreter is the first python3 on PATH that has numpy (Debian's
# python3-numpy), the venv seeing it through --system-site-packages. Exit 77 (skip) without
# python3 venv support.
set -euo pipefail
pkg=$1 venv=$2 test_py=$3
unset WARP_LIB WARP_NO_BUILD
py=""
for cand in python3 /usr/bin/python3; do
    if command -v "$cand" >/dev/null && "$cand" -c 'import numpy, venv' 2>/dev/null; then py=$cand; break; fi
done
if [ -z "$py" ]; then
    echo "FAIL: no python3 with numpy and venv (tests/run.sh installs python3-numpy and python3-venv)"
    exit 1
fi
rm -rf "$venv"
if ! "$py" -m venv --system-site-packages "$venv" >/dev/null 2>&1; then
    echo "skip: $py cannot make a venv with pip (python3-venv)"
    exit 77
fi
cd "$(dirname "$venv")" # not the source tree: nothing importable by accident

# A build that fails (here: every compile, meson's sanity check too) fails the install.
log=$venv.fail-log
if CFLAGS="-include /nonexistent/warp-test.h" "$venv/bin/pip" install --no-index "$pkg" >"$log" 2>&1; then
    echo "FAIL: pip install succeeded although the library's build failed"
    exit 1
fi
grep -q "building libwarp failed" "$log" || { echo "FAIL: the failed install does not say why:"; tail -20 "$log"; exit 1; }
if "$venv/bin/python" -c 'import libwarp' 2>/dev/null; then
    echo "FAIL: a failed install left an importable libwarp"
    exit 1
fi

"$venv/bin/pip" install --no-index --quiet "$pkg"
"$venv/bin/python" -c 'import libwarp, os, sys
lib = libwarp._find_library()
assert lib == os.path.join(os.path.dirname(libwarp.__file__), "libwarp.so"), lib
assert lib.startswith(sys.prefix), lib
print("import libwarp: %s, library %s" % (libwarp.__file__, lib))'
WARP_INSTALLED=1 WARP_REQUIRE_NUMPY=1 "$venv/bin/python" "$test_py"
