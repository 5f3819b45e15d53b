"""A power cut at every write of a press, and of the boot after it, keeps
the flash as it was before the press or as it is after it: a round's end
with its dice, the answers of a form, a new game started while another
is kept (support.cutsweep). A representative part of
tests/host/test_cut_every_write.py, which sweeps every such press of
every game under CPython, here under both runtimes; and a new game's
first record holds everything its press appended."""

from support.cutsweep import sweep

# Inside MicroPython every case replays the wizard and boots several
# times on a simulated panel: the guest runs the round's end (each of its
# writes, each failure model, the boot's writes cut too) and the start of
# a game; the longer sweeps run under CPython here and in tests/host.
MICROPYTHON_SKIP = {
    "test_a_cut_at_each_answer_of_a_form_keeps_before_or_after": "time: CPython only",
    "test_a_cut_while_a_new_game_starts_leaves_the_kept_game_in_progress": "time: CPython only",
}

NEW = ["=Any_game", "#2", "b", "=no_colour", "b", "=no_colour"]
START = ["=Start_the_game", "=Ania"]
GENERIC = ["b"] + NEW + ["=Rounds", "#2"] + START


def test_a_cut_at_a_rounds_end_keeps_before_or_after():
    cases, failures = sweep(GENERIC + ["a", "c"], ["c"])
    assert cases >= 3 and failures == [], failures[:3]


def test_a_cut_at_each_answer_of_a_form_keeps_before_or_after():
    cases, failures = sweep(GENERIC, ["b", "=Score", "b", "c", "c", "b"])
    assert cases >= 3 and failures == [], failures[:3]


def test_a_cut_while_a_new_game_starts_leaves_the_kept_game_in_progress():
    # Only the press that starts the game writes; each of its writes is
    # cut, the write lost or torn (the boot's own writes too).
    setup = GENERIC + ["a", "B", "=New_game", "=Keep", "=Any_game", "#2", "=As_last_time",
                       "=Start_the_game"]
    cases, failures = sweep(setup, ["=Ania"], tears=(None, 3))
    assert cases >= 6 and failures == [], failures[:3]


def test_the_start_of_a_game_is_one_record():
    # Whatever the press that starts a game appends, the boot reads it as
    # one record: the new game is there whole, or the game before it is.
    import main

    from core.journal import Journal
    from core.rng import Rng
    from core.store import Store
    from hw.simpanel import SimPanel
    from support.cutsweep import play
    from support.faultfs import FaultFS
    fs = FaultFS()
    app = main.boot(SimPanel(), Store(fs), Rng(7))
    play(app, GENERIC)
    n = app.session.journal.length
    j = Journal.open(fs, "games/0001")
    assert j.length == n and j.last_group in (0, n)
    assert next(j.events(0, 1))[0] == "new"


def test_continue_is_offered_only_with_a_game_to_continue():
    # Two games the power cut short before their first event (written by
    # a firmware that made the index first): the boot removes the current
    # one; the kept one has nothing to continue, so the main menu does not
    # offer Continue. Once a game has its first event, it does.
    import main

    from core.archive import Archive
    from core.rng import Rng
    from core.store import Store
    from hw.simpanel import SimPanel
    from support.cutsweep import play
    from support.faultfs import FaultFS
    fs = FaultFS()
    a = Archive(fs)
    a.new_game()
    a.new_game()
    app = main.boot(SimPanel(), Store(fs), Rng(7))
    while len(app.stack) > 1:       # the recovery's note, read
        app.press("b")
    labels = [app.top().label(item, app) for item in app.top().items]
    assert "Continue" not in labels and "New game" in labels, labels
    play(app, GENERIC)
    app = main.boot(SimPanel(), Store(fs), Rng(7))
    app.press("B")
    labels = [app.top().label(item, app) for item in app.top().items]
    assert labels[0] == "Continue", labels
