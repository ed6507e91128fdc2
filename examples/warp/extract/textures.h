/* Texture dictionaries to PNG (textures.c): whole-WAD extraction's extract_textures, and
 * the context the single-file extractor (file.c) builds its models on. */
#ifndef WARP_TOOL_EXTRACT_TEXTURES_H
#define WARP_TOOL_EXTRACT_TEXTURES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "warp/warp.h"

/* Every texture dictionary of one buffer to <outdir>/<name>.png (outdir
 * must exist; stems unique within this call; rgba: RGBA8 for every PNG), one JSON item per texture or failure
 * appended to `manifest` (*items counts items already in the list, for separators).
 * Adds to *textures / *failures. Returns 0 when at least one dictionary was found.
 * *png: the calling thread's compressor and buffers, made at its first PNG (NULL
 * before) and kept for its next call; png_worker_free when the thread is done.
 * png_level TEXTURES_DECODE_ONLY: every texture decoded to pixels, no PNG made (warp check). */
#define TEXTURES_DECODE_ONLY (-1)
typedef struct png_worker png_worker;
/* at: a pack's resource written into its own folder (extract/resources.h): offsets count
 * from origin (the pack's start) and each item names folder; NULL: p's start, no folder. */
typedef struct texture_place { const uint8_t *origin; const char *folder; } texture_place;
int extract_textures(const char *outdir, int mips, int png_level, int rgba, FILE *manifest, int *items,
                     const uint8_t *p, size_t len, const char *source, unsigned *textures, unsigned *failures,
                     png_worker **png, const texture_place *at);
void png_worker_free(png_worker *w);

/* ---- for the single-file extractor (file.c) ---- */

/* Output stems already used (case-insensitively, so extraction works on any file system). */
typedef struct name_set {
    char **items;
    size_t count, cap;
} name_set;

typedef struct tex_item tex_item;

typedef struct extract_ctx {
    const char *outdir;
    int mips, quiet, png_level, rgba;
    unsigned jobs;      /* threads making PNGs */
    png_worker *workers; /* made at the first batch, one per thread */
    unsigned worker_count;
    tex_item *tex;      /* the batch of textures named, not yet written */
    size_t tex_count, tex_cap;
    int io_failed;
    FILE *manifest;
    int manifest_items;
    char *manifest_text; /* the whole manifest, written last */
    size_t manifest_len;
    name_set names;
    const char *source; /* input label for the manifest */
    const uint8_t *base; /* start of the input, for offsets */
    const uint8_t *origin;   /* offsets count from here instead (NULL: the input's start) */
    const char *item_folder; /* each item's "folder" (NULL: none, the entry's) */
    size_t skew;             /* the input's offset from base */
    size_t dict_offset;
    unsigned textures, failures, dictionaries;
    /* models and worlds (.glb): --txd dictionaries, the chunks of a container */
    const uint8_t **txd;
    size_t *txd_len, txd_count;
    warp_stream_info *chunks; /* a container's RenderWare streams (warp_entry_streams) */
    size_t chunk_count, chunk_cap;
    unsigned models, skipped_meshes;
} extract_ctx;


/* Insert; 0 when new, 1 when already present, -1 out of memory. */
int name_set_add(name_set *set, const char *s);
void name_set_free(name_set *set);
/* A stem no earlier output used: the sanitised name, else name~1, name~2, ... */
int unique_stem(extract_ctx *c, const char *name, char *out, size_t cap);
/* The separator before the next manifest item; an error item. */
void file_manifest_sep(extract_ctx *c);
void file_manifest_error(extract_ctx *c, size_t offset, int index, const char *why);
/* Decoded, but not as declared: a "warning" item (warp check lists it). */
void file_manifest_warning(extract_ctx *c, size_t offset, const char *why);
/* The PNG threads of c and what they hold, freed. */
void free_workers(extract_ctx *c);

/* Where buffer_textures found the dictionaries: the buffer's layout. */
enum { LAYOUT_TXD, LAYOUT_WORLD_PART, LAYOUT_WORLD_STREAM, LAYOUT_TEXTURE_NATIVE, LAYOUT_CONTAINER, LAYOUT_OTHER };
/* Every texture of one buffer (c->source and c->base set to it); a container's streams
 * are kept in c->chunks. Returns the layout. */
int buffer_textures(extract_ctx *c, const uint8_t *p, size_t len, const char *source);

#endif
