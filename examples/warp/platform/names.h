/* Entry names recovered from the disc itself (names.c): the orchestration of the library's
 * harvest, guess and check calls (warp/wad.h, docs/names.md), shared by list, tree,
 * extract and names. */
#ifndef WARP_TOOL_NAMES_H
#define WARP_TOOL_NAMES_H

#include <stddef.h>
#include <stdint.h>

#include "warp/warp.h"

typedef struct names_opts {
    const char *const *harvest; /* --harvest files: more strings (the executable, ...) */
    size_t harvest_count;
    int progress;               /* a progress line on stderr */
    unsigned jobs;              /* harvest threads (0: one a core) */
    int drop_pages;             /* the WAD handle reads a read-only file mapping: drop its
                                   pages behind the harvest (map_behind, util.h) */
    char ***resources;          /* when set: receives the resource names recovered (a heap,
                                   NULL-terminated array of heap strings, sorted; the caller
                                   frees them), each the CRC-32 as spelled of a resource hash
                                   of a fitting kind (docs/names.md "Resource names") */
} names_opts;

typedef struct names_stats {
    uint64_t guesses;           /* names hashed and looked up */
    size_t stems;               /* distinct stems tried (harvested strings and their parts) */
    uint32_t recovered;         /* names kept after both checks */
    uint32_t wrong_kind, out_of_order, ambiguous; /* hits rejected by each check */
    uint32_t resources, resource_hashes; /* resource names recovered, of distinct resource hashes */
    double seconds, guess_seconds; /* the whole run; the guesses and look-ups alone */
} names_stats;

/* Name the entries of w (DIR bytes dir/dir_len) whose names[i] is NULL: the decimal name
 * of a resource (how "number"), else a name recovered from strings the disc spells that
 * passes the kind and order checks. names[i] and how[i] (how optional) are heap strings
 * the caller frees; existing names are kept. 0, or -1 after a report (a harvest file that
 * cannot be read, out of memory). */
int recover_names(const void *dir, size_t dir_len, const warp_wad *w, const names_opts *o, char **names, char **how,
                  names_stats *st);

/* The same in three steps, for a caller that reads every entry itself (the extraction's
 * index pass, platform/wad_pass.h): names_begin for a pass of `parts` parts (NULL after a
 * report); names_entry with each entry's bytes (p NULL: unreadable) and kind, from its
 * part's thread and on that thread's handle w, entries in order within a part; names_end merges the parts in entry
 * order, guesses and checks (0, or -1 after a report) and frees the run. o->jobs and
 * o->drop_pages are the pass's business then. */
typedef struct names_recovery names_recovery;
names_recovery *names_begin(const void *dir, size_t dir_len, const warp_wad *w, const names_opts *o, unsigned parts,
                       char **names, char **how);
void names_entry(names_recovery *n, const warp_wad *w, unsigned part, uint32_t index, const uint8_t *p, size_t len,
                 int kind);
int names_end(names_recovery *n, names_stats *st);
/* A run whose pass was stopped (a signal): freed, nothing guessed. */
void names_discard(names_recovery *n);

/* Call fn(user, name) with each name of a names file, in order: one name a line, '#'
 * starts a comment (`warp names` writes how each name was found), white space around a
 * name dropped, blank lines skipped. The one reader of names files. 0; or -1 with errno
 * set when the file cannot be read, or ENOMEM when fn returns nonzero (out of memory:
 * the reading stops). */
int names_file_foreach(const char *path, int (*fn)(void *user, const char *name), void *user);

/* Read a names file (one name a line; '#' starts a comment, blank lines skipped) and name
 * each entry a line hashes to (the first entry with the hash, as the game's lookup finds)
 * unless names[i] is set. 0, or -1 when the file cannot be read (errno set). */
int load_names_file(const char *path, const warp_wad *w, char **names);

#endif
