/* warp rebuild FILE.dff (dff.h): each model item of the extraction whose .glb changed is
 * encoded again (model.c) and spliced in with warp_patch_entry (RenderWare sections only);
 * every other byte is copied, so an unedited extraction rebuilds the identical file. */
#include "rebuild/dff.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "platform/outfile.h"
#include "platform/util.h"
#include "rebuild/manifest.h"
#include "rebuild/model.h"
#include "rebuild/wad_plan.h"

/* The splices applied last first (earlier offsets stay valid): a new buffer, or NULL. */
static uint8_t *apply(const uint8_t *in, size_t len, const wad_change *c, size_t *out_len, const char *input) {
    uint8_t *cur = malloc(len ? len : 1);
    if (!cur) return NULL;
    memcpy(cur, in, len);
    for (size_t k = 0; k < c->nsplice; k++) {
        const wad_splice *s = &c->splices[k];
        size_t n = 0;
        int rc = warp_patch_entry(NULL, 0, cur, len, s->p.offset, s->p.old_len, s->p.bytes, s->p.len, s->lv, s->nlv, &n);
        uint8_t *next = rc ? NULL : malloc(n ? n : 1);
        if (next) rc = warp_patch_entry(next, n, cur, len, s->p.offset, s->p.old_len, s->p.bytes, s->p.len, s->lv,
                                        s->nlv, &n);
        free(cur);
        if (rc || !next) {
            report(input, (long long)s->p.offset, "cannot splice the new geometry: %s",
                   rc ? warp_strerror(rc) : "out of memory");
            free(next);
            return NULL;
        }
        cur = next, len = n;
    }
    *out_len = len;
    return cur;
}

int rebuild_dff(const char *input, const char *from, const char *output, int quiet) {
    file_map m;
    if (map_file(input, &m)) {
        report(input, -1, "%s", strerror(errno));
        return 1;
    }
    man_model *models = NULL;
    size_t count = 0, out_len = 0;
    wad_change c;
    memset(&c, 0, sizeof c);
    int rc = manifest_read_file_models(from, &models, &count);
    for (size_t k = 0; !rc && k < count; k++) {
        char path[4096];
        warp_rw_section s;
        int edited = rebuild_model_edited(from, &models[k], path, sizeof path);
        if (edited < 0) {
            rc = -1;
        } else if (edited) {
            if (warp_rw_header(m.data, m.len, models[k].offset, &s) || s.type != WARP_RW_CLUMP) {
                report(path, -1, "%s has no clump at %zu: not from this file's extraction", input, models[k].offset);
                rc = -1;
            } else {
                rc = rebuild_model_at(m.data, m.len, models[k].offset, path, models[k].upright, &c);
                c.models++;
            }
        }
    }
    uint8_t *out = NULL;
    if (!rc) {
        if (c.nsplice) qsort(c.splices, c.nsplice, sizeof *c.splices, wad_splice_desc);
        out = apply(m.data, m.len, &c, &out_len, input);
        if (!out) rc = -1;
    }
    if (!rc && out_write_file(output, out, out_len)) {
        report(output, -1, "%s", strerror(errno));
        rc = -1;
    }
    if (!rc && !quiet)
        fprintf(stderr, "warp: %u of %zu models encoded again -> %s (%zu bytes)\n", c.models, count, output, out_len);
    for (size_t k = 0; k < c.nsplice; k++) free(c.splices[k].p.bytes);
    free(c.splices), free(models), free(out);
    unmap_file(&m);
    return rc ? 1 : 0;
}
