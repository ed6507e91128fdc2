#include "util.h"

int cmd_tree(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "warp tree: not implemented yet\n");
    return 2;
}
