"""ctypes binding over libwarp (The Warriors PS2 WAD and RenderWare PS2 streams).

Finds the shared library through $WARP_LIB, then the copy `pip install` put beside this
file, then ctypes.util.find_library('warp') (an installed libwarp), then a build tree of
the source tree this file sits in. See docs/python.md.

    import libwarp
    wad = libwarp.Wad("WARRIORS.WAD")             # WARRIORS.DIR beside it
    for e in wad.entries():                       # index, offset, size, hash, kind, name
        print(e)
    for tex in libwarp.textures(wad.data(4)):      # any entry: [] when it holds none
        print(tex.name, tex.width, tex.height)     # tex.rgba: bytes, tex.array(): numpy
    for geo in libwarp.clump_geometries(wad.data(3)): # a clump, or an entry holding one
        for mesh in geo.meshes:                    # positions, normals, uvs, triangles
            print(len(mesh.positions) // 3)
    scn = libwarp.Scene(wad.data(wad.find("cs_sample.scn")))  # tracks, keys, events
    subs = libwarp.subtitles(wad.data(wad.find("level1.lev")))  # also occluders(), paths()

The library never allocates: every handle lives in a ctypes buffer this module aligns to
16 bytes, and every handle keeps a reference to the bytes it borrows.
"""
import ctypes
import ctypes.util
import mmap
import os
from array import array

try:
    import numpy
except ImportError:  # numpy is optional
    numpy = None

c_u32, c_u8, c_u16, c_f32 = ctypes.c_uint32, ctypes.c_uint8, ctypes.c_uint16, ctypes.c_float
ALIGN = 16
ABI_VERSION = None  # filled from the library's version on load

KINDS = ("unknown", "pack", "textures", "sprite_sheet", "model", "skinned_model", "animation", "character",
         "level", "global", "scene_list", "resource", "world_part", "world_stream", "world_manifest", "lua",
         "scene", "sound_index", "sound_bank", "rw_old", "font_metrics", "bitmap", "icon", "object_list")
KIND_SOUND_BANK = KINDS.index("sound_bank")


class Error(Exception):
    """A libwarp status below zero; .status holds the number."""

    def __init__(self, status, what=""):
        self.status = status
        super().__init__("%s%s" % (what + ": " if what else "", _lib.warp_strerror(status).decode()))


# ---- the library's structs (layouts from include/warp/*.h) -----------------------------
class _Entry(ctypes.Structure):
    _fields_ = [("index", c_u32), ("size", c_u32), ("offset", ctypes.c_uint64), ("hash", c_u32),
                ("flags", c_u32), ("reserved", c_u32 * 4)]


class _ChunkInfo(ctypes.Structure):
    _fields_ = [("type", c_u32), ("type_name", ctypes.c_char_p), ("hash", c_u32), ("index", c_u32),
                ("resource_index", c_u32), ("resource_hash", c_u32), ("resource_chunks", c_u32),
                ("offset", ctypes.c_size_t), ("data", ctypes.POINTER(c_u8)), ("size", ctypes.c_size_t),
                ("reserved", c_u32 * 4)]


class _TextureInfo(ctypes.Structure):
    _fields_ = [("name", ctypes.c_char_p), ("mask", ctypes.c_char_p)] + [
        (n, c_u32) for n in ("index", "width", "height", "depth", "raster_format", "layout_version", "psm",
                             "palette_psm", "palette_colors", "levels", "filter", "address_u", "address_v",
                             "swizzled", "has_sky_mipmap", "sky_mipmap")] + [
        ("level_width", c_u32 * 7), ("level_height", c_u32 * 7), ("name_len", c_u32), ("mask_len", c_u32),
        ("section", ctypes.c_void_p), ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 2)]


class _ClumpInfo(ctypes.Structure):
    _fields_ = [("frame_count", c_u32), ("geometry_count", c_u32), ("atomic_count", c_u32), ("version", c_u32),
                ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _GeometryInfo(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("format", "triangle_count", "vertex_count", "morph_count")] + [
        ("sphere", c_f32 * 4)] + [
        (n, c_u32) for n in ("mesh_count", "mesh_flags", "mesh_index_count", "uv_sets", "has_normals",
                             "has_colors", "has_skin", "has_adc", "layout")] + [
        ("position_scale", c_f32), ("uv_scale", c_f32)] + [
        (n, c_u32) for n in ("material_count", "unsupported_mesh", "unsupported_slot", "unsupported_unpack",
                             "pipeline_plugin", "pipeline_id", "declared_degenerate")] + [("reserved", c_u32 * 7)]


class _MeshInfo(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("material", "vertex_count", "triangle_count", "declared_count",
                                     "batch_count", "degenerate_count", "adc_count", "pipeline_id", "uv_sets",
                                     "color_sets", "has_normals")] + [("reserved", c_u32 * 4)]


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


class _Span(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("len", ctypes.c_size_t)]


class _LevelChunks(ctypes.Structure):
    _fields_ = [(n, _Span) for n in ("collision_header", "triangles", "grid", "lists", "vertices", "checked",
                                     "paths", "occluders", "level_header", "subtitles")] + \
               [("found", c_u32), ("reserved", c_u32 * 7)]


class _CollisionInfo(ctypes.Structure):
    _fields_ = [("word00", c_u32), ("word04", c_u32 * 3), ("matrix", (c_f32 * 4) * 4), ("clamp_min", c_f32 * 4),
                ("clamp_max", c_f32 * 4), ("nx", c_u32), ("ny", c_u32), ("nz", c_u32), ("pad76", c_u32),
                ("grid_ptr", c_u32), ("lists_ptr", c_u32), ("triangles_ptr", c_u32), ("vertices_ptr", c_u32),
                ("checked_ptr", c_u32), ("list_count", c_u32), ("triangle_count", c_u32), ("word86", c_u32),
                ("vertex_count", c_u32), ("lowest_z", c_f32), ("word9c", c_u32), ("cell_count", c_u32),
                ("nonempty_cells", c_u32), ("listed", c_u32), ("longest_list", c_u32),
                ("checked_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _CollisionTriangle(ctypes.Structure):
    _fields_ = [("v", c_u16 * 3), ("flags", c_u16), ("material", c_u8), ("area", c_u8), ("reserved", c_u8 * 6)]


class _ClipRef(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "resource_index", "resource_hash", "keyframes_hash")] + [
        ("desc", ctypes.c_void_p), ("desc_len", ctypes.c_size_t), ("keyframes", ctypes.c_void_p),
        ("keyframes_len", ctypes.c_size_t), ("desc_offset", ctypes.c_size_t), ("reserved", c_u32 * 4)]


class _AdpcmState(ctypes.Structure):
    _fields_ = [("s1", ctypes.c_int32), ("s2", ctypes.c_int32), ("reserved", c_u32 * 2)]


class _BankSound(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "hash", "offset", "span")] + [("reserved", c_u32 * 4)]


class _StreamInfo(ctypes.Structure):
    _fields_ = [("source", c_u32), ("kind", c_u32), ("type", c_u32), ("index", c_u32), ("resource_index", c_u32),
                ("resource_hash", c_u32), ("chunk_index", c_u32), ("chunk_type", c_u32), ("chunk_hash", c_u32),
                ("part_k", c_u32), ("offset", ctypes.c_size_t), ("data", ctypes.c_void_p), ("len", ctypes.c_size_t),
                ("section", ctypes.c_void_p), ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _SoundInfo(ctypes.Structure):
    _fields_ = [("index", c_u32), ("hash", c_u32), ("size", c_u32), ("offset", c_u32), ("pitch_variation", c_u32),
                ("volume", c_u32), ("rate_index", c_u32), ("rate", c_u32), ("class_index", c_u32),
                ("reserved", c_u32 * 7)]


class _WorldInfo(ctypes.Structure):
    _fields_ = [("format", c_u32), ("root_is_sector", c_u32), ("origin", c_f32 * 3), ("triangle_count", c_u32),
                ("vertex_count", c_u32), ("declared_planes", c_u32), ("declared_sectors", c_u32),
                ("box_max", c_f32 * 3), ("box_min", c_f32 * 3), ("plane_count", c_u32), ("sector_count", c_u32),
                ("max_depth", c_u32), ("material_count", c_u32), ("indexed_count", c_u32), ("max_index", c_u32),
                ("version", c_u32), ("section_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _SectorInfo(ctypes.Structure):
    _fields_ = [("index", c_u32), ("depth", c_u32), ("box_max", c_f32 * 3), ("box_min", c_f32 * 3),
                ("material_base", c_u32), ("triangle_count", c_u32), ("vertex_count", c_u32),
                ("has_geometry", c_u32), ("has_index", c_u32), ("k", c_u32), ("part", c_u32), ("origin", c_f32 * 3),
                ("section", ctypes.c_void_p), ("section_len", ctypes.c_size_t), ("extension", ctypes.c_void_p),
                ("extension_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


class _SubtitleInfo(ctypes.Structure):
    _fields_ = [("index", c_u32), ("kind", c_u32), ("offset", ctypes.c_size_t), ("text", ctypes.c_void_p),
                ("text_len", ctypes.c_size_t), ("language", ctypes.c_char_p), ("scene", ctypes.c_char_p),
                ("language_index", c_u32), ("reserved", c_u32 * 7)]


class _OccluderInfo(ctypes.Structure):
    _fields_ = [("index", c_u32), ("planes", (c_f32 * 4) * 3), ("points", (c_f32 * 4) * 4), ("active", c_u8),
                ("pad", c_u8 * 3), ("reserved", c_u32 * 4)]


class _PathsInfo(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("path_count", "vertex_count", "node_count", "area_count", "edge_count")] + [
        ("header_words", c_u32 * 4), ("lists_offset", ctypes.c_size_t), ("lists_len", ctypes.c_size_t),
        ("tail_len", ctypes.c_size_t), ("slab_lists", c_u32), ("reserved", c_u32 * 8)]


class _PathInfo(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("index", "area", "is_outline", "vertex_count", "first_vertex")] + [
        ("membership", ctypes.c_int32), ("word04", c_u32)] + [
        (n, c_f32) for n in ("x_min", "x_max", "y_min", "y_max")] + [
        (n, c_u32) for n in ("word18", "word1c", "next_in_area", "word24")] + [
        ("slab_start", ctypes.c_int16 * 16), ("flags", c_u32), ("ground", c_u32), ("has_area_record", c_u32),
        ("area_record", ctypes.c_int32), ("first_node", c_u32), ("node_count", c_u32), ("reserved", c_u32 * 6)]


class _PathVertex(ctypes.Structure):
    _fields_ = [("x", c_f32), ("y", c_f32), ("word8", c_u32), ("wordc", c_u32)]


class _PathAreaRecord(ctypes.Structure):
    _fields_ = [("words", c_u32 * 4)]


class _PathNode(ctypes.Structure):
    _fields_ = [("index", c_u32), ("position", c_f32 * 4), ("word10", c_u32), ("edge_count", c_u32),
                ("first_edge", c_u32), ("scratch", c_u16 * 3), ("pad", c_u16), ("word1c", c_u32),
                ("reserved", c_u32 * 4)]


class _PathEdge(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("target", "kind", "door", "avoid", "word4")] + [("reserved", c_u32 * 3)]


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


_STREAM_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_StreamInfo))
_SECTOR_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SectorInfo))
_CHUNK_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_ChunkInfo))
_TXD_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_CLIP_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_ClipRef))
_CHANNEL_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_AnimChannel))
_EVENT_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_AnimEvent))
_BANK_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_BankSound))

_SUBTITLE_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SubtitleInfo))
_OCCLUDER_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_OccluderInfo))
_PATH_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_PathInfo))
_PATH_NODE_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_PathNode))
_SCENE_LIST_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SceneListEntry))
_SCENE_EVENT_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SceneEvent))


# ---- loading ------------------------------------------------------------------------------
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


def _load():
    lib = ctypes.CDLL(_find_library())
    sig = {
        "warp_version": (ctypes.c_uint, []),
        "warp_version_string": (ctypes.c_char_p, []),
        "warp_strerror": (ctypes.c_char_p, [ctypes.c_int]),
        "warp_crc32": (c_u32, [c_u32, ctypes.c_void_p, ctypes.c_size_t]),
        "warp_name_hash": (c_u32, [ctypes.c_char_p]),
        "warp_wad_sizeof": (ctypes.c_size_t, []),
        "warp_wad_init": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, c_u32, ctypes.c_void_p,
                                         ctypes.c_size_t, ctypes.c_uint64, ctypes.c_void_p]),
        "warp_wad_set_memory": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t]),
        "warp_wad_count": (c_u32, [ctypes.c_void_p]),
        "warp_wad_get": (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.POINTER(_Entry)]),
        "warp_wad_sound_pair": (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.POINTER(c_u32)]),
        "warp_wad_find": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_char_p, ctypes.POINTER(c_u32)]),
        "warp_classify": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int,
                                         ctypes.POINTER(ctypes.c_int)]),
        "warp_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
        "warp_recover_name": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, c_u32, ctypes.c_char_p,
                                             ctypes.c_size_t, ctypes.c_void_p]),
        "warp_container_kind": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]),
        "warp_chunk_foreach": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, _CHUNK_CB,
                                              ctypes.c_void_p]),
        "warp_txd_foreach": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p, _TXD_CB,
                                            ctypes.c_void_p]),
        "warp_texture_get_info": (ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(_TextureInfo)]),
        "warp_texture_decode_rgba": (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.c_void_p, ctypes.c_size_t,
                                                    ctypes.c_size_t, ctypes.c_void_p]),
        "warp_clump_sizeof": (ctypes.c_size_t, []),
        "warp_clump_init": (ctypes.c_int, [ctypes.c_void_p, ctypes.c_size_t, c_u32, ctypes.c_void_p,
                                           ctypes.c_size_t, ctypes.c_void_p]),
        "warp_clump_get_info": (ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(_ClumpInfo)]),
        "warp_geometry_sizeof": (ctypes.c_size_t, []),
        "warp_clump_geometry": (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.c_void_p, ctypes.c_size_t]),
        "warp_geometry_get_info": (ctypes.c_int, [ctypes.c_void_p, ctypes.POINTER(_GeometryInfo)]),
        "warp_geometry_get_mesh": (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.POINTER(_MeshInfo)]),
    }
    for name in ("positions", "normals", "triangles"):
        sig["warp_geometry_copy_" + name] = (ctypes.c_int, [ctypes.c_void_p, c_u32, ctypes.c_void_p,
                                                            ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t)])
    sig["warp_geometry_copy_uvs"] = (ctypes.c_int, [ctypes.c_void_p, c_u32, c_u32, ctypes.c_void_p,
                                                    ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t)])
    vp, sz = ctypes.c_void_p, ctypes.c_size_t
    sig.update({
        "warp_anim_sizeof": (sz, []),
        "warp_anim_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp, sz, vp]),
        "warp_anim_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_AnimInfo)]),
        "warp_anim_foreach_clip": (ctypes.c_int, [vp, sz, vp, _CLIP_CB, vp]),
        "warp_anim_foreach_channel": (ctypes.c_int, [vp, _CHANNEL_CB, vp]),
        "warp_anim_copy_keys": (ctypes.c_int, [vp, c_u32, vp, sz, ctypes.POINTER(sz)]),
        "warp_anim_foreach_event": (ctypes.c_int, [vp, _EVENT_CB, vp]),
        "warp_anim_sample": (ctypes.c_int, [vp, c_f32, ctypes.POINTER(_AnimPose)]),
        "warp_anim_bone_transforms": (ctypes.c_int, [ctypes.POINTER(_AnimPose), vp, vp, vp]),
        "warp_adpcm_decode": (ctypes.c_int, [ctypes.POINTER(_AdpcmState), vp, sz, c_u32, vp, sz, ctypes.POINTER(sz),
                                             ctypes.POINTER(sz)]),
        "warp_bank_foreach": (ctypes.c_int, [vp, sz, sz, vp, _BANK_CB, vp]),
        "warp_level_find_chunks": (ctypes.c_int, [vp, sz, ctypes.POINTER(_LevelChunks)]),
        "warp_collision_sizeof": (sz, []),
        "warp_collision_init": (ctypes.c_int, [vp, sz, c_u32, ctypes.POINTER(_LevelChunks), vp]),
        "warp_collision_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_CollisionInfo)]),
        "warp_collision_copy_vertices": (ctypes.c_int, [vp, vp, sz, ctypes.POINTER(sz)]),
        "warp_collision_get_triangle": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_CollisionTriangle)]),
        "warp_collision_material_name": (ctypes.c_char_p, [c_u32]),
        "warp_entry_streams": (ctypes.c_int, [vp, sz, ctypes.c_int, vp, _STREAM_CB, vp]),
        "warp_sound_list_find": (ctypes.c_int, [vp, sz, vp, c_u32, ctypes.POINTER(_SoundInfo), ctypes.POINTER(c_u32)]),
        "warp_sound_list_get": (ctypes.c_int, [vp, sz, vp, c_u32, ctypes.POINTER(_SoundInfo)]),
        "warp_subtitle_foreach": (ctypes.c_int, [vp, sz, _SUBTITLE_CB, vp, ctypes.POINTER(sz)]),
        "warp_occluder_foreach": (ctypes.c_int, [vp, sz, _OCCLUDER_CB, vp, ctypes.POINTER(sz)]),
        "warp_paths_sizeof": (sz, []),
        "warp_paths_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp]),
        "warp_paths_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_PathsInfo)]),
        "warp_paths_foreach_path": (ctypes.c_int, [vp, _PATH_CB, vp]),
        "warp_paths_foreach_node": (ctypes.c_int, [vp, _PATH_NODE_CB, vp]),
        "warp_paths_get_vertex": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_PathVertex)]),
        "warp_paths_get_area_record": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_PathAreaRecord)]),
        "warp_paths_get_edge": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_PathEdge)]),
        "warp_paths_slab_edges": (ctypes.c_int, [vp, ctypes.POINTER(_PathInfo), c_u32, vp, sz, ctypes.POINTER(sz)]),
        "warp_scene_list_foreach": (ctypes.c_int, [vp, sz, _SCENE_LIST_CB, vp, ctypes.POINTER(sz)]),
        "warp_scene_sizeof": (sz, []),
        "warp_scene_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz]),
        "warp_scene_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_SceneInfo)]),
        "warp_scene_get_definition": (ctypes.c_int, [vp, c_u32, c_u32, ctypes.POINTER(_SceneDefinition)]),
        "warp_scene_get_track": (ctypes.c_int, [vp, c_u32, c_u32, ctypes.POINTER(_SceneTrack)]),
        "warp_scene_copy_position_keys": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), vp, sz, ctypes.POINTER(sz)]),
        "warp_scene_copy_rotation_keys": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), vp, sz, ctypes.POINTER(sz)]),
        "warp_scene_foreach_event": (ctypes.c_int, [vp, ctypes.POINTER(_SceneTrack), _SCENE_EVENT_CB, vp]),
        "warp_world_sizeof": (sz, []),
        "warp_world_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp]),
        "warp_world_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_WorldInfo)]),
        "warp_world_foreach_sector": (ctypes.c_int, [vp, _SECTOR_CB, vp]),
        "warp_world_sector_geometry": (ctypes.c_int, [vp, ctypes.POINTER(_SectorInfo), vp, sz, vp]),
    })
    for name, (res, args) in sig.items():
        fn = getattr(lib, name)
        fn.restype, fn.argtypes = res, args
    return lib


_lib = _load()
_v = _lib.warp_version()
ABI_VERSION = (_v >> 16) << 16 | ((_v >> 8) & 0xFF)


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


# ---- basics ---------------------------------------------------------------------------------
def version():
    """The linked library's version string, e.g. '0.1.0'."""
    return _lib.warp_version_string().decode()


def crc32(data, crc=0):
    data = bytes(data)
    return _lib.warp_crc32(crc, data, len(data))


def name_hash(name):
    """The DIR hash of an entry name (CRC-32 of './ee_files/' + name, A-Z lowered)."""
    return _lib.warp_name_hash(name.encode())


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


# ---- WAD ------------------------------------------------------------------------------------
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

    def _bank_of_index(self, index):
        """True when entry `index` is paired by hash with a sound index (.msd), as the C API
        pairs them (warp_wad_sound_pair): a bank has no signature, and without names (an
        unnamed bank) the hash pairing is all there is."""
        pair = c_u32()
        if _lib.warp_wad_sound_pair(self._h.ptr, index, ctypes.byref(pair)) != 0:
            return False
        return classify(self.data(pair.value)) == "sound_index"

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


# ---- chunk containers ------------------------------------------------------------------------
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


# ---- textures ---------------------------------------------------------------------------------
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


def _streams(data, kind=0):
    """(source, type, section bytes, part_k) of every RenderWare stream of an entry's bytes
    (warp_entry_streams: chunks of a resource or pack, the dictionary and world of a world
    stream, the dictionary and atomics of a world part, a plain .txd/.dff)."""
    b = _Bytes(data)
    out = []

    def on_stream(_user, st):
        c = st.contents
        if c.section:
            out.append((c.source, c.type, ctypes.string_at(c.section, c.section_len), c.part_k))
        return 0

    _check(_lib.warp_entry_streams(b.ptr, b.len, kind, None, _STREAM_CB(on_stream), None), "streams")
    return out


def textures(data):
    """Decode every texture an entry holds, wherever its dictionaries are: a dictionary
    (section 0x16), the 0x2A/0x0B chunks of a resource or pack, a world stream's or world
    part's dictionary. An entry without textures gives []."""
    out = []
    for _source, rw_type, section, _k in _streams(data):
        if rw_type != 0x16:
            continue
        b = _Bytes(section)
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


# ---- models ------------------------------------------------------------------------------------
class Mesh:
    """A mesh's arrays: positions (3 floats per vertex), normals (3, or None), uvs (2, or
    None), triangles (3 vertex indices each), all flat array('f') / array('I'); material index."""

    def __init__(self, material, positions, normals, uvs, triangles):
        self.material, self.positions, self.normals, self.uvs, self.triangles = (
            material, positions, normals, uvs, triangles)

    @property
    def vertex_count(self):
        return len(self.positions) // 3

    def arrays(self):
        """dict of numpy arrays shaped (n, 3) / (n, 2) / (t, 3) (needs numpy)."""
        if numpy is None:
            raise ImportError("numpy is not installed")
        shape = {"positions": 3, "normals": 3, "uvs": 2, "triangles": 3}
        return {k: numpy.asarray(getattr(self, k)).reshape(-1, w) for k, w in shape.items()
                if getattr(self, k) is not None}


class Geometry:
    def __init__(self, info, meshes):
        self.format, self.layout, self.uv_sets = info.format, info.layout, info.uv_sets
        self.skinned = bool(info.has_skin)
        self.meshes = meshes


def _copy(fn, g, mesh, width, typecode, ctype, *extra):
    n = ctypes.c_size_t()
    rc = fn(g, mesh, *extra, None, 0, ctypes.byref(n))
    if rc == -10:  # WARP_E_NOT_FOUND: the geometry lacks this attribute
        return None
    _check(rc, "mesh %d" % mesh)
    buf = (ctype * (width * n.value + 1))()
    _check(fn(g, mesh, *extra, buf, n.value, ctypes.byref(n)), "mesh %d" % mesh)
    return array(typecode, buf[:width * n.value])


def clump_geometries(data):
    """Vertex arrays of every geometry of a clump (section 0x10), or of the first 0x47
    chunk of a resource (clumps() gives every one)."""
    payloads = _payloads(data, 0x47)
    if not payloads:
        raise Error(-10, "no model chunk")
    return _clump(payloads[0])


def clumps(data):
    """One list of Geometry per clump: a clump section, or every 0x47 chunk of a resource
    or pack (a level holds several: its sky models, props)."""
    return [_clump(p) for p in _payloads(data, 0x47)]


def _clump(payload):
    b = _Bytes(payload)
    clump = _Handle(_lib.warp_clump_sizeof())
    _check(_lib.warp_clump_init(clump.ptr, clump.size, ABI_VERSION, b.ptr, b.len, None), "clump")
    ci = _ClumpInfo()
    _check(_lib.warp_clump_get_info(clump.ptr, ctypes.byref(ci)))
    out = []
    for i in range(ci.geometry_count):
        g = _Handle(_lib.warp_geometry_sizeof())
        _check(_lib.warp_clump_geometry(clump.ptr, i, g.ptr, g.size), "geometry %d" % i)
        out.append(_geometry(g))
    return out


def _geometry(g):
    """Geometry of an opened geometry handle: every mesh's arrays."""
    gi = _GeometryInfo()
    _check(_lib.warp_geometry_get_info(g.ptr, ctypes.byref(gi)))
    meshes = []
    for m in range(gi.mesh_count):
        mi = _MeshInfo()
        _check(_lib.warp_geometry_get_mesh(g.ptr, m, ctypes.byref(mi)))
        meshes.append(Mesh(mi.material,
                           _copy(_lib.warp_geometry_copy_positions, g.ptr, m, 3, "f", c_f32),
                           _copy(_lib.warp_geometry_copy_normals, g.ptr, m, 3, "f", c_f32),
                           _copy(_lib.warp_geometry_copy_uvs, g.ptr, m, 2, "f", c_f32, 0),
                           _copy(_lib.warp_geometry_copy_triangles, g.ptr, m, 3, "I", c_u32)))
    return Geometry(gi, meshes)


# ---- worlds ---------------------------------------------------------------------------------------
class Sector:
    """An atomic sector of a world: index, box_min, box_max (RenderWare axes), k (the
    streamed-sector index, None without one), origin, and geometry (a Geometry, or None for
    the sectors of a streamed world, whose triangles are in its parts)."""

    def __init__(self, info, geometry):
        self.index, self.geometry = info.index, geometry
        self.box_min, self.box_max = tuple(info.box_min), tuple(info.box_max)
        self.k = info.k if info.has_index and info.k != 0xFFFFFFFF else None
        self.origin = tuple(info.origin)

    def __repr__(self):
        return "Sector(%d, k=%r, %s)" % (self.index, self.k, "geometry" if self.geometry else "no geometry")


class World:
    """A world section (0x0B): box_min, box_max, material_count and sectors (tree order)."""

    def __init__(self, info, sectors):
        self.box_min, self.box_max = tuple(info.box_min), tuple(info.box_max)
        self.material_count, self.sectors = info.material_count, sectors

    def __repr__(self):
        return "World(%d sectors, %d materials)" % (len(self.sectors), self.material_count)


def worlds(data):
    """Every world of an entry (a level's 0x15 chunks, a world stream <world>_sec.wld, a
    plain world section), each with its sectors and their geometry. [] when it has none."""
    out = []
    for _source, rw_type, section, _k in _streams(data):
        if rw_type != 0x0B:
            continue
        b = _Bytes(section)
        w = _Handle(_lib.warp_world_sizeof())
        _check(_lib.warp_world_init(w.ptr, w.size, ABI_VERSION, b.ptr, b.len, None), "world")
        wi = _WorldInfo()
        _check(_lib.warp_world_get_info(w.ptr, ctypes.byref(wi)))
        infos = []

        def on_sector(_user, sec):
            copy = _SectorInfo()
            ctypes.memmove(ctypes.byref(copy), sec, ctypes.sizeof(copy))
            infos.append(copy)
            return 0

        _check(_lib.warp_world_foreach_sector(w.ptr, _SECTOR_CB(on_sector), None), "sectors")
        sectors = []
        for si in infos:
            geo = None
            if si.has_geometry:
                g = _Handle(_lib.warp_geometry_sizeof())
                _check(_lib.warp_world_sector_geometry(w.ptr, ctypes.byref(si), g.ptr, g.size, None), "sector")
                geo = _geometry(g)
            sectors.append(Sector(si, geo))
        out.append(World(wi, sectors))
    return out


# ---- animation clips ------------------------------------------------------------------------------
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


# ---- sounds ----------------------------------------------------------------------------------------
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


# ---- level collision ----------------------------------------------------------------------------------
class Collision:
    """A level's collision mesh (docs/format-level.md): `vertices` as (x, y, z)
    in game axes (z up), `triangles` as (v0, v1, v2, flags, material, area), `grid` (nx, ny,
    nz), `matrix` (world -> grid, row-vector form, 4 rows). `material_name(id)` gives the
    game's name where known, else None. `arrays()`: numpy (n, 3) float32 and (t, 6) uint16."""

    def __init__(self, info, vertices, triangles):
        self.vertices, self.triangles = vertices, triangles
        self.grid = (info.nx, info.ny, info.nz)
        self.matrix = [tuple(r) for r in info.matrix]
        self.nonempty_cells, self.longest_list = info.nonempty_cells, info.longest_list

    @staticmethod
    def material_name(material):
        n = _lib.warp_collision_material_name(material)
        return n.decode() if n else None

    def arrays(self):
        if numpy is None:
            raise ImportError("numpy is not installed")
        return (numpy.array(self.vertices, dtype=numpy.float32).reshape(-1, 3),
                numpy.array(self.triangles, dtype=numpy.uint16).reshape(-1, 6))

    def __repr__(self):
        return "Collision(%d vertices, %d triangles, grid %r)" % (len(self.vertices), len(self.triangles), self.grid)


def collision(data):
    """The collision mesh of a level (.lev) entry's bytes."""
    b = _Bytes(data)
    chunks = _LevelChunks()
    _check(_lib.warp_level_find_chunks(b.ptr, b.len, ctypes.byref(chunks)), "level chunks")
    h = _Handle(_lib.warp_collision_sizeof())
    _check(_lib.warp_collision_init(h.ptr, h.size, ABI_VERSION, ctypes.byref(chunks), None), "collision")
    info = _CollisionInfo()
    _check(_lib.warp_collision_get_info(h.ptr, ctypes.byref(info)))
    n = ctypes.c_size_t()
    _check(_lib.warp_collision_copy_vertices(h.ptr, None, 0, ctypes.byref(n)))
    buf = (c_f32 * max(4, 4 * n.value))()
    _check(_lib.warp_collision_copy_vertices(h.ptr, buf, n.value, ctypes.byref(n)))
    verts = [(buf[4 * i], buf[4 * i + 1], buf[4 * i + 2]) for i in range(n.value)]
    tris, t = [], _CollisionTriangle()
    for i in range(info.triangle_count):
        _check(_lib.warp_collision_get_triangle(h.ptr, i, ctypes.byref(t)))
        tris.append((t.v[0], t.v[1], t.v[2], t.flags, t.material, t.area))
    return Collision(info, verts, tris)


# ---- level data: subtitles, occluders, paths ------------------------------------------------------
class _Record:
    """Plain attributes; repr shows the ones named in _show."""
    _show = ()

    def __init__(self, **fields):
        self.__dict__.update(fields)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (k, getattr(self, k)) for k in self._show))


def _level_span(data, name):
    """The payload of one level chunk (a warp_level_chunks span) of a .lev entry, or None."""
    b = _Bytes(data)
    chunks = _LevelChunks()
    rc = _lib.warp_level_find_chunks(b.ptr, b.len, ctypes.byref(chunks))
    if rc == -10:  # WARP_E_NOT_FOUND: no level chunk at all
        return None
    _check(rc, "level chunks")
    span = getattr(chunks, name)
    return ctypes.string_at(span.data, span.len) if span.data else None


class Subtitle(_Record):
    """A subtitle record (chunk 0x51, docs/format-level.md): index, kind (0 language, 1 scene,
    2 title card, 3 caption, or another number as stored), text, language and scene (the
    texts of the last kind-0 and kind-1 records before it, or None), language_index, offset
    (from the payload start). Texts are the stored bytes decoded as Latin-1 (the game's code
    page is not documented): text.encode("latin-1") gives the bytes back."""
    _show = ("index", "kind", "text", "language", "scene")


def subtitles(data):
    """The subtitle records of a level (.lev) entry's bytes; [] when it has none (Error for
    bytes that are no chunk container)."""
    payload = _level_span(data, "subtitles")
    if payload is None:
        return []
    b, out = _Bytes(payload), []

    def on_record(_user, r):
        r = r.contents
        text = lambda p: p.decode("latin-1") if p is not None else None
        out.append(Subtitle(index=r.index, kind=r.kind, offset=r.offset,
                            text=ctypes.string_at(r.text, r.text_len).decode("latin-1"), language=text(r.language),
                            scene=text(r.scene), language_index=r.language_index))
        return 0

    _check(_lib.warp_subtitle_foreach(b.ptr, b.len, _SUBTITLE_CB(on_record), None, ctypes.byref(ctypes.c_size_t())),
           "subtitles")
    return out


class Occluder(_Record):
    """An occluder (chunk 0x53, docs/format-level.md): index, points (P0..P3, each (x, y, z,
    w) as stored, game axes; w not documented), planes (three run-time planes as stored),
    active (the run-time byte at +0x6F)."""
    _show = ("index", "points")


def occluders(data):
    """The occluders of a level (.lev) entry's bytes; [] when it has none (Error for bytes
    that are no chunk container)."""
    payload = _level_span(data, "occluders")
    if payload is None:
        return []
    b, out = _Bytes(payload), []

    def on_occluder(_user, o):
        o = o.contents
        out.append(Occluder(index=o.index, points=[tuple(p) for p in o.points], planes=[tuple(p) for p in o.planes],
                            active=o.active))
        return 0

    _check(_lib.warp_occluder_foreach(b.ptr, b.len, _OCCLUDER_CB(on_occluder), None,
                                      ctypes.byref(ctypes.c_size_t())), "occluders")
    return out


class PathEdge(_Record):
    """A route-graph edge, stored on the node it leads to: target (the other node), kind (1, 2
    walk, 4 jump, 8 climb, 0x10 door, 0x80 climb at a run), door, avoid, word4 (as stored)."""
    _show = ("target", "kind", "door", "avoid")


class PathNode(_Record):
    """A route-graph node: index, position (x, y, z, w), edges (PathEdge list), first_edge,
    word10, scratch, word1c (as stored)."""
    _show = ("index", "position", "edges")


class Path(_Record):
    """A path polygon (plan: x, y in game axes): index, area, is_outline (first of its area;
    holes follow), vertices [(x, y)], vertex_words [(word8, wordc)], first_vertex, box
    (x_min, x_max, y_min, y_max), membership, flags, ground, has_area_record, area_record
    (its A record, or None), first_node, node_count (its nodes in Paths.nodes), slab_start
    (16 values, -1 none), slabs (16 lists of edge numbers, or None without lists), and the
    undocumented words word04, word18, word1c, next_in_area, word24 as stored."""
    _show = ("index", "area", "is_outline", "vertices")


class Paths(_Record):
    """A level's AI path data (chunk 0x40, docs/format-level.md): paths (Path), nodes
    (PathNode), area_records (4 words each as stored), header_words, lists_offset,
    lists_len, tail_len, slab_lists."""

    def __repr__(self):
        return "Paths(%d paths, %d nodes, %d area records)" % (len(self.paths), len(self.nodes),
                                                               len(self.area_records))


def _path(h, p):
    verts = []
    for k in range(p.vertex_count):
        v = _PathVertex()
        _check(_lib.warp_paths_get_vertex(h.ptr, p.first_vertex + k, ctypes.byref(v)), "path vertex")
        verts.append(v)
    slabs = None
    if p.slab_start[0] >= 0:
        slabs = []
        for s in range(16):
            n = ctypes.c_size_t()
            _check(_lib.warp_paths_slab_edges(h.ptr, ctypes.byref(p), s, None, 0, ctypes.byref(n)), "slab")
            buf = (ctypes.c_int16 * max(1, n.value))()
            _check(_lib.warp_paths_slab_edges(h.ptr, ctypes.byref(p), s, buf, n.value, ctypes.byref(n)), "slab")
            slabs.append(list(buf[:n.value]))
    return Path(index=p.index, area=p.area, is_outline=bool(p.is_outline), vertices=[(v.x, v.y) for v in verts],
                vertex_words=[(v.word8, v.wordc) for v in verts], first_vertex=p.first_vertex,
                box=(p.x_min, p.x_max, p.y_min, p.y_max), membership=p.membership, flags=p.flags, ground=p.ground,
                has_area_record=p.has_area_record, area_record=p.area_record if p.area_record >= 0 else None,
                first_node=p.first_node, node_count=p.node_count, slab_start=tuple(p.slab_start), slabs=slabs,
                word04=p.word04, word18=p.word18, word1c=p.word1c, next_in_area=p.next_in_area, word24=p.word24)


def paths(data):
    """The AI path data of a level (.lev) entry's bytes, or None when it has none (Error for
    bytes that are no chunk container)."""
    payload = _level_span(data, "paths")
    if payload is None:
        return None
    b = _Bytes(payload)
    h = _Handle(_lib.warp_paths_sizeof())
    _check(_lib.warp_paths_init(h.ptr, h.size, ABI_VERSION, b.ptr, b.len, None), "paths")
    info = _PathsInfo()
    _check(_lib.warp_paths_get_info(h.ptr, ctypes.byref(info)))
    infos, nodes = [], []

    def on_path(_user, p):
        copy = _PathInfo()
        ctypes.memmove(ctypes.byref(copy), p, ctypes.sizeof(copy))
        infos.append(copy)
        return 0

    def on_node(_user, n):
        copy = _PathNode()
        ctypes.memmove(ctypes.byref(copy), n, ctypes.sizeof(copy))
        nodes.append(copy)
        return 0

    _check(_lib.warp_paths_foreach_path(h.ptr, _PATH_CB(on_path), None), "paths")
    _check(_lib.warp_paths_foreach_node(h.ptr, _PATH_NODE_CB(on_node), None), "path nodes")
    out_nodes = []
    for n in nodes:
        edges = []
        for k in range(n.edge_count):
            e = _PathEdge()
            _check(_lib.warp_paths_get_edge(h.ptr, n.first_edge + k, ctypes.byref(e)), "path edge")
            edges.append(PathEdge(target=e.target, kind=e.kind, door=e.door, avoid=e.avoid, word4=e.word4))
        out_nodes.append(PathNode(index=n.index, position=tuple(n.position), edges=edges, first_edge=n.first_edge,
                                  word10=n.word10, scratch=tuple(n.scratch), word1c=n.word1c))
    areas = []
    for i in range(info.area_count):
        a = _PathAreaRecord()
        _check(_lib.warp_paths_get_area_record(h.ptr, i, ctypes.byref(a)), "area record")
        areas.append(tuple(a.words))
    return Paths(paths=[_path(h, p) for p in infos], nodes=out_nodes, area_records=areas,
                 header_words=tuple(info.header_words), lists_offset=info.lists_offset, lists_len=info.lists_len,
                 tail_len=info.tail_len, slab_lists=info.slab_lists)


# ---- scenes -----------------------------------------------------------------------------------------
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


# ---- the public names ----------------------------------------------------------------------------
__all__ = ["ABI_VERSION", "KINDS", "Error", "version", "crc32", "name_hash", "classify", "Entry", "Wad", "chunks",
           "Texture", "textures", "Mesh", "Geometry", "clump_geometries", "clumps", "Sector", "World", "worlds",
           "Clip", "clips", "adpcm_decode", "Sound", "SoundList", "bank_sounds", "Collision", "collision",
           "Subtitle", "subtitles", "Occluder", "occluders", "Path", "PathNode", "PathEdge", "Paths", "paths",
           "SCENE_GROUPS", "scene_list", "SceneDefinition", "SceneTrack", "Scene", "numpy"]


def __dir__():
    """dir(libwarp): the API only (not the modules it is built from)."""
    return sorted(__all__)
