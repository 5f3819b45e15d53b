"""QR Code Model 2 encoder (ISO/IEC 18004), small enough for the Pico.

Used to show a finished play as a link the phone scans from the e-ink panel.
Byte mode only (a URL is bytes), versions 1-40, error-correction levels
L, M, Q and H, Reed-Solomon blocks as the standard lays them out, and either
the mask the standard's penalty rules prefer or a fixed one.

    code = qr.encode(b"https://...", ecl="L", max_version=9)
    px, x0, y0 = qr.fit(code.size, 296, 128)   # module size and top-left corner
    if code.get(x, y): ...                       # 1 = dark module

How: the matrix is drawn as bits straight into the bytes of two "planes"
(the symbol, and which modules are function patterns), each turned into one
big int per symbol, on which the eight masks are scored with whole-symbol
shifts and ANDs (see ``_Plane``) instead of per-module Python loops. The
finished code keeps only the packed bits (bit 7 = leftmost module, like
``framebuf.MONO_HLSB``).

Cost in MicroPython (the WASI build, the compiled module): with the mask
fixed (``LINK_MASK``), a play's link through the page (version 5-7) is
about 20 M units of fuel and BG Stats' own link (version 15) about 45 M;
scoring all eight masks adds a penalty run each (8-30 M apiece on the
device's fragmented heap, and about 40 KB of garbage between the
encoder's safe points at version 19).
"""

LEVELS = "LMQH"

# The mask the device draws its play links with, instead of scoring all
# eight. Every mask is a valid symbol and decodes as well in the camera
# test (tests/host/test_qr_camera.py: each of the eight at the page
# link's distance); scoring them only lowers the standard's penalty, and
# costs eight penalty runs, about 230 M fuel of the 280 M a version-7
# code took on the device's heap. Mask 2 (every third column) is the one
# that scoring chose most often for play links and whose penalty is the
# lowest on average (20 of 40 sampled page links, 10 of 10 BG Stats
# links).
LINK_MASK = 2
_FORMAT_ECL = (1, 0, 3, 2)  # the two format-information bits for L, M, Q, H

# Error-correction codewords per block, versions 1-40, one row per level
# (ISO/IEC 18004, table 9).
_EC_PER_BLOCK = bytes((
    # L
    7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
    28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    # M
    10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
    26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28,
    # Q
    13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
    28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
    # H
    17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
    30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30,
))

# Number of error-correction blocks, same layout.
_BLOCKS = bytes((
    # L
    1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
    8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25,
    # M
    1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
    17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49,
    # Q
    1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
    23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68,
    # H
    1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
    25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81,
))

# GF(256) with the standard's polynomial x^8 + x^4 + x^3 + x^2 + 1. _EXP is
# doubled so a sum of two logs indexes it without a modulo.
_EXP = bytearray(512)
_LOG = bytearray(256)


def _init_field():
    x = 1
    for i in range(255):
        _EXP[i] = x
        _EXP[i + 255] = x
        _LOG[x] = i
        x <<= 1
        if x & 0x100:
            x ^= 0x11D


_init_field()


def _level(ecl):
    i = LEVELS.find(ecl) if isinstance(ecl, str) and len(ecl) == 1 else -1
    if i < 0:
        raise ValueError("error-correction level must be one of L, M, Q, H, not %r" % (ecl,))
    return i


def _check_version(version):
    if not isinstance(version, int) or not 1 <= version <= 40:
        raise ValueError("QR version must be 1-40, not %r" % (version,))


def symbol_size(version):
    """Modules per side of a version's symbol."""
    return 4 * version + 17


def alignment_positions(version):
    """Row/column centres of the alignment patterns (ISO/IEC 18004 annex E)."""
    if version == 1:
        return ()
    count = version // 7 + 2
    last = symbol_size(version) - 7
    if version == 32:
        step = 26  # the standard's table departs from the rule once, here
    else:
        # equal even gaps from the far side, the remainder left to the first gap
        gaps = 2 * (count - 1)
        step = (last - 6 + gaps - 1) // gaps * 2
    return (6,) + tuple(last - step * i for i in range(count - 2, -1, -1))


def _raw_modules(version):
    """Modules left for data and error correction once every function
    pattern is placed: finders with separators and format areas (3 x 64 +
    31), timing lines, alignment patterns (the ones on a timing line share
    5 modules with it) and, from version 7, two 18-module version blocks."""
    n = symbol_size(version)
    raw = n * n - 3 * 64 - 31 - 2 * (n - 16)
    if version > 1:
        k = version // 7 + 2
        raw -= 25 * (k * k - 3) - 10 * (k - 2)
    if version >= 7:
        raw -= 36
    return raw


def _ec_layout(version, e):
    """(total codewords, data codewords, EC codewords per block, blocks)."""
    i = e * 40 + version - 1
    ec, blocks = _EC_PER_BLOCK[i], _BLOCKS[i]
    total = _raw_modules(version) // 8
    return total, total - ec * blocks, ec, blocks


def _count_bits(version):
    return 8 if version < 10 else 16


def capacity(version, ecl="M"):
    """Bytes of data a version holds at a level, in byte mode."""
    _check_version(version)
    data_cw = _ec_layout(version, _level(ecl))[1]
    return (data_cw * 8 - 4 - _count_bits(version)) // 8


def format_bits(ecl, mask):
    """The 15 format-information bits for a level and mask: 5 data bits, a
    BCH(15,5) remainder, XORed with 101010000010010 so they are never all 0."""
    data = (_FORMAT_ECL[_level(ecl)] << 3) | mask
    rem = data << 10
    for i in range(14, 9, -1):
        if (rem >> i) & 1:
            rem ^= 0x537 << (i - 10)
    return ((data << 10) | rem) ^ 0x5412


def version_bits(version):
    """The 18 version-information bits (versions 7-40): 6 data bits and a
    BCH(18,6) remainder."""
    rem = version << 12
    for i in range(17, 11, -1):
        if (rem >> i) & 1:
            rem ^= 0x1F25 << (i - 12)
    return (version << 12) | rem


# --- Reed-Solomon -------------------------------------------------------

def _generator(degree):
    """Coefficients, highest first without the leading 1, of the product of
    (x - a^i) for i < degree."""
    g = bytearray(degree + 1)
    g[0] = 1
    for i in range(degree):
        for j in range(i + 1, 0, -1):
            c = g[j - 1]
            if c:
                g[j] ^= _EXP[_LOG[c] + i]
    return g[1:]


def rs_remainder(data, degree, table=None):
    """The ``degree`` error-correction codewords of ``data`` (bytes):
    the remainder of data(x) * x^degree divided by the generator.
    ``table``: ``rs_table(degree)``, when several blocks share it."""
    # The remainder is kept three bytes to an int (small ints: a big int
    # per step would leave about 150 bytes of garbage per data byte, and
    # collecting it costs more than the division), and each data byte
    # shifts it one byte and XORs in the table's row: a third of the
    # steps of a byte-by-byte division.
    if table is None:
        table = rs_table(degree)
    c = (degree + 2) // 3
    rem = [0] * (c + 1)     # the last stays 0: what shifts into the end
    for b in data:
        base = ((rem[0] >> 16) ^ b) * c
        for k in range(c):
            rem[k] = (((rem[k] & 0xFFFF) << 8) | (rem[k + 1] >> 16)) ^ table[base + k]
    out = bytearray(3 * c)
    for k in range(c):
        v = rem[k]
        out[3 * k] = v >> 16
        out[3 * k + 1] = (v >> 8) & 0xFF
        out[3 * k + 2] = v & 0xFF
    return out[:degree]


def rs_table(degree):
    """The generator times each byte value f, in rows of (degree + 2) // 3
    ints of three bytes each (the row of f from index f * that). Multiplying
    by f is linear, so the rows of 1, 2, 4 ... 128 give every other one by
    XOR: 255 rows of XORs and 8 x ``degree`` products."""
    log = _LOG
    exp = _EXP
    glog = bytes(log[c] for c in _generator(degree))
    c = (degree + 2) // 3
    table = [0] * (256 * c)
    row = bytearray(3 * c)
    for k in range(8):
        for i in range(degree):
            row[i] = exp[glog[i] + k]
        bit = 1 << k
        for q in range(c):
            v = (row[3 * q] << 16) | (row[3 * q + 1] << 8) | row[3 * q + 2]
            at = bit * c + q
            for j in range(0, bit * c, c):
                table[at + j] = table[j + q] ^ v
    return table


def _data_codewords(data, version, count):
    """Byte-mode bit stream (mode 0100, length, data, terminator, padding)
    cut into ``count`` codewords."""
    out = bytearray(count)
    pos = 0
    acc = 0
    nacc = 0

    def put(value, bits):
        nonlocal pos, acc, nacc
        acc = (acc << bits) | value
        nacc += bits
        while nacc >= 8:
            nacc -= 8
            out[pos] = (acc >> nacc) & 0xFF
            pos += 1
        acc &= (1 << nacc) - 1

    put(4, 4)
    put(len(data), _count_bits(version))
    for b in data:
        put(b, 8)
    # the 12- or 20-bit header leaves 4 bits over: the 4-bit terminator
    # fills them (capacity() keeps room for it), then pad codewords follow
    if nacc:
        put(0, 8 - nacc)
    pad = 0xEC
    while pos < count:
        out[pos] = pad
        pos += 1
        pad ^= 0xEC ^ 0x11
    return out


def _codeword_sequence(data, version, e):
    """Data and EC codewords interleaved block by block, as placed."""
    total, data_cw, ec, blocks = _ec_layout(version, e)
    cw = _data_codewords(data, version, data_cw)
    short = blocks - data_cw % blocks
    short_len = data_cw // blocks
    starts = []
    ecs = []
    start = 0
    table = rs_table(ec)
    for b in range(blocks):
        n = short_len + (0 if b < short else 1)
        starts.append(start)
        ecs.append(rs_remainder(memoryview(cw)[start:start + n], ec, table))
        start += n
    table = None
    out = bytearray(total)
    pos = 0
    for i in range(short_len + 1):
        for b in range(blocks):
            if i < short_len or b >= short:
                out[pos] = cw[starts[b] + i]
                pos += 1
    for i in range(ec):
        for b in range(blocks):
            out[pos] = ecs[b][i]
            pos += 1
    return out


# The whole symbol as one int, a "plane": rows of ``stride`` bits (a whole
# number of bytes), modules first, then at least 4 light bits, with 4 light
# rows above and below. A module's right-hand neighbour is one bit lower,
# the one below it ``stride`` bits lower, so the penalty rules become a few
# dozen shifts and ANDs over the whole symbol, done in C, instead of Python
# loops over 8 x size x size modules. The light gaps are the quiet zone the
# finder-pattern rule looks into, and since rows start on byte boundaries
# the finished rows are slices of ``plane.to_bytes()``.
_MARGIN = 4


# --- the matrix ------------------------------------------------------------

def _format_positions(n):
    """(x, y) of the format bits 0-14: first the copy around the top-left
    finder, then the copy split between the other two."""
    first = []
    second = []
    for i in range(15):
        if i < 6:
            first.append((8, i))
        elif i < 8:
            first.append((8, i + 1))
        elif i == 8:
            first.append((7, 8))
        else:
            first.append((14 - i, 8))
        if i < 8:
            second.append((n - 1 - i, 8))
        else:
            second.append((8, n - 15 + i))
    return first, second


def _function_patterns(version, n, grid, func, step):
    """Finders, timing lines, alignment patterns, the format areas and the
    version blocks: dark or light in ``grid``, every one marked in
    ``func``. Both are the bytes of planes (``_Plane``, ``step`` bytes a
    row), so they become the planes with one ``int.from_bytes`` each."""
    def put(x, y, dark):
        i = (y + _MARGIN) * step + (x >> 3)
        bit = 0x80 >> (x & 7)
        grid[i] = grid[i] | bit if dark else grid[i] & ~bit
        func[i] |= bit

    for i in range(n):
        put(6, i, i % 2 == 0)
        put(i, 6, i % 2 == 0)
    for cx, cy in ((3, 3), (n - 4, 3), (3, n - 4)):
        for dy in range(-4, 5):
            y = cy + dy
            if 0 <= y < n:
                for dx in range(-4, 5):
                    x = cx + dx
                    if 0 <= x < n:
                        d = max(abs(dx), abs(dy))
                        put(x, y, d != 2 and d != 4)
    pos = alignment_positions(version)
    last = len(pos) - 1
    for a, cy in enumerate(pos):
        for b, cx in enumerate(pos):
            if (a == 0 and b == 0) or (a == 0 and b == last) or (a == last and b == 0):
                continue  # these corners belong to the finders
            for dy in range(-2, 3):
                for dx in range(-2, 3):
                    put(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)
    first, second = _format_positions(n)
    for x, y in first + second:
        put(x, y, False)  # reserved now, written per mask later
    put(8, n - 8, True)  # the module that is always dark
    if version >= 7:
        bits = version_bits(version)
        for i in range(18):
            dark = (bits >> i) & 1
            a = n - 11 + i % 3
            b = i // 3
            put(a, b, dark)
            put(b, a, dark)


def _place_data(codewords, n, grid, func, step):
    """The zigzag: two-module columns from the right, up then down,
    skipping the vertical timing line; bits left over stay light."""
    nbits = len(codewords) * 8
    i = 0
    x = n - 1
    upward = True
    while x > 0:
        if x == 6:
            x = 5
        # the two columns' byte offsets and bits, once per column pair
        right, rbit = x >> 3, 0x80 >> (x & 7)
        left, lbit = (x - 1) >> 3, 0x80 >> ((x - 1) & 7)
        rows = range(n - 1 + _MARGIN, _MARGIN - 1, -1) if upward else range(_MARGIN, n + _MARGIN)
        for row in rows:
            j = row * step + right
            if not func[j] & rbit:
                if i < nbits and (codewords[i >> 3] << (i & 7)) & 0x80:
                    grid[j] |= rbit
                i += 1
            j = row * step + left
            if not func[j] & lbit:
                if i < nbits and (codewords[i >> 3] << (i & 7)) & 0x80:
                    grid[j] |= lbit
                i += 1
        upward = not upward
        x -= 2


class _Plane:
    """Geometry and constants of the planes of one symbol size."""

    def __init__(self, n, collect=None):
        self.n = n
        self.collect = collect
        stride = (n + _MARGIN + 7) // 8 * 8
        self.stride = stride
        self.pad = stride - n
        bits = (n + 2 * _MARGIN) * stride
        self.nbytes = bits // 8
        self.origin = bits - 1 - _MARGIN * stride  # bit of module (0, 0)
        self.everything = (1 << bits) - 1
        self.modules = self.repeat(((1 << n) - 1) << self.pad, 1)
        self.next_h = None      # the penalty's planes: made by scoring()

    def scoring(self):
        """The planes only the mask penalty reads, made once when a mask is
        scored (a fixed mask needs none: five planes less of garbage)."""
        if self.next_h is not None:
            return
        modules = self.repeat(((1 << self.n) - 1) << self.pad, 1)
        self.next_h = modules & (modules >> 1)  # has a right-hand neighbour
        self.next_v = modules & (modules >> self.stride)  # has one below
        nbytes = self.nbytes
        self.m1 = int.from_bytes(b"\x55" * nbytes, "big")
        self.m2 = int.from_bytes(b"\x33" * nbytes, "big")
        self.m4 = int.from_bytes(b"\x0f" * nbytes, "big")

    def unpacked(self, modules):
        """The plane of packed rows (``packed``'s inverse)."""
        row_bytes = (self.n + 7) // 8
        step = self.stride // 8
        raw = bytearray(self.nbytes)
        at = _MARGIN * step
        for y in range(self.n):
            raw[at:at + row_bytes] = modules[y * row_bytes:(y + 1) * row_bytes]
            at += step
        return int.from_bytes(raw, "big")

    def repeat(self, block, height):
        """The plane whose rows repeat a block of ``height`` rows; doubling
        keeps it to a handful of big shifts."""
        n = self.n
        stride = self.stride
        rows = height
        while rows < n:
            block = (block << (rows * stride)) | block
            rows *= 2
        return (block >> ((rows - n) * stride)) << (_MARGIN * stride)

    def packed(self, plane):
        """The rows, (n + 7) // 8 bytes each, bit 7 = leftmost module."""
        n = self.n
        row_bytes = (n + 7) // 8
        step = self.stride // 8
        raw = plane.to_bytes(self.nbytes, "big")
        out = bytearray(row_bytes * n)
        src = _MARGIN * step
        for y in range(n):
            out[y * row_bytes:(y + 1) * row_bytes] = raw[src:src + row_bytes]
            src += step
        return out

    def tidy(self):
        """A safe point: the garbage of the last few planes goes."""
        if self.collect is not None:
            self.collect()

    def count(self, v):
        """Set bits of v: per-byte sums by SWAR, then a count of each byte
        value (``bin(v).count`` is quadratic on MicroPython's big ints)."""
        self.tidy()
        v = v - ((v >> 1) & self.m1)
        v = (v & self.m2) + ((v >> 2) & self.m2)
        v = (v + (v >> 4)) & self.m4
        b = v.to_bytes(self.nbytes, "big")
        total = 0
        for k in range(1, 9):
            total += k * b.count(bytes((k,)))
        return total


def _mask_bit(mask, i, j):
    """True where mask ``mask`` inverts the module at row i, column j."""
    if mask == 0:
        return (i + j) % 2 == 0
    if mask == 1:
        return i % 2 == 0
    if mask == 2:
        return j % 3 == 0
    if mask == 3:
        return (i + j) % 3 == 0
    if mask == 4:
        return (i // 2 + j // 3) % 2 == 0
    k = i * j
    if mask == 5:
        return k % 2 + k % 3 == 0
    if mask == 6:
        return (k % 2 + k % 3) % 2 == 0
    return ((i + j) % 2 + k % 3) % 2 == 0


def _mask_plane(mask, p):
    """Every module the mask would invert (function modules included; the
    caller keeps those out). Each mask repeats every 12 modules along a row
    and every 12 rows: one 12 x 12 tile, repeated, builds it."""
    n = p.n
    reps = n // 12 + 1
    cut = reps * 12 - n
    block = 0
    for r in range(12):
        unit = 0
        for t in range(12):
            unit = (unit << 1) | _mask_bit(mask, r, t)
        line = 0
        for _ in range(reps):
            line = (line << 12) | unit
        block = (block << p.stride) | ((line >> cut) << p.pad)
    return p.repeat(block, 12)


def _penalty(plane, p):
    """The standard's mask penalty: runs of 5+ same-colour modules in a row
    or column (3 + the excess), 2x2 same-colour blocks (3 each), 1:1:3:1:1
    finder look-alikes with 4 light modules before or after them (40 each;
    outside the symbol counts as light, it is the quiet zone), and 10 per
    5 % of imbalance between dark and light."""
    p.scoring()
    p.tidy()
    light = plane ^ p.everything
    count = p.count
    score = 0
    same_h = 0
    # A plane no longer needed is let go (None) before the next ones are
    # made: a local keeps its plane from the collector (1.3 KB at version
    # 19), and the safe points come between these steps.
    for step in (1, p.stride):
        ok = p.next_h if step == 1 else p.next_v
        same = ((plane ^ (plane >> step)) & ok) ^ ok
        if step == 1:
            same_h = same
        else:
            score += 3 * count(same_h & (same_h >> step) & same)
            same_h = None
        pair = same & (same >> step)
        same = None
        run = pair & (pair >> 2 * step)  # 5 equal modules from here on
        pair = None
        if run:
            starts = count(run)
            score += starts + 2 * (starts - count(run & (run << step)))
        run = None
        p.tidy()
        dark3 = plane & (plane >> step) & (plane >> 2 * step)
        core = (plane & (light >> step) & (dark3 >> 2 * step) & (light >> 5 * step)
                & (plane >> 6 * step))
        dark3 = None
        if core:
            p.tidy()
            light4 = light & (light >> step)
            light4 &= light4 >> 2 * step
            score += 40 * count(core & ((light4 << 4 * step) | (light4 >> 7 * step)))
            light4 = None
        core = None
    light = None
    total = p.n * p.n
    score += 10 * (abs(20 * count(plane) - 10 * total) // total)
    return score


class QrCode:
    """A finished symbol: ``size`` x ``size`` modules, row-packed in
    ``modules`` (``stride`` bytes a row, bit 7 = leftmost, 1 = dark)."""

    def __init__(self, version, ecl, mask, modules):
        self.version = version
        self.ecl = ecl
        self.mask = mask
        self.size = symbol_size(version)
        self.stride = (self.size + 7) // 8
        self.modules = modules

    def get(self, x, y):
        """1 if the module at column x, row y is dark; 0 if light or outside
        the symbol (the quiet zone)."""
        n = self.size
        if x < 0 or y < 0 or x >= n or y >= n:
            return 0
        return (self.modules[y * self.stride + (x >> 3)] >> (7 - (x & 7))) & 1

    def row(self, y):
        """The packed bytes of row y (MONO_HLSB order)."""
        s = self.stride
        return memoryview(self.modules)[y * s:(y + 1) * s]


def encode(data, ecl="M", min_version=1, max_version=10, mask=None, collect=None):
    """Encode ``data`` (bytes, or str as UTF-8) in the smallest version from
    ``min_version`` to ``max_version`` that holds it at level ``ecl``.

    ``mask`` None picks the mask with the lowest penalty (ties go to the
    lower number); 0-7 forces one. Raises ValueError when the data does not
    fit or an argument is out of range.

    ``collect``, when given, is called where no int is half-built and the
    garbage since the last call is small (before every bit count, about 10
    times per mask): a firmware that lets the collector run only at its own
    safe points passes it, so the garbage of a mask (about 250 KB at
    version 19) never has to fit the heap at once; between two calls it
    stays under about 40 KB up to version 25.
    """
    if isinstance(data, str):
        data = data.encode("utf-8")
    else:
        data = bytes(data)
    e = _level(ecl)
    _check_version(min_version)
    _check_version(max_version)
    if min_version > max_version:
        raise ValueError("min_version %d is above max_version %d" % (min_version, max_version))
    if mask is not None and (not isinstance(mask, int) or not 0 <= mask <= 7):
        raise ValueError("mask must be 0-7 or None, not %r" % (mask,))
    version = 0
    for v in range(min_version, max_version + 1):
        if capacity(v, ecl) >= len(data):
            version = v
            break
    if not version:
        raise ValueError("%d bytes do not fit a QR code of version %d-%d at level %s "
                         "(it holds at most %d)"
                         % (len(data), min_version, max_version, ecl, capacity(max_version, ecl)))

    n = symbol_size(version)
    p = _Plane(n, collect)
    step = p.stride // 8
    if collect is not None:
        collect()
    codewords = _codeword_sequence(data, version, e)
    grid = bytearray(p.nbytes)
    func = bytearray(p.nbytes)
    _function_patterns(version, n, grid, func, step)
    _place_data(codewords, n, grid, func, step)
    del codewords
    if collect is not None:
        collect()
    base = int.from_bytes(grid, "big")
    free = p.modules ^ int.from_bytes(func, "big")
    p.modules = None    # only ``free`` needed it: one plane less while scoring
    del grid, func
    # format bits go into two small ints, the top 9 rows and the bottom 7,
    # shifted into place once per mask (30 plane-sized ints would not fit
    # the heap of a large version); ``spots`` holds each bit's positions
    # in them (-1: none), small ints, the ints being made per mask
    first, second = _format_positions(n)
    low_top = p.origin - 9 * p.stride + 1
    low_bottom = p.origin - n * p.stride + 1
    spots = []
    for (x, y), (a, b) in zip(first, second):
        top = p.origin - y * p.stride - x - low_top
        if b < 9:
            spots.append((top, p.origin - b * p.stride - a - low_top, -1))
        else:
            spots.append((top, -1, p.origin - b * p.stride - a - low_bottom))

    best = None
    best_score = 0
    best_mask = 0
    for m in range(8) if mask is None else (mask,):
        if collect is not None:
            collect()
        fmt = format_bits(ecl, m)
        top = bottom = 0
        for i in range(15):
            if (fmt >> i) & 1:
                at, also, low = spots[i]
                top |= 1 << at
                if also >= 0:
                    top |= 1 << also
                if low >= 0:
                    bottom |= 1 << low
        plane = base ^ (_mask_plane(m, p) & free) | (top << low_top) | (bottom << low_bottom)
        if mask is not None:
            best, best_mask = plane, m
            break
        score = _penalty(plane, p)
        if best is None or score < best_score:
            best, best_score, best_mask = plane, score, m
        plane = None
    return QrCode(version, ecl, best_mask, p.packed(best))


def penalty(code):
    """The mask penalty of a finished code (what ``encode`` minimised)."""
    p = _Plane(code.size)
    return _penalty(p.unpacked(code.modules), p)


def fit(size, width, height, quiet=4):
    """Place a ``size``-module code in a ``width`` x ``height`` px area with
    ``quiet`` light modules all round: returns (module_px, x, y), the
    largest whole-pixel module size and the top-left pixel of the symbol
    (centred). Raises ValueError when not even 1 px modules fit."""
    px = min(width, height) // (size + 2 * quiet)
    if px < 1:
        raise ValueError("a %d-module QR code with a %d-module quiet zone does not fit "
                         "%d x %d px" % (size, quiet, width, height))
    return px, (width - size * px) // 2, (height - size * px) // 2


def choose(nbytes, width, height, quiet=4, min_module=2):
    """Pick (version, ecl, module_px) for ``nbytes`` of data shown in a
    ``width`` x ``height`` px area: the smallest version that holds the data
    (at level L), so the modules are as big as they can be, then the
    strongest level that still fits that version. None when the modules
    would be smaller than ``min_module`` px."""
    side = min(width, height)
    for v in range(1, 41):
        if capacity(v, "L") >= nbytes:
            px = side // (symbol_size(v) + 2 * quiet)
            if px < min_module:
                return None
            for ecl in "HQM":
                if capacity(v, ecl) >= nbytes:
                    return v, ecl, px
            return v, "L", px
    return None


def max_bytes(width, height, quiet=4, min_module=2, ecl="L"):
    """The most data bytes any version holds at ``ecl`` with modules of at
    least ``min_module`` px in the area (0 if none fits)."""
    side = min(width, height)
    most = 0
    for v in range(1, 41):
        if side // (symbol_size(v) + 2 * quiet) < min_module:
            break
        most = capacity(v, ecl)
    return most
