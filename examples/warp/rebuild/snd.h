/* warp rebuild BFW.SND|MUSIC.SND --wad WAD --from DIR -o OUTDIR: the edited WAVs of a
 * `warp extract BFW.SND --wad WAD` (or MUSIC.SND) put back (snd.c). FACTS.md 7, FACTS-2
 * 6.6-6.7. The .SND is streamed (pread in pieces, written through outfile.h), never held
 * whole; the WAD is copied with its sound tables' words rewritten when offsets, sizes,
 * layouts or rates move. */
#ifndef WARP_TOOL_REBUILD_SND_H
#define WARP_TOOL_REBUILD_SND_H

/* 0, or 1 after a message (nothing written). */
int rebuild_snd(const char *snd_path, const char *wad_path, const char *dir_path, const char *from,
                const char *outdir, int quiet);

#endif
