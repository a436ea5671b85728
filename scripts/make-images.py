#!/usr/bin/env python3
"""Draws the images of the built-in scenarios with images (docs/scenarios.md, "Images"):
Scenarios/Images/inbox.png and message.png (a mail list and a message, for pop-parallax-images),
library.png (a photo grid) and dunes.jpg (the photo, for zoom-images). Pillow only; run from the
repository's root: python3 scripts/make-images.py. The output is committed; it is deterministic."""
from pathlib import Path
from PIL import Image, ImageDraw

OUT = Path("Scenarios/Images")
# The phone's screen is 390 x 844 pt; the screenshots are drawn at half that (the terminal shows
# at most a few pixels a point, the pictures scale them).
W, H = 195, 422
INK, FAINT, BAR = (17, 24, 39), (107, 114, 128), (229, 231, 235)


def navigation_bar(d, title, tint):
    d.rectangle([0, 0, W, 46], fill=(249, 250, 251))
    d.line([0, 46, W, 46], fill=BAR)
    d.rectangle([W // 2 - 30, 28, W // 2 + 30, 36], fill=INK)   # the title, as a bar of "text"
    d.rectangle([8, 30, 30, 34], fill=tint)                       # the back button


def text_bar(d, x, y, width, color, height=5):
    d.rounded_rectangle([x, y, x + width, y + height], radius=2, fill=color)


def inbox():
    img = Image.new("RGB", (W, H), (255, 255, 255))
    d = ImageDraw.Draw(img)
    navigation_bar(d, "Inbox", (29, 78, 216))
    senders = [(239, 68, 68), (16, 185, 129), (59, 130, 246), (245, 158, 11), (139, 92, 246), (236, 72, 153), (20, 184, 166)]
    for k, color in enumerate(senders):
        y = 56 + 50 * k
        d.ellipse([10, y + 6, 34, y + 30], fill=color)
        text_bar(d, 44, y + 8, 70 + (k * 23) % 50, INK)
        text_bar(d, 44, y + 20, 110 - (k * 17) % 40, FAINT, 4)
        d.line([44, y + 42, W, y + 42], fill=BAR)
    img.save(OUT / "inbox.png", optimize=True)


def message():
    img = Image.new("RGB", (W, H), (255, 255, 255))
    d = ImageDraw.Draw(img)
    navigation_bar(d, "Message", (180, 83, 9))
    d.ellipse([10, 58, 40, 88], fill=(239, 68, 68))
    text_bar(d, 50, 64, 60, INK)
    text_bar(d, 50, 76, 90, FAINT, 4)
    for k in range(9):
        text_bar(d, 12, 108 + 14 * k, 170 - (k * 29) % 60, (55, 65, 81), 4)
    d.rounded_rectangle([12, 250, 183, 330], radius=8, fill=(254, 243, 199))
    img.save(OUT / "message.png", optimize=True)


# The grid's squares, as zoom-images places its photo1 element: 112 pt squares from (15, 110),
# 124 pt apart; here at half size.
SQUARES = [(15 + 124 * (k % 3), 110 + 124 * (k // 3)) for k in range(6)]
PHOTOS = [(245, 158, 11), (56, 189, 248), (163, 230, 53), (244, 114, 182), (192, 132, 252), (251, 146, 60)]


def library():
    img = Image.new("RGB", (W, H), (30, 41, 59))
    d = ImageDraw.Draw(img)
    d.rectangle([0, 0, W, 46], fill=(15, 23, 42))
    d.rectangle([W // 2 - 30, 28, W // 2 + 30, 36], fill=(226, 232, 240))
    for (x, y), color in zip(SQUARES, PHOTOS):
        x, y = x // 2, y // 2
        d.rectangle([x, y, x + 55, y + 55], fill=color)
        d.polygon([(x, y + 55), (x + 20, y + 30), (x + 34, y + 44), (x + 44, y + 36), (x + 55, y + 55)],
                  fill=tuple(c // 2 for c in color))
    img.save(OUT / "library.png", optimize=True)


def dunes():
    size = 224
    img = Image.new("RGB", (size, size), (125, 211, 252))
    d = ImageDraw.Draw(img)
    d.ellipse([150, 26, 190, 66], fill=(254, 240, 138))
    d.polygon([(0, 120), (70, 90), (140, 130), (224, 100), (224, 224), (0, 224)], fill=(245, 158, 11))
    d.polygon([(0, 170), (90, 140), (224, 180), (224, 224), (0, 224)], fill=(217, 119, 6))
    img.save(OUT / "dunes.jpg", quality=80, optimize=True)


if __name__ == "__main__":
    OUT.mkdir(parents=True, exist_ok=True)
    inbox()
    message()
    library()
    dunes()
