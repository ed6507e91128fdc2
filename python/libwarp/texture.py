"""Textures (include/warp/texture.h): every texture of an entry decoded to RGBA8."""
import ctypes

from .handles import Error, _Bytes, _check, _declare, _lib, c_u32, numpy, sz, vp
from .container import _streams


class _TextureInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("mask", ctypes.c_char_p)] + [
        (n, c_u32) for n in ("index", "width", "height", "depth", "raster_format", "layout_version", "psm",
                             "palette_psm", "palette_colors", "levels", "filter", "address_u", "address_v",
                             "swizzled", "has_sky_mipmap", "sky_mipmap")] + [
        ("level_width", c_u32 * 7), ("level_height", c_u32 * 7), ("name_len", c_u32), ("mask_len", c_u32),
        ("section", ctypes.c_void_p), ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 2)]


class _TxdHeader(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("texture_count", "device_id", "natives", "version")] + [("reserved", c_u32 * 4)]


_CHUNK_TEXTURE_DICTIONARY = 0x2A  # WARP_CHUNK_RW_TEXTURE_DICTIONARY
_TXD_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_declare({
    "warp_txd_get_header": (ctypes.c_int, [vp, sz, ctypes.POINTER(_TxdHeader)]),
    "warp_txd_foreach": (ctypes.c_int, [vp, sz, vp, _TXD_CB, vp]),
    "warp_texture_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_TextureInfo)]),
    "warp_texture_decode_rgba": (ctypes.c_int, [vp, c_u32, vp, sz, sz, vp]),
})


class Texture:
    """One decoded texture: name, width, height, psm, palette_colors, levels and rgba (level
    0 as RGBA8 bytes, rows top to bottom)."""

    def __init__(self, info, rgba):
        self.name = info.name.decode(errors="replace")
        self.width, self.height, self.psm = info.width, info.height, info.psm
        self.palette_colors, self.levels = info.palette_colors, info.levels
        self.rgba = rgba

    def array(self):
        """numpy array of shape (height, width, 4), uint8 (needs numpy)."""
        if numpy is None:
            raise ImportError("numpy is not installed")
        return numpy.frombuffer(self.rgba, dtype=numpy.uint8).reshape(self.height, self.width, 4)

    def __repr__(self):
        return "Texture(%r, %dx%d, psm=0x%02x)" % (self.name, self.width, self.height, self.psm)


def _damaged_dictionary(st):
    """Raise for a 0x2A chunk without its dictionary: the reader's code for its bytes."""
    b = _Bytes(st.data)
    rc = _lib.warp_txd_get_header(b.ptr, b.len, ctypes.byref(_TxdHeader()))
    raise Error(rc if rc < 0 else -10, "chunk 0x2A (resource %d, chunk %d) holds no texture dictionary"
                % (st.resource_index, st.chunk_index))


def textures(data):
    """Decode every texture an entry holds, wherever its dictionaries are: a dictionary
    (section 0x16), the 0x2A/0x0B chunks of a resource or pack, a world stream's or world
    part's dictionary. An entry without textures gives []. A 0x2A chunk holding no
    dictionary (it carries nothing else) raises Error with the dictionary reader's code, as
    `warp extract` and `warp check` report it (docs/format-chunks.md)."""
    out = []
    for st in _streams(data):
        if st.section is None and st.chunk_type == _CHUNK_TEXTURE_DICTIONARY:
            _damaged_dictionary(st)
        if st.type != 0x16 or st.section is None:
            continue
        b = _Bytes(st.section)
        failure = []

        def on_texture(_user, tex):
            info = _TextureInfo()
            rc = _lib.warp_texture_get_info(tex, ctypes.byref(info))
            if rc == 0:
                rgba = ctypes.create_string_buffer(info.width * info.height * 4)
                rc = _lib.warp_texture_decode_rgba(tex, 0, rgba, len(rgba), 0, None)
                if rc == 0:
                    out.append(Texture(info, rgba.raw))
            if rc < 0:
                failure.append(rc)
                return 1
            return 0

        rc = _lib.warp_txd_foreach(b.ptr, b.len, None, _TXD_CB(on_texture), None)
        _check(failure[0] if failure else rc, "dictionary")
    return out
