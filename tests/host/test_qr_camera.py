"""The play's QR code as a phone held over the table sees it.

The QR screen is drawn by the simulator on both panels (the 2.9" 296 x 128
and the 2.13" 250 x 122) for a two- and a four-player play, once through
the project's page (the setting ``page``) and once as BG Stats' own link;
each frame is photographed by ``camera.photograph`` (tilt, a hand's
perspective, blur, noise, gamma; seeded trials) and decoded by zxing-cpp.

- The page's short code reads at p 1.5 camera pixels per panel pixel and
  a blur of sigma 0.8: a 1080p phone about 210 mm from the panel.
- BG Stats' own code, one pixel a module, reads at p 3.3 (about 95 mm),
  where the longer code the device drew before read too.
- Each of the eight masks reads alike at the short code's distance: the
  measurement behind the device's fixed mask (core.qr.LINK_MASK).
"""

import random
import shutil
import subprocess
import sys

import camera
import pytest
import test_export

from host_tools import export

zxingcpp = pytest.importorskip("zxingcpp")
from PIL import Image  # noqa: E402

ROOT = export.ROOT
SHOW_QR = "c b b a b"   # Finished games, the newest, its last item: the QR code
PAGE = "https://maker.github.io/table-companion/"
PANELS = {"sim": (296, 128), "waveshare_213": (250, 122)}
NAMES = ["Aleksandra", "Bartłomiej", "Celina", "Jędrzej"]
BLUR = 0.8
NEAR_P = 3.3        # where one-pixel modules read
FAR_P = 1.5         # where the page's code must read


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """A flash with one finished game (the simulator's generic game)."""
    flash = tmp_path_factory.mktemp("played")
    test_export.finish_generic_games(flash, 1)
    return flash


def screen(played, tmp, board, count, page):
    """(the QR screen's frame, the play's page link, its BG Stats link)."""
    from core import bgstats, playcode
    from core.storage import Storage
    from core.store import Store
    from ui import playlog
    flash = tmp / ("flash-%s-%d-%s" % (board, count, "page" if page else "direct"))
    shutil.copytree(played, flash)
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    names = NAMES[:count]
    results = [{"name": n, "total": 150 - 7 * i, "rank": i + 1} for i, n in enumerate(names)]
    store.amend(entry["id"], {"game": "burgundy", "players": names, "results": results,
                              "date": "2026-11-20 20:15:00", "duration_min": 95, "first": 1})
    if page:
        store.save_settings({"page": PAGE})
    play = playlog.play_of(entry["id"], store.summary(entry["id"]))
    png = tmp / ("png-" + flash.name)
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--board", board,
                          "--keys", SHOW_QR, "--flash", str(flash), "--png", str(png)],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    frame = Image.open(sorted(png.iterdir())[-1])
    assert frame.size == PANELS[board]
    return frame, playcode.page_url(PAGE, play), bgstats.play_url(play)


def reads(frame, link, p, seeds):
    """How many of the seeded photographs decode to exactly ``link``."""
    return sum(link in camera.read(camera.photograph(frame, p, BLUR, random.Random(s)))
               for s in seeds)


def test_the_page_code_reads_at_arms_length(played, tmp_path):
    for board in PANELS:
        for count in (2, 4):
            frame, link, _direct = screen(played, tmp_path, board, count, True)
            # the exact frame: the page's link, in a symbol of 2 px modules
            found = zxingcpp.read_barcodes(frame.convert("L"))
            assert [r.text for r in found] == [link]
            size = 4 * int(found[0].extra["Version"]) + 17
            side = min(frame.size[1], frame.size[0] - 120)
            assert side // (size + 8) >= 2, (board, count, found[0].extra["Version"])
            assert reads(frame, link, FAR_P, range(3)) == 3, (board, count)


def test_the_bgstats_code_reads_where_it_did(played, tmp_path):
    for board in PANELS:
        for count in (2, 4):
            frame, _link, direct = screen(played, tmp_path, board, count, False)
            assert reads(frame, direct, NEAR_P, range(10, 12)) == 2, (board, count)


def test_every_mask_reads_alike_at_arms_length():
    """The eight masks of the four-player page link, drawn where the
    screen draws it: each reads in every trial, so the penalty the
    standard scores them by buys no reading here."""
    from core import playcode, qr
    play = {"game": "burgundy", "game_name": "The Castles of Burgundy", "play_id": 1,
            "date": "2026-11-20 20:15:00", "duration_min": 95, "highest_wins": True,
            "players": [{"name": n, "score": 150 - 7 * i, "rank": i + 1, "winner": i == 0,
                         "start": i == 1} for i, n in enumerate(NAMES)]}
    link = playcode.page_url(PAGE, play)
    version, ecl, _px = qr.choose(len(link), 128, 128, min_module=1)
    for mask in range(8):
        code = qr.encode(link, ecl=ecl, min_version=version, max_version=version, mask=mask)
        px, x, y = qr.fit(code.size, 128, 128)
        assert px == 2
        frame = Image.new("1", PANELS["sim"], 1)
        for j in range(code.size):
            for i in range(code.size):
                if code.get(i, j):
                    frame.paste(0, (x + i * px, y + j * px, x + (i + 1) * px, y + (j + 1) * px))
        assert reads(frame, link, FAR_P, range(20 + 3 * mask, 22 + 3 * mask)) == 2, mask
