"""A power cut at every write of the presses that write more than once,
in the real games and the device's own screens, under three failure
models (the write lost; data written but not flushed lost; a torn write),
and at every write of the boot that follows: the flash then holds what it
held before the press or after it (the game, a form's answers, the games
kept and finished, the settings), and no finished game leaves Finished
games (support.cutsweep). CPython only: the key scripts of the real games
are built by host-side drivers; tests/ui/test_cut_every_write.py runs a
representative part inside MicroPython."""

import pytest
import test_amber_sim
import test_tiletum_sim

from support import burgundy_keys as bk
from support.cutsweep import sweep
from support.san_juan_play import Driver

NEW = ["=Any_game", "#2", "b", "=no_colour", "b", "=no_colour"]
AGAIN = ["=Any_game", "#2", "=As_last_time"]
START = ["=Start_the_game", "=Ania"]
GENERIC = ["b"] + NEW + ["=Rounds", "#2"] + START
SCORE = ["b", "=Score", "b", "c", "c", "b"]


def generic_cases():
    yield "a round's end and its dice", GENERIC + ["a", "c"], ["c"]
    yield "a score, at each answer", GENERIC, SCORE
    yield "undo and redo", GENERIC + ["a", "c", "c"], ["A", "b", "=Redo"]
    yield "new game, keep", GENERIC + SCORE, ["B", "=New_game", "=Keep"] + AGAIN + START
    yield "new game, abandon", GENERIC + SCORE, \
        ["B", "=New_game", "=Abandon"] + AGAIN + START
    fifth = GENERIC
    for _ in range(4):
        fifth = fifth + ["B", "=New_game", "=Keep"] + AGAIN + START
    # (only the press that starts the fifth game writes)
    yield "a fifth game kept", fifth + ["B", "=New_game", "=Keep"] + AGAIN + START[:1], START[1:]
    one = ["b"] + NEW + ["=Rounds", "#1"] + START
    yield "the end of a game and its undo", one + ["c", "c"], ["c", "=yes", "B", "A"]
    yield "a settings change", GENERIC, ["B", "=Settings", "b", "B"]


def tiletum_cases():
    # the action wheel entered space by space: a form of 13 answers
    # (the form opening and its first answers, then its last answers and
    # its end: each answer's draft is written the same way)
    keys = ["b"] + test_tiletum_sim.before_wheel()[1:]
    yield "Tiletum's wheel, its first answers", keys, ["b", "b", "a", "b", "b", "b"]
    yield "Tiletum's wheel, its last answers", keys + ["b", "b", "a", "b"] + ["b"] * 9, \
        ["b", "b", "b"]


def san_juan_cases(tmp_path):
    (tmp_path / "sj").mkdir()
    d = Driver(tmp_path / "sj", 7)
    d.new_game(2, 0)
    d.press("a")
    d.next()
    setup = list(d.keys)
    d.pick("builder")
    pick = d.keys[len(setup):]
    yield "San Juan's pick and its moving on", setup, pick
    setup = list(d.keys)
    d.builds("smithy")
    yield "San Juan's build and its moving on", setup, d.keys[len(setup):]


def amber_cases():
    k = test_amber_sim.AmberKeys()
    setup = list(k.keys)
    k.cannot_play()
    yield "Amber's Cannot play", setup, k.keys[len(setup):]
    k = test_amber_sim.AmberKeys()
    setup = list(k.keys)
    k.reached("Village_1", review=False)
    yield "Amber's tile reached, at each answer", setup, k.keys[len(setup):]


def burgundy_cases():
    setup = bk.new_game(2, 1, dice="none") + ["c", "c"]
    yield "Burgundy's animals and its moving on", setup, \
        bk.action("ani 1 2 1", 1, first_animals=True) + ["=No,_more"]


def check(name, setup, steps, **kw):
    cases, failures = sweep(setup, steps, **kw)
    assert cases > 0
    assert failures == [], (name, cases, failures[:4])
    return cases


@pytest.mark.parametrize("name,setup,steps", list(generic_cases()) + list(tiletum_cases()),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_a_cut_anywhere_in_a_press_of_the_device_keeps_before_or_after(name, setup, steps):
    check(name, setup, steps)


@pytest.mark.parametrize("game", ["san_juan", "amber", "burgundy"])
def test_a_cut_anywhere_in_a_press_of_a_real_game_keeps_before_or_after(game, tmp_path):
    cases = {"san_juan": lambda: san_juan_cases(tmp_path), "amber": amber_cases,
             "burgundy": burgundy_cases}[game]()
    for name, setup, steps in list(cases):    # the drivers first: a sweep reloads the screens
        check(name, setup, steps)
