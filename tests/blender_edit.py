"""Blender script (blender -b --python tests/blender_edit.py -- IN.glb OUT.glb EDIT): import
a .glb with Blender's glTF add-on, edit every mesh, export glTF binary with the default
settings. EDIT: "scale" (every vertex times 1.25), "move" (every vertex up 0.1), "faces"
(delete the first face, subdivide another), "reweight" (the first vertex to its first two
groups at 0.5 each), "pose" (the character's walk: one key of joint bone06 turned 20 degrees;
"lengthen": the walk keyed 10 frames past its end, bone06 turned 20 degrees there;
the scene at the clips' 30 frames a second before the import, as docs/patch.md says). Run with the system Python first on PATH (Debian's Blender 3.4);
numpy 1.24 removed np.bool, which the 3.4 add-on still calls."""
import sys

import numpy

numpy.bool = bool
import bpy  # noqa: E402

src, dst, edit = sys.argv[sys.argv.index("--") + 1:][:3]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.context.scene.render.fps = 30  # the clips' rate: keys stay on the clips' frames (docs/patch.md)
bpy.ops.import_scene.gltf(filepath=src)
if edit == "pose":  # one key of one bone of the walk turned 20 degrees about its own x
    import math
    from mathutils import Quaternion
    act = [a for a in bpy.data.actions if a.name.startswith("warr_anim_walk")][0]
    path = 'pose.bones["bone06"].rotation_quaternion'
    curves = sorted((c for c in act.fcurves if c.data_path == path), key=lambda c: c.array_index)
    q = Quaternion([c.keyframe_points[10].co[1] for c in curves]) @ Quaternion((1, 0, 0), math.radians(20))
    for c, v in zip(curves, q):
        c.keyframe_points[10].co[1] = v
        c.keyframe_points[10].handle_left[1] = c.keyframe_points[10].handle_right[1] = v
    bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
    sys.exit(0)
if edit == "lengthen":  # the walk keyed 10 frames on: bone06 turned 20 degrees about its own x there
    import math
    from mathutils import Quaternion
    act = [a for a in bpy.data.actions if a.name.startswith("warr_anim_walk")][0]
    path = 'pose.bones["bone06"].rotation_quaternion'
    curves = sorted((c for c in act.fcurves if c.data_path == path), key=lambda c: c.array_index)
    end = max(c.keyframe_points[-1].co[0] for c in act.fcurves)
    q = Quaternion([c.keyframe_points[-1].co[1] for c in curves]) @ Quaternion((1, 0, 0), math.radians(20))
    for c, v in zip(curves, q):
        c.keyframe_points.insert(end + 10, v)
    bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
    sys.exit(0)
for ob in [o for o in bpy.data.objects if o.type == "MESH"]:
    me = ob.data
    if edit == "scale":
        for v in me.vertices:
            v.co *= 1.25
    elif edit == "move":
        for v in me.vertices:
            v.co.y += 0.1
    elif edit == "faces":
        import bmesh
        bm = bmesh.new()
        bm.from_mesh(me)
        bm.faces.ensure_lookup_table()
        bmesh.ops.subdivide_edges(bm, edges=list(bm.faces[-1].edges), cuts=1, use_grid_fill=True)
        bm.faces.ensure_lookup_table()
        bmesh.ops.delete(bm, geom=[bm.faces[0]], context="FACES_ONLY")
        bm.to_mesh(me)
        bm.free()
    elif edit == "reweight" and len(ob.vertex_groups) >= 2:
        for g in ob.vertex_groups:
            g.remove([0])
        ob.vertex_groups[0].add([0], 0.5, "REPLACE")
        ob.vertex_groups[1].add([0], 0.5, "REPLACE")
    me.update()
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
