#!/usr/bin/env bash
# python_package.sh PYTHON_DIR LIBWARP_SO VENV TEST_PY
# Installs the package with pip into a fresh venv, offline (--no-index: the in-tree build
# backend needs nothing from PyPI), bundling the library just built (WARP_LIB), and runs the
# Python test with that venv's interpreter and numpy required. The interpreter is the first
# python3 on PATH that has numpy (Debian's python3-numpy), with the venv seeing it through
# --system-site-packages. Exit 77 (skip) without python3 venv support.
set -euo pipefail
pkg=$1 lib=$2 venv=$3 test_py=$4
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
WARP_LIB=$lib "$venv/bin/pip" install --no-index --quiet "$pkg"
WARP_INSTALLED=1 WARP_REQUIRE_NUMPY=1 "$venv/bin/python" "$test_py"
