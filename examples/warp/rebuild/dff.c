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
            }
        }
    }
    uint8_t *out = NULL;
    if (!rc) {
        if (c.nsplice) qsort(c.splices, c.nsplice, sizeof *c.splices, wad_splice_desc);
        rc = wad_change_apply(&c, m.data, m.len, input, -1, &out, &out_len);
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
