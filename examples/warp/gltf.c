/* glTF 2.0 binary writer (models work). */
