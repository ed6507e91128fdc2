"""Blender script (blender -b --python tests/blender_material.py -- IN.glb OUT.glb IMAGE.png):
import a .glb with Blender's glTF add-on, give every mesh a new material whose base colour is
IMAGE.png (an image texture node, as a modder makes one), assign it to every other face, export
glTF binary with the default settings. Run with the system Python first on PATH (Debian's
Blender 3.4); numpy 1.24 removed np.bool, which the 3.4 add-on still calls."""
import sys

import numpy

numpy.bool = bool
import bpy  # noqa: E402

src, dst, png = sys.argv[sys.argv.index("--") + 1:][:3]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.import_scene.gltf(filepath=src)
mat = bpy.data.materials.new("painted")
mat.use_nodes = True
tex = mat.node_tree.nodes.new("ShaderNodeTexImage")
tex.image = bpy.data.images.load(png)
bsdf = mat.node_tree.nodes["Principled BSDF"]
mat.node_tree.links.new(tex.outputs["Color"], bsdf.inputs["Base Color"])
for ob in [o for o in bpy.data.objects if o.type == "MESH"]:
    me = ob.data
    me.materials.append(mat)
    for p in me.polygons:
        if p.index % 2:
            p.material_index = len(me.materials) - 1
    me.update()
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
