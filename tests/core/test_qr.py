"""The QR encoder against values taken from the standard (capacities,
format and version information, alignment positions, a published
Reed-Solomon example), the structure of the symbols it draws, the mask
penalty rules on patterns counted by hand, and fixed-input hashes recorded
under CPython so both interpreters must produce the very same bits."""

import binascii
import hashlib

from core import qr

# Byte-mode capacities (ISO/IEC 18004, table 7), levels L, M, Q, H.
CAPACITY = {
    1: (17, 14, 11, 7), 2: (32, 26, 20, 14), 3: (53, 42, 32, 24), 4: (78, 62, 46, 34),
    5: (106, 84, 60, 44), 6: (134, 106, 74, 58), 7: (154, 122, 86, 64),
    8: (192, 152, 108, 84), 9: (230, 180, 130, 98), 10: (271, 213, 151, 119),
    15: (520, 412, 292, 220), 20: (858, 666, 482, 382), 25: (1273, 997, 715, 535),
    40: (2953, 2331, 1663, 1273),
}

# Format information after masking (ISO/IEC 18004, annex C), masks 0-7.
FORMAT = {
    "L": ("111011111000100", "111001011110011", "111110110101010", "111100010011101",
          "110011000101111", "110001100011000", "110110001000001", "110100101110110"),
    "M": ("101010000010010", "101000100100101", "101111001111100", "101101101001011",
          "100010111111001", "100000011001110", "100111110010111", "100101010100000"),
    "Q": ("011010101011111", "011000001101000", "011111100110001", "011101000000110",
          "010010010110100", "010000110000011", "010111011011010", "010101111101101"),
    "H": ("001011010001001", "001001110111110", "001110011100111", "001100111010000",
          "000011101100010", "000001001010101", "000110100001100", "000100000111011"),
}

# Version information, versions 7-40 (ISO/IEC 18004, annex D).
VERSION_INFO = (
    0x07C94, 0x085BC, 0x09A99, 0x0A4D3, 0x0BBF6, 0x0C762, 0x0D847, 0x0E60D, 0x0F928,
    0x10B78, 0x1145D, 0x12A17, 0x13532, 0x149A6, 0x15683, 0x168C9, 0x177EC, 0x18EC4,
    0x191E1, 0x1AFAB, 0x1B08E, 0x1CC1A, 0x1D33F, 0x1ED75, 0x1F250, 0x209D5, 0x216F0,
    0x228BA, 0x2379F, 0x24B0B, 0x2542E, 0x26A64, 0x27541, 0x28C69,
)

URL = ("https://app.bgstatsapp.com/createPlay.html?data="
       + "%7B%22sourceName%22:%22Table%20companion%22," * 5)[:250]


def _bits(value, width):
    return "".join("1" if (value >> i) & 1 else "0" for i in range(width - 1, -1, -1))


def _read(code, cells):
    """An int from the modules at ``cells``, first cell = most significant."""
    v = 0
    for x, y in cells:
        v = (v << 1) | code.get(x, y)
    return v


def _format_cells(n):
    """Cells of format bits 14..0, both copies (ISO/IEC 18004, figure 25)."""
    first = [(x, 8) for x in (0, 1, 2, 3, 4, 5, 7, 8)] + [(8, y) for y in (7, 5, 4, 3, 2, 1, 0)]
    second = [(8, n - 1 - i) for i in range(7)] + [(n - 8 + i, 8) for i in range(8)]
    return first, second


def _digest(code):
    return str(binascii.hexlify(hashlib.sha256(bytes(code.modules)).digest()), "ascii")


def test_capacities_match_the_standard():
    for version, caps in CAPACITY.items():
        for ecl, cap in zip("LMQH", caps):
            assert qr.capacity(version, ecl) == cap, (version, ecl)


def test_format_bits_match_the_standard_for_every_level_and_mask():
    for ecl, words in FORMAT.items():
        for mask in range(8):
            assert _bits(qr.format_bits(ecl, mask), 15) == words[mask], (ecl, mask)


def test_version_bits_match_the_standard():
    for version in range(7, 41):
        assert qr.version_bits(version) == VERSION_INFO[version - 7], version


def test_alignment_positions_match_the_standard():
    assert qr.alignment_positions(1) == ()
    assert qr.alignment_positions(2) == (6, 18)
    assert qr.alignment_positions(7) == (6, 22, 38)
    assert qr.alignment_positions(14) == (6, 26, 46, 66)
    assert qr.alignment_positions(20) == (6, 34, 62, 90)
    assert qr.alignment_positions(22) == (6, 26, 50, 74, 98)
    assert qr.alignment_positions(32) == (6, 34, 60, 86, 112, 138)
    assert qr.alignment_positions(36) == (6, 24, 50, 76, 102, 128, 154)
    assert qr.alignment_positions(40) == (6, 30, 58, 86, 114, 142, 170)


def test_reed_solomon_matches_the_published_1m_example():
    # "HELLO WORLD" as version 1-M: 16 data codewords and their 10 EC codewords
    data = bytes((32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17))
    assert list(qr.rs_remainder(data, 10)) == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]


def test_reed_solomon_remainder_makes_a_codeword_divisible():
    # data followed by its remainder is a multiple of the generator, so
    # dividing it again leaves nothing
    data = bytes(range(1, 60))
    for degree in (7, 18, 30):
        ec = qr.rs_remainder(data, degree)
        assert not any(qr.rs_remainder(data + bytes(ec), degree)), degree


def test_generator_coefficients_are_never_zero():
    # rs_remainder relies on it (it takes their logs once)
    for degree in sorted(set(qr._EC_PER_BLOCK)):
        assert all(qr._generator(degree)), degree


def test_raw_module_count_matches_the_drawn_function_patterns():
    for version in (1, 2, 6, 7, 10, 14, 21):
        n = qr.symbol_size(version)
        p = qr._Plane(n)
        grid = bytearray(p.nbytes)
        func = bytearray(p.nbytes)
        qr._function_patterns(version, n, grid, func, p.stride // 8)
        marked = sum(bin(b).count("1") for b in func)
        assert n * n - marked == qr._raw_modules(version), version


def test_picks_the_smallest_version_that_holds_the_data():
    for ecl in "LMQH":
        for version in (1, 4, 9):
            cap = qr.capacity(version, ecl)
            assert qr.encode(b"a" * cap, ecl=ecl).version == version
            assert qr.encode(b"a" * (cap + 1), ecl=ecl).version == version + 1
    code = qr.encode(b"a", ecl="M", min_version=5)
    assert code.version == 5 and code.size == 37


def test_too_much_data_raises_a_clear_error():
    try:
        qr.encode(b"x" * 272, ecl="L", max_version=10)
    except ValueError as e:
        text = str(e)
        assert "272 bytes" in text and "at most 271" in text and "level L" in text
    else:
        raise AssertionError("272 bytes fitted version 10-L")


def test_bad_arguments_are_refused():
    for kwargs in ({"ecl": "X"}, {"ecl": "m"}, {"min_version": 0}, {"max_version": 41},
                   {"min_version": 5, "max_version": 4}, {"mask": 8}, {"mask": -1}):
        try:
            qr.encode(b"abc", **kwargs)
        except ValueError:
            pass
        else:
            raise AssertionError("accepted %r" % (kwargs,))


def test_finder_timing_and_dark_module_are_in_place():
    code = qr.encode(URL, ecl="L")
    n = code.size
    assert n == 57
    finder = ("1111111", "1000001", "1011101", "1011101", "1011101", "1000001", "1111111")
    for ox, oy in ((0, 0), (n - 7, 0), (0, n - 7)):
        for dy in range(7):
            assert "".join(str(code.get(ox + dx, oy + dy)) for dx in range(7)) == finder[dy]
        for i in range(-1, 8):  # the light separator round each finder
            for x, y in ((ox + i, oy - 1), (ox + i, oy + 7), (ox - 1, oy + i), (ox + 7, oy + i)):
                assert code.get(x, y) == 0, (x, y)
    for i in range(8, n - 8):
        assert code.get(i, 6) == (i + 1) % 2
        assert code.get(6, i) == (i + 1) % 2
    assert code.get(8, n - 8) == 1


def test_alignment_patterns_are_drawn():
    code = qr.encode(URL, ecl="L")  # version 10: centres 6, 28, 50
    for cx, cy in ((28, 28), (50, 50), (6, 28), (28, 6), (50, 28), (28, 50)):
        ring = [code.get(cx + dx, cy + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)]
        assert ring == [0, 0, 0, 0, 1, 0, 0, 0, 0], (cx, cy)
        assert all(code.get(cx + d, cy - 2) and code.get(cx + d, cy + 2) for d in range(-2, 3))


def test_both_format_copies_carry_level_and_mask():
    for ecl in "LMQH":
        for mask in (None, 6):
            code = qr.encode(b"table companion", ecl=ecl, mask=mask)
            first, second = _format_cells(code.size)
            want = qr.format_bits(ecl, code.mask)
            assert _read(code, first) == want, (ecl, mask)
            assert _read(code, second) == want, (ecl, mask)
            if mask is not None:
                assert code.mask == mask


def test_both_version_blocks_are_written_from_version_7():
    code = qr.encode(b"v" * 150, ecl="L")
    assert code.version == 7
    n = code.size
    right = [(n - 11 + i % 3, i // 3) for i in range(17, -1, -1)]
    below = [(i // 3, n - 11 + i % 3) for i in range(17, -1, -1)]
    assert _read(code, right) == 0x07C94
    assert _read(code, below) == 0x07C94


def test_chosen_mask_has_the_lowest_penalty():
    data = b"https://app.bgstatsapp.com/createPlay.html?data=%7B%7D"
    best = qr.encode(data, ecl="Q")
    scores = [qr.penalty(qr.encode(data, ecl="Q", mask=m)) for m in range(8)]
    assert scores[best.mask] == min(scores)
    assert best.mask == scores.index(min(scores))  # ties go to the lower mask
    assert qr.penalty(best) == min(scores)


def _pattern_code(rows):
    """A version-1 QrCode holding the given 21 rows of "0"/"1"."""
    buf = bytearray()
    for row in rows:
        buf += (int(row, 2) << 3).to_bytes(3, "big")
    return qr.QrCode(1, "L", 0, buf)


def test_penalty_rules_on_patterns_counted_by_hand():
    light = ["0" * 21] * 21
    # 42 lines each one run of 21 (3 + 16), 400 2x2 blocks (3 each), no
    # dark module at all (10 points per 5 % off 50 %: 100)
    assert qr.penalty(_pattern_code(light)) == 42 * 19 + 400 * 3 + 100
    assert qr.penalty(_pattern_code(["1" * 21] * 21)) == 42 * 19 + 400 * 3 + 100
    checker = ["".join(str((x + y + 1) % 2) for x in range(21)) for y in range(21)]
    assert qr.penalty(_pattern_code(checker)) == 0
    stripes = ["10" * 10 + "1"] * 21
    # columns are 21-long runs; 11 dark columns of 21 is 52 %: no balance points
    assert qr.penalty(_pattern_code(stripes)) == 21 * 19
    # one 1:1:3:1:1 look-alike at the start of row 10, the rest light:
    # rows 20 x 19 + 12 (the 14-module run after it), columns 5 x (8 + 8)
    # + 16 x 19, blocks 18 x 20 + 2 x 13, the look-alike 40, balance 90
    rows = list(light)
    rows[10] = "1011101" + "0" * 14
    assert qr.penalty(_pattern_code(rows)) == (392 + 384 + 3 * 386 + 40 + 90)


def test_modules_are_row_packed_msb_first():
    code = qr.encode(b"pack", ecl="H")
    assert code.stride == 3 and len(code.modules) == 3 * 21
    assert bytes(code.row(0))[0] == 0xFE  # finder row: 7 dark, then the separator
    for y in range(code.size):
        for x in range(code.size):
            assert code.get(x, y) == (code.modules[y * 3 + x // 8] >> (7 - x % 8)) & 1
    assert code.get(-1, 0) == 0 and code.get(0, 21) == 0


def test_fixed_inputs_give_the_same_bits_as_under_cpython():
    # digests recorded under CPython; the MicroPython run must match them
    cases = (
        (b"HELLO WORLD", "M", 40, None, 1, 3,
         "1e17570eeb433ba50025eb65790579cec7c05f2b52998157f4d32d44a1b0593d"),
        (URL, "L", 10, None, 10, 2,
         "4a2798d98ec1c523a053ff9df3013b6a0e7c355779e102b160a852b678061353"),
        (bytes(range(200)), "H", 15, None, 15, 4,
         "83e1a344cd5847863c195c38e033058b54877b81b37e8eee29fdd4dbea15b154"),
        ("Zażółć gęślą jaźń", "Q", 10, 5, 3, 5,
         "cd4db4e6eced9d82fcba2b40ed7af5aafc9945baf68d7135eb7c1b09fea3fa25"),
    )
    for data, ecl, top, mask, version, chosen, digest in cases:
        code = qr.encode(data, ecl=ecl, max_version=top, mask=mask)
        assert (code.version, code.mask) == (version, chosen), (data[:12], code.version, code.mask)
        assert _digest(code) == digest, data[:12]


def test_each_forced_mask_gives_its_recorded_symbol():
    # digests recorded under CPython from symbols that a second, independent
    # encoder drew bit for bit the same and a decoder read back
    want = ("ffd9673a2aa55618", "49f6d23b4cd6d183", "ff308489972513ce", "8a2bc47de500c09b",
            "c3c5a89938c44358", "d57b77de0eaabb2b", "3d5b0e0683f31ae7", "13df72fa27fad7d3")
    for mask in range(8):
        code = qr.encode(b"companion", ecl="M", mask=mask)
        assert (code.version, code.mask) == (1, mask)
        assert _digest(code)[:16] == want[mask], mask


def test_fit_centres_the_code_with_a_quiet_zone():
    assert qr.fit(21, 296, 128) == (4, 106, 22)  # (21 + 8) * 4 = 116 <= 128
    assert qr.fit(53, 128, 128) == (2, 11, 11)  # version 9: (53 + 8) * 2 = 122
    assert qr.fit(57, 128, 128) == (1, 35, 35)  # version 10 needs 130 px at 2 px
    assert qr.fit(57, 128, 128, quiet=3) == (2, 7, 7)
    assert qr.fit(113, 250, 122) == (1, 68, 4)  # version 24 on the smaller panel
    try:
        qr.fit(177, 128, 128)
    except ValueError:
        pass
    else:
        raise AssertionError("a version-40 code fitted 128 px")


def test_choose_takes_the_smallest_version_then_the_strongest_level():
    assert qr.choose(20, 128, 128) == (2, "Q", 3)
    assert qr.choose(100, 128, 128) == (5, "L", 2)
    assert qr.choose(230, 128, 128) == (9, "L", 2)
    assert qr.choose(231, 128, 128) is None  # version 10 needs 1 px modules
    assert qr.choose(231, 128, 128, min_module=1) == (10, "L", 1)
    assert qr.choose(1273, 128, 128, min_module=1) == (25, "L", 1)
    assert qr.choose(1274, 128, 128, min_module=1) is None


def test_max_bytes_for_the_panels():
    assert qr.max_bytes(296, 128) == 230  # version 9 at 2 px
    assert qr.max_bytes(250, 122) == 230
    assert qr.max_bytes(128, 128, quiet=2) == 271
    assert qr.max_bytes(128, 128, min_module=1) == 1273  # version 25
    assert qr.max_bytes(250, 122, min_module=1) == 1171  # version 24
    assert qr.max_bytes(128, 128, ecl="M") == 180
