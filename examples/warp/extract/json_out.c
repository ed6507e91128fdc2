/* JSON output files of the per-kind extractors: streamed through outfile.h, listed in
 * the entry's manifest when committed; floats written so they read back exactly. */
#include <errno.h>
#include <string.h>

#include "extract/json_out.h"

FILE *json_begin(entry_job *j, json_out *x, const char *stem) {
    char path[4400];
    memset(x, 0, sizeof *x);
    unique_file(j, stem, "json", x->file, sizeof x->file);
    snprintf(path, sizeof path, "%s/%s", j->dir, x->file);
    if (out_open(&x->o, path) != 0) {
        entry_error(j, 0, "cannot write %s: %s", path, strerror(errno));
        return NULL;
    }
    x->ok = 1;
    return x->o.f;
}

void json_end(entry_job *j, json_out *x, const char *kind, const char *extra) {
    if (!x->ok) return;
    if (out_commit(&x->o) != 0) {
        entry_error(j, 0, "cannot write %s: %s", x->file, strerror(errno));
        return;
    }
    j->data++;
    item_begin(j, kind);
    fputs(", \"file\": ", j->m);
    json_string(j->m, x->file);
    fprintf(j->m, "%s}", extra ? extra : "");
}

void json_f(FILE *f, float v) {
    if (v != v || v > 3.4e38f || v < -3.4e38f)
        fputs("null", f); /* JSON has no NaN or infinity */
    else
        fprintf(f, "%.9g", (double)v);
}
void json_fv(FILE *f, const float *v, int n) {
    fputc('[', f);
    for (int i = 0; i < n; i++) {
        if (i) fputs(", ", f);
        json_f(f, v[i]);
    }
    fputc(']', f);
}

