/* WARRIORS.DIR / WARRIORS.WAD, entry names and entry kinds. Included by warp/warp.h.
 *
 * DIR: {u32 count, 12 zero bytes} then count x {u32 offset, u32 size, u32 hash};
 * its size must be 16 + 12 * count. Offsets are bytes into the WAD (2,048-aligned
 * on the disc). */
#ifndef WARP_WAD_H
#define WARP_WAD_H

#include "warp/core.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct warp_wad warp_wad;

/* Host read callback: copy len bytes at offset of the WAD into dst; return 0 on
 * success, non-zero on failure (reported as WARP_E_IO). */
typedef int (*warp_read_fn)(void *user, uint64_t offset, void *dst, size_t len);

WARP_API size_t warp_wad_sizeof(void);

/* Open a DIR (borrowed: dir bytes must outlive the handle). wad_size is the WAD's
 * size, or UINT64_MAX when unknown (entry bounds are then not checked until read).
 * Returns WARP_E_TRUNCATED / WARP_E_CORRUPT when the DIR size is not
 * 16 + 12 * count, WARP_E_LIMIT when count exceeds limits->max_count, WARP_E_RANGE
 * when an entry ends past wad_size (warp_wad_first_bad names it). */
WARP_API int warp_wad_init(warp_wad *w, size_t w_size, uint32_t abi_version,
                           const void *dir, size_t dir_len, uint64_t wad_size,
                           const warp_limits *limits);
/* The first entry (in DIR order) that ends past wad_size: WARP_OK and *index, or
 * WARP_E_NOT_FOUND when every entry fits; the DIR size errors of warp_wad_init. For a
 * host reporting why init said WARP_E_RANGE (a truncated WAD). */
WARP_API int warp_wad_first_bad(const void *dir, size_t dir_len, uint64_t wad_size, uint32_t *index);

/* Give the WAD's bytes: either a memory span (e.g. a mapping) or a read callback.
 * set_memory: wad_len must equal the wad_size given to init (WARP_E_ARG otherwise);
 * with wad_size UINT64_MAX any length whose entries all fit (WARP_E_RANGE otherwise).
 * wad NULL, read NULL or a handle not initialised: WARP_E_ARG. A later call replaces
 * the earlier source. */
WARP_API int warp_wad_set_memory(warp_wad *w, const void *wad, size_t wad_len);
WARP_API int warp_wad_set_reader(warp_wad *w, warp_read_fn read, void *user);

/* Entries in the DIR; 0 for a NULL handle or one whose warp_wad_init failed (a
 * failed init leaves no entries to walk, whatever the DIR declares). */
WARP_API uint32_t warp_wad_count(const warp_wad *w);

enum {
    WARP_ENTRY_UNALIGNED = 1u << 0, /* offset not a multiple of 2,048 (a warning) */
    WARP_ENTRY_UNSORTED = 1u << 1   /* offset below the previous entry's (a warning) */
};

typedef struct warp_entry {
    uint32_t index;
    uint32_t size;
    uint64_t offset;
    uint32_t hash;
    uint32_t flags; /* WARP_ENTRY_* warnings */
    uint32_t reserved[4];
} warp_entry;

/* Entry `index`; WARP_E_RANGE when index >= warp_wad_count(). */
WARP_API int warp_wad_get(const warp_wad *w, uint32_t index, warp_entry *out);
/* Copy an entry's bytes through memory or the callback ("ask, then decode": *size,
 * optional when dst is given, receives the entry size; dst NULL returns WARP_OK).
 * WARP_E_RANGE for an index past the end or an entry past the WAD's end (checked
 * before dst_len), WARP_E_DST_SMALL when dst_len < entry size, WARP_E_IO when the read
 * callback fails, WARP_E_STATE before set_memory / set_reader (the size query included:
 * warp_wad_get gives an entry's size without a source). */
WARP_API int warp_wad_read(const warp_wad *w, uint32_t index, void *dst, size_t dst_len, size_t *size);
/* Borrow an entry's bytes without copying (memory mode only, else WARP_E_STATE). */
WARP_API int warp_wad_data(const warp_wad *w, uint32_t index, const uint8_t **data, size_t *len);

/* Find by name: first match in file order, as the game does. Linear unless an
 * index was attached with warp_wad_index_init. */
WARP_API int warp_wad_find(const warp_wad *w, const char *name, uint32_t *index);
WARP_API int warp_wad_find_hash(const warp_wad *w, uint32_t hash, uint32_t *index);
/* A sound bank's two entries, <bank>.msd (the index, WARP_KIND_SOUND_INDEX) and
 * <bank>.msb (the samples, WARP_KIND_SOUND_BANK), paired without their names: the
 * names differ only in their last letter, so their DIR hashes differ by
 * WARP_SOUND_PAIR_XOR whatever the stem (hash(".msd") == hash(".msb") ^ it). Given
 * either entry, *pair receives the other (first match, as warp_wad_find_hash), or
 * WARP_E_NOT_FOUND; WARP_E_RANGE for an index past the end. Only hashes are compared:
 * classify both entries to know that they are a bank (see docs/format-audio.md). */
#define WARP_SOUND_PAIR_XOR 0xE963A535u
WARP_API int warp_wad_sound_pair(const warp_wad *w, uint32_t index, uint32_t *pair);
/* An entry's kind with its sound bank paired: warp_classify(data, len, hint, kind) where hint
 * is WARP_KIND_SOUND_BANK when the entry's pair (warp_wad_sound_pair) has the sound index's
 * shape (the classifier's .msd rule, docs/format-audio.md; the pair's bytes are read through
 * the WAD's source, a few hundred at a time, only for an entry no other rule fits), else
 * WARP_KIND_UNKNOWN. data and len are the entry's bytes (warp_wad_data or warp_wad_read):
 * WARP_E_ARG when len is not its size, and for NULL pointers; WARP_E_RANGE past the end;
 * WARP_E_STATE (no source), WARP_E_IO or WARP_E_RANGE from reading the pair; and
 * warp_classify's errors. *kind is set on every return (WARP_KIND_UNKNOWN on errors). */
WARP_API int warp_wad_classify(const warp_wad *w, uint32_t index, const void *data, size_t len, int *kind);
/* The first chunk of `type` (WARP_CHUNK_*) in entry index, a resource or a pack: *offset
 * receives its payload's offset from the start of the entry, *size its bytes. Only the
 * headers on the way are read (16 bytes each, through memory or the read callback) and
 * checked: zero words zero (WARP_E_MAGIC), chunk types below 0x54 and sizes multiples of 16
 * (WARP_E_CORRUPT), each chunk inside the entry (WARP_E_TRUNCATED), counts within
 * max_count's default (WARP_E_LIMIT); the rest of the container is not parsed (warp_classify
 * does that). WARP_E_NOT_FOUND when no chunk has the type; WARP_E_ARG for NULL pointers or a
 * type of 0x54 or more; the read errors of warp_wad_read. */
WARP_API int warp_wad_find_chunk(const warp_wad *w, uint32_t index, uint32_t type, uint64_t *offset,
                                 uint32_t *size);
/* Where the sound list is: chunk 0x29 (WARP_CHUNK_STATIC_SOUNDS) of warriors.glr, the first
 * entry of that name in DIR order (the WAD holds two global resources under one hash; the
 * game opens the first, as warp_wad_find does: docs/format-audio.md). *entry receives the
 * entry, *offset and *size the payload as warp_wad_find_chunk gives them: the bytes
 * warp_sound_list_find, _get and _foreach take. WARP_E_NOT_FOUND without warriors.glr or
 * without the chunk; the errors of warp_wad_find_chunk. */
WARP_API int warp_wad_sound_list(const warp_wad *w, uint32_t *entry, uint64_t *offset, uint32_t *size);
/* Bytes of caller storage a hash index needs for this WAD (0 for a handle not
 * initialised), and attach one: later finds are O(1) on average. The storage must be
 * aligned to 4 bytes (uint32_t), at least index_size bytes (WARP_E_MEM_SMALL
 * otherwise), and outlive the handle; it is filled here, so it may be uninitialised. */
WARP_API size_t warp_wad_index_size(const warp_wad *w);
WARP_API int warp_wad_index_init(warp_wad *w, void *mem, size_t mem_len);

/* Entry kinds (docs/format-wad.md, "What an entry is: the classifier"). Numbers are fixed. */
enum {
    WARP_KIND_UNKNOWN = 0,
    WARP_KIND_PACK,
    WARP_KIND_TEXTURES,
    WARP_KIND_SPRITE_SHEET,
    WARP_KIND_MODEL,
    WARP_KIND_SKINNED_MODEL,
    WARP_KIND_ANIMATION,
    WARP_KIND_CHARACTER,
    WARP_KIND_LEVEL,
    WARP_KIND_GLOBAL,
    WARP_KIND_SCENE_LIST,
    WARP_KIND_RESOURCE,
    WARP_KIND_WORLD_PART,
    WARP_KIND_WORLD_STREAM,
    WARP_KIND_WORLD_MANIFEST,
    WARP_KIND_LUA,
    WARP_KIND_SCENE,
    WARP_KIND_SOUND_INDEX,
    WARP_KIND_SOUND_BANK,
    WARP_KIND_RW_OLD,
    WARP_KIND_FONT_METRICS,
    WARP_KIND_BITMAP,
    WARP_KIND_ICON,
    WARP_KIND_OBJECT_LIST,
    WARP_KIND_COUNT
};

/* Classify an entry from its whole bytes: *kind (required) receives its WARP_KIND_*.
 * Sound banks have no signature: pass hint = WARP_KIND_SOUND_BANK when the caller
 * knows (from its .msd, warp_wad_sound_pair) that the entry is one, else
 * WARP_KIND_UNKNOWN; any other hint is WARP_E_ARG, as are NULL data or kind.
 * WARP_OK with WARP_KIND_UNKNOWN when no rule fits. An entry that declares a container
 * (a resource header with a well-formed first chunk header, or the pack marker) but
 * fails its exact parse is damaged rather than unknown: the parse's error is returned
 * (WARP_E_TRUNCATED, WARP_E_CORRUPT, WARP_E_MAGIC, WARP_E_LIMIT) with *kind
 * WARP_KIND_UNKNOWN. *kind is set on every return (WARP_KIND_UNKNOWN on errors). */
WARP_API int warp_classify(const void *data, size_t len, int hint, int *kind);
/* "pack", "textures", ... "unknown"; the fixed vocabulary of the tool's output. */
WARP_API const char *warp_kind_name(int kind);
/* Where an old RenderWare stream's (WARP_KIND_RW_OLD) sections start: 4 when it opens
 * with a count word before a texture dictionary stamped 3.6.0.3 (entry 3,797's layout: a
 * count, a dictionary, a world; docs/format-misc.md), else 0. */
WARP_API size_t warp_rw_old_start(const void *data, size_t len);

/* Entries 0-3,614 are named by the decimal CRC-32 of their resource's name. If the
 * entry is a resource whose nameHash printed with %u hashes to dir_hash, write that
 * decimal name to dst (NUL-terminated) and return WARP_OK; else WARP_E_NOT_FOUND.
 * *size (optional when dst is given) receives the bytes needed, NUL included (at most
 * 11); dst NULL returns WARP_OK with the size only. */
WARP_API int warp_recover_name(const void *data, size_t len, uint32_t dir_hash, char *dst, size_t dst_len,
                               size_t *size);

/* ---- names from the disc (docs/names.md) -------------------------------------------- */
/* The DIR holds hashes only. These recover entry names from strings the disc spells,
 * as the WAD contents page describes: harvest strings, try stems with suffixes, keep a
 * hit only if its extension fits the entry's kind and it sorts between its named
 * neighbours (docs/format-wad.md). A wrong name is worse than none. */

/* How a harvested string was found (the `how` of warp_string_cb). */
enum {
    WARP_HARVEST_TEXT = 1,  /* a run of name characters anywhere in the bytes */
    WARP_HARVEST_RECORD = 2 /* a record's own name: a scene record's name, or the name of
                               the segment it chains to, with ".scn" (docs/names.md) */
};
/* s is not NUL-terminated; len is 1..255. Non-zero stops the walk and is returned. */
typedef int (*warp_string_cb)(void *user, const char *s, size_t len, uint32_t how);

/* Call cb for each run of 3 to 255 name characters (A-Z a-z 0-9 _ . - / \) in buf that is
 * bounded on both sides by the buffer's ends, a NUL, white space or one of " ' { } ( ) [ ]
 * , = : ; (chance runs inside binary data mostly are not; longer runs are skipped), or
 * that starts right after a RenderWare string (0x02) or node name (0x0253F2FE) section
 * header, bounded by its size; then, for kind WARP_KIND_SCENE, the record's own names. Any bytes work: Lua strings, animation
 * descriptors, RenderWare texture and frame names, object lists, executables. WARP_E_ARG
 * for buf or cb NULL (even with len 0). */
WARP_API int warp_names_harvest(const void *buf, size_t len, int kind, warp_string_cb cb, void *user);

/* name is NUL-terminated (at most 319 bytes); index is the DIR entry it hashes to. */
typedef int (*warp_name_hit_cb)(void *user, uint32_t index, const char *name, size_t len);

/* Try stem (stem_len bytes, no NUL needed) with each of the n suffixes ("" for the stem
 * alone), hashed as the DIR does (warp_name_hash), looked up with warp_wad_find_hash
 * (attach an index with warp_wad_index_init: else each look-up is linear); cb for each
 * hit. The stem is hashed once, so a guess costs only its suffix. *tried (optional) is
 * increased by the guesses made; a name over 319 bytes is not tried. Non-zero from cb
 * stops and is returned; WARP_E_ARG for a NULL w, stem, suffixes, suffix or cb (even with
 * a zero length or count). */
WARP_API int warp_names_try(const warp_wad *w, const char *stem, size_t stem_len, const char *const *suffixes,
                            size_t n, warp_name_hit_cb cb, void *user, uint64_t *tried);

/* 1 when name's extension fits an entry of this kind (docs/names.md, "The kind check":
 * .pak pack, .anm animation, .lev level, .glr global, .cnk scene list, .sec world part,
 * .wld world stream, .mem manifest, .lua Lua, .scn scene, .msd sound index, .msb sound
 * bank, .met font metrics, .bmp bitmap, .ico icon, .txt object list), else 0. Resources
 * of entries named by number (textures, models, characters) fit no extension. */
WARP_API int warp_name_fits_kind(const char *name, int kind);

/* The order check (docs/format-wad.md): names[i] is entry i's candidate name or NULL. Entries
 * from `first` on (past the decimal block) are sorted by the ASCII order of the
 * upper-cased name, so keep[i] = 1 only for candidates that sort strictly between their
 * nearest candidate neighbours (two such out of order with each other both go); a run of
 * candidates that disagrees is re-checked against the kept names around it and kept only
 * if it is in order as a whole. The kept names ascend (docs/names.md).
 * Entries before `first` are kept unchecked. keep gets count bytes. Returns the number
 * kept, WARP_E_ARG (names or keep NULL, even with count 0) or WARP_E_LIMIT (count > INT32_MAX). */
WARP_API int warp_names_order(const char *const *names, uint32_t count, uint32_t first, uint8_t *keep);

/* ---- the RenderWare streams of an entry ------------------------------------------- */
/* Where a stream came from (warp_stream_info.source). */
enum {
    WARP_STREAM_CHUNK = 1,        /* a chunk of a resource or pack: 0x09/0x25/0x47 clump,
                                     0x0B/0x2A dictionary, 0x15 world (WARP_CHUNK_*) */
    WARP_STREAM_WORLD_STREAM = 2, /* <world>_sec.wld: its dictionary, then its world */
    WARP_STREAM_WORLD_PART = 3,   /* <world>_ms<i>.sec: its dictionary, then each atomic */
    WARP_STREAM_OLD = 4,          /* an old-format (3.1-3.6) stream entry: the whole entry */
    WARP_STREAM_PLAIN = 5         /* not a WAD entry kind: a plain RenderWare file (.txd, .dff) */
};

typedef struct warp_stream_info {
    uint32_t source;          /* WARP_STREAM_* */
    uint32_t kind;            /* the entry's WARP_KIND_* (as given, or as classified) */
    uint32_t type;            /* RenderWare id of the main section: 0x10 clump, 0x16 dictionary,
                                 0x0B world, 0x14 part atomic; for OLD/PLAIN the first root's */
    uint32_t index;           /* position among this entry's streams, from 0 */
    uint32_t resource_index;  /* CHUNK: resource number in the pack (0 in a flat resource) */
    uint32_t resource_hash;   /* CHUNK: the resource's nameHash */
    uint32_t chunk_index;     /* CHUNK: chunk number in its resource */
    uint32_t chunk_type;      /* CHUNK: WARP_CHUNK_* (a chunk type, not a section id) */
    uint32_t chunk_hash;      /* CHUNK: the chunk header's hash word */
    uint32_t part_k;          /* WORLD_PART atomics: the streamed-sector index k
                                 (WARP_WORLD_NO_INDEX for the part's dictionary) */
    size_t offset;            /* of `data` from the start of the entry */
    const uint8_t *data;      /* the stream's bytes: a chunk's payload (padding included),
                                 or exactly the section for the other sources */
    size_t len;
    const uint8_t *section;   /* the main section inside data, header included, ready for
                                 warp_txd_foreach / warp_clump_init / warp_world_init /
                                 warp_atomic_read; NULL when a chunk does not hold one */
    size_t section_len;
    size_t resource_offset;   /* CHUNK: of the resource header from the start of the entry (0 in
                                 a flat resource); the chunk header is at offset - 16. The two
                                 levels of a splice with warp_patch_entry (docs/patch.md) */
    uint32_t reserved[8 - sizeof(size_t) / 4]; /* the struct's size on 32- and 64-bit as before */
} warp_stream_info;

typedef int (*warp_stream_cb)(void *user, const warp_stream_info *stream);

/* Call cb for each RenderWare stream of one entry's bytes, in file order. kind is the
 * entry's WARP_KIND_* (WARP_KIND_UNKNOWN: classified here; a buffer no kind fits but
 * that starts with a RenderWare container section is a PLAIN stream; one whose header,
 * a container stamped 3.x, declares more bytes than the buffer holds is a cut file:
 * WARP_E_TRUNCATED, no call). Kinds without RenderWare (Lua, sound, text, images) and
 * buffers that are not RenderWare give no call and WARP_OK. Structure errors of
 * the entry (a malformed container, world stream or part) are returned as the parse
 * functions return them; streams already handed over stay valid. The sections
 * themselves are not checked here: the decoder that opens them does. */
WARP_API int warp_entry_streams(const void *buf, size_t len, int kind, const warp_limits *limits,
                                warp_stream_cb cb, void *user);

/* ---- invariants the pages state: warnings, never failures ---------------------- */
enum {
    WARP_WARN_RW_VERSION = 1, /* a section's version outside 0x35000-0x37002, what the game's readers
                                 accept (page 000): value = the version; first such section of an entry */
    WARP_WARN_RW_MIXED = 2,   /* a section's version other than the entry's first (page 001: one version
                                 for all headers of a file): value = it, expected = the first */
    WARP_WARN_WAD_GAP = 3,    /* 2,048 bytes or more between the end of entry - 1 and entry (page 002: the
                                 gap is padding under 2,048): value = the gap's bytes (saturated) */
    WARP_WARN_NAME_ORDER = 4  /* entry's name sorts before the last named entry's, expected = that entry
                                 (page 002: names ascend in ASCII order of the upper-cased name) */
};
typedef struct warp_warning {
    uint32_t code;     /* WARP_WARN_* */
    uint32_t entry;    /* the WAD entry (as the caller passed it for versions) */
    uint64_t offset;   /* RW_*: the section's offset in the entry; WAD_GAP / NAME_ORDER: the entry's */
    uint32_t value, expected;
    uint32_t reserved[4];
} warp_warning;
/* Non-zero stops the check (WARP_STOPPED). */
typedef int (*warp_warning_cb)(void *user, const warp_warning *warning);

/* The RenderWare versions of one entry's streams (warp_entry_streams with kind, every
 * section header walked): at most one WARP_WARN_RW_VERSION and one WARP_WARN_RW_MIXED
 * per entry, each at its first section. Structure errors of the entry are returned as
 * warp_entry_streams returns them (after the warnings of the streams before). */
WARP_API int warp_check_entry_versions(const void *buf, size_t len, int kind, uint32_t entry, warp_warning_cb cb,
                                       void *user);

/* The WAD's layout: WARP_WARN_WAD_GAP between entries in DIR order (an entry starting
 * before the previous one's end is warp_entry's WARP_ENTRY_UNSORTED instead), and, when
 * names is not NULL (count entries, NULL where unknown), WARP_WARN_NAME_ORDER for each
 * named entry whose name sorts before the previous named one (equal names pass: the WAD
 * holds warriors.glr twice). */
WARP_API int warp_check_wad_layout(const warp_wad *w, const char *const *names, warp_warning_cb cb, void *user);

#ifdef __cplusplus
}
#endif
#endif
