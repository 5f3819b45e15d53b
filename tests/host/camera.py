"""A phone's camera looking at the panel, for the QR tests.

``photograph(panel, p, sigma, rng)`` turns a 1-bit panel image (PIL, 0 =
ink) into what a phone's scanning stream sees: the panel as reflectance
(ink 20 %, paper 60 %) inside a dark bezel, tilted by up to 6 degrees with
each corner moved by up to 4 % of the panel's size (a hand, not a tripod),
sampled at ``p`` camera pixels per panel pixel, blurred by a Gaussian of
``sigma`` camera pixels (focus and the lens), with about 2 % noise and
the sensor's gamma of 2.2. ``rng`` (random.Random) draws the tilt, the
corners and the noise, so a seed is a trial that can be repeated.

The image is drawn ``SUPER`` times finer first and box-averaged down, so
a camera pixel integrates the panel pixels it covers instead of sampling
one point of them. A phone's 1080p stream at 70 degrees of view sees
about 315 / distance-in-mm camera pixels per panel pixel of these 0.23 mm
pixels: p 1.5 is about 210 mm away, p 3.3 about 95 mm.
"""

import math

from PIL import Image, ImageChops, ImageFilter

INK, PAPER, BEZEL = 0.20, 0.60, 0.10
TILT_DEG = 6.0
JITTER = 0.04
NOISE = 0.02
GAMMA = 2.2
SUPER = 3
MARGIN = 16     # panel pixels of bezel around the panel


def _solve(a, b):
    """Gaussian elimination with partial pivoting: x with a x = b."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def _perspective(dst, src):
    """PIL's PERSPECTIVE coefficients taking each output point of ``dst``
    to the input point of ``src`` (four corners each)."""
    a, b = [], []
    for (x, y), (u, v) in zip(dst, src):
        a.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        b.append(u)
        a.append([0, 0, 0, x, y, 1, -v * x, -v * y])
        b.append(v)
    return _solve(a, b)


def photograph(panel, p, sigma, rng):
    """The camera's grey image ("L") of ``panel`` (see the module)."""
    w, h = panel.size
    ink, paper, bezel = (round(255 * v) for v in (INK, PAPER, BEZEL))
    src = Image.new("L", (w + 2 * MARGIN, h + 2 * MARGIN), bezel)
    src.paste(panel.convert("L").point(lambda v: paper if v > 127 else ink), (MARGIN, MARGIN))
    out_w, out_h = int(src.size[0] * p), int(src.size[1] * p)
    k = SUPER
    cx, cy = out_w * k / 2, out_h * k / 2
    theta = math.radians(rng.uniform(-TILT_DEG, TILT_DEG))
    cos, sin = math.cos(theta), math.sin(theta)
    dst, corners = [], []
    for x, y in ((0, 0), (w, 0), (w, h), (0, h)):
        dx, dy = (x - w / 2) * p * k, (y - h / 2) * p * k
        dx += rng.uniform(-JITTER, JITTER) * w * p * k
        dy += rng.uniform(-JITTER, JITTER) * h * p * k
        dst.append((cx + dx * cos - dy * sin, cy + dx * sin + dy * cos))
        corners.append((x + MARGIN, y + MARGIN))
    fine = src.transform((out_w * k, out_h * k), Image.PERSPECTIVE, _perspective(dst, corners),
                         resample=Image.NEAREST, fillcolor=bezel)
    fine = fine.filter(ImageFilter.GaussianBlur(sigma * k))
    img = fine.reduce(k)
    sd = NOISE * 255
    noise = bytes(max(0, min(255, round(128 + rng.gauss(0, sd))))
                  for _ in range(img.size[0] * img.size[1]))
    img = ImageChops.add(img, Image.frombytes("L", img.size, noise), 1.0, -128)
    table = [round(255 * (v / 255) ** (1 / GAMMA)) for v in range(256)]
    return img.point(table)


def read(image):
    """The texts zxing-cpp reads as QR codes in ``image``."""
    import zxingcpp
    return [r.text for r in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]
