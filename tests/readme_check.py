#!/usr/bin/env python3
"""The README's "library in twenty lines" compiles and does what it says: its code block is
wrapped into a program (the file-scope callbacks stay, the statements become main's body
with dir/wad read from files), built against the static library and run on the sample WAD.
readme_check.py CC SOURCE_ROOT LIBWARP_A WARP_TOOL"""
import os, re, subprocess, sys, tempfile

cc, root, lib, warp = sys.argv[1:5]
text = open(os.path.join(root, "README.md"), encoding="utf-8").read()
section = text.split("## The library in twenty lines", 1)[1]
code = re.search(r"```c\n(.*?)```", section, re.S).group(1)
head, body = code.split("warp_wad *w =", 1)
program = (
    "#include <stdio.h>\n#include <stdlib.h>\n" + head.replace("#include <warp/warp.h>", '#include "warp/warp.h"') +
    "static void *load(const char *p, size_t *n) {\n"
    "    FILE *f = fopen(p, \"rb\"); void *b; fseek(f, 0, SEEK_END); *n = (size_t)ftell(f); fseek(f, 0, SEEK_SET);\n"
    "    b = malloc(*n); if (fread(b, 1, *n, f) != *n) exit(3); fclose(f); return b;\n}\n"
    "int main(int argc, char **argv) {\n    (void)argc;\n    size_t dir_len, wad_len;\n"
    "    const void *wad = load(argv[1], &wad_len), *dir = load(argv[2], &dir_len);\n"
    "    warp_wad *w =" + body + "    return 0;\n}\n")
lines = len(code.strip("\n").splitlines())
with tempfile.TemporaryDirectory() as tmp:
    src, exe = os.path.join(tmp, "ten.c"), os.path.join(tmp, "ten")
    open(src, "w").write(program)
    subprocess.run([cc, "-std=c11", "-Wall", "-Wno-unused-parameter", "-Werror", "-I", os.path.join(root, "include"),
                    src, lib, "-o", exe], check=True)
    subprocess.run([warp, "sample", tmp, "--quiet"], check=True)
    out = subprocess.run([exe, os.path.join(tmp, "WARRIORS.WAD"), os.path.join(tmp, "WARRIORS.DIR")],
                         check=True, capture_output=True, text=True).stdout
# the line count the README gives for examples/walk_wad.c is the file's
stated = int(re.search(r"walk_wad\.c\)\s+\(the whole host job in (\d+) lines", text).group(1))
actual = len(open(os.path.join(root, "examples", "walk_wad.c"), encoding="utf-8").read().splitlines())
kinds = [l for l in out.splitlines() if not l.startswith("  ")]
textures = [l for l in out.splitlines() if l.startswith("  ")]
ok = len(kinds) == 32 and kinds[0] == "0 model" and "25 rw_old" in kinds and len(textures) == 16 \
    and "  sample_font 128x64" in textures and "  old_checker 16x16" in textures and lines <= 20 \
    and stated == actual
print(out if not ok else "", end="")
print("readme: %s (%d lines of C, %d entries, %d textures; walk_wad.c %d lines, README says %d)" % (
    "1 passed, 0 failed" if ok else "FAILED", lines, len(kinds), len(textures), actual, stated))
sys.exit(0 if ok else 1)
