/* warp rebuild WARRIORS.WAD: edited object placements (objs.h). */
#include "rebuild/objs.h"

#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "rebuild/objs_text.h"

static int put_back(wad_plan *pl, const man_file *f, const char *path, unsigned *replaced) {
    uint32_t i = f->entry;
    size_t len = pl->entries[i].size, n = 0;
    uint8_t *e = NULL, *text = NULL;
    char *json = derived_read_text(path);
    int rc = json && !media_read_entry(pl, i, &e) ? objs_text(e, len, json, path, &text, &n) : -1;
    if (!rc && text) {
        wad_splice s;
        memset(&s, 0, sizeof s);
        s.p = (rebuild_patch){0, len, 0, text, n}; /* the whole entry: no enclosing sizes */
        rc = wad_add_splice(pl, i, e, &s);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: changed, the object text written again\n", path);
    }
    free(json), free(e);
    return rc;
}

int rebuild_objs(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        char path[4096];
        if (strcmp(f->kind, "objects")) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0 || (changed && put_back(pl, f, path, replaced))) return -1;
    }
    return 0;
}
