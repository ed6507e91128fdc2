#include "util.h"

int cmd_list(int argc, char **argv) {
    (void)argc;
    (void)argv;
    fprintf(stderr, "warp list: not implemented yet\n");
    return 2;
}
