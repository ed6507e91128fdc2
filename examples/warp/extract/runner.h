/* The extraction pass of whole-WAD extraction (runner.c): worker threads, progress,
 * --resume's pass over entries already done, and what stops a run (signals, a full
 * disk, read faults of the mapped WAD, test hooks). It knows nothing of the kinds of
 * entries: it is handed the per-entry dispatcher. */
#ifndef WARP_TOOL_EXTRACT_RUNNER_H
#define WARP_TOOL_EXTRACT_RUNNER_H

#include <stdint.h>

#include "extract/job.h"

/* Writes one entry's outputs and manifest items (extract_entry, entry.h). */
typedef void (*entry_fn)(entry_job *j, const uint8_t *p, size_t len);

/* Seconds on a monotonic clock. */
double run_clock(void);
/* SIGINT / SIGTERM stop the run, SIGBUS on the mapped WAD marks the entry failed. */
void run_install_handlers(const wad_run *r);
/* The hidden test hooks (WARP_TEST_*) into r. */
void run_read_test_hooks(wad_run *r);
/* Every entry through `extract` on r->jobs threads until done or stopped; results stay
 * in r->results for the manifest, totals in r. 0, or -1 when no thread could start. */
int run_entries(wad_run *r, entry_fn extract);
/* The first stop signal (SIGINT, SIGTERM), 0 for none. */
int run_stop_signal(void);
/* The workers are done: a signal no longer cancels outputs. */
void run_finishing(void);
/* This thread's read fault forgotten (one while indexing is found again per entry). */
void run_forget_fault(void);

#endif
