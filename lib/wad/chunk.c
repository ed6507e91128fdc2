/* The game's chunk container (FACTS.md 2.1): flat resources and grouped packs,
 * recognised only by an exact parse, and the 84 chunk-type names (FACTS.md 2.5). */
#include "wad_internal.h"

static const char *const chunk_type_names[WARP_CHUNK_TYPE_COUNT] = {
    "Anim Rot Keyframes",      /* 0x00 */
    "Anim Pos Keyframes",      /* 0x01 */
    "Anim Data",               /* 0x02 */
    "Collision Mesh",          /* 0x03 */
    "Collision Triangles",     /* 0x04 */
    "Collision Grid",          /* 0x05 */
    "Collision Strings",       /* 0x06 */
    "Collision Vertex Buffer", /* 0x07 */
    "Character Data",          /* 0x08 */
    "Character DFF Data",      /* 0x09 */
    "Character Device OID",    /* 0x0A */
    "Texture Dictionary TID",  /* 0x0B */
    "Camera Rail Nodes",       /* 0x0C */
    "Camera Rail Header",      /* 0x0D */
    "Camera Animation",        /* 0x0E */
    "English String Table",    /* 0x0F */
    "French String Table",     /* 0x10 */
    "Italian String Table",    /* 0x11 */
    "Spanish String Table",    /* 0x12 */
    "German String Table",     /* 0x13 */
    "Null Pointer",            /* 0x14 */
    "Sector BSP Data",         /* 0x15 */
    "World Header",            /* 0x16 */
    "Level Header",            /* 0x17 */
    "The One World",           /* 0x18 */
    "Particle Types",          /* 0x19 */
    "Particle Code Memory",    /* 0x1A */
    "Particle Vector Const",   /* 0x1B */
    "Particle Float Const",    /* 0x1C */
    "Particle Int Constants",  /* 0x1D */
    "Particle Trigger List",   /* 0x1E */
    "Particle Particle Types", /* 0x1F */
    "Particle Asm Debug",      /* 0x20 */
    "Particle Source",         /* 0x21 */
    "Game Object Instance",    /* 0x22 */
    "Game Object Definition",  /* 0x23 */
    "Game Object List",        /* 0x24 */
    "Dynamic Obj DFF Data",    /* 0x25 */
    "Static Obj DFF Data",     /* 0x26 */
    "Level Header Obj List",   /* 0x27 */
    "Chunk Bone Offsets",      /* 0x28 */
    "Static Sounds",           /* 0x29 */
    "Renderware Texture Dic",  /* 0x2A */
    "Game Map",                /* 0x2B */
    "Path Grid",               /* 0x2C */
    "Path Nodes",              /* 0x2D */
    "Grid Connections",        /* 0x2E */
    "Grid Connections2",       /* 0x2F */
    "GBH Script",              /* 0x30 */
    "Music",                   /* 0x31 */
    "Palette Bitmap Raw Data", /* 0x32 */
    "Image Palettes",          /* 0x33 */
    "Image Textures",          /* 0x34 */
    "Texture Dictionary",      /* 0x35 */
    "Subway Map",              /* 0x36 */
    "Fonts",                   /* 0x37 */
    "Scene Data",              /* 0x38 */
    "SceneBip",                /* 0x39 */
    "SceneDyn",                /* 0x3A */
    "SceneAnimKeyFrames",      /* 0x3B */
    "SceneAnimStreamTypes",    /* 0x3C */
    "SceneAnimationData",      /* 0x3D */
    "MoveKeyFrames",           /* 0x3E */
    "MoveData",                /* 0x3F */
    "PathData",                /* 0x40 */
    "Object Device OID",       /* 0x41 */
    "Object Device SID",       /* 0x42 */
    "Scene List",              /* 0x43 */
    "Character List",          /* 0x44 */
    "Anim Range List",         /* 0x45 */
    "Object List",             /* 0x46 */
    "Preinstance Object",      /* 0x47 */
    "Sound Command Data",      /* 0x48 */
    "Sound Material Data",     /* 0x49 */
    "Sound Anim Data",         /* 0x4A */
    "Light Glow Data",         /* 0x4B */
    "Particle Page",           /* 0x4C */
    "Particle Page Header",    /* 0x4D */
    "Anim List",               /* 0x4E */
    "Dependency List",         /* 0x4F */
    "ImportCars",              /* 0x50 */
    "Subtitles",               /* 0x51 */
    "Collision Checked",       /* 0x52 */
    "Occluders",               /* 0x53 */
};

const char *warp_chunk_type_name(uint32_t type) {
    return type < WARP_CHUNK_TYPE_COUNT ? chunk_type_names[type] : "unknown";
}

/* One resource (ResourceHeader + count chunks) starting at pos, inside [0, len).
 * *next receives the offset after its last chunk. Order of checks: anything that
 * runs past the end is WARP_E_TRUNCATED, so every prefix of a valid container fails
 * with that error and nothing else. */
static int scan_resource(const uint8_t *p, size_t len, size_t pos, uint32_t max_count, container_scan *scan,
                         size_t *next) {
    if (!span_ok(len, pos, 16)) return WARP_E_TRUNCATED;
    uint32_t count = rd32(p + pos), data_size = rd32(p + pos + 4);
    if (rd32(p + pos + 8) != 0) return WARP_E_MAGIC;
    if (count > max_count) return WARP_E_LIMIT;
    pos += 16;
    uint64_t sum = 0;
    for (uint32_t i = 0; i < count; i++) {
        if (!span_ok(len, pos, 16)) return WARP_E_TRUNCATED;
        uint32_t type = rd32(p + pos), size = rd32(p + pos + 4);
        if (type >= WARP_CHUNK_TYPE_COUNT || rd32(p + pos + 8) != 0 || (size & 15u) != 0) return WARP_E_MAGIC;
        if (!span_ok(len, pos + 16, size)) return WARP_E_TRUNCATED;
        if (scan) {
            if (scan->chunks == 0) scan->first_type = type;
            scan->type_count[type]++;
            scan->chunks++;
        }
        sum += size;
        pos += 16 + (size_t)size;
    }
    if (sum != data_size) return WARP_E_CORRUPT;
    *next = pos;
    return WARP_OK;
}

static int scan_pack(const uint8_t *p, size_t len, uint32_t max_count, container_scan *scan) {
    uint32_t count = rd32(p), size = rd32(p + 4);
    if (rd32(p + 8) != 0) return WARP_E_MAGIC;
    if ((uint64_t)size > (uint64_t)len - 16) return WARP_E_TRUNCATED; /* a prefix of a pack */
    if ((uint64_t)size != (uint64_t)len - 16) return WARP_E_CORRUPT;
    if (count > max_count) return WARP_E_LIMIT;
    size_t pos = 16;
    for (uint32_t i = 0; i < count; i++) {
        int rc = scan_resource(p, len, pos, max_count, scan, &pos);
        if (rc) return rc;
        if (scan) scan->resources++;
    }
    return pos == len ? WARP_OK : WARP_E_CORRUPT;
}

int warp__container_scan(const uint8_t *p, size_t len, const warp_limits *lim, container_scan *scan) {
    memset(scan, 0, sizeof *scan);
    scan->first_type = 0xFFFFFFFFu;
    if (!p || len < 16) return WARP_E_TRUNCATED;
    int rc_pack = WARP_E_MAGIC;
    if (rd32(p + 12) == WARP_PACK_MARKER) {
        rc_pack = scan_pack(p, len, lim->max_count, scan);
        if (rc_pack == WARP_OK) {
            scan->kind = WARP_CONTAINER_PACK;
            scan->first_type = 0xFFFFFFFFu; /* per-type counts describe flat resources only */
            return WARP_OK;
        }
        memset(scan, 0, sizeof *scan);
        scan->first_type = 0xFFFFFFFFu;
    }
    /* A resource whose name happens to hash to the marker is still a resource. */
    size_t end = 0;
    int rc = scan_resource(p, len, 0, lim->max_count, scan, &end);
    if (rc == WARP_OK && end != len) rc = WARP_E_CORRUPT;
    if (rc == WARP_OK) {
        scan->kind = WARP_CONTAINER_RESOURCE;
        scan->resources = 1;
        scan->name_hash = rd32(p + 12);
        return WARP_OK;
    }
    scan->kind = WARP_CONTAINER_NONE;
    /* With the marker, the pack's reason is the more telling one. */
    return rd32(p + 12) == WARP_PACK_MARKER ? rc_pack : rc;
}

/* Bytes that declare a container: the pack marker with its zero word, or a resource
 * header (zero word, a count within limits, a data size that is a non-zero multiple of
 * 16) whose first chunk header is well formed and agrees with it (the entry's length,
 * or a first chunk within the data size). Such an entry that fails the exact parse is
 * damaged, not unknown; zero-filled junk does not qualify. */
int warp__looks_like_container(const uint8_t *p, size_t len, const warp_limits *lim) {
    if (len < 16 || rd32(p + 8) != 0) return 0;
    if (rd32(p + 12) == WARP_PACK_MARKER) return 1;
    uint32_t count = rd32(p), data = rd32(p + 4);
    if (count == 0 || count > lim->max_count || data == 0 || (data & 15u) || len < 32) return 0;
    uint32_t first = rd32(p + 20);
    if (rd32(p + 16) >= WARP_CHUNK_TYPE_COUNT || rd32(p + 24) != 0 || (first & 15u)) return 0;
    return 16 + 16 * (uint64_t)count + data == len || (first != 0 && first <= data);
}

int warp_container_kind(const void *buf, size_t len, int *status) {
    container_scan scan;
    warp_limits lim;
    warp__limits(&lim, NULL);
    int rc = !buf ? WARP_E_ARG : warp__container_scan((const uint8_t *)buf, len, &lim, &scan);
    if (status) *status = rc;
    return rc == WARP_OK ? scan.kind : WARP_CONTAINER_NONE;
}

static int emit_resource(const uint8_t *p, size_t pos, uint32_t res_index, warp_chunk_cb cb, void *user,
                         size_t *next) {
    warp_chunk_info info;
    uint32_t count = rd32(p + pos), res_hash = rd32(p + pos + 12);
    size_t res_offset = pos;
    pos += 16;
    for (uint32_t i = 0; i < count; i++) {
        memset(&info, 0, sizeof info);
        info.type = rd32(p + pos);
        info.type_name = warp_chunk_type_name(info.type);
        info.size = rd32(p + pos + 4);
        info.hash = rd32(p + pos + 12);
        info.index = i;
        info.resource_index = res_index;
        info.resource_hash = res_hash;
        info.resource_chunks = count;
        info.offset = pos;
        info.resource_offset = res_offset;
        info.data = p + pos + 16;
        if (cb(user, &info)) return WARP_STOPPED;
        pos += 16 + info.size;
    }
    *next = pos;
    return WARP_OK;
}

int warp_chunk_foreach(const void *buf, size_t len, const warp_limits *limits, warp_chunk_cb cb, void *user) {
    if (!buf || !cb) return WARP_E_ARG;
    warp_limits lim;
    if (warp__limits(&lim, limits)) return WARP_E_ARG;
    container_scan scan;
    const uint8_t *p = (const uint8_t *)buf;
    int rc = warp__container_scan(p, len, &lim, &scan);
    if (rc) return rc;
    size_t pos = 0;
    if (scan.kind == WARP_CONTAINER_RESOURCE) return emit_resource(p, 0, 0, cb, user, &pos);
    uint32_t count = rd32(p);
    pos = 16;
    for (uint32_t r = 0; r < count; r++) {
        rc = emit_resource(p, pos, r, cb, user, &pos);
        if (rc) return rc;
    }
    return WARP_OK;
}
