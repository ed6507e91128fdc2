/* warp extract WAD: the content hash of every file one entry wrote (its manifest object's
 * "files": {"<folder>/<file>": "<fnv1a64, 16 hex digits>"}), noted as each file is committed
 * (platform/outfile.h out_set_note), so warp rebuild notices an edit of any of them and puts
 * it back or refuses it by name (docs/patch.md, "Every edit"). */
#ifndef WARP_TOOL_EXTRACT_FILE_NOTES_H
#define WARP_TOOL_EXTRACT_FILE_NOTES_H

#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct file_note {
    char *path; /* relative to the output folder */
    uint64_t hash;
    size_t seq; /* the order of the commits: a file written twice keeps its last hash */
} file_note;

typedef struct file_notes {
    pthread_mutex_t lock; /* the PNG pool's threads note too */
    const char *root;     /* the output folder: paths are noted relative to it */
    file_note *v;
    size_t n, cap;
    int failed; /* out of memory or a file not read back: the entry's "files" is left out */
} file_notes;

/* Start noting this thread's commits into n (out_set_note); file_notes_end stops and frees. */
void file_notes_begin(file_notes *n, const char *root);
void file_notes_end(file_notes *n);
/* `, "files": {...}` in path order (the same text whatever --jobs), or nothing when a note
 * failed (rebuild then refuses every edit of the entry's files: it cannot tell them). */
void file_notes_write(file_notes *n, FILE *f);

#endif
