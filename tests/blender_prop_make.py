"""Blender script (blender -b --python tests/blender_prop_make.py -- PNG OUT.glb): a new prop
made in Blender from nothing: a 12-sided cylinder 0.6 m across and 1.2 m tall standing on the
ground (Blender's z up), its UVs Blender's, one material named "barrel" whose base colour is an
image texture of PNG; exported glTF binary with the default settings. Run with the system
Python first on PATH (Debian's Blender 3.4); numpy 1.24 removed np.bool, which the 3.4 add-on
still calls."""
import sys

import numpy

numpy.bool = bool
import bpy  # noqa: E402

png, dst = sys.argv[sys.argv.index("--") + 1:][:2]
bpy.ops.wm.read_factory_settings(use_empty=True)
bpy.ops.mesh.primitive_cylinder_add(vertices=12, radius=0.3, depth=1.2, location=(0, 0, 0.6), calc_uvs=True)
ob = bpy.context.active_object
ob.name = ob.data.name = "barrel"
bpy.ops.object.transform_apply(location=True, rotation=True, scale=True)
mat = bpy.data.materials.new("barrel")
mat.use_nodes = True
tex = mat.node_tree.nodes.new("ShaderNodeTexImage")
tex.image = bpy.data.images.load(png)
bsdf = mat.node_tree.nodes["Principled BSDF"]
mat.node_tree.links.new(tex.outputs["Color"], bsdf.inputs["Base Color"])
ob.data.materials.append(mat)
bpy.ops.export_scene.gltf(filepath=dst, export_format="GLB")
