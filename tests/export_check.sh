#!/bin/sh
# export_check.sh WARP NODE SCRIPT VALIDATOR_DIR OUTDIR: `warp extract` on corpus models
# (GTA SA kendl.dff and parachute.dff, Manhunt's MODELS.DFF with 79 clumps) must write
# one .glb per clump that the glTF-Validator accepts with no errors or warnings, and
# manifest items that count them; GTA SA models in Rockstar's PDS pipelines export too
# (night colours as COLOR_1), with no mesh skipped. Exit 77 without the corpus.
warp=$1 node=$2 script=$3 vdir=$4 out=$5
c=${WARP_CORPUS:-}/ps2
[ -f "$c/GTA3_kendl.dff" ] || { echo "skip: corpus missing"; exit 77; }
fail=0
check() { if eval "$2"; then echo "ok   $1"; else echo "FAIL $1"; fail=1; fi; }
rm -rf "$out" && mkdir -p "$out"
sa_files='GTA_INT_police_nb3 GTA3_bagboxa GTA3_bmx GTA3_vgsesvehse1 GTA3_vgsn_scrollsgn01 GTA_INT_shop_counter_1'
for file in GTA3_kendl.dff GTA3_parachute.dff Dff_Manhunt1_PS2_MODELS.DFF $(for s in $sa_files; do echo $s.dff; done); do
    f=${file%.*}
    "$warp" extract "$c/$file" -o "$out/$f" -q 2>"$out/$f.err" || { echo "FAIL warp extract $f"; cat "$out/$f.err"; fail=1; }
done
check "kendl: one skinned model" 'grep -q "\"file\": \"GTA3_kendl.glb\", \"fnv1a64\": \"[0-9a-f]\{16\}\", \"nodes\": 34, \"meshes\": 1, \"primitives\": 1, \"vertices\": 3840, \"triangles\": 2036, \"textures\": 0, \"skins\": 1" "$out/GTA3_kendl/manifest.json"'
check "parachute: one model" '[ -f "$out/GTA3_parachute/GTA3_parachute.glb" ] && grep -q "\"skins\": 1" "$out/GTA3_parachute/manifest.json"'
check "MODELS.DFF: 79 .glb" '[ "$(ls "$out/Dff_Manhunt1_PS2_MODELS"/*.glb | wc -l)" = 79 ] && [ -f "$out/Dff_Manhunt1_PS2_MODELS/Dff_Manhunt1_PS2_MODELS_78.glb" ]'
check "MODELS.DFF: 79 manifest models" '[ "$(grep -c "\"kind\": \"model\"" "$out/Dff_Manhunt1_PS2_MODELS/manifest.json")" = 79 ]'
for s in $sa_files; do
    check "$s: exported, no mesh skipped" '[ -f "$out/$s/$s.glb" ] && ! grep -q "\"skipped_meshes\": [1-9]" "$out/$s/manifest.json"'
done
check "shop_counter_1: night colours as COLOR_1" 'grep -aq "COLOR_1" "$out/GTA_INT_shop_counter_1/GTA_INT_shop_counter_1.glb"'
if [ -z "$node" ] || [ ! -f "$vdir/package.json" ]; then
    echo "skip: validator (node or $vdir missing)"
else
    "$node" "$script" "$vdir" --strict "$out"/*/*.glb >"$out/validate.log" 2>&1
    vrc=$?
    check "validator: 87 files, no errors or warnings" '[ $vrc = 0 ] && [ "$(grep -c ": 0 errors, 0 warnings" "$out/validate.log")" = 87 ]'
fi
exit $fail
