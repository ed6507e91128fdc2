/* PS2 native textures (RenderWare section 0x15) and texture dictionaries (0x16).
 * Included by warp/warp.h. Format notes: docs/format-textures.md.
 *
 * Call sequence: warp_txd_foreach() hands the callback one ready warp_texture per
 * texture native of a dictionary (or open one 0x15 section with warp_texture_init);
 * warp_texture_get_info() tells its size, format and levels; then
 * warp_texture_decode_rgba() (or _decode_indices + _decode_palette) writes a level
 * into the caller's buffer. The texture borrows the section bytes; warp_txd_find opens
 * one texture of a dictionary by name. */
#ifndef WARP_TEXTURE_H
#define WARP_TEXTURE_H

#include "warp/core.h"
#include "warp/write.h"

#ifdef __cplusplus
extern "C" {
#endif

/* GS pixel storage formats (TEX0 PSM / CPSM). Numbers are the GS's own. */
enum {
    WARP_PSM_CT32 = 0x00,  /* RGBA8, alpha 0-128 */
    WARP_PSM_CT24 = 0x01,  /* RGB8 */
    WARP_PSM_CT16 = 0x02,  /* RGBA5551 */
    WARP_PSM_CT16S = 0x0A, /* RGBA5551 (another GS memory layout; same texels) */
    WARP_PSM_T8 = 0x13,    /* 8-bit palette indices */
    WARP_PSM_T4 = 0x14     /* 4-bit palette indices */
};

/* RenderWare raster format bits (raster header +0x0c). */
enum {
    WARP_RASTER_TEXTURE = 0x0004,
    WARP_RASTER_1555 = 0x0100,
    WARP_RASTER_888 = 0x0600,
    WARP_RASTER_8888 = 0x0500,
    WARP_RASTER_AUTOMIPMAP = 0x1000,
    WARP_RASTER_PAL8 = 0x2000,
    WARP_RASTER_PAL4 = 0x4000,
    WARP_RASTER_MIPMAP = 0x8000
};

/* Levels a texture may have: TEX1's MXL is at most 6. */
#define WARP_TEXTURE_MAX_LEVELS 7
/* Capacity of the name and mask strings (NUL included); longer names are cut. */
#define WARP_TEXTURE_NAME_MAX 64

typedef struct warp_texture warp_texture;

typedef struct warp_texture_info {
    const char *name;        /* a copy owned by the handle: name_len bytes, also NUL-terminated */
    const char *mask;        /* alpha mask name (mask_len bytes, NUL-terminated); "" when none */
    uint32_t index;          /* position in its dictionary (0 when opened alone) */
    uint32_t width, height;  /* level 0, in texels */
    uint32_t depth;          /* bits per texel as stored in the header (4, 8, 16, 32) */
    uint32_t raster_format;  /* WARP_RASTER_* bits */
    uint32_t layout_version; /* 2: GS upload packets; below 2: plain texels then palette */
    uint32_t psm;            /* WARP_PSM_* of the texels */
    uint32_t palette_psm;    /* WARP_PSM_CT32 or _CT16 for palettised textures */
    uint32_t palette_colors; /* 0 (true colour), 16 or 256 */
    uint32_t levels;         /* 1 + TEX1's MXL */
    uint32_t filter;         /* RenderWare filter mode (2 linear, 6 linear-mip-linear, ...) */
    uint32_t address_u, address_v; /* 1 wrap, 2 mirror, 3 clamp; v of 0 in the file takes u's */
    uint32_t swizzled;       /* 1 when texels were sent as 32/16-bit pixels (the game's way) */
    uint32_t has_sky_mipmap; /* 1 when the 0x110 extension is present */
    uint32_t sky_mipmap;     /* its value */
    uint32_t level_width[WARP_TEXTURE_MAX_LEVELS];
    uint32_t level_height[WARP_TEXTURE_MAX_LEVELS];
    uint32_t name_len, mask_len; /* lengths of name and mask (the strings rule of warp.h) */
    const uint8_t *section;  /* the texture native section (0x15, header included) in the input: */
    size_t section_len;      /* warp_texture_init(t, ..., section, section_len, ...) reopens it */
    uint32_t reserved[2];
} warp_texture_info;

WARP_API size_t warp_texture_sizeof(void);

/* Open the texture native section (0x15 header included) at the start of buf.
 * buf may run past the section; only the section's declared bytes are read.
 * Returns WARP_E_MAGIC when it is not a 0x15 section, WARP_E_UNSUPPORTED for a
 * platform other than "PS2\0" or a pixel format not listed above, WARP_E_LIMIT
 * when a side exceeds limits->max_dimension, WARP_E_TRUNCATED / WARP_E_CORRUPT
 * for malformed data. Texel data is checked here, so decode calls only fail on
 * bad arguments. */
WARP_API int warp_texture_init(warp_texture *t, size_t t_size, uint32_t abi_version,
                               const void *buf, size_t len, const warp_limits *limits);

/* Fill *out; its pointers stay valid while the handle does. */
WARP_API int warp_texture_get_info(const warp_texture *t, warp_texture_info *out);

/* The raster header's GS fields (page 000 "PS2 raster"; docs/format-textures.md), as
 * stored: what places the texture in GS memory, for engines that load it as the game does. */
typedef struct warp_texture_raster {
    uint64_t tex0;           /* +0x10: the GS TEX0 register, buffer addresses cleared */
    uint64_t miptbp1;        /* +0x20: levels 1-3, buffer width (bits 14-19) and base (0-13) each */
    uint64_t miptbp2;        /* +0x28: levels 4-6 */
    uint32_t palette_offset; /* +0x18: the palette's GS address, in 256-byte blocks */
    uint32_t tex1;           /* +0x1c: low word of TEX1 (MXL in bits 2-4) */
    uint32_t pixel_size;     /* +0x30: bytes of texel data */
    uint32_t palette_size;   /* +0x34: bytes of palette data */
    uint32_t gs_size;        /* +0x38: GS memory the raster needs, in 32-bit words */
    uint32_t k;              /* +0x3c: the mipmap K value */
    uint32_t format_word;    /* +0x0c as one u32: raster format, layout version above (GTA's flag bits kept) */
    uint32_t reserved[5];
} warp_texture_raster;

/* Fill *out from the texture's raster header. WARP_E_ARG for a bad handle or NULL out. */
WARP_API int warp_texture_get_raster(const warp_texture *t, warp_texture_raster *out);

/* The three decoders follow warp.h's "ask, then decode": *size (optional when dst is
 * given) receives the bytes needed; dst NULL writes nothing and returns WARP_OK. Checks
 * run in one order: handle (WARP_E_ARG), palettised (WARP_E_STATE, indices and palette
 * only), level (WARP_E_RANGE for a level >= levels), stride (WARP_E_ARG below a row),
 * then dst_len (WARP_E_DST_SMALL). */

/* Decode one level to RGBA8 (alpha 0-255) rows `stride` bytes apart (0: width*4).
 * Needs stride * (height - 1) + width * 4 bytes. */
WARP_API int warp_texture_decode_rgba(const warp_texture *t, uint32_t level, void *dst, size_t dst_len,
                                      size_t stride, size_t *size);

/* Palettised textures only (WARP_E_STATE otherwise): one palette index per byte,
 * rows `stride` bytes apart (0: width), same size rules as decode_rgba. */
WARP_API int warp_texture_decode_indices(const warp_texture *t, uint32_t level, void *dst, size_t dst_len,
                                         size_t stride, size_t *size);
/* The palette in index order as RGBA8 (alpha 0-255): palette_colors * 4 bytes. */
WARP_API int warp_texture_decode_palette(const warp_texture *t, void *dst, size_t dst_len, size_t *size);

/* Called once per texture of a dictionary, in file order. This walk hands a ready
 * handle rather than an info struct (warp.h, "Iteration"): the texture and its info are
 * valid only during the call; info.section tells where to reopen it later. Non-zero
 * stops the walk (WARP_STOPPED). */
typedef int (*warp_txd_cb)(void *user, const warp_texture *tex);

/* Walk the texture dictionary section (0x16) at the start of buf. Every texture
 * native child is opened and given to cb; the first one that fails to open ends
 * the walk with its error (earlier textures were already reported; to go on past it,
 * use warp_txd_foreach_all). The struct's
 * texture count is not trusted: the children are. WARP_E_MAGIC when buf does not
 * start with a 0x16 section. */
WARP_API int warp_txd_foreach(const void *buf, size_t len, const warp_limits *limits, warp_txd_cb cb,
                              void *user);

/* A texture dictionary's struct (page 000 "Texture dictionary") against its children. */
typedef struct warp_txd_header {
    uint32_t texture_count; /* declared (u16) */
    uint32_t device_id;     /* u16: 6 for the PS2 on both discs */
    uint32_t natives;       /* texture native (0x15) children actually present */
    uint32_t version;       /* the dictionary's RenderWare version (from its library stamp) */
    uint32_t reserved[4];
} warp_txd_header;

/* Read the struct of the dictionary (0x16) at the start of buf and count its texture
 * natives (children walked, not opened). WARP_E_MAGIC when buf does not start with a 0x16
 * section, WARP_E_TRUNCATED / WARP_E_CORRUPT for a malformed walk. A declared count other
 * than natives, or a device id other than 6, is not an error: the caller decides
 * (`warp extract` and `warp check` warn). */
WARP_API int warp_txd_get_header(const void *buf, size_t len, warp_txd_header *out);
/* A texture of a dictionary that failed to open, as warp_txd_foreach_all reports it. */
typedef struct warp_txd_bad {
    uint32_t index;         /* position among the dictionary's textures, from 0 (as info.index) */
    int status;             /* why: what warp_texture_init returned for it */
    const uint8_t *section; /* its texture native section (0x15), header included */
    size_t section_len;
    uint32_t reserved[4];
} warp_txd_bad;
typedef int (*warp_txd_bad_cb)(void *user, const warp_txd_bad *bad);

/* warp_txd_foreach that goes on past a bad texture: each texture that fails to open is
 * given to bad (required; non-zero stops the walk, WARP_STOPPED) and the walk carries on
 * with the next, so one damaged texture hides no good one. Returns WARP_OK when the
 * dictionary was walked to its end, whatever bad was told; the dictionary's own
 * structure errors (its header, a child header that does not fit) still end it. The
 * texture handles' info.index counts bad textures too. */
WARP_API int warp_txd_foreach_all(const void *buf, size_t len, const warp_limits *limits, warp_txd_cb cb,
                                  warp_txd_bad_cb bad, void *user);

/* Open into t the first texture of the dictionary at the start of buf whose name equals
 * name[0..name_len) (ASCII case-insensitive, as the game's look-up; the name also ends at
 * a NUL), so a material's texture_name/texture_name_len can be passed as they are.
 * WARP_E_NOT_FOUND when none has it; a texture that fails to open before it ends the
 * search with its error. t is unusable after any failure. */
WARP_API int warp_txd_find(warp_texture *t, size_t t_size, uint32_t abi_version, const void *buf, size_t len,
                           const warp_limits *limits, const char *name, size_t name_len);

/* ---- encoder ------------------------------------------------------------------- */
/* A texture to write. Palettised (WARP_PSM_T8 / _T4): indices[level] holds
 * level_width * level_height bytes (rows tight, values < 256 or < 16) and palette
 * 256 or 16 RGBA8 colours, stored as palette_psm says. True colour (WARP_PSM_CT32,
 * _CT24, _CT16, _CT16S): rgba[level] holds level_width * level_height * 4 bytes.
 * Level n is max(1, width >> n) by max(1, height >> n). CT32 alpha (and the
 * palette's) is stored as the GS's 0-128 (the smallest a with a * 255 / 128 >=
 * alpha), so exactly the 129 values decoding yields round-trip. CT24 drops alpha
 * (3 bytes a texel, depth 24). CT16/16S texels and palettes keep each channel's
 * nearest multiple of 8 (5 bits) and alpha >= 128 as the A bit: the colours decoding
 * yields round-trip. */
typedef struct warp_texture_desc {
    const char *name;  /* at most 31 bytes are customary; NULL is "" */
    const char *mask;  /* NULL is "" */
    uint32_t width, height;  /* powers of two, 1 to 1024 (the GS's largest) */
    uint32_t psm;            /* WARP_PSM_T8, _T4, _CT32, _CT24, _CT16 or _CT16S */
    uint32_t levels;         /* 1 to WARP_TEXTURE_MAX_LEVELS */
    const uint8_t *indices[WARP_TEXTURE_MAX_LEVELS];
    const uint8_t *rgba[WARP_TEXTURE_MAX_LEVELS];
    const uint8_t *palette;
    uint32_t filter;                /* 0 picks 2 (linear), or 6 with mip levels */
    uint32_t address_u, address_v;  /* 0 picks 1 (wrap) */
    uint32_t sky_mipmap;            /* written as the 0x110 extension; 0 picks 0xFC0 */
    uint32_t stamp;                 /* library stamp; 0 picks WARP_RW_STAMP_37002 */
    uint32_t palette_psm;           /* palettised: WARP_PSM_CT32 (0) or _CT16 / _CT16S; else 0 */
    uint32_t reserved[7];
} warp_texture_desc;

/* Append one texture native section laid out as the game's: version 2, one GS
 * upload packet per level (a level past one IMAGE tag's 0x7FFF quadwords continued by
 * more tags, docs/format-textures.md), swizzled, CSM1 palette, alpha 0-128, sky mipmap
 * extension. WARP_E_ARG for a desc outside the rules above. */
WARP_API int warp_write_texture_native(warp_writer *w, const warp_texture_desc *desc);

/* The same, keeping the GS memory layout of `like`, the original texture native section
 * (0x15, header included; like_len may run past it). When like is a version-2 texture
 * of desc's width, height, pixel formats and level count whose packet images have the
 * sizes this encoder writes, the output is like's bytes with only the texel and palette
 * images rewritten: the 64-byte raster header (TEX0, palette offset, MIPTBP1/2, GS size,
 * format flags), every packet header (GIF tags, TRXPOS, TRXREG, TRXDIR), the name, mask,
 * sampling word and extension stay as they were, and desc's name, mask, filter,
 * addressing, sky mipmap and stamp are not used; padding around a level or palette keeps
 * like's bytes, and a stored colour that decodes to desc's colour is kept as stored. Else
 * it writes what warp_write_texture_native() does. *kept (optional) gets 1 when the
 * layout was kept, 0 when computed. Errors as warp_write_texture_native(), and
 * warp_texture_init()'s for a like that does not open (WARP_E_ARG when NULL). */
WARP_API int warp_write_texture_native_like(warp_writer *w, const warp_texture_desc *desc, const void *like,
                                            size_t like_len, uint32_t *kept);

/* A whole dictionary: struct {count, device 6}, the textures, an empty extension. */
WARP_API int warp_write_txd(warp_writer *w, const warp_texture_desc *descs, uint32_t count, uint32_t stamp);

/* ---- re-encoding a decoded texture (docs/format-textures.md "Re-encoding edited pixels") ---- */
/* The encoder description of the texture `info` describes, as it was: name, mask, size,
 * pixel format, palette format, level count, filter, addressing, sky mipmap and the
 * section's library stamp; the texel pointers (indices, rgba, palette) are left NULL
 * for the caller. info->name and info->mask are borrowed (the handle's copies). With
 * the pixels decoded and edited, warp_write_texture_native_like(w, desc, info->section,
 * info->section_len, NULL) writes it back in the same format and layout. WARP_E_ARG for
 * NULL pointers. */
WARP_API int warp_texture_desc_from_info(const warp_texture_info *info, warp_texture_desc *desc);

/* Colour quantisation for palettised re-encoding: RGBA8 pixels (4 bytes each) to a
 * palette of at most 256 colours and one index a pixel. Deterministic (integer keys,
 * ties to the lowest index): median cut seeds the palette, k-means passes refine it.
 * Nothing is allocated: each call takes `work`, at least warp_quantize_work_size(n)
 * bytes for n pixels (any alignment), and returns WARP_E_DST_SMALL when it is shorter,
 * WARP_E_ARG for NULL pointers or colors outside 1-256. */
/* Bytes of work memory for n pixels; 0 when n is too large to say. */
WARP_API size_t warp_quantize_work_size(size_t n);
/* A palette of at most `colors` entries (palette: colors * 4 bytes; entries past *used
 * are zero). When the pixels hold no more than `colors` distinct colours the palette is
 * exactly those colours, in ascending RGBA byte order. *used (optional): entries used. */
WARP_API int warp_quantize_palette(const uint8_t *rgba, size_t n, uint32_t colors, uint8_t *palette, void *work,
                                   size_t work_len, uint32_t *used);
/* Each pixel's nearest palette entry (squared RGBA distance; the lowest index on a tie)
 * into indices (n bytes): exact for a colour the palette holds. */
WARP_API int warp_quantize_map(const uint8_t *rgba, size_t n, const uint8_t *palette, uint32_t colors,
                               uint8_t *indices, void *work, size_t work_len);
/* The palette an edited image keeps its texture's palettised format with (what `warp
 * rebuild` does): old_palette (colors entries: 16 for PSMT4, 256 for PSMT8) when it holds
 * every pixel's colour; else, when the distinct colours are no more than `colors`,
 * old_palette with the entries no pixel uses replaced by the new colours (entries that
 * hold a colour keep their slot); else the quantiser's palette. Into palette (colors *
 * 4 bytes; it may be old_palette) and each pixel's index into indices. */
WARP_API int warp_quantize_repalette(const uint8_t *rgba, size_t n, const uint8_t *old_palette, uint32_t colors,
                                     uint8_t *palette, uint8_t *indices, void *work, size_t work_len);

#ifdef __cplusplus
}
#endif
#endif
