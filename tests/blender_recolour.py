"""Blender script (blender -b --python tests/blender_recolour.py -- IN.glb OUT.glb R G B):
import a .glb with Blender's glTF add-on, set every unlinked colour input of its materials'
nodes holding the extract's colour factor (neither white nor black: the add-on's multiply
node of factor and texture, or the Principled BSDF's Base Color) to R G B (0..1, linear as glTF), export glTF binary
with the default settings: a material recoloured as a modder does it. Run with the system
Python first on PATH (Debian's Blender 3.4); numpy 1.24 removed np.bool, which the 3.4
add-on still calls."""
import sys

import numpy

numpy.bool = bool
import bpy  # noqa: E402

args = sys.argv[sys.argv.index("--") + 1:]
src, dst, rgb = args[0], args[1], [float(x) for x in args[2:5]]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=src)
changed = 0
for mat in bpy.data.materials:
    for node in mat.node_tree.nodes if mat.use_nodes else []:
        for s in node.inputs:
            c3 = s.default_value[:3] if s.type == "RGBA" else []
            if c3 and not s.is_linked and any(abs(c - 1) > 1e-6 for c in c3) and any(c > 1e-6 for c in c3):
                s.default_value = rgb + [s.default_value[3]]
                changed += 1
print("recoloured inputs:", changed)
if not changed:
    sys.exit(1)
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
