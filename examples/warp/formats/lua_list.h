/* A Lua 4.0 bytecode chunk as a disassembly listing (text): functions in source order,
 * their constants and locals, one instruction a line with its source line and its
 * operands resolved to constants, jump targets and nested functions. */
#ifndef WARP_TOOL_LUA_LIST_H
#define WARP_TOOL_LUA_LIST_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Write the listing of chunk to f. Returns WARP_OK or the library's error (nothing
 * useful is written then); -11 (WARP_E_IO) when f fails. */
int lua_listing(FILE *f, const uint8_t *chunk, size_t len);

#endif
