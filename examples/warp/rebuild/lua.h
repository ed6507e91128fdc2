/* warp rebuild WARRIORS.WAD: edited Lua listings assembled back, compiled chunks dropped
 * beside them (lua.c). */
#ifndef WARP_TOOL_REBUILD_LUA_H
#define WARP_TOOL_REBUILD_LUA_H

struct manifest;
struct wad_plan;

/* Every Lua entry whose listing (<script>.lua.txt) changed since the extraction, assembled
 * again (warp_lua_assemble), or that has a compiled chunk dropped beside its listing (the
 * listing's name without .txt), taken as it is; either is walked by the library's reader
 * first and replaces its whole entry. *replaced: the entries replaced. 0, or -1 after a
 * message naming the file and why (nothing planned is then written). */
int rebuild_lua(struct wad_plan *pl, const struct manifest *m, const char *from, unsigned *replaced);

#endif
