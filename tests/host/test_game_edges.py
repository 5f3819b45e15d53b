"""Nothing is lost at the edges of a game, for every game, through the
simulator's loop on real files: a power cut at every flash write of "End
the game" (the next boot shows the game in progress, and ending it again
works, or the finished game with its ranking, never neither); undoing the
end, playing on, ending again and rebooting (the ranking the entries
give); a new game while one is in progress (kept: Continue brings it back
after a reboot; abandoned: listed as unfinished); a form the power cut
short (the next boot reopens it with its answers).

Each game is played once to its final step (the key scripts of the
games' own simulator tests) and its flash copied for each case.
"""

import json
import shutil
import subprocess
import sys

import pytest

from host_tools import sim

ROOT = sim.ROOT
sys.path[:0] = [str(ROOT / "tests"), str(ROOT / "firmware"), str(ROOT / "host_tools" / "shims"),
                str(ROOT / "host_tools" / "guest")]

import simloop  # noqa: E402
import test_amber_sim  # noqa: E402
import test_burgundy_sim  # noqa: E402
import test_san_juan_sim  # noqa: E402
import test_sim  # noqa: E402
import test_tiletum_sim  # noqa: E402

from support import burgundy_keys  # noqa: E402
from support.san_juan_play import Driver  # noqa: E402

SEED = 7
GAMES = ("generic", "amber", "tiletum", "burgundy", "san_juan")

# The final ranking each game's script gives (see its own test for the sums).
RANKING = {
    "generic": ["1. Ania  30", "2. Bartek  22", "3. Celina  10"],
    "amber": ["1. Ania  10", "1. Bartek  10", "3. Celina  9"],
    "tiletum": ["1. Ania  100", "2. Bartek  76", "3. Celina  76"],
    "burgundy": ["1. Bartek  232", "2. Ania  227"],
    "san_juan": ["1. Ania  39", "2. Bartek  32"],
}


class ToFinal(Driver):
    """The San Juan driver, stopping at the final step instead of ending."""

    def end(self):
        pass


def play_to_final(game, flash):
    if game == "san_juan":
        test_san_juan_sim.two_player_base_game(ToFinal(flash, SEED))
        return
    if game == "generic":
        keys = test_sim.whole_game_keys(end=False)
    elif game == "amber":
        keys = test_amber_sim.three_player_game().keys
    elif game == "tiletum":
        keys = test_tiletum_sim.game_keys()
    else:
        keys = test_burgundy_sim.two_player_keys()[:-len(burgundy_keys.end_game())]
    r = simloop.run(keys, str(flash), SEED)
    assert not r["cut"]


@pytest.fixture(scope="module")
def finals(tmp_path_factory):
    """Per game: a flash with the game at its final step, and the keys
    that end it after a boot (close the "resumed" note, Menu, End the
    game, yes), found by the menus' labels."""
    out = {}
    for game in GAMES:
        flash = tmp_path_factory.mktemp(game)
        play_to_final(game, flash)
        dry = tmp_path_factory.mktemp(game + "-dry")
        copy(flash, dry)
        d = boot(dry)
        d.press("b")
        d.end()
        assert ranking_on(d.screen_text()) == RANKING[game], d.screen_text()
        out[game] = (flash, d.keys)
    return out


def copy(src, dst):
    shutil.copytree(src, dst, dirs_exist_ok=True)


def boot(flash):
    """A boot on ``flash`` driven in-process, pressing by the menus' labels."""
    return Driver(flash, SEED)


def ranking_on(rows):
    """The ranking rows of a screen, without the chosen item's brackets."""
    return [r.strip("[]") for r in rows if r[:1].isdigit() or r[1:2].isdigit()]


def stored(flash):
    from core.storage import Storage
    from core.store import Store
    return Store(Storage(str(flash)))


def ranking_kept(store, number):
    return ["%d. %s  %d" % (r["rank"], r["name"], r["total"])
            for r in store.summary(number)["results"]]


@pytest.mark.parametrize("game", GAMES)
def test_power_cut_at_every_write_of_the_ending_never_loses_the_game(finals, tmp_path, game):
    base, end_keys = finals[game]
    seen = set()
    n = 1
    while True:
        d = tmp_path / ("cut%d" % n)
        copy(base, d)
        if not simloop.run(end_keys, str(d), SEED, cut_after=n)["cut"]:
            break
        rows = simloop.run([], str(d), SEED, text=True)["text"]      # the next boot
        store = stored(d)
        done = store.finished()
        if done:
            # finished, with its ranking, and no longer in progress
            assert len(done) == 1 and not store.in_progress(), n
            assert ranking_kept(store, done[0]["id"]) == RANKING[game], n
            # the boot finished it when the cut left only the journal's end
            seen.add("completed at boot" if rows[0] == "[Game over]" else "finished")
        else:
            # still in progress, and ending it again works
            assert store.in_progress(), (n, rows)
            r = simloop.run(end_keys, str(d), SEED, text=True)
            assert ranking_on(r["text"]) == RANKING[game], (n, r["text"])
            (entry,) = stored(d).finished()
            assert ranking_kept(stored(d), entry["id"]) == RANKING[game]
            seen.add("in progress")
        n += 1
    # On real files the cut write itself completes, so the first one (the
    # journal's end record) already commits the ending; a torn one (tests/
    # core/test_power_loss.py) leaves the game in progress.
    assert {"completed at boot", "finished"} <= seen, seen
    assert n > 5


def score_pad(seat, points):
    def run(d):
        from ui import text
        d.menu(text.t("score"))
        d.choose(seat)
        d.number(points)
        assert d.on_play(), d.screen_text()
    return run


def san_juan_chapel(d):
    # Bartek's final answers again, now 9 cards under his chapel, not 7:
    # 15 printed + 9 chapel + 4 arch = 28, palace 28 // 4 = 7: 35.
    d.act("fin", 1, hand=5, goods=1, chapel=9)


def amber_redo(d):
    # The final step offers nothing but the end: take back the last turn's
    # entry too, and bring it back.
    from ui import text
    d.press("A")
    d.press("b")
    d.choose_label(text.t("redo"))
    assert d.on_play()


# What each game plays after its end is undone, and the ranking then.
PLAY_ON = {
    "generic": (score_pad(2, 5), ["1. Ania  30", "2. Bartek  22", "3. Celina  15"]),
    "amber": (amber_redo, RANKING["amber"]),
    "tiletum": (score_pad(2, 30), ["1. Celina  106", "2. Ania  100", "3. Bartek  76"]),
    "burgundy": (score_pad(0, 10), ["1. Ania  237", "2. Bartek  232"]),
    "san_juan": (san_juan_chapel, ["1. Ania  39", "2. Bartek  35"]),
}


@pytest.mark.parametrize("game", GAMES)
def test_undo_after_the_end_play_on_end_again_and_reboot(finals, tmp_path, game):
    copy(finals[game][0], tmp_path)
    d = boot(tmp_path)
    d.press("b")
    d.end()
    assert ranking_on(d.screen_text()) == RANKING[game]
    assert len(stored(tmp_path).finished()) == 1
    d.press("B", "A")                       # back to the game, undo the end
    assert d.on_play() and not d.state["over"]
    assert stored(tmp_path).finished() == [] and stored(tmp_path).in_progress()
    play_on, ranking = PLAY_ON[game]
    play_on(d)
    n = d.state["n"]
    # a reboot here: the game is back in progress, what was entered kept
    state = json.loads(simloop.run([], str(tmp_path), SEED)["state"])
    assert not state["over"] and state["n"] == n
    d = boot(tmp_path)
    d.press("b")
    d.end()
    assert ranking_on(d.screen_text()) == ranking, d.screen_text()
    rows = simloop.run([], str(tmp_path), SEED, text=True)["text"]      # a reboot
    assert "Continue" not in " ".join(rows)
    store = stored(tmp_path)
    (entry,) = store.finished()
    assert ranking_kept(store, entry["id"]) == ranking
    assert not store.in_progress()


def test_redo_of_an_undone_end_finishes_the_game_again(finals, tmp_path):
    from ui import text
    copy(finals["generic"][0], tmp_path)
    d = boot(tmp_path)
    d.press("b")
    d.end()
    d.press("B", "A")
    assert stored(tmp_path).finished() == []
    d.press("b")
    d.choose_label(text.t("redo"))
    assert d.state["over"]
    (entry,) = stored(tmp_path).finished()
    assert ranking_kept(stored(tmp_path), entry["id"]) == RANKING["generic"]


def cli(keys, flash, runtime, *flags):
    out = subprocess.run([sys.executable, "-m", "host_tools.sim", "--keys", " ".join(keys),
                          "--flash", str(flash), "--seed", str(SEED), "--text",
                          "--runtime", runtime] + list(flags),
                         cwd=ROOT, capture_output=True, text=True)
    assert out.returncode in (0, sim.CUT_EXIT), out.stderr[-3000:]
    return [line[2:] for line in out.stdout.split("\n") if line.startswith("| ")]


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_boot_completes_an_ending_the_power_cut_short(finals, tmp_path, runtime):
    # The first write of the ending that leaves the journal saying "over"
    # (found on real files), then the boot that finishes it, inside
    # MicroPython with the Pico's heap too.
    base, end_keys = finals["tiletum"]
    n = 1
    while True:
        d = tmp_path / ("cut%d" % n)
        copy(base, d)
        assert simloop.run(end_keys, str(d), SEED, cut_after=n)["cut"]
        from core.archive import Archive
        from core.storage import Storage
        j = Archive(Storage(str(d))).resume()
        if j is not None and list(j.events(j.length - 1, j.length)) == [["end"]]:
            break       # the end is journaled, nothing after it
        n += 1
        assert n < 40
    rows = cli([], d, runtime)
    assert rows[0] == "[Game over]" and "Finished games" in " ".join(rows), rows
    store = stored(d)
    (entry,) = store.finished()
    assert ranking_kept(store, entry["id"]) == RANKING["tiletum"]
    assert not store.in_progress()
