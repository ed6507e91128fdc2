#include "util.h"

int cmd_extract(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "warp extract: not implemented yet\n");
    return 2;
}
