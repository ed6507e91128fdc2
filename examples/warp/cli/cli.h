/* The warp tool's commands, one file each under cli/ (main.c dispatches on argv[1]).
 * Each parses its own options, prints its own --help and returns the exit status. */
#ifndef WARP_TOOL_CLI_H
#define WARP_TOOL_CLI_H

int cmd_list(int argc, char **argv);
int cmd_names(int argc, char **argv);
int cmd_tree(int argc, char **argv);
int cmd_extract(int argc, char **argv);
int cmd_sample(int argc, char **argv);
int cmd_rebuild(int argc, char **argv);
int cmd_check(int argc, char **argv);
int cmd_mod(int argc, char **argv);

#endif
