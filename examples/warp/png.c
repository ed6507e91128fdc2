/* PNG writer (textures work). */
