/* warp rebuild WARRIORS.WAD: Lua entries back from their listings (lua.h). A listing whose
 * hash is the extraction's is left alone (an old extraction without hashes: assembled and
 * compared); a chunk that assembles to the entry's bytes changes nothing. */
#include "rebuild/lua.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/media.h"
#include "rebuild/wad_plan.h"

static int any(void *user, const warp_lua_function *f) {
    (void)user, (void)f;
    return 0;
}

/* The listing at path assembled (malloc'ed): 0, or -1 after a message naming its line. */
static int assemble(const char *path, uint8_t **out, size_t *len) {
    file_map f;
    if (map_file(path, &f)) {
        report(path, -1, "cannot read the listing: %s", strerror(errno));
        return -1;
    }
    warp_writer *w = handle_alloc(warp_writer_sizeof());
    warp_lua_asm_error err = {0};
    int rc = w ? warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, NULL, 0) : WARP_E_LIMIT;
    if (!rc) rc = warp_lua_assemble(w, (const char *)f.data, f.len, &err);
    *len = rc == WARP_E_DST_SMALL ? warp_writer_size(w) : 0;
    *out = rc == WARP_E_DST_SMALL ? malloc(*len ? *len : 1) : NULL;
    if (*out) {
        warp_writer_init(w, warp_writer_sizeof(), WARP_ABI_VERSION, *out, *len);
        rc = warp_lua_assemble(w, (const char *)f.data, f.len, &err);
    }
    if (rc && err.why)
        report(path, -1, "line %u: %s: not assembled, nothing written", err.line, err.why);
    else if (rc)
        report(path, -1, "not assembled (%s), nothing written", warp_strerror(rc));
    if (rc) free(*out), *out = NULL;
    free(w);
    unmap_file(&f);
    return rc ? -1 : 0;
}

/* A compiled chunk dropped beside the listing, as it is (malloc'ed): 0, or -1 after a message. */
static int read_compiled(const char *path, uint8_t **out, size_t *len) {
    file_map f;
    if (map_file(path, &f)) {
        report(path, -1, "cannot read: %s", strerror(errno));
        return -1;
    }
    *len = f.len;
    *out = malloc(f.len ? f.len : 1);
    if (*out) memcpy(*out, f.data, f.len);
    unmap_file(&f);
    return *out ? 0 : -1;
}

/* The new chunk, or NULL when neither the listing nor a dropped chunk asks for one. */
static int new_chunk(const edit_item *it, const char *listing, const char *compiled, uint8_t **out, size_t *len,
                     const char **used) {
    uint64_t h = 0;
    int edited = !it->has_hash || file_fnv1a64(listing, &h) || h != it->hash;
    struct stat st;
    int dropped = compiled[0] && stat(compiled, &st) == 0;
    *out = NULL;
    if (dropped && edited && it->has_hash) {
        report(compiled, -1, "a compiled chunk beside an edited listing (%s): keep one of them, nothing written",
               listing);
        return -1;
    }
    *used = dropped ? compiled : listing;
    if (dropped) return read_compiled(compiled, out, len);
    return edited ? assemble(listing, out, len) : 0;
}

static int plan_lua(wad_plan *pl, const edit_item *it, const char *from, unsigned *replaced) {
    char listing[4096], compiled[4096] = "";
    snprintf(listing, sizeof listing, "%s/%s", from, it->file);
    size_t n = strlen(listing);
    if (n > 4 && !strcmp(listing + n - 4, ".txt")) snprintf(compiled, sizeof compiled, "%.*s", (int)(n - 4), listing);
    uint8_t *neu = NULL, *e = NULL;
    size_t len = 0;
    const char *used = listing;
    if (new_chunk(it, listing, compiled, &neu, &len, &used)) return -1;
    if (!neu) return 0;
    int rc = warp_lua_foreach(neu, len, NULL, any, NULL, NULL);
    if (rc) {
        report(used, -1, "not a Lua 4.0 chunk the game reads (%s): nothing written", warp_strerror(rc));
        free(neu);
        return -1;
    }
    if (media_read_entry(pl, it->entry, &e)) {
        free(neu);
        return -1;
    }
    const size_t old = pl->entries[it->entry].size;
    if (len == old && !memcmp(neu, e, len)) {
        free(neu), free(e);
        return 0;
    }
    rc = wad_replace_entry(pl, it->entry, e, old, neu, len);
    free(e);
    if (rc) return -1;
    ++*replaced;
    if (!pl->quiet) fprintf(stderr, "warp: %s: Lua chunk replaced (%zu bytes, was %zu)\n", used, len, old);
    return 0;
}

int rebuild_lua(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nedits; k++)
        if (m->edits[k].kind == EDIT_LUA && plan_lua(pl, &m->edits[k], from, replaced)) return -1;
    return 0;
}
