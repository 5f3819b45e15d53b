"""QR codes from firmware/core/qr.py read back by a real decoder.

Play links are drawn as the panel would show them (a 1-bit 296 x 128 image,
the code in a 128 x 128 area at the module size ``bgstats.play_qr`` picks)
and decoded with zxing-cpp; the text must be exactly the link, and the
decoder must report the version, level and mask the encoder chose with no
error correction spent ("UEC" 1.0: every codeword arrived intact, so a slip
the error correction would hide still fails here). A sweep over every
version and level checks the same at 2 px modules.
"""

import random

import pytest
from PIL import Image

from core import bgstats, qr
from games import catalog

# the decoder is a host-only test dependency (requirements.txt pins it)
zxingcpp = pytest.importorskip("zxingcpp")

PANEL_W, PANEL_H = 296, 128
AREA_X = PANEL_W - 128  # the code lives in a 128 x 128 area at the right

NAMES = ("Zofia", "Bartłomiej", "Małgorzata", "Jędrzej", "Katarzyna", "Grzegorz",
         "Agnieszka", "Przemysław")


def make_play(game, count, **extra):
    players = [{"name": NAMES[i], "score": 150 - 9 * i, "rank": i + 1, "winner": i == 0,
                "start": i == count - 1} for i in range(count)]
    play = {"game": game, "play_id": 314 + count, "date": "2025-01-04 20:15:00",
            "duration_min": 120, "highest_wins": True, "players": players}
    row = catalog.entry(game)     # what the registry gives (ui.playlog.play_of)
    if row is not None:
        play["game_name"], play["bgg_id"] = row[1][0], row[3]
    play.update(extra)
    return play


def draw(code, px, x, y, width, height, left=0):
    """A white 1-bit image with the code's dark modules as px squares."""
    image = Image.new("1", (width, height), 1)
    for j in range(code.size):
        for i in range(code.size):
            if code.get(i, j):
                x0, y0 = left + x + i * px, y + j * px
                image.paste(0, (x0, y0, x0 + px, y0 + px))
    return image


def read_one(image):
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, "decoder found %d codes" % len(found)
    return found[0]


def assert_reads_back(code, image, payload):
    got = read_one(image)
    assert got.bytes == payload
    assert got.extra["Version"] == str(code.version)
    assert got.extra["ECLevel"] == code.ecl
    assert got.extra["DataMask"] == code.mask
    assert got.extra["UEC"] == 1.0


def test_play_links_read_back_from_the_panel_image():
    plays = (
        make_play("tiletum", 2),
        make_play("burgundy", 4),
        make_play("san_juan", 3, date="2025-01-05"),
        make_play("amber", 6, duration_min=None),
        make_play("generic", 8, game_name="Terraforming Mars", highest_wins=False),
    )
    for play in plays:
        code, px, x, y = bgstats.play_qr(play)
        image = draw(code, px, x, y, PANEL_W, PANEL_H, left=AREA_X)
        assert image.size == (PANEL_W, PANEL_H)
        url = bgstats.play_url(play, qr.max_bytes(128, 128, 4, 1))
        got = read_one(image)
        assert got.text == url
        assert_reads_back(code, image, url.encode())


def test_shortened_link_reads_back_with_polish_names():
    play = make_play("generic", 8, game_name="Wsiąść do Pociągu: Europa")
    code, px, x, y = bgstats.play_qr(play, max_version=17)
    url = bgstats.play_url(play, qr.capacity(17, "L"))
    assert code.version == 17 and len(url) <= qr.capacity(17, "L")
    assert len(url) < len(bgstats.play_url(play))
    image = draw(code, px, x, y, PANEL_W, PANEL_H, left=AREA_X)
    got = read_one(image)
    assert got.text == url
    assert "Bart%C5%82o" in url  # names cut to 6 letters, "ł" still UTF-8


def test_two_pixel_modules_on_the_panel():
    # the biggest symbol that gets 2 px modules on the panel: version 9
    url = "https://app.bgstatsapp.com/createPlay.html?data=" + "%7B%22x%22:1%7D" * 12
    version, ecl, px = qr.choose(len(url), 128, 128)
    assert px == 2
    code = qr.encode(url, ecl=ecl, min_version=version, max_version=version)
    px, x, y = qr.fit(code.size, PANEL_W, PANEL_H)
    image = draw(code, px, x, y, PANEL_W, PANEL_H)
    assert_reads_back(code, image, url.encode())


def test_every_version_and_level_reads_back():
    rng = random.Random(18004)
    for version in range(1, 41):
        for ecl in "LMQH":
            cap = qr.capacity(version, ecl)
            size = rng.choice((cap, cap - 1, cap // 2 + 1))
            data = bytes(rng.randrange(256) for _ in range(size))
            mask = rng.choice((None, rng.randrange(8)))
            code = qr.encode(data, ecl=ecl, min_version=version, max_version=version,
                             mask=mask)
            side = (code.size + 8) * 2
            image = draw(code, 2, 8, 8, side, side)
            assert_reads_back(code, image, data)


def test_every_mask_reads_back():
    data = "Zażółć gęślą jaźń — table companion".encode()
    for mask in range(8):
        code = qr.encode(data, ecl="Q", mask=mask)
        side = (code.size + 8) * 3
        image = draw(code, 3, 12, 12, side, side)
        assert_reads_back(code, image, data)
