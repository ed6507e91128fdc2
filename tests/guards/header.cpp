// Guard: the public header compiles as C++ and its declarations link from C++.
#include "warp/warp.h"

int main() {
    warp_limits l;
    warp_limits_default(&l);
    return (warp_version() == WARP_VERSION && l.max_depth > 0 && warp_strerror(WARP_OK) != nullptr) ? 0 : 1;
}
