"""Level data (include/warp/level.h): collision, subtitles, occluders and AI paths of a
level (.lev) entry, in game axes (z up)."""
import ctypes

from .handles import ABI_VERSION, _Bytes, _Handle, _check, _declare, _lib, c_f32, c_u16, c_u32, c_u8, numpy, sz, vp
from .core import _Record


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


_SUBTITLE_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_SubtitleInfo))
_OCCLUDER_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_OccluderInfo))
_PATH_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_PathInfo))
_PATH_NODE_CB = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(_PathNode))
_declare({
    "warp_level_find_chunks": (ctypes.c_int, [vp, sz, ctypes.POINTER(_LevelChunks)]),
    "warp_collision_sizeof": (sz, []),
    "warp_collision_init": (ctypes.c_int, [vp, sz, c_u32, ctypes.POINTER(_LevelChunks), vp]),
    "warp_collision_get_info": (ctypes.c_int, [vp, ctypes.POINTER(_CollisionInfo)]),
    "warp_collision_copy_vertices": (ctypes.c_int, [vp, vp, sz, ctypes.POINTER(sz)]),
    "warp_collision_get_triangle": (ctypes.c_int, [vp, c_u32, ctypes.POINTER(_CollisionTriangle)]),
    "warp_collision_material_name": (ctypes.c_char_p, [c_u32]),
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
})


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
