/* Shared by lib/misc: the common internals and the misc header. */
#ifndef WARP_MISC_INTERNAL_H
#define WARP_MISC_INTERNAL_H

#include "../internal.h"
#include "warp/misc.h"

/* WARP_OK when the bytes are a well-formed object placement text (the classifier's test). */
int warp__objs_check(const uint8_t *p, size_t len);
/* 1 when the n bytes are exactly one number as the object text reads it (into *out). */
int warp__objs_read_float(const uint8_t *s, size_t n, float *out);

#endif
