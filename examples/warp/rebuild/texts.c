/* warp rebuild WARRIORS.WAD: the game's text entries from their edited JSON (texts.h). */
#include "rebuild/texts.h"

#include <stdlib.h>
#include <string.h>

#include "platform/util.h"
#include "rebuild/derived.h"
#include "rebuild/edits.h"
#include "rebuild/media.h"
#include "rebuild/metrics_text.h"
#include "rebuild/objs_text.h"

typedef int (*text_fn)(const uint8_t *orig, size_t len, const char *json, const char *path, uint8_t **out,
                       size_t *out_len);

/* The output kinds written back, each by its reader. */
static const struct {
    const char *kind, *what;
    text_fn fn;
} texts[] = {
    {"objects", "the object text", objs_text},
    {"font_metrics", "the METRICS1 text", metrics_text},
};

static int put_back(wad_plan *pl, const man_file *f, size_t t, const char *path, unsigned *replaced) {
    uint32_t i = f->entry;
    size_t len = pl->entries[i].size, n = 0;
    uint8_t *e = NULL, *text = NULL;
    char *json = derived_read_text(path);
    int rc = json && !media_read_entry(pl, i, &e) ? texts[t].fn(e, len, json, path, &text, &n) : -1;
    if (!rc && text) {
        rc = wad_replace_entry(pl, i, e, len, text, n);
        if (!rc) ++*replaced;
        if (!rc && !pl->quiet) fprintf(stderr, "warp: %s: changed, %s written again\n", path, texts[t].what);
    }
    free(json), free(e);
    return rc;
}

int rebuild_texts(wad_plan *pl, const manifest *m, const char *from, unsigned *replaced) {
    *replaced = 0;
    for (size_t k = 0; k < m->nfiles; k++) {
        const man_file *f = &m->files[k];
        char path[4096];
        size_t t = 0;
        while (t < sizeof texts / sizeof *texts && strcmp(f->kind, texts[t].kind)) t++;
        if (t == sizeof texts / sizeof *texts) continue;
        int changed = man_file_changed(f, from, path, sizeof path);
        if (changed < 0 || (changed && put_back(pl, f, t, path, replaced))) return -1;
    }
    return 0;
}
