/* Shared by lib/misc: the common internals and the misc header. */
#ifndef WARP_MISC_INTERNAL_H
#define WARP_MISC_INTERNAL_H

#include "../internal.h"
#include "warp/misc.h"

/* WARP_OK when the bytes are a well-formed object placement text (the classifier's test). */
int warp__objs_check(const uint8_t *p, size_t len);
/* 1 when the n bytes are exactly one number as the object text reads it (into *out). */
int warp__objs_read_float(const uint8_t *s, size_t n, float *out);

/* A decimal number (or inf, nan, with a sign) at s as the nearest double's bits, ties
 * to even; *used: the characters read. WARP_E_CORRUPT when none, WARP_E_RANGE past
 * the largest double, WARP_E_LIMIT for more than 19 significant digits. (lua_number.c) */
int warp__lua_parse_number(const char *s, size_t n, size_t *used, uint64_t *bits);

#endif
