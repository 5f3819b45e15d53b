"""Pictures of the panel on the host: the native frame buffer (MONO_HLSB,
1 = ink, see firmware/hw/panel.py) turned into a landscape 1-bit PIL image
the way the user sees the panel, for the simulator's PNGs and its terminal
view.
"""

from PIL import Image

# PIL's rotations that undo each panel rotation: Image.ROTATE_90 turns the
# picture counter-clockwise, so logical (x, y) reads native (H - 1 - y, x).
_TURN = {
    0: None,
    90: Image.Transpose.ROTATE_90,
    180: Image.Transpose.ROTATE_180,
    270: Image.Transpose.ROTATE_270,
}


def native_image(buf, native_w, native_h):
    """The frame buffer as the controller sees it (mode "1", black ink)."""
    stride = (native_w + 7) // 8
    if len(buf) != stride * native_h:
        raise ValueError("frame buffer is %d bytes, a %dx%d panel needs %d"
                         % (len(buf), native_w, native_h, stride * native_h))
    # Raw mode "1;I": a set bit is black, as the panel shows ink.
    img = Image.frombytes("1", (stride * 8, native_h), bytes(buf), "raw", "1;I")
    if stride * 8 != native_w:
        img = img.crop((0, 0, native_w, native_h))
    return img


def to_image(buf, native_w, native_h, rotation, scale=1):
    """The landscape picture a user sees, ``scale`` screen pixels per panel
    pixel (nearest neighbour, so pixels stay sharp)."""
    if rotation not in _TURN:
        raise ValueError("rotation must be 0, 90, 180 or 270, not %r" % (rotation,))
    img = native_image(buf, native_w, native_h)
    if _TURN[rotation] is not None:
        img = img.transpose(_TURN[rotation])
    if scale != 1:
        img = img.resize((img.width * scale, img.height * scale), Image.Resampling.NEAREST)
    return img


def canvas_image(canvas, scale=1):
    """The picture of a ``ui.canvas.Canvas`` (or anything with ``buf``,
    ``native_w``, ``native_h`` and ``rotation``)."""
    return to_image(canvas.buf, canvas.native_w, canvas.native_h, canvas.rotation, scale)


def ink_rows(img):
    """The image as rows of 0/1 (1 = ink), for text renderings."""
    w, h = img.size
    data = img.convert("L").tobytes()
    return [[1 if data[y * w + x] < 128 else 0 for x in range(w)] for y in range(h)]
