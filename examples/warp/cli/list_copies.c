/* warp list --copies (list_copies.h). */
#include "cli/list_copies.h"

#include <stdio.h>
#include <string.h>

#include "extract/resources.h"
#include "platform/util.h"

static void print_group(const res_table *t, const res_group *g, const res_names *rn, int json, int first) {
    const res_copy *o = &t->copies[t->members[g->first]];
    const char *name = res_names_find(rn, o->hash);
    if (json) {
        printf("%s\n  {\"hash\": %u, \"variant\": %u, \"resource\": ", first ? "" : ",", o->hash, g->variant);
        json_string(stdout, name);
        printf(", \"size\": %u, \"copies\": [", o->len);
    } else {
        printf("%6u  %10u  %7u  %-24s ", g->count, o->hash, g->variant, name ? name : "-");
    }
    for (uint32_t k = 0; k < g->count; k++) {
        const res_copy *c = &t->copies[t->members[g->first + k]];
        if (json && c->slot == RES_STANDALONE)
            printf("%s{\"entry\": %u, \"pack\": null, \"offset\": 0}", k ? ", " : "", c->entry);
        else if (json)
            printf("%s{\"entry\": %u, \"pack\": %u, \"offset\": %u}", k ? ", " : "", c->entry, c->slot, c->offset);
        else if (c->slot == RES_STANDALONE)
            printf(" %u", c->entry);
        else
            printf(" %u:%u", c->entry, c->slot);
    }
    fputs(json ? "]}" : "\n", stdout);
}

int list_copies(const warp_wad *w, const res_names *rn, int json) {
    res_table t;
    memset(&t, 0, sizeof t);
    int rc = 0;
    for (uint32_t i = 0; !rc && i < warp_wad_count(w); i++) {
        const uint8_t *d;
        size_t n;
        int kind;
        if (warp_wad_data(w, i, &d, &n) != WARP_OK || warp_classify(d, n, WARP_KIND_UNKNOWN, &kind) != WARP_OK)
            continue; /* the entry listing reports it */
        rc = resources_add_entry(&t, i, kind, d, n);
    }
    if (!rc) rc = resources_group(&t, NULL);
    if (rc) {
        fprintf(stderr, "warp list: out of memory\n");
    } else {
        if (json) printf("[");
        else printf("%6s  %10s  %7s  %-24s  %s\n", "copies", "hash", "variant", "resource", "where (entry, or entry:place in its pack)");
        for (size_t g = 0; g < t.group_count; g++) print_group(&t, &t.groups[g], rn, json, g == 0);
        if (json) printf("%s]\n", t.group_count ? "\n" : "");
    }
    resources_free(&t);
    return rc ? -1 : 0;
}
