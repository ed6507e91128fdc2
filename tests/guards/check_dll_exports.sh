#!/bin/sh
# Guard for the Windows build: libwarp-0.dll's export table (objdump -p) equals the committed
# list abi/exported-symbols.txt, so the DLL keeps the same ABI as the ELF library (WARP_API is
# __declspec(dllexport) there; no .def file, no --export-all-symbols).
set -eu
objdump=$1 dll=$2 list=$3
exported=$("$objdump" -p "$dll" | awk '
    /^\[Ordinal\/Name Pointer\] Table/ { t = 1; next }
    t && NF == 0 { t = 0 }
    t && $1 ~ /^\[/ { print $NF }' | sort -u)
if [ -z "$exported" ]; then
    echo "no export table read from $dll"
    exit 1
fi
if ! echo "$exported" | diff -u "$list" - ; then
    echo "DLL exports differ from $list"
    exit 1
fi
echo "dll_exports: $(echo "$exported" | wc -l) symbols, 1 passed, 0 failed"
