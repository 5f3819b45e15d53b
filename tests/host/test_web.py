"""The device in a web page (``make web``), in a real browser.

Playwright drives Debian's chromium (the system's ``/usr/bin/chromium``;
``.ci/run`` installs it) on the page served from ``build/web`` on
127.0.0.1. A generic game is played by clicking the page's buttons; the
canvas's pixels must be the simulator's frame for the same presses, bit for
bit; a reload finds the game resumed; the finished game downloads as the
host export writes it from the page's flash, and its BG Stats QR code on
the panel decodes to the play's link. Any console error or page error fails the test.

Without chromium (or Playwright) the whole file is skipped, saying so,
except under CI (``CI=true``), where it is an error.
The page's download size and its time to the first screen are printed and
written to ``build/web-report.json``.
"""

import gzip
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import pytest
import test_export
import test_qr_screen
import test_sim

from host_tools import web

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]
SEED = 3

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - requirements.txt installs it
    sync_playwright = None

if sync_playwright is None or not Path(CHROMIUM).exists():
    # CI installs chromium (.ci/run): there a missing browser is a failure.
    if os.environ.get("CI") == "true":
        raise RuntimeError("CI needs %s for the browser test (.ci/run installs it)" % CHROMIUM)
    pytest.skip("browser test skipped: no chromium at %s (apt-get install chromium; "
                ".ci/run installs it)" % CHROMIUM, allow_module_level=True)


@pytest.fixture(scope="module")
def site():
    """build/web, served on 127.0.0.1 for the module's tests."""
    web.build(quiet=True)
    httpd = web.server(0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    yield "http://127.0.0.1:%d/" % httpd.server_address[1]
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="module")
def browser_dir():
    d = Path(tempfile.mkdtemp(prefix="web-test-"))
    yield d
    shutil.rmtree(d, ignore_errors=True)


class Page:
    """One browser profile (a fresh user-data dir: its own IndexedDB, its
    own flash) with the page open, recording console errors."""

    def __init__(self, pw, profile, downloads, viewport=None):
        self.ctx = pw.chromium.launch_persistent_context(
            str(profile), executable_path=CHROMIUM, args=ARGS, headless=True,
            accept_downloads=True, downloads_path=str(downloads),
            viewport=viewport or {"width": 1280, "height": 720})
        self.page = self.ctx.new_page()
        self.errors = []
        self.bytes = {}
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda e: self.errors.append("page error: %s" % e))
        self.page.on("response", self._response)
        self.page.on("dialog", lambda d: d.accept())

    def _console(self, msg):
        if msg.type == "error":
            self.errors.append("console error: %s" % msg.text)

    def _response(self, resp):
        try:
            self.bytes[resp.url] = len(resp.body())
        except Exception:  # noqa: BLE001 - a response without a body (redirect)
            pass

    def open(self, url):
        """Load the page; the seconds to the first screen on the canvas."""
        t0 = time.monotonic()
        self.page.goto(url)
        self.page.wait_for_function("window.device && window.device.firstScreenMs !== null"
                                    " || window.device && window.device.error", timeout=30000)
        took = time.monotonic() - t0
        assert self.state()["error"] is None, self.state()["error"]
        return took

    def state(self):
        return self.page.evaluate("({...window.device})")

    def press(self, key):
        """Click a button (hold it for a long press: A B C) and wait until
        the firmware has pressed it and the panel shows the result."""
        before = self.state()["presses"]
        held = 800 if key.isupper() else 60
        self.page.locator('[data-key="%s"]' % key.lower()).click(delay=held)
        self.page.wait_for_function(
            "window.device.presses > %d && !window.device.refreshing" % before, timeout=10000)

    def settle(self):
        self.page.wait_for_function("!window.device.refreshing", timeout=20000)
        time.sleep(0.1)

    def pixels(self):
        """The canvas as rows of 0/1 (1 = ink), and its size."""
        data = self.page.evaluate("""() => {
            const c = document.getElementById('panel');
            const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
            const rows = [];
            for (let y = 0; y < c.height; y++) {
                let row = '';
                for (let x = 0; x < c.width; x++) row += d[(y * c.width + x) * 4] < 128 ? '1' : '0';
                rows.push(row);
            }
            return rows;
        }""")
        return data

    def download(self, kind):
        """The bytes of a download button's file."""
        with self.page.expect_download() as info:
            self.page.locator("#" + kind).click()
        return Path(info.value.path()).read_bytes()

    def box(self, selector):
        """The element's box on the page in CSS pixels (x, y, width, height)."""
        return self.page.locator(selector).first.bounding_box()

    def flash(self, into):
        """The flash the page keeps in IndexedDB, written out as a directory
        (files with their times) for the host tools."""
        entries = self.page.evaluate("""() => new Promise((resolve, reject) => {
            const req = indexedDB.open("table-companion", 1);
            req.onerror = () => reject(req.error);
            req.onsuccess = () => {
                const get = req.result.transaction("flash").objectStore("flash").get("tree");
                get.onsuccess = () => resolve((get.result || []).map((e) => ({
                    path: e.path, dir: !!e.dir, mtime: e.mtime || 0,
                    data: e.dir ? null : Array.from(e.data)})));
            };
        })""")
        for e in entries:
            path = Path(into) / e["path"][len("/flash/"):]
            if e["dir"]:
                path.mkdir(parents=True, exist_ok=True)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(bytes(e["data"]))
                os.utime(path, (e["mtime"] / 1000, e["mtime"] / 1000))
        return Path(into)

    def close(self):
        self.ctx.close()


def sim_frames(keys, flash, png):
    """The simulator's frames for ``keys`` on ``flash``, as rows of 0/1."""
    from PIL import Image
    if png.exists():
        shutil.rmtree(png)
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
                          "--flash", str(flash), "--seed", str(SEED), "--png", str(png)],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    frames = []
    for f in sorted(png.glob("*.png")):
        img = Image.open(f).convert("1")
        w, h = img.size
        px = img.load()
        frames.append(["".join("1" if px[x, y] == 0 else "0" for x in range(w))
                       for y in range(h)])
    return frames


def qr_text(rows):
    """The QR code on the panel, read by a real decoder."""
    zxingcpp = pytest.importorskip("zxingcpp")
    from PIL import Image
    img = Image.new("L", (len(rows[0]), len(rows)), 255)
    img.putdata([0 if ch == "1" else 255 for row in rows for ch in row])
    (found,) = zxingcpp.read_barcodes(img)
    return found.text


def play_url(flash):
    """The BG Stats link of the newest finished game on ``flash``."""
    from core import bgstats
    from core.storage import Storage
    from core.store import Store
    from ui import playlog
    store = Store(Storage(str(flash)))
    entry = store.finished()[0]
    return bgstats.play_url(playlog.play_of(entry["id"], store.summary(entry["id"])), 1273)


def same_as_simulator(page, keys, flash, png):
    """Press ``keys`` in the page and in the simulator (on ``flash``): the
    canvas must show the simulator's last frame. Returns its frames."""
    for k in keys:
        page.press(k)
    page.settle()
    shown = page.pixels()
    frames = sim_frames(keys, flash, png)
    assert shown == frames[-1], first_difference(shown, frames[-1])
    return frames


def first_difference(a, b):
    for y, (ra, rb) in enumerate(zip(a, b)):
        if ra != rb:
            return "row %d: page %s, simulator %s" % (y, ra, rb)
    return "sizes differ: %dx%d and %dx%d" % (len(a[0]), len(a), len(b[0]), len(b))


def test_a_game_played_in_the_page_matches_the_simulator(site, browser_dir, tmp_path):
    # ... and a long press: the menu opened with B, closed by holding B
    keys = (test_sim.setup_keys(rounds=0) + test_sim.turn_keys(3) + ["b", "B"]
            + test_sim.turn_keys(1))
    flash = tmp_path / "flash"
    flash.mkdir()
    with sync_playwright() as pw:
        page = Page(pw, browser_dir / "profile", tmp_path / "downloads")
        try:
            first = page.open(site + "?fast=1&seed=%d" % SEED)
            downloaded = sum(page.bytes.values())
            frames = same_as_simulator(page, keys, flash, tmp_path / "png")

            # A reload is a power cycle: the game is resumed where it was.
            page.open(site + "?fast=1&seed=%d" % SEED)
            resumed = same_as_simulator(page, [], flash, tmp_path / "png2")
            assert resumed[-1] != frames[0]

            # The rest of the game, to its end, on both.
            # (the page presses plain buttons: the menus' labels are
            # expanded on the headless simulator first, with A, B and C
            # only: the page opens on the Pico Inky Pack, which has no
            # UP and DOWN)
            more = test_sim.plain_keys(keys + test_sim.turn_keys(2)
                                       + ["b", "=End_the_game", "=yes"], SEED,
                                       arrows=False)[len(keys):]
            same_as_simulator(page, more, flash, tmp_path / "png3")

            # The finished game downloads as the host export writes it from
            # the same flash (the page's, read back from IndexedDB).
            got = {kind: page.download(kind) for kind in ("csv", "bgsplay")}
            page_flash = page.flash(tmp_path / "page-flash")
            test_export.run_export(page_flash, tmp_path / "export")
            assert got["csv"] == (tmp_path / "export" / "plays.csv").read_bytes()
            assert got["bgsplay"] == (tmp_path / "export" / "plays.bgsplay").read_bytes()
            assert b",Ania,1,3,1,1,1," in got["csv"]
            # and its records: the file as the host writes it, the view's tables
            assert page.download("records_csv") == \
                (tmp_path / "export" / "records.csv").read_bytes()
            page.page.locator("#records").click()
            view = page.page.locator("#records-view").inner_text()
            assert "Any game" in view and "1 play · best score 3, Ania (play 1)" in view

            # After a power cycle: the play's BG Stats QR code on the panel.
            page.open(site + "?fast=1&seed=%d" % SEED)
            for k in test_qr_screen.SHOW_QR.split():
                page.press(k)
            page.settle()
            assert qr_text(page.pixels()) == play_url(page_flash)
            assert page.errors == []
        finally:
            page.close()
    report(downloaded, first)


def report(downloaded, first):
    """The page's weight and speed, for the closing note and the log."""
    site_dir = web.OUT
    raw = sum(f.stat().st_size for f in site_dir.iterdir() if f.is_file())
    packed = sum(len(gzip.compress(f.read_bytes(), 9)) for f in site_dir.iterdir()
                 if f.is_file())
    figures = {"downloaded_bytes": downloaded, "site_bytes": raw, "site_gzip_bytes": packed,
               "first_screen_s": round(first, 2)}
    (ROOT / "build" / "web-report.json").write_text(json.dumps(figures, indent=1) + "\n")
    print("\nweb page: %d KB downloaded (%d KB gzipped on a static host), first screen "
          "after %.2f s" % (downloaded // 1024, packed // 1024, first))
    assert downloaded < 1_200_000
    assert first < 10


def test_the_board_choice_changes_panel_and_buttons(site, browser_dir, tmp_path):
    with sync_playwright() as pw:
        page = Page(pw, browser_dir / "boards", tmp_path / "downloads")
        try:
            page.open(site + "?fast=1&board=waveshare_213")
            rows = page.pixels()
            assert (len(rows[0]), len(rows)) == (250, 122)
            keys = page.page.eval_on_selector_all(".key", "els => els.map(e => e.dataset.key)")
            assert sorted(keys) == ["a", "b", "c", "down", "up"]
            page.open(site + "?fast=1&board=pico_inky_pack")
            rows = page.pixels()
            assert (len(rows[0]), len(rows)) == (296, 128)
            keys = page.page.eval_on_selector_all(".key", "els => els.map(e => e.dataset.key)")
            assert keys == ["a", "b", "c"]
            # The keyboard: c, and the down arrow (C on a board without DOWN)
            for key in ("c", "ArrowDown"):
                before = page.state()["presses"]
                page.page.keyboard.down(key)
                time.sleep(0.06)
                page.page.keyboard.up(key)
                page.page.wait_for_function("window.device.presses > %d" % before)
            page.settle()
            flash = tmp_path / "flash"
            flash.mkdir()
            frames = sim_frames(["c", "c"], flash, tmp_path / "png")
            assert page.pixels() == frames[-1]
            assert page.errors == []
        finally:
            page.close()


def test_the_panel_keeps_the_e_ink_pace_and_reset_clears_the_flash(site, browser_dir,
                                                                   tmp_path):
    with sync_playwright() as pw:
        page = Page(pw, browser_dir / "pace", tmp_path / "downloads")
        try:
            first = page.open(site + "?fast=0&seed=%d" % SEED)
            assert first > 4.0            # the first frame is a full refresh: 4.5 s
            before = page.pixels()
            t0 = time.monotonic()
            page.page.locator('[data-key="c"]').click(delay=60)
            time.sleep(0.4)
            assert page.pixels() == before   # a partial refresh takes 0.8 s
            page.page.wait_for_function("window.device.presses > 0 && !window.device.refreshing")
            took = time.monotonic() - t0
            assert 0.75 < took < 3, took
            assert page.pixels() != before
            # Start a game, then reset the device: the main menu again.
            page.open(site + "?fast=1&seed=%d" % SEED)
            menu = page.pixels()
            for k in test_sim.setup_keys(rounds=0):
                page.press(k)
            page.settle()
            # The reset empties the flash, then reloads the page: wait for
            # that reload, or the next load may race it and be aborted.
            with page.page.expect_navigation():
                page.page.locator("#reset").click()
            page.page.wait_for_load_state()
            page.open(site + "?fast=1&seed=%d" % SEED)
            page.settle()
            assert page.pixels() == menu
            assert page.errors == []
        finally:
            page.close()


def played_play(tmp_path):
    """A finished four-player Castles of Burgundy play as the device keeps
    it (the simulator's generic game, its summary amended), and the play
    its QR code links (ui.playlog.play_of)."""
    from core.storage import Storage
    from core.store import Store
    from ui import playlog
    flash = tmp_path / "played"
    flash.mkdir()
    test_export.finish_generic_games(flash, 1)
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    names = ["Aleksandra", "Bartłomiej", "Celina", "Jędrzej"]
    results = [{"name": n, "total": 150 - 7 * i, "rank": i + 1} for i, n in enumerate(names)]
    results[3]["total"] = results[2]["total"]       # a tie-break put Celina third
    store.amend(entry["id"], {"game": "burgundy", "players": names, "results": results,
                              "date": "2026-11-20 20:15:00", "duration_min": 95, "first": 1})
    return playlog.play_of(entry["id"], store.summary(entry["id"]))


def test_a_play_from_the_devices_code_opens_on_the_page(site, browser_dir, tmp_path):
    from core import bgstats, playcode
    play = played_play(tmp_path)
    link = playcode.page_url(site, play)
    direct = bgstats.qr_link(play, 128, 128)[0]     # what the device shows without a page
    with sync_playwright() as pw:
        page = Page(pw, browser_dir / "play", tmp_path / "dl")
        page.open(link)
        page.page.wait_for_selector("#play:not([hidden]) #play-ranking tr")
        assert page.page.locator("#play-title").inner_text() == "The Castles of Burgundy"
        rows = [r.split("\t") for r in page.page.locator("#play-ranking tr").all_inner_texts()]
        assert [[c.strip() for c in r] for r in rows] == [
            ["1.", "Aleksandra", "150"], ["2.", "Bartłomiej (start player)", "143"],
            ["3.", "Celina", "136"], ["4.", "Jędrzej", "136"]]
        assert page.page.locator("#play-bgstats").get_attribute("href") == direct
        bgsplay = json.loads(page.download("play-bgsplay"))
        assert bgsplay["games"][0]["bggId"] == 84876
        assert [s["rank"] for s in bgsplay["plays"][0]["playerScores"]] == [1, 2, 3, 4]
        csv = page.download("play-csv").decode()
        assert "Jędrzej" in csv and "2026-11-20 20:15:00" in csv
        # in Polish, the same play
        page.page.locator('[data-set-lang="pl"]').click()
        assert page.page.locator("#play-bgstats").inner_text() == "Dodaj do BG Stats"
        assert "pierwszy gracz" in page.page.locator("#play-ranking").inner_text()
        # a link that holds no play says so and the device still runs
        page.page.goto(site + "#1.chess.1")
        page.page.wait_for_selector("#play-error:not([hidden])")
        assert "nie zawiera partii" in page.page.locator("#play-error").inner_text()
        assert page.errors == []
        page.close()


def test_on_a_phone_the_panel_fills_the_width_and_the_help_comes_first(site, browser_dir,
                                                                       tmp_path):
    with sync_playwright() as pw:
        page = Page(pw, browser_dir / "phone", tmp_path / "dl",
                    viewport={"width": 390, "height": 844})
        page.open(site + "?lang=en")
        panel = page.box("#panel")
        assert panel["width"] >= 360, panel
        assert page.box("#device")["x"] >= 0 and panel["x"] + panel["width"] <= 390
        # the four games, what the device does, how to try it and build one
        about = page.page.locator(".about").inner_text()
        for words in ("Castles of Burgundy", "Tiletum", "San Juan", "generic mode", "dice",
                      "rounds", "running score", "tie-breakers", "pulled battery",
                      "buttons under the panel", "make deploy", "Badger 2040"):
            assert words in about, words
        help_box = page.box(".about .try:visible")
        assert help_box["y"] + help_box["height"] <= page.box("#row-buttons")["y"]
        assert page.errors == []
        page.close()
