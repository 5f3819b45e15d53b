"""A finished game's BG Stats QR code on the simulated panel, decoded from
the saved PNG by a real decoder back to exactly the play's link, with the
same bits under both runtimes."""

import subprocess
import sys

import pytest
import test_export

from host_tools import export

ROOT = export.ROOT
SHOW_QR = "c b b a b"   # Finished games, the newest, its last item: the QR code


def decode(png):
    zxingcpp = pytest.importorskip("zxingcpp")
    from PIL import Image
    found = zxingcpp.read_barcodes(Image.open(png).convert("L"))
    assert len(found) == 1, found
    return found[0].text


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_qr_of_a_finished_game_decodes_to_its_link(tmp_path, runtime):
    flash = tmp_path / "flash"
    flash.mkdir()
    test_export.finish_generic_games(flash, 1)
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", SHOW_QR,
                          "--flash", str(flash), "--png", str(tmp_path / "png"),
                          "--runtime", runtime], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    last = sorted((tmp_path / "png").iterdir())[-1]

    from core import bgstats
    from core.storage import Storage
    from core.store import Store
    from ui import playlog
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    play = playlog.play_of(entry["id"], store.summary(entry["id"]))
    url = decode(last)
    assert url == bgstats.play_url(play, 1273)
    assert url.startswith("https://app.bgstatsapp.com/createPlay.html?data=")
    assert "Ania" in url and "%22score%22:3" in url
    (tmp_path / ("%s.png" % runtime)).write_bytes(last.read_bytes())


def test_qr_bits_same_in_both_runtimes(tmp_path):
    frames = []
    for runtime in ("cpython", "micropython"):
        flash = tmp_path / ("flash" + runtime)
        flash.mkdir()
        test_export.finish_generic_games(flash, 1)
        png = tmp_path / ("png" + runtime)
        out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", SHOW_QR,
                              "--flash", str(flash), "--png", str(png), "--runtime", runtime],
                             cwd=ROOT, capture_output=True, text=True)
        assert out.returncode == 0, out.stderr[-2000:]
        frames.append(sorted(png.iterdir())[-1].read_bytes())
    assert frames[0] == frames[1]


def test_duration_entered_at_the_table_goes_into_the_code(tmp_path):
    flash = tmp_path / "flash"
    flash.mkdir()
    test_export.finish_generic_games(flash, 1)
    # The list names the number, winner, players and game; the play's menu
    # has the duration just above the QR code: 60 min offered, 95 entered.
    listing = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", "c b",
                              "--flash", str(flash), "--text"], cwd=ROOT,
                             capture_output=True, text=True)
    assert "| [1. Ania, 3 players, Any game]" in listing.stdout.splitlines()
    keys = "c b b a a b up up up c c c c c b a b"
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", keys,
                          "--flash", str(flash), "--png", str(tmp_path / "png")],
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    url = decode(sorted((tmp_path / "png").iterdir())[-1])
    assert "%22durationMin%22:95" in url
    from core.storage import Storage
    from core.store import Store
    store = Store(Storage(str(flash)))
    assert store.summary(store.finished()[0]["id"])["duration_min"] == 95


def test_a_four_player_play_shows_its_code_in_a_155_kb_heap(tmp_path):
    """The heaviest common QR screen, a four-player Castles of Burgundy play
    with its date and duration (a version-19 symbol), fits a 155 KB heap
    (it needed over 175 KB when the encoder drew ASCII grids and kept its
    modules loaded); the collector runs only at the firmware's own safe
    points, so a heavier encoder fails here as a MemoryError."""
    from host_tools import sim
    flash = tmp_path / "flash"
    flash.mkdir()
    test_export.finish_four_player_burgundy_play(flash)
    geom = (296, 128, 270)
    frames = sim.Frames(None, *geom, *sim.native_size(*geom))
    presses = []
    sim.run_micropython(SHOW_QR.split(), flash, 3, geom, None, frames, presses, heap="155k")
    assert len(presses) == len(SHOW_QR.split())


def test_the_ranking_shows_the_code_through_the_page_in_one_press(tmp_path):
    """At a game's end, hold C on the ranking (its footer says so): the
    code is the page's address with the play after "#" (the device knows
    the page: the setting ``page``), two pixels a module; unpacked it is
    the play, and its BG Stats link is the one the device would draw
    itself. B then leads to the play's page in Finished games."""
    import test_sim

    from core import bgstats, playcode
    from core.storage import Storage
    from core.store import Store
    from games import catalog
    from ui import playlog
    page = "https://maker.github.io/table-companion/"
    game = (test_sim.setup_keys(rounds=0) + test_sim.turn_keys(3) + test_sim.turn_keys(1)
            + test_sim.turn_keys(2) + ["b", "=End_the_game", "=yes"])

    def run(name, keys, *out):
        flash = tmp_path / name
        flash.mkdir()
        Store(Storage(str(flash))).save_settings({"page": page})
        done = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys",
                               " ".join(game + keys), "--flash", str(flash), "--seed", "3"]
                              + list(out), cwd=ROOT, capture_output=True, text=True)
        assert done.returncode == 0, done.stderr[-2000:]
        return flash, done.stdout

    assert "hold C QR" in run("ranking", [], "--text")[1]
    flash, shown = run("qr", ["C"], "--text", "--png", str(tmp_path / "png"))
    assert "B: back" in shown and "Scan: the play for BG Stats" in shown
    zxingcpp = pytest.importorskip("zxingcpp")
    from PIL import Image
    (found,) = zxingcpp.read_barcodes(Image.open(sorted((tmp_path / "png").iterdir())[-1])
                                      .convert("L"))
    assert int(found.extra["Version"]) <= 9      # 2 px modules in the 128 px square
    link = found.text
    assert link.startswith(page + "#1.generic.")
    store = Store(Storage(str(flash)))
    (entry,) = store.finished()
    play = playlog.play_of(entry["id"], store.summary(entry["id"]))
    back = playcode.unpack(link[len(page):], catalog)
    assert [(p["name"], p["score"], p["rank"], p["start"]) for p in back["players"]] == [
        (p["name"], p["score"], p["rank"], p["start"]) for p in play["players"]]
    assert bgstats.play_url(back) == bgstats.qr_link(play, 128, 128)[0]
    left = run("left", ["C", "b"], "--text")[1]
    assert "Play 1: Any game" in left and "BG Stats QR code" in left, left
