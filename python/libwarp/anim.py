"""Animation clips (include/warp/anim.h): a clip's channels, keys and events, and its
pose at a time as the game computes it (docs/format-animation.md)."""
import ctypes

from .handles import ABI_VERSION, Error, _Bytes, _Handle, _check, _declare, _lib, c_f32, c_u16, c_u32, c_u8, sz, vp


class _AnimInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char * 31), ("name_bytes", c_u8 * 30), ("displacement", c_f32 * 2),
                ("duration", c_f32)] + [(n, c_u32) for n in ("section_a", "section_b", "section_c",
                                                             "rotation_channels", "event_count")] + [
        ("bone_mask", c_u8 * 5)] + [(n, c_u32) for n in ("placeholder", "runtime_pointer", "ref_count")] + [
        ("tail", c_u32 * 3), ("channel_count", c_u32), ("last_frame", c_u32), ("frame_count", c_u32),
        ("keyframes_used", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _AnimChannel(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "kind", "bone", "key_count", "last_frame")] + [
        ("offset", ctypes.c_size_t), ("reserved", c_u32 * 4)]


class _AnimKey(ctypes.Structure):
    _fields_ = [("frame", c_u32), ("delta", c_u8), ("unused", c_u8), ("raw", ctypes.c_int16 * 3),
                ("value", c_f32 * 4)]


class _AnimEvent(ctypes.Structure):
    _fields_ = [("index", c_u32), ("frame", c_u16), ("type", c_u16), ("word4", c_u16), ("word", c_u16),
                ("raw_position", ctypes.c_int16 * 3), ("raw_rotation", ctypes.c_int16 * 3), ("tail", c_u32),
                ("position", c_f32 * 3), ("rotation", c_f32 * 4), ("reserved", c_u32 * 4)]


ANIM_BONES, ANIM_FPS = 34, 30  # WARP_ANIM_BONES, WARP_ANIM_FPS


class _AnimPose(ctypes.Structure):
    _fields_ = [("rotation", (c_f32 * 4) * ANIM_BONES), ("pelvis", c_f32 * 3), ("velocity", c_f32 * 3),
                ("animated", ctypes.c_uint64), ("has_pelvis", c_u32), ("has_velocity", c_u32),
                ("reserved", c_u32 * 4)]


class _ClipRef(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "resource_index", "resource_hash", "keyframes_hash")] + [
        ("desc", ctypes.c_void_p), ("desc_len", ctypes.c_size_t), ("keyframes", ctypes.c_void_p),
        ("keyframes_len", ctypes.c_size_t), ("desc_offset", ctypes.c_size_t), ("reserved", c_u32 * 4)]


_CLIP_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_ClipRef))
_CHANNEL_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_AnimChannel))
_EVENT_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_AnimEvent))
_declare({
    "warp_anim_sizeof": (sz, []),
    "warp_anim_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp, sz, vp]),
    "warp_anim_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_AnimInfo)]),
    "warp_anim_foreach_clip": (ctypes.c_int, [vp, sz, vp, _CLIP_CB, vp]),
    "warp_anim_foreach_channel": (ctypes.c_int, [vp, _CHANNEL_CB, vp]),
    "warp_anim_copy_keys": (ctypes.c_int, [vp, c_u32, vp, sz, ctypes.POINTER(sz)]),
    "warp_anim_foreach_event": (ctypes.c_int, [vp, _EVENT_CB, vp]),
    "warp_anim_sample": (ctypes.c_int, [vp, c_f32, ctypes.POINTER(_AnimPose)]),
    "warp_anim_bone_transforms": (ctypes.c_int, [ctypes.POINTER(_AnimPose), vp, vp, vp]),
})


class Clip:
    """An animation clip (docs/format-animation.md): name, duration (s), displacement (x, y),
    channels: list of (kind, bone, keys) with keys as (frame, x, y, z[, w]) tuples (kind 0 root
    velocity, 1 root translation, 2 rotation), events: (frame, type, word, position, rotation).
    sample(t) and bone_transforms(t, offsets) pose it as the game does (docs/format-animation.md)."""

    def __init__(self, name, duration, displacement, channels, events, handle=None):
        self.name, self.duration, self.displacement = name, duration, displacement
        self.channels, self.events = channels, events
        self._handle = handle  # (handle, descriptor bytes, keyframe bytes): kept alive together

    def _pose(self, time):
        if self._handle is None:
            raise Error(-1, "clip: not opened from its bytes")
        pose = _AnimPose()
        _check(_lib.warp_anim_sample(self._handle[0].ptr, float(time), ctypes.byref(pose)), "clip sample")
        return pose

    def sample(self, time):
        """The pose at `time` seconds: a dict with "rotation" (34 local (x, y, z, w) per pose
        bone; bones without a channel hold the game's reference rotation), "pelvis" (section
        B, or None), "velocity" (section A in m/s, or None), "animated" (bone numbers that
        came from a channel)."""
        p = self._pose(time)
        return {"rotation": [tuple(q) for q in p.rotation], "pelvis": tuple(p.pelvis) if p.has_pelvis else None,
                "velocity": tuple(p.velocity) if p.has_velocity else None,
                "animated": [b for b in range(ANIM_BONES) if p.animated >> b & 1]}

    def bone_transforms(self, time, offsets=None):
        """Pose-space bone transforms at `time` (docs/format-animation.md): a list of 34
        (rotation (x, y, z, w), position (x, y, z)) pairs. offsets: the character's 0x28
        chunk payload (bytes, 34 x 16) or 34 (x, y, z, w) tuples; None = all zero."""
        p = self._pose(time)
        off = None
        if offsets is not None:
            if isinstance(offsets, (bytes, bytearray, memoryview)):
                if len(offsets) < ANIM_BONES * 16:
                    raise Error(-1, "bone offsets: %d bytes, need %d" % (len(offsets), ANIM_BONES * 16))
                off = ((c_f32 * 4) * ANIM_BONES).from_buffer_copy(bytes(offsets[:ANIM_BONES * 16]))
            else:
                off = ((c_f32 * 4) * ANIM_BONES)(*[(c_f32 * 4)(*o) for o in offsets])
        rot, pos = ((c_f32 * 4) * ANIM_BONES)(), ((c_f32 * 3) * ANIM_BONES)()
        _check(_lib.warp_anim_bone_transforms(ctypes.byref(p), off, rot, pos), "bone transforms")
        return [(tuple(rot[b]), tuple(pos[b])) for b in range(ANIM_BONES)]

    def __repr__(self):
        return "Clip(%r, %.3f s, %d channels, %d events)" % (self.name, self.duration, len(self.channels),
                                                              len(self.events))


def _open_clip(desc, keyframes):
    d, k = _Bytes(desc), _Bytes(keyframes)
    h = _Handle(_lib.warp_anim_sizeof())
    _check(_lib.warp_anim_init(h.ptr, h.size, ABI_VERSION, d.ptr, d.len, k.ptr, k.len, None), "clip")
    info = _AnimInfo()
    _check(_lib.warp_anim_get_info(h.ptr, ctypes.byref(info)))
    chans = []

    def on_channel(_user, c):
        chans.append((c.contents.index, c.contents.kind, c.contents.bone))
        return 0

    _check(_lib.warp_anim_foreach_channel(h.ptr, _CHANNEL_CB(on_channel), None))
    channels = []
    for index, kind, bone in chans:
        n = ctypes.c_size_t()
        _check(_lib.warp_anim_copy_keys(h.ptr, index, None, 0, ctypes.byref(n)))
        keys = (_AnimKey * max(1, n.value))()
        _check(_lib.warp_anim_copy_keys(h.ptr, index, keys, n.value, ctypes.byref(n)))
        width = 4 if kind == 2 else 3
        channels.append((kind, bone, [(k.frame,) + tuple(round(v, 6) for v in k.value[:width])
                                      for k in keys[:n.value]]))
    events = []

    def on_event(_user, e):
        e = e.contents
        events.append((e.frame, e.type, e.word, tuple(e.position), tuple(e.rotation)))
        return 0

    _check(_lib.warp_anim_foreach_event(h.ptr, _EVENT_CB(on_event), None))
    return Clip(info.name.decode(errors="replace"), info.duration, tuple(info.displacement), channels, events,
                (h, d, k))


def clips(data):
    """Every clip of a resource or pack (an .anm entry, a character's data): its 0x02
    descriptors, each with the 0x00 keyframes before it. Bytes that are no container
    give []; a damaged container raises libwarp.Error."""
    b = _Bytes(data)
    pairs = []

    def on_clip(_user, ref):
        r = ref.contents
        pairs.append((ctypes.string_at(r.desc, r.desc_len), ctypes.string_at(r.keyframes, r.keyframes_len)))
        return 0

    _check(_lib.warp_anim_foreach_clip(b.ptr, b.len, None, _CLIP_CB(on_clip), None), "clips")
    return [_open_clip(d, k) for d, k in pairs]
