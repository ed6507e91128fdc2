/* `warp extract BFW.SND|MUSIC.SND --wad WAD -o OUTDIR` (snd.c): the streamed sounds and
 * music cut by warriors.glr's records; the options cli/extract.c parses and the run. */
#ifndef WARP_TOOL_EXTRACT_SND_H
#define WARP_TOOL_EXTRACT_SND_H

typedef struct snd_options {
    const char *input, *outdir; /* IOP/BFW.SND or IOP/MUSIC.SND */
    const char *wad, *dir, *names; /* dir, names may be NULL */
    int music; /* 1: the input is MUSIC.SND, 0: BFW.SND */
    int quiet;
    unsigned jobs; /* threads decoding sounds (0: one) */
} snd_options;

/* Returns the exit status. */
int extract_snd_run(const snd_options *o);

#endif
