"""The shared library, its error type, and what every call needs: caller storage for a
handle (16-byte aligned) and the input bytes a handle borrows (include/warp/core.h, warp.h).

Finds the shared library through $WARP_LIB, then the copy `pip install` put beside this
file, then ctypes.util.find_library('warp') (an installed libwarp), then a build tree of
the source tree this file sits in (docs/python.md). Each module of the package declares
the signatures of the calls it makes (_declare), as each C header declares its own.
"""
import ctypes
import ctypes.util
import mmap
import os

try:
    import numpy
except ImportError:  # numpy is optional
    numpy = None

c_u32, c_u8, c_u16, c_f32 = ctypes.c_uint32, ctypes.c_uint8, ctypes.c_uint16, ctypes.c_float
vp, sz = ctypes.c_void_p, ctypes.c_size_t
ALIGN = 16


def _find_library():
    env = os.environ.get("WARP_LIB")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    bundled = os.path.join(here, "libwarp.so")
    if os.path.exists(bundled):
        return bundled
    found = ctypes.util.find_library("warp")
    if found:
        return found
    for build in ("build", "builddir", "_build/release", "_build/dev"):
        cand = os.path.join(here, "..", "..", build, "lib", "libwarp.so")
        if os.path.exists(cand):
            return cand
    raise OSError("libwarp not found: set WARP_LIB to the path of libwarp.so")


_lib = ctypes.CDLL(_find_library())


def _declare(signatures):
    """Set restype and argtypes of each call: {name: (restype, [argtypes])}."""
    for name, (res, args) in signatures.items():
        fn = getattr(_lib, name)
        fn.restype, fn.argtypes = res, args


_declare({
    "warp_version": (ctypes.c_uint, []),
    "warp_version_string": (ctypes.c_char_p, []),
    "warp_strerror": (ctypes.c_char_p, [ctypes.c_int]),
})
_v = _lib.warp_version()
ABI_VERSION = (_v >> 16) << 16 | ((_v >> 8) & 0xFF)


class Error(Exception):
    """A libwarp status below zero; .status holds the number."""

    def __init__(self, status, what=""):
        self.status = status
        super().__init__("%s%s" % (what + ": " if what else "", _lib.warp_strerror(status).decode()))


def _check(status, what=""):
    if status < 0:
        raise Error(status, what)
    return status


class _Handle:
    """Caller storage for an opaque handle: a ctypes buffer, used from a 16-byte boundary."""

    def __init__(self, size):
        self.size = size
        self._buf = ctypes.create_string_buffer(size + ALIGN)
        base = ctypes.addressof(self._buf)
        self.ptr = ctypes.c_void_p(base + (-base % ALIGN))


class _Bytes:
    """Input bytes pinned for the library to borrow (a handle keeps this object alive). An
    mmap.mmap is borrowed in place (no copy); anything else is copied once."""

    def __init__(self, data):
        if isinstance(data, mmap.mmap):
            self.data = data
            self.len = len(data)
            self._buf = (ctypes.c_char * self.len).from_buffer(data) if self.len else None
            self.ptr = ctypes.cast(self._buf, ctypes.c_void_p) if self._buf is not None else None
            return
        self.data = bytes(data)
        self._buf = ctypes.create_string_buffer(self.data, len(self.data)) if self.data else None
        self.ptr = ctypes.cast(self._buf, ctypes.c_void_p) if self._buf else None
        self.len = len(self.data)
