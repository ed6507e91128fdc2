"""Scenes (include/warp/scene.h): the Scene List and a scene record's definitions, tracks,
keys and events (docs/format-scene.md)."""
import ctypes

from .handles import ABI_VERSION, Error, _Bytes, _Handle, _check, _declare, _lib, c_f32, c_u16, c_u32, c_u8, sz, vp
from .anim import _open_clip
from .container import _payloads
from .core import _Record


class _SceneListEntry(ctypes.Structure):
    _fields_ = [("index", c_u32), ("id", c_u32), ("size", c_u32), ("name", ctypes.c_char * 17), ("pad", c_u8 * 3),
                ("reserved", c_u32 * 4)]


class _SceneInfo(ctypes.Structure):
    _fields_ = [("kind", c_u32), ("size", c_u32), ("name", ctypes.c_char * 17), ("next_suffix", ctypes.c_char * 5),
                ("pad", c_u8 * 2), ("counts", c_u32 * 4), ("table_offsets", c_u32 * 4), ("word04", c_u32),
                ("state", c_u32), ("humans", c_u32), ("words24", c_u32 * 3), ("label", ctypes.c_char * 85),
                ("pad2", c_u8 * 3), ("frame_count", c_u32), ("words88", c_u32 * 2), ("definition_offsets", c_u32 * 4),
                ("word_b0", c_u32), ("words_b4", c_u32 * 3), ("part_duration", c_f32), ("reserved", c_u32 * 8)]


class _SceneDefinition(ctypes.Structure):
    _fields_ = [("group", c_u32), ("index", c_u32), ("offset", c_u32), ("name", ctypes.c_char * 17),
                ("pad", c_u8 * 3)] + [
        (n, c_f32 * 4) for n in ("start_position", "start_rotation", "end_position", "end_rotation")] + [
        ("words50", c_u32 * 8)] + [(n, c_f32) for n in ("near_plane", "far_plane", "radius", "fov")] + [
        ("light_kind", c_u32), ("color", c_f32 * 3), ("cone", c_f32), ("range", c_f32), ("reserved", c_u32 * 4)]


class _SceneTrack(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("group", "index", "offset", "word00")] + [("duration", c_f32)] + [
        (n, c_u32) for n in ("keys_offset", "event_count", "events_offset", "total_bytes", "position_bytes",
                             "position_keys", "rotation_keys")] + [
        ("displacement", c_f32 * 2), ("section_bytes", c_u32 * 3), ("channels", c_u32), ("mask", c_u8 * 5),
        ("name", ctypes.c_char * 31), ("reserved", c_u32 * 8)]


class _ScenePositionKey(ctypes.Structure):
    _fields_ = [("frame", c_u32), ("word2", c_u32), ("position", c_f32 * 3)]


class _SceneRotationKey(ctypes.Structure):
    _fields_ = [("frame", c_u32), ("raw", ctypes.c_int16 * 3), ("pad", c_u16), ("rotation", c_f32 * 4)]


class _SceneEvent(ctypes.Structure):
    _fields_ = [("index", c_u32), ("frame", c_u32), ("type", c_u32), ("args", c_u8 * 20), ("reserved", c_u32 * 2)]


_SCENE_LIST_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SceneListEntry))
_SCENE_EVENT_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SceneEvent))
_declare({
    "warp_scene_list_foreach": (ctypes.c_int, [vp, sz, _SCENE_LIST_CB, vp, ctypes.POINTER(sz)]),
    "warp_scene_sizeof": (sz, []),
    "warp_scene_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz]),
    "warp_scene_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_SceneInfo)]),
    "warp_scene_get_definition": (ctypes.c_int, [vp, c_u32, c_u32, ctypes.POINTER(_SceneDefinition)]),
    "warp_scene_get_track": (ctypes.c_int, [vp, c_u32, c_u32, ctypes.POINTER(_SceneTrack)]),
    "warp_scene_copy_position_keys": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), vp, sz, ctypes.POINTER(sz)]),
    "warp_scene_copy_rotation_keys": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), vp, sz, ctypes.POINTER(sz)]),
    "warp_scene_foreach_event": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), _SCENE_EVENT_CB, vp]),
})


SCENE_GROUPS = ("roles", "objects", "camera", "lights")  # WARP_SCENE_ROLE .. _LIGHT
_SCENE_CLIP_SIZE, _SCENE_EVENT_SIZE = 0x50, 24


def scene_list(data):
    """The Scene List (chunk 0x43): (id, size, name) per scene record, in stored order. data:
    the scene-list entry (a resource holding the chunk) or the chunk's payload."""
    out = []

    def on_entry(_user, e):
        out.append((e.contents.id, e.contents.size, e.contents.name.decode("latin-1")))
        return 0

    for payload in _payloads(data, 0x43)[:1]:
        b = _Bytes(payload)
        _check(_lib.warp_scene_list_foreach(b.ptr, b.len, _SCENE_LIST_CB(on_entry), None,
                                            ctypes.byref(ctypes.c_size_t())), "scene list")
    return out


class SceneDefinition(_Record):
    """A role, object, camera or light of a scene header: group (a SCENE_GROUPS name), index,
    offset (in the record), name, start_position, start_rotation, end_position,
    end_rotation ((x, y, z, 1) and quaternions (x, y, z, w), game axes), words50 (4 words,
    8 for cameras and lights, as stored); cameras: near, far, radius, fov (degrees); lights:
    light_kind, color (r, g, b), cone (degrees), range. None where the group has no such field."""
    _show = ("group", "index", "name")


class SceneTrack(_Record):
    """A role clip or an object/camera/light track: group, index, offset, word00, duration
    (seconds), keys_offset, events [(frame, type, args)] (args: the 20 stored bytes). Object,
    camera, light tracks: total_bytes, position_bytes, position_keys [(frame, x, y, z)],
    rotation_keys [(frame, x, y, z, w)]. Role clips: name, displacement, section_bytes,
    channels, mask (5 bytes), and clip() decodes its keys as an animation Clip. Frames are
    absolute, 30 per second; fields that do not apply are None."""
    _show = ("group", "index", "duration")

    def clip(self):
        """A role clip's keys as a Clip (docs/format-animation.md); Error for other tracks."""
        if self._clip_bytes is None:
            raise Error(-1, "scene track: not a role clip")
        return _open_clip(*self._clip_bytes)


class Scene(_Record):
    """A scene record (.scn, docs/format-scene.md), header or segment: kind ("header" or
    "segment"), size, name, next_suffix, counts (per SCENE_GROUPS), table_offsets,
    part_duration (seconds), definitions and tracks (dicts by group name: lists of
    SceneDefinition and SceneTrack; a segment has no definitions). Header only (None in a
    segment): frame_count, label, word04, state, humans, words24, words88,
    definition_offsets, word_b0, words_b4 (as stored)."""
    _show = ("kind", "name", "counts")

    def __init__(self, data):
        b = _Bytes(data)
        h = _Handle(_lib.warp_scene_sizeof())
        _check(_lib.warp_scene_init(h.ptr, h.size, ABI_VERSION, b.ptr, b.len), "scene")
        i = _SceneInfo()
        _check(_lib.warp_scene_get_info(h.ptr, ctypes.byref(i)))
        header = i.kind == 1  # WARP_SCENE_HEADER
        hdr = lambda v: v if header else None
        super().__init__(kind="header" if header else "segment", size=i.size, name=i.name.decode("latin-1"),
                         next_suffix=i.next_suffix.decode("latin-1"), counts=tuple(i.counts),
                         table_offsets=tuple(i.table_offsets), part_duration=i.part_duration,
                         frame_count=hdr(i.frame_count), label=hdr(i.label.decode("latin-1")), word04=hdr(i.word04),
                         state=hdr(i.state), humans=hdr(i.humans), words24=hdr(tuple(i.words24)),
                         words88=hdr(tuple(i.words88)), definition_offsets=hdr(tuple(i.definition_offsets)),
                         word_b0=hdr(i.word_b0), words_b4=hdr(tuple(i.words_b4)))
        self.definitions = {g: [_scene_definition(h, n, k) for k in range(i.counts[n])] if header else []
                            for n, g in enumerate(SCENE_GROUPS)}
        self.tracks = {g: [_scene_track(h, b.data, n, k) for k in range(i.counts[n])]
                       for n, g in enumerate(SCENE_GROUPS)}


def _scene_definition(h, group, index):
    d = _SceneDefinition()
    _check(_lib.warp_scene_get_definition(h.ptr, group, index, ctypes.byref(d)), "scene definition")
    cam, light = group == 2, group == 3
    return SceneDefinition(group=SCENE_GROUPS[group], index=d.index, offset=d.offset, name=d.name.decode("latin-1"),
                           start_position=tuple(d.start_position), start_rotation=tuple(d.start_rotation),
                           end_position=tuple(d.end_position), end_rotation=tuple(d.end_rotation),
                           words50=tuple(d.words50[:8 if cam or light else 4]),
                           near=d.near_plane if cam else None, far=d.far_plane if cam else None,
                           radius=d.radius if cam else None, fov=d.fov if cam else None,
                           light_kind=d.light_kind if light else None, color=tuple(d.color) if light else None,
                           cone=d.cone if light else None, range=d.range if light else None)


def _scene_keys(fn, h, t, ctype):
    n = ctypes.c_size_t()
    _check(fn(h.ptr, ctypes.byref(t), None, 0, ctypes.byref(n)), "scene keys")
    keys = (ctype * max(1, n.value))()
    _check(fn(h.ptr, ctypes.byref(t), keys, n.value, ctypes.byref(n)), "scene keys")
    return keys[:n.value]


def _scene_track(h, record, group, index):
    t = _SceneTrack()
    _check(_lib.warp_scene_get_track(h.ptr, group, index, ctypes.byref(t)), "scene track")
    events = []

    def on_event(_user, e):
        events.append((e.contents.frame, e.contents.type, bytes(e.contents.args)))
        return 0

    _check(_lib.warp_scene_foreach_event(h.ptr, ctypes.byref(t), _SCENE_EVENT_CB(on_event), None), "scene events")
    f = dict(group=SCENE_GROUPS[group], index=t.index, offset=t.offset, word00=t.word00, duration=t.duration,
             keys_offset=t.keys_offset, events=events, total_bytes=None, position_bytes=None, position_keys=None,
             rotation_keys=None, name=None, displacement=None, section_bytes=None, channels=None, mask=None,
             _clip_bytes=None)
    if group == 0:  # a role clip: descriptor + sections A, B, C and events (docs/format-animation.md)
        keys = sum(t.section_bytes) + _SCENE_EVENT_SIZE * t.event_count
        f.update(name=t.name.decode("latin-1"), displacement=tuple(t.displacement),
                 section_bytes=tuple(t.section_bytes), channels=t.channels, mask=bytes(t.mask),
                 _clip_bytes=(record[t.offset:t.offset + _SCENE_CLIP_SIZE],
                              record[t.keys_offset:t.keys_offset + keys]))
    else:
        f.update(total_bytes=t.total_bytes, position_bytes=t.position_bytes,
                 position_keys=[(k.frame,) + tuple(k.position) for k in
                                _scene_keys(_lib.warp_scene_copy_position_keys, h, t, _ScenePositionKey)],
                 rotation_keys=[(k.frame,) + tuple(k.rotation) for k in
                                _scene_keys(_lib.warp_scene_copy_rotation_keys, h, t, _SceneRotationKey)])
    return SceneTrack(**f)
