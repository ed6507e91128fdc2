"""Worlds (include/warp/world.h): a world's atomic sectors with their geometry."""
import ctypes

from .handles import ABI_VERSION, Error, _Bytes, _Handle, _check, _declare, _lib, c_f32, c_u32, sz, vp
from .container import _streams
from .geometry import _geometry


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


class _AtomicInfo(ctypes.Structure):
    _fields_ = [(n, c_u32) for n in ("frame", "geometry", "flags", "has_warriors")] + [
        ("position_scale", c_f32), ("uv_scale", c_f32)] + [
        (n, c_u32) for n in ("warriors_word", "has_pipeline", "pipeline_plugin", "pipeline_id")] + [
        ("embedded", ctypes.c_void_p), ("embedded_len", ctypes.c_size_t), ("reserved", c_u32 * 8)]


_SECTOR_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SectorInfo))
_declare({
    "warp_atomic_read": (ctypes.c_int, [vp, sz, ctypes.POINTER(_AtomicInfo)]),
    "warp_geometry_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, ctypes.POINTER(_AtomicInfo), vp]),
    "warp_world_sizeof": (sz, []),
    "warp_world_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp]),
    "warp_world_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_WorldInfo)]),
    "warp_world_foreach_sector": (ctypes.c_int, [vp, _SECTOR_CB, vp]),
    "warp_world_sector_geometry": (ctypes.c_int, [vp, ctypes.POINTER(_SectorInfo), vp, sz, vp]),
})


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
    for st in _streams(data):
        if st.type != 0x0B or st.section is None:
            continue
        b = _Bytes(st.section)
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


class PartAtomic:
    """An atomic of a world part (<world>_ms<i>.sec, include/warp/world.h): k (the
    streamed-sector index it fills), position_scale and uv_scale (its 0x3F0 scales, already
    applied), and geometry (a Geometry, in the atomic's own coordinates: the world stream's
    sector k gives its origin, Sector.origin)."""

    def __init__(self, k, info, geometry):
        self.k, self.geometry = k, geometry
        self.position_scale, self.uv_scale = info.position_scale, info.uv_scale

    def __repr__(self):
        return "PartAtomic(k=%d, %d meshes)" % (self.k, len(self.geometry.meshes))


def part_atomics(data):
    """Every atomic of a world part entry (<world>_ms<i>.sec), each with its geometry; [] for
    an entry that is no world part (its textures: textures())."""
    out = []
    for st in _streams(data):
        if st.type != 0x14 or st.section is None:
            continue
        b, info = _Bytes(st.section), _AtomicInfo()
        _check(_lib.warp_atomic_read(b.ptr, b.len, ctypes.byref(info)), "part atomic k=%d" % st.part_k)
        if not info.embedded:
            raise Error(-10, "part atomic k=%d: no geometry" % st.part_k)
        g = _Handle(_lib.warp_geometry_sizeof())
        _check(_lib.warp_geometry_init(g.ptr, g.size, ABI_VERSION, info.embedded, info.embedded_len,
                                       ctypes.byref(info), None), "part atomic k=%d" % st.part_k)
        out.append(PartAtomic(st.part_k, info, _geometry(g)))
    return out
