#!/usr/bin/env bash
# fuzz/run.sh TARGET SECONDS [LIBFUZZER FLAGS...]: build the libFuzzer target with clang + ASan + UBSan and run it
# for SECONDS on its seed corpus (fuzz/corpus/TARGET). New inputs go to fuzz/findings/TARGET;
# crashes are written there as crash-*; copy them to fuzz/regress/TARGET/ once fixed.
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: fuzz/run.sh TARGET SECONDS}
secs=${2:-60}
dir=_build/fuzz
if [ ! -f "$dir/build.ninja" ]; then
    CC=clang CXX=clang++ meson setup "$dir" -Dfuzz=true -Dtests=false -Dbuildtype=debugoptimized \
        -Db_sanitize=address,undefined -Db_lundef=false >/dev/null
fi
ninja -C "$dir" "fuzz/fuzz_$target" >/dev/null
mkdir -p "fuzz/findings/$target" "fuzz/corpus/$target"
dict=()
[ -f "fuzz/dict/$target.dict" ] && dict=(-dict="fuzz/dict/$target.dict")
exec "$dir/fuzz/fuzz_$target" -max_total_time="$secs" -print_final_stats=1 -artifact_prefix="fuzz/findings/$target/" \
    "${dict[@]}" "${@:3}" "fuzz/findings/$target" "fuzz/corpus/$target"
