#!/usr/bin/env bash
# The one test command: installs what is missing (Debian), builds, and runs the whole
# suite on a normal build (with the guard tests), an ASan+UBSan build, a clang build, a build
# with the fallback wraps, and a Windows cross-build under wine.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

# ---- dependencies -------------------------------------------------------------
need=()
command -v meson >/dev/null || need+=(meson)
command -v ninja >/dev/null || need+=(ninja-build)
command -v pkg-config >/dev/null || need+=(pkg-config)
command -v cc >/dev/null || need+=(gcc)
command -v c++ >/dev/null || need+=(g++)
command -v nm >/dev/null || need+=(binutils)
[ -f /usr/include/zlib.h ] || need+=(zlib1g-dev)
[ -f /usr/include/libdeflate.h ] || need+=(libdeflate-dev) # the tool's PNG deflate
[ -f /usr/include/spng.h ] || need+=(libspng-dev) # png_texture decodes the tool's PNGs back
[ -f /usr/include/cjson/cJSON.h ] || need+=(libcjson-dev) # the tool reads glTF and its manifest
[ -f /usr/include/meshoptimizer.h ] || need+=(libmeshoptimizer-dev) # strips for re-encoded models
[ -f /usr/include/samplerate.h ] || need+=(libsamplerate0-dev) # WAVs at a rate the game lacks
command -v node >/dev/null || need+=(nodejs) # the glTF-Validator (gltf_validator test)
command -v npm >/dev/null || need+=(npm)
command -v pngcheck >/dev/null || need+=(pngcheck)
command -v genisoimage >/dev/null || need+=(genisoimage) # disc images in disc_e2e (with isoinfo, 7z, iso-info)
command -v 7z >/dev/null || need+=(p7zip-full)
command -v iso-info >/dev/null || need+=(libcdio-utils)
command -v valgrind >/dev/null || need+=(valgrind) # the memcheck pass below
command -v abidiff >/dev/null || need+=(abigail-tools) # the abi guard test
ctags --version 2>/dev/null | grep -q Universal || need+=(universal-ctags) # the house guard (check_house.py)
command -v groff >/dev/null || need+=(groff-base) # the man test renders warp.1 (man_check.sh)
command -v dh >/dev/null || need+=(debhelper) # the Debian packages' step (tools/debian-build.sh)
command -v dpkg-buildpackage >/dev/null || need+=(dpkg-dev)
command -v lintian >/dev/null || need+=(lintian)
# The Python package test: a venv with Debian's numpy (python3-numpy, python3-venv).
python3 -c 'import numpy' 2>/dev/null || /usr/bin/python3 -c 'import numpy' 2>/dev/null || need+=(python3-numpy)
python3 -c 'import ensurepip' 2>/dev/null || /usr/bin/python3 -c 'import ensurepip' 2>/dev/null || need+=(python3-venv)
if [ "$(id -u)" = 0 ]; then sudo=""; else sudo="sudo"; fi
apt_updated=0
if [ ${#need[@]} -gt 0 ]; then
    echo "run.sh: installing ${need[*]}"
    $sudo apt-get update -qq
    apt_updated=1
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}" >/dev/null
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
jobs=$(nproc 2>/dev/null || echo 2)

# Headless Chromium and playwright-core for the extraction index's browser test (html_index);
# without them that part of the test skips.
if ! command -v chromium >/dev/null; then
    [ $apt_updated = 1 ] || $sudo apt-get update -qq || true
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null 2>&1 ||
        echo "run.sh: could not install chromium; the html_index browser check will skip"
fi
# The Khronos glTF-Validator (gltf_validator tests) and playwright-core (html_index), kept in
# _build/node between runs; installed together, since npm prunes what one --no-save install
# does not name. Without them those tests skip.
if [ ! -f _build/node/node_modules/gltf-validator/package.json ] ||
    [ ! -f _build/node/node_modules/playwright-core/package.json ]; then
    npm install --no-save --no-audit --no-fund --prefix _build/node gltf-validator@2.0.0-dev.3.10 \
        playwright-core@1.49.1 >/dev/null ||
        echo "run.sh: could not install gltf-validator and playwright-core; the tests using them will skip"
fi

# ---- builds ---------------------------------------------------------------------
status=0
passed=0
failed=0
# Each pass's wall time, printed at the end (the suite's budget is about 15 minutes on 2 cores).
t_start=$SECONDS t_mark=$SECONDS timings=()
lap() { timings+=("$1 $((SECONDS - t_mark)) s"); t_mark=$SECONDS; }
# Tests in the suite `once` (a pip install, Blender, a subproject build: what the compiler and the
# wraps do not change) run in the release build only; run_build_rest skips them. (Their warp
# runs under ASan saw nothing the script-made glTF files of the rebuild tests do not reach, and
# cost the ASan pass about 75 s of the suite's 15 minutes.)
test_extra=()
run_build_rest() { test_extra=(--no-suite once); run_build "$@"; test_extra=(); }
# The clang and fallback passes run every compiled test program, fuzz replay and shell check, and
# of the end-to-end Python tests (each drives the same tool again, about 60 s of either pass) the
# ones named: what another compiler or the wraps' zlib, libdeflate, libspng, cJSON could change,
# they reach (PNGs written and read back, glTF and JSON read, whole WADs rebuilt).
run_build_some() { # "e2e tests to keep", name, meson options...
    e2e_keep=$1
    shift
    run_build_rest "$@"
    unset e2e_keep
}
tests_of() { # build dir: the tests to run, or nothing (all) when they cannot be listed
    meson introspect "$1" --tests 2>/dev/null | python3 -c '
import json, sys
keep = set(sys.argv[1].split())
print(" ".join(t["name"] for t in json.load(sys.stdin)
               if "once" not in t["suite"] and ("python" not in t["cmd"][0] or t["name"] in keep)))' "$e2e_keep" ||
        true
}
run_build() { # name, meson options...
    local dir="$root/_build/$1"
    shift
    if [ -f "$dir/build.ninja" ]; then
        meson setup --reconfigure "$dir" "$@" >/dev/null
    else
        meson setup "$dir" "$@" >/dev/null
    fi
    if ! ninja -C "$dir" >"$dir/ninja-out.txt" 2>&1; then
        grep -E -A12 '^FAILED' "$dir/ninja-out.txt" | head -40 || tail -20 "$dir/ninja-out.txt"
        echo "run.sh: the $(basename "$dir") build failed"
        failed=$((failed + 1)); status=1
        return 0
    fi
    local rc=0 names=()
    [ -z "${e2e_keep+x}" ] || read -r -a names <<<"$(tests_of "$dir")"
    meson test -C "$dir" --num-processes "$jobs" --print-errorlogs "${test_extra[@]}" "${names[@]}" || rc=$?
    local log="$dir/meson-logs/testlog.json"
    if [ -f "$log" ]; then
        passed=$((passed + $(grep -c '"result": "OK"' "$log" || true)))
        failed=$((failed + $(grep -Ec '"result": "(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)"' "$log" || true)))
    fi
    [ $rc -eq 0 ] || status=1
}

echo "== release build (debugoptimized) =="
run_build release -Dbuildtype=debugoptimized
# What packagers and `pip install ./python` build: -Dbuildtype=release (gcc -O3) under -Werror,
# the library and the tool; built only (the suite runs above). It failed once at -O3 alone.
lap release
echo "== packagers' build (gcc, -Dbuildtype=release, build only) =="
pkg="$root/_build/packagers"
if { [ -f "$pkg/build.ninja" ] || meson setup "$pkg" -Dbuildtype=release -Dtests=false >/dev/null; } &&
    ninja -C "$pkg" >"$root/_build/packagers-ninja.txt" 2>&1; then
    passed=$((passed + 1))
else
    grep -E -A12 '^FAILED' "$root/_build/packagers-ninja.txt" | head -40 || true
    failed=$((failed + 1)); status=1; echo "packagers' build: FAILED"
fi
# The Debian packages as a packager builds them (tools/debian-build.sh through the `debian`
# test: dpkg-buildpackage, lintian, a pkg-config program against the dev package); about a
# minute. It once shipped warp.h without a header it includes.
lap packagers
echo "== Debian packages =="
if WARP_TEST_DEBIAN=1 meson test -C "$root/_build/release" --no-rebuild --print-errorlogs debian >/dev/null; then
    passed=$((passed + 1))
else
    grep -E 'debian-build|lintian|error' "$root/_build/release/meson-logs/testlog.txt" | head -20 || true
    failed=$((failed + 1)); status=1; echo "debian packages: FAILED"
fi
# Valgrind memcheck over the release build's unit test programs and fuzz replays (not the
# node/pngcheck/shell tests): zero errors, no leaks. About a minute on 2 cores.
lap debian
echo "== valgrind memcheck (release build) =="
vg_tests=(core gltf gltf_read names texture geometry world hostile wad wad_tool paths tool_list_help tool_tree_help
    $(meson test -C "$root/_build/release" --no-rebuild --list --suite fuzz 2>/dev/null | sed -n 's|.*/ ||p'))
vg_rc=0
meson test -C "$root/_build/release" --no-rebuild --num-processes "$jobs" --print-errorlogs \
    --wrapper 'valgrind --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite,indirect -q' \
    "${vg_tests[@]}" | grep -E '^(Ok|Fail|Timeout):|FAIL|ERROR' || vg_rc=1
if [ $vg_rc -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; echo "valgrind: FAILED"; fi

lap valgrind
echo "== ASan + UBSan build =="
run_build_rest asan -Dbuildtype=debug -Db_sanitize=address,undefined -Db_lundef=false

lap asan
if command -v clang >/dev/null; then
    echo "== clang build =="
    CC=clang CXX=clang++ run_build_some "sample_e2e rebuild_wad rebuild_model" clang -Dbuildtype=release
fi

# The fallback wraps (subprojects/): zlib, libdeflate, libspng and cJSON built from packagecache/,
# the system's copies ignored; the suite runs on that build too (its end-to-end tests: those named).
lap clang
echo "== fallback build (--wrap-mode=forcefallback) =="
fb="$root/_build/fallback"
run_build_some "sample_e2e extract_corpus rebuild rebuild_wad rebuild_model rebuild_grow rebuild_level mod_e2e" \
    fallback -Dbuildtype=debugoptimized --wrap-mode=forcefallback

# Windows: cross-build with mingw-w64 (cross/x86_64-w64-mingw32.txt) and run the library's
# unit tests, the DLL export guard, warp.exe's tests and its comparison with the Linux tool
# under wine. Skips with a message where either is missing or wine cannot start.
lap fallback
echo "== Windows build (mingw-w64, tests under wine) =="
# (Not installed by this script: mingw-w64 and wine are about 1 GB; `apt install mingw-w64 wine wine64`
# turns the pass on.)
export WINEDEBUG=${WINEDEBUG:--all} WINEPREFIX=${WINEPREFIX:-$root/_build/wine-prefix}
if ! command -v x86_64-w64-mingw32-gcc-posix >/dev/null; then
    echo "run.sh: skipping the Windows pass: no x86_64-w64-mingw32-gcc-posix (apt install mingw-w64)"
elif ! command -v wine >/dev/null || ! timeout 300 wine cmd /c exit >/dev/null 2>&1; then
    echo "run.sh: skipping the Windows pass: wine cannot run here (apt install wine wine64)"
else
    # One wineserver for the whole pass, its services started before the tests: without -p a
    # test starting as the server exits dies with "wine client error: recvmsg: Connection reset
    # by peer" (seen in CI); without the warm-up, the first two tests started in parallel on a
    # fresh server hang until their timeout (seen here, every time).
    # (The check above creates the prefix -p needs; -p fails while the check's server runs.)
    # Its output goes nowhere: it outlives this script's commands and would hold a pipe open.
    wineserver -k 2>/dev/null || true
    trap 'wineserver -k 2>/dev/null || true' EXIT
    wineserver -p >/dev/null 2>&1 || echo "run.sh: wineserver -p failed: the Windows tests share a server that may exit"
    timeout 300 wine cmd /c exit >/dev/null 2>&1 || true
    run_build win --cross-file cross/x86_64-w64-mingw32.txt -Dbuildtype=debugoptimized
    # warp.exe against the Linux tool (the fallback build's) on the same inputs, byte for byte
    if bash tests/windows_compare.sh "$fb/examples/warp" "$root/_build/win/examples/warp.exe" \
        "$root/_build/win-compare" "$root/../shared/corpus"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1)); status=1; echo "windows_compare: FAILED"
    fi
    wineserver -k 2>/dev/null || true
    trap - EXIT
fi

# gcc -fanalyzer over lib/ (about 30 s): any finding fails the run (docs/hardening.md).
lap windows
echo "== gcc -fanalyzer =="
if bash tests/analyze.sh >/dev/null; then passed=$((passed + 1)); else failed=$((failed + 1)); status=1; echo "analyzer: findings (bash tests/analyze.sh)"; fi

lap analyzer
echo "run.sh: wall time per pass: ${timings[*]}; all $((SECONDS - t_start)) s"
echo "tests: $passed passed, $failed failed"
exit $status
