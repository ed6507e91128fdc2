#!/usr/bin/env python3
"""The doc lines a seed audit quoted stay fixed (issue 47): each line is asserted as the docs
now say it, against the code or the arithmetic the seed gives, so a return of the old text,
or a code change the text no longer matches, fails here. A second of work, no WAD needed.
docs_seeds_check.py SOURCE_ROOT WARP_TOOL"""
import os
import re
import subprocess
import sys

root, warp = sys.argv[1:3]
failures = []


def read(*path):
    with open(os.path.join(root, *path), encoding="utf-8") as f:
        return re.sub(r"\s+", " ", f.read())  # lines rewrapped in an edit still match


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


def pad16(n):
    return (n + 15) // 16 * 16


# 1. Object lists: format-wad.md rule 11 once said "braces balanced and at most 64 deep";
# format-misc.md and lib/misc/objs.c say a line opens with { and closes with ).
wad, misc, objs = read("docs", "format-wad.md"), read("docs", "format-misc.md"), read("lib", "misc", "objs.c")
check("braces balanced" not in wad and "64 deep" not in wad, "format-wad.md rule 11 still says braces balance")
check("a line opens with `{` and closes with `)`, so braces do not balance" in wad, "format-wad.md rule 11")
check("A line opens with `{` and closes with `)`: braces do not balance" in misc, "format-misc.md object lines")
check("The line opens with '{' and closes with ')'" in objs, "lib/misc/objs.c: the rule the docs quote")

# 2. Scene List: seed 002 gives chunk 0x43 66,368 data bytes and the entry 66,400.
scene = read("docs", "format-scene.md")
m = re.search(r"chunk `0x43`: ([\d,]+) data bytes \(4 \+ ([\d,]+) × 24 = ([\d,]+), padded to 16\); the entry "
              r"`scene_list.cnk` is ([\d,]+) bytes with its resource and chunk headers \(16 \+ 16\)", scene)
check(m is not None, "format-scene.md: the Scene List line")
if m:
    data, records, raw, entry = (int(g.replace(",", "")) for g in m.groups())
    check(raw == 4 + records * 24 and data == pad16(raw) == 66368 and entry == data + 32 == 66400,
          "Scene List arithmetic: %r" % (m.groups(),))
check("66,400 bytes: 4 +" not in scene, "format-scene.md still gives 66,400 as the data bytes")

# 3. Chunks 0x48/0x49: the table's names (lib/wad/chunk.c) quoted beside the decoded contents,
# with seed 002's sizes (2,464 and 7,968 bytes over two chunks) as the layouts give them.
audio, names = read("docs", "format-audio.md"), read("lib", "wad", "chunk.c")
check('"Sound Command Data", /* 0x48 */' in names and '"Sound Material Data", /* 0x49 */' in names,
      "lib/wad/chunk.c: the table's names of 0x48/0x49")
check('call them "Sound Command Data" and "Sound Material Data"' in audio and
      "2,464 and 7,968 data bytes over the two copies" in audio and "1,232 = 246 × 5" in audio and
      "3,984 = 16 + 248 × 16" in audio, "format-audio.md: the two names reconciled")
check(2 * pad16(246 * 5) == 2464 and 2 * (16 + 248 * 16) == 7968, "0x48/0x49 sizes")

# 4. warp rebuild --help and the man page: worlds are no longer refused; collision, paths and
# occluders come back into the level.
helptext = re.sub(r"\s+", " ", subprocess.run([warp, "rebuild", "--help"], capture_output=True, text=True).stdout)
man = read("examples", "warp", "warp.1").replace("\\[cq]", "'")
check("a new object or material, a world)" not in helptext, "rebuild --help still refuses a world")
for text, name in ((helptext, "rebuild --help"), (man, "warp.1"), (read("docs", "warp.1.md"), "warp.1.md")):
    check(all(w in text for w in ("collision.json or collision.glb", "paths.json", "occluders (level.json)",
                                  "world")), "%s: worlds, collision, paths and occluders" % name)

print("docs against the seeds: %s (%d checks failed)" % ("FAILED" if failures else "ok", len(failures)))
sys.exit(1 if failures else 0)
