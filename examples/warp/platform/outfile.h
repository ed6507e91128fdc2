/* Output files that appear under their final name only when complete: written to a
 * temporary name in the same folder, flushed, then renamed into place; on failure the
 * temporary file is removed. Every file the tool writes goes through here.
 *
 * Temporary names are ".#warp-<pid>-<n>.<name>": '#' never occurs in an output name
 * (sanitize_name keeps [A-Za-z0-9._-]), so a leftover of a killed run is never taken
 * for an output, and out_clean_leftovers removes it on the next run.
 *
 * Durability: a file is flushed to the kernel and closed before the rename, so no stop
 * of the process (crash, signal, second Ctrl-C) leaves a partial file under a final
 * name. Surviving a power loss as well is asked per file (out_file.durable: fsync of the
 * file before the rename and of its folder after); the whole-WAD extractor instead
 * syncs the output file system once (out_sync_fs) before it writes its manifest, so a
 * manifest on disk only ever lists files that are on disk too.
 *
 * Faults: the first write that fails for lack of space (ENOSPC, EDQUOT, EFBIG) is
 * recorded (out_disk_full) and cancels the run's outputs: from then on out_open fails
 * with ECANCELED, so the workers stop at their next output. out_cancel does the same
 * on request (an interrupt). */
#ifndef WARP_TOOL_OUTFILE_H
#define WARP_TOOL_OUTFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef struct out_file {
    FILE *f;        /* write here between out_open and out_commit/out_abort */
    char *path;     /* final name */
    char *tmp;      /* temporary name in the same folder */
    int durable;    /* set before out_commit: fsync the file and its folder */
    int slot;       /* out_clean_on_signal's record of tmp, 0: none */
} out_file;

/* 0, or -1 with errno set (nothing created; ECANCELED once the outputs are cancelled). */
int out_open(out_file *o, const char *path);
/* Flush, close and rename into place: 0, or -1 with errno set (the temporary file is
 * removed, nothing is left under the final name). Always releases o. */
int out_commit(out_file *o);
/* Close and remove the temporary file; o released. Safe on a zeroed or released o. */
void out_abort(out_file *o);
/* The whole buffer as one file, atomically: 0, or -1 with errno set. */
int out_write_file(const char *path, const void *data, size_t len);

/* Called by out_commit before the rename, on the committing thread: non-zero refuses
 * the file (removed, errno EIO). The extractor refuses files made after a read fault. */
void out_set_commit_check(int (*check)(void));

/* This thread's note of committed files (warp extract's manifest "files": the content
 * hash of every file an entry wrote, so warp rebuild notices any edit): after each rename
 * into place, fn(user, path, data, len) on the committing thread, data NULL when the file
 * was written through a stream (read it back). NULL fn: no notes. out_get_note hands the
 * current one to the threads a job starts (extract/textures.c's PNG pool). */
typedef void (*out_note_fn)(void *user, const char *path, const void *data, size_t len);
void out_set_note(out_note_fn fn, void *user);
void out_get_note(out_note_fn *fn, void **user);

/* on: from now on nothing is written: out_open gives a stream to the null device,
 * out_commit and out_write_file succeed without a file (`warp check` runs the
 * extraction's writers this way: decode only; it creates no folder either). 0: files again. */
void out_set_discard(int on);
int out_discarding(void);

/* 1 when the file name (no folder) is one of our temporary names. */
int out_is_temp(const char *name);
/* Remove the temporary files that runs no longer alive left in dir and in its
 * sub-folders (one level, the whole-WAD layout). Returns how many were removed. */
unsigned out_clean_leftovers(const char *dir);
/* The same in the folder holding path (no sub-folder). */
unsigned out_clean_beside(const char *path);

/* warp rebuild: from now on SIGINT and SIGTERM remove every temporary file open at the
 * time (their paths are recorded as they are opened) and the paths given to
 * out_also_remove, print "warp: interrupted (SIGINT): <what> not written; ..." and exit
 * 128 + the signal (130 for Ctrl-C). what is kept, not copied. */
void out_clean_on_signal(const char *what);
/* path (a file, or a folder empty by then) removed too on such a signal, after those
 * given before it; at most 16. NULL forgets them all. */
void out_also_remove(const char *path);

/* From now on out_open fails with ECANCELED. Async-signal-safe. */
void out_cancel(void);
int out_cancelled(void);
/* Outputs allowed again (the workers are gone; the manifest is still to be written). */
void out_uncancel(void);
/* 1 when a write failed for lack of space: its folder, errno and the files and bytes
 * committed before it (any may be NULL); else 0. */
int out_disk_full(char *folder, size_t cap, int *err);
/* A write of path failed with err outside out_*: a lack of space is recorded and stops the
 * run's outputs as when one of theirs fails (the extractor's room for its manifest). */
void out_fail(const char *path, int err);
/* Files and bytes committed so far by this process. */
void out_totals(uint64_t *files, uint64_t *bytes);
/* 1 for the errors that mean "no space": ENOSPC, EDQUOT, EFBIG. */
int out_is_space_error(int err);
/* Flush everything written so far on the file system holding dir to the disk
 * (syncfs, else sync): 0 or -1 with errno. */
int out_sync_fs(const char *dir);

#endif
