"""Blender script (blender -b --python tests/blender_level_edit.py -- IN.glb OUT.glb EDIT):
import a level's .glb with Blender's glTF add-on, edit it, export glTF binary with the default
settings over OUT. Blender's axes are the game's (the add-on turns glTF's y up to z up).
EDIT: "raise" (every vertex at the origin up 1.25 m), "faces" (delete the first face of the
first material, add a triangle (-5, 10, 0), (5, 10, 0), (0, 12, 2) in the "5 CONCRETE" slot).
Run with the system Python first on PATH (Debian's Blender 3.4); numpy 1.24 removed np.bool,
which the 3.4 add-on still calls."""
import sys

import numpy

numpy.bool = bool
import bmesh  # noqa: E402
import bpy  # noqa: E402

src, dst, edit = sys.argv[sys.argv.index("--") + 1:][:3]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=src)
for ob in [o for o in bpy.data.objects if o.type == "MESH"]:
    me = ob.data
    if edit == "raise":
        for v in me.vertices:
            if v.co.length < 1e-6:
                v.co.z += 1.25
    elif edit == "faces":
        slot = [i for i, m in enumerate(me.materials) if m and m.name.startswith("5 ")][0]
        bm = bmesh.new()
        bm.from_mesh(me)
        bm.faces.ensure_lookup_table()
        bmesh.ops.delete(bm, geom=[bm.faces[0]], context="FACES_ONLY")
        vs = [bm.verts.new(p) for p in ((-5, 10, 0), (5, 10, 0), (0, 12, 2))]
        f = bm.faces.new(vs)
        f.material_index = slot
        bm.to_mesh(me)
        bm.free()
    me.update()
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
