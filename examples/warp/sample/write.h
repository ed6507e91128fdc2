/* warp sample: the synthetic WARRIORS.WAD/.DIR and names.txt written (sample/write.c). */
#ifndef WARP_TOOL_SAMPLE_WRITE_H
#define WARP_TOOL_SAMPLE_WRITE_H

/* Build every entry (sample/entries.c), check each classifies as its kind, and write
 * OUT_DIR/WARRIORS.WAD, WARRIORS.DIR and names.txt, listing the entries on stdout unless
 * quiet. The exit status: 0, or 1 after a message. */
int sample_write(const char *out_dir, int quiet);

#endif
