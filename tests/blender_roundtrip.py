"""Blender script: several glTF round trips in one Blender launch (a launch costs seconds).
blender -b --factory-startup --python tests/blender_roundtrip.py -- JOBS.json
JOBS.json: a list of [IN.glb, OUT.glb, EDIT]; each one imported into an empty scene at the
clips' 30 frames a second, edited, its colours made per vertex (tools/warp_blender.py: Blender
3.4's exporter reads corner colours by vertex), exported glTF binary with the default settings. EDIT:
"none" (the modder's no-edit import and export), "none24" (the same at Blender's default 24
frames a second: the clips baked at 1/24 s), "pose" (every action's joint bone06
turned 20 degrees about its own x at keys 5 and 10), "raise" (the first mesh's first vertex
0.25 up along Blender's z). Run with the system Python first on PATH (Debian's Blender
3.4); tools/warp_blender.py sets numpy's np.bool back, which the 3.4 add-on still calls."""
import json
import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
import warp_blender  # noqa: E402  (numpy's np.bool, Blender 3.4's corner colours: docs/patch.md)
import bpy  # noqa: E402
from mathutils import Quaternion  # noqa: E402


def pose():
    for act in bpy.data.actions:
        path = 'pose.bones["bone06"].rotation_quaternion'
        curves = sorted((c for c in act.fcurves if c.data_path == path), key=lambda c: c.array_index)
        if len(curves) != 4 or len(curves[0].keyframe_points) < 11:
            continue
        for k in (5, 10):
            q = Quaternion([c.keyframe_points[k].co[1] for c in curves]) @ Quaternion((1, 0, 0), math.radians(20))
            for c, v in zip(curves, q):
                c.keyframe_points[k].co[1] = v
                c.keyframe_points[k].handle_left[1] = c.keyframe_points[k].handle_right[1] = v


def raise_vertex():
    ob = sorted((o for o in bpy.data.objects if o.type == "MESH"), key=lambda o: o.name)[0]
    ob.data.vertices[0].co.z += 0.25
    ob.data.update()
    print("raised: %s" % ob.name)


for src, dst, edit in json.load(open(sys.argv[sys.argv.index("--") + 1])):
    bpy.ops.wm.read_factory_settings(use_empty=True)
    if edit != "none24":  # "none24": Blender's default 24 frames a second kept (clips resampled)
        bpy.context.scene.render.fps = 30
    bpy.ops.import_scene.gltf(filepath=src)
    if edit == "pose":
        pose()
    elif edit == "raise":
        raise_vertex()
    warp_blender.warp_point_colors()
    bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
    print("exported: %s (%s)" % (dst, edit))
