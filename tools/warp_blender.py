"""Blender 3.4 fixes for the files `warp extract` writes (docs/patch.md "Blender").

Install once: copy this file to Blender's startup folder (Debian's Blender 3.4:
~/.config/blender/3.4/scripts/startup/), or run Blender with `--python tools/warp_blender.py`.

1. numpy >= 1.24 removed `np.bool`, which Blender 3.4's glTF add-on still calls: every
   glTF import fails with "module 'numpy' has no attribute 'bool'". This sets it back.
2. Blender 3.4's glTF exporter reads a corner-domain colour attribute by vertex index, so a
   model with vertex colours (a level's models, worlds) comes back with its colours moved
   to other vertices, unedited. Before exporting, run "Warp: vertex colours for glTF export"
   (F3 search) or call warp_point_colors() in a script: each corner colour attribute becomes
   a vertex one. Lossless for an imported glTF, whose colours are per vertex; after painting
   per corner, a vertex takes the colour of one of its corners.
"""
import numpy

if not hasattr(numpy, "bool") or numpy.bool is not bool:
    numpy.bool = bool

import bpy  # noqa: E402


def warp_point_colors():
    """Every mesh's corner colour attributes as vertex (point) attributes; how many."""
    done = 0
    for me in bpy.data.meshes:
        for ca in [c for c in me.color_attributes if c.domain == "CORNER"]:
            name, kind, active = ca.name, ca.data_type, me.color_attributes.active_color_name == ca.name
            cols = [None] * len(me.vertices)
            for loop in me.loops:
                if cols[loop.vertex_index] is None:
                    cols[loop.vertex_index] = tuple(ca.data[loop.index].color)
            me.color_attributes.remove(me.color_attributes[name])
            pa = me.color_attributes.new(name, kind, "POINT")
            for i, c in enumerate(cols):
                pa.data[i].color = c if c is not None else (1.0, 1.0, 1.0, 1.0)
            if active:
                me.color_attributes.active_color = pa
            if hasattr(me.color_attributes, "render_color_index"):
                me.color_attributes.render_color_index = me.color_attributes.active_color_index
            done += 1
    return done


class WARP_OT_point_colors(bpy.types.Operator):
    """Corner colours as vertex colours: Blender 3.4's glTF exporter reads them right"""
    bl_idname = "warp.point_colors"
    bl_label = "Warp: vertex colours for glTF export"

    def execute(self, context):
        self.report({"INFO"}, "%d colour attributes made per vertex" % warp_point_colors())
        return {"FINISHED"}


def register():
    bpy.utils.register_class(WARP_OT_point_colors)


def unregister():
    bpy.utils.unregister_class(WARP_OT_point_colors)


if __name__ == "__main__":
    register()
