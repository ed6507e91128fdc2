/* warp tree for level data and scenes: one line per decoded part, indented under the
 * chunk tree, with counts and the fields a reader looks for first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/tree_level.h"
#include "platform/util.h"


typedef struct sub_count {
    unsigned languages, scenes, captions;
} sub_count;
static int count_sub(void *user, const warp_subtitle_info *r) {
    sub_count *s = user;
    s->languages += r->kind == WARP_SUBTITLE_LANGUAGE;
    s->scenes += r->kind == WARP_SUBTITLE_SCENE;
    s->captions += r->kind >= WARP_SUBTITLE_TITLE;
    return 0;
}

static void tree_collision(const warp_level_chunks *k, int depth) {
    warp_collision *c = handle_alloc(warp_collision_sizeof());
    if (!c) return;
    int rc = warp_collision_init(c, warp_collision_sizeof(), WARP_ABI_VERSION, k, NULL);
    print_indent(depth);
    if (rc != WARP_OK) {
        printf("collision  error: %s\n", warp_strerror(rc));
        free(c);
        return;
    }
    warp_collision_info in;
    warp_collision_get_info(c, &in);
    printf("collision  %u triangles  %u vertices  grid %u x %u x %u  %u cells listed (longest %u)\n",
           in.triangle_count, in.vertex_count, in.nx, in.ny, in.nz, in.nonempty_cells, in.longest_list);
    unsigned mat[256] = {0};
    for (uint32_t t = 0; t < in.triangle_count; t++) {
        warp_collision_triangle tr;
        warp_collision_get_triangle(c, t, &tr);
        mat[tr.material]++;
    }
    for (int m = 0; m < 256; m++) {
        if (!mat[m]) continue;
        const char *name = warp_collision_material_name((uint32_t)m);
        print_indent(depth + 1);
        printf("material %d%s%s  %u triangles\n", m, name ? " " : "", name ? name : "", mat[m]);
    }
    free(c);
}

static void tree_paths(const warp_span *s, int depth) {
    warp_paths *p = handle_alloc(warp_paths_sizeof());
    if (!p) return;
    int rc = warp_paths_init(p, warp_paths_sizeof(), WARP_ABI_VERSION, s->data, s->len, NULL);
    print_indent(depth);
    if (rc == WARP_OK) {
        warp_paths_info in;
        warp_paths_get_info(p, &in);
        printf("paths  %u polygons  %u vertices  %u area records  %u nodes  %u edges  %u slab lists  tail %zu\n",
               in.path_count, in.vertex_count, in.area_count, in.node_count, in.edge_count, in.slab_lists, in.tail_len);
    } else {
        printf("paths  error: %s\n", warp_strerror(rc));
    }
    free(p);
}

void tree_level(const uint8_t *p, size_t len, int depth) {
    warp_level_chunks k;
    if (warp_level_find_chunks(p, len, &k) != WARP_OK) return;
    print_indent(depth);
    printf("decoded level data\n");
    if (k.collision_header.data) tree_collision(&k, depth + 1);
    if (k.paths.data) tree_paths(&k.paths, depth + 1);
    size_t n;
    if (k.occluders.data) {
        int rc = warp_occluder_foreach(k.occluders.data, k.occluders.len, NULL, NULL, &n);
        print_indent(depth + 1);
        if (rc == WARP_OK)
            printf("occluders  %zu\n", n);
        else
            printf("occluders  error: %s\n", warp_strerror(rc));
    }
    if (k.level_header.data) {
        print_indent(depth + 1);
        printf("level header  %zu bytes (opaque)\n", k.level_header.len);
    }
    if (k.subtitles.data) {
        sub_count sc = {0, 0, 0};
        int rc = warp_subtitle_foreach(k.subtitles.data, k.subtitles.len, count_sub, &sc, &n);
        print_indent(depth + 1);
        if (rc == WARP_OK)
            printf("subtitles  %zu records: %u languages, %u scene sections, %u captions\n", n, sc.languages,
                   sc.scenes, sc.captions);
        else
            printf("subtitles  error: %s\n", warp_strerror(rc));
    }
}

static int list_line(void *user, const warp_scene_list_entry *e) {
    int depth = *(int *)user;
    print_indent(depth);
    printf("scene %u  id %u  size %u  %s\n", e->index, e->id, e->size, e->name);
    return 0;
}
static int list_chunk(void *user, const warp_chunk_info *c) {
    if (c->type != WARP_CHUNK_SCENE_LIST) return 0;
    size_t n;
    int depth = *(int *)user;
    print_indent(depth);
    printf("decoded scene list\n");
    depth++;
    int rc = warp_scene_list_foreach(c->data, c->size, list_line, &depth, &n);
    if (rc != WARP_OK) {
        print_indent(depth);
        printf("error: %s\n", warp_strerror(rc));
    }
    return 1;
}

void tree_scene_list(const uint8_t *p, size_t len, int depth) { warp_chunk_foreach(p, len, NULL, list_chunk, &depth); }

int tree_scene(const uint8_t *p, size_t len, int depth) {
    warp_scene *s = handle_alloc(warp_scene_sizeof());
    if (!s) return -1;
    int rc = warp_scene_init(s, warp_scene_sizeof(), WARP_ABI_VERSION, p, len);
    if (rc != WARP_OK) {
        print_indent(depth);
        printf("0x%08x  scene record  error: %s\n", 0, warp_strerror(rc));
        free(s);
        return -1;
    }
    warp_scene_info in;
    warp_scene_get_info(s, &in);
    print_indent(depth);
    printf("0x%08x  %s  \"%s\"  size %u  next \"%s\"  part %.3f s", 0,
           in.kind == WARP_SCENE_HEADER ? "scene header" : "scene segment", in.name, in.size, in.next_suffix,
           (double)in.part_duration);
    if (in.kind == WARP_SCENE_HEADER) printf("  %u frames  label \"%s\"", in.frame_count, in.label);
    printf("\n");
    static const char *const groups[4] = {"role", "object", "camera", "light"};
    for (uint32_t g = 0; g < 4; g++)
        for (uint32_t i = 0; i < in.counts[g]; i++) {
            warp_scene_definition d;
            warp_scene_track t;
            if (warp_scene_get_track(s, g, i, &t) != WARP_OK) continue;
            print_indent(depth + 1);
            printf("0x%08x  %s %u", t.offset, groups[g], i);
            if (warp_scene_get_definition(s, g, i, &d) == WARP_OK) printf("  \"%s\"", d.name);
            if (g == WARP_SCENE_ROLE)
                printf("  clip %.3f s  sections %u/%u/%u  %u channels  %u events\n", (double)t.duration,
                       t.section_bytes[0], t.section_bytes[1], t.section_bytes[2], t.channels, t.event_count);
            else
                printf("  track %.3f s  %u position keys  %u rotation keys  %u events\n", (double)t.duration,
                       t.position_keys, t.rotation_keys, t.event_count);
        }
    free(s);
    return 0;
}
