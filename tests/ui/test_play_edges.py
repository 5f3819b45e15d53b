"""The edges of a game on the screens (an in-memory store): the end
undone by a long A and the game played on and ended again; New game
while a game is in progress asks first, and Continue lists the kept
games."""

from support.screens import boot, choose, new_generic, score
from ui import widgets


def end_game(app):
    app.press("b")
    choose(app, "End the game")
    choose(app, "yes")


def test_end_undone_played_on_and_ended_again():
    app, panel, store = boot()
    new_generic(app, rounds=0)
    score(app, 3)
    app.press("c")
    score(app, 2)
    end_game(app)
    assert app.session.state["over"] and len(store.done) == 1
    app.press("B")                          # the ranking closed: the play screen
    app.press("A")                          # the end undone
    s = app.session
    assert not s.state["over"] and store.done == [] and store.current is s.journal
    score(app, 4)                           # Bartek plays on: 6
    end_game(app)
    assert [(r["name"], r["total"]) for r in store.done[0]["results"]] == \
        [("Bartek", 6), ("Ania", 3), ("Celina", 0)]
    assert len(store.done) == 1 and store.current is None


def test_new_game_asks_about_the_game_in_progress():
    app, panel, store = boot()
    new_generic(app, rounds=0)
    score(app, 3)
    app.press("B")                          # the main menu
    choose(app, "New game")
    assert app.top().title == "A game is in progress"
    assert app.top().about.startswith("Ania, Bartek, Celina: Any game")
    choose(app, "Keep it, start another")
    assert isinstance(app.top(), widgets.Menu) and app.top().title == "New game"
    app.press("B")                          # not yet: nothing changed
    assert store.open_games()[0]["current"] and len(store.open_games()) == 1
    new_generic(app, ("Darek", "Ewa"), rounds=0, answer="Keep it, start another")
    app.press("B")
    choose(app, "Continue")
    menu = app.top()
    labels = [menu.label(i, app) for i in menu.items]
    assert labels == ["Darek, Ewa: Any game", "Ania, Bartek, Celina: Any game"]
    assert menu.index == 0                  # on the game in progress
    choose(app, "Ania, Bartek, Celina: Any game")
    assert app.session.state["scores"] == [3, 0, 0]
    # abandoned: to the finished games, marked, and no longer listed
    app.press("B")
    choose(app, "New game")
    choose(app, "Abandon it (unfinished)")
    assert store.done[0]["unfinished"] is True and store.done[0]["winner"] == "Ania"
    assert [g["players"] for g in store.open_games()] == [["Darek", "Ewa"]]


def test_the_snapshot_comes_at_the_end_of_its_press():
    # Every 32 events the session snapshots its state; on the device the
    # press that makes one due takes it once its frame is drawn (its
    # garbage collected first), of the state as it then stands.
    from core import canon
    from core.session import SNAPSHOT_EVERY
    app, panel, store = boot()
    new_generic(app, rounds=0)
    s = app.session
    frames = []     # the frames on the panel when each snapshot is written
    write = s.journal.snapshot

    def snapshot(state, n):
        frames.append(panel.full_refreshes + panel.partial_refreshes)
        write(state, n)

    s.journal.snapshot = snapshot
    taken = []
    while s.state["n"] < 2 * SNAPSHOT_EVERY + 3:
        before = s.state["n"]
        shown = panel.full_refreshes + panel.partial_refreshes
        app.press("a" if before % 2 else "c")     # a roll, the next player
        assert not s.snapshot_due
        n = s.state["n"]
        if n // SNAPSHOT_EVERY > before // SNAPSHOT_EVERY:
            assert s.journal.snaps[n][0] == canon.dumps(s.state)
            assert frames[-1] == shown + 1          # after the press's frame
            taken.append(n)
    assert taken == [SNAPSHOT_EVERY, 2 * SNAPSHOT_EVERY]
    assert sorted(s.journal.snaps) == taken


def test_a_cut_at_each_write_of_a_snapshot_press_resumes_before_or_after_it():
    # The press that makes a snapshot due writes its event, then, after
    # its frame, the snapshot. The power cut at each of that press's
    # writes, whole or torn: the next boot resumes the game as it was
    # before the press or as it is after it, never anything else.
    import main

    from core import canon
    from core.rng import Rng
    from core.session import SNAPSHOT_EVERY
    from core.storage import PowerCut
    from core.store import Store
    from hw.simpanel import SimPanel
    from support.faultfs import FaultFS

    def boot_on(fs):
        return main.start(SimPanel(), Store(fs), Rng(7))

    fs = FaultFS()
    app = boot_on(fs)
    new_generic(app, rounds=0)
    s = app.session
    while s.state["n"] < SNAPSHOT_EVERY - 1:
        app.press("a" if s.state["n"] % 3 else "c")  # rolls, the turn passing
    saved = fs.clone()
    before = canon.dumps(s.state)
    start = fs.writes
    app.press("c")                          # the 32nd event (no dice): the snapshot
    after = canon.dumps(s.state)
    assert s.state["n"] == SNAPSHOT_EVERY, s.state["n"]
    assert s.journal.best_snapshot(SNAPSHOT_EVERY)[1] == SNAPSHOT_EVERY
    writes = fs.writes - start
    assert writes >= 3                      # the event, the snapshot, its rename
    for k in range(1, writes + 1):
        for tear in (None, 0, 1):
            flash = saved.clone()
            again = boot_on(flash)
            flash.arm(k, tear)
            try:
                again.press("c")
            except PowerCut:
                pass
            flash.power_on()
            resumed = boot_on(flash).session
            assert canon.dumps(resumed.state) in (before, after), (k, tear)
