"""PNG reading (checked: signature, CRCs, the layouts warp writes) and writing for the end-to-end tests."""
import struct, zlib


def png_read(path):
    """(w, h, indices or None, palette RGBA list or None, rgba rows) of a non-interlaced PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "signature"
    pos, idat, plte, trns = 8, b"", b"", b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        (crc,) = struct.unpack(">I", data[pos + 8 + n:pos + 12 + n])
        assert crc == zlib.crc32(kind + body), "chunk CRC"
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert (depth, ctype) in ((8, 6), (8, 2), (8, 3), (4, 3)) and interlace == 0, "a layout the tool writes"
        elif kind == b"PLTE":
            plte = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = {6: 4, 2: 3, 3: 1}[ctype]
    stride = (w * depth * (bpp if ctype != 3 else 1) + 7) // 8
    raw, prev, lines = zlib.decompress(idat), bytearray(stride), []
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        prev = line
        lines.append(bytes(line))
    if ctype != 3:
        rgba = [bytes(l) if ctype == 6 else b"".join(l[x * 3:x * 3 + 3] + b"\xff" for x in range(w)) for l in lines]
        return w, h, None, None, b"".join(rgba)
    idx = []
    for l in lines:
        idx += [l[x] for x in range(w)] if depth == 8 else [l[x // 2] >> (4 - 4 * (x & 1)) & 15 for x in range(w)]
    assert max(idx) * 3 + 3 <= len(plte), "index inside PLTE"
    pal = [bytes(plte[i * 3:i * 3 + 3]) + bytes([trns[i] if i < len(trns) else 255]) for i in range(len(plte) // 3)]
    return w, h, idx, pal, b"".join(pal[i] for i in idx)


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))


def png_write(path, w, h, idx=None, pal=None, rgba=None, depth=8):
    if idx is not None:
        rows = []
        for y in range(h):
            r = idx[y * w:(y + 1) * w]
            if depth == 4:
                r = [(r[x] << 4) | (r[x + 1] if x + 1 < w else 0) for x in range(0, w, 2)]
            rows.append(b"\0" + bytes(r))
        body = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, 3, 0, 0, 0))
        body += chunk(b"PLTE", b"".join(c[:3] for c in pal)) + chunk(b"tRNS", bytes(c[3] for c in pal))
    else:
        rows = [b"\0" + rgba[y * w * 4:(y + 1) * w * 4] for y in range(h)]
        body = chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0))
    data = b"\x89PNG\r\n\x1a\n" + body + chunk(b"IDAT", zlib.compress(b"".join(rows))) + chunk(b"IEND", b"")
    open(path, "wb").write(data)
