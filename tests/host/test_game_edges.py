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
    "generic": ["1. Ania 30", "2. Bartek 22", "3. Celina 10"],
    "amber": ["1. Ania 10", "1. Bartek 10", "3. Celina 9"],
    "tiletum": ["1. Ania 100", "2. Bartek 76", "3. Celina 76"],
    "burgundy": ["1. Bartek 232", "2. Ania 227"],
    "san_juan": ["1. Ania 39", "2. Bartek 32"],
}


class ToFinal(Driver):
    """The San Juan driver, stopping at the final step instead of ending."""

    def end(self):
        pass

    def finish(self):
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
    that end it after a boot (the resumed note is in the footer, no
    press: Menu, End the game, yes), found by the menus' labels."""
    out = {}
    for game in GAMES:
        flash = tmp_path_factory.mktemp(game)
        play_to_final(game, flash)
        dry = tmp_path_factory.mktemp(game + "-dry")
        copy(flash, dry)
        d = boot(dry)
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
    """The ranking rows of a screen, without the chosen item's brackets and
    with the columns' padding folded to one space ("1. Ania 30")."""
    return [" ".join(r.strip("[]").split()) for r in rows if r[:1].isdigit() or r[1:2].isdigit()]


def stored(flash):
    from core.storage import Storage
    from core.store import Store
    return Store(Storage(str(flash)))


def ranking_kept(store, number):
    return ["%d. %s %d" % (r["rank"], r["name"], r["total"])
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
    "generic": (score_pad(2, 5), ["1. Ania 30", "2. Bartek 22", "3. Celina 15"]),
    "amber": (amber_redo, RANKING["amber"]),
    "tiletum": (score_pad(2, 30), ["1. Celina 106", "2. Ania 100", "3. Bartek 76"]),
    "burgundy": (score_pad(0, 10), ["1. Ania 237", "2. Bartek 232"]),
    "san_juan": (san_juan_chapel, ["1. Ania 39", "2. Bartek 35"]),
}


@pytest.mark.parametrize("game", GAMES)
def test_undo_after_the_end_play_on_end_again_and_reboot(finals, tmp_path, game):
    flash = tmp_path / "f"
    copy(finals[game][0], flash)
    d = boot(flash)
    d.end()
    assert ranking_on(d.screen_text()) == RANKING[game]
    assert len(stored(flash).finished()) == 1
    d.press("B", "A")                       # back to the game, undo the end
    assert d.on_play() and not d.state["over"]
    assert stored(flash).finished() == [] and stored(flash).in_progress()
    play_on, ranking = PLAY_ON[game]
    play_on(d)
    before_reboot = d.keys
    n = d.state["n"]
    # a reboot here: the game is back in progress, what was entered kept
    state = json.loads(simloop.run([], str(flash), SEED)["state"])
    assert not state["over"] and state["n"] == n
    d = boot(flash)
    d.end()
    assert ranking_on(d.screen_text()) == ranking, d.screen_text()
    rows = simloop.run([], str(flash), SEED, text=True)["text"]      # a reboot
    assert "Continue" not in " ".join(rows)
    store = stored(flash)
    (entry,) = store.finished()
    assert ranking_kept(store, entry["id"]) == ranking
    assert not store.in_progress()
    # The same presses inside MicroPython with the Pico's heap.
    flash = tmp_path / "mp"
    copy(finals[game][0], flash)
    cli(before_reboot, flash, "micropython")
    rows = cli(d.keys, flash, "micropython")
    assert ranking_on(rows) == ranking, rows
    store = stored(flash)
    (entry,) = store.finished()
    assert ranking_kept(store, entry["id"]) == ranking and not store.in_progress()


def test_redo_of_an_undone_end_finishes_the_game_again(finals, tmp_path):
    from ui import text
    copy(finals["generic"][0], tmp_path)
    d = boot(tmp_path)
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


def generic_in_progress(flash, turns=(3, 2)):
    """A generic game (Ania, Bartek, Celina) with a few turns played; its
    saved state."""
    keys = test_sim.setup_keys()
    for points in turns:
        keys += test_sim.turn_keys(points)
    return simloop.run(keys, str(flash), SEED)["state"]


def to_main_menu(d):
    d.press("B")                    # long B: the menu (the resumed note costs no press)


def test_new_game_keeps_the_game_in_progress_and_continue_brings_it_back(tmp_path):
    from ui import text
    old = generic_in_progress(tmp_path)
    d = boot(tmp_path)
    to_main_menu(d)
    d.choose_label(text.t("new_game"))
    rows = d.screen_text()
    assert rows[0] == "[A game is in progress]"
    about = " ".join(rows[1:-3])
    assert about.startswith("Ania, Bartek, Celina: Any game, Round 1"), rows
    assert d.labels() == ["Keep it, start another", "Abandon it (unfinished)"]
    d.choose_label("Keep it, start another")
    d.press(*test_sim.setup_keys(again=True)[1:])   # the games' list on: Any game, the same table
    d.press(*test_sim.turn_keys(4))
    new = simloop.run([], str(tmp_path), SEED)["state"]      # a reboot: the new game
    assert new != old and json.loads(new)["scores"] == [4, 0, 0]
    d = boot(tmp_path)
    to_main_menu(d)
    d.choose_label(text.t("continue"))
    rows = d.screen_text()
    assert rows[:3] == ["[Games in progress]", "[Ania, Bartek, Celina: Any game]",
                        "Ania, Bartek, Celina: Any game"], rows
    d.choose(1)                             # the older one
    assert d.on_play() and json.loads(simloop.canon.dumps(d.state)) == json.loads(old)
    # it is the one in progress now, after a reboot too; the other is kept
    assert simloop.run([], str(tmp_path), SEED)["state"] == old
    games = stored(tmp_path).open_games()
    assert [(g["id"], g["current"]) for g in games] == [(2, False), (1, True)]
    assert stored(tmp_path).finished() == []


def test_abandoned_game_goes_to_finished_games_marked_unfinished(tmp_path):
    from ui import text
    generic_in_progress(tmp_path, (3, 2, 1, 5))
    d = boot(tmp_path)
    to_main_menu(d)
    d.choose_label(text.t("new_game"))
    d.choose_label("Abandon it (unfinished)")
    assert d.labels()[-1] == "Any game"     # on to the games' list
    d.press("B")
    assert text.t("continue") not in d.labels()
    d.choose_label(text.t("finished"))
    assert d.labels() == ["1. unfinished, 3 players, Any game", "Records"]
    store = stored(tmp_path)
    (entry,) = store.finished()
    summary = store.summary(entry["id"])
    assert summary["unfinished"] is True and not store.in_progress()
    # the ranking so far: round 1 and Ania's turn of round 2
    assert ranking_kept(store, entry["id"]) == ["1. Ania 8", "2. Bartek 2", "3. Celina 1"]
    assert simloop.run([], str(tmp_path), SEED)["state"] == "null"
    # exported to BG Stats as a play kept out of the statistics
    from host_tools import export
    (play,) = export.bgstats_file(export.plays(tmp_path))["plays"]
    assert play["ignored"] is True


@pytest.mark.parametrize("game", GAMES)
def test_every_game_can_be_abandoned_mid_game(finals, tmp_path, game):
    # At its final step, before the end: a ranking so far, marked unfinished.
    from ui import text
    copy(finals[game][0], tmp_path)
    d = boot(tmp_path)
    to_main_menu(d)
    d.choose_label(text.t("new_game"))
    d.choose_label("Abandon it (unfinished)")
    store = stored(tmp_path)
    (entry,) = store.finished()
    assert store.summary(entry["id"])["unfinished"] is True and not store.in_progress()
    assert len(store.summary(entry["id"])["results"]) == len(RANKING[game])


# Tiletum's setup: the wheel entered space by space is a form of 13 answers
# ("Enter each space", then an action and a die value for each of its six
# spaces).
WHEEL = ["b", "b"]     # the menu, on its first item: the action wheel
EACH = ["a", "b"]      # the last of the wheel's turns: "Enter each space"
AFTER_WHEEL = test_tiletum_sim.after_wheel()
before_wheel = test_tiletum_sim.before_wheel


@pytest.mark.parametrize("runtime", ["cpython", "micropython"])
def test_a_form_the_power_cut_short_reopens_at_the_next_boot(tmp_path, runtime):
    (tmp_path / "whole").mkdir()
    whole = simloop.run(before_wheel() + WHEEL + EACH + ["b"] * 12 + AFTER_WHEEL,
                        str(tmp_path / "whole"), SEED)["state"]
    flash = tmp_path / "cut"
    # Five answers given, then the battery is pulled (between two presses).
    asked = cli(before_wheel() + WHEEL + EACH + ["b"] * 5, flash, runtime)
    assert asked[0] == "[Its die value]", asked                 # space 3's value
    rows = cli([], flash, runtime)          # the next boot
    assert rows == asked                    # the same question, where it was
    # The seven answers left, and the setup goes on as if nothing happened.
    r = simloop.run(["b"] * 7 + AFTER_WHEEL, str(flash), SEED)
    assert r["state"] == whole
    assert not (flash / "games" / "0001" / "draft").exists()


def test_a_form_given_up_is_not_reopened(tmp_path):
    flash = str(tmp_path)
    simloop.run(before_wheel() + WHEEL + EACH + ["b"] * 5 + ["B", "B"], flash, SEED)
    rows = simloop.run([], flash, SEED, text=True)["text"]
    assert on_play(rows), rows                                  # the play screen


def test_a_draft_of_the_wrong_shape_for_its_form_is_dropped(tmp_path):
    # Answers kept in the other shape than the helper's form asks for (a
    # list for the questions form's dict, or the other way round): the
    # next boot shows the play screen, and the draft goes.
    flash = str(tmp_path)
    simloop.run(before_wheel() + WHEEL + EACH + ["b"] * 5, flash, SEED)
    leaf = tmp_path / "games" / "0001" / "draft"
    draft = json.loads(leaf.read_text())
    assert len(draft["v"]) == 6     # "Enter each space" too
    draft["v"] = list(draft["v"].values()) if type(draft["v"]) is dict else {"space": 1}
    leaf.write_text(json.dumps(draft))
    rows = simloop.run([], flash, SEED, text=True)["text"]
    assert on_play(rows), rows                                  # the play screen
    assert not leaf.exists()


def test_power_cut_at_every_write_of_a_form_loses_at_most_the_last_answer(tmp_path):
    base = tmp_path / "base"
    base.mkdir()
    simloop.run(before_wheel(), str(base), SEED)
    keys = WHEEL + EACH + ["b"] * 12        # open the form, answer
    opened = len(WHEEL) + 1                 # presses before the first answer
    n = 1
    while True:
        d = tmp_path / ("cut%d" % n)
        copy(base, d)
        done = []
        r = simloop.run(keys, str(d), SEED, cut_after=n,
                        on_press=lambda k, spent, used: done.append(k))
        if not r["cut"]:
            break
        answered = max(0, len(done) - opened)      # answers confirmed before the cut
        store = stored(d)
        session, _notes = store.resume()
        if session.state["g"]["acts"]:
            assert answered >= 12           # the last answer made the event
        else:
            draft = store.draft("load", session)
            kept = len(draft["v"]) if draft else 0
            assert kept >= answered, (n, kept, answered)
        n += 1
    assert n > 12


def test_keep_a_game_and_continue_it_inside_micropython(tmp_path):
    # A Castles of Burgundy game kept for a generic one, then continued
    # from the list: two games' code in turn, with the Pico's heap.
    from support.burgundy_plans import TWO
    keys = burgundy_keys.new_game(2, 1, ("red", "blue"), dice="none")
    keys += burgundy_keys.rounds(TWO[:2], test_burgundy_sim.enter_white)
    flash = tmp_path / "mp"
    cli(keys, flash, "micropython")
    old = simloop.saved_state(str(flash))
    keys = ["B", "c", "b"]                  # the main menu, New game
    rows = cli(keys, flash, "micropython")
    assert rows[0] == "[A game is in progress]"
    assert " ".join(rows[1:3]).startswith("Ania, Bartek: The Castles of Burgundy"), rows
    # keep it; Any game for 3 (one more than the last table), the names
    # from the list (the two remembered first), then as test_sim's setup
    keys += ["b"] + ["a", "b", "c", "b"] + ["b", "b"] * 3 + test_sim.start_keys()
    keys += test_sim.turn_keys(2)
    keys += ["B", "b"]                      # the main menu, Continue
    rows = cli(keys, flash, "micropython")
    assert rows[:2] == ["[Games in progress]", "[Ania, Bartek, Celina: Any game]"], rows
    assert " ".join(rows[2:4]).startswith("Ania, Bartek: The Castles of Burgundy"), rows  # two rows
    # After a reboot (the generic game resumed): Continue, the older game.
    rows = cli(["B", "b", "c", "b"], flash, "micropython")
    assert on_play(rows), rows                              # the play screen
    assert simloop.saved_state(str(flash)) == old


def on_play(rows):
    """The play screen, by its footer: the key hints, or the note of a
    resumed game that stands there until the next press."""
    return "B menu" in rows[-1] or rows[-1].startswith("[Game resumed")
