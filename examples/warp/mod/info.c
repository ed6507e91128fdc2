/* warp mod list|info MOD.warpmod: what a package changes, for a person or as JSON. */
#include <stdio.h>
#include <stdlib.h>

#include "mod/mod.h"
#include "mod/package.h"

static void print_file(const mod_file *f) {
    if (f->prop[0]) {
        printf("  adds prop %s  (%s, %u bytes)\n", f->prop, f->path, (unsigned)f->size);
        return;
    }
    printf("  %s  %s %s%s%s  (%s, %u bytes; original entry %u bytes, CRC-32 %08x)\n", f->entry_name[0] ? f->entry_name : "?",
           f->kind, f->name[0] ? f->name : f->variant, f->item[0] ? ": adds it" : f->added[0] ? ": adds " : "",
           f->item[0] ? "" : f->added, f->path, (unsigned)f->size, (unsigned)f->orig_size, (unsigned)f->orig_crc);
}

int mod_info(const char *path, int json, int files_only) {
    mod_pkg p;
    if (mod_pkg_open(path, &p)) return 1;
    if (json) {
        char *text = mod_pkg_json(&p);
        if (text) printf("%s\n", text);
        free(text);
        mod_pkg_close(&p);
        return text ? 0 : 1;
    }
    unsigned long long bytes = 0;
    for (size_t i = 0; i < p.n; i++) bytes += p.files[i].size;
    if (!files_only) {
        printf("%s%s%s%s%s\n", p.title[0] ? p.title : "(untitled)", p.version[0] ? " " : "", p.version,
               p.author[0] ? " by " : "", p.author);
        if (p.description[0]) printf("%s\n", p.description);
        printf("made with %s against a WAD of %u entries (%llu bytes; its DIR: %u bytes, CRC-32 %08x)\n",
               p.made_with[0] ? p.made_with : "warp", (unsigned)p.base_entries, (unsigned long long)p.base_wad_size,
               (unsigned)p.base_dir_size, (unsigned)p.base_dir_crc);
        printf("%zu file%s, %llu bytes:\n", p.n, p.n == 1 ? "" : "s", bytes);
    }
    for (size_t i = 0; i < p.n; i++) print_file(&p.files[i]);
    mod_pkg_close(&p);
    return 0;
}
