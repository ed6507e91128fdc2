/* warp rebuild GAME.iso --from DIR -o MOD.iso: a patched disc image (image.c). The WAD
 * and DIR rebuilt from the extraction (rebuild/wad.h), and the .SND files when the
 * extraction holds their sounds (rebuild/snd.h), written into a copy of the image: a
 * file that still fits its sectors stays there, one that grew moves to the end; the
 * records of both directory views follow (warp_disc_move, warp_disc_resize,
 * docs/format-disc.md). Every other byte is copied. */
#ifndef WARP_TOOL_REBUILD_IMAGE_H
#define WARP_TOOL_REBUILD_IMAGE_H

/* The whole command; 0 or 1 (a message said why, no image written). */
int rebuild_image(const char *image, const char *from, const char *output, unsigned jobs, int quiet);

#endif
