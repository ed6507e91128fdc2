/* warp rebuild WARRIORS.WAD --from DIR -o OUTDIR: the WAD's edited textures put back.
 *
 * rebuild/wad.c plans: it checks the extraction's manifest against the DIR (manifest.c),
 * compares every texture PNG with its texture and records, per entry, the splices (new
 * texture natives and the containers around them); wad_records.c adds the size records
 * other entries keep of the resized ones; wad_write.c lays the entries out again and
 * streams the new WAD and DIR. The plan itself and its primitives: wad_plan.h. */
#ifndef WARP_TOOL_REBUILD_WAD_H
#define WARP_TOOL_REBUILD_WAD_H

/* The whole command; 0 or 1 (a message said why, nothing written). */
int rebuild_wad(const char *wad_path, const char *dir_path, const char *from, const char *outdir, unsigned jobs,
                int quiet);

#endif
