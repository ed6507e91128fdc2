"""ctypes binding over libwarp (The Warriors PS2 WAD and RenderWare PS2 streams).

One module per job, as the C headers are: handles (the library, errors, storage), core,
wad, container, texture, geometry, world, anim, audio, level, scene. This file only hands
their public names on; see docs/python.md.

    import libwarp
    wad = libwarp.Wad("WARRIORS.WAD")             # WARRIORS.DIR beside it
    for e in wad.entries():                       # index, offset, size, hash, kind, name
        print(e)
    for tex in libwarp.textures(wad.data(4)):      # any entry: [] when it holds none
        print(tex.name, tex.width, tex.height)     # tex.rgba: bytes, tex.array(): numpy
    for geo in libwarp.clump_geometries(wad.data(3)): # a clump, or an entry holding one
        for mesh in geo.meshes:                    # positions, normals, uvs, triangles
            print(len(mesh.positions) // 3)
    scn = libwarp.Scene(wad.data(wad.find("cs_sample.scn")))  # tracks, keys, events
    subs = libwarp.subtitles(wad.data(wad.find("level1.lev")))  # also occluders(), paths()

The library never allocates: every handle lives in a ctypes buffer aligned to 16 bytes
(handles._Handle), and every handle keeps a reference to the bytes it borrows.
"""
from .handles import ABI_VERSION, Error, _find_library, numpy
from .core import crc32, name_hash, version
from .wad import KINDS, Entry, Wad, classify
from .container import chunks
from .texture import Texture, textures
from .geometry import Geometry, Mesh, clump_geometries, clumps
from .world import PartAtomic, Sector, World, part_atomics, worlds
from .anim import Clip, clips
from .audio import Sound, SoundList, adpcm_decode, bank_sounds
from .level import Collision, Occluder, Path, PathEdge, PathNode, Paths, Subtitle, collision, occluders, paths, subtitles
from .scene import SCENE_GROUPS, Scene, SceneDefinition, SceneTrack, scene_list

__all__ = ["ABI_VERSION", "KINDS", "Error", "version", "crc32", "name_hash", "classify", "Entry", "Wad", "chunks",
           "Texture", "textures", "Mesh", "Geometry", "clump_geometries", "clumps", "Sector", "World", "worlds",
           "PartAtomic", "part_atomics", "Clip", "clips", "adpcm_decode", "Sound", "SoundList", "bank_sounds", "Collision", "collision",
           "Subtitle", "subtitles", "Occluder", "occluders", "Path", "PathNode", "PathEdge", "Paths", "paths",
           "SCENE_GROUPS", "scene_list", "SceneDefinition", "SceneTrack", "Scene", "numpy"]


def __dir__():
    """dir(libwarp): the API only (not the modules it is built from)."""
    return sorted(__all__)
