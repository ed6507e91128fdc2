/* A small JSON reader and .glb opener for tests that read the tool's glTF output back.
 * Shared by test_gltf.c and test_export.c; include after check.h. */
#ifndef WARP_TEST_GLB_READ_H
#define WARP_TEST_GLB_READ_H

/* ---- a small JSON reader (enough for our own output) ------------------------------ */

typedef struct jv {
    char type; /* 'o' object, 'a' array, 's' string, 'n' number, 'b' bool, 'z' null */
    double num;
    char *str;        /* 's' (UTF-8, unescaped) */
    size_t count;     /* 'o' / 'a' members */
    struct jv *items; /* 'o' / 'a' */
    char **keys;      /* 'o' */
} jv;

static void jv_free(jv *v) {
    for (size_t i = 0; i < v->count; i++) {
        jv_free(&v->items[i]);
        if (v->keys) free(v->keys[i]);
    }
    free(v->items);
    free(v->keys);
    free(v->str);
}

static void skip_ws(const char **p) {
    while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r') (*p)++;
}

static void put_utf8(char *out, size_t *n, unsigned c) {
    if (c < 0x80) {
        out[(*n)++] = (char)c;
    } else if (c < 0x800) {
        out[(*n)++] = (char)(0xC0 | c >> 6);
        out[(*n)++] = (char)(0x80 | (c & 0x3F));
    } else {
        out[(*n)++] = (char)(0xE0 | c >> 12);
        out[(*n)++] = (char)(0x80 | (c >> 6 & 0x3F));
        out[(*n)++] = (char)(0x80 | (c & 0x3F));
    }
}

static int parse_string(const char **p, char **out) {
    const char *s = *p + 1;
    char *buf = malloc(strlen(s) * 3 + 1);
    size_t n = 0;
    while (*s && *s != '"') {
        if ((unsigned char)*s < 0x20) break; /* raw control characters are invalid JSON */
        if (*s != '\\') {
            buf[n++] = *s++;
            continue;
        }
        s++;
        switch (*s) {
        case '"': case '\\': case '/': buf[n++] = *s; break;
        case 'n': buf[n++] = '\n'; break;
        case 't': buf[n++] = '\t'; break;
        case 'r': buf[n++] = '\r'; break;
        case 'b': buf[n++] = '\b'; break;
        case 'f': buf[n++] = '\f'; break;
        case 'u': {
            unsigned c = 0;
            for (int k = 1; k <= 4; k++) {
                char h = s[k];
                c = c * 16 + (unsigned)(h >= 'a' ? h - 'a' + 10 : h >= 'A' ? h - 'A' + 10 : h - '0');
            }
            put_utf8(buf, &n, c);
            s += 4;
            break;
        }
        default: free(buf); return -1;
        }
        s++;
    }
    if (*s != '"') {
        free(buf);
        return -1;
    }
    buf[n] = 0;
    *out = buf;
    *p = s + 1;
    return 0;
}

static int parse_value(const char **p, jv *v, int depth) {
    memset(v, 0, sizeof *v);
    if (depth > 64) return -1;
    skip_ws(p);
    char c = **p;
    if (c == '{' || c == '[') {
        v->type = c == '{' ? 'o' : 'a';
        (*p)++;
        skip_ws(p);
        if (**p == (c == '{' ? '}' : ']')) {
            (*p)++;
            return 0;
        }
        for (;;) {
            v->items = realloc(v->items, (v->count + 1) * sizeof *v->items);
            if (c == '{') v->keys = realloc(v->keys, (v->count + 1) * sizeof *v->keys);
            if (c == '{') {
                skip_ws(p);
                if (**p != '"' || parse_string(p, &v->keys[v->count])) return -1;
                skip_ws(p);
                if (*(*p)++ != ':') {
                    free(v->keys[v->count]);
                    return -1;
                }
            }
            int rc = parse_value(p, &v->items[v->count], depth + 1);
            v->count++;
            if (rc) return -1;
            skip_ws(p);
            if (**p == ',') {
                (*p)++;
                continue;
            }
            if (*(*p)++ != (c == '{' ? '}' : ']')) return -1;
            return 0;
        }
    }
    if (c == '"') {
        v->type = 's';
        return parse_string(p, &v->str);
    }
    if (!strncmp(*p, "true", 4) || !strncmp(*p, "null", 4)) {
        v->type = **p == 't' ? 'b' : 'z';
        v->num = **p == 't';
        *p += 4;
        return 0;
    }
    if (!strncmp(*p, "false", 5)) {
        v->type = 'b';
        *p += 5;
        return 0;
    }
    char *end;
    v->num = strtod(*p, &end);
    if (end == *p) return -1;
    v->type = 'n';
    *p = end;
    return 0;
}

static const jv *jget(const jv *o, const char *key) {
    if (!o || o->type != 'o') return NULL;
    for (size_t i = 0; i < o->count; i++)
        if (!strcmp(o->keys[i], key)) return &o->items[i];
    return NULL;
}
static const jv *jat(const jv *a, size_t i) { return a && a->type == 'a' && i < a->count ? &a->items[i] : NULL; }
/* Number member, or -1 when absent. */
static double jnum(const jv *o, const char *key) {
    const jv *v = jget(o, key);
    return v && v->type == 'n' ? v->num : -1;
}
static size_t jcount(const jv *o, const char *key) {
    const jv *v = jget(o, key);
    return v ? v->count : 0;
}

/* ---- a parsed .glb ------------------------------------------------------------------ */

typedef struct glb {
    uint8_t *bytes;
    size_t len;
    jv json;
    const uint8_t *bin;
    size_t bin_len;
} glb;

static uint32_t le32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

/* Checks the container layout (4.4) and parses the JSON; NULL or a failure message. */
static const char *glb_open(glb *g, uint8_t *bytes, size_t len) {
    memset(g, 0, sizeof *g);
    g->bytes = bytes;
    g->len = len;
    CHECK(len >= 20);
    CHECK_EQ(le32(bytes), 0x46546C67);
    CHECK_EQ(le32(bytes + 4), 2);
    CHECK_EQ(le32(bytes + 8), len);
    uint32_t json_len = le32(bytes + 12);
    CHECK_EQ(le32(bytes + 16), 0x4E4F534A);
    CHECK_EQ(json_len % 4, 0);
    CHECK(20 + (size_t)json_len <= len);
    size_t end = 20 + json_len;
    if (end < len) {
        CHECK(end + 8 <= len);
        g->bin_len = le32(bytes + end);
        CHECK_EQ(le32(bytes + end + 4), 0x004E4942);
        CHECK_EQ(g->bin_len % 4, 0);
        CHECK_EQ(end + 8 + g->bin_len, len);
        g->bin = bytes + end + 8;
    }
    char *text = malloc(json_len + 1);
    memcpy(text, bytes + 20, json_len);
    text[json_len] = 0;
    const char *p = text;
    int rc = parse_value(&p, &g->json, 0);
    skip_ws(&p);
    int tail_ok = *p == 0;
    /* the padding after the JSON text is spaces only */
    size_t text_len = strlen(text);
    free(text);
    CHECK_EQ(rc, 0);
    CHECK(tail_ok);
    CHECK(text_len == json_len); /* no NUL inside */
    CHECK(!strcmp(jget(jget(&g->json, "asset"), "version")->str, "2.0"));
    if (g->bin) CHECK_EQ(jnum(jat(jget(&g->json, "buffers"), 0), "byteLength"), g->bin_len);
    /* every buffer view lies inside BIN and starts 4-byte aligned */
    const jv *views = jget(&g->json, "bufferViews");
    for (size_t i = 0; views && i < views->count; i++) {
        double off = jnum(&views->items[i], "byteOffset"), vlen = jnum(&views->items[i], "byteLength");
        CHECK_EQ((long long)off % 4, 0);
        CHECK(vlen > 0 && off + vlen <= (double)g->bin_len);
    }
    return NULL;
}

static void glb_close(glb *g) {
    jv_free(&g->json);
    free(g->bytes);
}

/* Reads a .glb file and opens it (the bytes are freed by glb_close). */
static inline const char *glb_load(glb *g, const char *path) {
    size_t len;
    uint8_t *bytes = read_whole(path, &len);
    if (!bytes) FAILF("cannot read %s", path);
    return glb_open(g, bytes, len);
}

static const jv *accessor(const glb *g, double index) { return jat(jget(&g->json, "accessors"), (size_t)index); }

/* The bytes behind an accessor (its buffer view's start), and the view's byteLength. */
static const uint8_t *accessor_bytes(const glb *g, const jv *acc, size_t *view_len) {
    const jv *view = jat(jget(&g->json, "bufferViews"), (size_t)jnum(acc, "bufferView"));
    *view_len = (size_t)jnum(view, "byteLength");
    double off = jnum(acc, "byteOffset");
    return g->bin + (size_t)jnum(view, "byteOffset") + (size_t)(off < 0 ? 0 : off);
}

static const jv *prim_of(const glb *g, size_t mesh, size_t prim) {
    return jat(jget(jat(jget(&g->json, "meshes"), mesh), "primitives"), prim);
}
static const jv *attribute(const glb *g, const jv *prim, const char *name) {
    const jv *a = jget(jget(prim, "attributes"), name);
    return a ? accessor(g, a->num) : NULL;
}

#endif
