"""WARRIORS.WAD and its DIR (include/warp/wad.h): entries, names, kinds, and the sound
banks paired with their indexes."""
import ctypes
import mmap
import os

from .handles import ABI_VERSION, _Bytes, _Handle, _check, _declare, _lib, c_u32, sz, vp


KINDS = ("unknown", "pack", "textures", "sprite_sheet", "model", "skinned_model", "animation", "character",
         "level", "global", "scene_list", "resource", "world_part", "world_stream", "world_manifest", "lua",
         "scene", "sound_index", "sound_bank", "rw_old", "font_metrics", "bitmap", "icon", "object_list")
KIND_SOUND_BANK = KINDS.index("sound_bank")


class _Entry(ctypes.Structure):
    _fields_ = [("index", c_u32), ("size", c_u32), ("offset", ctypes.c_uint64), ("hash", c_u32),
                ("flags", c_u32), ("reserved", c_u32 * 4)]


_declare({
    "warp_wad_sizeof": (sz, []),
    "warp_wad_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, ctypes.c_uint64, vp]),
    "warp_wad_set_memory": (ctypes.c_int, [vp, vp, sz]),
    "warp_wad_count": (c_u32, [vp]),
    "warp_wad_get": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_Entry)]),
    "warp_wad_sound_pair": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(c_u32)]),
    "warp_wad_find": (ctypes.c_int, [vp, ctypes.c_char_p, ctypes.POINTER(c_u32)]),
    "warp_classify": (ctypes.c_int, [vp, sz, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]),
    "warp_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
    "warp_recover_name": (ctypes.c_int, [vp, sz, c_u32, ctypes.c_char_p, sz, vp]),
})


def _classify(ptr, n, hint):
    """(status, kind name): the kind is 'unknown' when the status is an error."""
    kind = ctypes.c_int(0)
    rc = _lib.warp_classify(ptr, n, hint, ctypes.byref(kind))
    return rc, KINDS[kind.value]


def classify(data, hint=None):
    """Kind name of an entry's whole bytes ('pack', 'textures', ...). hint='sound_bank' when
    the caller knows (from its .msd) that the entry is a bank. Raises Error for a damaged
    container (bytes that declare one but do not parse), saying why."""
    b = _Bytes(data)
    rc, kind = _classify(b.ptr, b.len, KIND_SOUND_BANK if hint == "sound_bank" else 0)
    _check(rc, "classify")
    return kind


class Entry:
    __slots__ = ("index", "offset", "size", "hash", "kind", "name")

    def __init__(self, index, offset, size, hash, kind, name):
        self.index, self.offset, self.size, self.hash, self.kind, self.name = index, offset, size, hash, kind, name

    def __repr__(self):
        return "Entry(%d, offset=%d, size=%d, hash=0x%08x, kind=%r, name=%r)" % (
            self.index, self.offset, self.size, self.hash, self.kind, self.name)


class Wad:
    """WARRIORS.WAD with its DIR (bytes or paths; the DIR defaults to WARRIORS.DIR beside
    the WAD). names: optional iterable of entry names to match against the DIR hashes."""

    def __init__(self, wad, dir=None, names=None):
        if isinstance(wad, (str, os.PathLike)):
            if dir is None:
                folder = os.path.dirname(os.path.abspath(wad))
                dir = next((os.path.join(folder, f) for f in os.listdir(folder) if f.upper() == "WARRIORS.DIR"),
                           None)
                if dir is None:
                    raise FileNotFoundError("no WARRIORS.DIR beside " + str(wad))
            with open(wad, "rb") as f:  # mapped, not read: a 1.5 GB WAD costs no memory
                size = os.fstat(f.fileno()).st_size
                wad = mmap.mmap(f.fileno(), size, access=mmap.ACCESS_COPY) if size else b""
        if isinstance(dir, (str, os.PathLike)):
            with open(dir, "rb") as f:
                dir = f.read()
        self._wad, self._dir = _Bytes(wad), _Bytes(dir)
        self._h = _Handle(_lib.warp_wad_sizeof())
        _check(_lib.warp_wad_init(self._h.ptr, self._h.size, ABI_VERSION, self._dir.ptr, self._dir.len,
                                  self._wad.len, None), "DIR")
        _check(_lib.warp_wad_set_memory(self._h.ptr, self._wad.ptr, self._wad.len))
        self._names = {}
        for n in names or ():
            n = n.strip()
            idx = c_u32()
            if n and _lib.warp_wad_find(self._h.ptr, n.encode(), ctypes.byref(idx)) == 0:
                self._names.setdefault(idx.value, n)

    def __len__(self):
        return _lib.warp_wad_count(self._h.ptr)

    def data(self, index):
        """The bytes of entry `index`."""
        e = self._entry(index)
        return bytes(self._wad.data[e.offset:e.offset + e.size])

    def find(self, name):
        """Index of the entry called `name` (first match, as the game); libwarp.Error
        (status WARP_E_NOT_FOUND) when there is none."""
        idx = c_u32()
        _check(_lib.warp_wad_find(self._h.ptr, name.encode(), ctypes.byref(idx)), name)
        return idx.value

    def __contains__(self, name):
        idx = c_u32()
        return _lib.warp_wad_find(self._h.ptr, name.encode(), ctypes.byref(idx)) == 0

    def _entry(self, index):
        e = _Entry()
        _check(_lib.warp_wad_get(self._h.ptr, index, ctypes.byref(e)), "entry %d" % index)
        return e

    def _kind(self, index, hint=0):
        """Kind name of entry `index`, read in place; a damaged container is 'unknown'."""
        e = self._entry(index)
        return _classify(self._wad.ptr.value + e.offset if self._wad.ptr else None, e.size, hint)[1]

    def _pair(self, index):
        """The entry whose DIR hash pairs with entry `index` as a bank's .msd and .msb
        (warp_wad_sound_pair: the hashes differ by WARP_SOUND_PAIR_XOR), or None."""
        pair = c_u32()
        return pair.value if _lib.warp_wad_sound_pair(self._h.ptr, index, ctypes.byref(pair)) == 0 else None

    def _bank_of_index(self, index):
        """True when entry `index` is paired by hash with a sound index (.msd), as the C API
        pairs them (warp_wad_sound_pair): a bank has no signature, and without names (an
        unnamed bank) the hash pairing is all there is."""
        pair = self._pair(index)
        return pair is not None and self._kind(pair) == "sound_index"

    def bank_pairs(self):
        """Every sound bank of the WAD as (index entry, bank entry) numbers: each sound index
        (.msd) with the entry its hash pairs with (warp_wad_sound_pair), names or not. Hand
        their bytes to bank_sounds(wad.data(msd), wad.data(msb))."""
        out = []
        for i in range(len(self)):
            pair = self._pair(i)
            if pair is not None and self._kind(i) == "sound_index":
                out.append((i, pair))
        return out

    def entries(self):
        """Every entry: index, offset, size, DIR hash, kind and name (from `names`, or the
        decimal name of a resource when it checks, else None)."""
        out = []
        for i in range(len(self)):
            e = self._entry(i)
            start = self._wad.ptr.value + e.offset
            name = self._names.get(i)
            if name is None:
                buf = ctypes.create_string_buffer(16)
                if _lib.warp_recover_name(start, e.size, e.hash, buf, 16, None) == 0:
                    name = buf.value.decode()
            hint = KIND_SOUND_BANK if self._bank_of_index(i) else 0
            kind = _classify(start, e.size, hint)[1]  # a damaged container lists as unknown
            out.append(Entry(i, e.offset, e.size, e.hash, kind, name))
        return out
