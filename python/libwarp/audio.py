"""Sounds (include/warp/audio.h): PS2 ADPCM, the sound list, and a bank's sounds through
its index."""
import ctypes
from array import array

from .handles import _Bytes, _check, _declare, _lib, c_u32, numpy, sz, vp


class _AdpcmState(ctypes.Structure):
    _fields_ = [("s1", ctypes.c_int32), ("s2", ctypes.c_int32), ("reserved", c_u32 * 2)]


class _BankSound(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "hash", "offset", "span")] + [("reserved", c_u32 * 4)]


class _SoundInfo(ctypes.Structure):
    _fields_ = [("index", c_u32), ("hash", c_u32), ("size", c_u32), ("offset", c_u32), ("pitch_variation", c_u32),
                ("volume", c_u32), ("rate_index", c_u32), ("rate", c_u32), ("class_index", c_u32),
                ("reserved", c_u32 * 7)]


_BANK_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_BankSound))
_declare({
    "warp_adpcm_decode": (ctypes.c_int, [ctypes.POINTER(_AdpcmState), vp, sz, c_u32, vp, sz, ctypes.POINTER(sz),
                                         ctypes.POINTER(sz)]),
    "warp_bank_foreach": (ctypes.c_int, [vp, sz, sz, vp, _BANK_CB, vp]),
    "warp_sound_list_find": (ctypes.c_int, [vp, sz, vp, c_u32, ctypes.POINTER(_SoundInfo), ctypes.POINTER(c_u32)]),
    "warp_sound_list_get": (ctypes.c_int, [vp, sz, vp, c_u32, ctypes.POINTER(_SoundInfo)]),
})


def adpcm_decode(data, stop_at_end=True):
    """PS2 SPU2 ADPCM (16-byte frames) to signed 16-bit mono PCM: array('h'), or a numpy
    int16 array when numpy is installed. stop_at_end: stop at the frame with the end flag."""
    b = _Bytes(data)
    options = 1 if stop_at_end else 0  # WARP_ADPCM_STOP_AT_END
    st, n, used = _AdpcmState(), ctypes.c_size_t(), ctypes.c_size_t()
    _check(_lib.warp_adpcm_decode(ctypes.byref(st), b.ptr, b.len, options, None, 0, ctypes.byref(n),
                                  ctypes.byref(used)), "adpcm")
    buf = (ctypes.c_int16 * max(1, n.value))()
    st = _AdpcmState()
    _check(_lib.warp_adpcm_decode(ctypes.byref(st), b.ptr, b.len, options, buf, n.value, ctypes.byref(n),
                                  ctypes.byref(used)), "adpcm")
    pcm = array("h", buf[:n.value])
    return numpy.frombuffer(pcm.tobytes(), dtype=numpy.int16) if numpy is not None else pcm


class Sound:
    """A sound-list record (chunk 0x29 of warriors.glr): hash, size, offset, rate (Hz; 0 for
    an index past the game's table), rate_index, volume, pitch_variation, class_index."""

    def __init__(self, s):
        self.hash, self.size, self.offset, self.rate = s.hash, s.size, s.offset, s.rate
        self.rate_index, self.volume, self.pitch_variation = s.rate_index, s.volume, s.pitch_variation
        self.class_index = s.class_index

    def __repr__(self):
        return "Sound(0x%08x, %d Hz, %d bytes)" % (self.hash, self.rate, self.size)


class SoundList:
    """The sound list: the payload of chunk 0x29 of warriors.glr (find it with chunks()).
    find(hash) gives the Sound of a hash (the first of repeated ones) or None, by binary
    search; len() and [i] index the records."""

    def __init__(self, payload):
        self._b = _Bytes(payload)
        first = _SoundInfo()
        rc = _lib.warp_sound_list_get(self._b.ptr, self._b.len, None, 0, ctypes.byref(first))
        if rc not in (0, -12):  # an empty list is WARP_E_RANGE at 0
            _check(rc, "sound list")
        self._count = int.from_bytes(bytes(payload)[:4], "little")

    def __len__(self):
        return self._count

    def __getitem__(self, i):
        s = _SoundInfo()
        rc = _lib.warp_sound_list_get(self._b.ptr, self._b.len, None, i, ctypes.byref(s))
        if rc == -12:
            raise IndexError(i)
        _check(rc, "sound list")
        return Sound(s)

    def find(self, hash):
        s = _SoundInfo()
        rc = _lib.warp_sound_list_find(self._b.ptr, self._b.len, None, hash, ctypes.byref(s), None)
        if rc == -10:
            return None
        _check(rc, "sound list")
        return Sound(s)


def bank_sounds(msd, msb, sounds=None):
    """Every sound of a bank (.msb) through its index (.msd), each decoded from its offset to
    its end flag (docs/format-audio.md): (hash, pcm) pairs, or with `sounds` (a SoundList)
    (hash, pcm, rate) triples, rate in Hz from the sound list (None when it lacks the hash)."""
    i, bank = _Bytes(msd), bytes(msb)
    found = []

    def on_sound(_user, s):
        found.append((s.contents.hash, s.contents.offset, s.contents.span))
        return 0

    _check(_lib.warp_bank_foreach(i.ptr, i.len, len(bank), None, _BANK_CB(on_sound), None), "bank index")
    if sounds is None:
        return [(h, adpcm_decode(bank[off:off + span])) for h, off, span in found]
    out = []
    for h, off, span in found:
        rec = sounds.find(h)
        out.append((h, adpcm_decode(bank[off:off + span]), rec.rate if rec else None))
    return out
