/* The tool's copy of warriors.glr's sound tables (sound list 0x29, classes 0x48, stereo
 * table 0x49, music 0x31) with lookups by hash, sound names from a names file, and the
 * JSON form of each list. Shared by the WAD extractor (banks, global lists) and the
 * streamed IOP/BFW.SND and IOP/MUSIC.SND extraction. */
#ifndef WARP_TOOL_AUDIO_TABLES_H
#define WARP_TOOL_AUDIO_TABLES_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "warp/warp.h"

typedef struct sound_name {
    uint32_t hash; /* CRC-32 of the name as written */
    char *name;
} sound_name;

typedef struct audio_tables {
    warp_sound_info *sounds; /* sorted by hash, ties in file order */
    size_t sound_count;
    warp_sound_class_info *classes;
    size_t class_count;
    warp_stereo_info *stereo; /* sorted by hash */
    size_t stereo_count;
    warp_music_info *music; /* file order */
    size_t music_count;
    sound_name *names; /* sorted by hash */
    size_t name_count;
    int found[4]; /* 0x29, 0x48, 0x49, 0x31 chunks seen */
    int status;   /* first table error (warp status), 0 when all parsed */
} audio_tables;

/* The first 0x29/0x48/0x49/0x31 chunk of a global resource. 0, or -1 out of memory. */
int audio_tables_load(audio_tables *t, const uint8_t *glr, size_t len);
/* Names, one per line; each line hashed as written and lower-cased. 0 or -1 (errno). */
int audio_names_load(audio_tables *t, const char *path);
void audio_tables_free(audio_tables *t);

const warp_sound_info *audio_find_sound(const audio_tables *t, uint32_t hash);
const warp_stereo_info *audio_find_stereo(const audio_tables *t, uint32_t hash);
const char *audio_name(const audio_tables *t, uint32_t hash); /* NULL when unnamed */
/* Output stem of a sound: its name (sanitised later), else the hash as 8 hex digits. */
void audio_stem(const audio_tables *t, uint32_t hash, char *out, size_t cap);

/* The JSON documents: which = 0 sound list, 1 classes, 2 stereo table, 3 music list. */
extern const char *const audio_list_files[4]; /* file stems: "sound_list", ... */
void audio_list_json(FILE *f, const audio_tables *t, int which);

#endif
