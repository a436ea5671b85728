#!/usr/bin/env python3
"""Decodes a PNG or GIF with Pillow, independently of segue, and prints what the tests check
as one JSON object:

  {"format": "PNG", "width": W, "height": H, "frames": N, "durations": [ms, ...],
   "crc_ok": true, "pixels": [[r, g, b], ...]}

--frame N picks the frame the pixels are read from (default the last; GIF frames are
composited by Pillow as a viewer shows them); --points "x,y;x,y" the pixels; --all adds every
pixel of the frame as hex (rgb_hex). For a PNG every
chunk's CRC-32 is also checked here with zlib (crc_ok).
"""
import argparse
import json
import struct
import sys
import zlib

from PIL import Image


def png_crcs_ok(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        return False
    i = 8
    while i < len(data):
        (length,) = struct.unpack(">I", data[i:i + 4])
        kind = data[i + 4:i + 8]
        body = data[i + 8:i + 8 + length]
        (crc,) = struct.unpack(">I", data[i + 8 + length:i + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return False
        i += 12 + length
        if kind == b"IEND":
            return i == len(data)
    return False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--frame", type=int, default=-1)
    ap.add_argument("--points", default="")
    ap.add_argument("--all", action="store_true", help="also every pixel of the frame, as hex (rgb_hex)")
    a = ap.parse_args()
    im = Image.open(a.file)
    im.load()
    frames = getattr(im, "n_frames", 1)
    durations = []
    for k in range(frames):
        im.seek(k)
        durations.append(im.info.get("duration", 0))
    im.seek(a.frame if a.frame >= 0 else frames - 1)
    rgb = im.convert("RGB")
    points = [tuple(int(v) for v in p.split(",")) for p in a.points.split(";") if p]
    out = {
        "format": im.format,
        "width": im.size[0],
        "height": im.size[1],
        "frames": frames,
        "durations": durations,
        "crc_ok": png_crcs_ok(a.file) if im.format == "PNG" else True,
        "pixels": [list(rgb.getpixel(p)) for p in points],
    }
    if a.all:
        out["rgb_hex"] = rgb.tobytes().hex()
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
