"""Blender script (blender -b --python tests/blender_world_edit.py -- IN.glb OUT.glb NODE X Y Z DY
[MATERIAL]): import a world's .glb with Blender's glTF add-on, raise the vertices of object NODE
found at (X, Y, Z) in the file's own (glTF, y-up) coordinates of its mesh by DY (glTF y), give
its first material slot the imported material MATERIAL when one is named (a texture swap), and
export glTF binary with the default settings over OUT. The add-on turns glTF's y up to Blender's z up:
glTF (x, y, z) is Blender (x, -z, y). Run with the system Python first on PATH (Debian's
Blender 3.4); numpy 1.24 removed np.bool, which the 3.4 add-on still calls."""
import sys

import numpy

numpy.bool = bool
import bpy  # noqa: E402

args = sys.argv[sys.argv.index("--") + 1:]
src, dst, node, x, y, z, dy = args[:7]
x, y, z, dy = float(x), float(y), float(z), float(dy)
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=src)
moved = 0
for v in bpy.data.objects[node].data.vertices:
    if abs(v.co.x - x) < 1e-5 and abs(v.co.y + z) < 1e-5 and abs(v.co.z - y) < 1e-5:
        v.co.z += dy
        moved += 1
if not moved:
    sys.exit("no vertex of %s at (%g, %g, %g)" % (node, x, y, z))
if len(args) > 7:
    bpy.data.objects[node].material_slots[0].material = bpy.data.materials[args[7]]
bpy.data.objects[node].data.update()
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
