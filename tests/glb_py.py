"""A small .glb reader/writer for the model rebuild tests: load a file's JSON and binary
chunk, append new accessors, save, and every mesh node's triangles in scene space (node
transforms applied; skinned nodes as stored, as glTF says)."""
import json, os, struct


def load(path):
    b = open(path, "rb").read()
    jl = struct.unpack_from("<I", b, 12)[0]
    j = json.loads(b[20:20 + jl])
    bo = 20 + jl + (-jl % 4)
    bl = struct.unpack_from("<I", b, bo)[0]
    return j, bytearray(b[bo + 8:bo + 8 + bl])


def save(path, j, binary):
    binary = bytes(binary) + bytes(-len(binary) % 4)
    j["buffers"][0]["byteLength"] = len(binary)
    js = json.dumps(j).encode()
    js += b" " * (-len(js) % 4)
    head = struct.pack("<III", 0x46546C67, 2, 12 + 8 + len(js) + 8 + len(binary))
    open(path, "wb").write(head + struct.pack("<II", len(js), 0x4E4F534A) + js +
                           struct.pack("<II", len(binary), 0x004E4942) + binary)


FMT = {5126: "f", 5125: "I", 5123: "H", 5121: "B"}
COMPS = {"SCALAR": 1, "VEC2": 2, "VEC3": 3, "VEC4": 4, "MAT4": 16}


def read(j, b, i):
    """Accessor i as a list of tuples."""
    a = j["accessors"][i]
    v = j["bufferViews"][a["bufferView"]]
    fmt, n = FMT[a["componentType"]], COMPS[a["type"]]
    size = struct.calcsize(fmt)
    o, st = v.get("byteOffset", 0) + a.get("byteOffset", 0), v.get("byteStride", size * n)
    return [struct.unpack_from("<%d%s" % (n, fmt), b, o + st * k) for k in range(a["count"])]


def add(j, b, rows, ctype, typ, normalized=False):
    """Append rows (tuples) as a new tightly packed accessor; its index."""
    fmt = FMT[ctype]
    b += bytes(-len(b) % 4)
    off = len(b)
    for r in rows:
        b += struct.pack("<%d%s" % (len(r), fmt), *r)
    j["bufferViews"].append({"buffer": 0, "byteOffset": off, "byteLength": len(b) - off})
    a = {"bufferView": len(j["bufferViews"]) - 1, "componentType": ctype, "count": len(rows), "type": typ}
    if normalized:
        a["normalized"] = True
    if typ == "VEC3" and ctype == 5126 and rows and all(c == c for r in rows for c in r):
        a["min"] = [min(r[k] for r in rows) for k in range(3)]
        a["max"] = [max(r[k] for r in rows) for k in range(3)]
    j["accessors"].append(a)
    return len(j["accessors"]) - 1


def _local(n):
    if "matrix" in n:
        m = n["matrix"]
        return [m[0:4], m[4:8], m[8:12], m[12:16]]
    t = n.get("translation", [0, 0, 0])
    x, y, z, w = n.get("rotation", [0, 0, 0, 1])
    s = n.get("scale", [1, 1, 1])
    r = [[1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
         [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
         [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)]]
    return [[r[c][k] * s[c] for k in range(3)] + [0] for c in range(3)] + [list(t) + [1]]


def _mul(a, b):
    return [[sum(a[k][r] * b[c][k] for k in range(4)) for r in range(4)] for c in range(4)]


def world(j, i):
    parent = {c: p for p, n in enumerate(j["nodes"]) for c in n.get("children", [])}
    m = _local(j["nodes"][i])
    while i in parent:
        i = parent[i]
        m = _mul(_local(j["nodes"][i]), m)
    return m


def triangles(path):
    """[((x,y,z) * 3)] of every mesh node, in scene space."""
    j, b = load(path)
    out = []
    for i, n in enumerate(j["nodes"]):
        if "mesh" not in n:
            continue
        W = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]] if "skin" in n else world(j, i)
        for p in j["meshes"][n["mesh"]]["primitives"]:
            P = [tuple(sum(W[c][r] * (list(v) + [1])[c] for c in range(4)) for r in range(3))
                 for v in read(j, b, p["attributes"]["POSITION"])]
            I = [k[0] for k in read(j, b, p["indices"])] if "indices" in p else list(range(len(P)))
            out += [tuple(P[I[t + k]] for k in range(3)) for t in range(0, len(I), 3)]
    return out


def _dist(t, u):
    """Per-coordinate distance of two triangles, the best of u's three rotations (same winding)."""
    return min(max(abs(x - y) for va, vb in zip(t, u[k:] + u[:k]) for x, y in zip(va, vb)) for k in range(3))


def match(a, b, cell=0.05):
    """Worst distance (per coordinate, same winding) from a triangle of a to its nearest in b;
    the search looks at triangles whose centroids are in neighbouring cells, so a distance
    past `cell` reads as infinite."""
    grid = {}
    for t in b:
        c = tuple(int((t[0][k] + t[1][k] + t[2][k]) / 3 // cell) for k in range(3))
        grid.setdefault(c, []).append(t)
    worst = 0
    for t in a:
        c = tuple(int((t[0][k] + t[1][k] + t[2][k]) / 3 // cell) for k in range(3))
        near = [u for dx in (-1, 0, 1) for dy in (-1, 0, 1) for dz in (-1, 0, 1)
                for u in grid.get((c[0] + dx, c[1] + dy, c[2] + dz), ())]
        worst = max(worst, min((_dist(t, u) for u in near), default=float("inf")))
    return worst


def vertices(path):
    """[(position in scene space, uv or None, normal or None)] of every unskinned mesh node."""
    j, b = load(path)
    out = []
    for i, n in enumerate(j["nodes"]):
        if "mesh" not in n or "skin" in n:
            continue
        W = world(j, i)
        for p in j["meshes"][n["mesh"]]["primitives"]:
            a = p["attributes"]
            P = read(j, b, a["POSITION"])
            U = read(j, b, a["TEXCOORD_0"]) if "TEXCOORD_0" in a else [None] * len(P)
            N = read(j, b, a["NORMAL"]) if "NORMAL" in a else [None] * len(P)
            for v in range(len(P)):
                pos = tuple(sum(W[c][r] * (list(P[v]) + [1])[c] for c in range(4)) for r in range(3))
                nrm = None if N[v] is None else tuple(sum(W[c][r] * N[v][c] for c in range(3)) for r in range(3))
                out.append((pos, U[v], nrm))
    return out


def attributes_match(a, b, pos_tol, uv_tol, nrm_tol):
    """Every vertex of a has one in b at its position with its UV and normal (within the
    tolerances; normals compared after normalising); the first that has none, or None."""
    def unit(n):
        l = sum(c * c for c in n) ** 0.5 or 1
        return tuple(c / l for c in n)
    for p, u, n in a:
        ok = any(max(abs(x - y) for x, y in zip(p, q)) <= pos_tol and
                 (u is None or (v is not None and max(abs(x - y) for x, y in zip(u, v)) <= uv_tol)) and
                 (n is None or (m is not None and max(abs(x - y) for x, y in zip(unit(n), unit(m))) <= nrm_tol))
                 for q, v, m in b)
        if not ok:
            return (p, u, n)
    return None


def world_file(ex, resource_hash):
    """The world .glb the manifest in ex names for resource_hash (its file name follows the names used)."""
    for e in json.load(open(os.path.join(ex, "manifest.json")))["entries"]:
        for o in e.get("outputs") or []:
            if o.get("kind") == "world" and o.get("resource_hash") == resource_hash:
                return os.path.join(e["folder"] or "", o["file"])
    raise SystemExit("no world with resource hash %d in %s/manifest.json" % (resource_hash, ex))


def nudge_first_position(path):
    """The first position of the first mesh moved up by a quarter (an edit the rebuild must carry)."""
    j, b = load(path)
    a = j["accessors"][j["meshes"][0]["primitives"][0]["attributes"]["POSITION"]]
    v = j["bufferViews"][a["bufferView"]]
    o = v.get("byteOffset", 0) + a.get("byteOffset", 0) + 4
    struct.pack_into("<f", b, o, struct.unpack_from("<f", b, o)[0] + 0.25)
    save(path, j, b)
