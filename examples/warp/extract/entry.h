/* One entry of whole-WAD extraction, dispatched to the per-kind exporters (entry.c). */
#ifndef WARP_TOOL_EXTRACT_ENTRY_H
#define WARP_TOOL_EXTRACT_ENTRY_H

#include "extract/job.h"

/* Every output of entry j->index (bytes p, len) into j->dir, with its manifest items;
 * handed to run_entries (runner.h). */
void extract_entry(entry_job *j, const uint8_t *p, size_t len);

#endif
