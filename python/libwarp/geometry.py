"""Models (include/warp/geometry.h): the vertex arrays of every geometry of a clump, of
every clump of a resource or pack, and of a world part's atomics."""
import ctypes
from array import array

from .handles import ABI_VERSION, _Bytes, _Handle, _check, _declare, _lib, c_f32, c_u32, numpy, sz, vp
from .container import _streams


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


_declare({
    "warp_clump_sizeof": (sz, []),
    "warp_clump_init": (ctypes.c_int, [vp, sz, c_u32, vp, sz, vp]),
    "warp_clump_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_ClumpInfo)]),
    "warp_geometry_sizeof": (sz, []),
    "warp_clump_geometry": (ctypes.c_int, [vp, c_u32, vp, sz]),
    "warp_geometry_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_GeometryInfo)]),
    "warp_geometry_get_mesh": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_MeshInfo)]),
    "warp_geometry_copy_uvs": (ctypes.c_int, [vp, c_u32, c_u32, vp, sz, ctypes.POINTER(sz)]),
})
_declare({"warp_geometry_copy_" + name: (ctypes.c_int, [vp, c_u32, vp, sz, ctypes.POINTER(sz)])
          for name in ("positions", "normals", "triangles")})


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
    """Vertex arrays of every geometry of the first clump of an entry (a clump section, or
    the first clump chunk of a resource): clumps()[0]. [] for an entry without a model, as
    textures(), worlds() and clips() give; a damaged model raises Error."""
    found = clumps(data)
    return found[0] if found else []


def clumps(data):
    """One list of Geometry per clump of an entry: a clump section, or every clump chunk
    (0x09/0x25/0x47) of a resource or pack (a level holds several: its sky models, props).
    [] for an entry without a model (a font, a sound, Lua)."""
    return [_clump(st.section) for st in _streams(data) if st.type == 0x10 and st.section is not None]


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
