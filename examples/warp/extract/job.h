/* What the whole-WAD extractor shares with the per-kind export files (extract_<kind>.c):
 * the run's tables, one entry's job, and the helpers (job.c) that name output files and
 * add manifest items. One concern per file: a new kind of output gets its own file that
 * takes an entry_job and writes through these helpers (and out_*, outfile.h). */
#ifndef WARP_TOOL_EXTRACT_JOB_H
#define WARP_TOOL_EXTRACT_JOB_H

#include "extract/res_names.h"
#include "extract/resources.h"
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "platform/util.h"
#include "warp/container.h"
#include "warp/wad.h"

/* --only: what to write. Bit k is only_names[k]. */
enum { ONLY_TEXTURES = 1, ONLY_MODELS = 2, ONLY_WORLDS = 4, ONLY_RAW = 8, ONLY_SOUNDS = 16, ONLY_DATA = 32, ONLY_ALL = 63 };
#define ONLY_KINDS 6
extern const char *const only_names[ONLY_KINDS];

typedef struct hash_ref { uint32_t hash, entry; } hash_ref;
/* A resource's first texture dictionary chunk: payload at `offset` in entry `entry`. */
typedef struct dict_ref { uint32_t hash, entry, offset, len; } dict_ref;
/* Object/Character List record: model resource hash -> dictionary resource hashes; key:
 * the CRC-32 of the lowercase object or character name (FACTS.md 4.4). */
typedef struct model_rec { uint32_t model, dict[2], data, key; } model_rec;
/* A clip holder: content key (extract_anim.c), rank (0 for .anm entries), entry, descriptor offset. */
typedef struct clip_owner { uint64_t key; uint32_t rank, entry, offset; } clip_owner;
/* Clip owners as one part of the index pass finds them (anim.c), merged in entry order. */
typedef struct clip_list { clip_owner *v; size_t count, cap; } clip_list;

/* One entry's manifest object, made by a worker and written by the main thread. */
typedef struct entry_result {
    char *text;
    size_t len;
    int ready, failed;
    int interrupted; /* cut short by a stop: redone by --resume */
    int reused;      /* kept from the previous run's manifest (--resume) */
    unsigned textures, models, worlds, raws;
} entry_result;

typedef struct wad_run {
    /* options */
    const char *wad_path, *dir_path, *outdir, *names_path;
    unsigned only, jobs;
    int mips, png_level, rgba, quiet, stats, resume, no_html;
    int raw_all; /* --raw: a raw copy of every kind not converted whole (default: only of
                    what nothing decoded, entry.c wants_raw) */
    int root_motion; /* --root-motion: clips move the character (FACTS.md 6.4 step 7) */
    int check;       /* warp check: decode only, write nothing (check.c) */
    int no_recover;  /* --no-recover-names: no entry or resource names from the disc's strings */
    /* input */
    file_map dir;
    int fd;
    const uint8_t *map;
    size_t wad_len;
    uint64_t wad_base; /* where the WAD starts in the file open on fd (a disc image's member) */
    size_t map_skew;   /* bytes mapped before map (the mapping starts on a 64 KB boundary) */
    uint32_t count;
    warp_entry *entries;
    int *kinds;
    char **names, **folders, **worlds; /* per entry; NULL when none */
    uint8_t *selected;
    hash_ref *by_hash, *parts;
    uint32_t *bank_index; /* per entry: a sound bank's .msd entry + 1 (0: not a bank; wad_index.c) */
    uint8_t *claimed;   /* per entry: a world part a named world stream exports (wad_index.c) */
    res_names resnames; /* the names file's, else the recovered resource names, by CRC-32:
                           names resources' files (res_names.h) */
    size_t part_count;
    dict_ref *dicts;
    size_t dict_count;
    dict_ref *model_refs; /* each resource's first model chunk (0x47), as dicts (level_scene.c) */
    size_t model_ref_count;
    model_rec *recs;
    size_t rec_count;
    clip_owner *clips; /* sorted by key, rank, entry, offset: the first is the clip's owner */
    size_t clip_count;
    res_table res; /* every copy of every resource, grouped (resources.h) */
    const char *const *picks; /* --entry picks; focus: hash only theirs (wad_options) */
    size_t pick_count;
    int focus;
    uint32_t *res_want; /* focus: the picks' resource hashes (resources.h want), else NULL */
    struct audio_tables *audio; /* warriors.glr's sound tables (extract_audio.c) */
    /* extraction pass */
    pthread_mutex_t lock;
    pthread_cond_t cond;
    uint32_t next, done, workers_left;
    uint32_t low;            /* every entry below it is done: the pages behind it may go */
    const uint8_t *held;     /* where the mapped pages still held start (map_behind) */
    uint32_t stop_after, stop_signals, shrink_at; /* hidden test hooks (runner.c) */
    uint64_t bytes_done;
    uint64_t text_done;      /* manifest bytes of the entries done (the final manifest's room follows it) */
    /* Called by a worker after each entry, before it takes the next, without the lock, on
     * several threads at once (wad.c's manifest room): NULL, or one that stops the run itself
     * when it must (out_fail). */
    void (*on_entry)(struct wad_run *r, uint64_t text_done, uint32_t done);
    entry_result *results;
    unsigned textures, models, world_files, raws, failed;
} wad_run;

typedef struct entry_bytes {
    const uint8_t *p;
    size_t len;
    uint8_t *heap; /* owned copy in reader mode */
} entry_bytes;

typedef struct entry_job {
    const wad_run *r;
    const warp_wad *w;
    uint32_t index;
    const uint8_t *base; /* entry bytes */
    FILE *m;             /* this entry's manifest items */
    int items;
    unsigned failures, textures, models, worlds, raws;
    unsigned data; /* decoded data files (JSON) */
    unsigned decoded; /* manifest items of decoded outputs (all but raw, error, warning, note) */
    char dir[4096];
    const char *item_folder; /* each item's "folder" when dir is not the entry's (a pack's resource) */
    char **used; /* output file names taken in dir (besides PNG stems) */
    size_t used_count;
    /* the chunk walk of one resource */
    uint32_t resource_hash;
    const uint8_t *pair_dict; /* the resource's last 0x2A chunk before this one */
    size_t pair_len;
    unsigned resource_models;
    struct png_worker **png; /* this thread's PNG compressor and buffers (extract_textures) */
} entry_job;

/* A WAD handle on the run's DIR and WAD (its mapping, else pread): wad_handle_init sets
 * up one the caller allocated (a WARP_* code); wad_handle_open allocates one for a
 * thread (NULL on failure; free it when done). */
int wad_handle_init(const wad_run *r, warp_wad *w);
warp_wad *wad_handle_open(const wad_run *r);
/* First element with `hash` in an array sorted by (hash, entry) = first in file order. */
const hash_ref *find_ref(const hash_ref *v, size_t n, uint32_t hash);
/* The entry whose DIR hash is warp_name_hash(name); 0 or -1. */
int entry_by_name(const wad_run *r, const char *name, uint32_t *index);
/* An entry's bytes through this thread's own WAD handle; entry_close when done (its
 * mapped pages dropped at once), or entry_done in a pass that reads the WAD in order and
 * drops the pages behind it (map_behind, platform/util.h). */
int entry_open(const warp_wad *w, uint32_t i, entry_bytes *b);
void entry_close(const wad_run *r, entry_bytes *b);
void entry_done(entry_bytes *b);

/* Manifest: starts `{"kind": kind` (and `, "folder": ` j->item_folder when set); the caller adds `, "key": value` pairs to j->m and
 * closes the object with '}'. */
void item_begin(entry_job *j, const char *kind);
/* `, "fnv1a64": "<16 hex digits>"`: the content hash of a file just written (rebuild
 * compares it to notice an edit); nothing when the file cannot be read back. */
void item_file_hash(entry_job *j, const char *path);
/* A decode failure: one line on stderr (entry, WAD offset, reason) and a manifest item. */
void entry_error(entry_job *j, size_t offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* Decoded, but not as expected (a surplus past the records, an unlisted sound): one line
 * on stderr (not under warp check, which lists them) and a "warning" manifest item. */
void entry_warning(entry_job *j, size_t offset, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A file name in the entry's folder no earlier output took: stem.ext, stem~1.ext, ... */
void unique_file(entry_job *j, const char *stem, const char *ext, char *out, size_t cap);
/* The bytes as one file stem.ext in the entry's folder, with a "raw" manifest item. */
void write_raw(entry_job *j, const uint8_t *p, size_t len, const char *stem, const char *ext, size_t offset);
/* File extension a kind implies for its raw bytes (FACTS.md 2.4, 8). */
const char *kind_ext(int kind);
/* The png_level extract_textures is given: TEXTURES_DECODE_ONLY under warp check. */
int texture_png_level(const wad_run *r);

/* Parts 1..n of streamed world `world` (<world>_ms<i>.sec), found by the part header's
 * hash crc32("<world>_ms<i>.sec"), else by DIR name (FACTS.md 3.4), opened into
 * held[k] / parts[k] / lens[k] (NULL where missing; entry_close each). Returns how many. */
size_t world_parts_open(entry_job *j, const char *world, size_t n, const uint8_t **parts, size_t *lens,
                        entry_bytes *held);
/* The clump section (0x10) among the root sections of a model chunk (0x47): 0, or -1. */
int model_clump(const uint8_t *p, size_t len, const uint8_t **clump, size_t *clump_len);

#endif
