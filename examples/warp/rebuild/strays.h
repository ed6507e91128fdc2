/* warp rebuild WARRIORS.WAD: nothing in the extraction folder is ignored. Every file there is
 * one the manifest names (an entry's "files"), a known kind of addition a rebuild step reads,
 * or refused here by name with what to do: a new PNG, a stray .glb, a renamed file (named
 * both ways: its bytes are a missing file's). Left alone: the extraction's own manifest.json,
 * index.html and index-files/, a folder with a manifest.json of its own (an image's BFW.SND/
 * and MUSIC.SND/, rebuilt from theirs), and hidden files (".#warp-" temporaries, editors'
 * swap files). docs/patch.md, "Every edit comes back". */
#ifndef WARP_TOOL_REBUILD_STRAYS_H
#define WARP_TOOL_REBUILD_STRAYS_H

#include "rebuild/manifest.h"

/* 1 when rel (a path under the extraction folder `from` that no manifest item names) is a
 * kind of addition a rebuild step reads: a texture's `<stem>.mipN.png` for one of its levels
 * (rebuild/texture.c), a model's `<stem>.gltf` beside its `.glb` and the buffers and images
 * that .gltf names (rebuild/model.c), a compiled Lua chunk beside its listing (rebuild/lua.c),
 * a new texture's PNG a texture item lists and a texture's `<stem>.json` sidecar
 * (rebuild/texture_grow.c). Extend it when a step learns to take a new kind of file. */
int stray_known_addition(const manifest *m, const char *from, const char *rel);

/* Every file under from no manifest item names and no step takes: one line each naming it
 * and what to do, then -1; 0 when there is none. Run before anything is compared or written. */
int rebuild_check_strays(const manifest *m, const char *from);

/* The same for an extraction whose manifest names its files in a list (a .SND's items:
 * named, n of them, sorted here in place); no known additions. */
int rebuild_check_strays_named(const char *from, const char **named, size_t n);

#endif
