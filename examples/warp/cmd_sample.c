#include "util.h"

int cmd_sample(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "warp sample: not implemented yet\n");
    return 2;
}
