"""Basics (include/warp/core.h): the library's version, CRC-32, the DIR name hash, and
the plain record type the level and scene modules return."""
import ctypes

from .handles import (_declare, _lib, c_u32)

_declare({
    "warp_crc32": (c_u32, [c_u32, ctypes.c_void_p, ctypes.c_size_t]),
    "warp_name_hash": (c_u32, [ctypes.c_char_p]),
})


def version():
    """The linked library's version string, e.g. '0.1.0'."""
    return _lib.warp_version_string().decode()


def crc32(data, crc=0):
    data = bytes(data)
    return _lib.warp_crc32(crc, data, len(data))


def name_hash(name):
    """The DIR hash of an entry name (CRC-32 of './ee_files/' + name, A-Z lowered)."""
    return _lib.warp_name_hash(name.encode())


class _Record:
    """Plain attributes; repr shows the ones named in _show."""
    _show = ()

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (k, getattr(self, k)) for k in self._show))
