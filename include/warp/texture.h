/* PS2 native textures and texture dictionaries. Included by warp/warp.h. */
#ifndef WARP_TEXTURE_H
#define WARP_TEXTURE_H

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif
#endif
