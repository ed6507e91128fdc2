/* manifest.json of `warp extract WAD` (extract_manifest.h). Layout:
 *   {"status": "complete" | "interrupted" | "failed" | "running", "reason": why or null,
 *    "wad", "entry_count", "png_level", "mips", "rgba", "raw", "root_motion", "names", "only", "entries": [one object per entry,
 *    in entry order], "resources": [every distinct resource and where its copies are: resources.c],
 *    "failed_entries", "unfinished_entries"}
 * An entry's "status" is "ok", "failed", "skipped" (not selected), "interrupted" (cut
 * short by a stop; its listed files are complete) or "not_started". */
#include "extract/manifest.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "extract/file_notes.h"
#include "platform/outfile.h"
#include "platform/util.h"


/* The object's start up to its name: what identifies the entry to --resume. */
static void entry_head(FILE *f, const wad_run *r, uint32_t i) {
    const warp_entry *e = &r->entries[i];
    fprintf(f, "    {\"index\": %u, \"offset\": %llu, \"size\": %u, \"hash\": %u, \"kind\": \"%s\", \"name\": ", i,
            (unsigned long long)e->offset, e->size, e->hash, r->kinds[i] < 0 ? "unread" : warp_kind_name(r->kinds[i]));
    json_string(f, r->names[i]);
}

void manifest_entry(FILE *f, const wad_run *r, uint32_t i, const char *status, int has_files, const char *items,
                    size_t items_len, file_notes *notes) {
    entry_head(f, r, i);
    fputs(", \"folder\": ", f);
    json_string(f, has_files ? r->folders[i] : NULL);
    fprintf(f, ", \"status\": \"%s\", \"outputs\": [", status);
    if (items_len) fwrite(items, 1, items_len, f);
    fputs(items_len ? "\n    ]" : "]", f);
    if (notes) file_notes_write(notes, f);
    fputc('}', f);
}

/* The options and input that make the outputs what they are: equal text = same job. */
static void settings(FILE *f, const wad_run *r) {
    fprintf(f,
            "  \"entry_count\": %u,\n  \"png_level\": %d,\n  \"mips\": %s,\n  \"rgba\": %s,\n  \"raw\": \"%s\",\n"
            "  \"root_motion\": %s,\n  \"names\": \"%s\",\n  \"only\": [",
            r->count, r->png_level, r->mips ? "true" : "false", r->rgba ? "true" : "false",
            r->raw_all ? "all" : "undecoded", r->root_motion ? "true" : "false",
            r->names_path ? "file" : r->no_recover ? "decimal" : "recovered");
    for (unsigned k = 0, first = 1; k < ONLY_KINDS; k++)
        if (r->only & 1u << k) fprintf(f, "%s\"%s\"", first ? "" : ", ", only_names[k]), first = 0;
    fputs("],\n  \"entries\": [\n", f);
}

static int commit(const char *path, const char *text, size_t len) {
    out_file o;
    if (out_open(&o, path) != 0) return -1;
    o.durable = 1; /* the index of the run: on disk before its name is */
    if (fwrite(text, 1, len, o.f) != len) {
        int e = errno ? errno : EIO;
        out_abort(&o);
        errno = e;
        return -1;
    }
    return out_commit(&o);
}

int manifest_write(const wad_run *r, const char *status, const char *reason) {
    char *text = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&text, &len);
    if (!f) return -1;
    fputs("{\n  \"status\": ", f);
    json_string(f, status);
    fputs(",\n  \"reason\": ", f);
    json_string(f, reason);
    fputs(",\n  \"wad\": ", f);
    json_string(f, r->wad_path);
    fputs(",\n", f);
    settings(f, r);
    unsigned failed = 0, unfinished = 0;
    for (uint32_t i = 0; i < r->count; i++) {
        const entry_result *res = &r->results[i];
        if (res->text) {
            fwrite(res->text, 1, res->len, f);
        } else {
            manifest_entry(f, r, i, r->selected[i] ? "not_started" : "skipped", 0, NULL, 0, NULL);
            unfinished += r->selected[i];
        }
        failed += res->failed;
        unfinished += res->interrupted;
        fputs(i + 1 < r->count ? ",\n" : "\n", f);
    }
    fputs("  ],\n", f);
    resources_json(r, f);
    fprintf(f, "  \"failed_entries\": %u,\n  \"unfinished_entries\": %u\n}\n", failed, unfinished);
    if (fclose(f) != 0) {
        free(text);
        errno = ENOMEM;
        return -1;
    }
    char path[4200];
    snprintf(path, sizeof path, "%s/manifest.json", r->outdir);
    int rc = commit(path, text, len);
    int e = errno;
    free(text);
    errno = e;
    return rc;
}

/* ---- --resume ------------------------------------------------------------------------------ */

/* The byte after the object or array at s (strings skipped whole), or NULL. */
static const char *skip_value(const char *s, const char *end) {
    int depth = 0;
    for (const char *p = s; p < end; p++) {
        if (*p == '"') {
            for (p++; p < end && *p != '"'; p++)
                if (*p == '\\') p++;
            if (p >= end) return NULL;
        } else if (*p == '{' || *p == '[') {
            depth++;
        } else if ((*p == '}' || *p == ']') && --depth == 0) {
            return p + 1;
        }
    }
    return NULL;
}

/* The JSON string at s (after its opening quote) into out; the byte after it, or NULL. */
static const char *read_string(const char *s, const char *end, char *out, size_t cap) {
    size_t n = 0;
    for (; s < end && *s != '"'; s++) {
        char c = *s;
        if (c == '\\' && s + 1 < end) {
            c = *++s;
            if (c == 'u' && s + 4 < end) {
                char hex[5] = {s[1], s[2], s[3], s[4], 0};
                c = (char)strtoul(hex, NULL, 16);
                s += 4;
            }
        }
        if (n + 1 >= cap) return NULL;
        out[n++] = c;
    }
    out[n] = 0;
    return s < end ? s + 1 : NULL;
}

static int file_in(const char *dir, const char *name) {
    char path[4600];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, name);
    return !strchr(name, '/') && stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

/* Every file an entry object names ("file": "..." and "mips": [...]) is in its folder:
 * the entry's, dir, or the item's own ("folder": a pack's resource, under outdir). */
static int files_exist(const char *obj, const char *end, const char *outdir, const char *dir) {
    static const char file_key[] = "\"file\": \"", mips_key[] = "\"mips\": [", kind_key[] = "{\"kind\": ",
                      folder_key[] = "\"folder\": \"";
    char name[512], own[4400];
    for (const char *p = obj, *at = dir; p < end; p++) {
        if (!strncmp(p, kind_key, sizeof kind_key - 1)) {
            at = dir;
        } else if (!strncmp(p, folder_key, sizeof folder_key - 1)) {
            p = read_string(p + sizeof folder_key - 1, end, name, sizeof name);
            if (!p || strchr(name, '/') || !strcmp(name, "..")) return 0;
            snprintf(own, sizeof own, "%s/%s", outdir, name);
            at = own;
            p--;
        } else if (!strncmp(p, file_key, sizeof file_key - 1)) {
            p = read_string(p + sizeof file_key - 1, end, name, sizeof name);
            if (!p || !file_in(at, name)) return 0;
            p--;
        } else if (!strncmp(p, mips_key, sizeof mips_key - 1)) {
            for (p += sizeof mips_key - 1; p < end && *p != ']'; p++) {
                if (*p != '"') continue;
                p = read_string(p + 1, end, name, sizeof name);
                if (!p || !file_in(at, name)) return 0;
                p--;
            }
        }
    }
    return 1;
}

uint32_t manifest_resume(wad_run *r, const char **why) {
    char path[4200];
    snprintf(path, sizeof path, "%s/manifest.json", r->outdir);
    file_map m;
    *why = NULL;
    if (map_file(path, &m) != 0) {
        *why = "no manifest.json in the output folder";
        return 0;
    }
    const char *text = (const char *)m.data, *end = text + m.len;
    char *want = NULL, *head = NULL;
    size_t want_len = 0, head_len = 0;
    FILE *f = open_memstream(&want, &want_len);
    if (f) {
        settings(f, r);
        fclose(f);
    }
    /* the settings text is found at most once: compare it in place */
    const char *p = want ? memmem(text, m.len, want, want_len) : NULL;
    uint32_t reused = 0;
    if (!p || !memmem(text, m.len, "\"status\": ", 10)) {
        *why = "the manifest in the output folder is of other options or another WAD";
        goto done;
    }
    for (p += want_len; p < end;) {
        while (p < end && (*p == ' ' || *p == '\n' || *p == ',')) p++;
        if (p >= end || *p != '{') break;
        const char *q = skip_value(p, end);
        unsigned i;
        if (!q || sscanf(p, "{\"index\": %u,", &i) != 1) break;
        const char *obj = p - 4; /* the object as written, indent included */
        p = q;
        if (i >= r->count || !r->selected[i] || r->results[i].text || obj < text) continue;
        free(head);
        head = NULL;
        if (!(f = open_memstream(&head, &head_len))) continue;
        entry_head(f, r, i);
        fclose(f);
        size_t n = (size_t)(q - obj);
        static const char ok[] = ", \"status\": \"ok\", \"outputs\": [";
        char dir[4400];
        snprintf(dir, sizeof dir, "%s/%s", r->outdir, r->folders[i]);
        if (n < head_len || memcmp(obj, head, head_len) || !memmem(obj, n, ok, sizeof ok - 1) ||
            !files_exist(obj, q, r->outdir, dir))
            continue;
        entry_result *res = &r->results[i];
        if (!(res->text = malloc(n))) continue;
        memcpy(res->text, obj, n);
        res->len = n;
        res->ready = res->reused = 1;
        reused++;
    }
done:
    free(want);
    free(head);
    unmap_file(&m);
    return reused;
}
