"""Chunk containers and RenderWare streams (include/warp/container.h, wad.h
warp_entry_streams): the chunks of a resource or pack, and every RenderWare stream of an
entry wherever it sits."""
import ctypes

from .handles import _Bytes, _check, _declare, _lib, c_u32, c_u8, sz, vp


class _ChunkInfo(ctypes.Structure):
    _fields_ = [("type", c_u32), ("type_name", ctypes.c_char_p), ("hash", c_u32), ("index", c_u32),
                ("resource_index", c_u32), ("resource_hash", c_u32), ("resource_chunks", c_u32),
                ("offset", ctypes.c_size_t), ("data", ctypes.POINTER(c_u8)), ("size", ctypes.c_size_t),
                ("reserved", c_u32 * 4)]


class _StreamInfo(ctypes.Structure):
    _fields_ = [("source", c_u32), ("kind", c_u32), ("type", c_u32), ("index", c_u32), ("resource_index", c_u32),
                ("resource_hash", c_u32), ("chunk_index", c_u32), ("chunk_type", c_u32), ("chunk_hash", c_u32),
                ("part_k", c_u32), ("offset", ctypes.c_size_t), ("data", ctypes.c_void_p), ("len", ctypes.c_size_t),
                ("section", ctypes.c_void_p), ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


_CHUNK_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_ChunkInfo))
_STREAM_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_StreamInfo))
_declare({
    "warp_container_kind": (ctypes.c_int, [vp, sz, vp]),
    "warp_chunk_foreach": (ctypes.c_int, [vp, sz, vp, _CHUNK_CB, vp]),
    "warp_entry_streams": (ctypes.c_int, [vp, sz, ctypes.c_int, vp, _STREAM_CB, vp]),
})


def chunks(data):
    """(type, hash, bytes) of every chunk of a resource or pack."""
    b = _Bytes(data)
    out = []

    def on_chunk(_user, info):
        c = info.contents
        out.append((c.type, c.hash, ctypes.string_at(c.data, c.size)))
        return 0

    _check(_lib.warp_chunk_foreach(b.ptr, b.len, None, _CHUNK_CB(on_chunk), None), "chunks")
    return out


def _payloads(data, chunk_type):
    """RenderWare payloads: the chunks of `chunk_type` of a container, or the data itself."""
    b = _Bytes(data)
    if _lib.warp_container_kind(b.ptr, b.len, None) == 0:
        return [b.data]
    return [payload for t, _h, payload in chunks(b.data) if t == chunk_type]


class _Stream:
    """One stream of warp_entry_streams, copied: source, type, section (bytes, or None for a
    carrier chunk without its section), data (the chunk payload or the section), part_k,
    chunk_type, resource_index, chunk_index (the last three for chunks)."""

    def __init__(self, c):
        self.source, self.type, self.part_k = c.source, c.type, c.part_k
        self.chunk_type, self.resource_index, self.chunk_index = c.chunk_type, c.resource_index, c.chunk_index
        self.section = ctypes.string_at(c.section, c.section_len) if c.section else None
        self.data = ctypes.string_at(c.data, c.len) if c.data else b""


def _streams(data, kind=0):
    """Every RenderWare stream of an entry's bytes (warp_entry_streams: chunks of a resource or
    pack, the dictionary and world of a world stream, the dictionary and atomics of a world
    part, a plain .txd/.dff), as _Stream records. An entry without RenderWare gives []."""
    b = _Bytes(data)
    out = []

    def on_stream(_user, st):
        out.append(_Stream(st.contents))
        return 0

    _check(_lib.warp_entry_streams(b.ptr, b.len, kind, None, _STREAM_CB(on_stream), None), "streams")
    return out
