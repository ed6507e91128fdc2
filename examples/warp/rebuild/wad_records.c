/* warp rebuild WARRIORS.WAD: size records that follow a resized entry (wad_records.h).
 * They are u32 words rewritten in place (wad_word), so the entries holding them keep
 * their size. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rebuild/wad_records.h"
#include "platform/util.h"

/* The `<world>_sec.mem` entry and record of a resized world stream or part (FACTS.md 3.4:
 * worldSize = the stream's size, part[k-1].fileSize = part k's). World names: the
 * extraction's names, else level<N>, level<N>s, level<N>d and objarena. The part is
 * matched by its header hash, crc32("<world>_ms<k>.sec"). 0 and *mem, *rec (the record's
 * byte offset in the _sec.mem entry), or -1. */
static int find_world_record(const wad_plan *pl, const warp_wad *w, const manifest *m, uint32_t i, uint32_t *mem,
                             size_t *rec) {
    int stream = !strcmp(m->e[i].kind, "world_stream");
    uint8_t head[16];
    if (!stream && (pl->entries[i].size < 16 || wad_pread(pl, head, 16, pl->entries[i].offset))) return -1;
    char world[300], name[340];
    for (uint32_t n = 0; n <= 3000 + pl->count; n++) {
        if (n < 3000)
            snprintf(world, sizeof world, "level%u%s", n / 3, (const char *[]){"", "s", "d"}[n % 3]);
        else if (n == 3000)
            snprintf(world, sizeof world, "objarena");
        else if (ends_with(m->e[n - 3001].name, "_sec.mem"))
            snprintf(world, sizeof world, "%.*s", (int)strlen(m->e[n - 3001].name) - 8, m->e[n - 3001].name);
        else
            continue;
        snprintf(name, sizeof name, "%s_sec.mem", world);
        uint32_t j;
        if (warp_wad_find(w, name, &j) != WARP_OK || pl->entries[j].size < 12 || pl->entries[j].size > 12 + 8 * 65536)
            continue;
        if (stream) {
            snprintf(name, sizeof name, "%s_sec.wld", world);
            if (warp_name_hash(name) != pl->entries[i].hash) continue;
            *mem = j, *rec = 0;
            return 0;
        }
        uint8_t mh[12];
        if (wad_pread(pl, mh, 12, pl->entries[j].offset)) return -1;
        for (uint32_t k = 1; k <= le32(mh + 8) && 12 + 8 * (uint64_t)k <= pl->entries[j].size; k++) {
            snprintf(name, sizeof name, "%s_ms%u.sec", world, k);
            if (warp_crc32(0, name, strlen(name)) == le32(head + 12)) {
                *mem = j, *rec = 12 + 8 * (size_t)(k - 1);
                return 0;
            }
        }
    }
    return -1;
}

/* Every resized world stream or part moves its record in its manifest: the file size, and
 * the heap size by as much as the file grew (the game allocates that heap to load it). */
int wad_follow_world_sizes(wad_plan *pl, const warp_wad *w, const manifest *m) {
    for (uint32_t i = 0; i < pl->count; i++) {
        uint64_t old = pl->entries[i].size, neu = pl->changes[i].new_size;
        if (!pl->changes[i].nsplice || neu == old) continue;
        if (strcmp(m->e[i].kind, "world_stream") && strcmp(m->e[i].kind, "world_part")) continue;
        uint32_t j;
        size_t rec;
        uint8_t r[8];
        if (find_world_record(pl, w, m, i, &j, &rec)) {
            report(pl->wad_path, (long long)pl->entries[i].offset,
                   "entry %u (%s) changes size (%llu -> %llu bytes) but its record in <world>_sec.mem was not found "
                   "(world name unknown): refused, the game would load the old size",
                   i, m->e[i].kind, (unsigned long long)old, (unsigned long long)neu);
            return -1;
        }
        if (wad_pread(pl, r, 8, pl->entries[j].offset + rec)) return -1;
        if (le32(r) != old) {
            report(pl->wad_path, (long long)pl->entries[j].offset, "entry %u (%s): its record says %u bytes, not %llu",
                   j, m->e[j].name, le32(r), (unsigned long long)old);
            return -1;
        }
        uint64_t heap = le32(r + 4) + (neu > old ? neu - old : 0);
        if (heap > UINT32_MAX) heap = UINT32_MAX;
        if (wad_set_word(pl, j, rec, (uint32_t)neu) || wad_set_word(pl, j, rec + 4, (uint32_t)heap))
            return -1;
        if (!pl->quiet)
            fprintf(stderr, "warp: entry %u (%s): size record %u -> %llu bytes\n", j,
                    m->e[j].name[0] ? m->e[j].name : "_sec.mem", le32(r), (unsigned long long)neu);
    }
    return 0;
}

/* The global lists name resources with their sizes (FACTS.md 4.4, FACTS-2 6.2 and 6.5):
 * Character List 0x44 (32-byte records after 16 bytes: character data, model and
 * dictionary hashes at +0x04/+0x08/+0x0C, sizes at +0x10/+0x14/+0x1C), Object List 0x46
 * (36-byte records after 16 bytes: model, dictionary, second dictionary at +0x08/+0x0C/
 * +0x10, sizes at +0x14/+0x1C/+0x20) and the sprite-sheet table 0x4D ({size, hash} pairs
 * after a count). A record naming a resized resource and holding its old size gets the
 * new one (resource hashes are not unique: the old size must match too). */
typedef struct list_pass {
    wad_plan *pl;
    uint32_t entry;
    const uint8_t *base;
    int failed;
    unsigned updated;
} list_pass;

static void follow_pair(list_pass *lp, const uint8_t *rec, size_t hash_at, size_t size_at) {
    uint32_t hash = le32(rec + hash_at), size = le32(rec + size_at);
    for (uint32_t i = 0; i < lp->pl->count; i++) {
        const wad_change *c = &lp->pl->changes[i];
        for (size_t k = 0; k < c->nresized; k++)
            if (c->resized[k].hash == hash && c->resized[k].old_size == size) {
                lp->failed |=
                    wad_set_word(lp->pl, lp->entry, (size_t)(rec + size_at - lp->base), c->resized[k].new_size);
                lp->updated++;
                return;
            }
    }
}

static int list_cb(void *user, const warp_chunk_info *ch) {
    list_pass *lp = user;
    static const uint8_t chars[][2] = {{0x04, 0x10}, {0x08, 0x14}, {0x0C, 0x1C}};
    static const uint8_t objs[][2] = {{0x08, 0x14}, {0x0C, 0x1C}, {0x10, 0x20}};
    if (ch->size < 16 || (ch->type != 0x44 && ch->type != 0x46 && ch->type != 0x4D)) return 0;
    uint32_t n = le32(ch->data);
    size_t head = ch->type == 0x4D ? 4 : 16, rec = ch->type == 0x44 ? 32 : ch->type == 0x46 ? 36 : 8;
    for (uint32_t r = 0; r < n && head + rec * ((size_t)r + 1) <= ch->size; r++) {
        const uint8_t *p = ch->data + head + rec * r;
        if (ch->type == 0x4D) follow_pair(lp, p, 4, 0);
        for (int k = 0; k < 3 && ch->type != 0x4D; k++)
            follow_pair(lp, p, (ch->type == 0x44 ? chars : objs)[k][0], (ch->type == 0x44 ? chars : objs)[k][1]);
    }
    return 0;
}

int wad_follow_list_sizes(wad_plan *pl, const manifest *m) {
    int any = 0;
    for (uint32_t i = 0; i < pl->count; i++) any |= pl->changes[i].nresized != 0;
    for (uint32_t j = 0; any && j < pl->count; j++) {
        if (strcmp(m->e[j].kind, "global")) continue;
        size_t len = pl->entries[j].size;
        uint8_t *e = malloc(len ? len : 1), *now = NULL;
        if (!e || wad_pread(pl, e, len, pl->entries[j].offset)) {
            free(e);
            return -1;
        }
        /* lists written again (records edited or added, a new prop's): the records where they are now, as the
           words are set after the splices (wad_change_apply) */
        if (pl->changes[j].nsplice && wad_apply(pl, j, e, &now, &len)) {
            free(e);
            return -1;
        }
        if (now) free(e), e = now;
        list_pass lp = {pl, j, e, 0, 0};
        warp_chunk_foreach(e, len, NULL, list_cb, &lp);
        free(e);
        if (lp.failed) return -1;
        if (lp.updated && !pl->quiet)
            fprintf(stderr, "warp: entry %u (%s): %u resource size record(s) follow\n", j,
                    m->e[j].name[0] ? m->e[j].name : "global lists", lp.updated);
    }
    return 0;
}
