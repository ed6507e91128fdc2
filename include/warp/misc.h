/* The game's small formats: the global lists of warriors.glr, Lua 4.0 bytecode, the
 * memory card icon, the METRICS1 font metrics with its 24-bit bitmap, and the
 * object placement text <level>_objs.txt (docs/format-misc.md).
 * Included by warp/warp.h.
 *
 * Every parser reads borrowed bytes, never allocates, checks every count and offset
 * against the input and warp_limits, and keeps fields whose meaning is not known as
 * plain numbers. Encoders write through a warp_writer (warp/write.h). */
#ifndef WARP_MISC_H
#define WARP_MISC_H

#include "warp/core.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- global lists (chunks of warriors.glr) ------------------------------------------ */
/* The five record lists of warriors.glr this module reads, by chunk type:
 *   0x44 Character List   16-byte header (word 0 = count), 32-byte records
 *   0x46 Object List      16-byte header (word 0 = count), 36-byte records
 *   0x4E Anim List         4-byte header (count),          8-byte records
 *   0x4F Dependency List  16-byte header (word 0 = count), 12-byte records
 *   0x4D Sprite sheets     4-byte header (count),          8-byte records
 * The data is then zero-padded to a multiple of 16 (docs/format-misc.md). */
#define WARP_LIST_MAX_FIELDS 9

enum {
    WARP_LIST_FIELD_SIZE = 0, /* a byte size or other plain number */
    WARP_LIST_FIELD_HASH = 1  /* a CRC-32 name hash (0 = none) */
};

/* One field of a list's record layout. */
typedef struct warp_list_field {
    const char *name;  /* JSON-ready identifier, e.g. "model_hash"; unknown fields are "unknown_18" */
    uint32_t offset;   /* in the record */
    uint32_t width;    /* bytes: 4 or 2 */
    uint32_t kind;     /* WARP_LIST_FIELD_* */
    uint32_t reserved[2];
} warp_list_field;

typedef struct warp_list_layout {
    uint32_t type;          /* chunk type */
    const char *name;       /* "character_list", "object_list", "anim_list", "dependency_list", "sprite_sheets" */
    uint32_t header_size;   /* 16 or 4: the count is the header's first word */
    uint32_t record_size;
    uint32_t field_count;   /* fields of a record, in offset order */
    uint32_t reserved[5];
} warp_list_layout;

/* Layout of list `type` (0x44, 0x46, 0x4E, 0x4F, 0x4D); WARP_E_NOT_FOUND for others. */
WARP_API int warp_list_layout_get(uint32_t type, warp_list_layout *out);
/* Field k of list `type`'s records; WARP_E_RANGE past field_count. */
WARP_API int warp_list_field_get(uint32_t type, uint32_t k, warp_list_field *out);

typedef struct warp_list_record {
    uint32_t type;       /* chunk type */
    uint32_t index;      /* record number from 0 */
    uint32_t count;      /* records in the list */
    uint32_t field_count;
    uint32_t values[WARP_LIST_MAX_FIELDS]; /* field k's value (u16 fields zero-extended) */
    const uint8_t *bytes; /* the record */
    uint32_t reserved[4];
} warp_list_record;

typedef int (*warp_list_cb)(void *user, const warp_list_record *record);

/* Check a list chunk's data (header, count within limits->max_count, records inside
 * the data) and give its header. Bytes after the records are not read: the padding to
 * 16, or a surplus the caller may report (data length minus header_size minus count x
 * record_size, from warp_list_layout_get; docs/format-misc.md). header_words (optional) receives the header's 4 words (only word 0
 * for the 4-byte headers; the rest 0): the other words of the 16-byte headers are
 * kept as numbers (0 on the disc). */
WARP_API int warp_list_parse(uint32_t type, const void *data, size_t len, const warp_limits *limits,
                             uint32_t *count, uint32_t header_words[4]);
/* Call cb for each record in order (after the checks of warp_list_parse). cb NULL: WARP_E_ARG. */
WARP_API int warp_list_foreach(uint32_t type, const void *data, size_t len, const warp_limits *limits,
                               warp_list_cb cb, void *user);
/* Write a list's chunk data: the header (count, then zeros), count records given as
 * count x field_count values in field order, zero padding to 16 bytes. A u16 field's
 * value above 0xFFFF is WARP_E_ARG. */
WARP_API int warp_write_list(warp_writer *w, uint32_t type, const uint32_t *values, uint32_t count);

/* ---- Lua 4.0 bytecode (docs/format-misc.md) ------------------------------------------ */
#define WARP_LUA_HEADER_SIZE 21   /* 13 signature bytes + the f64 test number */
#define WARP_LUA_OPCODES 49
#define WARP_LUA_FIELDS_PER_FLUSH 62 /* SETLIST's batch in this game (stock Lua: 64) */

/* One function prototype. Offsets are from the chunk start; the arrays they name are
 * read with the accessors below. */
typedef struct warp_lua_function {
    uint32_t id;            /* pre-order number: 0 = the main function */
    uint32_t parent;        /* id of the enclosing function; 0xFFFFFFFF for the main one */
    uint32_t child;         /* position in the parent's nested functions */
    uint32_t depth;         /* 0 for the main function */
    const char *source;     /* source name without its NUL, or NULL when absent (length 0) */
    size_t source_len;
    int32_t line_defined;
    int32_t num_params;
    uint32_t is_vararg;     /* the stored byte */
    int32_t max_stack;
    uint32_t local_count, line_count, string_count, number_count, function_count, code_count;
    size_t offset;          /* of the prototype */
    size_t locals_offset;   /* first local record */
    size_t lines_offset;    /* line_count s32 */
    size_t strings_offset;  /* first string constant */
    size_t numbers_offset;  /* number_count f64 */
    size_t code_offset;     /* code_count u32 instructions */
    size_t end;             /* one past the prototype */
    uint32_t reserved[4];
} warp_lua_function;

typedef int (*warp_lua_cb)(void *user, const warp_lua_function *f);

/* Nesting is bounded by limits->max_depth and never deeper than 64. */

/* Check the 21-byte header (signature, version 0x40, little-endian, sizes 4/4/4,
 * 32/6/9 bits, 8-byte numbers: else WARP_E_MAGIC or WARP_E_UNSUPPORTED; test number
 * whose integer part is not 314159265: WARP_E_CORRUPT), then walk the prototypes
 * with an explicit stack: nesting deeper than limits->max_depth is WARP_E_DEPTH, a
 * negative count WARP_E_CORRUPT, a count above limits->max_count WARP_E_LIMIT, an
 * array past the end WARP_E_TRUNCATED, an opcode >= 49 or a last instruction other
 * than END WARP_E_CORRUPT, bytes after the main function WARP_E_CORRUPT. The chunk is
 * checked whole before cb is called. cb receives each function once its code is
 * read, so nested functions come before the function holding them (children before
 * parents); `id` gives the source order. cb NULL: WARP_E_ARG. *function_count
 * (optional) receives the number of functions. */
WARP_API int warp_lua_foreach(const void *chunk, size_t len, const warp_limits *limits, warp_lua_cb cb, void *user,
                              uint32_t *function_count);

typedef struct warp_lua_local {
    const char *name; size_t name_len; /* NULL when absent */
    int32_t start_pc, end_pc;
    uint32_t reserved[2];
} warp_lua_local;

/* Accessors on a function reported by warp_lua_foreach (chunk/len the same bytes).
 * Index past the count: WARP_E_RANGE. Strings are found by walking the string list
 * (O(k)). */
WARP_API int warp_lua_get_local(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k,
                                warp_lua_local *out);
WARP_API int warp_lua_get_string(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k,
                                 const char **s, size_t *n);
WARP_API int warp_lua_get_number(const void *chunk, size_t len, const warp_lua_function *f, uint32_t k, double *out);
/* Source line of instruction pc from the line info (docs/format-misc.md); 0 when the
 * function has no line info. */
WARP_API int warp_lua_get_line(const void *chunk, size_t len, const warp_lua_function *f, uint32_t pc,
                               int32_t *line);

/* Argument forms of an opcode. */
enum {
    WARP_LUA_ARG_NONE = 0,
    WARP_LUA_ARG_U,  /* unsigned 26-bit */
    WARP_LUA_ARG_S,  /* signed 26-bit */
    WARP_LUA_ARG_AB, /* A (17 bits) and B (9 bits) */
    WARP_LUA_ARG_J   /* signed jump: target = pc + 1 + S */
};

typedef struct warp_lua_instruction {
    uint32_t pc;
    uint32_t word;
    uint32_t op;           /* 0..48 */
    const char *name;      /* "END" ... "CLOSURE" */
    uint32_t arg_form;     /* WARP_LUA_ARG_* */
    uint32_t u;            /* word >> 6 */
    int32_t s;             /* (word >> 6) - 33,554,431 */
    uint32_t a, b;         /* word >> 15, (word >> 6) & 0x1FF */
    int32_t target;        /* jumps: pc + 1 + s; else -1 */
    uint32_t reserved[3];
} warp_lua_instruction;

/* Decode one instruction word (pc only fills `pc` and `target`). An opcode >= 49 is
 * WARP_E_CORRUPT (name "?"). */
WARP_API int warp_lua_decode(uint32_t word, uint32_t pc, warp_lua_instruction *out);
/* Instruction pc of f. */
WARP_API int warp_lua_get_instruction(const void *chunk, size_t len, const warp_lua_function *f, uint32_t pc,
                                      warp_lua_instruction *out);

/* Encoder pieces (the prototype itself is a fixed sequence of these and
 * warp_write_u32/u8/f64 words, docs/format-misc.md): the 21-byte header, and a string
 * (u32 length counting the NUL, the bytes, the NUL; NULL writes length 0). */
WARP_API int warp_write_lua_header(warp_writer *w);
WARP_API int warp_write_lua_string(warp_writer *w, const char *s);

/* Where a listing was refused: its 1-based line and a fixed English reason. */
typedef struct warp_lua_asm_error {
    const char *why; /* NULL when the failure has no line (e.g. the output did not fit) */
    uint32_t line;   /* 0 then */
    uint32_t reserved;
} warp_lua_asm_error;

/* Assemble a Lua listing (the text `warp extract` writes as <script>.lua.txt,
 * docs/format-misc.md "Lua listing") back into a Lua 4.0 chunk through w: an unedited
 * listing gives the chunk it was made from, byte for byte. Strings, numbers, locals and
 * instructions are taken as listed (the pc column and the comments after ';' are not
 * read); the counts line gives only the nested-function count and whether the function
 * has line info. A listing that is not one: WARP_E_CORRUPT with err (optional) naming
 * the line and why; nesting past 32: WARP_E_DEPTH; a number with more than 19
 * significant digits: WARP_E_CORRUPT too; then the writer's status (WARP_E_DST_SMALL:
 * run once with a dry writer for the size). */
WARP_API int warp_lua_assemble(warp_writer *w, const char *text, size_t len, warp_lua_asm_error *err);

/* ---- memory card icon (docs/format-misc.md) ------------------------------------------ */
#define WARP_ICON_MAGIC 0x00010000u
#define WARP_ICON_TEXTURE_SIZE 128
#define WARP_ICON_TEXTURE_BYTES (128 * 128 * 2)

typedef struct warp_icon_info {
    uint32_t shape_count;       /* header +0x04 (>= 1) */
    uint32_t texture_type;      /* header +0x08; bit 3 set (compressed) is WARP_E_UNSUPPORTED */
    uint32_t header_word3;      /* header +0x0C, kept as a number (0 on the disc) */
    uint32_t vertex_count;      /* header +0x10 */
    uint32_t vertex_stride;     /* 8 * shapes + 16 */
    uint32_t anim_word0;        /* animation header +0x00, kept as a number (1 on the disc) */
    uint32_t frame_length;      /* +0x04 */
    float speed;                /* +0x08 */
    uint32_t play_offset;       /* +0x0C */
    uint32_t frame_count;       /* +0x10 */
    uint32_t key_count;         /* keys of all frames */
    size_t vertices_offset, anim_offset, frames_offset, texture_offset;
    uint32_t reserved[4];
} warp_icon_info;

/* Parse the header and walk the animation frames: the texture must end exactly at
 * the end of the input (else WARP_E_TRUNCATED / WARP_E_CORRUPT). Magic other than
 * 0x00010000: WARP_E_MAGIC; shape count 0: WARP_E_CORRUPT; more than 1,024 shapes, more
 * vertices than limits->max_vertices or frames than limits->max_count: WARP_E_LIMIT. */
WARP_API int warp_icon_parse(const void *data, size_t len, const warp_limits *limits, warp_icon_info *out);

typedef struct warp_icon_vertex {
    int16_t normal[4];      /* x, y, z, w (4.12 fixed point) */
    int16_t uv[2];          /* 4.12 */
    uint8_t color[4];       /* r, g, b, a (128 = full) */
    uint32_t reserved[4];
} warp_icon_vertex;

/* Vertex v: its normal, uv and colour, and its position in shape `shape` (x, y, z, w;
 * 4.12 fixed point) into pos (may be NULL). Out of range: WARP_E_RANGE. */
WARP_API int warp_icon_get_vertex(const void *data, size_t len, const warp_icon_info *info, uint32_t v,
                                  uint32_t shape, int16_t pos[4], warp_icon_vertex *out);

typedef struct warp_icon_key {
    uint32_t frame;         /* frame number */
    uint32_t shape;         /* the frame's shape word */
    uint32_t key;           /* key number within the frame */
    uint32_t key_count;     /* the frame's key count */
    float time, weight;
    uint32_t reserved[2];
} warp_icon_key;
typedef int (*warp_icon_key_cb)(void *user, const warp_icon_key *key);
/* Each key of each frame in order (a frame with no keys is reported once with
 * key_count 0). cb NULL: WARP_E_ARG. */
WARP_API int warp_icon_foreach_key(const void *data, size_t len, const warp_icon_info *info, warp_icon_key_cb cb,
                                   void *user);
/* The 128 x 128 texture as RGBA8, rows in stored order: 5-bit channels expanded as
 * floor(c * 255 / 31), alpha 255 when bit 15 is set, else 0 when keep_alpha, else 255
 * (Coney ignores bit 15). dst NULL: *need gets 65,536. */
WARP_API int warp_icon_texture_rgba(const void *data, size_t len, const warp_icon_info *info, int keep_alpha,
                                    uint8_t *dst, size_t dst_len, size_t *need);
/* The inverse: 128 x 128 RGBA8 pixels (rows `stride` >= 512 bytes apart, rgba_len >=
 * 127 * stride + 512) as the icon's A1B5G5R5 pixels into dst (16,384 values, row 0 first:
 * warp_icon_desc.texture). Each channel v becomes c = (v * 31 + 130) / 255 (integer
 * division: the level whose decoded floor(c * 255 / 31) is nearest v, within 4, ties to
 * the lower), so a decoded value comes back as the bits it was decoded from. Bit 15:
 * alpha 255 keeps old's bit 15 (old: the texture being replaced, 16,384 values; NULL: the
 * bit set), since warp_icon_texture_rgba without keep_alpha writes 255 for every pixel;
 * an alpha below 255 sets it when >= 128. So decoding with keep_alpha 0 then encoding with
 * the old texture, or decoding with keep_alpha 1 then encoding with NULL, gives the same
 * pixels back. No rgba or dst, a short rgba_len or stride: WARP_E_ARG; dst_count below
 * 16,384: WARP_E_DST_SMALL. */
WARP_API int warp_icon_texture_from_rgba(const uint8_t *rgba, size_t rgba_len, size_t stride, const uint16_t *old,
                                         uint16_t *dst, size_t dst_count);

/* One icon for the encoder. positions: vertex_count x shape_count x 4 s16 (vertex
 * major); normals: vertex_count x 4; uvs: vertex_count x 2; colors: vertex_count x 4;
 * frames: frame_count x {shape, key_count}; keys: the keys in order, {time, weight}
 * pairs; texture: 128 x 128 u16; reserved words 0 (else WARP_E_ARG). */
typedef struct warp_icon_desc {
    uint32_t shape_count, texture_type, vertex_count;
    const int16_t *positions, *normals, *uvs;
    const uint8_t *colors;
    uint32_t anim_word0, frame_length;
    float speed;
    uint32_t play_offset, frame_count;
    const uint32_t *frames;
    const float *keys;
    const uint16_t *texture;
    uint32_t reserved[4];
} warp_icon_desc;
WARP_API int warp_write_icon(warp_writer *w, const warp_icon_desc *d);

/* ---- METRICS1 font metrics and the 24-bit bitmap (docs/format-misc.md) --------------- */
typedef struct warp_metrics_info {
    const char *bitmaps;     /* line 2 (the bitmap names), without its line end */
    size_t bitmaps_len;
    int32_t number;          /* line 3, an integer of unknown meaning */
    uint32_t glyph_count;    /* lines from 4 on that start with five integers */
    uint32_t skipped_lines;  /* other non-blank lines from 4 on */
    uint32_t reserved[4];
} warp_metrics_info;

typedef struct warp_metrics_glyph {
    uint32_t code, x0, y0, x1, y1; /* as stored: inclusivity and origin are not documented */
    uint32_t line;                 /* 1-based line number */
    const char *comment; size_t comment_len; /* what follows the five numbers, trimmed */
    uint32_t reserved[2];
} warp_metrics_glyph;
typedef int (*warp_metrics_cb)(void *user, const warp_metrics_glyph *g);

/* First line "METRICS1" (else WARP_E_MAGIC), line 2, line 3 an integer (else
 * WARP_E_CORRUPT; missing lines WARP_E_TRUNCATED), then glyph lines. Lines end in
 * LF, CR LF or CR; trailing NUL bytes are ignored. More than limits->max_count lines:
 * WARP_E_LIMIT. A number above 0xFFFFFFFF makes its line skipped. foreach checks the
 * whole text before cb is called; cb NULL: WARP_E_ARG. */
WARP_API int warp_metrics_parse(const void *text, size_t len, const warp_limits *limits, warp_metrics_info *out);
WARP_API int warp_metrics_foreach(const void *text, size_t len, const warp_limits *limits, warp_metrics_cb cb,
                                  void *user);
/* Write the text back, each line ended by CR LF: the head (warp_write_metrics_head:
 * "METRICS1", the bitmaps line as given, the number in decimal), then one glyph line each
 * (warp_write_metrics_glyph: `code x0 y0 x1 y1` and, when not empty, a space and the comment).
 * WARP_E_ARG, before anything is written, for a line end or NUL in the bitmaps or comment, a
 * comment with a blank at either end (the reader trims it), or INT32_MIN (docs/format-misc.md). */
WARP_API int warp_write_metrics_head(warp_writer *w, const char *bitmaps, size_t bitmaps_len, int32_t number);
WARP_API int warp_write_metrics_glyph(warp_writer *w, const warp_metrics_glyph *g);

typedef struct warp_bmp_info {
    uint32_t width, height;  /* pixels; height positive */
    uint32_t top_down;       /* 1 when the header height was negative */
    uint32_t bits;           /* 24 (the only depth decoded) */
    uint32_t pixel_offset, row_stride;
    uint32_t reserved[6];
} warp_bmp_info;
/* A Windows bitmap "BM" (else WARP_E_MAGIC), info header >= 40 bytes, one plane, no
 * compression, 24 bits (other depths WARP_E_UNSUPPORTED), pixels inside the input
 * (WARP_E_TRUNCATED), width/height within limits->max_dimension (WARP_E_LIMIT). */
WARP_API int warp_bmp_parse(const void *data, size_t len, const warp_limits *limits, warp_bmp_info *out);
/* The pixels as RGBA8 (alpha 255), top row first. dst NULL: *need gets width*height*4. */
WARP_API int warp_bmp_rgba(const void *data, size_t len, const warp_limits *limits, uint8_t *dst, size_t dst_len,
                           size_t *need);
/* A bottom-up 24-bit bitmap from RGB8 rows given top row first (rows padded to 4). */
WARP_API int warp_write_bmp24(warp_writer *w, uint32_t width, uint32_t height, const uint8_t *rgb);

/* ---- object placements <level>_objs.txt (docs/format-misc.md) ------------------------ */
typedef struct warp_objs_object {
    uint32_t index;          /* object line number from 0 */
    uint32_t line;           /* 1-based text line */
    const char *name; size_t name_len;
    uint32_t is_emitter;     /* the name starts with "part": a particle emitter */
    float pos[3];            /* game axes, z up, metres */
    float rot[4];            /* quaternion x, y, z, w */
    uint32_t rot_components; /* numbers in the rotation group (4 in the grammar) */
    uint32_t pos_components; /* numbers in the position group (3) */
    int32_t unused;          /* -1 on the disc */
    int32_t zone;
    int32_t flags;
    uint32_t tint;           /* 0xRRGGBBAA */
    const char *flag_name; size_t flag_name_len; /* "nil" = none */
    uint32_t reserved[4];
} warp_objs_object;
typedef int (*warp_objs_cb)(void *user, const warp_objs_object *o);

/* Tokenise the text: the first non-blank line's first token is the count; every other
 * non-blank line is `{name {x, y, z}, {qx, qy, qz, qw}, unused, zone, flags, tint,
 * flagName )`. The position group holds 1-3 numbers, the rotation group 1-4 (the counts
 * are reported); tint is 1-8 hex digits. Malformed line: WARP_E_CORRUPT; object lines
 * not equal to the count: WARP_E_CORRUPT; count above limits->max_count: WARP_E_LIMIT;
 * a byte outside printable ASCII, tab, CR, LF: WARP_E_MAGIC. Trailing NULs are
 * ignored. The whole text is checked before cb is called. *count (optional) receives
 * the count. */
WARP_API int warp_objs_foreach(const void *text, size_t len, const warp_limits *limits, warp_objs_cb cb, void *user,
                               uint32_t *count);

/* Write the text back in the disc's form, each line ended by CR LF: first the count line
 * (warp_write_objs_count: the decimal count), then one line per object
 * (warp_write_objs_object): `{name {x, y, z}, {qx, qy, qz, qw}, unused, zone, flags, TINT,
 * flagName )` with o's pos_components and rot_components numbers, each the shortest decimal
 * (at least one digit after the point) that warp_objs_foreach reads back to the same float,
 * tint as 8 upper-case hex digits, flag_name as given ("nil" for none). WARP_E_ARG, before
 * anything is written, for a name or flag name that is empty or holds white space, a byte
 * outside printable ASCII or one of `{ } , )`, component counts outside 1-3 / 1-4, a NaN or
 * infinite number, a count above 2^31 - 1 (docs/format-misc.md). */
WARP_API int warp_write_objs_count(warp_writer *w, uint32_t count);
WARP_API int warp_write_objs_object(warp_writer *w, const warp_objs_object *o);

/* ---- particle pages (chunk 0x4C): a sprite sheet's rectangles (docs/format-misc.md) ---- */
/* {u32 placeholder, u32 count, s32 firstGlyph, u32 0, u32 0} then count x {f32 u0, v0, u1,
 * v1} at +0x14, zero-padded to 16. The rectangles are in texture coordinates
 * of the sheet, the dictionary (0x2A) before the page in its resource. */
typedef struct warp_sprite_page {
    uint32_t placeholder;  /* +0x00: a stale tool pointer on the disc */
    uint32_t count;        /* +0x04: sprites */
    int32_t first_glyph;   /* +0x08: -1, or a font's first character code */
    uint32_t word0c, word10; /* +0x0c, +0x10: 0 on the disc */
    uint32_t reserved[3];
} warp_sprite_page;
typedef struct warp_sprite {
    float u0, v0, u1, v1;  /* the rectangle: top-left and bottom-right corners, 0-1 */
    uint32_t reserved[2];
} warp_sprite;

/* Read the page's header and check its size: WARP_E_TRUNCATED when the chunk data is
 * shorter than 0x14 + 16 x count, WARP_E_LIMIT when count exceeds limits->max_count. */
WARP_API int warp_sprite_page_read(const void *data, size_t len, const warp_limits *limits, warp_sprite_page *out);
/* Sprite `index` of the page (its header re-read and checked as above): WARP_E_RANGE
 * when index >= count. Coordinates are returned as stored (not clamped). */
WARP_API int warp_sprite_get(const void *data, size_t len, uint32_t index, warp_sprite *out);
/* Write a page: the header's five words (count from page->count), page->count rectangles
 * as four f32 each, zero padding to 16 bytes. sprites NULL with a count: WARP_E_ARG
 * (docs/format-misc.md). */
WARP_API int warp_write_sprite_page(warp_writer *w, const warp_sprite_page *page, const warp_sprite *sprites);

#ifdef __cplusplus
}
#endif
#endif
