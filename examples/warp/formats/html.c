/* The extraction's browsable index (html.h). The page and its scripts are static files
 * (examples/warp/html/, installed under <datadir>/warp/html); what this file adds is the
 * data a page opened from the file system cannot fetch: the manifest wrapped as a script
 * (index-files/data.js) and the .glb files as scripts of base64 (index-files/glb/<path>.js),
 * smallest first within a budget (PREVIEW_SHARE of the .glb bytes, at least PREVIEW_MIN),
 * listed in index-files/previews.js; index-files/thumbs.js lists the .glb files with a thumbnail
 * beside them (gltf_thumb.h) for their cards; index-files/streams.js wraps the manifests of a
 * disc's streamed sounds and music (BFW.SND/, MUSIC.SND/) for their cards. Over http the page reads every .glb itself. */
#include "formats/html.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "formats/gltf_thumb.h"
#include "platform/outfile.h"
#include "platform/util.h"

/* The page's static files, copied beside it. */
static const char *const assets[] = {"index.js", "index.css", "three-viewer.js", "LICENSE-three.txt"};

static void fail(char *err, size_t cap, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(char *err, size_t cap, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, cap, fmt, ap);
    va_end(ap);
}

static int has_index(const char *dir) {
    char p[4200];
    snprintf(p, sizeof p, "%s/index.html", dir);
    return access(p, R_OK) == 0;
}

/* WARP_HTML_DIR, else beside the installed tool (<prefix>/bin/warp -> <prefix>/share/warp/html),
 * else the configured install folder, else warp-html/ beside a tool run from its build tree. */
static int find_assets(char *out, size_t cap) {
    const char *env = getenv("WARP_HTML_DIR");
    if (env && *env) {
        snprintf(out, cap, "%s", env);
        return has_index(out) ? 0 : -1;
    }
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n > 0) {
        exe[n] = 0;
        char *slash = strrchr(exe, '/');
        if (slash) {
            *slash = 0;
            snprintf(out, cap, "%s/../share/warp/html", exe);
            if (has_index(out)) return 0;
        }
    }
#ifdef WARP_HTML_INSTALL_DIR
    snprintf(out, cap, "%s", WARP_HTML_INSTALL_DIR);
    if (has_index(out)) return 0;
#endif
    if (n > 0) { /* the build tree's copy beside the tool (examples/meson.build) */
        snprintf(out, cap, "%s/warp-html", exe);
        if (has_index(out)) return 0;
    }
    return -1;
}

static int copy_file(const char *from, const char *to) {
    file_map m;
    if (map_file(from, &m) != 0) return -1;
    int rc = out_write_file(to, m.data, m.len);
    int e = errno;
    unmap_file(&m);
    errno = e;
    return rc;
}

/* index-files/data.js: `window.WARP_MANIFEST = <manifest.json>;` */
static int write_data(const char *outdir, const char *files) {
    char src[4200], dst[4200];
    snprintf(src, sizeof src, "%s/manifest.json", outdir);
    snprintf(dst, sizeof dst, "%s/data.js", files);
    file_map m;
    if (map_file(src, &m) != 0) return -1;
    out_file o;
    if (out_open(&o, dst) != 0) {
        unmap_file(&m);
        return -1;
    }
    fputs("window.WARP_MANIFEST = ", o.f);
    fwrite(m.data, 1, m.len, o.f);
    fputs(";\n", o.f);
    unmap_file(&m);
    return out_commit(&o);
}

/* The folders a disc image's extraction writes beside the WAD's files (`warp extract GAME.iso`:
 * its streamed sounds and music, each with its own manifest.json). */
static const char *const stream_folders[] = {"BFW.SND", "MUSIC.SND"};

int html_write_streams(const char *outdir) {
    char path[4200];
    snprintf(path, sizeof path, "%s/index-files/streams.js", outdir);
    out_file o;
    if (out_open(&o, path) != 0) return -1;
    fputs("window.WARP_STREAMS = [", o.f);
    unsigned n = 0;
    for (size_t i = 0; i < sizeof stream_folders / sizeof *stream_folders; i++) {
        char src[4300];
        snprintf(src, sizeof src, "%s/%s/manifest.json", outdir, stream_folders[i]);
        file_map m;
        if (map_file(src, &m) != 0) continue; /* not extracted: not listed */
        fputs(n++ ? ",\n  {\"folder\": " : "\n  {\"folder\": ", o.f);
        json_string(o.f, stream_folders[i]);
        fputs(", \"manifest\": ", o.f);
        fwrite(m.data, 1, m.len, o.f);
        fputs("}", o.f);
        unmap_file(&m);
    }
    fputs("\n];\n", o.f);
    return out_commit(&o);
}

static void put_base64(FILE *f, const uint8_t *p, size_t n) {
    static const char tab[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    char line[4 * 1024 + 4];
    size_t k = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)p[i] << 16 | (i + 1 < n ? (uint32_t)p[i + 1] << 8 : 0) | (i + 2 < n ? p[i + 2] : 0);
        line[k++] = tab[v >> 18 & 63];
        line[k++] = tab[v >> 12 & 63];
        line[k++] = i + 1 < n ? tab[v >> 6 & 63] : '=';
        line[k++] = i + 2 < n ? tab[v & 63] : '=';
        if (k >= sizeof line - 4) {
            fwrite(line, 1, k, f);
            k = 0;
        }
    }
    fwrite(line, 1, k, f);
}

/* index-files/glb/<rel>.js: `warpGlb("<rel>", "<base64>");` for one .glb. */
static int write_glb_script(const char *outdir, const char *files, const char *rel) {
    char src[4200], dst[4400];
    snprintf(src, sizeof src, "%s/%s", outdir, rel);
    snprintf(dst, sizeof dst, "%s/glb/%s.js", files, rel);
    char *slash = strrchr(dst, '/');
    *slash = 0;
    int rc = make_dirs(dst);
    *slash = '/';
    if (rc != 0) return -1;
    file_map m;
    if (map_file(src, &m) != 0) return -1;
    out_file o;
    if (out_open(&o, dst) != 0) {
        unmap_file(&m);
        return -1;
    }
    fputs("warpGlb(", o.f);
    json_string(o.f, rel);
    fputs(", \"", o.f);
    put_base64(o.f, m.data, m.len);
    fputs("\");\n", o.f);
    unmap_file(&m);
    return out_commit(&o);
}

/* The preview scripts may take this share (percent) of the .glb bytes, and at least
 * PREVIEW_MIN bytes: a small extraction gets them all, a disc-sized one stays lean. */
#define PREVIEW_SHARE 8
#define PREVIEW_MIN (2u << 20)

typedef struct glb_file {
    char *rel;
    uint64_t size;
    int thumb; /* <name>.thumb.png beside it (gltf_thumb.h) */
} glb_file;

typedef struct glb_list {
    glb_file *v;
    size_t n, cap;
    uint64_t bytes;
} glb_list;

static int add_glb(glb_list *l, const char *rel, uint64_t size, int thumb) {
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 256;
        glb_file *v = realloc(l->v, cap * sizeof *v);
        if (!v) return -1;
        l->v = v, l->cap = cap;
    }
    if (!(l->v[l->n].rel = strdup(rel))) return -1;
    l->v[l->n].thumb = thumb;
    l->v[l->n++].size = size;
    l->bytes += size;
    return 0;
}

static int by_size(const void *a, const void *b) {
    const glb_file *x = a, *y = b;
    if (x->size != y->size) return x->size < y->size ? -1 : 1;
    return strcmp(x->rel, y->rel);
}

/* Every .glb under outdir/rel (depth-limited; index-files and hidden names skipped). */
static int walk(const char *outdir, const char *rel, int depth, glb_list *out) {
    char path[4200];
    snprintf(path, sizeof path, "%s%s%s", outdir, *rel ? "/" : "", rel);
    DIR *d = opendir(path);
    if (!d) return -1;
    int rc = 0;
    struct dirent *e;
    while (rc == 0 && (e = readdir(d))) {
        if (e->d_name[0] == '.' || (!*rel && !strcmp(e->d_name, "index-files"))) continue;
        char sub[4200], full[4400];
        snprintf(sub, sizeof sub, "%s%s%s", rel, *rel ? "/" : "", e->d_name);
        snprintf(full, sizeof full, "%s/%s", outdir, sub);
        /* The entry's type as readdir tells it (one stat per PNG less); stat only when
         * the file system does not say, or for a link (followed, as before). */
        int dir = e->d_type == DT_DIR, reg = e->d_type == DT_REG, glb = ends_with(e->d_name, ".glb");
        struct stat st;
        if (e->d_type == DT_UNKNOWN || e->d_type == DT_LNK || (reg && glb)) {
            if (stat(full, &st) != 0) continue;
            dir = S_ISDIR(st.st_mode), reg = S_ISREG(st.st_mode);
        }
        if (dir) {
            if (depth < 8) rc = walk(outdir, sub, depth + 1, out);
        } else if (reg && glb) {
            char thumb[4500];
            struct stat ts;
            gltf_thumb_path(full, thumb, sizeof thumb);
            rc = add_glb(out, sub, (uint64_t)st.st_size, stat(thumb, &ts) == 0 && S_ISREG(ts.st_mode));
        }
    }
    closedir(d);
    return rc;
}

/* The preview scripts, smallest model first within the budget, and previews.js:
 * `window.WARP_PREVIEWS = [<rel>, ...];`. *count: scripts written. */
static int write_previews(const char *outdir, const char *files, glb_list *l, unsigned *count) {
    if (l->n) qsort(l->v, l->n, sizeof *l->v, by_size);
    uint64_t budget = l->bytes / 100 * PREVIEW_SHARE, used = 0;
    if (budget < PREVIEW_MIN) budget = PREVIEW_MIN;
    char path[4400];
    snprintf(path, sizeof path, "%s/previews.js", files);
    out_file o;
    if (out_open(&o, path) != 0) return -1;
    fputs("window.WARP_PREVIEWS = [", o.f);
    for (size_t i = 0; i < l->n; i++) {
        uint64_t script = (l->v[i].size + 2) / 3 * 4 + strlen(l->v[i].rel) + 16;
        if (used + script > budget) break; /* sorted: the rest are larger */
        if (write_glb_script(outdir, files, l->v[i].rel) != 0) {
            out_abort(&o);
            return -1;
        }
        used += script;
        fputs(*count ? ",\n  " : "\n  ", o.f);
        json_string(o.f, l->v[i].rel);
        ++*count;
    }
    fputs("\n];\n", o.f);
    return out_commit(&o);
}

/* thumbs.js: `window.WARP_THUMBS = [<rel>, ...];`, the .glb files with a thumbnail. */
static int write_thumbs(const char *files, const glb_list *l) {
    char path[4400];
    snprintf(path, sizeof path, "%s/thumbs.js", files);
    out_file o;
    if (out_open(&o, path) != 0) return -1;
    fputs("window.WARP_THUMBS = [", o.f);
    unsigned n = 0;
    for (size_t i = 0; i < l->n; i++) {
        if (!l->v[i].thumb) continue;
        fputs(n++ ? ",\n  " : "\n  ", o.f);
        json_string(o.f, l->v[i].rel);
    }
    fputs("\n];\n", o.f);
    return out_commit(&o);
}

static void free_glbs(glb_list *l) {
    for (size_t i = 0; i < l->n; i++) free(l->v[i].rel);
    free(l->v);
}

int html_write_index(const char *outdir, unsigned *models, unsigned *total, char *err, size_t errcap) {
    char assets_dir[4096], files[4200], from[4400], to[4400];
    *models = *total = 0;
    if (find_assets(assets_dir, sizeof assets_dir) != 0) {
        fail(err, errcap, "the page's files (index.html) were not found; set WARP_HTML_DIR");
        return -1;
    }
    snprintf(files, sizeof files, "%s/index-files", outdir);
    if (make_dirs(files) != 0) {
        fail(err, errcap, "cannot create %s: %s", files, strerror(errno));
        return -1;
    }
    for (size_t i = 0; i < sizeof assets / sizeof *assets; i++) {
        snprintf(from, sizeof from, "%s/%s", assets_dir, assets[i]);
        snprintf(to, sizeof to, "%s/%s", files, assets[i]);
        if (copy_file(from, to) != 0) {
            fail(err, errcap, "cannot copy %s to %s: %s", from, to, strerror(errno));
            return -1;
        }
    }
    if (write_data(outdir, files) != 0) {
        fail(err, errcap, "cannot write %s/data.js from the manifest: %s", files, strerror(errno));
        return -1;
    }
    if (html_write_streams(outdir) != 0) {
        fail(err, errcap, "cannot write %s/streams.js: %s", files, strerror(errno));
        return -1;
    }
    glb_list glbs = {0};
    int rc = walk(outdir, "", 0, &glbs);
    if (rc == 0) rc = write_previews(outdir, files, &glbs, models);
    if (rc == 0) rc = write_thumbs(files, &glbs);
    *total = (unsigned)glbs.n;
    free_glbs(&glbs);
    if (rc != 0) {
        fail(err, errcap, "cannot write the model previews under %s/glb: %s", files, strerror(errno));
        return -1;
    }
    /* The page last: its presence says the index is complete. */
    snprintf(from, sizeof from, "%s/index.html", assets_dir);
    snprintf(to, sizeof to, "%s/index.html", outdir);
    if (copy_file(from, to) != 0) {
        fail(err, errcap, "cannot write %s: %s", to, strerror(errno));
        return -1;
    }
    return 0;
}

int html_index(const char *outdir, int quiet) {
    char err[512];
    unsigned models, total;
    if (html_write_index(outdir, &models, &total, err, sizeof err) != 0) {
        report(outdir, -1, "index.html: %s", err);
        return 1;
    }
    if (!quiet)
        printf("index: %s/index.html (3D previews: %u of %u models from the file system, all over http)\n", outdir,
               models, total);
    return 0;
}
